/* DAB's ACE policy for the command processor (components/cp/cp_ace.h):
 * cp_config.ace = &dab_cp_ops (dab_cp.c explains the distribution in
 * batches and the flush coordination). */
#ifndef MGSIM_MECH_DAB_DAB_CP_H
#define MGSIM_MECH_DAB_DAB_CP_H

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "mech/dab/dab.h"

extern const cp_ace_ops dab_cp_ops;

/* D-MGPU (the federation of dab_cp.c): this CP is CP me of n, GPU 0's
 * coordinating; returns its new coordination port (NULL: out of memory
 * or not DAB's CP), which the builder plugs into one connection with the
 * others', then names them all in GPU order. Before the run. */
eng_port *dab_cp_federate(cp *c, uint32_t me, uint32_t n);
void dab_cp_set_peers(cp *c, eng_port *const *ports);

/* The coordinator's counts (the cp_ fields); zero without DAB. */
dab_stats dab_cp_get_stats(const cp *c);

#endif
