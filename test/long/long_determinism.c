/* make test-long: determinism of the timing model at realistic sizes.
 * Every MGMark workload at its paper1 size on d-mgpu-4 and u-mgpu-4, run
 * by the serial engine and by the parallel engine with 1, 2, 4 and 8
 * threads (4 and 8 oversubscribe a 2-core machine, which is the point:
 * the OS interleaves the workers in ways a quiet run never does); the
 * `--stats` JSON of each, without its host-side figures
 * (test/regress/normalise_stats.py), must be identical to the serial
 * engine's: cycles, instructions, output hash, per-GPU figures and every
 * metric. About 40 minutes on two cores: not part of `make test`.
 * LONG_WORKLOADS=fir,aes and LONG_PLATFORMS=d-mgpu-4 narrow it. */
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

static const int threads[] = {1, 2, 4, 8};

/* The normalised --stats of one run (malloc'd). */
static char *run_stats(const char *w, const char *plat, int nthreads)
{
    char *out, tmp[] = "/tmp/mgsim_long_XXXXXX";
    int fd = mkstemp(tmp);
    assert_true(fd >= 0);
    close(fd);
    int st = rt_mgsim(&out, "run %s --size paper1 --config configs/%s.ini --threads %d "
                            "--no-progress --stats %s",
                      w, plat, nthreads, tmp);
    if (st != 0) fail_msg("mgsim run %s on %s, %d threads: exit %d\n%s", w, plat, nthreads, st, out);
    free(out);
    st = rt_sh(&out, "python3 test/regress/normalise_stats.py < %s", tmp);
    unlink(tmp);
    assert_int_equal(st, 0);
    return out;
}

static bool listed(const char *env, const char *name)
{
    const char *l = getenv(env);
    if (!l || !*l) return true;
    size_t n = strlen(name);
    for (const char *p = strstr(l, name); p; p = strstr(p + 1, name))
        if ((p == l || p[-1] == ',') && (p[n] == ',' || p[n] == 0)) return true;
    return false;
}

static void same_on_every_engine(const char *plat)
{
    static const char *const workloads[] = {"aes", "bs", "fir", "gd", "km", "mt", "sc"};
    for (size_t i = 0; i < sizeof workloads / sizeof *workloads; i++) {
        const char *w = workloads[i];
        if (!listed("LONG_WORKLOADS", w)) continue;
        char *serial = run_stats(w, plat, 0);
        for (size_t t = 0; t < sizeof threads / sizeof *threads; t++) {
            char *par = run_stats(w, plat, threads[t]);
            if (strcmp(serial, par))
                fail_msg("%s on %s: --threads %d differs from the serial engine", w, plat,
                         threads[t]);
            free(par);
        }
        printf("  %s on %s: serial = 1 = 2 = 4 = 8 threads\n", w, plat);
        free(serial);
    }
}

static void d_mgpu_4(void **state)
{
    (void)state;
    if (listed("LONG_PLATFORMS", "d-mgpu-4")) same_on_every_engine("d-mgpu-4");
}

static void u_mgpu_4(void **state)
{
    (void)state;
    if (listed("LONG_PLATFORMS", "u-mgpu-4")) same_on_every_engine("u-mgpu-4");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(d_mgpu_4),
        cmocka_unit_test(u_mgpu_4),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
