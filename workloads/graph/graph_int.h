/* workloads/graph/graph_int.h - helpers of the graph workload files. */
#ifndef MGSIM_GRAPH_GRAPH_INT_H
#define MGSIM_GRAPH_GRAPH_INT_H

#include "workloads/det/det_graph.h"
#include "workloads/graph/graph.h"
#include "workloads/mgm_int.h"

#define GRAPH_WG 128u     /* work-items per work-group (two wavefronts) */

extern const mgm_workload graph_cca, graph_ccav, graph_prfx, graph_kmi;
extern const mgm_workload graph_hl1, graph_hl4, graph_hl16, graph_hl64;

/* The R-MAT graph of p (p->size vertices, p->seed) as three replicated
 * IN buffers: "row" and "col" (CSR) and "src" (each edge's source), at
 * indices 0, 1, 2 (declare them first; det_graph_bufs' graph and
 * degree, DET_GRAPH_DEGREE); the directed edges in
 * p->param[GRAPH_P_EDGES]. The kernels run one work-item per edge, so a
 * hub's edges spread over the GPU. */
#define GRAPH_P_EDGES 7
int graph_bufs(mgm_problem *p, char *err);
det_graph graph_of(const mgm_problem *p);
/* One launch step of tmpl over items work-items split over the GPUs. */
int graph_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err);
/* Buffer b of elems elements of elem_bytes split over the GPUs like the work. */
void graph_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes);

#endif
