/* libFuzzer harness for the platform configuration parser (params/
 * config.h over the whole platform's sections): an INI file, or, when
 * the input starts with byte 1, one --set assignment per line. Either is
 * refused with a message, or the effective configuration printed
 * (config_print) loads back into fresh defaults and prints the same bytes.
 * Built and run by `make fuzz` (seeds: the configs/ files, --set lines).
 * A broken property calls abort(): that is libFuzzer's contract (a crash
 * is a finding, kept with its input), the one place abort() is allowed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/platform/platform.h"
#include "params/config.h"

/* The printed configuration of (p, c) as a heap string. */
static char *printed(const config *c)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f)
        abort();
    config_print(c, f);
    if (fclose(f))
        abort();
    return buf;
}

static int load(const uint8_t *data, size_t size, config *c, char *err, size_t errlen)
{
    if (size && data[0] == 1) { /* --set lines */
        char *text = malloc(size);
        if (!text)
            abort();
        memcpy(text, data + 1, size - 1);
        text[size - 1] = 0;
        int rc = 0;
        for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && !rc;
             l = strtok_r(NULL, "\n", &save))
            rc = config_apply_set(c, l, err, errlen);
        free(text);
        return rc;
    }
    if (!size)
        return 0;
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        abort();
    int rc = config_load_ini_stream(c, f, "fuzz.ini", err, errlen);
    fclose(f);
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *null;
    if (!null && !(null = fopen("/dev/null", "w")))
        abort();
    platform_config p = platform_default_config();
    config c;
    config_init(&c);
    c.warn = null; /* duplicate keys are common here: keep the log readable */
    if (platform_config_register(&c, &p) < 0)
        abort();
    char err[1024];
    err[0] = 0;
    if (load(data, size, &c, err, sizeof err) < 0) {
        if (!err[0])
            abort(); /* a refusal says why */
        return 0;
    }
    char *first = printed(&c);
    /* round trip: what config show prints loads back to the same */
    platform_config q = platform_default_config();
    config d;
    config_init(&d);
    d.warn = null;
    if (platform_config_register(&d, &q) < 0)
        abort();
    FILE *f = fmemopen(first, strlen(first), "r");
    if (!f || config_load_ini_stream(&d, f, "printed", err, sizeof err) < 0) {
        fprintf(stderr, "printed config does not load back: %s\n", err);
        abort();
    }
    fclose(f);
    char *second = printed(&d);
    if (strcmp(first, second)) {
        fprintf(stderr, "printed config changes when loaded back\n");
        abort();
    }
    free(first);
    free(second);
    char why[512];
    (void)platform_config_check(&p, why, sizeof why);
    return 0;
}
