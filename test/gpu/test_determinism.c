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
    char path[512];
    gu_kernel_path(file, path, sizeof path);
    static uint32_t in[64 * 64];
    for (int i = 0; i < 64 * 64; i++) in[i] = (uint32_t)(i * 2654435761u >> 7);
    if (!strcmp(kernel, "transpose")) {
        gu_arg a[] = {{GA_BUF, sizeof in, in, 0}, {GA_BUF, sizeof in, NULL, 0},
                      {GA_U32, 0, NULL, 64}, {GA_U32, 0, NULL, 64}};
        uint32_t grid[3] = {64, 64, 1}, wg[3] = {16, 16, 1};
        return gu_run_both(path, kernel, 2, grid, wg, a, 4, threads);
    }
    gu_arg a[] = {{GA_BUF, 4096, in, 0}, {GA_BUF, 64 * 4, NULL, 0}, {GA_U32, 0, NULL, 4096}};
    uint32_t grid[3] = {1024, 1, 1}, wg[3] = {64, 1, 1};
    return gu_run_both(path, kernel, 1, grid, wg, a, 3, threads);
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
