/* The engine's determinism contract seen from a whole workload: the
 * output hash and every statistic mgsim run reports (kernel time,
 * cycles, instructions, cross-GPU bytes, the per-GPU counters) are
 * identical for the serial engine, 1, 2 and 4 threads, on the multi-GPU
 * platforms where concurrent GPUs, RDMA engines and the fabric meet, and
 * on one GPU split into CU groups and its memory side (windows over the
 * crossbars), for several partitionings ([sim] cu_groups); and in
 * lockstep batches (a batch hook attached), where any worker may tick
 * any CU. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rt_util.h"
#include "test/light.h"

static void same(const rt_result *a, const rt_result *b, const char *what)
{
    if (strcmp(a->sha256, b->sha256)) fail_msg("%s: output hash differs", what);
    assert_int_equal(a->kernel_time_ps, b->kernel_time_ps);
    assert_int_equal(a->cycles, b->cycles);
    assert_int_equal(a->instructions, b->instructions);
    assert_int_equal(a->cross_gpu_bytes, b->cross_gpu_bytes);
    if (memcmp(a->gpu, b->gpu, sizeof a->gpu)) fail_msg("%s: per-GPU statistics differ", what);
}

/* The serial run against 1, 2 and 4 threads (4 oversubscribes two
 * cores: helpers that miss windows must not matter; 2 alone under
 * test_light, as `make tsan` runs it: two threads already race on every
 * shared structure, and ThreadSanitizer sees a race whether or not it
 * changes the result); returns how the 2-thread run went. */
static void threads_set(const char *wl, uint64_t size, const char *platform, const char *set,
                        char *engine, size_t len)
{
    rt_spec s = {.workload = wl, .platform = platform, .size = size, .set = set};
    rt_result r0, r;
    rt_run(&s, &r0);
    assert_true(r0.verified);
    static const int n[] = {1, 2, 4};
    for (size_t i = test_light() ? 1 : 0; i < (test_light() ? 2 : sizeof n / sizeof n[0]); i++) {
        s.threads = n[i];
        rt_run(&s, &r);
        char what[96];
        snprintf(what, sizeof what, "%s on %s%s%s, %d threads", wl, platform, set ? ", " : "",
                 set ? set : "", n[i]);
        same(&r0, &r, what);
        if (n[i] == 2 && engine) snprintf(engine, len, "%s", r.engine);
    }
}

static void threads(const char *wl, uint64_t size, const char *platform)
{
    threads_set(wl, size, platform, NULL, NULL, 0);
}

/* Every workload on D-MGPU (remote traffic, four command processors);
 * under test_light every other one (the engine and the memory side race
 * the same way under each; the kernels differ). */
static void test_dmgpu(void **st)
{
    (void)st;
    static const struct {
        const char *wl;
        uint64_t size;
    } w[] = {{"aes", 1024}, {"bs", 256}, {"fir", 1024}, {"gd", 512},
             {"km", 128},   {"mt", 256}, {"sc", 32}};
    for (size_t i = 0; i < sizeof w / sizeof *w; i++)
        if (test_light_meets(i, 0, 2))
            threads(w[i].wl, w[i].size, "d-mgpu-4");
}

/* U-MGPU (one CP driving all GPUs' CUs, interleaved pages); then both
 * multi-GPU platforms with every GPU split (the default splits them only
 * with more threads than GPUs). */
static void test_umgpu(void **st)
{
    (void)st;
    threads("sc", 32, "u-mgpu-4");
    threads("km", 128, "u-mgpu-4");
    char engine[256];
    threads_set("km", 128, "u-mgpu-4", "sim.cu_groups=4", engine, sizeof engine);
    /* per GPU: 4 CU groups, 8 L2 bank + DRAM channel pairs, the rest of
     * the memory side (GPU 0: and the CP); and the PCIe bus */
    if (!strstr(engine, "over 54 partitions")) fail_msg("u-mgpu-4 split ran as '%s'", engine);
    threads_set("mt", 256, "d-mgpu-4", "sim.cu_groups=2", engine, sizeof engine);
    /* per GPU: 2 groups, the CP, 8 pairs, the rest; the bus */
    if (!strstr(engine, "over 49 partitions")) fail_msg("d-mgpu-4 split ran as '%s'", engine);
}

/* One GPU in windows: its CU groups, its CP and its L2 bank + DRAM
 * channel pairs meet only on the crossbars; 1, 8 (the default) and 16
 * groups (beside the CP and 8 pairs) give the same results. */
static void test_one_gpu_split(void **st)
{
    (void)st;
    char engine[256];
    static const char *const sets[] = {"sim.cu_groups=1", NULL, "sim.cu_groups=16"};
    static const char *const want[] = {"over 10 partitions", "over 17 partitions",
                                       "over 25 partitions"};
    for (int i = 0; i < 3; i++) {
        threads_set("mt", 256, "r9nano", sets[i], engine, sizeof engine);
        if (!strstr(engine, "windows") || !strstr(engine, want[i]))
            fail_msg("r9nano with %s ran as '%s'", sets[i] ? sets[i] : "defaults", engine);
    }
    if (test_light()) return; /* the split runs above cover one GPU's paths */
    threads("bs", 256, "r9nano");
    threads("fir", 1024, "r9nano");
    threads("km", 128, "r9nano");
}

/* A CU's bus to its L1V holds gpu.vector_link_buf messages in flight;
 * the rest wait in the CU (its port, its send queue). With one, the CU
 * stalls on every message: the run takes longer, loses nothing (its
 * output verifies) and is the same on every thread count. */
static void test_vector_link_buf(void **st)
{
    (void)st;
    rt_spec s = {.workload = "mt", .platform = "d-mgpu-4", .size = 256};
    rt_result dflt, one;
    rt_run(&s, &dflt);
    s.set = "gpu.vector_link_buf=1";
    rt_run(&s, &one);
    assert_true(dflt.verified && one.verified);
    assert_string_equal(dflt.sha256, one.sha256);
    assert_true(one.cycles > dflt.cycles);
    threads_set("mt", 256, "d-mgpu-4", "gpu.vector_link_buf=1", NULL, 0);
}

/* Lockstep batches: the parallelism profile is a batch hook, so 2
 * threads run every (time, phase) as one batch, and a worker that runs
 * out of its own CUs' ticks takes runs from the other's share: two CUs
 * with one home may tick at once on two threads (each on its worker's
 * scratch, engine/scratch.h). The results and the profile are the serial
 * engine's. Under `make tsan` this is the run that checks that. */
static void lockstep(const char *wl, uint64_t size, const char *platform)
{
    rt_spec s = {.workload = wl, .platform = platform, .size = size, .lockstep = true};
    rt_result r0, r;
    rt_run(&s, &r0);
    assert_true(r0.verified);
    s.threads = 2;
    rt_run(&s, &r);
    char what[96];
    snprintf(what, sizeof what, "%s on %s, lockstep, 2 threads", wl, platform);
    same(&r0, &r, what);
    if (!strstr(r.engine, "lockstep")) fail_msg("%s ran as '%s'", what, r.engine);
    assert_true(r0.prof_events > 0);
    assert_int_equal(r.prof_events, r0.prof_events);
    assert_int_equal(r.prof_batches, r0.prof_batches);
}

static void test_lockstep(void **st)
{
    (void)st;
    lockstep("fir", 1024, "d-mgpu-4");
    lockstep("km", 128, "r9nano");
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_dmgpu),
        cmocka_unit_test(test_umgpu),
        cmocka_unit_test(test_one_gpu_split),
        cmocka_unit_test(test_vector_link_buf),
        cmocka_unit_test(test_lockstep),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
