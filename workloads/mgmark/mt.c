/* See mt.h. */
#include "workloads/mgmark/mt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_W, P_WI, P_NB };
enum { B_IN, B_OUT };
enum { V_OPENCL, V_HIP };

/* Ours (kernels/mt.cl, a __local tile argument) and a HIP port of the
 * same kernel (as MGPUSim's gfx942 object has it, and our
 * test/mgmark/hip/mt.hip: a global pointer in its place and the tile in
 * dynamic shared memory). */
static const mgm_variant variants[] = {
    {"opencl", "matrixTranspose", "g,g,l,4,4,4,4,4"},
    {"hip", "matrixTranspose", "g,g,g,4,4,4,4,4"},
};
#define BS ((uint32_t)MGM_MT_BLOCK)
#define TILE ((uint64_t)MGM_MT_TILE)

static int check_size(uint64_t size, char *err)
{
    if (size % TILE) return snprintf(err, ERR_LEN, "not a multiple of 64"), -1;
    if (size > 32768) return snprintf(err, ERR_LEN, "too large (max 32768)"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    uint64_t w = p->size;
    p->param[P_W] = w;
    p->param[P_WI] = w / 4;
    p->param[P_NB] = w / TILE;
    if (mgm_buf_add(p, "input", 4 * w * w, MGM_BUF_IN, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "output", 4 * w * w, MGM_BUF_OUT, MGM_E_U32, err) < 0)
        return -1;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < w * w; i++) {
        float v = mgm_randf(&s, -1000.0f, 1000.0f);
        memcpy(p->buf[B_IN].init + 4 * i, &v, 4);
    }
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t w = p->param[P_W], wi = p->param[P_WI], nb = p->param[P_NB];
    uint64_t band = 4 * TILE * w; /* bytes of one 64-row band */
    bool fresh = true;             /* the first launch opens the step */
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t b0, n;
        mgm_split(nb, pl->ngpus, g, 1, &b0, &n);
        mgm_own(pl, B_IN, g, mgm_span1(b0 * band, n * band));
        mgm_own(pl, B_OUT, g, mgm_span1(b0 * band, n * band));
        if (!n) continue;
        mgm_launch *l = mgm_plan_launch(pl, fresh, "matrixTranspose", g, 2, err);
        if (!l) return -1;
        fresh = false;
        l->grid[0] = (uint32_t)(n * BS), l->grid[1] = (uint32_t)wi;
        l->local[0] = l->local[1] = BS;
        mgm_arg_buf(l, B_OUT, 0);
        mgm_arg_buf(l, B_IN, 0);
        if (pl->variant == V_HIP) {
            /* the HIP port's block is an unused pointer; its tile is
             * dynamic shared memory, sized at launch */
            mgm_arg_val(l, 0, 8);
            l->dyn_lds = BS * BS * 4 * 16;
        } else
            mgm_arg_local(l, BS * BS * 4 * 16); /* 4 float4 rows per work-item */
        mgm_arg_u32(l, (uint32_t)wi);
        mgm_arg_u32(l, (uint32_t)wi);
        mgm_arg_u32(l, (uint32_t)nb);
        mgm_arg_u32(l, (uint32_t)b0);
        mgm_arg_u32(l, 0);
        mgm_touch(l, B_IN, MGM_ACC_R, mgm_span1(b0 * band, n * band));
        mgm_touch(l, B_OUT, MGM_ACC_W, mgm_spans(4 * TILE * b0, 4 * TILE * n, 4 * w, (uint32_t)w));
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t w = p->param[P_W];
    const uint32_t *in = (const uint32_t *)(const void *)p->buf[B_IN].init;
    uint32_t *o = malloc(4 * w * w);
    if (!o) return snprintf(err, ERR_LEN, "mt: out of memory"), -1;
    for (uint64_t r = 0; r < w; r++)
        for (uint64_t c = 0; c < w; c++) o[c * w + r] = in[r * w + c];
    out[B_OUT] = (uint8_t *)o;
    return 0;
}

const mgm_workload mgm_mt = {
    .name = "mt",
    .title = "Matrix transpose",
    .hsaco = "mgmark_kernels_mt.hsaco",
    .unit = "width",
    .pattern = MGM_PAT_SCATTER,
    .size_default = 256,
    .size_paper1 = 2048,
    .size_paper4 = 4096,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
    .variants = variants,
    .nvariants = sizeof variants / sizeof *variants,
};
