/* GPUDet as a GPU-level mechanism (components/gpu/gpu_mech.h; registered
 * in mech/mech_list.h): with gpudet.enable the CUs and the CP
 * run GPUDet's policy tables (gpudet_cu.h), every L2 bank gets a Z-buffer
 * unit (gpudet_zbuf.h) as its side unit, and the commit path is the side
 * connection
 *
 *   CU[i].GPUDet ==GDToL2== L2[b].Top[GPU_L2_SIDE]   (a link of
 *                                  gpudet.link_latency; perturbed like
 *                                  L1ToL2 when [sim] perturb is on, so
 *                                  the Z-buffers have an order to undo)
 *
 * gpudet_config_of and gpudet_stats_of reach GPUDet's config and counters
 * in the GPU's (for builders and tests). */
#ifndef MGSIM_MECH_GPUDET_GPUDET_MECH_H
#define MGSIM_MECH_GPUDET_GPUDET_MECH_H

#include "components/gpu/gpu_mech.h"
#include "mech/gpudet/gpudet.h"

extern const gpu_mech gpudet_mech;

gpudet_config *gpudet_config_of(gpu_config *g);
const gpudet_stats *gpudet_stats_of(const gpu_stats *s);

#endif
