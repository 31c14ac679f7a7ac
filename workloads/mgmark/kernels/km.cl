/* MGMark KM: the two kernels of Hetero-Mark's KMeans (same names and
 * arguments). kmeans_kernel_swap turns the point-major feature array
 * (feature[p * nfeatures + f]) into a feature-major one
 * (feature_swap[f * npoints + p]) so that the distance loop reads
 * consecutive words across a wavefront; kmeans_kernel_compute assigns
 * every point the nearest of nclusters centroids (clusters[c * nfeatures
 * + f], squared Euclidean distance, the lowest index wins a tie). The
 * host recomputes the centroids between iterations.
 * One work-item per point p = get_global_id(0): a multi-GPU host gives
 * each GPU a range of points through the dispatch's global offset.
 * offset and size are accepted and unused, as in Hetero-Mark's kernel. */

__kernel void kmeans_kernel_swap(__global float *feature, __global float *feature_swap,
                                 int npoints, int nfeatures)
{
    uint p = get_global_id(0);
    if (p >= (uint)npoints) return;
    for (int f = 0; f < nfeatures; f++)
        feature_swap[(size_t)f * npoints + p] = feature[(size_t)p * nfeatures + f];
}

__kernel void kmeans_kernel_compute(__global float *feature, __global float *clusters,
                                    __global int *membership, int npoints, int nclusters,
                                    int nfeatures, int offset, int size)
{
    (void)offset;
    (void)size;
    uint p = get_global_id(0);
    if (p >= (uint)npoints) return;
    int best = 0;
    float best_d = MAXFLOAT;
    for (int c = 0; c < nclusters; c++) {
        float d = 0.0f;
        for (int f = 0; f < nfeatures; f++) {
            float diff = feature[(size_t)f * npoints + p] - clusters[c * nfeatures + f];
            d += diff * diff;
        }
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    membership[p] = best;
}
