/* The GPU builder's side path (gpu_side.c): a mechanism's side
 * connection from every CU's side port to the units beside the L2 banks
 * (gpu_mech.h), and on a platform whose GPUs share one mechanism (U-MGPU)
 * the RDMA tunnel (components/rdma/rdma_tunnel.h) that stands in for the
 * other GPUs' banks and CUs on it. Internal to components/gpu. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_SIDE_H
#define MGSIM_COMPONENTS_GPU_GPU_SIDE_H

#include <stddef.h>

#include "components/gpu/gpu_mech.h"

/* After the memory side is built. 0, or -1 with err. */
int gpu_side_wire(gpu *g, const gpu_mech *m, const void *mc, char *err, size_t errlen);

#endif
