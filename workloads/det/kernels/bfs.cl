/* Queue-based BFS frontier expansion (workloads/det/det_bfs.c). The queue holds the
 * levels back to back: level L is queue[start(L) .. start(L) + cnt[L])
 * with start(L) = cnt[0] + ... + cnt[L-1]. Expanding level L, the first
 * work-item whose compare-and-swap claims a vertex sets its level and
 * parent and appends it with an atomic increment of cnt[L + 1]: the
 * queue order and the parents follow the order of the atomics. nthreads
 * work-items (over all GPUs' parts) stride over the frontier. cnt is
 * volatile so every read goes to memory (it changes between launches). */
__kernel void det_bfs_level(__global const uint *row, __global const uint *col,
                            volatile __global int *level, __global int *parent,
                            __global uint *queue, volatile __global uint *cnt, uint lvl,
                            uint nthreads)
{
    uint start = 0;
    for (uint k = 0; k < lvl; k++) start += cnt[k];
    uint n = cnt[lvl], next = start + n;
    for (uint i = get_global_id(0); i < n; i += nthreads) {
        uint u = queue[start + i];
        for (uint e = row[u]; e < row[u + 1]; e++) {
            uint v = col[e];
            if (atomic_cmpxchg(&level[v], -1, (int)lvl + 1) == -1) {
                parent[v] = (int)u;
                queue[next + atomic_inc(&cnt[lvl + 1])] = v;
            }
        }
    }
}
