/* Functional equivalence: kernels of test/kernels/ (and asm/) run on the timing
 * model (4 CUs, real caches and DRAM, serial engine) write byte-identical
 * buffers to the functional mode. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "gpu_util.h"

static void run(const char *file, const char *kernel, unsigned dims, uint32_t gx, uint32_t gy,
                uint32_t lx, uint32_t ly, const tk_arg *a, size_t n)
{
    uint32_t grid[3] = {gx, gy, 1}, wg[3] = {lx, ly, 1};
    mgpu_kernel_stats s = gu_run_both(file, kernel, tk_grid_of(dims, grid, wg), a, n, ENG_THREADS_SERIAL);
    assert_true(s.instructions > 0);
    assert_true(s.cycles > 0);
}

static uint32_t *seq(size_t n, uint32_t mul)
{
    uint32_t *p = malloc(n * 4);
    for (size_t i = 0; i < n; i++) p[i] = (uint32_t)(i * mul + 7) % 1000 + 1;
    return p;
}

static void t_ids(void **st)
{
    (void)st;
    tk_arg a[] = {{TK_BUF, 37 * 11 * 32, NULL, NULL, 0}};
    run("test_kernels_fn_grid", "ids", 2, 37, 11, 8, 4, a, 1);
}

/* Workgroups of 8 work-items, 256 of them on 4 CUs: each CU holds as
 * many as its table (grown 4, 8, ... up to max_wgs, 40) and its wave
 * slots allow. */
static void t_small_wgs(void **st)
{
    (void)st;
    tk_arg a[] = {{TK_BUF, 2048 * 32, NULL, NULL, 0}};
    run("test_kernels_fn_grid", "ids", 1, 2048, 1, 8, 1, a, 1);
}

static void t_collatz(void **st)
{
    (void)st;
    uint32_t *in = seq(1000, 37);
    tk_arg a[] = {{TK_BUF, 4000, in, NULL, 0}, {TK_BUF, 4000, NULL, NULL, 0}, {TK_U32, 0, NULL, NULL, 1000}};
    run("test_kernels_fn_control", "collatz", 1, 1024, 1, 64, 1, a, 3);
    free(in);
}

static void t_reduce(void **st)
{
    (void)st;
    uint32_t *in = seq(4096, 13);
    tk_arg a[] = {{TK_BUF, 4096 * 4, in, NULL, 0}, {TK_BUF, 64 * 4, NULL, NULL, 0}, {TK_LDS, 256 * 4, NULL, NULL, 0}};
    run("test_kernels_fn_lds", "reduce", 1, 4096, 1, 256, 1, a, 3);
    free(in);
}

static void t_transpose(void **st)
{
    (void)st;
    uint32_t *in = seq(128 * 64, 3);
    tk_arg a[] = {{TK_BUF, 128 * 64 * 4, in, NULL, 0}, {TK_BUF, 128 * 64 * 4, NULL, NULL, 0},
                  {TK_U32, 0, NULL, NULL, 128}, {TK_U32, 0, NULL, NULL, 64}};
    run("test_kernels_fn_lds", "transpose", 2, 128, 64, 16, 16, a, 4);
    free(in);
}

static void t_histo(void **st)
{
    (void)st;
    uint32_t *in = seq(2048, 101);
    tk_arg a[] = {{TK_BUF, 8192, in, NULL, 0}, {TK_BUF, 64 * 4, NULL, NULL, 0}, {TK_U32, 0, NULL, NULL, 8192}};
    run("test_kernels_fn_lds", "histo", 1, 512, 1, 128, 1, a, 3);
    free(in);
}

static void t_priv_sort(void **st)
{
    (void)st;
    uint32_t *in = seq(64 * 16, 7919);
    tk_arg a[] = {{TK_BUF, 64 * 16 * 4, in, NULL, 0}, {TK_BUF, 64 * 16 * 4, NULL, NULL, 0}};
    run("test_kernels_fn_memory", "priv_sort", 1, 64, 1, 64, 1, a, 2);
    free(in);
}

/* Loads whose lanes alternate between lines, and 8-byte loads across
 * lines (fn_memory.cl interleave). */
static void t_interleave(void **st)
{
    (void)st;
    uint32_t *in = seq(2048 + 2 * 512 + 16, 29);
    tk_arg a[] = {{TK_BUF, (2048 + 2 * 512 + 16) * 4, in, NULL, 0}, {TK_BUF, 512 * 4, NULL, NULL, 0}};
    run("test_kernels_fn_memory", "interleave", 1, 512, 1, 64, 1, a, 2);
    free(in);
}

/* Memory instructions the CUs decode themselves (code outside the
 * kernel's symbol, not in the launch's shared decoding): each record in
 * flight keeps its own copy of the instruction for the replay while its
 * wave decodes 40 more (asm/outside_mem.s): a scalar load, a load, a
 * returning atomic and LDS reads and writes. */
static void t_outside_mem(void **st)
{
    (void)st;
    uint32_t *in = seq(256, 17), *ctr = seq(256, 5);
    tk_arg a[] = {{TK_BUF, 1024, in, NULL, 0}, {TK_BUF, 1024, NULL, NULL, 0},
                  {TK_BUF, 1024, ctr, NULL, 0}};
    run("asm_outside_mem", "outside_mem", 1, 256, 1, 64, 1, a, 3);
    free(in), free(ctr);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_ids),       cmocka_unit_test(t_small_wgs), cmocka_unit_test(t_collatz),
        cmocka_unit_test(t_reduce),    cmocka_unit_test(t_transpose),
        cmocka_unit_test(t_histo),     cmocka_unit_test(t_priv_sort),
        cmocka_unit_test(t_interleave), cmocka_unit_test(t_outside_mem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
