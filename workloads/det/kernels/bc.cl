/* Betweenness centrality, Brandes' algorithm the Pannotia way
 * (workloads/det/det_bc.c): topology-driven kernels, one work-item per vertex, one
 * launch per BFS level. Forward: vertices at distance d claim their
 * unvisited neighbours (compare-and-swap on dist) and add their path
 * counts to those at d + 1 (integer atomic add: exact, order-free).
 * Backward: vertices at distance d push their dependency share to their
 * predecessors with a float CAS-loop add (order-sensitive rounding).
 * Accumulate: bc += delta, per source. */
#include "det_atomic.h"

__kernel void det_bc_init(__global int *dist, __global uint *sigma, __global float *delta,
                          uint n, uint src)
{
    uint v = get_global_id(0);
    if (v >= n) return;
    dist[v] = v == src ? 0 : -1;
    sigma[v] = v == src ? 1u : 0u;
    delta[v] = 0.0f;
}

__kernel void det_bc_forward(__global const uint *row, __global const uint *col,
                             volatile __global int *dist, volatile __global uint *sigma, uint n,
                             int d)
{
    uint v = get_global_id(0);
    if (v >= n || dist[v] != d) return;
    uint s = sigma[v];
    for (uint e = row[v]; e < row[v + 1]; e++) {
        uint w = col[e];
        int old = atomic_cmpxchg(&dist[w], -1, d + 1);
        if (old == -1 || old == d + 1) atomic_add(&sigma[w], s);
    }
}

__kernel void det_bc_backward(__global const uint *row, __global const uint *col,
                              __global const int *dist, __global const uint *sigma,
                              volatile __global float *delta, uint n, int d)
{
    uint w = get_global_id(0);
    if (w >= n || dist[w] != d) return;
    float coef = (1.0f + delta[w]) / (float)sigma[w];
    for (uint e = row[w]; e < row[w + 1]; e++) {
        uint v = col[e];
        if (dist[v] == d - 1) det_atomic_add_f32(&delta[v], (float)sigma[v] * coef);
    }
}

__kernel void det_bc_accum(__global const int *dist, __global const float *delta,
                           __global float *bc, uint n, uint src)
{
    uint v = get_global_id(0);
    if (v < n && v != src && dist[v] > 0) bc[v] += delta[v];
}
