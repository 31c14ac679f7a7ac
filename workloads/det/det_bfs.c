/* bfs: a breadth-first search whose frontier is an atomic-increment work
 * queue (workloads/det/kernels/bfs.cl) on an R-MAT graph from the hub vertex. One
 * launch per level (the depth comes from the CPU BFS when the plan is
 * made: a host program would loop until the frontier is empty; our plans
 * are data). Exact: the level of every vertex and the size of every
 * level (cnt). Order-sensitive: the order of the vertices inside each
 * level of the queue and which parent claimed a vertex; the check takes
 * each level as a set and each parent as any neighbour one level up. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/det/det_int.h"

enum { P_N, P_SRC, P_LEVELS, P_THREADS };
enum { B_ROW, B_COL, B_LEVEL, B_PARENT, B_QUEUE, B_CNT };

static int check_size(uint64_t size, char *err)
{
    return mgm_check_pow2(size, 64, 1u << 22, err);
}

static int setup(mgm_problem *p, char *err)
{
    int row, col;
    if (det_graph_bufs(p, &row, &col, err) < 0) return -1;
    det_graph g = det_graph_of(p, row, col);
    uint32_t n = g.n, src = det_graph_hub(&g);
    int32_t *lv = malloc(4ull * n);
    int levels = lv ? det_graph_bfs(&g, src, lv, NULL) : -1;
    free(lv);
    if (levels < 0) return mgm_fail(err, "bfs: out of memory");
    p->param[P_N] = n;
    p->param[P_SRC] = src;
    p->param[P_LEVELS] = (uint64_t)levels;
    p->param[P_THREADS] = n / 2;
    unsigned io = MGM_BUF_IN | MGM_BUF_OUT;
    if (mgm_buf_add(p, "level", 4ull * n, io, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "parent", 4ull * n, io, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "queue", 4ull * n, io, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "cnt", 4ull * (levels + 1), io, MGM_E_U32, err) < 0)
        return -1;
    int32_t *level = (int32_t *)(void *)p->buf[B_LEVEL].init;
    int32_t *parent = (int32_t *)(void *)p->buf[B_PARENT].init;
    for (uint32_t v = 0; v < n; v++) level[v] = parent[v] = -1;
    level[src] = 0;
    parent[src] = (int32_t)src;
    ((uint32_t *)(void *)p->buf[B_QUEUE].init)[0] = src;
    ((uint32_t *)(void *)p->buf[B_CNT].init)[0] = 1;
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N];
    mgm_own_all(pl, p, B_ROW);
    mgm_own_all(pl, p, B_COL);
    det_own_split(pl, B_LEVEL, n, 4);
    det_own_split(pl, B_PARENT, n, 4);
    mgm_own_first(pl, p, B_QUEUE);
    mgm_own_first(pl, p, B_CNT);
    for (uint64_t lvl = 0; lvl < p->param[P_LEVELS]; lvl++) {
        mgm_launch t = mgm_tmpl("det_bfs_level");
        for (int b = B_ROW; b <= B_CNT; b++) mgm_arg_buf(&t, b, 0);
        mgm_arg_u32(&t, (uint32_t)lvl);
        mgm_arg_u32(&t, (uint32_t)p->param[P_THREADS]);
        for (int b = B_LEVEL; b <= B_CNT; b++)
            mgm_touch(&t, b, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, p->buf[b].bytes));
        if (det_launch(pl, &t, p->param[P_THREADS], err) < 0) return -1;
    }
    return 0;
}

/* The CPU BFS: levels, the queue with each level sorted, the lowest-id
 * parent, the level sizes. */
static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    det_graph g = det_graph_of(p, B_ROW, B_COL);
    uint32_t n = g.n, src = (uint32_t)p->param[P_SRC], nl = (uint32_t)p->param[P_LEVELS];
    int32_t *level = malloc(4ull * n), *parent = malloc(4ull * n);
    uint32_t *queue = calloc(n, 4), *cnt = calloc(nl + 1, 4);
    if (!level || !parent || !queue || !cnt || det_graph_bfs(&g, src, level, queue) < 0) {
        free(level), free(parent), free(queue), free(cnt);
        return mgm_fail(err, "bfs: out of memory");
    }
    for (uint32_t v = 0; v < n; v++) {
        parent[v] = v == src ? (int32_t)src : -1;
        for (uint32_t e = g.row[v]; e < g.row[v + 1] && v != src && level[v] > 0; e++)
            if (level[g.col[e]] == level[v] - 1) {
                parent[v] = (int32_t)g.col[e];
                break;
            }
        if (level[v] >= 0) cnt[level[v]]++;
    }
    out[B_LEVEL] = (uint8_t *)level;
    out[B_PARENT] = (uint8_t *)parent;
    out[B_QUEUE] = (uint8_t *)queue;
    out[B_CNT] = (uint8_t *)cnt;
    return 0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Is u a neighbour of v (neighbours are sorted)? */
static bool adjacent(const det_graph *g, uint32_t v, uint32_t u)
{
    const uint32_t *lo = g->col + g->row[v];
    size_t k = g->row[v + 1] - g->row[v];
    return bsearch(&u, lo, k, sizeof u, cmp_u32) != NULL;
}

static int check(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err)
{
    uint8_t *ref[MGM_MAX_BUFS] = {0};
    int rc = reference(p, ref, err);
    if (rc == 0) rc = det_same(p, B_LEVEL, got[B_LEVEL], ref[B_LEVEL], err);
    if (rc == 0) rc = det_same(p, B_CNT, got[B_CNT], ref[B_CNT], err);
    det_graph g = det_graph_of(p, B_ROW, B_COL);
    const int32_t *level = (const int32_t *)(const void *)ref[B_LEVEL];
    const int32_t *par = (const int32_t *)(const void *)got[B_PARENT];
    for (uint32_t v = 0; rc == 0 && v < g.n; v++) {
        bool ok = level[v] < 0 ? par[v] == -1
                  : level[v] == 0 ? par[v] == (int32_t)v
                  : par[v] >= 0 && (uint32_t)par[v] < g.n && level[par[v]] == level[v] - 1 &&
                        adjacent(&g, v, (uint32_t)par[v]);
        if (!ok)
            rc = mgm_fail(err, "bfs: parent[%u] = %d is no BFS parent", v, par[v]);
    }
    /* the queue: each level's vertices as a set */
    uint32_t *q = rc == 0 ? malloc(p->buf[B_QUEUE].bytes) : NULL;
    if (rc == 0 && !q) rc = mgm_fail(err, "bfs: out of memory");
    if (q) {
        memcpy(q, got[B_QUEUE], p->buf[B_QUEUE].bytes);
        const uint32_t *cnt = (const uint32_t *)(const void *)ref[B_CNT];
        for (uint64_t l = 0, at = 0; l < p->param[P_LEVELS]; at += cnt[l++])
            qsort(q + at, cnt[l], sizeof *q, cmp_u32);
        rc = det_same(p, B_QUEUE, (const uint8_t *)q, ref[B_QUEUE], err);
        free(q);
    }
    for (unsigned b = 0; b < MGM_MAX_BUFS; b++) free(ref[b]);
    return rc;
}

const mgm_workload det_bfs = {
    .name = "bfs",
    .title = "BFS with an atomic work queue",
    .hsaco = "det_kernels_bfs.hsaco",
    .unit = "vertices",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 512,
    .size_paper1 = 4096,
    .size_paper4 = 16384,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
    .verify = check,
    .flags = MGM_WL_ORDER_SENSITIVE,
};
