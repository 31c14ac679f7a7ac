/* kmi: k-means on integer points (workloads/graph/kernels/kmi.cl), the
 * accumulation pattern of ML training (every work-item adds into a few
 * shared weights): n points in [0, 1024)^2 around 32 hidden centres, 32
 * centroids starting at the first 32 points, 3 iterations of assign
 * (atomic adds of x, y and 1 into the nearest centroid's sums) and
 * update (centroid = sums / count, integer). Exact against the CPU. */
#include <stdlib.h>
#include <string.h>

#include "workloads/graph/graph_int.h"

enum { P_N, P_K };
enum { B_PTS, B_CENT, B_SUMS };
#define K 32u
#define ITERS 3u

static int check_size(uint64_t size, char *err) { return mgm_check_pow2(size, 64, 1u << 22, err); }

static int setup(mgm_problem *p, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_K] = K;
    if (mgm_buf_add(p, "pts", 8 * p->size, MGM_BUF_IN, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "cent", 8 * K, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "sums", 16 * K, 0, MGM_E_I32, err) < 0)
        return -1;
    int32_t *pts = (int32_t *)(void *)p->buf[B_PTS].init;
    int32_t *cent = (int32_t *)(void *)p->buf[B_CENT].init;
    uint64_t s = mgm_stream(p->seed, 1);
    int32_t cx[K], cy[K];
    for (uint32_t c = 0; c < K; c++) cx[c] = (int32_t)mgm_randu(&s, 896) + 64,
                                     cy[c] = (int32_t)mgm_randu(&s, 896) + 64;
    for (uint64_t i = 0; i < p->size; i++) {
        uint32_t c = mgm_randu(&s, K);
        pts[2 * i] = cx[c] + (int32_t)mgm_randu(&s, 129) - 64;
        pts[2 * i + 1] = cy[c] + (int32_t)mgm_randu(&s, 129) - 64;
    }
    memcpy(cent, pts, 8 * K);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size;
    graph_own_split(pl, B_PTS, n, 8);
    mgm_own_all(pl, p, B_CENT);
    mgm_own_first(pl, p, B_SUMS); /* the sums on GPU 0: everyone's atomics */
    mgm_launch as = mgm_tmpl("lab_km_assign_comm"), up = mgm_tmpl("lab_km_update");
    mgm_arg_buf(&as, B_PTS, 0);
    mgm_arg_buf(&as, B_CENT, 0);
    mgm_arg_buf(&as, B_SUMS, 0);
    mgm_arg_u32(&as, (uint32_t)n);
    mgm_arg_u32(&as, K);
    mgm_touch(&as, B_PTS, MGM_ACC_R, mgm_span1(0, 8 * n));
    mgm_touch(&as, B_CENT, MGM_ACC_R, mgm_span1(0, 8 * K));
    mgm_touch(&as, B_SUMS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 16 * K));
    mgm_arg_buf(&up, B_CENT, 0);
    mgm_arg_buf(&up, B_SUMS, 0);
    mgm_arg_u32(&up, K);
    mgm_touch(&up, B_CENT, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 8 * K));
    mgm_touch(&up, B_SUMS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 16 * K));
    for (unsigned it = 0; it < ITERS; it++) {
        /* the update: K work-items, one work-group, on GPU 0 */
        if (graph_launch(pl, &as, n, err) < 0 || graph_launch(pl, &up, K, err) < 0) return -1;
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    const int32_t *pts = (const int32_t *)(const void *)p->buf[B_PTS].init;
    int32_t *cent = malloc(8 * K);
    if (!cent) return mgm_fail(err, "kmi: out of memory");
    memcpy(cent, p->buf[B_CENT].init, 8 * K);
    for (unsigned it = 0; it < ITERS; it++) {
        int64_t sx[K] = {0}, sy[K] = {0}, cnt[K] = {0};
        for (uint64_t i = 0; i < p->size; i++) {
            int32_t x = pts[2 * i], y = pts[2 * i + 1], bd = 0x7fffffff;
            uint32_t best = 0;
            for (uint32_t c = 0; c < K; c++) {
                int32_t dx = x - cent[2 * c], dy = y - cent[2 * c + 1], d = dx * dx + dy * dy;
                if (d < bd) bd = d, best = c;
            }
            sx[best] += x, sy[best] += y, cnt[best]++;
        }
        for (uint32_t c = 0; c < K; c++)
            if (cnt[c]) cent[2 * c] = (int32_t)(sx[c] / cnt[c]), cent[2 * c + 1] = (int32_t)(sy[c] / cnt[c]);
    }
    out[B_CENT] = (uint8_t *)cent;
    return 0;
}

const mgm_workload graph_kmi = {
    .name = "kmi",
    .title = "k-means, integer sums by atomic adds",
    .hsaco = "graph_kernels_kmi.hsaco",
    .unit = "points",
    .pattern = MGM_PAT_GATHER,
    .size_default = 8192,
    .size_paper1 = 65536,
    .size_paper4 = 262144,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
};
