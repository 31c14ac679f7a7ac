/* See amdgpu/functional.h. This file is the scheduler (workgroups, waves,
 * barriers; serial, or over a pool's workers); functional_fetch.c is the
 * decode cache and the error text, functional_order.c the check that a
 * kernel may run in parallel, functional_pool.c the worker threads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/exec.h"
#include "amdgpu/functional.h"
#include "amdgpu/functional_int.h"

enum { W_RUN, W_BARRIER, W_DONE };

struct fwave {
    amdgpu_wave w;
    int state;
    uint64_t insts;
};

/* One workgroup's waves and LDS, reused from workgroup to workgroup. */
struct wg_ctx {
    struct fwave *waves;
    uint32_t *vregs;
    uint8_t *lds;
    uint32_t nwaves, cap;
};

static void wg_free(struct wg_ctx *g)
{
    free(g->waves);
    free(g->vregs);
    free(g->lds);
}

static int wg_alloc(struct wg_ctx *g, const amdgpu_dispatch *d)
{
    size_t vdw = (size_t)d->kernel->vgpr_alloc * AMDGPU_WAVE_LANES;
    g->cap = d->max_waves_per_wg;
    g->waves = calloc(g->cap, sizeof *g->waves);
    g->vregs = calloc(g->cap * vdw + 1, sizeof *g->vregs);
    g->lds = calloc(d->group_size + 1, 1);
    if (!g->waves || !g->vregs || !g->lds) return -1;
    for (uint32_t i = 0; i < g->cap; i++) g->waves[i].w.v = g->vregs + i * vdw;
    return 0;
}

/* Runs one wave for up to quantum instructions; returns 0 or -1. */
static int run_wave(struct fcache *fc, struct fwave *fw, uint32_t quantum,
                    const amdgpu_func_opts *o, amdgpu_func_stats *st, char *err)
{
    amdgpu_wave *w = &fw->w;
    for (uint32_t n = 0; n < quantum; n++) {
        const amdgpu_inst *in;
        const amdgpu_exec_prep *prep;
        int rc = amdgpu_fetch(fc, w->pc, &in, &prep);
        if (rc == AMDGPU_EXEC_OK) {
            rc = amdgpu_exec_prepared(w, in, prep);
            fw->insts++, st->instructions++;
        }
        switch (rc) {
        case AMDGPU_EXEC_OK: case AMDGPU_EXEC_WAITCNT: break;
        case AMDGPU_EXEC_ENDPGM: fw->state = W_DONE; return 0;
        case AMDGPU_EXEC_BARRIER: fw->state = W_BARRIER; return 0;
        default: return amdgpu_fetch_report(fc, w, rc, err);
        }
        if (o->max_wave_insts && fw->insts >= o->max_wave_insts)
            return amdgpu_fetch_report(fc, w, AMDGPU_FUNC_ELIMIT, err);
    }
    return 0;
}

static int run_wg(struct fcache *fc, const amdgpu_dispatch *d, struct wg_ctx *g,
                  const uint32_t wg[3], uint32_t slot0, amdgpu_mem mem,
                  const amdgpu_func_opts *o, amdgpu_func_stats *st, char *err)
{
    g->nwaves = amdgpu_dispatch_wg_waves(d, wg);
    memset(g->lds, 0, d->group_size);
    for (uint32_t i = 0; i < g->nwaves; i++) {
        struct fwave *fw = &g->waves[i];
        fw->state = W_RUN;
        fw->insts = 0;
        fw->w.mem = mem;
        fw->w.lds = g->lds;
        fw->w.lds_size = d->group_size;
        if (amdgpu_dispatch_wave_init(d, wg, i, slot0 + i, &fw->w) < 0) {
            snprintf(err, ERR_LEN, "kernel %s: the initial SGPRs do not fit",
                     d->kernel->name);
            return -1;
        }
    }
    st->waves += g->nwaves;
    uint32_t quantum = o->quantum ? o->quantum : 16;
    for (;;) {
        uint32_t live = 0, waiting = 0;
        for (uint32_t i = 0; i < g->nwaves; i++) {
            struct fwave *fw = &g->waves[i];
            if (fw->state == W_RUN && run_wave(fc, fw, quantum, o, st, err) < 0) return -1;
            live += fw->state != W_DONE;
            waiting += fw->state == W_BARRIER;
        }
        if (live == 0) return 0;
        if (waiting == live) /* everyone still running has arrived */
            for (uint32_t i = 0; i < g->nwaves; i++)
                if (g->waves[i].state == W_BARRIER) g->waves[i].state = W_RUN;
    }
}

/* Workgroup i of d in linear id order (x fastest). */
static void wg_of(const amdgpu_dispatch *d, uint64_t i, uint32_t wg[3])
{
    wg[0] = (uint32_t)(i % d->wg_count[0]);
    i /= d->wg_count[0];
    wg[1] = (uint32_t)(i % d->wg_count[1]);
    wg[2] = (uint32_t)(i / d->wg_count[1]);
}

static uint64_t wg_total(const amdgpu_dispatch *d)
{
    return (uint64_t)d->wg_count[0] * d->wg_count[1] * d->wg_count[2];
}

static int run_serial(const struct amdgpu_codeobj *co, const amdgpu_dispatch *d, amdgpu_memimg *m,
                      const amdgpu_func_opts *o, amdgpu_func_stats *st, char *err)
{
    struct wg_ctx g = {0};
    struct fcache *fc = NULL;
    int rc = -1;
    if (amdgpu_fetch_new(co, d->kernel, &fc, err) < 0) goto err;
    if (wg_alloc(&g, d) < 0) {
        snprintf(err, ERR_LEN, "kernel %s: out of memory", d->kernel->name);
        goto err;
    }
    uint64_t n = wg_total(d);
    for (uint64_t i = 0; i < n; i++) {
        uint32_t wg[3];
        wg_of(d, i, wg);
        if (run_wg(fc, d, &g, wg, 0, amdgpu_memimg_mem(m), o, st, err) < 0) goto err;
        st->workgroups++;
    }
    rc = 0;
err:
    amdgpu_fetch_free(fc);
    wg_free(&g);
    return rc;
}

/* ---- workgroups over a pool's workers ---- */

typedef struct par_run {
    const struct amdgpu_codeobj *co;
    const amdgpu_dispatch *d;
    amdgpu_memimg *m;
    const amdgpu_func_opts *o;
    uint64_t nwg;
    _Atomic uint64_t next;    /* the next workgroup to hand out */
    _Atomic uint64_t fail_at; /* the lowest failed workgroup, UINT64_MAX: none */
    pthread_mutex_t mu;       /* guards err and st */
    char err[ERR_LEN];
    amdgpu_func_stats st;
} par_run;

static void par_fail(par_run *r, uint64_t i, const char *msg)
{
    pthread_mutex_lock(&r->mu);
    if (i < atomic_load(&r->fail_at)) {
        atomic_store(&r->fail_at, i);
        snprintf(r->err, sizeof r->err, "%s", msg);
    }
    pthread_mutex_unlock(&r->mu);
}

/* One worker: takes workgroups in id order until none is left or every
 * one left comes after a failed one. */
static void par_worker(void *arg, unsigned worker)
{
    par_run *r = arg;
    char err[ERR_LEN];
    amdgpu_func_stats st = {0, 0, 0};
    struct wg_ctx g = {0};
    struct fcache *fc = NULL;
    amdgpu_memimg_view v;
    amdgpu_memimg_view_init(&v, r->m);
    if (amdgpu_fetch_new(r->co, r->d->kernel, &fc, err) < 0) {
        par_fail(r, 0, err);
        goto out;
    }
    if (wg_alloc(&g, r->d) < 0) {
        snprintf(err, sizeof err, "kernel %s: out of memory", r->d->kernel->name);
        par_fail(r, 0, err);
        goto out;
    }
    for (;;) {
        uint64_t i = atomic_fetch_add(&r->next, 1);
        if (i >= r->nwg || i > atomic_load(&r->fail_at)) break;
        uint32_t wg[3];
        wg_of(r->d, i, wg);
        uint32_t slot0 = worker * r->d->max_waves_per_wg;
        if (run_wg(fc, r->d, &g, wg, slot0, amdgpu_memimg_view_mem(&v), r->o, &st, err) < 0)
            par_fail(r, i, err);
        else
            st.workgroups++;
    }
out:
    pthread_mutex_lock(&r->mu);
    r->st.instructions += st.instructions;
    r->st.waves += st.waves;
    r->st.workgroups += st.workgroups;
    pthread_mutex_unlock(&r->mu);
    amdgpu_fetch_free(fc);
    wg_free(&g);
}

static int run_parallel(const struct amdgpu_codeobj *co, const amdgpu_dispatch *d, amdgpu_memimg *m,
                        const amdgpu_func_opts *o, amdgpu_fpool *pool, amdgpu_func_stats *st,
                        char *err)
{
    par_run *r = calloc(1, sizeof *r);
    if (!r || pthread_mutex_init(&r->mu, NULL) != 0) {
        free(r);
        snprintf(err, ERR_LEN, "kernel %s: out of memory", d->kernel->name);
        return -1;
    }
    r->co = co, r->d = d, r->m = m, r->o = o, r->nwg = wg_total(d);
    atomic_init(&r->next, 0);
    atomic_init(&r->fail_at, UINT64_MAX);
    amdgpu_fpool_run(pool, par_worker, r);
    int rc = atomic_load(&r->fail_at) == UINT64_MAX ? 0 : -1;
    if (rc < 0) snprintf(err, ERR_LEN, "%s", r->err);
    *st = r->st;
    pthread_mutex_destroy(&r->mu);
    free(r);
    return rc;
}

int amdgpu_functional_run(const struct amdgpu_codeobj *co, const amdgpu_dispatch *d, amdgpu_memimg *m,
                        const amdgpu_func_opts *opts, amdgpu_func_stats *stats, char *err)
{
    amdgpu_func_opts o = opts ? *opts : (amdgpu_func_opts){0};
    amdgpu_func_stats st = {0, 0, 0};
    int rc = -1;
    if (d->private_size && d->scratch_slots < d->max_waves_per_wg) {
        snprintf(err, ERR_LEN, "kernel %s: %u scratch slots placed, %u needed",
                 d->kernel->name, d->scratch_slots, d->max_waves_per_wg);
    } else if (o.threads == 0 || wg_total(d) < 2 || amdgpu_func_needs_order(co, d->kernel)) {
        rc = run_serial(co, d, m, &o, &st, err);
    } else {
        /* worker w's wave i uses scratch slot w * max_waves_per_wg + i */
        amdgpu_fpool *pool = o.pool ? o.pool : amdgpu_fpool_new(o.threads);
        if (!pool)
            snprintf(err, ERR_LEN, "kernel %s: cannot start %u threads",
                     d->kernel->name, o.threads);
        else if (d->private_size &&
                 d->scratch_slots < d->max_waves_per_wg * amdgpu_fpool_threads(pool))
            rc = run_serial(co, d, m, &o, &st, err);
        else
            rc = run_parallel(co, d, m, &o, pool, &st, err);
        if (pool != o.pool) amdgpu_fpool_free(pool);
    }
    if (stats) *stats = st;
    return rc;
}

int amdgpu_functional_map_code(const struct amdgpu_codeobj *co, amdgpu_memimg *m, char *err)
{
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        if (s->size == 0 || amdgpu_memimg_mapped(m, s->addr, s->size)) continue;
        if (amdgpu_memimg_map(m, s->addr, s->size) < 0 ||
            (s->bytes && amdgpu_memimg_write(m, s->addr, s->bytes, s->size) < 0)) {
            snprintf(err, ERR_LEN, "%s: cannot map section %s at 0x%llx",
                     amdgpu_codeobj_label(co), s->name, (unsigned long long)s->addr);
            return -1;
        }
    }
    return 0;
}

int amdgpu_functional_dispatch(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k,
                             unsigned dims, const uint32_t grid[3], const uint32_t wg_size[3],
                             const amdgpu_argval *args, size_t nargs, amdgpu_memimg *m,
                             const amdgpu_func_opts *opts, amdgpu_func_stats *stats, char *err)
{
    amdgpu_dispatch d;
    if (amdgpu_functional_map_code(co, m, err) < 0) return -1;
    if (amdgpu_dispatch_init(&d, k, dims, grid, wg_size, args, nargs, err) < 0) return -1;
    int rc = amdgpu_dispatch_place(&d, m, d.max_waves_per_wg, err);
    if (rc == 0) rc = amdgpu_functional_run(co, &d, m, opts, stats, err);
    amdgpu_dispatch_fini(&d);
    return rc;
}
