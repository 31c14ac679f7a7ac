/* DAB's policy tables for the compute unit (components/cu/cu_det.h) and
 * the command processor's ACE (components/cp/cp_ace.h), and the calls a
 * builder makes to wire them. */
#ifndef MGSIM_MECH_DAB_DAB_CU_H
#define MGSIM_MECH_DAB_DAB_CU_H

#include <stdint.h>

#include "components/cu/cu.h"
#include "components/cu/cu_det.h"
#include "mech/dab/dab.h"
#include "components/mem/mem_map.h"
#include "engine/eng.h"

/* A CU layer (cu_det.h); its arg the GPU's config, with [dab] in it (copied). */
extern const cu_det_ops dab_cu_ops;

/* The CU's "DAB" port (flush transactions out, their answers in), NULL
 * when the CU does not run DAB. */
eng_port *dab_cu_port(cu *u);
/* Before the run: this CU is source src (0..cus-1) at every L2 bank;
 * banks[t] is the DAB port of the bank serving route target t of map
 * (copied; NULL with n == 1: everything to banks[0]). 0, or -1. */
int dab_cu_set_banks(cu *u, uint32_t src, const mem_map *map, eng_port *const *banks,
                     uint32_t n);
/* Zero when the CU does not run DAB. */
dab_stats dab_cu_get_stats(const cu *u);

#endif
