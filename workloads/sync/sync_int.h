/* workloads/sync/sync_int.h - helpers of the sync workload files. */
#ifndef MGSIM_SYNC_SYNC_INT_H
#define MGSIM_SYNC_SYNC_INT_H

#include "workloads/mgm_int.h"
#include "workloads/sync/sync.h"

#define SYNC_WG 128u   /* work-items per work-group (two wavefronts) */
#define SYNC_PER 4u    /* items (inserts, transactions) per work-item */

extern const mgm_workload sync_ht, sync_ht4, sync_ht16, sync_ht64, sync_ht256, sync_atm, sync_nw;

/* One launch step of tmpl over items work-items split over the plan's
 * GPUs in work-group units (each part told its global offset). */
int sync_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err);
/* size in lo..hi, else -1 and why. */
int sync_check_range(uint64_t size, uint64_t lo, uint64_t hi, char *err);

#endif
