/* See fir.h. */
#include "workloads/mgmark/fir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_N, P_TAPS };
enum { B_OUT, B_COEFF, B_IN, B_HIST };
#define WG 64u

static int check_size(uint64_t size, char *err)
{
    if (size > UINT32_MAX) return snprintf(err, ERR_LEN, "too large"), -1;
    return 0;
}

static void fill(mgm_problem *p, int b, uint64_t n, uint64_t purpose)
{
    uint64_t s = mgm_stream(p->seed, purpose);
    for (uint64_t i = 0; i < n; i++) {
        float v = mgm_randf(&s, -1.0f, 1.0f);
        memcpy(p->buf[b].init + 4 * i, &v, 4);
    }
}

static int setup(mgm_problem *p, char *err)
{
    uint64_t n = p->size, t = MGM_FIR_TAPS;
    p->param[P_N] = n;
    p->param[P_TAPS] = t;
    if (mgm_buf_add(p, "output", 4 * n, MGM_BUF_OUT, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "coeff", 4 * t, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "input", 4 * n, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "history", 4 * t, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_F32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_OUT, 1e-5, 1e-5);
    fill(p, B_COEFF, t, 1);
    fill(p, B_IN, n, 2);
    fill(p, B_HIST, t, 3);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N], taps = p->param[P_TAPS];
    mgm_own_all(pl, p, B_COEFF);
    mgm_own_all(pl, p, B_HIST);
    bool fresh = true; /* the first launch opens the step */
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(n, pl->ngpus, g, WG, &first, &count);
        mgm_own(pl, B_OUT, g, mgm_span1(4 * first, 4 * count));
        mgm_own(pl, B_IN, g, mgm_span1(4 * first, 4 * count));
        if (!count) continue;
        mgm_launch *l = mgm_plan_launch(pl, fresh, "FIR", g, 1, err);
        if (!l) return -1;
        fresh = false;
        l->grid[0] = (uint32_t)count;
        l->local[0] = WG;
        l->offset[0] = first;
        mgm_arg_buf(l, B_OUT, 0);
        mgm_arg_buf(l, B_COEFF, 0);
        mgm_arg_buf(l, B_IN, 0);
        mgm_arg_buf(l, B_HIST, 0);
        mgm_arg_u32(l, (uint32_t)taps);
        uint64_t lo = first >= taps - 1 ? first - (taps - 1) : 0;
        mgm_touch(l, B_OUT, MGM_ACC_W, mgm_span1(4 * first, 4 * count));
        mgm_touch(l, B_IN, MGM_ACC_R, mgm_span1(4 * lo, 4 * (first + count - lo)));
        mgm_touch(l, B_COEFF, MGM_ACC_R, mgm_span1(0, 4 * taps));
        if (first < taps - 1) mgm_touch(l, B_HIST, MGM_ACC_R, mgm_span1(0, 4 * taps));
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t n = p->param[P_N], taps = p->param[P_TAPS];
    const float *c = (const float *)(const void *)p->buf[B_COEFF].init;
    const float *x = (const float *)(const void *)p->buf[B_IN].init;
    const float *h = (const float *)(const void *)p->buf[B_HIST].init;
    float *o = malloc(4 * (n ? n : 1));
    if (!o) return snprintf(err, ERR_LEN, "fir: out of memory"), -1;
    for (uint64_t t = 0; t < n; t++) {
        float acc = 0.0f;
        for (uint64_t k = 0; k < taps; k++) acc += c[k] * (k <= t ? x[t - k] : h[taps - (k - t)]);
        o[t] = acc;
    }
    out[B_OUT] = (uint8_t *)o;
    return 0;
}

const mgm_workload mgm_fir = {
    .name = "fir",
    .title = "FIR filter",
    .hsaco = "mgmark_kernels_fir.hsaco",
    .unit = "elements",
    .pattern = MGM_PAT_ADJACENT,
    .size_default = 16 << 10,
    .size_paper1 = 64 << 10,
    .size_paper4 = 256 << 10,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
};
