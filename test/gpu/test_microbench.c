/* The section 6.2 micro-benchmarks of the MGSim paper on the R9 Nano
 * timing model (GCN3 assembly, test/kernels/asm/), against the paper's
 * hardware figures (docs/validation.md has the table):
 *   ALU: ~5 cycles per v_add_f32 (within 10%), a "300+"-cycle step per
 *   64-byte I-cache line (300-330), and the staircase of Figure 6(a): every
 *   measured N step equals slope x instructions + step x new lines
 *   L2 hit (L1V disabled as on ROCm): the paper's band, 140-150 cycles
 *   DRAM (64-byte stride, never-touched lines): ~460 cycles (within 10%)
 * The model's latencies were tuned to these figures (docs/validation.md,
 * "calibration"), so these tests guard the calibration against
 * regressions; they are not an independent validation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "gpu_util.h"

static mgpu *new_drv(void)
{
    char err[ERR_LEN];
    platform_config c = platform_default_config();
    mgpu *d = mgpu_init(&c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    return d;
}

/* Kernel cycles of one single-work-item launch. */
static uint64_t cycles(const char *file, const char *kernel, uint64_t buf_bytes, uint32_t count)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(file, kernel, &k);
    mgpu *d = new_drv();
    uint64_t addr = 0;
    amdgpu_argval av[2] = {{&addr, 8, 0}, {&count, 4, 0}};
    size_t nargs = buf_bytes ? 2 : 0;
    if (buf_bytes) assert_int_equal(mgpu_malloc(d, 0, buf_bytes, &addr, err, sizeof err), 0);
    uint32_t one[3] = {1, 1, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, one, one, NULL, av, nargs, err, sizeof err) < 0) fail_msg("%s", err);
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("%s", err);
    uint64_t c = mgpu_last_kernel(d).cycles;
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return c;
}

static uint64_t alu(unsigned n)
{
    char f[64];
    snprintf(f, sizeof f, "asm_alu_%u", n);
    return cycles(f, "alu", 0, 0);
}

/* got within [lo, hi] cycles, the paper's band for what. */
static void between(const char *what, double got, double lo, double hi)
{
    printf("  %-34s %8.1f cycles (accepted %.1f-%.1f)\n", what, got, lo, hi);
    if (got < lo || got > hi) fail_msg("%s: %.1f cycles, outside %.1f-%.1f", what, got, lo, hi);
}

/* "~want" in the paper: within 10%. */
static void within(const char *what, double got, double want)
{
    between(what, got, want * 0.9, want * 1.1);
}

/* 64-byte I-cache lines the kernel of N v_add_f32 (4 bytes each) and
 * s_endpgm spans. */
static unsigned lines(unsigned n)
{
    return (4 * n + 4 + 63) / 64;
}

static void t_alu(void **st)
{
    (void)st;
    static const unsigned ns[] = {16, 32, 64, 128, 256, 512, 1024};
    enum { NN = sizeof ns / sizeof *ns };
    uint64_t t[NN];
    for (size_t i = 0; i < NN; i++) {
        t[i] = alu(ns[i]);
        printf("  ALU N=%-4u kernel %llu cycles\n", ns[i], (unsigned long long)t[i]);
    }
    /* N=50 and N=60 end in the same line: the difference is the slope;
     * N=62 -> N=64 moves s_endpgm into a new line: two slopes + a step */
    double slope = (double)(alu(60) - alu(50)) / 10;
    double step = (double)(alu(64) - alu(62)) - 2 * slope;
    within("ALU slope per instruction", slope, 5);
    between("ALU step per I-cache line", step, 300, 330);
    /* The staircase: each rise is explained by the instructions and the
     * new lines between two points (within 2%), so the curve keeps the
     * shape of Figure 6(a), not only its two slopes. */
    for (size_t i = 1; i < NN; i++) {
        double rise = (double)(t[i] - t[i - 1]);
        double model = slope * (ns[i] - ns[i - 1]) + step * (lines(ns[i]) - lines(ns[i - 1]));
        printf("  N=%u->%u: rise %.0f, slope x %u + step x %u = %.0f\n", ns[i - 1], ns[i], rise,
               ns[i] - ns[i - 1], lines(ns[i]) - lines(ns[i - 1]), model);
        if (rise < model * 0.98 || rise > model * 1.02)
            fail_msg("staircase N=%u->%u: rise %.0f cycles, the slope and step give %.0f", ns[i - 1],
                     ns[i], rise, model);
    }
}

static double per_access(const char *file, uint64_t bytes)
{
    uint64_t a = cycles(file, "memlat", bytes, 64), b = cycles(file, "memlat", bytes, 192);
    return (double)(b - a) / 128;
}

static void t_l2(void **st)
{
    (void)st;
    between("L2 hit (L1V disabled) per access", per_access("asm_memlat_l2", 4096), 140, 150);
}

static void t_dram(void **st)
{
    (void)st;
    within("DRAM (64 B stride) per access", per_access("asm_memlat_dram", 4u << 20), 460);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_alu), cmocka_unit_test(t_l2), cmocka_unit_test(t_dram),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
