/* workloads/mgmark/km.h - MGMark KM (Partitioned Data): k-means clustering of
 * `size` points of MGM_KM_FEATURES float features into MGM_KM_CLUSTERS
 * clusters, Hetero-Mark's kernels: kmeans_kernel_swap once (point-major
 * to feature-major), then MGM_KM_ITERS iterations of
 * kmeans_kernel_compute (membership) and a host step that recomputes the
 * centroids (the mean of each cluster's members; an empty cluster keeps
 * its centroid). A fixed iteration count keeps the plan independent of
 * the data (Hetero-Mark stops early when nothing moves; 5 is its cap).
 *
 * Buffers: "feature" (points, point-major), "feature_swap" (feature-major
 * work buffer [f * npoints + p]), "clusters" (centroids; replicated, the
 * host writes every copy; starts as the first K points; F32 out),
 * "membership" (I32 out, exact). Inputs: point p lies within 1 of the
 * centre of blob p mod K, blob centres uniform in [-10, 10)^F, so the
 * nearest centroid is never a near tie and the membership is exact.
 * Plan: with G GPUs, GPU g owns a contiguous range of points (64-point
 * granules) in "feature" and "membership", and the same range in every
 * feature row of "feature_swap" (a strided span): no remote access. */
#ifndef MGSIM_MGMARK_KM_H
#define MGSIM_MGMARK_KM_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_km;

enum { MGM_KM_FEATURES = 32, MGM_KM_CLUSTERS = 5, MGM_KM_ITERS = 5 };

#endif
