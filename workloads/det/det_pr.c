/* pr: PageRank, push style (workloads/det/kernels/pr.cl), on an R-MAT graph: each
 * iteration every vertex adds rank / degree to its neighbours'
 * accumulators with float CAS-loop adds, then rank = (1 - d) / n + d *
 * accumulator. A vertex of degree k receives k adds in arrival order, so
 * the ranks' low bits follow the interleaving. Reference in double. */
#include <stdio.h>
#include <stdlib.h>

#include "workloads/det/det_int.h"

enum { P_N, P_ITERS };
enum { B_ROW, B_COL, B_RANK, B_ACC };
#define ITERS 4u
#define DAMP 0.85

static int check_size(uint64_t size, char *err)
{
    return mgm_check_pow2(size, 64, 1u << 22, err);
}

static int setup(mgm_problem *p, char *err)
{
    int row, col;
    if (det_graph_bufs(p, &row, &col, err) < 0) return -1;
    p->param[P_N] = p->size;
    p->param[P_ITERS] = ITERS;
    if (mgm_buf_add(p, "rank", 4 * p->size, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "acc", 4 * p->size, 0, MGM_E_F32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_RANK, 1e-4, 1e-8);
    float *rank = (float *)(void *)p->buf[B_RANK].init;
    for (uint64_t v = 0; v < p->size; v++) rank[v] = 1.0f / (float)p->size;
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size;
    mgm_own_all(pl, p, B_ROW);
    mgm_own_all(pl, p, B_COL);
    det_own_split(pl, B_RANK, n, 4);
    det_own_split(pl, B_ACC, n, 4);
    mgm_launch push = mgm_tmpl("det_pr_push"), upd = mgm_tmpl("det_pr_update");
    for (int b = B_ROW; b <= B_ACC; b++) mgm_arg_buf(&push, b, 0);
    mgm_arg_u32(&push, (uint32_t)n);
    mgm_touch(&push, B_RANK, MGM_ACC_R, mgm_span1(0, 4 * n));
    mgm_touch(&push, B_ACC, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_arg_buf(&upd, B_RANK, 0);
    mgm_arg_buf(&upd, B_ACC, 0);
    mgm_arg_u32(&upd, (uint32_t)n);
    mgm_arg_f32(&upd, (float)((1.0 - DAMP) / (double)n));
    mgm_arg_f32(&upd, (float)DAMP);
    mgm_touch(&upd, B_RANK, MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_touch(&upd, B_ACC, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    for (unsigned it = 0; it < ITERS; it++)
        if (det_launch(pl, &push, n, err) < 0 || det_launch(pl, &upd, n, err) < 0) return -1;
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    det_graph g = det_graph_of(p, B_ROW, B_COL);
    uint32_t n = g.n;
    double *rank = malloc(8ull * n), *acc = malloc(8ull * n);
    float *res = malloc(4ull * n);
    if (!rank || !acc || !res) {
        free(rank), free(acc), free(res);
        return mgm_fail(err, "pr: out of memory");
    }
    for (uint32_t v = 0; v < n; v++) rank[v] = 1.0 / n;
    for (unsigned it = 0; it < ITERS; it++) {
        for (uint32_t v = 0; v < n; v++) acc[v] = 0;
        for (uint32_t u = 0; u < n; u++)
            for (uint32_t e = g.row[u]; e < g.row[u + 1]; e++)
                acc[g.col[e]] += rank[u] / (g.row[u + 1] - g.row[u]);
        for (uint32_t v = 0; v < n; v++) rank[v] = (1.0 - DAMP) / n + DAMP * acc[v];
    }
    for (uint32_t v = 0; v < n; v++) res[v] = (float)rank[v];
    free(rank);
    free(acc);
    out[B_RANK] = (uint8_t *)res;
    return 0;
}

const mgm_workload det_pr = {
    .name = "pr",
    .title = "PageRank push with float CAS adds",
    .hsaco = "det_kernels_pr.hsaco",
    .unit = "vertices",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 512,
    .size_paper1 = 4096,
    .size_paper4 = 16384,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
    .flags = MGM_WL_ORDER_SENSITIVE,
};
