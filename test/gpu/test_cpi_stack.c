/* The CU's CPI stack (cu_stats.stall, metrics cpi_stack.<reason>): every
 * busy cycle is charged to one reason, so the reasons sum to the busy
 * cycles and, per instruction, to the CPI; a dependent-load loop (the
 * section 6.2 DRAM micro-benchmark) is mostly vmcnt, and many waves of
 * back-to-back v_add_f32 (the ALU micro-benchmark) mostly issue and
 * execution-unit / pipeline cycles. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/gpu/gpu.h"
#include "engine/eng.h"
#include "gpu_util.h"
#include "hooks/metric.h"

/* Checks CU u's metrics: the stack sums to its CPI. */
static void check_metrics(cu *u)
{
    metric_reg *r = metric_new();
    assert_int_equal(metric_add_cu(r, u), 0);
    assert_int_equal(metric_collect(r), 0);
    const char *n = cu_comp(u)->name;
    char key[256];
    double cpi, sum = 0, v;
    snprintf(key, sizeof key, "%s.cpi", n);
    assert_true(metric_get(r, key, &cpi));
    for (unsigned i = 0; i < CU_STALL_COUNT; i++) {
        snprintf(key, sizeof key, "%s.cpi_stack.%s", n, cu_stall_name(i));
        assert_true(metric_get(r, key, &v));
        sum += v;
    }
    assert_true(cpi > 0 && sum > cpi * (1 - 1e-9) && sum < cpi * (1 + 1e-9));
    metric_free(r);
}

/* Runs kernel on a 4-CU GPU; returns the CUs' stats summed and checks
 * each busy CU's metrics. */
static cu_stats run(const char *file, const char *kernel, uint64_t buf_bytes, uint32_t count,
                    uint32_t items, uint32_t wg)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(file, kernel, &k);
    platform_config c = gu_config(4, ENG_THREADS_SERIAL);
    mgpu *d = mgpu_init(&c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t addr = 0;
    amdgpu_argval av[2] = {{&addr, 8, 0}, {&count, 4, 0}};
    if (buf_bytes) assert_int_equal(mgpu_malloc(d, 0, buf_bytes, &addr, err, sizeof err), 0);
    uint32_t grid[3] = {items, 1, 1}, wgs[3] = {wg, 1, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, grid, wgs, NULL, av, buf_bytes ? 2 : 0, err, sizeof err) < 0)
        fail_msg("%s", err);
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("%s", err);
    gpu *g = mgpu_platform(d)->gpu[0];
    for (uint32_t i = 0; i < g->cfg.cus; i++)
        if (cu_get_stats(g->cu[i]).instructions) check_metrics(g->cu[i]);
    cu_stats s = gpu_get_stats(g).cu;
    double cpi = (double)s.busy_cycles / (double)s.instructions;
    printf("  %s: %llu instructions, %llu cycles, cpi %.3f:", file,
           (unsigned long long)s.instructions, (unsigned long long)s.busy_cycles, cpi);
    for (unsigned i = 0; i < CU_STALL_COUNT; i++)
        if (s.stall[i]) printf(" %s %.3f", cu_stall_name(i), (double)s.stall[i] / (double)s.instructions);
    printf("\n");
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return s;
}

static void check_sum(const cu_stats *s)
{
    uint64_t t = 0;
    for (unsigned i = 0; i < CU_STALL_COUNT; i++) t += s->stall[i];
    assert_int_equal(t, s->busy_cycles);
}

static void t_memory_bound(void **st)
{
    (void)st;
    cu_stats s = run("asm_memlat_dram", "memlat", 4u << 20, 64, 1, 1);
    check_sum(&s);
    assert_true(s.stall[CU_STALL_VMCNT] * 10 > s.busy_cycles * 8); /* > 80% */
}

static void t_alu_bound(void **st)
{
    (void)st;
    /* 40 waves a CU of 1024 v_add_f32: the SIMDs are the bottleneck */
    cu_stats s = run("asm_alu_1024", "alu", 0, 0, 4 * 40 * 64, 64);
    check_sum(&s);
    uint64_t alu = s.stall[CU_STALL_ISSUE] + s.stall[CU_STALL_UNIT] + s.stall[CU_STALL_EXEC];
    assert_true(alu * 10 > s.busy_cycles * 8);
    assert_true(s.stall[CU_STALL_VMCNT] == 0 && s.stall[CU_STALL_LGKMCNT] == 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_memory_bound),
        cmocka_unit_test(t_alu_bound),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
