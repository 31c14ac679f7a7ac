/* Connected components by label propagation (workloads/graph/graph_cca.c): each
 * round every edge (u, v) pushes u's label (from cur) to v's label in
 * next with a no-return atomic min, then next is copied into cur. The
 * pushes read cur and update next, so the atomics never share a line
 * with the loads. */
__kernel void lab_cca_push_comm(__global const uint *src, __global const uint *col,
                                __global const uint *cur, volatile __global uint *next, uint m)
{
    uint e = get_global_id(0);
    if (e < m) atomic_min(&next[col[e]], cur[src[e]]);
}

/* The same round, one work-item per vertex looping over its edges (the
 * Pannotia shape): a hub's work-item runs long, fewer atomics per load. */
__kernel void lab_ccav_push_comm(__global const uint *row, __global const uint *col,
                                 __global const uint *cur, volatile __global uint *next, uint n)
{
    uint u = get_global_id(0);
    if (u >= n) return;
    uint l = cur[u];
    for (uint e = row[u]; e < row[u + 1]; e++) atomic_min(&next[col[e]], l);
}

__kernel void lab_cca_copy(__global uint *cur, __global const uint *next, uint n)
{
    uint v = get_global_id(0);
    if (v < n) cur[v] = next[v];
}
