/* hist: an integer histogram with atomic adds (workloads/det/kernels/hist.cl), the
 * control: n values into 256 bins; integer adds commute, so the counts
 * (and their hash) are the same for every order. */
#include <stdio.h>
#include <stdlib.h>

#include "workloads/det/det_int.h"

enum { P_N, P_BINS };
enum { B_IN, B_HIST };
#define NBINS 256u

static int check_size(uint64_t size, char *err)
{
    return mgm_check_pow2(size, 64, 1u << 24, err);
}

static int setup(mgm_problem *p, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_BINS] = NBINS;
    if (mgm_buf_add(p, "in", 4 * p->size, MGM_BUF_IN, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "hist", 4 * NBINS, MGM_BUF_OUT, MGM_E_U32, err) < 0)
        return -1;
    uint32_t *in = (uint32_t *)(void *)p->buf[B_IN].init;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < p->size; i++) in[i] = (uint32_t)mgm_rand(&s);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    det_own_split(pl, B_IN, p->size, 4);
    mgm_own_first(pl, p, B_HIST);
    mgm_launch t = mgm_tmpl("det_hist");
    mgm_arg_buf(&t, B_IN, 0);
    mgm_arg_buf(&t, B_HIST, 0);
    mgm_arg_u32(&t, (uint32_t)p->size);
    mgm_arg_u32(&t, NBINS);
    mgm_touch(&t, B_IN, MGM_ACC_R, mgm_span1(0, 4 * p->size));
    mgm_touch(&t, B_HIST, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * NBINS));
    return det_launch(pl, &t, p->size, err);
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    const uint32_t *in = (const uint32_t *)(const void *)p->buf[B_IN].init;
    uint32_t *h = calloc(NBINS, 4);
    if (!h) return mgm_fail(err, "hist: out of memory");
    for (uint64_t i = 0; i < p->size; i++) h[in[i] % NBINS]++;
    out[B_HIST] = (uint8_t *)h;
    return 0;
}

const mgm_workload det_hist = {
    .name = "hist",
    .title = "integer histogram with atomic adds (control)",
    .hsaco = "det_kernels_hist.hsaco",
    .unit = "elements",
    .pattern = MGM_PAT_GATHER,
    .size_default = 4096,
    .size_paper1 = 16384,
    .size_paper4 = 65536,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
};
