/* See mgm_driver.h. */
#include "workloads/mgm_driver.h"

#include "workloads/mgm_int.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct md_ctx {
    mgpu *m;
    const mgm_problem *p;
    const mgm_plan *pl;
    uint64_t addr[MGM_MAX_BUFS][MGM_MAX_GPUS]; /* copy per GPU (replicated) or [0] */
    char e[ERR_LEN];
} md_ctx;

static int fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN_NEST(1), fmt, ap);
    va_end(ap);
    return -1;
}

unsigned mgm_driver_plan_gpus(const mgpu *m) { return mgpu_device_count(m); }

static unsigned copies(const md_ctx *c, unsigned b) { return mgm_copies(c->p, c->pl, b); }

/* ---- buffers ---- */

/* The GPU of each page of buffer b: the one owning most of its bytes. */
static uint32_t *page_owners(const md_ctx *c, unsigned b, uint64_t page, uint64_t npages)
{
    uint32_t *own = calloc(npages ? npages : 1, sizeof *own);
    uint64_t *best = calloc(npages ? npages : 1, sizeof *best);
    for (unsigned g = 0; own && best && g < c->pl->ngpus; g++) {
        const mgm_span *sp = &c->pl->owner[b][g];
        for (uint32_t k = 0; k < sp->count && sp->len; k++) {
            uint64_t lo = sp->off + k * sp->stride, hi = lo + sp->len;
            for (uint64_t pg = lo / page; pg < npages && pg * page < hi; pg++) {
                uint64_t a = pg * page > lo ? pg * page : lo;
                uint64_t z = (pg + 1) * page < hi ? (pg + 1) * page : hi;
                /* summed per GPU: spans of one GPU do not overlap */
                if (z - a > best[pg] || (z - a == best[pg] && g < own[pg])) {
                    best[pg] = z - a;
                    own[pg] = g;
                }
            }
        }
    }
    free(best);
    return own;
}

static int alloc_one(md_ctx *c, unsigned b, char *err)
{
    const mgm_buffer *B = &c->p->buf[b];
    uint64_t n = B->bytes ? B->bytes : 1;
    int rc = 0;
    if (c->pl->ngpus > 1 && !(B->flags & MGM_BUF_REPLICATED)) {
        uint64_t page = mgpu_page_size(c->m), np = (n + page - 1) / page;
        uint32_t *own = page_owners(c, b, page, np);
        rc = own ? mgpu_malloc_unified(c->m, n, own, &c->addr[b][0], c->e, sizeof c->e) : -1;
        if (!own) snprintf(c->e, sizeof c->e, "out of memory");
        free(own);
    } else {
        for (unsigned g = 0; rc == 0 && g < copies(c, b); g++)
            rc = mgpu_malloc(c->m, g, n, &c->addr[b][g], c->e, sizeof c->e);
    }
    if (rc < 0)
        return fail(err, "%s: buffer %s (%" PRIu64 " bytes): %s", c->p->w->name, B->name,
                    B->bytes, c->e);
    return 0;
}

static int alloc_buffers(md_ctx *c, char *err)
{
    for (unsigned b = 0; b < c->p->nbufs; b++) {
        const mgm_buffer *B = &c->p->buf[b];
        if (alloc_one(c, b, err) < 0) return -1;
        if (!B->init || !B->bytes) continue;
        int rc = 0;
        if (copies(c, b) == 1) /* split by owning GPU, each piece on its owner's queue */
            rc = mgpu_memcpy_h2d(c->m, c->addr[b][0], B->init, B->bytes, c->e, sizeof c->e);
        for (unsigned g = 0; rc == 0 && copies(c, b) > 1 && g < copies(c, b); g++)
            rc = mgpu_enqueue_h2d(c->m, g, c->addr[b][g], B->init, B->bytes, c->e, sizeof c->e);
        if (rc == 0 && copies(c, b) > 1) rc = mgpu_drain(c->m, c->e, sizeof c->e);
        if (rc < 0) return fail(err, "%s: buffer %s: %s", c->p->w->name, B->name, c->e);
    }
    return 0;
}

/* ---- host steps: mgm_mem over device memory, one drain per call ---- */

static int mem_read(void *ctx, unsigned b, uint64_t off, void *dst, uint64_t n)
{
    md_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    if (!n) return 0;
    return mgpu_memcpy_d2h(c->m, dst, c->addr[b][0] + off, n, c->e, sizeof c->e);
}

static int mem_write(void *ctx, unsigned b, uint64_t off, const void *src, uint64_t n)
{
    md_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    if (!n) return 0;
    if (copies(c, b) == 1) return mgpu_memcpy_h2d(c->m, c->addr[b][0] + off, src, n, c->e, sizeof c->e);
    for (unsigned g = 0; g < copies(c, b); g++)
        if (mgpu_enqueue_h2d(c->m, g, c->addr[b][g] + off, src, n, c->e, sizeof c->e) < 0)
            return -1;
    return mgpu_drain(c->m, c->e, sizeof c->e);
}

/* ---- launches ---- */

static int queue_launch(md_ctx *c, const struct amdgpu_codeobj *co, const mgm_launch *l,
                        char *err)
{
    const char *wn = c->p->w->name;
    mgm_argvals av;
    if (mgm_launch_args(c->p, c->pl, l, c->addr, &av, err) < 0) return -1;
    char e[ERR_LEN];
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, l->kernel, e);
    if (!k) return fail(err, "%s: %s", wn, e);
    if (mgpu_enqueue_launch_lds(c->m, l->gpu, co, k, l->dims, l->grid, l->local, l->offset, av.v,
                                l->nargs, l->dyn_lds, c->e, sizeof c->e) < 0)
        return fail(err, "%s: %s", wn, c->e);
    return 0;
}

static uint64_t workgroups_of(const mgm_launch *l)
{
    uint64_t n = 1;
    for (unsigned d = 0; d < l->dims; d++)
        n *= (l->grid[d] + l->local[d] - 1) / (l->local[d] ? l->local[d] : 1);
    return n;
}

/* One launch step: queue all, drain together, account the differences
 * of the driver's counters. */
static int run_launch_step(md_ctx *c, const struct amdgpu_codeobj *co, const mgm_step *st,
                           mgm_drv_result *res, char *err)
{
    mgpu_totals before[MGM_MAX_GPUS];
    for (unsigned g = 0; g < res->ngpus; g++) before[g] = mgpu_get_totals(c->m, (int)g);
    uint64_t t0 = mgpu_now_ps(c->m), late0 = mgpu_late_ps(c->m);
    for (unsigned i = 0; i < st->count; i++)
        if (queue_launch(c, co, &c->pl->launches[st->first + i], err) < 0) return -1;
    if (mgpu_drain(c->m, c->e, sizeof c->e) < 0) return fail(err, "%s: %s", c->p->w->name, c->e);
    /* less the waits sampling's fast parts added (mgpu_late_ps) */
    res->kernel_time_ps += mgpu_now_ps(c->m) - t0 - (mgpu_late_ps(c->m) - late0);
    for (unsigned i = 0; i < st->count; i++)
        res->workgroups += workgroups_of(&c->pl->launches[st->first + i]);
    res->launches += st->count;
    for (unsigned g = 0; g < res->ngpus; g++) {
        mgpu_totals a = mgpu_get_totals(c->m, (int)g), *t = &res->gpu[g];
        t->instructions += a.instructions - before[g].instructions;
        t->l2_hits += a.l2_hits - before[g].l2_hits;
        t->l2_accesses += a.l2_accesses - before[g].l2_accesses;
        t->dram_bytes += a.dram_bytes - before[g].dram_bytes;
        t->rdma_transactions += a.rdma_transactions - before[g].rdma_transactions;
        t->cross_gpu_bytes += a.cross_gpu_bytes - before[g].cross_gpu_bytes;
        res->instructions += a.instructions - before[g].instructions;
        res->cross_gpu_bytes += a.cross_gpu_bytes - before[g].cross_gpu_bytes;
    }
    return 0;
}

static int run_steps(md_ctx *c, const struct amdgpu_codeobj *co, mgm_drv_result *res, char *err)
{
    mgm_mem mem = {c, mem_read, mem_write};
    for (unsigned s = 0; s < c->pl->nsteps; s++) {
        const mgm_step *st = &c->pl->steps[s];
        if (st->kind == MGM_STEP_LAUNCH) {
            if (run_launch_step(c, co, st, res, err) < 0) return -1;
            continue;
        }
        char e[ERR_LEN];
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
            mgpu_memcpy_d2h(c->m, res->out[b], c->addr[b][0], B->bytes, c->e, sizeof c->e) < 0)
            return fail(err, "%s: reading %s: %s", c->p->w->name, B->name, c->e);
    }
    return 0;
}

int mgm_driver_run(mgpu *m, const mgm_problem *p, const mgm_plan *pl,
                   const struct amdgpu_codeobj *co, mgm_drv_result *res, char *err)
{
    memset(res, 0, sizeof *res);
    if (pl->ngpus != mgm_driver_plan_gpus(m))
        return fail(err, "%s: plan for %u GPUs on a platform that runs plans for %u",
                    p->w->name, pl->ngpus, mgm_driver_plan_gpus(m));
    md_ctx *c = calloc(1, sizeof *c);
    if (!c) return fail(err, "%s: out of memory", p->w->name);
    c->m = m, c->p = p, c->pl = pl;
    res->ngpus = mgpu_platform(m)->ngpus;
    if (res->ngpus > MGM_MAX_GPUS) res->ngpus = MGM_MAX_GPUS;
    int rc = -1;
    if (alloc_buffers(c, err) == 0 && run_steps(c, co, res, err) == 0 &&
        read_outputs(c, res, err) == 0)
        rc = 0;
    res->sim_time_ps = mgpu_now_ps(m);
    if (res->kernel_time_ps) {
        uint64_t hz = mgpu_platform(m)->cfg.gpu.cu.freq_hz;
        res->cycles = (uint64_t)((double)res->kernel_time_ps * 1e-12 * (double)hz + 0.5);
    }
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

static double clock_s(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double now_s(void) { return clock_s(CLOCK_MONOTONIC); }

/* The run itself on a built driver: plan, hooks, mgm_driver_run. */
static int run_built(mgpu *m, const mgm_problem *p, const struct amdgpu_codeobj *co,
                     const mgm_run_hooks *h, mgm_drv_result *res, char *err)
{
    mgm_plan pl;
    unsigned plan_gpus = mgm_driver_plan_gpus(m);
    char e[ERR_LEN];
    if (mgm_plan_build_for(p, plan_gpus, co, &pl, e) < 0) {
        res->plan_gpus = plan_gpus;
        return fail(err, "%s", e);
    }
    int rc = h && h->attach && h->attach(h->user, m) != 0 ? 1 : 0;
    if (rc == 0) {
        double t0 = now_s(), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
        rc = mgm_driver_run(m, p, &pl, co, res, err);
        res->wall_s = now_s() - t0;
        res->cpu_s = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (h && h->detach && h->detach(h->user) != 0 && rc == 0) {
            mgm_drv_result_free(res);
            rc = 1;
        }
    }
    res->plan_gpus = plan_gpus;
    mgm_plan_free(&pl);
    return rc;
}

int mgm_driver_run_platform(const platform_config *pc, const mgm_problem *p,
                            const struct amdgpu_codeobj *co, const mgm_run_hooks *h,
                            mgm_drv_result *res, char *err)
{
    char e[ERR_LEN];
    memset(res, 0, sizeof *res);
    mgpu *m = mgpu_init(pc, e, sizeof e);
    if (!m) return fail(err, "%s", e);
    int rc = run_built(m, p, co, h, res, err);
    mgpu_free(m);
    return rc;
}
