/* See bs.h. */
#include "workloads/mgmark/bs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_N, P_STAGES };
enum { B_ARRAY };
#define WG 64u

static int check_size(uint64_t size, char *err)
{
    if (size < 2 || (size & (size - 1)))
        return snprintf(err, ERR_LEN, "not a power of two >= 2"), -1;
    if (size > (1ull << 31)) return snprintf(err, ERR_LEN, "too large"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    p->param[P_N] = p->size;
    unsigned st = 0;
    while ((1ull << st) < p->size) st++;
    p->param[P_STAGES] = st;
    if (mgm_buf_add(p, "array", 4 * p->size, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_U32, err) < 0)
        return -1;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < p->size; i++) {
        uint32_t v = (uint32_t)mgm_rand(&s);
        memcpy(p->buf[B_ARRAY].init + 4 * i, &v, 4);
    }
    return 0;
}

/* The elements work-items [t0, t1) touch at pair distance d, as a span
 * (bytes): exact when aligned to d or inside one block of d work-items. */
static mgm_span footprint(uint64_t t0, uint64_t t1, uint64_t d)
{
    uint64_t lo0 = (t0 / d) * 2 * d + t0 % d;
    if (t0 % d == 0 && t1 % d == 0) return mgm_span1(8 * t0, 8 * (t1 - t0));
    if (t0 / d == (t1 - 1) / d) return mgm_spans(4 * lo0, 4 * (t1 - t0), 4 * d, 2);
    uint64_t hi = ((t1 - 1) / d) * 2 * d + (t1 - 1) % d + d;
    return mgm_span1(4 * lo0, 4 * (hi + 1 - lo0));
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_N], threads = n / 2;
    uint32_t local = threads < WG ? (uint32_t)threads : WG;
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(threads, pl->ngpus, g, local, &first, &count);
        mgm_own(pl, B_ARRAY, g, mgm_span1(8 * first, 8 * count));
    }
    for (uint32_t stage = 0; stage < p->param[P_STAGES]; stage++)
        for (uint32_t pass = 0; pass <= stage; pass++) {
            bool fresh = true; /* the first launch of a pass opens its step */
            for (unsigned g = 0; g < pl->ngpus; g++) {
                uint64_t first, count;
                mgm_split(threads, pl->ngpus, g, local, &first, &count);
                if (!count) continue;
                mgm_launch *l = mgm_plan_launch(pl, fresh, "BitonicSort", g, 1, err);
                if (!l) return -1;
                fresh = false;
                l->grid[0] = (uint32_t)count;
                l->local[0] = local;
                l->offset[0] = first;
                mgm_arg_buf(l, B_ARRAY, 0);
                mgm_arg_u32(l, stage);
                mgm_arg_u32(l, pass);
                mgm_arg_u32(l, 1); /* ascending */
                mgm_touch(l, B_ARRAY, MGM_ACC_R | MGM_ACC_W,
                           footprint(first, first + count, 1ull << (stage - pass)));
            }
        }
    return 0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint8_t *o = malloc(p->buf[B_ARRAY].bytes);
    if (!o) return snprintf(err, ERR_LEN, "bs: out of memory"), -1;
    memcpy(o, p->buf[B_ARRAY].init, p->buf[B_ARRAY].bytes);
    qsort(o, p->param[P_N], 4, cmp_u32);
    out[B_ARRAY] = o;
    return 0;
}

const mgm_workload mgm_bs = {
    .name = "bs",
    .title = "Bitonic sort",
    .hsaco = "mgmark_kernels_bs.hsaco",
    .unit = "elements",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 4 << 10,
    .size_paper1 = 32 << 10,
    .size_paper4 = 128 << 10,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
};
