/* Limits a user runs into:
 *   - a --size whose buffers cannot fit the platform's device memory is
 *     refused at once, in both modes and by mgsim det, with what it needs,
 *     what the platform has and a size that fits (before: 20 s and 4.2 GB
 *     of host memory in timing mode before "device 0: memory exhausted",
 *     and no check at all in functional mode);
 *   - a kernel that never ends (test/kernels/spin.cl: a spin on a flag
 *     nobody sets; before, it ran forever in both modes) is stopped by
 *     --max-cycles / --max-instructions with a report and exit status 1,
 *     on one GPU and on d-mgpu-4, and limits that are not reached change
 *     nothing in a run's results; --hang-window stops it too (no write
 *     reaches memory), also under `mgsim kernel`;
 *   - host memory running out while the platform is built (an address
 *     space of 12 MiB: d-mgpu-4 needs more than that, the process
 *     starts in less) ends `mgsim run` with the out-of-memory status 3 of
 *     util/exitcode.h, whether a component reports it as a message (before:
 *     exit 1) or xoom ends the run;
 *   - a livelock of address translation (pages migrating back and forth
 *     with no residency: memory busy and written, no instruction retired;
 *     before, --hang-window never stopped it) is stopped by --hang-window's
 *     forward-progress test, and the same workload with the default
 *     residency is not taken for one. */
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

static const char *spin_kernel(void)
{
    static char p[512];
    const char *b = getenv("BUILD");
    snprintf(p, sizeof p, "%s/kernels/test_kernels_spin.hsaco", b && *b ? b : "build");
    return p;
}

static void expect_stopped(const char *args, const char *want)
{
    char *out;
    int st = rt_mgsim(&out, "kernel %s --kernel spin --grid 64 --local 64 --arg zero:4 %s",
                      spin_kernel(), args);
    if (st != 1 || !strstr(out, want)) fail_msg("kernel spin %s: exit %d:\n%s", args, st, out);
    free(out);
}

static void runaway_kernels_are_stopped(void **state)
{
    (void)state;
    expect_stopped("--timing --max-cycles 20000",
                   "stopped at the --max-cycles limit: 20000 GPU cycles simulated");
    expect_stopped("--timing --max-instructions 30000",
                   "stopped at the --max-instructions limit");
    expect_stopped("--timing --config configs/d-mgpu-4.ini --max-cycles 20000",
                   "stopped at the --max-cycles limit");
    expect_stopped("--max-instructions 30000",
                   "the --max-instructions limit reached in this wave");
    char *out;
    assert_int_equal(rt_mgsim(&out, "kernel %s --kernel spin --grid 64 --local 64 --arg zero:4 "
                                    "--max-cycles 100", spin_kernel()), 2);
    assert_non_null(strstr(out, "need --timing"));
    free(out);
    assert_int_equal(rt_mgsim(&out, "run fir --max-cycles lots --no-progress"), 2);
    free(out);
    /* a workload stopped midway: exit 1 and the report */
    assert_int_equal(rt_mgsim(&out, "run fir --max-cycles 500 --no-progress"), 1);
    assert_non_null(strstr(out, "stopped at the --max-cycles limit: 500 GPU cycles"));
    free(out);
}

/* --hang-window sees a spinning wave: it keeps its caches busy (no
 * livelock to the port-progress test) but writes nothing to memory; and
 * a workload with long write-free phases is not taken for one. */
static void hang_window_sees_spinning(void **state)
{
    (void)state;
    expect_stopped("--timing --hang-window 50us", "hang: no write or atomic reached memory for");
    expect_stopped("--timing --hang-window 50us", "GPU[0].CU[0]: 1 workgroup(s), 1 wave(s)");
    char *out;
    int st = rt_mgsim(&out, "run aes --hang-window 10us --no-progress");
    if (st != 0 || strstr(out, "hang:")) fail_msg("aes with --hang-window 10us: exit %d\n%s", st, out);
    free(out);
}

/* Waves resident, memory busy and even written (page copies), but no
 * instruction retires: --hang-window stops it with the report. */
#define GD_MIGRATE "run gd --size 1024 --config configs/d-mgpu-4.ini --set xlat.enable=1 " \
                   "--set xlat.policy=migrate --hang-window 100us --no-progress"
static void hang_window_sees_livelock(void **state)
{
    (void)state;
    char *out;
    int st = rt_mgsim(&out, GD_MIGRATE " --set xlat.min_residency=0 --set xlat.fault_latency=0");
    if (st != 1 || !strstr(out, "hang: no instruction retired for") ||
        !strstr(out, "GPU[0].CU[0]: 1 workgroup(s)"))
        fail_msg("gd migrating with no residency: exit %d\n%s", st, out);
    free(out);
    st = rt_mgsim(&out, GD_MIGRATE);
    if (st != 0 || strstr(out, "hang:") || !strstr(out, "verification     passed"))
        fail_msg("gd migrating with the default residency: exit %d\n%s", st, out);
    free(out);
}

/* Limits not reached: the same cycles, instructions and output hash. */
static void unreached_limits_change_nothing(void **state)
{
    (void)state;
    char *a, *b;
    assert_int_equal(rt_mgsim(&a, "run fir --config configs/d-mgpu-4.ini --no-progress "
                                  "| grep -E 'kernel time|instructions|sha256'"), 0);
    assert_int_equal(rt_mgsim(&b, "run fir --config configs/d-mgpu-4.ini --no-progress "
                                  "--max-cycles 100000000 --max-instructions 100000000000 "
                                  "| grep -E 'kernel time|instructions|sha256'"),
                     0);
    assert_true(strlen(a) > 40);
    assert_string_equal(a, b);
    free(a);
    free(b);
}

/* Under AddressSanitizer an address-space limit stops the sanitizer
 * itself (its shadow memory is terabytes of address space), so there the
 * case is left out: the sanitizer run looks for memory errors, this for an
 * exit status. */
#if defined(__SANITIZE_ADDRESS__)
#define RT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT_ASAN 1
#endif
#endif

static void out_of_host_memory_exits_3(void **state)
{
    (void)state;
#ifndef RT_ASAN
    char *out;
    /* the serial engine: no worker thread to fail to start first */
    int st = rt_sh(&out, "ulimit -v 12288 && %s run atm --threads 0 --config configs/d-mgpu-4.ini "
                         "--no-progress 2>&1", rt_bin());
    if (st != 3 || !strstr(out, "out of memory")) fail_msg("exit %d:\n%s", st, out);
    free(out);
#endif
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(runaway_kernels_are_stopped),
        cmocka_unit_test(unreached_limits_change_nothing),
        cmocka_unit_test(hang_window_sees_spinning),
        cmocka_unit_test(hang_window_sees_livelock),
        cmocka_unit_test(too_big_for_device_memory),
        cmocka_unit_test(out_of_host_memory_exits_3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
