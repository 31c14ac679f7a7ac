/* See km.h. */
#include "workloads/mgmark/km.h"

#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_N };
enum { B_FEAT, B_SWAP, B_CLUST, B_MEMB };
#define WG 64u
#define NF ((uint64_t)MGM_KM_FEATURES)
#define NK ((uint64_t)MGM_KM_CLUSTERS)

static int check_size(uint64_t size, char *err)
{
    if (size < NK) return snprintf(err, ERR_LEN, "fewer points than clusters (%u)",
                                   MGM_KM_CLUSTERS), -1;
    if (size > (1ull << 26)) return snprintf(err, ERR_LEN, "too large (max 64M)"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    uint64_t n = p->size;
    p->param[P_N] = n;
    if (mgm_buf_add(p, "feature", 4 * n * NF, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "feature_swap", 4 * n * NF, 0, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "clusters", 4 * NK * NF, MGM_BUF_IN | MGM_BUF_OUT | MGM_BUF_REPLICATED,
                    MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "membership", 4 * n, MGM_BUF_OUT, MGM_E_I32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_CLUST, 1e-6, 1e-6);
    float centre[MGM_KM_CLUSTERS][MGM_KM_FEATURES];
    uint64_t s = mgm_stream(p->seed, 1);
    for (unsigned k = 0; k < NK; k++)
        for (unsigned f = 0; f < NF; f++) centre[k][f] = mgm_randf(&s, -10.0f, 10.0f);
    s = mgm_stream(p->seed, 2);
    float *feat = (float *)(void *)p->buf[B_FEAT].init;
    for (uint64_t i = 0; i < n; i++)
        for (unsigned f = 0; f < NF; f++)
            feat[i * NF + f] = centre[i % NK][f] + mgm_randf(&s, -1.0f, 1.0f);
    memcpy(p->buf[B_CLUST].init, feat, 4 * NK * NF); /* Hetero-Mark: the first K points */
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N];
    mgm_own_all(pl, p, B_CLUST);
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t p0, np;
        mgm_split(n, pl->ngpus, g, WG, &p0, &np);
        mgm_own(pl, B_FEAT, g, mgm_span1(4 * NF * p0, 4 * NF * np));
        mgm_own(pl, B_SWAP, g, mgm_spans(4 * p0, 4 * np, 4 * n, (uint32_t)NF));
        mgm_own(pl, B_MEMB, g, mgm_span1(4 * p0, 4 * np));
    }
    for (unsigned it = 0; it <= MGM_KM_ITERS; it++) {
        bool fresh = true; /* the first launch opens the step */
        for (unsigned g = 0; g < pl->ngpus; g++) {
            uint64_t p0, np;
            mgm_split(n, pl->ngpus, g, WG, &p0, &np);
            if (!np) continue;
            const char *k = it == 0 ? "kmeans_kernel_swap" : "kmeans_kernel_compute";
            mgm_launch *l = mgm_plan_launch(pl, fresh, k, g, 1, err);
            if (!l) return -1;
            fresh = false;
            l->grid[0] = (uint32_t)np;
            l->local[0] = WG;
            l->offset[0] = p0;
            mgm_span swap = mgm_spans(4 * p0, 4 * np, 4 * n, (uint32_t)NF);
            if (it == 0) {
                mgm_arg_buf(l, B_FEAT, 0);
                mgm_arg_buf(l, B_SWAP, 0);
                mgm_arg_u32(l, (uint32_t)n);
                mgm_arg_u32(l, (uint32_t)NF);
                mgm_touch(l, B_FEAT, MGM_ACC_R, mgm_span1(4 * NF * p0, 4 * NF * np));
                mgm_touch(l, B_SWAP, MGM_ACC_W, swap);
                continue;
            }
            mgm_arg_buf(l, B_SWAP, 0);
            mgm_arg_buf(l, B_CLUST, 0);
            mgm_arg_buf(l, B_MEMB, 0);
            mgm_arg_u32(l, (uint32_t)n);
            mgm_arg_u32(l, (uint32_t)NK);
            mgm_arg_u32(l, (uint32_t)NF);
            mgm_arg_u32(l, 0); /* offset, size: unused, as in Hetero-Mark */
            mgm_arg_u32(l, 0);
            mgm_touch(l, B_SWAP, MGM_ACC_R, swap);
            mgm_touch(l, B_CLUST, MGM_ACC_R, mgm_span1(0, 4 * NK * NF));
            mgm_touch(l, B_MEMB, MGM_ACC_W, mgm_span1(4 * p0, 4 * np));
        }
        if (it > 0 && mgm_plan_host(pl, 0, err) < 0) return -1;
    }
    return 0;
}

/* The host's centroid update: the mean of each cluster's members (sums
 * in double, in point order); an empty cluster keeps its centroid. */
static void update_centroids(const float *feat, const int32_t *memb, uint64_t n, float *clust)
{
    double sum[MGM_KM_CLUSTERS][MGM_KM_FEATURES] = {{0}};
    uint64_t cnt[MGM_KM_CLUSTERS] = {0};
    for (uint64_t i = 0; i < n; i++) {
        int32_t k = memb[i];
        if (k < 0 || (uint64_t)k >= NK) continue; /* a wrong device result: verify says so */
        cnt[k]++;
        for (unsigned f = 0; f < NF; f++) sum[k][f] += feat[i * NF + f];
    }
    for (unsigned k = 0; k < NK; k++)
        for (unsigned f = 0; f < NF && cnt[k]; f++)
            clust[k * NF + f] = (float)(sum[k][f] / (double)cnt[k]);
}

static int host(const mgm_problem *p, unsigned op, const mgm_mem *mem, char *err)
{
    (void)op;
    uint64_t n = p->param[P_N];
    int32_t *memb = malloc(4 * n);
    float clust[MGM_KM_CLUSTERS * MGM_KM_FEATURES];
    int rc = -1;
    if (!memb) snprintf(err, ERR_LEN, "km: out of memory");
    else if (mem->read(mem->ctx, B_MEMB, 0, memb, 4 * n) < 0 ||
             mem->read(mem->ctx, B_CLUST, 0, clust, sizeof clust) < 0)
        snprintf(err, ERR_LEN, "km: cannot read the membership");
    else {
        update_centroids((const float *)(const void *)p->buf[B_FEAT].init, memb, n, clust);
        rc = mem->write(mem->ctx, B_CLUST, 0, clust, sizeof clust);
        if (rc < 0) snprintf(err, ERR_LEN, "km: cannot write the centroids");
    }
    free(memb);
    return rc;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t n = p->param[P_N];
    const float *feat = (const float *)(const void *)p->buf[B_FEAT].init;
    int32_t *memb = malloc(4 * n);
    float *clust = malloc(4 * NK * NF);
    if (!memb || !clust) {
        free(memb), free(clust);
        return snprintf(err, ERR_LEN, "km: out of memory"), -1;
    }
    memcpy(clust, p->buf[B_CLUST].init, 4 * NK * NF);
    for (unsigned it = 0; it < MGM_KM_ITERS; it++) {
        for (uint64_t i = 0; i < n; i++) { /* nearest centroid, in double */
            double best = DBL_MAX;
            for (unsigned k = 0; k < NK; k++) {
                double d = 0;
                for (unsigned f = 0; f < NF; f++) {
                    double t = (double)feat[i * NF + f] - clust[k * NF + f];
                    d += t * t;
                }
                if (d < best) best = d, memb[i] = (int32_t)k;
            }
        }
        update_centroids(feat, memb, n, clust);
    }
    out[B_MEMB] = (uint8_t *)memb;
    out[B_CLUST] = (uint8_t *)clust;
    return 0;
}

const mgm_workload mgm_km = {
    .name = "km",
    .title = "KMeans",
    .hsaco = "mgmark_kernels_km.hsaco",
    .unit = "points",
    .pattern = MGM_PAT_PARTITIONED,
    .size_default = 4 << 10,
    .size_paper1 = 32 << 10,
    .size_paper4 = 128 << 10,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = host,
    .reference = reference,
};
