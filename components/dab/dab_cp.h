/* DAB's ACE policy for the command processor (components/cp/cp_ace.h):
 * cp_config.ace = &dab_cp_ops (dab_cp.c explains the distribution in
 * batches and the flush coordination). */
#ifndef MGSIM_COMPONENTS_DAB_DAB_CP_H
#define MGSIM_COMPONENTS_DAB_DAB_CP_H

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "components/dab/dab.h"

extern const cp_ace_ops dab_cp_ops;

/* The coordinator's counts (the cp_ fields); zero without DAB. */
dab_stats dab_cp_get_stats(const cp *c);

#endif
