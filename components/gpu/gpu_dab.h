/* The GPU builder's DAB part (gpu_dab.c): with gpu.dab.enable the CUs
 * and the CP run DAB's policy tables (components/dab/dab_cu.h,
 * dab_cp.h), every L2 bank gets a third top port whose flush
 * transactions a drain orders (cache_enable_dab), and one more
 * connection carries the flush traffic:
 *
 *   CU[i].DAB ==DABToL2== L2[b].Top[2]   (a link of dab.link_latency)
 *
 * The connection is made last, so a GPU without DAB keeps every owner id
 * (and with them the order of same-cycle events) it always had. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_DAB_H
#define MGSIM_COMPONENTS_GPU_GPU_DAB_H

#include <stddef.h>

#include "components/gpu/gpu.h"

/* NULL, or why the DAB settings cannot be built. */
const char *gpu_dab_check(const gpu_config *c);
/* Points a CU's / the CP's config at DAB's policy when it is on. */
void gpu_dab_cu_config(gpu *g, cu_config *cc);
void gpu_dab_cp_config(gpu *g, cp_config *cc);
/* The flush path; after the memory side is built. 0, or -1 with err. */
int gpu_dab_wire(gpu *g, char *err, size_t errlen);

#endif
