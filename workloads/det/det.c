/* See det.h and det_int.h: the registry, plan and check helpers. */
#include "workloads/det/det.h"

#include "workloads/det/det_int.h"

/* ==== the workloads ==== */

static const mgm_workload *const all[] = {&det_sum, &det_bfs, &det_hist, &det_pr, &det_bc};

const mgm_suite det_suite = {
    "det", "order-sensitive atomics for the deterministic-GPU study (mgsim det)", all,
    sizeof all / sizeof all[0]};

const mgm_workload *det_workload_find(const char *name, char *err)
{
    return mgm_suite_find(&det_suite, name, err);
}

/* ==== plans ==== */

int det_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err)
{
    return mgm_plan_launch_split(pl, tmpl, items, DET_WG, err);
}

void det_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes)
{
    mgm_own_split(pl, b, elems, elem_bytes, DET_WG);
}

/* ==== problems ==== */

int det_same(const mgm_problem *p, int b, const uint8_t *got, const uint8_t *ref, char *err)
{
    return mgm_compare(p, (unsigned)b, got, ref, err);
}
