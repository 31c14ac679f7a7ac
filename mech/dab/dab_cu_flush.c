/* The compute unit's side of DAB's flush protocol (dab_msg.h lists the
 * messages; docs/determinism.md the sequence):
 *
 *   RUN --(no wave can go on; atomics are buffered)--> BLOCKED: tell the CP
 *   BLOCKED or RUN --DAB_MSG_FLUSH--> FLUSH: pre-flush counts to every
 *       bank, then the transactions (flush plan, dab_buf.h), one per
 *       cycle per mem_per_cycle; count the answers
 *   FLUSH --(all sent and answered)--> FLUSHED: tell the CP
 *   FLUSHED --DAB_MSG_RESUME--> RUN
 *
 * "No wave can go on" is the CU's own quiescence: nothing issued this
 * tick, nothing timed pending, no memory or fetch in flight. With
 * atomics buffered, only a flush can change that, so the buffers'
 * contents at that point are the program's, not the latencies'. A CU
 * whose waves have all ended is not "blocked": the CP sees its
 * workgroups done and decides itself (its next batch, or kernel end). */
#include <stdlib.h>

#include "mech/dab/dab_priv.h"
#include "engine/port.h"
#include "util/xalloc.h"

static uint32_t bank_of(const void *ctx, uint64_t addr)
{
    const dab_cu *d = ctx;
    if (!d->has_map || d->nbanks == 1) return 0;
    int64_t t = mem_map_target(&d->map, addr);
    return t < 0 || (uint64_t)t >= d->nbanks ? 0 : (uint32_t)t;
}

static void out_push(dab_cu *d, dab_flush_msg *m)
{
    RING_PUSH(&d->outq, dab_flush_msg *, m);
}

static dab_flush_msg *flush_msg(dab_cu *d, int type, uint32_t bank)
{
    dab_flush_msg *m = xcalloc(1, sizeof *m, "dab flush msg");
    m->hdr.type = type;
    m->hdr.dst = d->banks[bank];
    m->epoch = d->epoch, m->src = d->src;
    return m;
}

static void ctl_send(cu *u, int type, uint32_t why)
{
    dab_ctl_msg *m = xcalloc(1, sizeof *m, "dab ctl msg");
    m->hdr.type = type, m->hdr.dst = cu_ext_ace_port(u), m->hdr.bytes = 16;
    m->epoch = dab_of(u)->epoch, m->why = why;
    cu_ext_to_ace(u, &m->hdr);
}

/* Turns every buffer into transactions and queues them behind one
 * pre-flush count per bank; the buffers are empty afterwards. */
static void start_flush(dab_cu *d)
{
    dab_plan *p = &d->plan;
    dab_plan_reset(p);
    uint32_t start = d->cfg.flush_offset && d->src % 2 == 0 ? d->cfg.flush_offset : 0;
    uint32_t sector = d->cfg.coalesce ? d->cfg.sector_bytes : 0;
    for (uint32_t i = 0; i < d->nbuf; i++) {
        dab_plan_add(p, &d->buf[i], start, sector, bank_of, d);
        dab_buf_clear(&d->buf[i]);
    }
    uint32_t *seq = xcalloc(d->nbanks, sizeof *seq, "dab flush sequence numbers");
    for (uint32_t t = 0; t < p->ntx; t++) seq[p->tx[t].bank]++;
    for (uint32_t b = 0; b < d->nbanks; b++) {
        dab_flush_msg *m = flush_msg(d, DAB_MSG_PREFLUSH, b);
        m->count = seq[b];
        m->hdr.bytes = 16;
        out_push(d, m);
        seq[b] = 0;
    }
    for (uint32_t t = 0; t < p->ntx; t++) {
        const dab_txn *x = &p->tx[t];
        dab_flush_msg *m = flush_msg(d, DAB_MSG_TXN, x->bank);
        m->seq = seq[x->bank]++;
        m->n = x->n;
        for (uint32_t k = 0; k < x->n; k++) {
            const dab_entry *e = &p->ent[x->first + k];
            m->a[k] = (dab_atom){e->addr, e->src, e->cmp, e->ret ? e->id : DAB_ACK_ID,
                                 e->op, e->size, e->ret};
        }
        m->hdr.bytes = dab_flush_wire_bytes(m);
        out_push(d, m);
    }
    free(seq);
    d->acks = p->nent;
    d->st.flushes++;
    d->st.flush_entries += p->nent;
    d->st.flush_txns += p->ntx;
    d->entries = d->held_ret = 0;
}

bool dab_cu_ctl(cu *u, eng_msg *m)
{
    dab_cu *d = dab_of(u);
    const dab_ctl_msg *c = (const dab_ctl_msg *)m;
    switch (m->type) {
    case DAB_MSG_GO: /* the batch is complete: its rings, in admission order */
        for (uint32_t s = 0; s < cu_ext_cfg(u)->simds; s++)
            dab_ring_reset(&d->ring[s], d->cfg.sched);
        for (uint32_t k = 0; k < d->norder; k++)
            dab_ring_add(&d->ring[cu_ext_wave_simd(u, d->order[k])], d->order[k]);
        d->batch = DAB_BATCH_RUN;
        break;
    case DAB_MSG_FLUSH:
        if (d->state == DAB_S_RUN) d->blocked_at = cu_ext_now(u); /* kernel end: idle CU */
        d->epoch = c->epoch;
        d->state = DAB_S_FLUSH;
        start_flush(d);
        break;
    case DAB_MSG_RESUME:
        d->state = DAB_S_RUN;
        d->st.flush_wait_cycles += cu_ext_now(u) - d->blocked_at;
        for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) d->w[i].unflushed = 0;
        dab_cu_refill(u); /* a split atomic's waiting lanes, in order */
        break;
    default: return false;
    }
    free(m);
    return true;
}

/* Nothing can happen in this CU without a message from outside. Lanes
 * of a split atomic waiting for room count as live work (their wave may
 * have ended, waiting for them). */
static bool quiescent(const cu *u, const dab_cu *d)
{
    if (!cu_ext_quiet(u)) return false;
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
        int s = cu_ext_wave_state(u, i);
        if (s == WS_RUN || s == WS_WAITCNT || s == WS_BARRIER) return true; /* a live wave */
    }
    return d->npend != 0;
}

static uint32_t why_blocked(const cu *u, const dab_cu *d)
{
    uint32_t why = d->held_ret ? DAB_WHY_RETURN : 0;
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
        if (d->w[i].hold == DAB_HOLD_FULL) why |= DAB_WHY_FULL;
        if (d->w[i].hold == DAB_HOLD_FENCE) why |= DAB_WHY_FENCE;
    }
    return why;
}

static bool send_flush(cu *u, dab_cu *d)
{
    bool progress = false;
    for (uint32_t k = 0; k < cu_ext_cfg(u)->mem_per_cycle && !ring_empty(&d->outq); k++) {
        dab_flush_msg *m = RING_FRONT(&d->outq, dab_flush_msg *);
        if (eng_port_send(d->port, &m->hdr) != 0) break; /* woken when it drains */
        ring_pop(&d->outq);
        progress = true;
    }
    return progress;
}

bool dab_cu_tick_end(cu *u, bool progress)
{
    dab_cu *d = dab_of(u);
    bool p = false;
    mem_rsp *r;
    while ((r = (mem_rsp *)eng_port_retrieve(d->port))) {
        d->acks--;
        if (r->id == DAB_ACK_ID) free(r);
        else cu_ext_mem_response(u, r); /* a returning atomic's old value */
        p = true;
    }
    if (d->state == DAB_S_FLUSH) {
        p = send_flush(u, d) || p;
        if (ring_empty(&d->outq) && !d->acks) {
            ctl_send(u, DAB_MSG_FLUSHED, 0);
            d->state = DAB_S_FLUSHED;
            p = true;
        }
    } else if (d->state == DAB_S_RUN && d->batch == DAB_BATCH_RUN && !progress && !p &&
               (d->entries || d->held_ret || d->npend) && quiescent(u, d)) {
        ctl_send(u, DAB_MSG_BLOCKED, why_blocked(u, d));
        d->state = DAB_S_BLOCKED;
        d->blocked_at = cu_ext_now(u);
        d->st.blocked_reports++;
        p = true;
    }
    return p;
}

void dab_cu_flush_fini(dab_cu *d)
{
    for (uint32_t i = 0; i < ring_len(&d->outq); i++) free(RING_AT(&d->outq, dab_flush_msg *, i));
    ring_free(&d->outq);
    dab_plan_fini(&d->plan);
}
