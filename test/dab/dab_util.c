#include "dab_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/dab/dab_mech.h"
#include "driver/mgpu.h"

du_run du_default(uint32_t cus)
{
    du_run r = {cus, ENG_THREADS_SERIAL, 0, dab_default_config(), 1};
    return r;
}

gpu_stats du_launch(const du_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    tk_arg *args, size_t nargs, uint64_t *cycles)
{
    platform_config cfg = platform_default_config();
    cfg.sim.threads = (uint32_t)r->threads;
    cfg.gpu.cus = r->cus;
    *dab_config_of(&cfg.gpu) = r->dab;
    cfg.sim.perturb = r->perturb; /* 16 cycles, 50%: the defaults */
    tk_grid g = tk_grid1(grid, wg);
    g.launches = r->launches;
    gpu_stats s;
    mgpu_kernel_stats ks = tk_run(&cfg, "test_kernels_dab_atomics", kernel, &g, args, nargs, &s);
    if (cycles) *cycles = ks.cycles;
    return s;
}
