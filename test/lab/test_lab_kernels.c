/* LAB on the timing model through the driver (a 4-CU GPU, lab.entries
 * = 8): a load and a returning atomic after a buffered add to the same
 * counter see the add (the line is flushed before them; without that
 * the counters would still be in the buffer), and a line whose operation
 * keeps changing ends with the CPU's values; a fence flushes and waits.
 * The lab counters say which flushes ran. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/lab/lab.h"
#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "amdgpu/codeobj.h"
#include "params/param.h"
#include "test/common/tk_run.h"

#define N 2048u
#define NC 16u

typedef struct run {
    uint32_t c[N], seen[N];
    lab_stats st;
} run;

static void set(platform_config *c, const char *key, const char *v)
{
    char err[256];
    if (param_set(lab_mech.params, lab_config_of(&c->gpu), key, v, err, sizeof err) < 0)
        fail_msg("%s", err);
}

/* Runs kernel over N work-items with (c, seen, nc) or (c) and lab on. */
static void run_kernel(const char *kernel, bool two, const uint32_t *init, run *r)
{
    platform_config cfg = platform_default_config();
    cfg.gpu.cus = 4;
    set(&cfg, "enable", "1");
    set(&cfg, "entries", "8");
    memcpy(r->c, init, sizeof r->c);
    memset(r->seen, 0, sizeof r->seen);
    tk_arg a[3] = {{TK_BUF, sizeof r->c, r->c, r->c, 0},
                   {TK_BUF, sizeof r->seen, r->seen, r->seen, 0},
                   {TK_U32, 0, NULL, NULL, NC}};
    tk_grid g = tk_grid1(N, 64);
    gpu_stats gs;
    tk_run(&cfg, "test_kernels_lab_kernels", kernel, &g, a, two ? 3 : 1, &gs);
    r->st = *lab_stats_of(&gs);
}

static void reads_after_buffered_adds_see_them(void **st)
{
    (void)st;
    static const uint32_t zero[N];
    const char *k[] = {"lab_load", "lab_ret"};
    for (int v = 0; v < 2; v++) {
        run *r = calloc(1, sizeof *r);
        run_kernel(k[v], true, zero, r);
        uint32_t per = (v + 1) * N / NC; /* lab_ret adds twice */
        for (uint32_t c = 0; c < NC; c++) assert_int_equal(r->c[c], per);
        for (uint32_t i = 0; i < N; i++)
            if (r->seen[i] < 1 || r->seen[i] > per)
                fail_msg("%s: work-item %u saw %u", k[v], i, r->seen[i]);
        assert_int_equal(r->st.buffered, N);
        if (v == 0) assert_true(r->st.flush[LAB_C_LOAD] > 0);
        else {
            assert_true(r->st.flush[LAB_C_ATOMIC] > 0);
            assert_int_equal(r->st.bypass_return, N);
        }
        free(r);
    }
}

static void changing_operations_end_as_on_the_cpu(void **st)
{
    (void)st;
    uint32_t init[N] = {0}, want[8];
    init[2] = 0xffffffffu, init[5] = 0xffffffffu, init[6] = 1u << 30;
    init[7] = (uint32_t)-5000;
    memcpy(want, init, sizeof want);
    for (uint32_t i = 0; i < N; i++) {
        want[0] += i;
        want[1] = want[1] > i ? want[1] : i;
        want[2] = want[2] < i ? want[2] : i;
        want[3] |= 1u << (i % 32);
        want[4] ^= i;
        want[5] &= ~(1u << (i % 31));
        want[6] -= 3;
        int32_t m = (int32_t)want[7], x = (int32_t)i - 1000;
        want[7] = (uint32_t)(m > x ? m : x);
    }
    run *r = calloc(1, sizeof *r);
    run_kernel("lab_ops", false, init, r);
    assert_memory_equal(r->c, want, sizeof want);
    assert_int_equal(r->st.buffered, 8ull * N);
    assert_true(r->st.flush[LAB_C_OPCHANGE] > 0);
    assert_true(r->st.sent < r->st.buffered);
    free(r);
}

/* A seq_cst device-scope fence (buffer_wbinvl1_vol) flushes the buffer
 * and holds the waves until the L2 acknowledged it. */
static void a_fence_flushes_and_waits(void **st)
{
    (void)st;
    static const uint32_t zero[N];
    run *r = calloc(1, sizeof *r);
    run_kernel("lab_fence", true, zero, r);
    for (uint32_t c = 0; c < NC; c++) assert_int_equal(r->c[c], N / NC);
    assert_true(r->st.flush[LAB_C_FENCE] > 0);
    assert_true(r->st.fence_wait_cycles > 0);
    assert_int_equal(r->st.flush[LAB_C_KERNEL_END], 0); /* every wave fenced after its add */
    free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_after_buffered_adds_see_them),
        cmocka_unit_test(changing_operations_end_as_on_the_cpu),
        cmocka_unit_test(a_fence_flushes_and_waits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
