/* See mgm_driver.h. */
#include "mgmark/mgm_driver.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct md_ctx {
    drv *d;
    const mgm_problem *p;
    const mgm_plan *pl;
    uint64_t addr[MGM_MAX_BUFS][MGM_MAX_GPUS]; /* copy per GPU (replicated) or [0] */
    char e[DRV_ERR_LEN];
} md_ctx;

static int fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, MGM_DRV_ERR_LEN, fmt, ap);
    va_end(ap);
    return -1;
}

unsigned mgm_driver_plan_gpus(const drv *d)
{
    (void)d; /* one GPU until the driver has more */
    return 1;
}

static unsigned copies(const md_ctx *c, unsigned b)
{
    return (c->p->buf[b].flags & MGM_BUF_REPLICATED) ? c->pl->ngpus : 1;
}

/* ---- buffers ---- */

static int alloc_buffers(md_ctx *c, char *err)
{
    for (unsigned b = 0; b < c->p->nbufs; b++) {
        const mgm_buffer *B = &c->p->buf[b];
        for (unsigned g = 0; g < copies(c, b); g++) {
            if (drv_malloc(c->d, B->bytes ? B->bytes : 1, &c->addr[b][g], c->e, sizeof c->e) < 0)
                return fail(err, "%s: buffer %s (%" PRIu64 " bytes): %s", c->p->w->name, B->name,
                            B->bytes, c->e);
            if (B->init && B->bytes &&
                drv_memcpy_h2d(c->d, c->addr[b][g], B->init, B->bytes, c->e, sizeof c->e) < 0)
                return fail(err, "%s: buffer %s: %s", c->p->w->name, B->name, c->e);
        }
    }
    if (drv_drain(c->d, c->e, sizeof c->e) < 0)
        return fail(err, "%s: copying the inputs: %s", c->p->w->name, c->e);
    return 0;
}

/* ---- host steps: mgm_mem over device memory, one drain per call ---- */

static int mem_read(void *ctx, unsigned b, uint64_t off, void *dst, uint64_t n)
{
    md_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    if (!n) return 0;
    if (drv_memcpy_d2h(c->d, dst, c->addr[b][0] + off, n, c->e, sizeof c->e) < 0) return -1;
    return drv_drain(c->d, c->e, sizeof c->e);
}

static int mem_write(void *ctx, unsigned b, uint64_t off, const void *src, uint64_t n)
{
    md_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    if (!n) return 0;
    for (unsigned g = 0; g < copies(c, b); g++)
        if (drv_memcpy_h2d(c->d, c->addr[b][g] + off, src, n, c->e, sizeof c->e) < 0) return -1;
    return drv_drain(c->d, c->e, sizeof c->e);
}

/* ---- launches ---- */

static int queue_launch(md_ctx *c, const struct gcn3_codeobj *co, const mgm_launch *l,
                        char *err)
{
    const char *wn = c->p->w->name;
    if (l->gpu >= c->pl->ngpus)
        return fail(err, "%s: launch of %s on GPU %u of %u", wn, l->kernel, l->gpu,
                    c->pl->ngpus);
    if (l->offset[0] || l->offset[1] || l->offset[2])
        return fail(err, "%s: %s: the driver cannot pass a global work-item offset", wn,
                    l->kernel);
    char e[GCN3_CODEOBJ_ERR_LEN];
    const struct gcn3_kernel *k = gcn3_codeobj_find_kernel(co, l->kernel, e);
    if (!k) return fail(err, "%s: %s", wn, e);
    gcn3_argval v[MGM_MAX_ARGS];
    uint64_t ptr[MGM_MAX_ARGS];
    for (unsigned i = 0; i < l->nargs; i++) {
        const mgm_arg *a = &l->args[i];
        memset(&v[i], 0, sizeof v[i]);
        if (a->kind == MGM_ARG_BUF) {
            if (a->buf >= c->p->nbufs || a->offset > c->p->buf[a->buf].bytes)
                return fail(err, "%s: %s argument %u: bad buffer", wn, l->kernel, i);
            unsigned g = copies(c, a->buf) > 1 ? l->gpu : 0;
            ptr[i] = c->addr[a->buf][g] + a->offset;
            v[i].bytes = &ptr[i], v[i].size = 8;
        } else if (a->kind == MGM_ARG_VAL) {
            v[i].bytes = &a->val, v[i].size = a->size;
        } else {
            v[i].lds_bytes = a->size;
        }
    }
    if (drv_launch(c->d, co, k, l->dims, l->grid, l->local, v, l->nargs, c->e, sizeof c->e) < 0)
        return fail(err, "%s: %s", wn, c->e);
    return 0;
}

/* One launch step: queue all, drain together, account. */
static int run_launch_step(md_ctx *c, const struct gcn3_codeobj *co, const mgm_step *st,
                           mgm_drv_result *res, char *err)
{
    for (unsigned i = 0; i < st->count; i++)
        if (queue_launch(c, co, &c->pl->launches[st->first + i], err) < 0) return -1;
    if (drv_drain(c->d, c->e, sizeof c->e) < 0) return fail(err, "%s: %s", c->p->w->name, c->e);
    drv_kernel_stats s = drv_last_kernel(c->d);
    const mgm_launch *l = &c->pl->launches[st->first];
    res->kernel_time_ps += s.kernel_time_ps;
    res->cycles += s.cycles;
    res->instructions += s.instructions;
    res->workgroups += s.workgroups;
    res->launches += st->count;
    res->gpu[l->gpu].instructions += s.instructions;
    res->gpu[l->gpu].workgroups += s.workgroups;
    res->gpu[l->gpu].kernel_time_ps += s.kernel_time_ps;
    return 0;
}

static int run_steps(md_ctx *c, const struct gcn3_codeobj *co, mgm_drv_result *res, char *err)
{
    mgm_mem mem = {c, mem_read, mem_write};
    for (unsigned s = 0; s < c->pl->nsteps; s++) {
        const mgm_step *st = &c->pl->steps[s];
        if (st->kind == MGM_STEP_LAUNCH) {
            if (st->count > 1)
                return fail(err, "%s: a step of %u launches needs a multi-GPU driver",
                            c->p->w->name, st->count);
            if (run_launch_step(c, co, st, res, err) < 0) return -1;
            continue;
        }
        char e[MGM_ERR_LEN];
        c->e[0] = 0;
        if (!c->p->w->host) return fail(err, "%s: host step without host", c->p->w->name);
        if (c->p->w->host(c->p, st->op, &mem, e) < 0)
            return fail(err, "%s%s%s", e, c->e[0] ? ": " : "", c->e);
        res->host_steps++;
    }
    return 0;
}

static int read_outputs(md_ctx *c, mgm_drv_result *res, char *err)
{
    for (unsigned b = 0; b < c->p->nbufs; b++) {
        const mgm_buffer *B = &c->p->buf[b];
        if (!(B->flags & MGM_BUF_OUT)) continue;
        res->out[b] = calloc(1, B->bytes ? B->bytes : 1);
        if (!res->out[b]) return fail(err, "%s: out of memory", c->p->w->name);
        if (B->bytes &&
            drv_memcpy_d2h(c->d, res->out[b], c->addr[b][0], B->bytes, c->e, sizeof c->e) < 0)
            return fail(err, "%s: reading %s: %s", c->p->w->name, B->name, c->e);
    }
    if (drv_drain(c->d, c->e, sizeof c->e) < 0)
        return fail(err, "%s: reading the outputs: %s", c->p->w->name, c->e);
    return 0;
}

int mgm_driver_run(drv *d, const mgm_problem *p, const mgm_plan *pl,
                   const struct gcn3_codeobj *co, mgm_drv_result *res, char *err)
{
    memset(res, 0, sizeof *res);
    if (pl->ngpus != mgm_driver_plan_gpus(d))
        return fail(err, "%s: plan for %u GPUs on a platform that runs plans for %u",
                    p->w->name, pl->ngpus, mgm_driver_plan_gpus(d));
    md_ctx *c = calloc(1, sizeof *c);
    if (!c) return fail(err, "%s: out of memory", p->w->name);
    c->d = d, c->p = p, c->pl = pl;
    res->ngpus = pl->ngpus;
    int rc = -1;
    if (alloc_buffers(c, err) == 0 && run_steps(c, co, res, err) == 0 &&
        read_outputs(c, res, err) == 0)
        rc = 0;
    res->sim_time_ps = eng_now(drv_engine(d));
    free(c);
    if (rc < 0) mgm_drv_result_free(res);
    return rc;
}

void mgm_drv_result_free(mgm_drv_result *r)
{
    for (unsigned b = 0; b < MGM_MAX_BUFS; b++) {
        free(r->out[b]);
        r->out[b] = NULL;
    }
}
