/* PageRank, push style (workloads/det/det_pr.c): every vertex pushes rank / degree
 * to each neighbour's accumulator with a float CAS-loop add (the order of
 * the adds sets the rounding), then the update folds the accumulators
 * into the ranks and clears them. */
#include "det_atomic.h"

__kernel void det_pr_push(__global const uint *row, __global const uint *col,
                          __global const float *rank, volatile __global float *acc, uint n)
{
    uint u = get_global_id(0);
    if (u >= n || row[u + 1] == row[u]) return;
    float c = rank[u] / (float)(row[u + 1] - row[u]);
    for (uint e = row[u]; e < row[u + 1]; e++) det_atomic_add_f32(&acc[col[e]], c);
}

__kernel void det_pr_update(__global float *rank, __global float *acc, uint n, float base,
                            float damp)
{
    uint v = get_global_id(0);
    if (v >= n) return;
    rank[v] = base + damp * acc[v];
    acc[v] = 0.0f;
}
