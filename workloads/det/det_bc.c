/* bc: betweenness centrality the Pannotia way (workloads/det/kernels/bc.cl):
 * Brandes' algorithm from NSRC sources of an R-MAT graph (the hub and
 * seeded others), one topology-driven launch per BFS level forward (path
 * counts sigma, integer atomics: exact) and backward (dependencies
 * delta, float CAS-loop adds from the successors: order-sensitive), then
 * bc += delta. The level counts come from the CPU BFS when the plan is
 * made. Outputs: bc (float, tolerance), and the last source's dist and
 * sigma (exact). Reference: Brandes in double with the same uint32 path
 * counts. */
#include <stdio.h>
#include <stdlib.h>

#include "workloads/det/det_int.h"

#define NSRC 2u
enum { P_N, P_SRC0, P_LV0 = P_SRC0 + NSRC };
enum { B_ROW, B_COL, B_DIST, B_SIGMA, B_DELTA, B_BC };

static int check_size(uint64_t size, char *err)
{
    return mgm_check_pow2(size, 64, 1u << 22, err);
}

/* The hub, then seeded vertices with neighbours (not repeating one). */
static void pick_sources(const det_graph *g, uint64_t seed, uint32_t *src)
{
    src[0] = det_graph_hub(g);
    uint64_t s = mgm_stream(seed, 3);
    for (unsigned i = 1; i < NSRC; i++) {
        uint32_t v;
        do v = mgm_randu(&s, g->n);
        while (g->row[v + 1] == g->row[v] || v == src[i - 1]);
        src[i] = v;
    }
}

static int setup(mgm_problem *p, char *err)
{
    int row, col;
    if (det_graph_bufs(p, &row, &col, err) < 0) return -1;
    det_graph g = det_graph_of(p, row, col);
    uint32_t src[NSRC];
    pick_sources(&g, p->seed, src);
    int32_t *lv = malloc(4ull * g.n);
    for (unsigned i = 0; i < NSRC; i++) {
        int d = lv ? det_graph_bfs(&g, src[i], lv, NULL) : -1;
        if (d < 0) {
            free(lv);
            return mgm_fail(err, "bc: out of memory");
        }
        p->param[P_SRC0 + i] = src[i];
        p->param[P_LV0 + i] = (uint64_t)d;
    }
    free(lv);
    p->param[P_N] = g.n;
    uint64_t n = g.n;
    if (mgm_buf_add(p, "dist", 4 * n, MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "sigma", 4 * n, MGM_BUF_OUT, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "delta", 4 * n, 0, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "bc", 4 * n, MGM_BUF_OUT, MGM_E_F32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_BC, 1e-3, 1e-3);
    return 0;
}

static mgm_launch level_launch(const char *k, uint64_t n, int d, bool backward)
{
    mgm_launch t = mgm_tmpl(k);
    mgm_arg_buf(&t, B_ROW, 0);
    mgm_arg_buf(&t, B_COL, 0);
    mgm_arg_buf(&t, B_DIST, 0);
    mgm_arg_buf(&t, B_SIGMA, 0);
    if (backward) mgm_arg_buf(&t, B_DELTA, 0);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, (uint32_t)d);
    for (int b = B_DIST; b <= B_DELTA; b++)
        mgm_touch(&t, b, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    return t;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N];
    mgm_own_all(pl, p, B_ROW);
    mgm_own_all(pl, p, B_COL);
    for (int b = B_DIST; b <= B_BC; b++) det_own_split(pl, b, n, 4);
    for (unsigned i = 0; i < NSRC; i++) {
        uint32_t src = (uint32_t)p->param[P_SRC0 + i];
        int levels = (int)p->param[P_LV0 + i];
        mgm_launch t = mgm_tmpl("det_bc_init");
        for (int b = B_DIST; b <= B_DELTA; b++) mgm_arg_buf(&t, b, 0);
        mgm_arg_u32(&t, (uint32_t)n);
        mgm_arg_u32(&t, src);
        if (det_launch(pl, &t, n, err) < 0) return -1;
        for (int d = 0; d + 1 < levels; d++) {
            t = level_launch("det_bc_forward", n, d, false);
            if (det_launch(pl, &t, n, err) < 0) return -1;
        }
        for (int d = levels - 1; d >= 1; d--) {
            t = level_launch("det_bc_backward", n, d, true);
            if (det_launch(pl, &t, n, err) < 0) return -1;
        }
        t = mgm_tmpl("det_bc_accum");
        mgm_arg_buf(&t, B_DIST, 0);
        mgm_arg_buf(&t, B_DELTA, 0);
        mgm_arg_buf(&t, B_BC, 0);
        mgm_arg_u32(&t, (uint32_t)n);
        mgm_arg_u32(&t, src);
        if (det_launch(pl, &t, n, err) < 0) return -1;
    }
    return 0;
}

/* One source of Brandes: dist, sigma (uint32, as the kernels count),
 * delta; adds delta to bc. order: scratch of n vertices. */
static void brandes(const det_graph *g, uint32_t src, int32_t *dist, uint32_t *sigma,
                    double *delta, double *bc, uint32_t *order)
{
    det_graph_bfs(g, src, dist, order); /* memory was checked by setup's BFS */
    uint32_t reached = 0;
    for (uint32_t v = 0; v < g->n; v++) {
        sigma[v] = v == src;
        delta[v] = 0;
        reached += dist[v] >= 0;
    }
    for (uint32_t i = 0; i < reached; i++) /* in level order */
        for (uint32_t e = g->row[order[i]]; e < g->row[order[i] + 1]; e++)
            if (dist[g->col[e]] == dist[order[i]] + 1) sigma[g->col[e]] += sigma[order[i]];
    for (uint32_t i = reached; i-- > 0;) {
        uint32_t w = order[i];
        for (uint32_t e = g->row[w]; e < g->row[w + 1]; e++)
            if (dist[g->col[e]] == dist[w] - 1)
                delta[g->col[e]] += (double)sigma[g->col[e]] / sigma[w] * (1.0 + delta[w]);
        if (w != src) bc[w] += delta[w];
    }
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    det_graph g = det_graph_of(p, B_ROW, B_COL);
    uint32_t n = g.n;
    int32_t *dist = malloc(4ull * n);
    uint32_t *sigma = malloc(4ull * n), *order = malloc(4ull * n);
    double *delta = malloc(8ull * n), *bc = calloc(n, 8);
    float *res = malloc(4ull * n);
    int rc = 0;
    if (!dist || !sigma || !order || !delta || !bc || !res)
        rc = mgm_fail(err, "bc: out of memory");
    for (unsigned i = 0; rc == 0 && i < NSRC; i++)
        brandes(&g, (uint32_t)p->param[P_SRC0 + i], dist, sigma, delta, bc, order);
    for (uint32_t v = 0; rc == 0 && v < n; v++) res[v] = (float)bc[v];
    free(order), free(delta), free(bc);
    if (rc < 0) {
        free(dist), free(sigma), free(res);
        return -1;
    }
    out[B_DIST] = (uint8_t *)dist;
    out[B_SIGMA] = (uint8_t *)sigma;
    out[B_BC] = (uint8_t *)res;
    return 0;
}

const mgm_workload det_bc = {
    .name = "bc",
    .title = "betweenness centrality (Pannotia style)",
    .hsaco = "det_kernels_bc.hsaco",
    .unit = "vertices",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 256,
    .size_paper1 = 2048,
    .size_paper4 = 8192,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
    .flags = MGM_WL_ORDER_SENSITIVE,
};
