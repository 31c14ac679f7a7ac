/* The engine's determinism contract seen from a whole workload: the
 * output hash and every statistic mgsim run reports (kernel time,
 * cycles, instructions, cross-GPU bytes, the per-GPU counters) are
 * identical for the serial engine, 1 and 2 threads, on the multi-GPU
 * platforms where concurrent GPUs, RDMA engines and the fabric meet. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rt_util.h"

static void same(const rt_result *a, const rt_result *b, const char *what)
{
    if (strcmp(a->sha256, b->sha256)) fail_msg("%s: output hash differs", what);
    assert_int_equal(a->kernel_time_ps, b->kernel_time_ps);
    assert_int_equal(a->cycles, b->cycles);
    assert_int_equal(a->instructions, b->instructions);
    assert_int_equal(a->cross_gpu_bytes, b->cross_gpu_bytes);
    if (memcmp(a->gpu, b->gpu, sizeof a->gpu)) fail_msg("%s: per-GPU statistics differ", what);
}

static void threads(const char *wl, uint64_t size, const char *platform)
{
    rt_spec s = {wl, platform, size, 0, false, NULL};
    rt_result r0, r1, r2;
    rt_run(&s, &r0);
    s.threads = 1;
    rt_run(&s, &r1);
    s.threads = 2;
    rt_run(&s, &r2);
    assert_true(r0.verified);
    char what[64];
    snprintf(what, sizeof what, "%s on %s, 1 thread", wl, platform);
    same(&r0, &r1, what);
    snprintf(what, sizeof what, "%s on %s, 2 threads", wl, platform);
    same(&r0, &r2, what);
}

/* Every workload on D-MGPU (remote traffic, four command processors). */
static void test_dmgpu(void **st)
{
    (void)st;
    threads("aes", 1024, "d-mgpu-4");
    threads("bs", 256, "d-mgpu-4");
    threads("fir", 1024, "d-mgpu-4");
    threads("gd", 512, "d-mgpu-4");
    threads("km", 128, "d-mgpu-4");
    threads("mt", 256, "d-mgpu-4");
    threads("sc", 32, "d-mgpu-4");
}

/* U-MGPU (one CP driving all GPUs' CUs, interleaved pages) and one GPU. */
static void test_umgpu_and_one_gpu(void **st)
{
    (void)st;
    threads("sc", 32, "u-mgpu-4");
    threads("km", 128, "u-mgpu-4");
    threads("bs", 256, "r9nano");
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_dmgpu),
        cmocka_unit_test(test_umgpu_and_one_gpu),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
