/* sync (prefix sync_): workloads with busy-wait synchronization, the
 * kernels of the BOWS study (docs/bows.md): spin locks written the way
 * GPU code must write them (workloads/sync/kernels/sync_lock.h), results checked
 * on the CPU. Registered by WL_SUITE(sync_suite, sync) in
 * workloads/wl_list.h.
 *
 *   ht, ht4, ht16, ht64, ht256   hash-table insertion under per-bucket
 *                   locks; size = inserts; the number is the buckets (ht:
 *                   1024, the paper's), fewer buckets = more contention
 *   atm             bank transfers under two nested locks over 1024
 *                   accounts; size = transactions
 *   nw              Needleman-Wunsch scores, bands of 64 rows (one
 *                   wavefront each) spinning on the band above; size = the
 *                   sequence length n (n x n scores) */
#ifndef MGSIM_SYNC_SYNC_H
#define MGSIM_SYNC_SYNC_H

#include "workloads/mgm.h"

extern const mgm_suite sync_suite;

#endif
