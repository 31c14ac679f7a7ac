#include "dab_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/platform/perturb.h"
#include "driver/drv.h"

du_run du_default(uint32_t cus)
{
    du_run r = {cus, ENG_THREADS_SERIAL, 0, dab_default_config(), 1};
    return r;
}

gpu_stats du_launch(const du_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    du_arg *args, size_t nargs, uint64_t *cycles)
{
    char err[DRV_ERR_LEN], path[512];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/test_kernels_dab_atomics.hsaco", b && *b ? b : "build");
    struct gcn3_codeobj *co;
    if (gcn3_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
    const struct gcn3_kernel *k = gcn3_codeobj_find_kernel(co, kernel, err);
    if (!k) fail_msg("%s", err);
    drv_config cfg = drv_default_config();
    cfg.engine.threads = r->threads;
    cfg.gpu.cus = r->cus;
    cfg.gpu.dab = r->dab;
    perturb_fault_config(cfg.engine.seed, r->perturb, 16, 50, &cfg.gpu.perturb);
    drv *d = drv_init(&cfg, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t addr[DU_MAXA];
    gcn3_argval av[DU_MAXA];
    assert_true(nargs <= DU_MAXA);
    for (size_t i = 0; i < nargs; i++) {
        memset(&av[i], 0, sizeof av[i]);
        if (args[i].kind == DU_U32) {
            av[i].bytes = &args[i].value, av[i].size = 4;
            continue;
        }
        assert_int_equal(drv_malloc(d, args[i].size, &addr[i], err, sizeof err), 0);
        void *zero = calloc(1, args[i].size);
        assert_int_equal(drv_memcpy_h2d(d, addr[i], args[i].init ? args[i].init : zero,
                                        args[i].size, err, sizeof err), 0);
        free(zero);
        av[i].bytes = &addr[i], av[i].size = 8;
    }
    uint32_t g3[3] = {grid, 1, 1}, w3[3] = {wg, 1, 1};
    for (uint32_t l = 0; l < r->launches; l++)
        if (drv_launch(d, co, k, 1, g3, w3, av, nargs, err, sizeof err) < 0) fail_msg("%s", err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == DU_BUF && args[i].out)
            drv_memcpy_d2h(d, args[i].out, addr[i], args[i].size, err, sizeof err);
    if (drv_drain(d, err, sizeof err) < 0) fail_msg("%s: %s", kernel, err);
    if (cycles) *cycles = drv_last_kernel(d).cycles;
    gpu_stats s = gpu_get_stats(drv_gpu(d));
    drv_free(d);
    gcn3_codeobj_free(co);
    return s;
}
