/* prfx: PageRank, push style, in fixed point (workloads/graph/kernels/prfx.cl) on
 * an R-MAT graph: 1.0 = 2^24, ranks start at 1/n, each iteration every
 * edge (u, v) adds rank[u] / degree(u) (integer division) to v's
 * accumulator (one work-item per edge) with integer atomic adds, then rank = base + acc * 85 /
 * 100 with base = 0.15 / n. Integer adds commute, so the CPU's replay of
 * the same arithmetic is exact. */
#include <stdlib.h>

#include "workloads/graph/graph_int.h"

enum { P_N, P_BASE };
enum { B_ROW, B_COL, B_SRC, B_RANK, B_ACC };
#define ITERS 4u
#define ONE (1u << 24)

static int check_size(uint64_t size, char *err) { return mgm_check_pow2(size, 64, 1u << 20, err); }

static int setup(mgm_problem *p, char *err)
{
    if (graph_bufs(p, err) < 0) return -1;
    p->param[P_N] = p->size;
    p->param[P_BASE] = (uint64_t)ONE * 15 / 100 / p->size;
    if (mgm_buf_add(p, "rank", 4 * p->size, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "acc", 4 * p->size, 0, MGM_E_U32, err) < 0)
        return -1;
    uint32_t *rank = (uint32_t *)(void *)p->buf[B_RANK].init;
    for (uint64_t v = 0; v < p->size; v++) rank[v] = (uint32_t)(ONE / p->size);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size;
    uint64_t m = p->param[GRAPH_P_EDGES];
    for (int b = B_ROW; b <= B_SRC; b++) mgm_own_all(pl, p, b);
    graph_own_split(pl, B_RANK, n, 4);
    graph_own_split(pl, B_ACC, n, 4);
    mgm_launch push = mgm_tmpl("lab_pr_push_comm"), upd = mgm_tmpl("lab_pr_update");
    for (int b = B_ROW; b <= B_ACC; b++) mgm_arg_buf(&push, b, 0);
    mgm_arg_u32(&push, (uint32_t)m);
    mgm_touch(&push, B_ROW, MGM_ACC_R, mgm_span1(0, 4 * (n + 1)));
    mgm_touch(&push, B_COL, MGM_ACC_R, mgm_span1(0, 4 * m));
    mgm_touch(&push, B_SRC, MGM_ACC_R, mgm_span1(0, 4 * m));
    mgm_touch(&push, B_RANK, MGM_ACC_R, mgm_span1(0, 4 * n));
    mgm_touch(&push, B_ACC, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_arg_buf(&upd, B_RANK, 0);
    mgm_arg_buf(&upd, B_ACC, 0);
    mgm_arg_u32(&upd, (uint32_t)n);
    mgm_arg_u32(&upd, (uint32_t)p->param[P_BASE]);
    mgm_touch(&upd, B_RANK, MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_touch(&upd, B_ACC, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    for (unsigned it = 0; it < ITERS; it++)
        if (graph_launch(pl, &push, m, err) < 0 || graph_launch(pl, &upd, n, err) < 0) return -1;
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    det_graph g = graph_of(p);
    uint32_t n = g.n, base = (uint32_t)p->param[P_BASE];
    uint32_t *rank = malloc(4ull * n), *acc = calloc(n, 4);
    if (!rank || !acc) {
        free(rank), free(acc);
        return mgm_fail(err, "prfx: out of memory");
    }
    for (uint32_t v = 0; v < n; v++) rank[v] = ONE / n;
    for (unsigned it = 0; it < ITERS; it++) {
        for (uint32_t u = 0; u < n; u++) {
            uint32_t d = g.row[u + 1] - g.row[u];
            for (uint32_t e = g.row[u]; e < g.row[u + 1]; e++) acc[g.col[e]] += rank[u] / d;
        }
        for (uint32_t v = 0; v < n; v++)
            rank[v] = base + (uint32_t)((uint64_t)acc[v] * 85 / 100), acc[v] = 0;
    }
    free(acc);
    out[B_RANK] = (uint8_t *)rank;
    return 0;
}

const mgm_workload graph_prfx = {
    .name = "prfx",
    .title = "PageRank push, fixed-point integer adds",
    .hsaco = "graph_kernels_prfx.hsaco",
    .unit = "vertices",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 4096,
    .size_paper1 = 16384,
    .size_paper4 = 65536,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
};
