/* The multi-GPU driver on the four platforms: one host program (gather,
 * scatter and atomics over buffers spread across every GPU's memory)
 * gives the CPU reference's bytes in the functional mode and on every
 * platform, the same for 1 and 2 threads; cross-GPU traffic is zero for a
 * partitioned workload on D-MGPU and exactly the remote footprint for a
 * known one; 16 GPUs x 64 CUs run a kernel; the API's errors. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/common/tk_run.h"

#include "driver/mgpu.h"
#include "amdgpu/functional.h"
#include "amdgpu/memimg.h"

#define N 4096u   /* elements: 16 KiB per buffer, 4 pages */
#define WG 64u
#define NBINS 32u

static struct amdgpu_codeobj *co;

static const struct amdgpu_kernel *kern(const char *name)
{
    char err[256];
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, name, err);
    if (!k) fail_msg("%s", err);
    return k;
}

static int setup(void **state)
{
    (void)state;
    co = tk_codeobj("test_kernels_mgpu_xgpu");
    return co ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    amdgpu_codeobj_free(co);
    return 0;
}

/* ---- the workload and its CPU reference ---------------------------------- */

typedef struct inputs {
    uint32_t in[N], idx[N], perm[N];
} inputs;

static void make_inputs(inputs *x)
{
    uint64_t s = 0x9e3779b97f4a7c15ull;
    for (uint32_t i = 0; i < N; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x->in[i] = (uint32_t)(s >> 33);
        x->idx[i] = (uint32_t)(s >> 13) % N; /* anywhere: every GPU's part */
        x->perm[i] = i;
    }
    for (uint32_t i = N - 1; i > 0; i--) { /* a permutation for the scatter */
        uint32_t j = x->in[i] % (i + 1), t = x->perm[i];
        x->perm[i] = x->perm[j], x->perm[j] = t;
    }
}

typedef struct outputs {
    uint32_t gather[N], scatter[N], hist[NBINS + 4];
} outputs;

static void reference(const inputs *x, outputs *o)
{
    memset(o, 0, sizeof *o);
    for (uint32_t i = 0; i < N; i++) {
        o->gather[i] = x->in[x->idx[i]] + i;
        o->scatter[x->perm[i]] = x->in[i] * 3u + 1u;
        o->hist[x->in[i] % NBINS]++;
        if (x->in[i] > o->hist[NBINS + i % 4]) o->hist[NBINS + i % 4] = x->in[i];
    }
}

/* ---- functional mode ------------------------------------------------------- */

static void functional(const inputs *x, outputs *o)
{
    char err[512];
    amdgpu_memimg *m = amdgpu_memimg_new();
    uint64_t a[6];
    uint32_t sz[6] = {N * 4, N * 4, N * 4, N * 4, N * 4, (NBINS + 4) * 4};
    for (int i = 0; i < 6; i++) assert_int_equal(amdgpu_memimg_alloc(m, sz[i], 256, &a[i]), 0);
    amdgpu_memimg_write(m, a[0], x->in, N * 4);
    amdgpu_memimg_write(m, a[1], x->idx, N * 4);
    amdgpu_memimg_write(m, a[2], x->perm, N * 4);
    uint32_t nb = NBINS, grid[3] = {N, 1, 1}, wg[3] = {WG, 1, 1};
    amdgpu_argval g[3] = {{&a[0], 8, 0}, {&a[1], 8, 0}, {&a[3], 8, 0}};
    amdgpu_argval s[3] = {{&a[0], 8, 0}, {&a[2], 8, 0}, {&a[4], 8, 0}};
    amdgpu_argval h[3] = {{&a[0], 8, 0}, {&a[5], 8, 0}, {&nb, 4, 0}};
    if (amdgpu_functional_dispatch(co, kern("gather"), 1, grid, wg, g, 3, m, NULL, NULL, err) ||
        amdgpu_functional_dispatch(co, kern("scatter"), 1, grid, wg, s, 3, m, NULL, NULL, err) ||
        amdgpu_functional_dispatch(co, kern("histo"), 1, grid, wg, h, 3, m, NULL, NULL, err))
        fail_msg("functional: %s", err);
    amdgpu_memimg_read(m, a[3], o->gather, N * 4);
    amdgpu_memimg_read(m, a[4], o->scatter, N * 4);
    amdgpu_memimg_read(m, a[5], o->hist, (NBINS + 4) * 4);
    amdgpu_memimg_free(m);
}

/* ---- the host program: the same on every platform --------------------------- */

static mgpu *open_platform(const char *ini, const char *const *sets, size_t nsets)
{
    platform_config p;
    char err[ERR_LEN];
    if (platform_config_load(&p, NULL, ini, sets, nsets, err, sizeof err)) fail_msg("%s", err);
    mgpu *m = mgpu_init(&p, err, sizeof err);
    if (!m) fail_msg("%s: %s", ini, err);
    return m;
}

#define OK(call)                                                                   \
    do {                                                                           \
        if ((call) < 0) fail_msg("%s:%d: %s", __FILE__, __LINE__, err);            \
    } while (0)

/* Spread buffers, the three kernels as one unified GPU; returns the
 * kernel cycles summed. */
static uint64_t host_program(mgpu *m, const inputs *x, outputs *o)
{
    char err[ERR_LEN];
    uint64_t in, idx, perm, g, s, h;
    OK(mgpu_malloc_spread(m, N * 4, &in, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &idx, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &perm, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &g, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &s, err, sizeof err));
    OK(mgpu_malloc_unified(m, (NBINS + 4) * 4, NULL, &h, err, sizeof err));
    OK(mgpu_memcpy_h2d(m, in, x->in, N * 4, err, sizeof err));
    OK(mgpu_memcpy_h2d(m, idx, x->idx, N * 4, err, sizeof err));
    OK(mgpu_memcpy_h2d(m, perm, x->perm, N * 4, err, sizeof err));
    uint32_t zero[NBINS + 4] = {0}, nb = NBINS, grid[3] = {N, 1, 1}, wg[3] = {WG, 1, 1};
    OK(mgpu_memcpy_h2d(m, h, zero, sizeof zero, err, sizeof err));
    amdgpu_argval ga[3] = {{&in, 8, 0}, {&idx, 8, 0}, {&g, 8, 0}};
    amdgpu_argval sa[3] = {{&in, 8, 0}, {&perm, 8, 0}, {&s, 8, 0}};
    amdgpu_argval ha[3] = {{&in, 8, 0}, {&h, 8, 0}, {&nb, 4, 0}};
    uint64_t cycles = 0;
    const char *names[3] = {"gather", "scatter", "histo"};
    amdgpu_argval *args[3] = {ga, sa, ha};
    for (int i = 0; i < 3; i++) {
        OK(mgpu_enqueue_launch(m, MGPU_UNIFIED, co, kern(names[i]), 1, grid, wg, NULL, args[i],
                               3, err, sizeof err));
        OK(mgpu_drain(m, err, sizeof err));
        cycles += mgpu_last_kernel(m).cycles;
        assert_int_equal(mgpu_last_kernel(m).workgroups, N / WG);
    }
    OK(mgpu_memcpy_d2h(m, o->gather, g, N * 4, err, sizeof err));
    OK(mgpu_memcpy_d2h(m, o->scatter, s, N * 4, err, sizeof err));
    OK(mgpu_memcpy_d2h(m, o->hist, h, sizeof o->hist, err, sizeof err));
    return cycles;
}

static const char *const platforms[] = {"configs/r9nano.ini", "configs/m-sgpu.ini",
                                        "configs/u-mgpu-4.ini", "configs/d-mgpu-4.ini"};

static void every_platform_gives_the_reference(void **state)
{
    (void)state;
    static inputs x;
    static outputs want, got, fn;
    make_inputs(&x);
    reference(&x, &want);
    functional(&x, &fn);
    assert_memory_equal(&fn, &want, sizeof want);
    for (int i = 0; i < 4; i++) {
        mgpu *m = open_platform(platforms[i], NULL, 0);
        memset(&got, 0, sizeof got);
        uint64_t cycles = host_program(m, &x, &got);
        mgpu_totals t = mgpu_get_totals(m, -1);
        printf("  %-22s %u device(s): %llu kernel cycles, %llu instructions, %llu cross-GPU "
               "bytes\n", platforms[i], mgpu_device_count(m), (unsigned long long)cycles,
               (unsigned long long)t.instructions, (unsigned long long)t.cross_gpu_bytes);
        assert_memory_equal(got.gather, want.gather, sizeof want.gather);
        assert_memory_equal(got.scatter, want.scatter, sizeof want.scatter);
        assert_memory_equal(got.hist, want.hist, sizeof want.hist);
        if (mgpu_platform(m)->ngpus > 1) assert_true(t.cross_gpu_bytes > 0);
        mgpu_free(m);
    }
}

/* Everything a run produces (bytes, cycles, statistics) is the same for
 * the serial engine and the parallel one with 1 and 2 threads. */
static void one_and_two_threads_agree(void **state)
{
    (void)state;
    static inputs x;
    static outputs out[3];
    make_inputs(&x);
    for (int p = 2; p < 4; p++) {
        uint64_t cycles[3];
        char *json[3];
        for (int t = 0; t < 3; t++) {
            char set[32];
            snprintf(set, sizeof set, "sim.threads=%d", t);
            const char *sets[] = {set};
            mgpu *m = open_platform(platforms[p], sets, 1);
            cycles[t] = host_program(m, &x, &out[t]);
            size_t len;
            FILE *f = open_memstream(&json[t], &len);
            assert_int_equal(mgpu_write_stats_json(m, f, NULL), 0);
            fclose(f);
            mgpu_free(m);
        }
        for (int t = 1; t < 3; t++) {
            assert_int_equal(cycles[t], cycles[0]);
            assert_memory_equal(&out[t], &out[0], sizeof out[0]);
            assert_string_equal(json[t], json[0]);
        }
        for (int t = 0; t < 3; t++) free(json[t]);
    }
}

/* D-MGPU, buffers spread, each GPU's part of the grid on its own pages:
 * nothing crosses the fabric (code, kernargs and data all local). */
static void partitioned_workload_has_no_cross_gpu_traffic(void **state)
{
    (void)state;
    char err[ERR_LEN];
    mgpu *m = open_platform("configs/d-mgpu-4.ini", NULL, 0);
    static uint32_t in[N], out[N];
    for (uint32_t i = 0; i < N; i++) in[i] = i * 7u;
    uint64_t a, b;
    OK(mgpu_malloc_spread(m, N * 4, &a, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &b, err, sizeof err));
    for (uint32_t g = 0; g < 4; g++) { /* each GPU's quarter is its own */
        assert_int_equal(mgpu_owner(m, a + g * N), (int)g);
        assert_int_equal(mgpu_owner(m, b + g * N + N - 4), (int)g);
    }
    OK(mgpu_memcpy_h2d(m, a, in, sizeof in, err, sizeof err));
    uint32_t grid[3] = {N, 1, 1}, wg[3] = {WG, 1, 1};
    amdgpu_argval av[2] = {{&a, 8, 0}, {&b, 8, 0}};
    OK(mgpu_enqueue_launch(m, MGPU_UNIFIED, co, kern("scale"), 1, grid, wg, NULL, av, 2, err,
                           sizeof err));
    OK(mgpu_drain(m, err, sizeof err));
    OK(mgpu_memcpy_d2h(m, out, b, sizeof out, err, sizeof err));
    for (uint32_t i = 0; i < N; i++) assert_int_equal(out[i], in[i] * 2u + i);
    mgpu_totals t = mgpu_get_totals(m, -1);
    assert_int_equal(t.cross_gpu_bytes, 0);
    assert_int_equal(t.rdma_transactions, 0);
    for (int g = 0; g < 4; g++) assert_true(mgpu_get_totals(m, g).instructions > 0);
    mgpu_free(m);
}

/* GPU 0 runs scale over an input in GPU 1's memory, writing its own:
 * every 64-byte line of the input crosses once as a read (16-byte
 * request, 16 + 64-byte response), nothing else does. */
static void known_remote_footprint_gives_exact_cross_gpu_bytes(void **state)
{
    (void)state;
    char err[ERR_LEN];
    mgpu *m = open_platform("configs/d-mgpu-4.ini", NULL, 0);
    static uint32_t in[N], out[N];
    for (uint32_t i = 0; i < N; i++) in[i] = i ^ 0x5a5a;
    uint64_t a, b;
    OK(mgpu_malloc(m, 1, N * 4, &a, err, sizeof err));
    OK(mgpu_malloc(m, 0, N * 4, &b, err, sizeof err));
    assert_int_equal(mgpu_owner(m, a), 1);
    OK(mgpu_memcpy_h2d(m, a, in, sizeof in, err, sizeof err));
    mgpu_totals before = mgpu_get_totals(m, -1);
    uint32_t grid[3] = {N, 1, 1}, wg[3] = {WG, 1, 1};
    amdgpu_argval av[2] = {{&a, 8, 0}, {&b, 8, 0}};
    OK(mgpu_select(m, 0, err, sizeof err));
    OK(mgpu_enqueue_launch(m, MGPU_CURRENT, co, kern("scale"), 1, grid, wg, NULL, av, 2, err,
                           sizeof err));
    OK(mgpu_drain(m, err, sizeof err));
    mgpu_totals after = mgpu_get_totals(m, -1);
    uint64_t lines = N * 4 / 64;
    assert_int_equal(after.rdma_transactions - before.rdma_transactions, lines);
    assert_int_equal(after.cross_gpu_bytes - before.cross_gpu_bytes, lines * (16 + 16 + 64));
    assert_int_equal(mgpu_get_totals(m, 0).rdma_transactions, lines); /* all GPU 0's */
    OK(mgpu_memcpy_d2h(m, out, b, sizeof out, err, sizeof err));
    for (uint32_t i = 0; i < N; i++) assert_int_equal(out[i], in[i] * 2u + i);
    /* a device-to-device copy from GPU 1 to GPU 2 moves the same lines */
    uint64_t c;
    OK(mgpu_malloc(m, 2, N * 4, &c, err, sizeof err));
    OK(mgpu_enqueue_d2d(m, 2, c, a, N * 4, err, sizeof err));
    OK(mgpu_drain(m, err, sizeof err));
    memset(out, 0, sizeof out);
    OK(mgpu_memcpy_d2h(m, out, c, sizeof out, err, sizeof err));
    assert_memory_equal(out, in, sizeof in);
    mgpu_free(m);
}

/* n discrete GPUs of cus CUs build and run a small kernel split over all,
 * and give the CPU's answer. */
static void spread_kernel_runs(const char *gpus, const char *cus, uint32_t n, uint32_t ncus)
{
    char err[ERR_LEN];
    const char *sets[] = {gpus, cus};
    mgpu *m = open_platform("configs/d-mgpu-4.ini", sets, 2);
    assert_int_equal(mgpu_device_count(m), n);
    assert_int_equal(mgpu_device_info(m, n - 1).cus, ncus);
    assert_int_equal(mgpu_device_info(m, n - 1).mem_base, (uint64_t)(n - 1) << 32);
    static uint32_t in[N], out[N];
    for (uint32_t i = 0; i < N; i++) in[i] = i + 3;
    uint64_t a, b;
    OK(mgpu_malloc_spread(m, N * 4, &a, err, sizeof err));
    OK(mgpu_malloc_spread(m, N * 4, &b, err, sizeof err));
    OK(mgpu_memcpy_h2d(m, a, in, sizeof in, err, sizeof err));
    uint32_t grid[3] = {N, 1, 1}, wg[3] = {WG, 1, 1};
    amdgpu_argval av[2] = {{&a, 8, 0}, {&b, 8, 0}};
    OK(mgpu_enqueue_launch(m, MGPU_UNIFIED, co, kern("scale"), 1, grid, wg, NULL, av, 2, err,
                           sizeof err));
    OK(mgpu_drain(m, err, sizeof err));
    assert_int_equal(mgpu_last_kernel(m).workgroups, N / WG);
    OK(mgpu_memcpy_d2h(m, out, b, sizeof out, err, sizeof err));
    for (uint32_t i = 0; i < N; i++) assert_int_equal(out[i], in[i] * 2u + i);
    for (uint32_t g = 0; g < n && g < N / WG; g++)
        assert_true(mgpu_get_totals(m, g).instructions > 0);
    mgpu_free(m);
}

static void sixteen_gpus_of_64_cus_run_a_kernel(void **state)
{
    (void)state;
    spread_kernel_runs("platform.gpus=16", "gpu.cus=64", 16, 64);
    /* and the unified kind with 16 GPUs */
    const char *usets[] = {"platform.gpus=16", "gpu.cus=8"};
    mgpu *m = open_platform("configs/u-mgpu-4.ini", usets, 2);
    assert_int_equal(mgpu_device_count(m), 1);
    assert_int_equal(mgpu_device_info(m, 0).cus, 128);
    mgpu_free(m);
}

/* The documented range ends at 64 GPUs, on both kinds (discrete maps once
 * needed a range per GPU, at most 16). */
static void sixty_four_gpus_run_a_kernel(void **state)
{
    (void)state;
    spread_kernel_runs("platform.gpus=64", "gpu.cus=4", 64, 4);
    const char *usets[] = {"platform.gpus=64", "gpu.cus=4"};
    mgpu *m = open_platform("configs/u-mgpu-4.ini", usets, 2);
    assert_int_equal(mgpu_device_count(m), 1);
    assert_int_equal(mgpu_device_info(m, 0).cus, 256);
    mgpu_free(m);
}

static void api_errors_are_reported(void **state)
{
    (void)state;
    char err[ERR_LEN];
    mgpu *m = open_platform("configs/d-mgpu-4.ini", NULL, 0);
    uint64_t a;
    assert_int_equal(mgpu_malloc(m, 4, 64, &a, err, sizeof err), -1);
    assert_non_null(strstr(err, "no device 4"));
    assert_int_equal(mgpu_select(m, 9, err, sizeof err), -1);
    uint32_t x = 0;
    assert_int_equal(mgpu_enqueue_h2d(m, 0, 0x10, &x, 4, err, sizeof err), 0);
    assert_int_equal(mgpu_drain(m, err, sizeof err), 0); /* GPU 0's memory starts at 0 */
    assert_int_equal(mgpu_enqueue_h2d(m, 0, 64ull << 32, &x, 4, err, sizeof err), -1);
    assert_non_null(strstr(err, "outside device memory"));
    uint32_t pages[2] = {0, 7};
    assert_int_equal(mgpu_malloc_unified(m, 8192, pages, &a, err, sizeof err), -1);
    assert_non_null(strstr(err, "no GPU 7"));
    mgpu_free(m);
    platform_config p = platform_default_config();
    p.gpu.cus = 6; /* not a multiple of cus_per_sa */
    assert_null(mgpu_init(&p, err, sizeof err));
    assert_non_null(strstr(err, "cus_per_sa"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_platform_gives_the_reference),
        cmocka_unit_test(one_and_two_threads_agree),
        cmocka_unit_test(partitioned_workload_has_no_cross_gpu_traffic),
        cmocka_unit_test(known_remote_footprint_gives_exact_cross_gpu_bytes),
        cmocka_unit_test(sixteen_gpus_of_64_cus_run_a_kernel),
        cmocka_unit_test(sixty_four_gpus_run_a_kernel),
        cmocka_unit_test(api_errors_are_reported),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
