/* See sync.h: the suite and the helpers of sync_int.h. */
#include "workloads/sync/sync_int.h"

static const mgm_workload *const all[] = {&sync_ht,   &sync_ht4,   &sync_ht16,
                                          &sync_ht64, &sync_ht256, &sync_atm, &sync_nw};

const mgm_suite sync_suite = {
    "sync", "busy-wait synchronization: spin locks and waits for the BOWS study (docs/bows.md)", all,
    sizeof all / sizeof all[0]};

int sync_check_range(uint64_t size, uint64_t lo, uint64_t hi, char *err)
{
    if (size >= lo && size <= hi) return 0;
    return mgm_fail(err, "size must be between %llu and %llu", (unsigned long long)lo,
                    (unsigned long long)hi);
}

int sync_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err)
{
    return mgm_plan_launch_split(pl, tmpl, items, SYNC_WG, err);
}
