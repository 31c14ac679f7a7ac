#include "gpu_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gcn3/functional.h"

void gu_kernel_path(const char *name, char *out, size_t len)
{
    const char *b = getenv("BUILD");
    snprintf(out, len, "%s/kernels/%s.hsaco", b && *b ? b : "build", name);
}

platform_config gu_config(uint32_t cus, int threads)
{
    platform_config c = platform_default_config();
    c.sim.threads = (uint32_t)threads;
    c.gpu.cus = cus;
    return c;
}

#define MAXA 8

mgpu_kernel_stats gu_run_both(const char *hsaco, const char *kernel, unsigned dims,
                             const uint32_t grid[3], const uint32_t wg[3], const gu_arg *args,
                             size_t nargs, int threads)
{
    char err[MGPU_ERR_LEN];
    struct gcn3_codeobj *co;
    mgpu_kernel_stats ks = {0};
    if (gcn3_codeobj_load_file(hsaco, &co, err) < 0) fail_msg("%s", err);
    const struct gcn3_kernel *k = gcn3_codeobj_find_kernel(co, kernel, err);
    if (!k) fail_msg("%s", err);
    assert_true(nargs <= MAXA);
    /* functional */
    gcn3_memimg *m = gcn3_memimg_new();
    uint64_t faddr[MAXA] = {0};
    gcn3_argval av[MAXA];
    uint8_t *zero = NULL;
    for (size_t i = 0; i < nargs; i++) {
        memset(&av[i], 0, sizeof av[i]);
        if (args[i].kind == GA_BUF) {
            assert_int_equal(gcn3_memimg_alloc(m, args[i].size, 256, &faddr[i]), 0);
            if (args[i].init) gcn3_memimg_write(m, faddr[i], args[i].init, args[i].size);
            av[i].bytes = &faddr[i], av[i].size = 8;
        } else if (args[i].kind == GA_U32) {
            av[i].bytes = &args[i].value, av[i].size = 4;
        } else {
            av[i].lds_bytes = (uint32_t)args[i].size;
        }
    }
    if (gcn3_functional_dispatch(co, k, dims, grid, wg, av, nargs, m, NULL, NULL, err) < 0)
        fail_msg("functional: %s", err);
    /* timing */
    platform_config cfg = gu_config(4, threads);
    mgpu *d = mgpu_init(&cfg, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t taddr[MAXA] = {0};
    uint8_t *out[MAXA] = {0};
    for (size_t i = 0; i < nargs; i++) {
        if (args[i].kind != GA_BUF) continue;
        assert_int_equal(mgpu_malloc(d, 0, args[i].size, &taddr[i], err, sizeof err), 0);
        zero = calloc(1, args[i].size);
        assert_int_equal(mgpu_enqueue_h2d(d, 0, taddr[i], args[i].init ? args[i].init : zero,
                                        args[i].size, err, sizeof err), 0);
        free(zero);
        av[i].bytes = &taddr[i];
    }
    if (mgpu_enqueue_launch(d, 0, co, k, dims, grid, wg, NULL, av, nargs, err, sizeof err) < 0)
        fail_msg("launch: %s", err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == GA_BUF) {
            out[i] = malloc(args[i].size);
            mgpu_enqueue_d2h(d, 0, out[i], taddr[i], args[i].size, err, sizeof err);
        }
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("timing: %s", err);
    ks = mgpu_last_kernel(d);
    for (size_t i = 0; i < nargs; i++) {
        if (args[i].kind != GA_BUF) continue;
        uint8_t *want = malloc(args[i].size);
        gcn3_memimg_read(m, faddr[i], want, args[i].size);
        for (uint64_t b = 0; b < args[i].size; b++)
            if (want[b] != out[i][b])
                fail_msg("%s: argument %zu byte %llu: functional 0x%02x, timing 0x%02x", kernel, i,
                         (unsigned long long)b, want[b], out[i][b]);
        free(want);
        free(out[i]);
    }
    mgpu_free(d);
    gcn3_memimg_free(m);
    gcn3_codeobj_free(co);
    return ks;
}
