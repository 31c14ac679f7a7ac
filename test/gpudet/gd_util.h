/* Helpers of the GPUDet tests: run one kernel of
 * test/kernels/gpudet_kernels.cl on a small timing GPU (driver API) with
 * or without GPUDet and a perturbation seed, and run a workloads/det/ workload
 * under GPUDet with `mgsim det`'s runner. Both fail the cmocka test on
 * any error (and a det run that does not verify). */
#ifndef MGSIM_TEST_GPUDET_GD_UTIL_H
#define MGSIM_TEST_GPUDET_GD_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "components/gpu/gpu.h"
#include "mech/gpudet/gpudet_mech.h"
#include "workloads/det/det.h"
#include "test/common/tk_run.h"

typedef struct gd_run {
    uint32_t cus;       /* GPU size */
    int threads;        /* ENG_THREADS_SERIAL or N */
    uint64_t perturb;   /* 0: unperturbed */
    gpudet_config gd;   /* gd.enable 0: the baseline */
} gd_run;

/* cus CUs, serial engine, no perturbation, GPUDet on with its defaults. */
gd_run gd_default(uint32_t cus);
/* Runs kernel (1-D grid, workgroups of wg) and fills the outputs;
 * returns the GPU's statistics, *cycles the kernel's cycles (may be NULL). */
gpu_stats gd_launch(const gd_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    tk_arg *args, size_t nargs, uint64_t *cycles);
/* A workloads/det/ workload on one R9 Nano under GPUDet (extra --set items in
 * sets, NULL-terminated, may be NULL), at size (0: the small test size). */
det_result gd_det(const char *workload, uint64_t size, uint64_t perturb, int threads,
                  const char *const *sets);
uint64_t gd_det_size(const char *workload);

#endif
