/* See gd_util.h. */
#include "gd_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "driver/mgpu.h"

gd_run gd_default(uint32_t cus)
{
    gd_run r = {cus, ENG_THREADS_SERIAL, 0, gpudet_default_config()};
    r.gd.enable = true;
    return r;
}

static void set_args(mgpu *d, gd_arg *args, size_t nargs, uint64_t *addr, gcn3_argval *av)
{
    char err[MGPU_ERR_LEN];
    for (size_t i = 0; i < nargs; i++) {
        memset(&av[i], 0, sizeof av[i]);
        if (args[i].kind == GD_U32) {
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
}

gpu_stats gd_launch(const gd_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    gd_arg *args, size_t nargs, uint64_t *cycles)
{
    char err[MGPU_ERR_LEN], path[512];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/test_kernels_gpudet_kernels.hsaco",
             b && *b ? b : "build");
    struct gcn3_codeobj *co;
    if (gcn3_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
    const struct gcn3_kernel *k = gcn3_codeobj_find_kernel(co, kernel, err);
    if (!k) fail_msg("%s", err);
    platform_config cfg = platform_default_config();
    cfg.sim.threads = (uint32_t)r->threads;
    cfg.gpu.cus = r->cus;
    *gpudet_config_of(&cfg.gpu) = r->gd;
    cfg.sim.perturb = r->perturb; /* 16 cycles, 50%: the defaults */
    mgpu *d = mgpu_init(&cfg, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t addr[GD_MAXA];
    gcn3_argval av[GD_MAXA];
    assert_true(nargs <= GD_MAXA);
    set_args(d, args, nargs, addr, av);
    uint32_t g3[3] = {grid, 1, 1}, w3[3] = {wg, 1, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, g3, w3, NULL, av, nargs, err, sizeof err) < 0) fail_msg("%s", err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == GD_BUF && args[i].out)
            mgpu_enqueue_d2h(d, 0, args[i].out, addr[i], args[i].size, err, sizeof err);
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("%s: %s", kernel, err);
    if (cycles) *cycles = mgpu_last_kernel(d).cycles;
    gpu_stats s = gpu_get_stats(mgpu_platform(d)->gpu[0]);
    mgpu_free(d);
    gcn3_codeobj_free(co);
    return s;
}

uint64_t gd_det_size(const char *workload)
{
    /* big enough that the baseline's order changes with the seed
     * (test/det), small enough for GPUDet's serialized CAS loops */
    if (!strcmp(workload, "sum")) return 2048;
    if (!strcmp(workload, "hist")) return 4096;
    if (!strcmp(workload, "pr")) return 128;
    if (!strcmp(workload, "bc")) return 128;
    return 256; /* bfs */
}

det_result gd_det(const char *workload, uint64_t size, uint64_t perturb, int threads,
                  const char *const *sets)
{
    char err[MGM_ERR_LEN], hsaco[512];
    const mgm_workload *d = det_workload_find(workload, err);
    if (!d) fail_msg("%s", err);
    const char *b = getenv("BUILD");
    snprintf(hsaco, sizeof hsaco, "%s/kernels/%s", b && *b ? b : "build", d->hsaco);
    const char *all[16] = {"gpudet.enable=1"};
    size_t n = 1;
    for (size_t i = 0; sets && sets[i] && n < 16; i++) all[n++] = sets[i];
    det_opts o = {.config = "configs/r9nano.ini", .sets = all, .nsets = n, .perturb = perturb,
                  .threads = threads < 0 ? 0 : threads,
                  .size = size ? size : gd_det_size(workload), .seed = 1, .hsaco = hsaco};
    det_result r;
    if (det_run(d, &o, &r, err) < 0)
        fail_msg("%s, perturb %llu: %s", workload, (unsigned long long)perturb, err);
    if (!r.verified)
        fail_msg("%s, perturb %llu: %s", workload, (unsigned long long)perturb, r.msg);
    return r;
}
