/* See det.h and det_int.h: the registry, hashing, plan and check helpers. */
#include "det/det.h"

#include <stdio.h>
#include <string.h>

#include "det/det_int.h"

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

void det_own_first(mgm_plan *pl, const mgm_problem *p, int b)
{
    for (unsigned g = 0; g < pl->ngpus; g++)
        mgm_own(pl, b, g, mgm_span1(0, g ? 0 : p->buf[b].bytes));
}

/* ==== problems ==== */

int det_graph_bufs(mgm_problem *p, int *row, int *col, char *err)
{
    det_graph g;
    if (det_graph_make(&g, (uint32_t)p->size, DET_DEGREE, p->seed) < 0) {
        snprintf(err, MGM_ERR_LEN, "%s: out of memory for the graph", p->w->name);
        return -1;
    }
    unsigned f = MGM_BUF_IN | MGM_BUF_REPLICATED;
    *row = mgm_buf_add(p, "row", 4ull * (g.n + 1), f, MGM_E_U32, err);
    *col = *row < 0 ? -1 : mgm_buf_add(p, "col", 4ull * (g.nnz ? g.nnz : 1), f, MGM_E_U32, err);
    if (*col >= 0) {
        memcpy(p->buf[*row].init, g.row, 4ull * (g.n + 1));
        memcpy(p->buf[*col].init, g.col, 4ull * g.nnz);
    }
    det_graph_free(&g);
    return *col < 0 ? -1 : 0;
}

det_graph det_graph_of(const mgm_problem *p, int row, int col)
{
    return det_graph_view((uint32_t)p->size, (const uint32_t *)(const void *)p->buf[row].init,
                          (const uint32_t *)(const void *)p->buf[col].init);
}

int det_same(const mgm_problem *p, int b, const uint8_t *got, const uint8_t *ref, char *err)
{
    return mgm_compare(p, (unsigned)b, got, ref, err);
}
