/* See mgm.h and mgm_int.h: building plans, splitting work, footprints
 * against placements. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm.h"
#include "workloads/mgm_int.h"
#include "engine/fatal.h"
#include "util/vec.h"

static int build(const mgm_problem *p, unsigned ngpus, unsigned variant, mgm_plan *pl,
                 char *err)
{
    memset(pl, 0, sizeof *pl);
    if (ngpus < 1 || ngpus > MGM_MAX_GPUS) {
        snprintf(err, ERR_LEN, "%s: %u GPUs (1 to %u)", p->w->name, ngpus, MGM_MAX_GPUS);
        return -1;
    }
    pl->ngpus = ngpus;
    pl->variant = variant;
    if (p->w->plan(p, pl, err) < 0) {
        mgm_plan_free(pl);
        return -1;
    }
    return 0;
}

int mgm_plan_build(const mgm_problem *p, unsigned ngpus, mgm_plan *pl, char *err)
{
    return build(p, ngpus, 0, pl, err);
}

int mgm_plan_build_for(const mgm_problem *p, unsigned ngpus, const struct amdgpu_codeobj *co,
                       mgm_plan *pl, char *err)
{
    unsigned v;
    if (mgm_variant_of(p->w, co, &v, err) < 0) {
        memset(pl, 0, sizeof *pl);
        return -1;
    }
    return build(p, ngpus, v, pl, err);
}

void mgm_plan_free(mgm_plan *pl)
{
    free(pl->steps);
    free(pl->launches);
    memset(pl, 0, sizeof *pl);
}

static mgm_step *add_step(mgm_plan *pl, char *err)
{
    if (VEC_TRY_RESERVE(pl->steps, pl->cap_steps, pl->nsteps + 1) < 0) {
        snprintf(err, ERR_LEN, "plan: out of memory");
        return NULL;
    }
    mgm_step *s = &pl->steps[pl->nsteps++];
    memset(s, 0, sizeof *s);
    return s;
}

int mgm_plan_host(mgm_plan *pl, unsigned op, char *err)
{
    mgm_step *s = add_step(pl, err);
    if (!s) return -1;
    s->kind = MGM_STEP_HOST;
    s->op = op;
    return 0;
}

mgm_launch *mgm_plan_launch(mgm_plan *pl, bool new_step, const char *kernel, unsigned gpu,
                            unsigned dims, char *err)
{
    mgm_step *s = pl->nsteps ? &pl->steps[pl->nsteps - 1] : NULL;
    if (new_step || !s || s->kind != MGM_STEP_LAUNCH) {
        if (!(s = add_step(pl, err))) return NULL;
        s->kind = MGM_STEP_LAUNCH;
        s->first = pl->nlaunches;
    }
    if (VEC_TRY_RESERVE(pl->launches, pl->cap_launches, pl->nlaunches + 1) < 0) {
        snprintf(err, ERR_LEN, "plan: out of memory");
        return NULL;
    }
    mgm_launch *l = &pl->launches[pl->nlaunches++];
    s->count++;
    memset(l, 0, sizeof *l);
    l->kernel = kernel;
    l->gpu = gpu;
    l->dims = dims;
    for (unsigned i = 0; i < 3; i++) l->grid[i] = l->local[i] = 1;
    return l;
}

int mgm_plan_launch_split(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, uint32_t wg,
                          char *err)
{
    bool fresh = true;
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(items, pl->ngpus, g, wg, &first, &count);
        if (!count) continue;
        mgm_launch *l = mgm_plan_launch(pl, fresh, tmpl->kernel, g, 1, err);
        if (!l) return -1;
        fresh = false;
        *l = *tmpl;
        l->gpu = g;
        l->dims = 1;
        l->grid[0] = (uint32_t)count, l->grid[1] = l->grid[2] = 1;
        l->local[0] = wg, l->local[1] = l->local[2] = 1;
        l->offset[0] = first;
    }
    return 0;
}

mgm_launch mgm_tmpl(const char *kernel)
{
    mgm_launch t;
    memset(&t, 0, sizeof t);
    t.kernel = kernel;
    return t;
}

/* Argument and footprint slots are sized for the largest kernel; running
 * out is a bug in a workload file, caught by the tests. */
static mgm_arg *next_arg(mgm_launch *l)
{
    ENG_ASSERT(l->nargs < MGM_MAX_ARGS, "a launch of more than %d arguments (raise MGM_MAX_ARGS)",
               MGM_MAX_ARGS);
    mgm_arg *a = &l->args[l->nargs++];
    memset(a, 0, sizeof *a);
    return a;
}

void mgm_arg_buf(mgm_launch *l, int buf, uint64_t off)
{
    mgm_arg *a = next_arg(l);
    a->kind = MGM_ARG_BUF;
    a->buf = (unsigned)buf;
    a->offset = off;
    a->size = 8;
}

void mgm_arg_val(mgm_launch *l, uint64_t v, uint32_t size)
{
    mgm_arg *a = next_arg(l);
    a->kind = MGM_ARG_VAL;
    a->size = size;
    a->val = v;
}

void mgm_arg_u32(mgm_launch *l, uint32_t v) { mgm_arg_val(l, v, 4); }

void mgm_arg_f32(mgm_launch *l, float v)
{
    uint32_t u;
    memcpy(&u, &v, 4);
    mgm_arg_val(l, u, 4);
}

void mgm_arg_local(mgm_launch *l, uint32_t bytes)
{
    mgm_arg *a = next_arg(l);
    a->kind = MGM_ARG_LOCAL;
    a->size = bytes;
}

void mgm_touch(mgm_launch *l, int buf, unsigned mode, mgm_span s)
{
    ENG_ASSERT(l->naccess < MGM_MAX_ACCESS,
               "a launch of more than %d buffer accesses (raise MGM_MAX_ACCESS)", MGM_MAX_ACCESS);
    l->access[l->naccess++] = (mgm_access){(unsigned)buf, mode, s};
}

void mgm_own(mgm_plan *pl, int b, unsigned g, mgm_span s) { pl->owner[b][g] = s; }

void mgm_own_all(mgm_plan *pl, const mgm_problem *p, int b)
{
    for (unsigned g = 0; g < pl->ngpus; g++) pl->owner[b][g] = mgm_span1(0, p->buf[b].bytes);
}

void mgm_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes, uint32_t wg)
{
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(elems, pl->ngpus, g, wg, &first, &count);
        mgm_own(pl, b, g, mgm_span1(first * elem_bytes, count * elem_bytes));
    }
}

void mgm_own_first(mgm_plan *pl, const mgm_problem *p, int b)
{
    for (unsigned g = 0; g < pl->ngpus; g++)
        pl->owner[b][g] = mgm_span1(0, g ? 0 : p->buf[b].bytes);
}

void mgm_split(uint64_t n, unsigned parts, unsigned i, uint64_t gran, uint64_t *first,
               uint64_t *count)
{
    uint64_t units = (n + gran - 1) / gran;
    uint64_t a = (units * i / parts) * gran, b = (units * (i + 1) / parts) * gran;
    if (a > n) a = n;
    if (b > n || i + 1 == parts) b = n;
    *first = a;
    *count = b - a;
}

/* Bytes of [a, a + len) inside span s. */
static uint64_t overlap(uint64_t a, uint64_t len, const mgm_span *s)
{
    uint64_t in = 0;
    for (uint32_t k = 0; k < s->count; k++) {
        uint64_t lo = s->off + k * s->stride, hi = lo + s->len;
        uint64_t x = a > lo ? a : lo, y = a + len < hi ? a + len : hi;
        if (y > x) in += y - x;
    }
    return in;
}

void mgm_launch_remote(const mgm_plan *pl, const mgm_launch *l, uint64_t *rd, uint64_t *wr)
{
    *rd = *wr = 0;
    for (unsigned i = 0; i < l->naccess; i++) {
        const mgm_access *a = &l->access[i];
        const mgm_span *own = &pl->owner[a->buf][l->gpu];
        uint64_t out = 0;
        for (uint32_t k = 0; k < a->span.count; k++) {
            uint64_t lo = a->span.off + k * a->span.stride;
            out += a->span.len - overlap(lo, a->span.len, own);
        }
        if (a->mode & MGM_ACC_R) *rd += out;
        if (a->mode & MGM_ACC_W) *wr += out;
    }
}

/* ==== running a plan ==== */

unsigned mgm_copies(const mgm_problem *p, const mgm_plan *pl, unsigned b)
{
    return (p->buf[b].flags & MGM_BUF_REPLICATED) ? pl->ngpus : 1;
}

int mgm_launch_args(const mgm_problem *p, const mgm_plan *pl, const mgm_launch *l,
                    uint64_t (*addr)[MGM_MAX_GPUS], mgm_argvals *out, char *err)
{
    if (l->gpu >= pl->ngpus) {
        snprintf(err, ERR_LEN, "%s: launch of %s on GPU %u of %u", p->w->name, l->kernel,
                 l->gpu, pl->ngpus);
        return -1;
    }
    for (unsigned i = 0; i < l->nargs; i++) {
        const mgm_arg *a = &l->args[i];
        amdgpu_argval *v = &out->v[i];
        memset(v, 0, sizeof *v);
        if (a->kind == MGM_ARG_BUF) {
            if (a->buf >= p->nbufs || a->offset > p->buf[a->buf].bytes) {
                snprintf(err, ERR_LEN, "%s: %s argument %u: bad buffer", p->w->name,
                         l->kernel, i);
                return -1;
            }
            unsigned g = mgm_copies(p, pl, a->buf) > 1 ? l->gpu : 0;
            out->ptr[i] = addr[a->buf][g] + a->offset;
            v->bytes = &out->ptr[i], v->size = 8;
        } else if (a->kind == MGM_ARG_VAL) {
            v->bytes = &a->val, v->size = a->size;
        } else {
            v->lds_bytes = a->size;
        }
    }
    return 0;
}
