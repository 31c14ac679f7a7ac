/* The GPU builder's GPUDet part (gpu_gpudet.c): with gpu.gpudet.enable
 * the CUs and the CP run GPUDet's policy tables
 * (components/gpudet/gpudet_cu.h), every L2 bank gets a third top port
 * whose commit writes its Z-buffer unit orders (cache_enable_gpudet), and
 * one more connection carries the commit traffic:
 *
 *   CU[i].GPUDet ==GDToL2== L2[b].Top[2]   (a link of gpudet.link_latency;
 *                                            perturbed like L1ToL2 when
 *                                            [sim] perturb is on)
 *
 * The connection is made last, so a GPU without GPUDet keeps every owner
 * id (and with them the order of same-cycle events) it always had. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_GPUDET_H
#define MGSIM_COMPONENTS_GPU_GPU_GPUDET_H

#include <stddef.h>

#include "components/gpu/gpu.h"

/* NULL, or why the GPUDet settings cannot be built. */
const char *gpu_gpudet_check(const gpu_config *c);
/* Points a CU's / the CP's config at GPUDet's policy when it is on. */
void gpu_gpudet_cu_config(gpu *g, cu_config *cc);
void gpu_gpudet_cp_config(gpu *g, cp_config *cc);
/* The Z-buffer unit of L2 bank l (when GPUDet is on). 0, or -1. */
int gpu_gpudet_bank(gpu *g, cache *l2);
/* The commit path; after the memory side is built. 0, or -1 with err. */
int gpu_gpudet_wire(gpu *g, char *err, size_t errlen);

#endif
