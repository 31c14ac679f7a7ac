#include "tools/plat_opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int plat_opt_take(plat_opt *o, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    if (strcmp(a, "--config") && strcmp(a, "--set")) return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "mgsim: option %s needs a value\n", a);
        return -1;
    }
    const char *v = argv[++*i];
    if (!strcmp(a, "--config")) {
        o->config = v;
        return 1;
    }
    if (o->nsets == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 8;
        const char **s = realloc(o->sets, cap * sizeof *s);
        if (!s) {
            fprintf(stderr, "mgsim: out of memory\n");
            return -1;
        }
        o->sets = s, o->cap = cap;
    }
    o->sets[o->nsets++] = v;
    return 1;
}

int plat_opt_load(const plat_opt *o, platform_config *p, config *c)
{
    char err[1024];
    if (platform_config_load(p, c, o->config, o->sets, o->nsets, err, sizeof err) < 0) {
        fprintf(stderr, "mgsim: %s\n", err);
        return -1;
    }
    return 0;
}

void plat_opt_free(plat_opt *o)
{
    free(o->sets);
    memset(o, 0, sizeof *o);
}
