/* cca: connected components by label propagation (workloads/graph/kernels/cca.cl)
 * on an R-MAT graph: labels start as the vertex ids and every round
 * takes the minimum over each vertex's neighbours, one work-item per edge (atomic min into a
 * second array, then a copy). The rounds are those of the synchronous
 * propagation on the CPU until nothing changes, so the result is exact:
 * every vertex ends with the smallest id of its component. ccav: the
 * same with one work-item per vertex looping over its edges. */
#include <stdlib.h>
#include <string.h>

#include "workloads/graph/graph_int.h"

enum { P_N, P_ROUNDS };
enum { B_ROW, B_COL, B_SRC, B_CUR, B_NEXT };

static int check_size(uint64_t size, char *err) { return mgm_check_pow2(size, 64, 1u << 22, err); }

/* Rounds of synchronous propagation until no label changes. */
static int rounds_of(const det_graph *g, uint64_t *rounds)
{
    uint32_t *a = malloc(4ull * g->n), *b = malloc(4ull * g->n);
    if (!a || !b) {
        free(a), free(b);
        return -1;
    }
    for (uint32_t v = 0; v < g->n; v++) a[v] = v;
    uint64_t r = 0;
    for (bool changed = true; changed; r++) {
        changed = false;
        memcpy(b, a, 4ull * g->n);
        for (uint32_t u = 0; u < g->n; u++)
            for (uint32_t e = g->row[u]; e < g->row[u + 1]; e++)
                if (a[u] < b[g->col[e]]) b[g->col[e]] = a[u], changed = true;
        memcpy(a, b, 4ull * g->n);
    }
    free(a), free(b);
    *rounds = r - 1; /* the last round changed nothing */
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    if (graph_bufs(p, err) < 0) return -1;
    det_graph g = graph_of(p);
    p->param[P_N] = p->size;
    if (rounds_of(&g, &p->param[P_ROUNDS]) < 0) return mgm_fail(err, "cca: out of memory");
    if (mgm_buf_add(p, "label", 4 * p->size, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "next", 4 * p->size, MGM_BUF_IN, MGM_E_U32, err) < 0)
        return -1;
    uint32_t *cur = (uint32_t *)(void *)p->buf[B_CUR].init;
    uint32_t *nxt = (uint32_t *)(void *)p->buf[B_NEXT].init;
    for (uint32_t v = 0; v < p->size; v++) cur[v] = nxt[v] = v;
    return 0;
}

/* edges: one work-item per edge (cca), else per vertex (ccav) */
static int plan_of(const mgm_problem *p, mgm_plan *pl, bool edges, char *err)
{
    uint64_t n = p->size;
    uint64_t m = p->param[GRAPH_P_EDGES];
    for (int b = B_ROW; b <= B_SRC; b++) mgm_own_all(pl, p, b);
    graph_own_split(pl, B_CUR, n, 4);
    graph_own_split(pl, B_NEXT, n, 4);
    mgm_launch push = mgm_tmpl(edges ? "lab_cca_push_comm" : "lab_ccav_push_comm");
    mgm_launch copy = mgm_tmpl("lab_cca_copy");
    mgm_arg_buf(&push, edges ? B_SRC : B_ROW, 0);
    mgm_arg_buf(&push, B_COL, 0);
    mgm_arg_buf(&push, B_CUR, 0);
    mgm_arg_buf(&push, B_NEXT, 0);
    mgm_arg_u32(&push, (uint32_t)(edges ? m : n));
    mgm_touch(&push, B_ROW, MGM_ACC_R, mgm_span1(0, 4 * (n + 1)));
    mgm_touch(&push, B_SRC, MGM_ACC_R, mgm_span1(0, 4 * m));
    mgm_touch(&push, B_COL, MGM_ACC_R, mgm_span1(0, 4 * m));
    mgm_touch(&push, B_CUR, MGM_ACC_R, mgm_span1(0, 4 * n));
    mgm_touch(&push, B_NEXT, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_arg_buf(&copy, B_CUR, 0);
    mgm_arg_buf(&copy, B_NEXT, 0);
    mgm_arg_u32(&copy, (uint32_t)n);
    mgm_touch(&copy, B_CUR, MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_touch(&copy, B_NEXT, MGM_ACC_R, mgm_span1(0, 4 * n));
    for (uint64_t r = 0; r < p->param[P_ROUNDS]; r++)
        if (graph_launch(pl, &push, edges ? m : n, err) < 0 ||
            graph_launch(pl, &copy, n, err) < 0)
            return -1;
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err) { return plan_of(p, pl, true, err); }
static int plan_v(const mgm_problem *p, mgm_plan *pl, char *err)
{
    return plan_of(p, pl, false, err);
}

/* The smallest id of each vertex's component (a sweep from each
 * unlabelled vertex in id order labels its component with that id). */
static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    det_graph g = graph_of(p);
    uint32_t *lab = malloc(4ull * g.n), *stack = malloc(4ull * g.n);
    if (!lab || !stack) {
        free(lab), free(stack);
        return mgm_fail(err, "cca: out of memory");
    }
    for (uint32_t v = 0; v < g.n; v++) lab[v] = UINT32_MAX;
    for (uint32_t s = 0; s < g.n; s++) {
        if (lab[s] != UINT32_MAX) continue;
        uint32_t top = 0;
        lab[s] = s, stack[top++] = s;
        while (top) {
            uint32_t u = stack[--top];
            for (uint32_t e = g.row[u]; e < g.row[u + 1]; e++)
                if (lab[g.col[e]] == UINT32_MAX) lab[g.col[e]] = s, stack[top++] = g.col[e];
        }
    }
    free(stack);
    out[B_CUR] = (uint8_t *)lab;
    return 0;
}

const mgm_workload graph_cca = {
    .name = "cca",
    .title = "connected components, atomic-min labels",
    .hsaco = "graph_kernels_cca.hsaco",
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

const mgm_workload graph_ccav = {
    .name = "ccav",
    .title = "cca, one work-item per vertex (fewer atomics)",
    .hsaco = "graph_kernels_cca.hsaco",
    .unit = "vertices",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 4096,
    .size_paper1 = 16384,
    .size_paper4 = 65536,
    .check_size = check_size,
    .setup = setup,
    .plan = plan_v,
    .reference = reference,
};
