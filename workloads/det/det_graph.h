/* workloads/det/det_graph.h - the graphs of the order-sensitive graph workloads
 * (prefix det_graph_): R-MAT graphs generated deterministically from a
 * seed, made undirected (every edge both ways, no self-loops, no
 * duplicates), in CSR form with each vertex's neighbours sorted; and the
 * CPU breadth-first search the references and plans use.
 *
 * R-MAT (Chakrabarti et al., SDM 2004; Graph500's a, b, c = 0.57, 0.19,
 * 0.19): n = 2^k vertices, n * avg_degree / 2 edge draws, each placing an
 * edge by k recursive quadrant choices; the skewed degrees and the small
 * diameter are those of the social and web graphs Pannotia and the DAB
 * paper run on. The generator draws from mgm_rand (splitmix64) only: the
 * same (n, degree, seed) gives the same graph on every host.
 *
 * Ownership: det_graph_make returns malloc'd arrays in g (det_graph_free).
 * Failure: -1 when out of memory. No global state. */
#ifndef MGSIM_DET_DET_GRAPH_H
#define MGSIM_DET_DET_GRAPH_H

#include <stdint.h>

#include "workloads/mgm.h"

typedef struct det_graph {
    uint32_t n;      /* vertices */
    uint32_t nnz;    /* directed edges (twice the undirected ones) */
    uint32_t *row;   /* n + 1 offsets into col */
    uint32_t *col;   /* neighbours, sorted per vertex */
} det_graph;

/* n a power of two >= 2; avg_degree >= 1. */
int det_graph_make(det_graph *g, uint32_t n, uint32_t avg_degree, uint64_t seed);
/* A graph over the CSR arrays of a problem's buffers (no copy). */
det_graph det_graph_view(uint32_t n, const uint32_t *row, const uint32_t *col);
void det_graph_free(det_graph *g);

/* BFS from src: level[v] (-1 unreached) and, when order is not NULL, the
 * vertices in visiting order (each level sorted by vertex id); returns
 * the number of levels (the deepest level + 1), or -1 out of memory. */
int det_graph_bfs(const det_graph *g, uint32_t src, int32_t *level, uint32_t *order);
/* The vertex of largest degree (lowest id among equals): a source that
 * reaches the big component. */
uint32_t det_graph_hub(const det_graph *g);

/* ---- a workload problem's graph (det and graph suites) ---- */
#define DET_GRAPH_DEGREE 8u /* average degree of the workloads' R-MAT graphs */
/* The R-MAT graph of p (p->size vertices, DET_GRAPH_DEGREE, p->seed) as
 * two replicated IN buffers "row" and "col", declared next (indices in
 * *row, *col). 0, or -1 with why in err (out of memory). */
int det_graph_bufs(mgm_problem *p, int *row, int *col, char *err);
/* A view of the graph in p's buffers row and col (no copy). */
det_graph det_graph_of(const mgm_problem *p, int row, int col);

#endif
