/* workloads/det/det_int.h - helpers shared by the det workload files: launches
 * split over the plan's GPUs, placement, the graph buffers, comparing
 * arrays. Not part of the contract (det.h). */
#ifndef MGSIM_DET_DET_INT_H
#define MGSIM_DET_DET_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "workloads/det/det.h"
#include "workloads/det/det_graph.h"
#include "workloads/mgm_int.h"

#define DET_WG 64u          /* work-group size of every det kernel */

extern const mgm_workload det_sum, det_bfs, det_hist, det_pr, det_bc;

/* A new launch step running tmpl (kernel, args, footprint) over items
 * work-items, split over the GPUs in work-group units, each part told
 * its global offset. 0 or -1 (out of memory). */
int det_launch(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, char *err);
/* Placement: buffer b of elems elements split over the GPUs like the
 * work (det_launch); all of it on GPU 0 is mgm_own_first. */
void det_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes);


/* Exact comparison of buffer b of got against ref; 0 or -1 with the first
 * difference in err (mgm_compare's wording). */
int det_same(const mgm_problem *p, int b, const uint8_t *got, const uint8_t *ref, char *err);

#endif
