/* DAB's compute-unit policy (cu_det.h): batches of workgroups with each
 * workgroup on one SIMD, the determinism-aware schedulers, and global
 * atomics taken into the atomic buffers in lane order instead of being
 * sent. The flush protocol is in dab_cu_flush.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/dab/dab_cu.h"
#include "mech/dab/dab_priv.h"
#include "mech/dab/dab_mech.h"
#include "engine/port.h"
#include "amdgpu/atomic.h"
#include "amdgpu/exec.h"
#include "util/xalloc.h"

/* ---- what an instruction is to DAB ------------------------------------------ */

static int event_of(const amdgpu_inst *in)
{
    if (!in->info) return DAB_EV_OTHER;
    if (in->info->unit == AMDGPU_UNIT_VMEM && (in->info->flags & AMDGPU_F_ATOMIC))
        return DAB_EV_ATOMIC;
    if (in->op == AMDGPU_OP_s_barrier) return DAB_EV_BARRIER;
    if (in->op == AMDGPU_OP_s_endpgm) return DAB_EV_END;
    return DAB_EV_OTHER;
}

/* An acquire/release fence at device scope is an L1 invalidation on gfx8. */
static bool is_fence(const amdgpu_inst *in)
{
    return in->op == AMDGPU_OP_buffer_wbinvl1 || in->op == AMDGPU_OP_buffer_wbinvl1_vol;
}

static uint8_t wave_state(const void *ctx, uint32_t wi)
{
    const cu *u = ctx;
    const amdgpu_inst *in;
    switch (cu_ext_wave_state(u, wi)) {
    case WS_RUN:
        in = cu_ext_wave_inst(u, wi);
        return in && event_of(in) == DAB_EV_ATOMIC ? DAB_W_AT : DAB_W_RUN;
    case WS_WAITCNT: return DAB_W_RUN;
    case WS_BARRIER: return DAB_W_PARKED;
    default: return DAB_W_GONE;
    }
}

/* ---- the capacity test -------------------------------------------------------- */

/* Entries wave wi's atomic needs in its buffer (*need) and in an empty
 * one (*alone, only computed when it does not fit: the instruction can
 * never fit whole when *alone exceeds the capacity). FLAT (what OpenCL
 * emits on gfx803) and GLOBAL (on gfx940): the lane addresses follow
 * from the registers (amdgpu_vmem_lane_addr), so the count is exact,
 * fusion included; other encodings (MUBUF) count one fresh entry per
 * active lane. */
static void need_of(dab_cu *d, cu *u, uint32_t wi, const dab_buf *b, uint32_t *need,
                    uint32_t *alone)
{
    const amdgpu_wave *w = cu_ext_wave_regs(u, wi);
    const amdgpu_inst *in = cu_ext_wave_inst(u, wi);
    uint64_t exec = amdgpu_wave_exec(w);
    dab_lane lanes[AMDGPU_WAVE_LANES];
    uint32_t n = 0;
    bool ret = in->dst[0].code != AMDGPU_OPND_NONE;
    uint8_t size = (uint8_t)amdgpu_atomic_width(in->op);
    uint64_t probe;
    bool flat = amdgpu_vmem_lane_addr(w, in, 0, &probe);
    for (uint32_t l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t addr = l;
        if (flat) amdgpu_vmem_lane_addr(w, in, l, &addr);
        lanes[n++] = (dab_lane){addr, in->op, size, ret || !flat};
    }
    *need = dab_buf_need(b, lanes, n, d->cfg.fusion);
    *alone = *need;
    if (*need > dab_buf_free(b)) {
        dab_buf empty = {NULL, 0, b->cap};
        *alone = dab_buf_need(&empty, lanes, n, d->cfg.fusion);
    }
}

/* ---- holds and their statistics --------------------------------------------- */

static void hold_end(dab_cu *d, dab_wave *w, uint64_t now)
{
    uint64_t c = now - w->since;
    if (w->hold == DAB_HOLD_FULL) d->st.stall_full_cycles += c;
    else if (w->hold == DAB_HOLD_TOKEN) d->st.stall_token_cycles += c;
    else if (w->hold == DAB_HOLD_FENCE) d->st.stall_fence_cycles += c;
    w->hold = DAB_HOLD_NONE;
}

static bool hold(dab_cu *d, dab_wave *w, uint8_t why, uint64_t now)
{
    if (w->hold != why) {
        hold_end(d, w, now);
        w->hold = why, w->since = now;
    }
    return false;
}

/* ---- the policy's hooks -------------------------------------------------------- */

static bool dab_may_issue(cu *u, uint32_t wi)
{
    dab_cu *d = dab_of(u);
    const amdgpu_inst *in = cu_ext_wave_inst(u, wi);
    uint64_t now = cu_ext_now(u);
    dab_wave *w = &d->w[wi];
    /* during a flush nothing runs (counted as flush wait at CU level);
     * before GO the batch is incomplete */
    if (d->state != DAB_S_RUN || d->batch != DAB_BATCH_RUN) return false;
    int ev = event_of(in);
    if (is_fence(in) && w->unflushed) return hold(d, w, DAB_HOLD_FENCE, now);
    if (d->cfg.sched != DAB_SCHED_GTO &&
        !dab_ring_may(&d->ring[cu_ext_wave_simd(u, wi)], wi, ev, wave_state, u))
        return hold(d, w, DAB_HOLD_TOKEN, now);
    if (ev == DAB_EV_ATOMIC) {
        /* lanes of a split atomic wait for this buffer: they go first */
        if (d->pend[dab_buf_index(d, u, wi)].n) return hold(d, w, DAB_HOLD_FULL, now);
        const dab_buf *b = dab_buf_of(d, u, wi);
        uint32_t need, alone;
        need_of(d, u, wi, b, &need, &alone);
        /* one that fits an empty buffer waits for room; one that never
         * fits whole (more distinct lanes than entries) is split: its
         * lanes enter in lane order as far as they fit, the rest after
         * the flushes that follow (dab_mem_txn, dab_cu_refill) */
        if (need > dab_buf_free(b) && alone <= b->cap) return hold(d, w, DAB_HOLD_FULL, now);
    }
    hold_end(d, w, now);
    return true;
}

static void dab_issued(cu *u, uint32_t wi, const void *in)
{
    dab_cu *d = dab_of(u);
    if (d->cfg.sched != DAB_SCHED_GTO)
        dab_ring_issued(&d->ring[cu_ext_wave_simd(u, wi)], wi, event_of(in), wave_state, u);
}

/* Puts lane atomic e (transaction ti of instruction mi of wave wi) into
 * buffer b: a non-returning one is done now, a returning one is answered
 * at the flush, through cu_mem_response. */
static void take(dab_cu *d, cu *u, dab_buf *b, uint32_t wi, uint32_t mi, uint32_t ti,
                 const dab_entry *e)
{
    bool fused = dab_buf_put(b, e, d->cfg.fusion);
    d->entries += !fused;
    d->st.atomics++;
    d->st.fused += fused;
    d->w[wi].unflushed++;
    if (e->ret) {
        d->st.returning++;
        d->held_ret++;
    } else {
        cu_ext_txn_x(u, mi, ti)->old = 0;
        cu_ext_txn_done(u, mi, ti);
    }
}

static void pend_push(dab_pendq *q, const dab_pend *p)
{
    RING_PUSH(q, dab_pend, *p);
}

/* A lane atomic goes into the buffer instead of to the L2; one that does
 * not fit (a split atomic's later lanes) waits, in lane order, for the
 * flush. Nothing is sent unbuffered. */
static bool dab_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    dab_cu *d = dab_of(u);
    const cu_txn *t = cu_ext_txn(u, mi, ti);
    if (t->type != MEM_ATOMIC || cu_ext_minst_scalar(u, mi)) return false;
    bool ret = cu_ext_minst_inst(u, mi)->dst[0].code != AMDGPU_OPND_NONE;
    dab_buf *b = dab_buf_of(d, u, wi);
    dab_pendq *q = &d->pend[dab_buf_index(d, u, wi)];
    dab_lane l = {t->addr, t->op, (uint8_t)t->size, ret};
    const cu_txn_x *x = cu_ext_txn_x(u, mi, ti);
    dab_entry e = {t->addr, x->src, x->cmp, ret ? (uint64_t)mi << 16 | ti : DAB_NO_ID,
                   t->op, (uint8_t)t->size, ret};
    if (q->n || dab_buf_need(b, &l, 1, d->cfg.fusion) > dab_buf_free(b)) {
        pend_push(q, &(dab_pend){e, wi, mi, ti});
        d->npend++;
        d->split_lanes++;
        return true;
    }
    take(d, u, b, wi, mi, ti, &e);
    return true;
}

void dab_cu_refill(cu *u)
{
    dab_cu *d = dab_of(u);
    for (uint32_t i = 0; d->npend && i < d->nbuf; i++) {
        dab_pendq *q = &d->pend[i];
        dab_buf *b = &d->buf[i];
        while (q->n) {
            const dab_pend *p = &RING_FRONT(q, dab_pend);
            dab_lane l = {p->e.addr, p->e.op, p->e.size, p->e.ret};
            if (dab_buf_need(b, &l, 1, d->cfg.fusion) > dab_buf_free(b)) break;
            take(d, u, b, p->wave, p->mi, p->ti, &p->e);
            ring_pop(q);
            d->npend--;
        }
    }
}

/* ---- batches ---------------------------------------------------------------- */

static bool batch_live(const cu *u)
{
    for (uint32_t i = 0; i < cu_ext_wg_cap(u); i++)
        if (cu_ext_wg_at(u, i).running) return true;
    return false;
}

static bool dab_admit_begin(cu *u, cu_wg_msg *m)
{
    (void)m;
    dab_cu *d = dab_of(u);
    if (d->batch != DAB_BATCH_FILL) {
        if (batch_live(u)) return false; /* the ACE waits for DONE: not reached */
        cu_ext_release_held(u);
        d->batch = DAB_BATCH_FILL;
        d->closed = false;
        d->norder = d->batch_wgs = 0;
        d->st.batches++;
    }
    return !d->closed;
}

/* The whole workgroup on one SIMD (its barriers stay inside one ring),
 * the k-th of the batch on SIMD k mod simds or the next with room. */
static bool dab_place(cu *u, uint32_t n, uint32_t vg, uint32_t sg, uint32_t *simd_of)
{
    dab_cu *d = dab_of(u);
    uint32_t simds = cu_ext_cfg(u)->simds;
    for (uint32_t k = 0; k < simds; k++) {
        uint32_t s = (d->batch_wgs + k) % simds;
        if (cu_ext_simd_fits(u, s, n, vg, sg)) {
            for (uint32_t i = 0; i < n; i++) simd_of[i] = s;
            return true;
        }
    }
    return false; /* spread over SIMDs (deterministic; barriers then cross rings) */
}

static void dab_admitted(cu *u, uint32_t gi, bool ok)
{
    dab_cu *d = dab_of(u);
    if (!ok) {
        d->closed = true; /* later workgroups of this batch are refused too */
        return;
    }
    d->batch_wgs++;
    cu_ext_wg g = cu_ext_wg_at(u, gi);
    for (uint32_t i = 0; i < g.nwaves; i++) {
        d->order[d->norder++] = g.wave[i];
        d->w[g.wave[i]] = (dab_wave){0};
    }
}

static bool dab_hold(cu *u)
{
    (void)u;
    return true;
}

/* ---- building ---------------------------------------------------------------- */

static void dab_fini(cu *u)
{
    dab_cu *d = dab_of(u);
    if (!d) return;
    for (uint32_t i = 0; d->buf && i < d->nbuf; i++) dab_buf_fini(&d->buf[i]);
    for (uint32_t i = 0; d->pend && i < d->nbuf; i++) ring_free(&d->pend[i]);
    dab_cu_flush_fini(d);
    free(d->buf), free(d->pend), free(d->w), free(d->order), free(d->banks);
    free(d);
    cu_ext_set_state(u, &dab_cu_ops, NULL);
}

static int dab_init(cu *u, const void *arg, char *err, size_t errlen)
{
    const dab_config *c = arg ? gpu_mech_cfg_c(arg, &dab_mech) : NULL; /* arg: the GPU's */
    if (!c || dab_config_check(c, err, errlen) < 0) {
        if (!c) snprintf(err, errlen, "dab: no configuration");
        return -1;
    }
    dab_cu *d = calloc(1, sizeof *d);
    if (!d) goto oom;
    cu_ext_set_state(u, &dab_cu_ops, d);
    d->cfg = *c;
    const cu_config *uc = cu_ext_cfg(u);
    uint32_t nw = cu_ext_nwaves(u);
    d->nbuf = c->level == DAB_LEVEL_WARP ? nw : uc->simds;
    d->buf = calloc(d->nbuf, sizeof *d->buf);
    d->pend = calloc(d->nbuf, sizeof *d->pend);
    d->w = calloc(nw, sizeof *d->w);
    d->order = calloc(nw, sizeof *d->order);
    d->port = eng_port_new(cu_comp(u), "DAB", uc->port_buf, uc->port_buf);
    if (!d->buf || !d->pend || !d->w || !d->order || !d->port) goto oom;
    for (uint32_t i = 0; i < d->nbuf; i++)
        if (dab_buf_init(&d->buf[i], c->entries) < 0) goto oom;
    return 0;
oom:
    dab_fini(u);
    snprintf(err, errlen, "dab: out of memory");
    return -1;
}

const cu_det_ops dab_cu_ops = {
    .name = "dab",
    .init = dab_init,
    .fini = dab_fini,
    .admit_begin = dab_admit_begin,
    .place = dab_place,
    .admitted = dab_admitted,
    .hold_resources = dab_hold,
    .may_issue = dab_may_issue,
    .issued = dab_issued,
    .mem_txn = dab_mem_txn,
    .ctl = dab_cu_ctl,
    .tick_end = dab_cu_tick_end,
};

/* ---- wiring and statistics ------------------------------------------------------ */

int dab_cu_set_banks(cu *u, uint32_t src, const mem_map *map, eng_port *const *banks,
                     uint32_t n)
{
    dab_cu *d = dab_of(u);
    if (!d || !n) return -1;
    eng_port **b = malloc(n * sizeof *b);
    if (!b) return -1;
    memcpy(b, banks, n * sizeof *b);
    free(d->banks);
    d->banks = b, d->nbanks = n, d->src = src;
    d->has_map = map != NULL;
    if (map) d->map = *map;
    return 0;
}

eng_port *dab_cu_port(cu *u) { return dab_of(u) ? dab_of(u)->port : NULL; }

dab_stats dab_cu_get_stats(const cu *u)
{
    dab_stats s = {0};
    if (dab_of(u)) s = dab_of(u)->st;
    return s;
}
