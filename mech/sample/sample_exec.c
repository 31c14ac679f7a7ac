/* The fast part's functional runner (sample_priv.h): whole workgroups,
 * one after another, on the driver's untimed memory. The same semantics
 * the CUs run (amdgpu_exec), scheduled as amdgpu/functional.c schedules
 * them: waves interleaved a few instructions at a time, s_barrier holding
 * a wave until every live wave of its workgroup has reached it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/decode.h"
#include "amdgpu/dispatch.h"
#include "amdgpu/isa.h"
#include "components/cu/cu_code.h"
#include "components/cu/cu_ext.h"
#include "mech/sample/sample_priv.h"


#define QUANTUM 16
#define NDC 4096
/* Workgroups run one at a time: one that waits for another would spin
 * for ever. A wave this far past any real kernel's length is one. */
#define WAVE_LIMIT 200000000ull

void sample_exec_free(sample_exec *x)
{
    free(x->w), free(x->state), free(x->winsts), free(x->vregs), free(x->lds), free(x->dc);
    free(x->fc);
    memset(x, 0, sizeof *x);
}

/* The decode cache, for what the launch's shared decoding lacks, and the
 * fetch memo. */
static int decode_cache(sample_exec *x)
{
    if (!x->dc && !(x->dc = calloc(NDC, sizeof *x->dc))) return -1;
    return x->fc || (x->fc = calloc(NDC, sizeof *x->fc)) ? 0 : -1;
}

/* Room for d's workgroups (grown, never shrunk). */
static int fit(sample_exec *x, const amdgpu_dispatch *d)
{
    size_t vdw = (size_t)d->kernel->vgpr_alloc * AMDGPU_WAVE_LANES;
    if (decode_cache(x) < 0) return -1;
    if (d->max_waves_per_wg > x->cap || vdw > x->vdw) {
        uint32_t cap = d->max_waves_per_wg > x->cap ? d->max_waves_per_wg : x->cap;
        size_t v = vdw > x->vdw ? vdw : x->vdw;
        free(x->w), free(x->state), free(x->winsts), free(x->vregs);
        x->w = calloc(cap, sizeof *x->w);
        x->state = calloc(cap, 1);
        x->winsts = calloc(cap, sizeof *x->winsts);
        x->vregs = calloc(cap * v + 1, sizeof *x->vregs);
        x->cap = cap, x->vdw = v;
        if (!x->w || !x->state || !x->winsts || !x->vregs) {
            x->cap = 0, x->vdw = 0;
            return -1;
        }
    }
    if (d->group_size + 1 > x->lds_cap) {
        free(x->lds);
        if (!(x->lds = calloc(d->group_size + 1, 1))) {
            x->lds_cap = 0;
            return -1;
        }
        x->lds_cap = d->group_size + 1;
    }
    return 0;
}

/* A run begins: a new epoch of the fetch memo. Reading an instruction's
 * words through the path for every fetch cost as much as the rest of the
 * fast part's accesses (sc at 4K on the R9 Nano: 14% of the run in
 * platform_backdoor, nearly all fetches). Within a run the code is what
 * the first fetch of each instruction read, as in the functional mode
 * (which runs the code object's bytes) and the instruction caches
 * (which see a kernel's stores to its own code only after an
 * s_icache_inv); between runs the engine ran, and a copy may have
 * loaded other code where this was. */
static void new_epoch(sample_exec *x) { x->epoch++; }

/* The instruction at w's PC: the run's memo, else the launch's shared
 * decoding when it has it, else this runner's cache. AMDGPU_EXEC_OK, or
 * an error status. */
static int fetch(sample_exec *x, const cu_launch *l, amdgpu_wave *w, const amdgpu_inst **in,
                 const amdgpu_exec_prep **prep)
{
    sample_fent *f = &x->fc[(w->pc >> 2) & (NDC - 1)];
    if (f->epoch == x->epoch && f->pc == w->pc) {
        *in = f->in, *prep = f->prep;
        return AMDGPU_EXEC_OK;
    }
    uint8_t buf[8];
    size_t avail = 8;
    if (w->mem.ops->read(w->mem.ctx, w->pc, buf, 8) < 0) {
        avail = 4;
        if (w->mem.ops->read(w->mem.ctx, w->pc, buf, 4) < 0) return AMDGPU_EXEC_MEMFAULT;
    }
    uint32_t w0, w1 = 0;
    memcpy(&w0, buf, 4);
    if (avail == 8) memcpy(&w1, buf + 4, 4);
    if (!l->code || !(*in = cu_code_at(l->code, w->pc - l->code_delta, w0, w1, avail, prep))) {
        sample_dent *e = &x->dc[(w->pc >> 2) & (NDC - 1)];
        if (!(e->valid && e->pc == w->pc && e->w0 == w0 && (e->in.size < 8 || e->w1 == w1))) {
            e->valid = false;
            if (amdgpu_decode(amdgpu_processor_isa(l->d->kernel->processor), buf, avail,
                              &e->in) <= 0)
                return AMDGPU_EXEC_UNIMPL;
            amdgpu_exec_prepare(&e->in, &e->prep);
            e->valid = true, e->pc = w->pc, e->w0 = w0, e->w1 = w1;
        }
        *in = &e->in, *prep = &e->prep;
    }
    /* remembered for the run, from either decoding: the shared one is
     * immutable, and the cache's entry for this PC's slot changes only
     * by a fetch of the same slot, which misses here first and so
     * rewrites the memo's entry too */
    *f = (sample_fent){w->pc, x->epoch, *in, *prep};
    return AMDGPU_EXEC_OK;
}

static int fail(const cu_launch *l, const amdgpu_wave *w, const char *what, char *err,
                size_t errlen)
{
    snprintf(err, errlen,
             "kernel %s: workgroup (%u,%u,%u) wave %u at PC 0x%llx: %s (sampling's fast part)",
             l->d->kernel->name ? l->d->kernel->name : "?", w->wg_id[0], w->wg_id[1],
             w->wg_id[2], w->wave_id, (unsigned long long)(w->pc - l->code_delta), what);
    return -1;
}

/* Runs wave w (its state *state, its count *winsts) for up to QUANTUM
 * instructions. */
static int run_one(sample_exec *x, const cu_launch *l, amdgpu_wave *w, uint8_t *state,
                   uint64_t *winsts, uint64_t *serial, uint64_t *insts, char *err, size_t errlen)
{
    for (uint32_t n = 0; n < QUANTUM; n++) {
        const amdgpu_inst *in;
        const amdgpu_exec_prep *prep;
        *serial = 0; /* a fetch: not a data access */
        int rc = fetch(x, l, w, &in, &prep);
        *serial = ++x->serial;
        if (rc == AMDGPU_EXEC_OK && x->scalar) *x->scalar = in->info->unit == AMDGPU_UNIT_SMEM;
        if (rc != AMDGPU_EXEC_OK)
            return fail(l, w, rc == AMDGPU_EXEC_MEMFAULT ? "code not readable"
                                                         : "cannot decode instruction",
                        err, errlen);
        rc = amdgpu_exec_prepared(w, in, prep);
        (*insts)++;
        if (++*winsts > (x->limit ? x->limit : WAVE_LIMIT))
            return fail(l, w, "runs on past any bound (does it wait for another workgroup? "
                              "the fast part runs them one at a time)", err, errlen);
        switch (rc) {
        case AMDGPU_EXEC_OK: case AMDGPU_EXEC_WAITCNT: break;
        case AMDGPU_EXEC_ENDPGM: *state = W_DONE; return 0;
        case AMDGPU_EXEC_BARRIER: *state = W_BARRIER; return 0;
        default: return fail(l, w, amdgpu_exec_strerror(rc), err, errlen);
        }
    }
    return 0;
}

static int run_loaded(sample_exec *x, const cu_launch *l, uint32_t nw, uint64_t *serial,
                      uint64_t *insts, char *err, size_t errlen);

static int run_wg(sample_exec *x, const cu_launch *l, const uint32_t wg[3], amdgpu_mem mem,
                  uint64_t *serial, uint64_t *insts, char *err, size_t errlen)
{
    const amdgpu_dispatch *d = l->d;
    uint32_t nw = amdgpu_dispatch_wg_waves(d, wg);
    memset(x->lds, 0, d->group_size);
    for (uint32_t i = 0; i < nw; i++) {
        amdgpu_wave *w = &x->w[i];
        w->v = x->vregs + i * x->vdw;
        w->mem = mem;
        w->lds = x->lds;
        w->lds_size = d->group_size;
        if (amdgpu_dispatch_wave_init(d, wg, i, i, w) < 0) {
            snprintf(err, errlen, "kernel %s: the initial SGPRs do not fit", d->kernel->name);
            return -1;
        }
        w->pc += l->code_delta;
        x->state[i] = W_RUN, x->winsts[i] = 0;
    }
    return run_loaded(x, l, nw, serial, insts, err, errlen);
}

int sample_exec_held(sample_exec *x, const cu_launch *l, sample_held *h, uint32_t n,
                     uint32_t nwg, const sample_mem *mem, uint64_t *wg_insts, char *err,
                     size_t errlen)
{
    x->scalar = mem->scalar;
    uint32_t *live = calloc(2 * (size_t)nwg + 1, sizeof *live), *waiting = live + nwg;
    if (!live || decode_cache(x) < 0) {
        free(live);
        snprintf(err, errlen, "sampling: out of memory");
        return -1;
    }
    new_epoch(x);
    for (uint32_t i = 0; i < n; i++) h[i].w->mem = mem->mem, h[i].n = 0;
    int rc = 0;
    for (;;) {
        memset(live, 0, 2 * (size_t)nwg * sizeof *live);
        bool any = false;
        for (uint32_t i = 0; i < n && !rc; i++) {
            if (h[i].state == W_RUN)
                rc = run_one(x, l, h[i].w, &h[i].state, &h[i].n, mem->inst, &wg_insts[h[i].wg],
                             err, errlen);
            live[h[i].wg] += h[i].state != W_DONE;
            waiting[h[i].wg] += h[i].state == W_BARRIER;
            any |= h[i].state != W_DONE;
        }
        if (rc || !any) break;
        for (uint32_t i = 0; i < n; i++) /* a barrier every live wave reached opens */
            if (h[i].state == W_BARRIER && waiting[h[i].wg] == live[h[i].wg]) h[i].state = W_RUN;
    }
    free(live);
    return rc;
}

/* Runs the nw waves loaded in x to their ends. */
static int run_loaded(sample_exec *x, const cu_launch *l, uint32_t nw, uint64_t *serial,
                      uint64_t *insts, char *err, size_t errlen)
{
    for (;;) {
        uint32_t live = 0, waiting = 0;
        for (uint32_t i = 0; i < nw; i++) {
            if (x->state[i] == W_RUN && run_one(x, l, &x->w[i], &x->state[i], &x->winsts[i], serial,
                                                insts, err, errlen) < 0)
                return -1;
            live += x->state[i] != W_DONE;
            waiting += x->state[i] == W_BARRIER;
        }
        if (!live) return 0;
        if (waiting == live)
            for (uint32_t i = 0; i < nw; i++)
                if (x->state[i] == W_BARRIER) x->state[i] = W_RUN;
    }
}

int sample_exec_run(sample_exec *x, const cu_launch *l, uint64_t first, uint64_t n,
                    const sample_mem *mem, uint64_t *insts, char *err, size_t errlen)
{
    const amdgpu_dispatch *d = l->d;
    if (fit(x, d) < 0) {
        snprintf(err, errlen, "sampling: out of memory");
        return -1;
    }
    x->scalar = mem->scalar;
    new_epoch(x);
    for (uint64_t i = first; i < first + n; i++) {
        uint32_t wg[3] = {(uint32_t)(i % d->wg_count[0]),
                          (uint32_t)(i / d->wg_count[0] % d->wg_count[1]),
                          (uint32_t)(i / d->wg_count[0] / d->wg_count[1])};
        if (run_wg(x, l, wg, mem->mem, mem->inst, insts, err, errlen) < 0) return -1;
    }
    return 0;
}
