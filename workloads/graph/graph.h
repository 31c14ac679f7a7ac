/* graph (prefix graph_): atomics-heavy graph and ML workloads for the
 * local atomic buffer study (docs/lab.md), with integer or fixed-point
 * accumulators (gfx803 has no global float atomic add: its CAS loops
 * bypass LAB) and results checked exactly on the CPU. Registered by
 * WL_SUITE(graph_suite, graph) in workloads/wl_list.h; the histogram is
 * det's `hist`.
 *
 *   cca   connected components: labels by atomic min, R-MAT graph,
 *         one work-item per edge
 *   ccav  the same, one work-item per vertex (fewer atomics per request)
 *   prfx  PageRank push in 2^24 fixed point: integer atomic adds
 *   kmi   k-means on integer points: per-centroid sums by atomic adds
 *   hl1, hl4, hl16, hl64  a 256-bin histogram with L coalesced loads per
 *         element: the ATGR sweep
 *
 * The accumulating kernels' names end in "_comm" (lab.select=comm). */
#ifndef MGSIM_GRAPH_GRAPH_H
#define MGSIM_GRAPH_GRAPH_H

#include "workloads/mgm.h"

extern const mgm_suite graph_suite;

#endif
