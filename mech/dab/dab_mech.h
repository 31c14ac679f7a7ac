/* DAB as a GPU-level mechanism (components/gpu/gpu_mech.h; registered in
 * mech/mech_list.h): with dab.enable the CUs and the CP run
 * DAB's policy tables (dab_cu.h, dab_cp.h), every L2 bank gets a drain
 * (dab_drain.h) as its side unit, and the flush path is the side
 * connection
 *
 *   CU[i].DAB ==DABToL2== L2[b].Top[GPU_L2_SIDE]   (a link of dab.link_latency)
 *
 * dab_config_of and dab_stats_of reach DAB's config and counters in the
 * GPU's (for builders and tests). */
#ifndef MGSIM_MECH_DAB_DAB_MECH_H
#define MGSIM_MECH_DAB_DAB_MECH_H

#include "mech/dab/dab.h"
#include "components/gpu/gpu_mech.h"

extern const gpu_mech dab_mech;

dab_config *dab_config_of(gpu_config *g);
const dab_stats *dab_stats_of(const gpu_stats *s);

#endif
