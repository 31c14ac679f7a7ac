#include "dab_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/dab/dab_mech.h"
#include "driver/mgpu.h"

du_run du_default(uint32_t cus)
{
    du_run r = {cus, ENG_THREADS_SERIAL, 0, dab_default_config(), 1};
    return r;
}

gpu_stats du_launch(const du_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    du_arg *args, size_t nargs, uint64_t *cycles)
{
    char err[MGPU_ERR_LEN], path[512];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/test_kernels_dab_atomics.hsaco", b && *b ? b : "build");
    struct gcn3_codeobj *co;
    if (gcn3_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
    const struct gcn3_kernel *k = gcn3_codeobj_find_kernel(co, kernel, err);
    if (!k) fail_msg("%s", err);
    platform_config cfg = platform_default_config();
    cfg.sim.threads = (uint32_t)r->threads;
    cfg.gpu.cus = r->cus;
    *dab_config_of(&cfg.gpu) = r->dab;
    cfg.sim.perturb = r->perturb; /* 16 cycles, 50%: the defaults */
    mgpu *d = mgpu_init(&cfg, err, sizeof err);
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
        assert_int_equal(mgpu_malloc(d, 0, args[i].size, &addr[i], err, sizeof err), 0);
        void *zero = calloc(1, args[i].size);
        assert_int_equal(mgpu_enqueue_h2d(d, 0, addr[i], args[i].init ? args[i].init : zero,
                                        args[i].size, err, sizeof err), 0);
        free(zero);
        av[i].bytes = &addr[i], av[i].size = 8;
    }
    uint32_t g3[3] = {grid, 1, 1}, w3[3] = {wg, 1, 1};
    for (uint32_t l = 0; l < r->launches; l++)
        if (mgpu_enqueue_launch(d, 0, co, k, 1, g3, w3, NULL, av, nargs, err, sizeof err) < 0) fail_msg("%s", err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == DU_BUF && args[i].out)
            mgpu_enqueue_d2h(d, 0, args[i].out, addr[i], args[i].size, err, sizeof err);
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("%s: %s", kernel, err);
    if (cycles) *cycles = mgpu_last_kernel(d).cycles;
    gpu_stats s = gpu_get_stats(mgpu_platform(d)->gpu[0]);
    mgpu_free(d);
    gcn3_codeobj_free(co);
    return s;
}
