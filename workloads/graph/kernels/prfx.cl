/* PageRank, push style, in fixed point (workloads/graph/graph_prfx.c): ranks are
 * integers (1.0 = 2^24); each edge (u, v) adds rank[u] / degree(u) to
 * v's accumulator with a no-return integer atomic add (a float
 * add would be a CAS loop on gfx803, which LAB cannot buffer), then the
 * update folds the accumulators: rank = base + acc * 85 / 100. */
__kernel void lab_pr_push_comm(__global const uint *row, __global const uint *col,
                               __global const uint *src, __global const uint *rank,
                               volatile __global uint *acc, uint m)
{
    uint e = get_global_id(0);
    if (e >= m) return;
    uint u = src[e];
    atomic_add(&acc[col[e]], rank[u] / (row[u + 1] - row[u]));
}

__kernel void lab_pr_update(__global uint *rank, __global uint *acc, uint n, uint base)
{
    uint v = get_global_id(0);
    if (v >= n) return;
    rank[v] = base + (uint)(((ulong)acc[v] * 85ul) / 100ul);
    acc[v] = 0u;
}
