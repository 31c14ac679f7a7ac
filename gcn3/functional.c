/* See gcn3/functional.h. This file is the scheduler (workgroups, waves,
 * barriers); functional_fetch.c is the decode cache and the error text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn3/exec.h"
#include "gcn3/functional.h"
#include "gcn3/functional_int.h"

enum { W_RUN, W_BARRIER, W_DONE };

struct fwave {
    gcn3_wave w;
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

static int wg_alloc(struct wg_ctx *g, const gcn3_dispatch *d)
{
    size_t vdw = (size_t)d->kernel->vgpr_alloc * GCN3_WAVE_LANES;
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
                    const gcn3_func_opts *o, gcn3_func_stats *st, char *err)
{
    gcn3_wave *w = &fw->w;
    for (uint32_t n = 0; n < quantum; n++) {
        const gcn3_inst *in;
        const gcn3_exec_prep *prep;
        int rc = gcn3_fetch(fc, w->pc, &in, &prep);
        if (rc == GCN3_EXEC_OK) {
            rc = gcn3_exec_prepared(w, in, prep);
            fw->insts++, st->instructions++;
        }
        switch (rc) {
        case GCN3_EXEC_OK: case GCN3_EXEC_WAITCNT: break;
        case GCN3_EXEC_ENDPGM: fw->state = W_DONE; return 0;
        case GCN3_EXEC_BARRIER: fw->state = W_BARRIER; return 0;
        default: return gcn3_fetch_report(fc, w, rc, err);
        }
        if (o->max_wave_insts && fw->insts >= o->max_wave_insts)
            return gcn3_fetch_report(fc, w, GCN3_FUNC_ELIMIT, err);
    }
    return 0;
}

static int run_wg(struct fcache *fc, const gcn3_dispatch *d, struct wg_ctx *g,
                  const uint32_t wg[3], gcn3_memimg *m, const gcn3_func_opts *o,
                  gcn3_func_stats *st, char *err)
{
    g->nwaves = gcn3_dispatch_wg_waves(d, wg);
    memset(g->lds, 0, d->group_size);
    for (uint32_t i = 0; i < g->nwaves; i++) {
        struct fwave *fw = &g->waves[i];
        fw->state = W_RUN;
        fw->insts = 0;
        fw->w.mem = gcn3_memimg_mem(m);
        fw->w.lds = g->lds;
        fw->w.lds_size = d->group_size;
        if (gcn3_dispatch_wave_init(d, wg, i, i, &fw->w) < 0) {
            snprintf(err, GCN3_FUNC_ERR_LEN, "kernel %s: the initial SGPRs do not fit",
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

int gcn3_functional_run(const struct gcn3_codeobj *co, const gcn3_dispatch *d, gcn3_memimg *m,
                        const gcn3_func_opts *opts, gcn3_func_stats *stats, char *err)
{
    gcn3_func_opts o = opts ? *opts : (gcn3_func_opts){0, 0};
    gcn3_func_stats st = {0, 0, 0};
    struct wg_ctx g = {0};
    struct fcache *fc = NULL;
    int rc = -1;
    if (d->private_size && d->scratch_slots < d->max_waves_per_wg) {
        snprintf(err, GCN3_FUNC_ERR_LEN, "kernel %s: %u scratch slots placed, %u needed",
                 d->kernel->name, d->scratch_slots, d->max_waves_per_wg);
        goto err;
    }
    if (gcn3_fetch_new(co, d->kernel, &fc, err) < 0) goto err;
    if (wg_alloc(&g, d) < 0) {
        snprintf(err, GCN3_FUNC_ERR_LEN, "kernel %s: out of memory", d->kernel->name);
        goto err;
    }
    uint32_t wg[3];
    for (wg[2] = 0; wg[2] < d->wg_count[2]; wg[2]++)
        for (wg[1] = 0; wg[1] < d->wg_count[1]; wg[1]++)
            for (wg[0] = 0; wg[0] < d->wg_count[0]; wg[0]++) {
                if (run_wg(fc, d, &g, wg, m, &o, &st, err) < 0) goto err;
                st.workgroups++;
            }
    rc = 0;
err:
    if (stats) *stats = st;
    gcn3_fetch_free(fc);
    wg_free(&g);
    return rc;
}

int gcn3_functional_map_code(const struct gcn3_codeobj *co, gcn3_memimg *m, char *err)
{
    for (size_t i = 0; i < gcn3_codeobj_section_count(co); i++) {
        const struct gcn3_codeobj_section *s = gcn3_codeobj_section(co, i);
        if (s->size == 0 || gcn3_memimg_mapped(m, s->addr, s->size)) continue;
        if (gcn3_memimg_map(m, s->addr, s->size) < 0 ||
            (s->bytes && gcn3_memimg_write(m, s->addr, s->bytes, s->size) < 0)) {
            snprintf(err, GCN3_FUNC_ERR_LEN, "%s: cannot map section %s at 0x%llx",
                     gcn3_codeobj_label(co), s->name, (unsigned long long)s->addr);
            return -1;
        }
    }
    return 0;
}

int gcn3_functional_dispatch(const struct gcn3_codeobj *co, const struct gcn3_kernel *k,
                             unsigned dims, const uint32_t grid[3], const uint32_t wg_size[3],
                             const gcn3_argval *args, size_t nargs, gcn3_memimg *m,
                             const gcn3_func_opts *opts, gcn3_func_stats *stats, char *err)
{
    gcn3_dispatch d;
    _Static_assert(GCN3_FUNC_ERR_LEN >= GCN3_DISPATCH_ERR_LEN, "error buffers");
    if (gcn3_functional_map_code(co, m, err) < 0) return -1;
    if (gcn3_dispatch_init(&d, k, dims, grid, wg_size, args, nargs, err) < 0) return -1;
    int rc = gcn3_dispatch_place(&d, m, d.max_waves_per_wg, err);
    if (rc == 0) rc = gcn3_functional_run(co, &d, m, opts, stats, err);
    gcn3_dispatch_fini(&d);
    return rc;
}
