/* libFuzzer harness for the sweep spec parser (tools/sweep.h): any bytes
 * are refused with a message naming the spec, or load into a grid whose
 * every point has a key and an argv (a {name} naming no axis is a load
 * error, never a point's). Built and run by `make fuzz` (seeds: the
 * specs of the README and docs/hooks.md, fuzz/seeds/sweep).
 * A broken property calls abort(): that is libFuzzer's contract (a crash
 * is a finding, kept with its input), the one place abort() is allowed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/sweep.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!size)
        return 0;
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        abort();
    sweep_spec s;
    char err[1024];
    err[0] = 0;
    int rc = sweep_spec_load_stream(f, "fuzz.ini", &s, err, sizeof err);
    fclose(f);
    if (rc < 0) {
        if (strncmp(err, "fuzz.ini", 8))
            abort(); /* a refusal names the spec and says why */
        return 0;
    }
    size_t n = sweep_points(&s);
    for (size_t p = 0; p < n && p < 64; p++) {
        char key[4096], e[256];
        sweep_point_key(&s, p, key, sizeof key);
        char **argv = sweep_point_argv(&s, p, e, sizeof e);
        if (!argv) {
            fprintf(stderr, "point %zu: %s\n", p, e);
            abort();
        }
        sweep_argv_free(argv);
    }
    sweep_spec_free(&s);
    return 0;
}
