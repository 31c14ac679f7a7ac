/* See mgm_functional.h. */
#include "workloads/mgm_functional.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/dispatch.h"
#include "amdgpu/memimg.h"
#include "workloads/mgm_int.h"

typedef struct fn_ctx {
    const mgm_problem *p;
    const mgm_plan *pl;
    amdgpu_memimg *m;
    uint64_t addr[MGM_MAX_BUFS][MGM_MAX_GPUS]; /* copy per GPU (replicated) or [0] */
} fn_ctx;

static int fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN_NEST(1), fmt, ap);
    va_end(ap);
    return -1;
}

static unsigned copies(const fn_ctx *c, unsigned b) { return mgm_copies(c->p, c->pl, b); }

/* ---- copies of host buffers into the image, over the pool ----
 * Copying the inputs in is the serial part of a run (as much work as a
 * light kernel: mt moves every byte once); workers
 * take 256 KiB pieces in turn, each through its own view of the image
 * (page creation is safe from several threads: amdgpu/memimg.h). */

#define COPY_PIECE (256u * 1024u)

typedef struct copy_job {
    uint8_t *host;      /* host bytes */
    uint64_t dev, bytes;
} copy_job;

typedef struct copy_run {
    amdgpu_memimg *m;
    const copy_job *job;
    unsigned njobs;
    _Atomic uint64_t next; /* piece counter over every job */
    _Atomic int failed;
} copy_run;

static void copy_worker(void *arg, unsigned worker)
{
    (void)worker;
    copy_run *r = arg;
    amdgpu_memimg_view v;
    amdgpu_memimg_view_init(&v, r->m);
    amdgpu_mem mem = amdgpu_memimg_view_mem(&v);
    for (;;) {
        uint64_t k = atomic_fetch_add(&r->next, 1), first = 0;
        unsigned j = 0;
        for (; j < r->njobs; j++) { /* which job holds piece k */
            uint64_t n = (r->job[j].bytes + COPY_PIECE - 1) / COPY_PIECE;
            if (k < first + n) break;
            first += n;
        }
        if (j == r->njobs) return;
        const copy_job *c = &r->job[j];
        uint64_t off = (k - first) * COPY_PIECE, n = c->bytes - off;
        if (n > COPY_PIECE) n = COPY_PIECE;
        if (mem.ops->write(mem.ctx, c->dev + off, c->host + off, n) < 0)
            atomic_store(&r->failed, 1);
    }
}

/* The jobs, on the pool's workers when there is one; 0 or -1. */
static int copy_all(amdgpu_memimg *m, const copy_job *job, unsigned njobs, amdgpu_fpool *pool)
{
    copy_run r = {.m = m, .job = job, .njobs = njobs};
    atomic_init(&r.next, 0);
    atomic_init(&r.failed, 0);
    if (pool) amdgpu_fpool_run(pool, copy_worker, &r);
    else copy_worker(&r, 0);
    return atomic_load(&r.failed) ? -1 : 0;
}

static int map_buffers(fn_ctx *c, amdgpu_fpool *pool, char *err)
{
    copy_job job[MGM_MAX_BUFS * MGM_MAX_GPUS];
    unsigned nj = 0;
    for (unsigned b = 0; b < c->p->nbufs; b++) {
        const mgm_buffer *B = &c->p->buf[b];
        /* initial bytes in a memfd are mapped copy-on-write, not copied */
        bool file = B->init && B->bytes && B->init_fd > 0;
        for (unsigned g = 0; g < copies(c, b); g++) {
            int rc = file ? amdgpu_memimg_alloc_file(c->m, B->bytes, B->init_fd, &c->addr[b][g])
                          : amdgpu_memimg_alloc(c->m, B->bytes ? B->bytes : 1, 0, &c->addr[b][g]);
            if (rc < 0)
                return fail(err, "%s: cannot map %" PRIu64 " bytes for buffer %s",
                            c->p->w->name, B->bytes, B->name);
            if (B->init && B->bytes && !file)
                job[nj++] = (copy_job){B->init, c->addr[b][g], B->bytes};
        }
    }
    if (copy_all(c->m, job, nj, pool) < 0)
        return fail(err, "%s: cannot write the buffers", c->p->w->name);
    return 0;
}

/* ---- host steps: mgm_mem over the image ---- */

static int mem_read(void *ctx, unsigned b, uint64_t off, void *dst, uint64_t n)
{
    fn_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    return amdgpu_memimg_read(c->m, c->addr[b][0] + off, dst, n);
}

static int mem_write(void *ctx, unsigned b, uint64_t off, const void *src, uint64_t n)
{
    fn_ctx *c = ctx;
    if (b >= c->p->nbufs || off > c->p->buf[b].bytes || n > c->p->buf[b].bytes - off) return -1;
    for (unsigned g = 0; g < copies(c, b); g++)
        if (amdgpu_memimg_write(c->m, c->addr[b][g] + off, src, n) < 0) return -1;
    return 0;
}

/* ---- launches ---- */

static int run_launch(fn_ctx *c, const struct amdgpu_codeobj *co, const mgm_launch *l,
                      const amdgpu_func_opts *opts, mgm_func_result *res, char *err)
{
    char e[ERR_LEN];
    mgm_argvals av;
    if (mgm_launch_args(c->p, c->pl, l, c->addr, &av, err) < 0) return -1;
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, l->kernel, e);
    if (!k) return fail(err, "%s: %s", c->p->w->name, e);
    amdgpu_dispatch d;
    if (amdgpu_dispatch_init(&d, k, l->dims, l->grid, l->local, av.v, l->nargs, e) < 0)
        return fail(err, "%s: %s", c->p->w->name, e);
    amdgpu_func_stats st;
    int rc = -1;
    if (amdgpu_dispatch_set_offset(&d, l->offset, e) < 0 ||
        (l->dyn_lds && amdgpu_dispatch_add_lds(&d, l->dyn_lds, e) < 0) ||
        amdgpu_dispatch_place(&d, c->m, d.max_waves_per_wg * (opts && opts->threads ? opts->threads : 1),
                            e) < 0)
        fail(err, "%s: %s", c->p->w->name, e);
    else {
        if (amdgpu_functional_run(co, &d, c->m, opts, &st, e) < 0)
            fail(err, "%s (GPU %u): %s", c->p->w->name, l->gpu, e);
        else {
            res->instructions += st.instructions;
            res->gpu_instructions[l->gpu] += st.instructions;
            res->workgroups += st.workgroups;
            res->launches++;
            rc = 0;
        }
    }
    amdgpu_dispatch_fini(&d);
    return rc;
}

static int run_steps(fn_ctx *c, const struct amdgpu_codeobj *co, const amdgpu_func_opts *opts,
                     mgm_func_result *res, char *err)
{
    mgm_mem mem = {c, mem_read, mem_write};
    for (unsigned s = 0; s < c->pl->nsteps; s++) {
        const mgm_step *st = &c->pl->steps[s];
        if (st->kind == MGM_STEP_HOST) {
            char e[ERR_LEN];
            if (!c->p->w->host) return fail(err, "%s: host step without host", c->p->w->name);
            if (c->p->w->host(c->p, st->op, &mem, e) < 0) return fail(err, "%s", e);
            res->host_steps++;
            continue;
        }
        for (unsigned i = 0; i < st->count; i++)
            if (run_launch(c, co, &c->pl->launches[st->first + i], opts, res, err) < 0)
                return -1;
    }
    return 0;
}

/* The OUT buffers, read in place in the (dense) image, which the result
 * then keeps. */
static int read_outputs(fn_ctx *c, mgm_func_result *res, char *err)
{
    for (unsigned b = 0; b < c->p->nbufs; b++) {
        const mgm_buffer *B = &c->p->buf[b];
        if (!(B->flags & MGM_BUF_OUT)) continue;
        res->out[b] = amdgpu_memimg_bytes(c->m, c->addr[b][0], B->bytes);
        if (!res->out[b]) return fail(err, "%s: cannot read the outputs", c->p->w->name);
    }
    res->image = c->m;
    return 0;
}

int mgm_functional_run(const mgm_problem *p, const mgm_plan *pl, const struct amdgpu_codeobj *co,
                       const amdgpu_func_opts *opts, mgm_func_result *res, char *err)
{
    memset(res, 0, sizeof *res);
    fn_ctx c = {.p = p, .pl = pl, .m = amdgpu_memimg_new_dense()};
    if (!c.m) return fail(err, "%s: out of memory", p->w->name);
    char e[ERR_LEN];
    int rc = -1;
    /* one pool of workers for every launch of the plan */
    amdgpu_func_opts o = opts ? *opts : (amdgpu_func_opts){0};
    amdgpu_fpool *own = NULL;
    if (o.threads && !o.pool && !(o.pool = own = amdgpu_fpool_new(o.threads)))
        fail(err, "%s: cannot start %u threads", p->w->name, o.threads);
    else if (amdgpu_functional_map_code(co, c.m, e) < 0) fail(err, "%s: %s", p->w->name, e);
    else if (map_buffers(&c, o.pool, err) == 0 && run_steps(&c, co, &o, res, err) == 0 &&
             read_outputs(&c, res, err) == 0)
        rc = 0;
    amdgpu_fpool_free(own);
    if (rc < 0) {
        amdgpu_memimg_free(c.m);
        memset(res->out, 0, sizeof res->out);
        res->image = NULL;
    }
    return rc;
}

void mgm_func_result_free(mgm_func_result *r)
{
    amdgpu_memimg_free(r->image);
    r->image = NULL;
    memset(r->out, 0, sizeof r->out);
}
