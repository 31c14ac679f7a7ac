/* GPUDet's policy tables for the compute unit (components/cu/cu_det.h)
 * and the command processor's ACE (components/cp/cp_ace.h), and the
 * calls a builder makes to wire them. */
#ifndef MGSIM_MECH_GPUDET_CU_H
#define MGSIM_MECH_GPUDET_CU_H

#include <stdint.h>

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "components/cu/cu.h"
#include "components/cu/cu_det.h"
#include "mech/gpudet/gpudet.h"
#include "components/mem/mem_map.h"
#include "engine/eng.h"

/* A CU layer (cu_det.h); its arg the GPU's config, with [gpudet] in it (copied). */
extern const cu_det_ops gpudet_cu_ops;
/* An ACE layer (cp_ace.h) that dispatches; its arg the GPU's config. */
extern const cp_ace_ops gpudet_cp_ops;

/* The CU's "GPUDet" port (commit writes out, their answers in), NULL
 * when the CU does not run GPUDet. */
eng_port *gpudet_cu_port(cu *u);
/* Before the run: banks[t] is the GPUDet port of the bank serving route
 * target t of map (copied). 0, or -1. */
int gpudet_cu_set_banks(cu *u, const mem_map *map, eng_port *const *banks, uint32_t n);
/* D-MGPU (the federation of gpudet_cp.c): this CP is CP me of n, GPU
 * 0's coordinating; returns its coordination port (NULL: out of memory
 * or not GPUDet's CP); the builder plugs all into one connection and
 * names them in GPU order. Before the run. */
eng_port *gpudet_cp_federate(cp *c, uint32_t me, uint32_t n);
void gpudet_cp_set_peers(cp *c, eng_port *const *ports);
/* Zero when the CU / CP does not run GPUDet. */
gpudet_stats gpudet_cu_get_stats(const cu *u);
gpudet_stats gpudet_cp_get_stats(const cp *c);

#endif
