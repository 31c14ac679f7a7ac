/* Determinism of the timing model: the same launches on the serial engine
 * and the parallel engine with 1 and 2 threads give identical kernel
 * times, statistics and buffers (the buffers are also checked against
 * the functional mode by gu_run_both). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gpu_util.h"

static mgpu_kernel_stats run(const char *file, const char *kernel, int threads)
{
    static uint32_t in[64 * 64];
    for (int i = 0; i < 64 * 64; i++) in[i] = (uint32_t)(i * 2654435761u >> 7);
    if (!strcmp(kernel, "transpose")) {
        tk_arg a[] = {{TK_BUF, sizeof in, in, NULL, 0}, {TK_BUF, sizeof in, NULL, NULL, 0},
                      {TK_U32, 0, NULL, NULL, 64}, {TK_U32, 0, NULL, NULL, 64}};
        uint32_t grid[3] = {64, 64, 1}, wg[3] = {16, 16, 1};
        return gu_run_both(file, kernel, tk_grid_of(2, grid, wg), a, 4, threads);
    }
    tk_arg a[] = {{TK_BUF, 4096, in, NULL, 0}, {TK_BUF, 64 * 4, NULL, NULL, 0}, {TK_U32, 0, NULL, NULL, 4096}};
    uint32_t grid[3] = {1024, 1, 1}, wg[3] = {64, 1, 1};
    return gu_run_both(file, kernel, tk_grid_of(1, grid, wg), a, 3, threads);
}

static void same(const char *file, const char *kernel)
{
    mgpu_kernel_stats s = run(file, kernel, ENG_THREADS_SERIAL);
    int threads[] = {1, 2};
    for (int i = 0; i < 2; i++) {
        mgpu_kernel_stats p = run(file, kernel, threads[i]);
        assert_int_equal(p.time_ps, s.time_ps);
        assert_int_equal(p.instructions, s.instructions);
        assert_int_equal(p.workgroups, s.workgroups);
    }
}

static void t_transpose(void **st)
{
    (void)st;
    same("test_kernels_fn_lds", "transpose");
}

static void t_histo_atomics(void **st)
{
    (void)st;
    same("test_kernels_fn_lds", "histo");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(t_transpose),
                                       cmocka_unit_test(t_histo_atomics)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
