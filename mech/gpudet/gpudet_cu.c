/* GPUDet's compute-unit policy (cu_det.h), the parallel mode: waves run
 * until their quantum ends (instruction count, atomic, fence, barrier
 * without BTA, full store buffer, kernel end); their global stores go
 * into the wave's store buffer instead of to memory, and their loads take
 * the wave's own buffered bytes over memory's. The mode messages, the
 * commit and the serial mode are in gpudet_cu_mode.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/gpudet/gpudet_cu.h"
#include "mech/gpudet/gpudet_priv.h"
#include "mech/gpudet/gpudet_mech.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"

/* ---- what an instruction is to GPUDet --------------------------------------- */

static bool is_atomic(const amdgpu_inst *in)
{
    return in->info && in->info->unit == AMDGPU_UNIT_VMEM && (in->info->flags & AMDGPU_F_ATOMIC);
}

/* An acquire/release fence at device scope is an L1 invalidation on gfx8. */
static bool is_fence(const amdgpu_inst *in)
{
    return in->op == AMDGPU_OP_buffer_wbinvl1 || in->op == AMDGPU_OP_buffer_wbinvl1_vol;
}

void gd_stop(gd_cu *d, uint32_t wi, unsigned cause)
{
    gd_wave *w = &d->w[wi];
    if (w->stopped) return;
    w->stopped = true;
    w->atomic = cause == GPUDET_END_ATOMIC;
    d->st.ends[cause]++;
}

/* ---- the parallel mode's hooks ----------------------------------------------- */

static bool gd_may_issue(cu *u, uint32_t wi)
{
    gd_cu *d = gd_of(u);
    gd_wave *w = &d->w[wi];
    const amdgpu_inst *in = cu_ext_wave_inst(u, wi);
    if (d->mode == GD_SERIAL) /* only the atomic of the wave whose turn it is */
        return d->pos < d->norder && d->order[d->pos] == wi && !d->turn_issued;
    if (d->mode != GD_PAR || w->stopped) return false;
    if (is_atomic(in)) {
        gd_stop(d, wi, GPUDET_END_ATOMIC);
        return false;
    }
    /* a fence or barrier that ended the last quantum opens this one */
    if (w->qinsts && is_fence(in)) {
        gd_stop(d, wi, GPUDET_END_FENCE);
        return false;
    }
    if (w->qinsts && !d->cfg.bta && in->op == AMDGPU_OP_s_barrier) {
        gd_stop(d, wi, GPUDET_END_BARRIER);
        return false;
    }
    return true;
}

static void gd_issued(cu *u, uint32_t wi, const void *inp)
{
    gd_cu *d = gd_of(u);
    gd_wave *w = &d->w[wi];
    const amdgpu_inst *in = inp;
    if (d->mode == GD_SERIAL) {
        d->turn_issued = true;
        d->st.serial_atomics++;
        return;
    }
    w->qinsts++;
    if (w->extra) { /* the log was appended to or searched */
        cu_ext_wave_delay(u, wi, w->extra);
        d->st.sb_cycles += w->extra;
        w->extra = 0;
    }
    if (in->op == AMDGPU_OP_s_endpgm) d->st.ends[GPUDET_END_KERNEL]++;
    else if (w->sb.n >= d->cfg.sb_entries) gd_stop(d, wi, GPUDET_END_SBFULL);
    else if (w->qinsts >= d->cfg.quantum) gd_stop(d, wi, GPUDET_END_INSTS);
}

/* The bytes of read transaction ti the lanes of m actually read. */
static void needed(const cu *u, uint32_t mi, const cu_txn *t, uint64_t *need)
{
    uint32_t n;
    const cu_access *acc = cu_ext_accesses(u, mi, &n);
    memset(need, 0, MEM_LINE_MAX / 8);
    for (uint32_t i = 0; i < n; i++) {
        const cu_access *a = &acc[i];
        if (a->kind != ACC_READ) continue;
        for (uint64_t b = a->addr; b < a->addr + a->size; b++)
            if (b >= t->addr && b < t->addr + t->size) mem_mask_set(need, (uint32_t)(b - t->addr));
    }
}

static bool covers(const uint64_t *got, const uint64_t *need)
{
    for (uint32_t i = 0; i < MEM_LINE_MAX / 64; i++)
        if (need[i] & ~got[i]) return false;
    return true;
}

/* Stores go into the log; loads take the log's bytes (the CU keeps the
 * bytes masked in a read transaction when memory's answer arrives). */
static bool gd_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    gd_cu *d = gd_of(u);
    if (d->mode != GD_PAR) return false; /* the serial mode's atomics go to memory */
    gd_wave *w = &d->w[wi];
    const cu_txn *t = cu_ext_txn(u, mi, ti);
    uint32_t c = d->cfg.sb_cycles;
    uint8_t line[MEM_LINE_MAX];
    if (t->type == MEM_WRITE) {
        cu_ext_txn_line(u, mi, ti, line);
        gpudet_sb_put(&w->sb, w->wid, t->addr, t->size, line, cu_ext_txn_x(u, mi, ti)->mask);
        cu_ext_txn_done(u, mi, ti);
        d->st.stores++;
        w->extra += c;
        return true;
    }
    if (t->type != MEM_READ) return false;
    d->st.bloom_lookups++;
    if (!gpudet_sb_maybe(&w->sb, t->addr)) return false;
    d->st.bloom_hits++;
    uint64_t need[MEM_LINE_MAX / 64];
    uint64_t *mask = cu_ext_txn_x(u, mi, ti)->mask;
    w->extra += c * gpudet_sb_forward(&w->sb, t->addr, t->size, line, mask);
    cu_ext_txn_keep(u, mi, ti, mask, line);
    needed(u, mi, t, need);
    bool any = false;
    for (uint32_t i = 0; i < MEM_LINE_MAX / 64; i++) any |= (mask[i] & need[i]) != 0;
    if (!any) {
        d->st.bloom_false++;
        memset(mask, 0, MEM_LINE_MAX / 8);
        return false;
    }
    if (!covers(mask, need)) {
        d->st.fwd_partial++;
        return false; /* memory supplies the rest */
    }
    d->st.fwd_full++;
    cu_ext_txn_done(u, mi, ti);
    return true;
}

/* ---- workgroups ------------------------------------------------------------------ */

static bool gd_admit_begin(cu *u, cu_wg_msg *m)
{
    (void)m;
    gd_cu *d = gd_of(u);
    if (d->mode == GD_PAR && d->await) d->await--; /* DWP: the answer to a WG_DONE */
    return !d->closed;
}

static bool gd_place(cu *u, uint32_t n, uint32_t vg, uint32_t sg, uint32_t *simd_of)
{
    (void)u, (void)n, (void)vg, (void)sg, (void)simd_of;
    return false; /* the CU's own placement: the commit order does not depend on it */
}

static void gd_admitted(cu *u, uint32_t gi, bool ok)
{
    gd_cu *d = gd_of(u);
    if (!ok) {
        d->closed = true; /* later workgroups wait for the next distribution */
        return;
    }
    cu_ext_wg g = cu_ext_wg_at(u, gi);
    const amdgpu_dispatch *dp = g.launch->d;
    const uint32_t *id = g.id;
    uint32_t lin = (id[2] * dp->wg_count[1] + id[1]) * dp->wg_count[0] + id[0];
    for (uint32_t k = 0; k < g.nwaves; k++) {
        gd_wave *w = &d->w[g.wave[k]];
        w->wid = lin * 16 + k; /* at most 16 waves per workgroup (cu_admit) */
        w->qinsts = 0, w->stopped = w->atomic = false, w->extra = 0;
    }
    d->live[gi] = true;
    if (d->mode == GD_PAR) d->st.dwp_spawns++;
}

static bool gd_hold(cu *u)
{
    (void)u;
    return false; /* the coordinator sends new workgroups only when they may start */
}

/* ---- building ---------------------------------------------------------------------- */

static void gd_fini(cu *u)
{
    gd_cu *d = gd_of(u);
    if (!d) return;
    for (uint32_t i = 0; d->w && i < cu_ext_nwaves(u); i++) gpudet_sb_fini(&d->w[i].sb);
    gd_cu_mode_fini(d);
    free(d->w), free(d->live), free(d->order), free(d->banks);
    free(d);
    cu_ext_set_state(u, &gpudet_cu_ops, NULL);
}

static int gd_init(cu *u, const void *arg, char *err, size_t errlen)
{
    const gpudet_config *c = arg ? gpu_mech_cfg_c(arg, &gpudet_mech) : NULL; /* the GPU's */
    if (!c || gpudet_config_check(c, err, errlen) < 0) {
        if (!c) snprintf(err, errlen, "gpudet: no configuration");
        return -1;
    }
    gd_cu *d = calloc(1, sizeof *d);
    if (!d) goto oom;
    cu_ext_set_state(u, &gpudet_cu_ops, d);
    d->cfg = *c;
    const cu_config *uc = cu_ext_cfg(u);
    uint32_t nw = cu_ext_nwaves(u);
    d->w = calloc(nw, sizeof *d->w);
    d->live = calloc(uc->max_wgs, sizeof *d->live);
    d->order = calloc(nw, sizeof *d->order);
    d->port = eng_port_new(cu_comp(u), "GPUDet", uc->port_buf, uc->port_buf);
    if (!d->w || !d->live || !d->order || !d->port) goto oom;
    for (uint32_t i = 0; i < nw; i++)
        if (gpudet_sb_init(&d->w[i].sb, c->bloom_bits, c->bloom_hashes, uc->line_bytes) < 0)
            goto oom;
    return 0;
oom:
    gd_fini(u);
    snprintf(err, errlen, "gpudet: out of memory");
    return -1;
}

const cu_det_ops gpudet_cu_ops = {
    .name = "gpudet",
    .init = gd_init,
    .fini = gd_fini,
    .admit_begin = gd_admit_begin,
    .place = gd_place,
    .admitted = gd_admitted,
    .hold_resources = gd_hold,
    .may_issue = gd_may_issue,
    .issued = gd_issued,
    .mem_txn = gd_mem_txn,
    .ctl = gd_cu_ctl,
    .tick_end = gd_cu_tick_end,
};

/* ---- wiring and statistics ---------------------------------------------------------- */

int gpudet_cu_set_banks(cu *u, const mem_map *map, eng_port *const *banks, uint32_t n)
{
    gd_cu *d = gd_of(u);
    if (!d || !n) return -1;
    eng_port **b = malloc(n * sizeof *b);
    if (!b) return -1;
    memcpy(b, banks, n * sizeof *b);
    free(d->banks);
    d->banks = b, d->nbanks = n;
    d->has_map = map != NULL;
    if (map) d->map = *map;
    return 0;
}

eng_port *gpudet_cu_port(cu *u)
{
    return gd_of(u) ? gd_of(u)->port : NULL;
}

gpudet_stats gpudet_cu_get_stats(const cu *u)
{
    gpudet_stats s = {0};
    if (gd_of(u)) s = gd_of(u)->st;
    return s;
}
