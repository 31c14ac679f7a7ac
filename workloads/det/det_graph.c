/* See det_graph.h: R-MAT generation, CSR, breadth-first search, a problem's graph buffers. */
#include "workloads/det/det_graph.h"

#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

/* One R-MAT edge: k quadrant choices with probabilities a, b, c, d
 * (in units of 1/100). */
static void rmat_edge(uint64_t *s, unsigned k, uint32_t *u, uint32_t *v)
{
    uint32_t x = 0, y = 0;
    for (unsigned i = 0; i < k; i++) {
        uint32_t r = mgm_randu(s, 100);
        x <<= 1, y <<= 1;
        if (r < 57) continue;          /* a: top left */
        if (r < 76) y |= 1;            /* b: top right */
        else if (r < 95) x |= 1;       /* c: bottom left */
        else x |= 1, y |= 1;           /* d: bottom right */
    }
    *u = x, *v = y;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int det_graph_make(det_graph *g, uint32_t n, uint32_t avg_degree, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    unsigned k = 0;
    while ((1u << k) < n) k++;
    uint64_t draws = (uint64_t)n * avg_degree / 2, m = 0;
    uint64_t *e = malloc(2 * (draws ? draws : 1) * sizeof *e); /* (u << 32 | v), both ways */
    g->row = calloc((size_t)n + 1, sizeof *g->row);
    if (!e || !g->row) goto oom;
    uint64_t s = mgm_stream(seed, 0x67726170); /* "grap" */
    for (uint64_t i = 0; i < draws; i++) {
        uint32_t u, v;
        rmat_edge(&s, k, &u, &v);
        if (u == v) continue;
        e[m++] = (uint64_t)u << 32 | v;
        e[m++] = (uint64_t)v << 32 | u;
    }
    qsort(e, m, sizeof *e, cmp_u64); /* by source, then neighbour */
    uint64_t w = 0;
    for (uint64_t i = 0; i < m; i++)
        if (i == 0 || e[i] != e[i - 1]) e[w++] = e[i];
    g->n = n;
    g->nnz = (uint32_t)w;
    g->col = malloc((w ? w : 1) * sizeof *g->col);
    if (!g->col) goto oom;
    for (uint64_t i = 0; i < w; i++) {
        g->row[(e[i] >> 32) + 1]++;
        g->col[i] = (uint32_t)e[i];
    }
    for (uint32_t v = 0; v < n; v++) g->row[v + 1] += g->row[v];
    free(e);
    return 0;
oom:
    free(e);
    det_graph_free(g);
    return -1;
}

det_graph det_graph_view(uint32_t n, const uint32_t *row, const uint32_t *col)
{
    /* the view never writes through these */
    return (det_graph){n, row[n], (uint32_t *)(uintptr_t)row, (uint32_t *)(uintptr_t)col};
}

void det_graph_free(det_graph *g)
{
    free(g->row);
    free(g->col);
    memset(g, 0, sizeof *g);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

int det_graph_bfs(const det_graph *g, uint32_t src, int32_t *level, uint32_t *order)
{
    uint32_t *q = malloc((g->n ? g->n : 1) * sizeof *q);
    if (!q) return -1;
    for (uint32_t v = 0; v < g->n; v++) level[v] = -1;
    uint32_t head = 0, tail = 0;
    int depth = 0;
    level[src] = 0;
    q[tail++] = src;
    while (head < tail) {
        uint32_t end = tail; /* one level: [lo, end) */
        for (; head < end; head++)
            for (uint32_t e = g->row[q[head]]; e < g->row[q[head] + 1]; e++)
                if (level[g->col[e]] < 0) {
                    level[g->col[e]] = depth + 1;
                    q[tail++] = g->col[e];
                }
        qsort(q + end, tail - end, sizeof *q, cmp_u32);
        depth++;
    }
    if (order) memcpy(order, q, tail * sizeof *q);
    free(q);
    return depth;
}

uint32_t det_graph_hub(const det_graph *g)
{
    uint32_t best = 0;
    for (uint32_t v = 1; v < g->n; v++)
        if (g->row[v + 1] - g->row[v] > g->row[best + 1] - g->row[best]) best = v;
    return best;
}

/* ==== a problem's graph buffers ==== */

int det_graph_bufs(mgm_problem *p, int *row, int *col, char *err)
{
    det_graph g;
    if (det_graph_make(&g, (uint32_t)p->size, DET_GRAPH_DEGREE, p->seed) < 0)
        return mgm_fail(err, "%s: out of memory for the graph", p->w->name);
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
