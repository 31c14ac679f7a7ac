/* See gd.h. */
#include "workloads/mgmark/gd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_N };
enum { B_W, B_X, B_Y, B_GRAD };
#define WG 64u
#define NB ((uint64_t)MGM_GD_BATCHES)
#define NS ((uint64_t)MGM_GD_SAMPLES)

static int check_size(uint64_t size, char *err)
{
    if (size > (1ull << 26)) return snprintf(err, ERR_LEN, "too large (max 64M)"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    uint64_t n = p->size, obs = NB * NS * n;
    p->param[P_N] = n;
    if (mgm_buf_add(p, "w", 4 * n, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "x", 4 * obs, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "y", 4 * obs, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "grad", 4 * NB * n, 0, MGM_E_F32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_W, 1e-4, 1e-6);
    float *wt = malloc(4 * n);
    if (!wt) return snprintf(err, ERR_LEN, "gd: out of memory"), -1;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t j = 0; j < n; j++) wt[j] = mgm_randf(&s, -2.0f, 2.0f);
    s = mgm_stream(p->seed, 2);
    for (uint64_t i = 0; i < obs; i++) {
        float xv = mgm_randf(&s, -1.0f, 1.0f);
        float yv = wt[i % n] * xv + mgm_randf(&s, -0.05f, 0.05f);
        memcpy(p->buf[B_X].init + 4 * i, &xv, 4);
        memcpy(p->buf[B_Y].init + 4 * i, &yv, 4);
    }
    free(wt);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N], batch = 4 * NS * n;
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t b0, nb, j0, nj;
        mgm_split(NB, pl->ngpus, g, 1, &b0, &nb);
        mgm_split(n, pl->ngpus, g, WG, &j0, &nj);
        mgm_own(pl, B_X, g, mgm_span1(b0 * batch, nb * batch));
        mgm_own(pl, B_Y, g, mgm_span1(b0 * batch, nb * batch));
        mgm_own(pl, B_GRAD, g, mgm_span1(4 * b0 * n, 4 * nb * n));
        mgm_own(pl, B_W, g, mgm_span1(4 * j0, 4 * nj));
    }
    for (unsigned it = 0; it < MGM_GD_ITERS; it++) {
        bool first_launch = true;
        for (unsigned g = 0; g < pl->ngpus; g++) {
            uint64_t b0, nb;
            mgm_split(NB, pl->ngpus, g, 1, &b0, &nb);
            if (!nb) continue;
            mgm_launch *l = mgm_plan_launch(pl, first_launch, "gd_gradient", g, 2, err);
            if (!l) return -1;
            first_launch = false;
            l->grid[0] = (uint32_t)n, l->grid[1] = (uint32_t)nb;
            l->local[0] = WG;
            l->offset[1] = b0;
            mgm_arg_buf(l, B_GRAD, 0);
            mgm_arg_buf(l, B_X, 0);
            mgm_arg_buf(l, B_Y, 0);
            mgm_arg_buf(l, B_W, 0);
            mgm_arg_u32(l, (uint32_t)n);
            mgm_arg_u32(l, (uint32_t)NS);
            mgm_touch(l, B_GRAD, MGM_ACC_W, mgm_span1(4 * b0 * n, 4 * nb * n));
            mgm_touch(l, B_X, MGM_ACC_R, mgm_span1(b0 * batch, nb * batch));
            mgm_touch(l, B_Y, MGM_ACC_R, mgm_span1(b0 * batch, nb * batch));
            mgm_touch(l, B_W, MGM_ACC_R, mgm_span1(0, 4 * n));
        }
        first_launch = true;
        for (unsigned g = 0; g < pl->ngpus; g++) {
            uint64_t j0, nj;
            mgm_split(n, pl->ngpus, g, WG, &j0, &nj);
            if (!nj) continue;
            mgm_launch *l = mgm_plan_launch(pl, first_launch, "gd_update", g, 1, err);
            if (!l) return -1;
            first_launch = false;
            l->grid[0] = (uint32_t)nj;
            l->local[0] = WG;
            l->offset[0] = j0;
            mgm_arg_buf(l, B_W, 0);
            mgm_arg_buf(l, B_GRAD, 0);
            mgm_arg_u32(l, (uint32_t)n);
            mgm_arg_u32(l, (uint32_t)NB);
            mgm_arg_f32(l, MGM_GD_RATE);
            mgm_touch(l, B_W, MGM_ACC_R | MGM_ACC_W, mgm_span1(4 * j0, 4 * nj));
            mgm_touch(l, B_GRAD, MGM_ACC_R, mgm_spans(4 * j0, 4 * nj, 4 * n, (uint32_t)NB));
        }
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t n = p->param[P_N];
    const float *x = (const float *)(const void *)p->buf[B_X].init;
    const float *y = (const float *)(const void *)p->buf[B_Y].init;
    float *w = calloc(n ? n : 1, 4), *grad = malloc(4 * NB * (n ? n : 1));
    if (!w || !grad) {
        free(w), free(grad);
        return snprintf(err, ERR_LEN, "gd: out of memory"), -1;
    }
    for (unsigned it = 0; it < MGM_GD_ITERS; it++) {
        for (uint64_t b = 0; b < NB; b++)
            for (uint64_t j = 0; j < n; j++) {
                float g = 0.0f;
                for (uint64_t m = 0; m < NS; m++) {
                    uint64_t at = (b * NS + m) * n + j;
                    float e = w[j] * x[at] - y[at];
                    g += e * x[at];
                }
                grad[b * n + j] = g * (2.0f / (float)NS);
            }
        for (uint64_t j = 0; j < n; j++) {
            float sum = 0.0f;
            for (uint64_t b = 0; b < NB; b++) sum += grad[b * n + j];
            w[j] -= MGM_GD_RATE * (sum / (float)NB);
        }
    }
    free(grad);
    out[B_W] = (uint8_t *)w;
    return 0;
}

const mgm_workload mgm_gd = {
    .name = "gd",
    .title = "Gradient descent",
    .hsaco = "mgmark_kernels_gd.hsaco",
    .unit = "elements",
    .pattern = MGM_PAT_GATHER,
    .size_default = 16 << 10,
    .size_paper1 = 256 << 10,
    .size_paper4 = 1 << 20,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
};
