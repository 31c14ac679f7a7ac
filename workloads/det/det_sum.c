/* sum: a float sum reduction through atomic compare-and-swap loops
 * (workloads/det/kernels/sum.cl). n values in [0.5, 1.5) with full 24-bit
 * mantissas go into 64 bins (value i into bin i % 64), so every add
 * rounds and the bits of each bin depend on the order the adds reached
 * memory. The reference sums in double; the tolerance covers any order
 * (n / 64 float adds: relative error below n / 64 * 2^-24). */
#include <stdio.h>
#include <stdlib.h>

#include "workloads/det/det_int.h"

enum { P_N, P_BINS };
enum { B_IN, B_BINS };
#define NBINS 64u

static int check_size(uint64_t size, char *err)
{
    return mgm_check_pow2(size, 64, 1u << 24, err);
}

static int setup(mgm_problem *p, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_BINS] = NBINS;
    if (mgm_buf_add(p, "in", 4 * p->size, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "bins", 4 * NBINS, MGM_BUF_OUT, MGM_E_F32, err) < 0)
        return -1;
    mgm_buf_tol(p, B_BINS, 1e-4, 0);
    float *in = (float *)(void *)p->buf[B_IN].init;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < p->size; i++) in[i] = mgm_randf(&s, 0.5f, 1.5f);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    det_own_split(pl, B_IN, p->size, 4);
    mgm_own_first(pl, p, B_BINS);
    mgm_launch t = mgm_tmpl("det_sum");
    mgm_arg_buf(&t, B_IN, 0);
    mgm_arg_buf(&t, B_BINS, 0);
    mgm_arg_u32(&t, (uint32_t)p->size);
    mgm_arg_u32(&t, NBINS);
    mgm_touch(&t, B_IN, MGM_ACC_R, mgm_span1(0, 4 * p->size));
    mgm_touch(&t, B_BINS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * NBINS));
    return det_launch(pl, &t, p->size, err);
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    const float *in = (const float *)(const void *)p->buf[B_IN].init;
    double sum[NBINS] = {0};
    float *bins = malloc(4 * NBINS);
    if (!bins) return mgm_fail(err, "sum: out of memory");
    for (uint64_t i = 0; i < p->size; i++) sum[i % NBINS] += in[i];
    for (unsigned b = 0; b < NBINS; b++) bins[b] = (float)sum[b];
    out[B_BINS] = (uint8_t *)bins;
    return 0;
}

const mgm_workload det_sum = {
    .name = "sum",
    .title = "float sum through CAS loops",
    .hsaco = "det_kernels_sum.hsaco",
    .unit = "elements",
    .pattern = MGM_PAT_GATHER,
    .size_default = 16384,
    .size_paper1 = 65536,
    .size_paper4 = 262144,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
    .flags = MGM_WL_ORDER_SENSITIVE,
};
