/* Helpers of the DAB end-to-end tests: run one kernel of
 * test/kernels/dab_atomics.cl on a small timing GPU (driver API) with
 * or without DAB, with a perturbation seed (components/platform/perturb.h)
 * as the source of different interleavings, and bring the buffers back. */
#ifndef MGSIM_TEST_DAB_UTIL_H
#define MGSIM_TEST_DAB_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "mech/dab/dab_mech.h"
#include "components/gpu/gpu.h"
#include "test/common/tk_run.h"

typedef struct du_run {
    uint32_t cus;       /* GPU size */
    int threads;        /* ENG_THREADS_SERIAL or N */
    uint64_t perturb;   /* 0: unperturbed */
    dab_config dab;     /* dab.enable 0: the baseline */
    uint32_t launches;  /* the kernel runs this many times back to back; 1 */
} du_run;

/* A run description: cus CUs, serial engine, no perturbation, DAB off
 * (with the [dab] defaults otherwise). */
du_run du_default(uint32_t cus);
/* Runs kernel (1-D grid of `grid` work-items, workgroups of wg) and fills
 * the outputs; fails the cmocka test on any error. Returns the GPU's
 * statistics; *cycles gets the kernel's cycles when not NULL. */
gpu_stats du_launch(const du_run *r, const char *kernel, uint32_t grid, uint32_t wg,
                    tk_arg *args, size_t nargs, uint64_t *cycles);

#endif
