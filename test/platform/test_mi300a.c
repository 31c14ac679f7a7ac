/* configs/mi300a.ini, the MI300A model (docs/validation.md, "Against real
 * hardware: parameters"):
 *   - `mgsim config show` builds it: 228 CUs in 6 XCDs, 6 L2s, the MALL;
 *   - `mgsim run fir` verifies on it (gfx940 code, timing mode);
 *   - a pointer chase (test/kernels/mem_probe.cl) measures an L1, an L2,
 *     a MALL and an HBM hit, and the steps between them are the sums of
 *     the config's latencies, computed here from the loaded config (each
 *     in its own clock, converted to engine cycles); the component
 *     counters say each walk hit where it was meant to;
 *   - L2 banks and MALL slices use all their sets (set_map);
 *   - a streaming kernel reads HBM at 50-100% of the data sheet's peak;
 *   - the XCDs' L2s: kernels see each other's writes and atomics.
 * The walks use the driver API on never-written memory (zero), so no
 * copy of it is in any cache or DRAM row before the kernel's first touch. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

#include "amdgpu/codeobj.h"
#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "test/common/tk_run.h"

#define CFG "configs/mi300a.ini"
#define PROBE "gfx940/test_kernels_mem_probe"

static void contains(const char *out, const char *needle)
{
    if (!strstr(out, needle)) fail_msg("no \"%s\" in:\n%.2000s", needle, out);
}

static void config_show_builds_228_cus_6_l2s_and_the_mall(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(rt_mgsim(&out, "config show --config " CFG), 0);
    contains(out, "; GPU[0]: 228 CUs in 6 XCDs, 114 shader arrays, 6 L2s of 16 banks (4 MiB "
                  "each), MALL: 128 slices of 2 MiB, 128 DRAM channels");
    contains(out, "\n[mall]\n");
    free(out);
    /* and what the build made, counted from the components themselves */
    platform_config c;
    char err[512];
    if (platform_config_load(&c, NULL, CFG, NULL, 0, err, sizeof err)) fail_msg("%s", err);
    mgpu *d = mgpu_init(&c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    const gpu *g = mgpu_platform(d)->gpu[0];
    assert_int_equal(g->cfg.cus, 228);
    assert_int_equal(g->nl2, 6 * 16);
    assert_non_null(g->mall);
    for (uint32_t i = 0; i < g->nl2; i++) assert_non_null(g->l2[i]);
    for (uint32_t i = 0; i < g->cfg.banks; i++) assert_non_null(g->mall[i]);
    /* 4 MB per XCD, a 256 MB Infinity Cache (CDNA3 white paper) */
    assert_int_equal(g->cfg.l2.size_bytes * g->cfg.xcd_l2_banks, 4ull << 20);
    assert_int_equal(g->cfg.mall_cache.size_bytes * g->cfg.banks, 256ull << 20);
    mgpu_free(d);
}

/* What the XCD keys cannot build is refused, saying why (exit 1). */
static void refused(const char *sets, const char *why)
{
    char args[512], *out;
    snprintf(args, sizeof args, "config show --config " CFG " %s", sets);
    int st = rt_mgsim(&out, "%s", args);
    if (st != 1) fail_msg("%s: exit %d, want 1:\n%s", sets, st, out);
    contains(out, why);
    free(out);
}

static void impossible_xcd_shapes_are_refused(void **state)
{
    (void)state;
    refused("--set l2.policy=writeback", "gpu.xcds > 1 needs l2.policy = writeback_nc");
    refused("--set gpu.xcd_l2_banks=0", "gpu.xcds > 1 needs gpu.xcd_l2_banks");
    refused("--set gpu.xcds=5", "gpu.xcds must divide gpu.cus into whole shader arrays");
    refused("--set mall.line_bytes=64", "mall.line_bytes must be at least l2.line_bytes");
    refused("--set platform.gpus=2 --set gpu.mem_base=16G", "one GPU only");
}

static void fir_verifies_in_timing_mode(void **state)
{
    (void)state;
    char *out;
    int st = rt_mgsim(&out, "run fir --size 4K --config " CFG " --no-progress");
    if (st != 0) fail_msg("exit %d:\n%s", st, out);
    contains(out, "verification     passed");
    contains(out, "1 GPU");
    free(out);
}

/* ---- the pointer chase ---------------------------------------------------- */

typedef struct walk {
    uint64_t cycles;
    gpu_stats s;
} walk;

/* steps hops of `stride` bytes over `lines` lines (a power of two, at
 * most 64 MiB of them), from 32 MiB into a never-written 96 MiB buffer
 * (past whatever the driver placed before it: code, arguments). */
static walk chase(const platform_config *c, uint32_t stride, uint32_t lines, uint32_t steps)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(PROBE, "chase", &k);
    mgpu *d = mgpu_init(c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t buf = 0, out = 0;
    if (mgpu_malloc(d, 0, 96u << 20, &buf, err, sizeof err) < 0 ||
        mgpu_malloc(d, 0, 4096, &out, err, sizeof err) < 0)
        fail_msg("%s", err);
    uint64_t at = buf + (32u << 20);
    uint32_t s = stride / 4, mask = lines * s - 1;
    amdgpu_argval av[5] = {{&at, 8, 0}, {&s, 4, 0}, {&mask, 4, 0}, {&steps, 4, 0}, {&out, 8, 0}};
    uint32_t one[3] = {1, 1, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, one, one, NULL, av, 5, err, sizeof err) < 0 ||
        mgpu_drain(d, err, sizeof err) < 0)
        fail_msg("%s", err);
    walk w = {mgpu_last_kernel(d).cycles, gpu_get_stats(mgpu_platform(d)->gpu[0])};
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return w;
}

/* A level of the hierarchy, measured: engine cycles per hop between a
 * walk of `first` steps and one of first + n, and the counters the n
 * extra hops moved (b - a, word by word: gpu_stats is plain counters). */
typedef struct level {
    double hop;
    gpu_stats d;
} level;

static level measure(const platform_config *c, uint32_t stride, uint32_t lines, uint32_t first,
                     uint32_t n)
{
    walk a = chase(c, stride, lines, first), b = chase(c, stride, lines, first + n);
    level l = {(double)(b.cycles - a.cycles) / n, b.s};
    uint64_t *d = (uint64_t *)(void *)&l.d;
    const uint64_t *x = (const uint64_t *)(const void *)&a.s;
    for (size_t i = 0; i < sizeof l.d / sizeof *d; i++) d[i] -= x[i];
    return l;
}

/* cycles of a clock of hz, in engine cycles */
static double eng(const platform_config *c, double cycles, uint64_t hz)
{
    return cycles * (double)c->gpu.cu.freq_hz / (double)hz;
}

static void step(const char *what, double got, double want)
{
    printf("  %-14s %7.1f engine cycles, the config's sum %7.1f\n", what, got, want);
    if (got < want * 0.97 - 3 || got > want * 1.03 + 3)
        fail_msg("%s: %.1f cycles, the config says %.1f (3%% + 3 allowed)", what, got, want);
}

/* Stride 256 KiB: every hop falls in one set of one bank of the XCD's L2
 * (4 KiB interleave over 16 banks; a bank indexes its 128 sets of 128 B
 * by its own addresses, 16 KiB of them: 4 blocks of 64 KiB apart) and of
 * the L1V (64 sets by the address), and in two MALL slices, 16 sets apart
 * each: so 4 lines hit in the L1V, 8 in the L2 (16 ways, not the L1V's
 * 4), 32 in the MALL (not the L2). HBM: stride 4 KiB, a new channel each
 * hop (128 of them) and a new bank each time round: every hop a
 * never-touched line on a closed bank. */
static void latencies_are_the_configs_sums(void **state)
{
    (void)state;
    platform_config c;
    char err[512];
    if (platform_config_load(&c, NULL, CFG, NULL, 0, err, sizeof err)) fail_msg("%s", err);
    const gpu_config *g = &c.gpu;
    const uint32_t S = 256 * 1024, n = 64;
    level l1 = measure(&c, S, 4, n, n), l2 = measure(&c, S, 8, n, n);
    level mall = measure(&c, S, 32, n, n), hbm = measure(&c, 4096, 4096, n, n);
    /* the hops hit where they were meant to (the counters, not the times) */
    assert_int_equal(l1.d.l1v.read_hits, n);
    assert_int_equal(l2.d.l2.read_hits, n);
    assert_int_equal(l2.d.l1v.read_hits, 0);
    assert_int_equal(mall.d.mall.read_hits, n);
    assert_int_equal(mall.d.l2.read_hits, 0);
    assert_int_equal(hbm.d.dram.reads, n);
    assert_int_equal(hbm.d.dram.row_misses, n); /* a closed bank each */
    assert_int_equal(hbm.d.dram.row_conflicts + hbm.d.dram.row_hits, 0);
    assert_int_equal(hbm.d.mall.read_hits, 0);
    /* an L1 hit: the loop's own instructions on top of the config's path */
    double want_l1 = 2.0 * g->vector_latency + eng(&c, g->l1v.tag_latency + g->l1v.data_latency,
                                                   g->l1v.freq_hz);
    printf("  %-14s %7.1f engine cycles (the config's path %.1f + the loop)\n", "L1V hit",
           l1.hop, want_l1);
    assert_true(l1.hop >= want_l1 && l1.hop <= want_l1 + 60);
    step("L2 - L1", l2.hop - l1.hop,
         eng(&c, g->l2.tag_latency + g->l2.data_latency, g->l2.freq_hz));
    step("MALL - L2", mall.hop - l2.hop,
         2.0 * g->mem_xbar_latency +
             eng(&c, g->mall_cache.tag_latency + g->mall_cache.data_latency,
                 g->mall_cache.freq_hz));
    /* a closed bank: activate, column, the 128-byte burst, the controller */
    double burst = (g->l2.line_bytes + g->dram.bus_bytes_per_cycle - 1) / g->dram.bus_bytes_per_cycle;
    step("HBM - MALL", hbm.hop - mall.hop,
         eng(&c, g->dram.t_rcd + g->dram.t_cl + burst + g->dram.ctrl_latency, g->dram.freq_hz));
}

/* An L2 bank and a MALL slice index their sets by their own share of
 * memory (cache_config.set_map): 32 lines 64 KiB apart are one bank's,
 * 4 KiB apart in its share (4 sets, 16 ways: they fit), and 64 lines
 * 512 KiB apart are one slice's, 4 KiB apart in its share (32 sets: they
 * fit, and thrash the one L2 set they share). Indexed by the whole
 * address both walks would fall into a single set and miss. */
static void banks_use_all_their_sets(void **state)
{
    (void)state;
    platform_config c;
    char err[512];
    if (platform_config_load(&c, NULL, CFG, NULL, 0, err, sizeof err)) fail_msg("%s", err);
    const uint32_t n = 64;
    level l2 = measure(&c, 64 * 1024, 32, n, n), mall = measure(&c, 512 * 1024, 64, n, n);
    assert_int_equal(l2.d.l2.read_hits, n);
    assert_int_equal(mall.d.mall.read_hits, n);
    assert_int_equal(mall.d.l2.read_hits, 0);
}

/* ---- bandwidth -------------------------------------------------------------- */

static uint64_t stream(const platform_config *c, uint32_t bytes, uint32_t items)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(PROBE, "stream", &k);
    mgpu *d = mgpu_init(c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t buf = 0, out = 0;
    if (mgpu_malloc(d, 0, bytes, &buf, err, sizeof err) < 0 ||
        mgpu_malloc(d, 0, (uint64_t)items * 4, &out, err, sizeof err) < 0)
        fail_msg("%s", err);
    uint32_t n = bytes / 4, grid[3] = {items, 1, 1}, wg[3] = {256, 1, 1};
    amdgpu_argval av[3] = {{&buf, 8, 0}, {&n, 4, 0}, {&out, 8, 0}};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, grid, wg, NULL, av, 3, err, sizeof err) < 0 ||
        mgpu_drain(d, err, sizeof err) < 0)
        fail_msg("%s", err);
    uint64_t cy = mgpu_last_kernel(d).cycles;
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return cy;
}

/* The HBM read bandwidth: the extra bytes of a larger stream over the
 * extra time (launch, ramp and the last latency cancel), 8 waves on
 * every CU with 8 loads each in flight (3.6 MiB of lines, above the
 * bandwidth x latency product of ~2 MB). The data sheet's 5.3 TB/s is
 * a peak: 50-100%. */
static void streaming_reads_near_the_hbm_peak(void **state)
{
    (void)state;
    platform_config c;
    char err[512];
    if (platform_config_load(&c, NULL, CFG, NULL, 0, err, sizeof err)) fail_msg("%s", err);
    /* n a multiple of 8 x items (the kernel's unrolled loop): 3.6, 7.1 MiB */
    uint32_t items = c.gpu.cus * 8 * 64, small = 32 * items, big = 64 * items;
    uint64_t a = stream(&c, small, items), b = stream(&c, big, items);
    double s = (double)(b - a) / (double)c.gpu.cu.freq_hz;
    double tbs = (big - small) / s / 1e12;
    double peak = (double)c.gpu.banks * c.gpu.dram.bus_bytes_per_cycle * c.gpu.dram.freq_hz / 1e12;
    printf("  stream: %.2f TB/s (%llu -> %llu cycles), HBM peak %.2f TB/s (data sheet 5.3)\n",
           tbs, (unsigned long long)a, (unsigned long long)b, peak);
    assert_true(peak > 5.2 && peak < 5.4);
    assert_true(tbs >= 0.5 * peak && tbs <= peak);
}

/* ---- coherence across the XCDs' L2s ------------------------------------------ */

/* Three launches of bump (mem_probe.cl) over 100 workgroups of 64: every
 * line is written by workgroups on different dies in one launch (only
 * the bytes each L2 wrote may go back), read in the next by other dies
 * (written back at the kernel's end, stale copies invalidated at the
 * start), and every work-item's atomic lands in one counter (done at the
 * memory side). Against the CPU's three rounds. */
static void xcds_see_each_others_writes_and_atomics(void **state)
{
    (void)state;
    platform_config c;
    char err[512];
    if (platform_config_load(&c, NULL, CFG, NULL, 0, err, sizeof err)) fail_msg("%s", err);
    enum { NWG = 100, WG = 64, N = NWG * WG, LAUNCHES = 3 };
    uint32_t *out = calloc(N, 4), count = 0, want[N];
    for (uint32_t e = 0; e < N; e++) {
        want[e] = 0;
        for (int k = 0; k < LAUNCHES; k++) want[e] = 3 * want[e] + e;
    }
    tk_grid g = tk_grid1(N, WG);
    g.launches = LAUNCHES;
    tk_arg a[3] = {{.kind = TK_BUF, .size = N * 4, .out = out},
                   {.kind = TK_BUF, .size = 4, .out = &count},
                   {.kind = TK_U32, .value = NWG}};
    gpu_stats s;
    tk_run(&c, PROBE, "bump", &g, a, 3, &s);
    assert_memory_equal(out, want, sizeof want);
    assert_int_equal(count, LAUNCHES * N);
    assert_true(s.l2.writebacks > 0); /* the kernels' ends wrote the L2s back */
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(config_show_builds_228_cus_6_l2s_and_the_mall),
        cmocka_unit_test(impossible_xcd_shapes_are_refused),
        cmocka_unit_test(fir_verifies_in_timing_mode),
        cmocka_unit_test(latencies_are_the_configs_sums),
        cmocka_unit_test(banks_use_all_their_sets),
        cmocka_unit_test(streaming_reads_near_the_hbm_peak),
        cmocka_unit_test(xcds_see_each_others_writes_and_atomics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
