/* See graph.h: the suite and the helpers of graph_int.h. */
#include "workloads/graph/graph_int.h"

static const mgm_workload *const all[] = {&graph_cca,  &graph_ccav, &graph_prfx, &graph_kmi,
                                          &graph_hl1,  &graph_hl4,  &graph_hl16, &graph_hl64};

const mgm_suite graph_suite = {
    "graph", "integer atomics of graph and ML codes for the LAB study (docs/lab.md)", all,
    sizeof all / sizeof all[0]};

int graph_bufs(mgm_problem *p, char *err)
{
    int row, col;
    if (det_graph_bufs(p, &row, &col, err) < 0) return -1;
    det_graph g = det_graph_of(p, row, col);
    int src = mgm_buf_add(p, "src", 4ull * (g.nnz ? g.nnz : 1), MGM_BUF_IN | MGM_BUF_REPLICATED,
                          MGM_E_U32, err);
    if (src < 0) return -1;
    uint32_t *s = (uint32_t *)(void *)p->buf[src].init;
    for (uint32_t u = 0; u < g.n; u++)
        for (uint32_t e = g.row[u]; e < g.row[u + 1]; e++) s[e] = u;
    p->param[GRAPH_P_EDGES] = g.nnz;
    return 0;
}

det_graph graph_of(const mgm_problem *p) { return det_graph_of(p, 0, 1); }

int graph_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err)
{
    return mgm_plan_launch_split(pl, tmpl, items, GRAPH_WG, err);
}

void graph_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes)
{
    mgm_own_split(pl, b, elems, elem_bytes, GRAPH_WG);
}
