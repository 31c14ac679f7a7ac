/* See sc.h. */
#include "workloads/mgmark/sc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_W, P_EXW };
enum { B_IN, B_MASK, B_OUT };
enum { V_OPENCL, V_HIP };

/* Ours (kernels/sc.cl: uint2 dimensions, rows by the global offset) and
 * a HIP port (as MGPUSim's gfx942 object has it, and our
 * test/mgmark/hip/sc.hip: five uints, and its work-item index ignores the
 * global offset, so a GPU's rows are given by moving the input and output
 * pointers and the height instead). */
static const mgm_variant variants[] = {
    {"opencl", "simpleNonSeparableConvolution", "g,g,g,8,8,4"},
    {"hip", "simpleNonSeparableConvolution", "g,g,g,4,4,4,4,4"},
};
#define WG 64u
#define M ((uint64_t)MGM_SC_MASK)

static int check_size(uint64_t size, char *err)
{
    if (size > 32768) return snprintf(err, ERR_LEN, "too large (max 32768)"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    uint64_t w = p->size, ex = w + M - 1;
    p->param[P_W] = w;
    p->param[P_EXW] = ex;
    if (mgm_buf_add(p, "input", 4 * ex * ex, MGM_BUF_IN, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "mask", 4 * M * M, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "output", 4 * w * w, MGM_BUF_OUT, MGM_E_I32, err) < 0)
        return -1;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < ex * ex; i++) {
        uint32_t v = mgm_randu(&s, 256);
        memcpy(p->buf[B_IN].init + 4 * i, &v, 4);
    }
    s = mgm_stream(p->seed, 2);
    for (uint64_t i = 0; i < M * M; i++) {
        float v = (float)mgm_randu(&s, 16) / 16.0f;
        memcpy(p->buf[B_MASK].init + 4 * i, &v, 4);
    }
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t w = p->param[P_W], ex = p->param[P_EXW];
    uint64_t row = 4 * ex;
    mgm_own_all(pl, p, B_MASK);
    bool fresh = true; /* the first launch opens the step */
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t y0, ny;
        mgm_split(w, pl->ngpus, g, 1, &y0, &ny);
        uint64_t own_rows = g + 1 == pl->ngpus ? ex - y0 : ny;
        mgm_own(pl, B_IN, g, mgm_span1(y0 * row, own_rows * row));
        mgm_own(pl, B_OUT, g, mgm_span1(4 * y0 * w, 4 * ny * w));
        if (!ny) continue;
        mgm_launch *l = mgm_plan_launch(pl, fresh, "simpleNonSeparableConvolution", g, 1, err);
        if (!l) return -1;
        fresh = false;
        l->grid[0] = (uint32_t)(ny * w);
        l->local[0] = WG;
        if (pl->variant == V_HIP) {
            mgm_arg_buf(l, B_IN, y0 * row);
            mgm_arg_buf(l, B_MASK, 0);
            mgm_arg_buf(l, B_OUT, 4 * y0 * w);
            mgm_arg_u32(l, (uint32_t)w);  /* inputWidth */
            mgm_arg_u32(l, (uint32_t)ny); /* inputHeight: this GPU's rows */
            mgm_arg_u32(l, (uint32_t)M);
            mgm_arg_u32(l, (uint32_t)M);
            mgm_arg_u32(l, (uint32_t)ex);
        } else {
            l->offset[0] = y0 * w;
            mgm_arg_buf(l, B_IN, 0);
            mgm_arg_buf(l, B_MASK, 0);
            mgm_arg_buf(l, B_OUT, 0);
            mgm_arg_val(l, w | w << 32, 8); /* uint2 inputDimensions */
            mgm_arg_val(l, M | M << 32, 8); /* uint2 maskDimensions */
            mgm_arg_u32(l, (uint32_t)ex);
        }
        mgm_touch(l, B_IN, MGM_ACC_R, mgm_span1(y0 * row, (ny + M - 1) * row));
        mgm_touch(l, B_MASK, MGM_ACC_R, mgm_span1(0, 4 * M * M));
        mgm_touch(l, B_OUT, MGM_ACC_W, mgm_span1(4 * y0 * w, 4 * ny * w));
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t w = p->param[P_W], ex = p->param[P_EXW];
    const uint32_t *in = (const uint32_t *)(const void *)p->buf[B_IN].init;
    const float *mask = (const float *)(const void *)p->buf[B_MASK].init;
    int32_t *o = malloc(4 * w * w);
    if (!o) return snprintf(err, ERR_LEN, "sc: out of memory"), -1;
    for (uint64_t y = 0; y < w; y++)
        for (uint64_t x = 0; x < w; x++) {
            double acc = 0; /* exact: see sc.h */
            for (uint64_t j = 0; j < M; j++)
                for (uint64_t i = 0; i < M; i++)
                    acc += (double)in[(y + j) * ex + x + i] * mask[j * M + i];
            o[y * w + x] = (int32_t)floor(acc + 0.5);
        }
    out[B_OUT] = (uint8_t *)o;
    return 0;
}

const mgm_workload mgm_sc = {
    .name = "sc",
    .title = "Simple convolution",
    .hsaco = "mgmark_kernels_sc.hsaco",
    .unit = "width",
    .pattern = MGM_PAT_ADJACENT,
    .size_default = 128,
    .size_paper1 = 1024,
    .size_paper4 = 2048,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
    .variants = variants,
    .nvariants = sizeof variants / sizeof *variants,
};
