/* k-means on integer points (workloads/graph/graph_kmi.c): each point finds its
 * nearest centroid (squared distance, lowest index on ties) and adds its
 * coordinates and a count to the centroid's sums with no-return atomic
 * adds (the weight-gradient pattern of ML training); then one work-item
 * per centroid moves it to the mean and clears the sums. */
__kernel void lab_km_assign_comm(__global const int *pts, __global const int *cent,
                                 volatile __global int *sums, uint n, uint k)
{
    uint i = get_global_id(0);
    if (i >= n) return;
    int x = pts[2 * i], y = pts[2 * i + 1];
    uint best = 0;
    int bd = 0x7fffffff;
    for (uint c = 0; c < k; c++) {
        int dx = x - cent[2 * c], dy = y - cent[2 * c + 1];
        int d = dx * dx + dy * dy;
        if (d < bd) bd = d, best = c;
    }
    atomic_add(&sums[4 * best], x);
    atomic_add(&sums[4 * best + 1], y);
    atomic_add(&sums[4 * best + 2], 1);
}

__kernel void lab_km_update(__global int *cent, __global int *sums, uint k)
{
    uint c = get_global_id(0);
    if (c >= k) return;
    int cnt = sums[4 * c + 2];
    if (cnt > 0) {
        cent[2 * c] = sums[4 * c] / cnt;
        cent[2 * c + 1] = sums[4 * c + 1] / cnt;
    }
    sums[4 * c] = sums[4 * c + 1] = sums[4 * c + 2] = 0;
}
