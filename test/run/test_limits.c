/* Limits a user runs into: a --size whose buffers cannot fit the
 * platform's device memory is refused at once, in both modes and by
 * mgsim det, with what it needs, what the platform has and a size that
 * fits (before: 20 s and 4.2 GB of host memory in timing mode before
 * "device 0: memory exhausted", and no check at all in functional mode). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "rt_cli.h"

static void expect_refused_fast(const char *args, const char *has, int status)
{
    char *out;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int st = rt_mgsim(&out, "%s", args);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    if (st != status || !strstr(out, "does not fit the platform's device memory") ||
        !strstr(out, has) || !strstr(out, "try --size "))
        fail_msg("mgsim %s: exit %d:\n%s", args, st, out);
    /* refused before gigabytes of inputs are generated (that took 20 s) */
    if (s > 5.0) fail_msg("mgsim %s took %.1f s to refuse", args, s);
    free(out);
}

static void too_big_for_device_memory(void **state)
{
    (void)state;
    const char *r9nano = "the platform has 4.00 GiB (1 GPU x 4.00 GiB)";
    expect_refused_fast("run fir --size 1G --no-progress", r9nano, 2);
    expect_refused_fast("run fir --size 1G --functional --no-progress", r9nano, 2);
    expect_refused_fast("run mt --size 32K --no-progress", r9nano, 2);
    expect_refused_fast("run fir --size 1G --config configs/d-mgpu-4.ini --set gpu.mem_size=1G "
                        "--no-progress",
                        "the platform has 4.00 GiB (4 GPUs x 1.00 GiB)", 2);
    expect_refused_fast("det sum --size 16M --perturb 0 --set gpu.mem_size=16M",
                        "the platform has 0.02 GiB (1 GPU x 0.02 GiB)", 1); /* det: 1 = a run failed */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(too_big_for_device_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
