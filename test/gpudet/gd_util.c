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

gpu_stats gd_launch(const gd_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    tk_arg *args, size_t nargs, uint64_t *cycles)
{
    platform_config cfg = platform_default_config();
    cfg.sim.threads = (uint32_t)r->threads;
    cfg.gpu.cus = r->cus;
    *gpudet_config_of(&cfg.gpu) = r->gd;
    cfg.sim.perturb = r->perturb; /* 16 cycles, 50%: the defaults */
    tk_grid g = tk_grid1(grid, wg);
    gpu_stats s;
    mgpu_kernel_stats ks = tk_run(&cfg, "test_kernels_gpudet_kernels", kernel, &g, args, nargs, &s);
    if (cycles) *cycles = ks.cycles;
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
    char err[ERR_LEN], hsaco[512];
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
