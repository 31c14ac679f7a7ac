/* See xlat.h: the shared L2 TLB on the translation protocol. Requests
 * from the L1 translators spend `latency` cycles in a lookup pipeline
 * (width per cycle enter it) and are answered in order of readiness; a
 * miss takes a miss-table entry or merges into one (one walk per 4 KiB
 * page), and a walk's answer fills the TLB and answers every waiter.
 * A shootdown (xlat_msg.h) is done when it arrives: the entries go, the
 * walks out for the range are marked stale (their answers start a new
 * walk instead of filling) and the ack leaves at once: from then on no
 * answer here carries an old translation (traced as a "shootdown" task
 * of no length, the child of the sender's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_priv.h"
#include "mech/xlat/xlat_msg.h"
#include "mech/xlat/xlat_tlb.h"
#include "hooks/trace_hook.h"
#include "util/xalloc.h"

/* A request in the lookup pipeline and the cycle its lookup ends. */
typedef struct l2_slot {
    xlat_req *r;
    uint64_t ready;
} l2_slot;

struct xlat_l2 {
    eng_comp comp; /* first */
    xlat_l2_config cfg;
    eng_port *top, *bottom, *walker;
    eng_port *control; /* shootdowns from the fault handler, and their acks */
    xlat_tlb tlb;
    xlat_mshr mshr;
    ring pipe;           /* of l2_slot: requests looking up, in arrival order */
    uint32_t rcap;       /* its slots */
    xlat_fifo up, down, acks;
    uint64_t *waiters;
    uint64_t now;
    xlat_tlb_stats st;
};

static xlat_rsp *answer(xlat_l2 *t, const xlat_req *r, bool ok, const xlat_tr *tr)
{
    trace_task_end(&t->comp, trace_msg_task(&r->hdr), "req"); /* tracing */
    xlat_rsp *a = xlat_rsp_to(r, XLAT_RSP, ok, tr);
    return a;
}

static xlat_req *walk_req(xlat_l2 *t, uint64_t va, uint8_t flags, uint64_t trace_id)
{
    xlat_req *d = xcalloc(1, sizeof *d, "xlat req");
    d->hdr.type = XLAT_REQ;
    d->hdr.bytes = XLAT_REQ_WIRE_BYTES;
    d->hdr.dst = t->walker;
    d->id = va >> XLAT_SHIFT_4K;
    d->va = va;
    d->trace_id = trace_id;
    d->flags = flags;
    return d;
}

static void fill(xlat_l2 *t, bool *progress)
{
    for (xlat_rsp *r; (r = (xlat_rsp *)eng_port_retrieve(t->bottom));) {
        *progress = true;
        if (xlat_mshr_unstale(&t->mshr, r->va)) { /* read before a shootdown: walk again */
            xlat_fifo_push(&t->down, &walk_req(t, r->va, r->flags, 0)->hdr);
            free(r);
            continue;
        }
        if (r->ok && !r->tr.transient && xlat_tlb_insert(&t->tlb, &r->tr)) t->st.evictions++;
        uint32_t n = xlat_mshr_take(&t->mshr, r->va, t->waiters);
        for (uint32_t i = 0; i < n; i++) {
            xlat_req *w = (xlat_req *)(uintptr_t)t->waiters[i];
            xlat_fifo_push(&t->up, &answer(t, w, r->ok, &r->tr)->hdr);
            free(w);
        }
        free(r);
    }
}

static void shoot(xlat_l2 *t, xlat_req *s, xlat_fifo *acks)
{
    uint64_t bytes = 1ull << (s->shift ? s->shift : XLAT_SHIFT_4K);
    uint64_t task = trace_msg_task(&s->hdr); /* tracing: a task of no length, done here */
    trace_task_start(&t->comp, task, s->trace_id, "req", "shootdown");
    xlat_tlb_shoot_range(&t->tlb, s->va, bytes);
    xlat_mshr_mark_stale(&t->mshr, s->va, bytes);
    trace_task_end(&t->comp, task, "req");
    xlat_rsp *a = xlat_rsp_to(s, XLAT_SHOOT_ACK, true, NULL);
    xlat_fifo_push(acks, &a->hdr);
    free(s);
}

/* Shootdowns come on a port of their own: behind requests in Top they
 * would wait for the pipeline, whose head may wait for a free miss-table
 * entry, that is for a walk, that is for a fault the handler answers only
 * once this shootdown is acked (a deadlock on U-MGPU with every policy
 * but pinned when all miss-table entries were out). */
static void control(xlat_l2 *t, bool *progress)
{
    for (xlat_req *r; (r = (xlat_req *)eng_port_retrieve(t->control));) {
        *progress = true;
        shoot(t, r, &t->acks);
    }
}

/* Into the pipeline, with the cycle its lookup ends. */
static void accept(xlat_l2 *t, bool *progress)
{
    for (uint32_t k = 0; k < t->cfg.width; k++) {
        if (ring_full(&t->pipe)) return;
        xlat_req *r = (xlat_req *)eng_port_retrieve(t->top);
        if (!r) return;
        *progress = true;
        if (r->hdr.type == XLAT_SHOOT) {
            shoot(t, r, &t->up);
            continue;
        }
        RING_PUSH(&t->pipe, l2_slot, ((l2_slot){r, t->now + t->cfg.latency}));
        trace_task_start(&t->comp, trace_msg_task(&r->hdr), r->trace_id, "req", "xlat"); /* tracing */
        *progress = true;
    }
}

static void lookup(xlat_l2 *t, bool *progress, uint64_t *next)
{
    while (!ring_empty(&t->pipe)) {
        uint64_t at = RING_FRONT(&t->pipe, l2_slot).ready;
        if (at > t->now) {
            *next = at;
            return;
        }
        xlat_req *r = RING_FRONT(&t->pipe, l2_slot).r;
        xlat_tr tr;
        bool found = xlat_tlb_lookup(&t->tlb, r->va, &tr);
        if (found && !tr.writable && (r->flags & XLAT_F_WRITE)) { /* read-only: walk for W */
            xlat_tlb_shoot_range(&t->tlb, tr.va_page, 1ull << tr.shift);
            found = false;
        }
        if (found) {
            t->st.hits++;
            trace_task_step(&t->comp, trace_msg_task(&r->hdr), "req", "tlb hit"); /* tracing */
            xlat_fifo_push(&t->up, &answer(t, r, true, &tr)->hdr);
            free(r);
        } else {
            enum xlat_mshr_add m = xlat_mshr_add(&t->mshr, r->va, (uint64_t)(uintptr_t)r);
            if (m == XLAT_MSHR_FULL) {
                t->st.stall_cycles++;
                return; /* a walk's answer wakes us */
            }
            uint64_t task = trace_msg_task(&r->hdr); /* tracing */
            if (m == XLAT_MSHR_NEW) {
                t->st.misses++;
                trace_task_step(&t->comp, task, "req", "tlb miss");
                xlat_fifo_push(&t->down, &walk_req(t, r->va, r->flags, task)->hdr);
            } else {
                t->st.merged++;
                trace_task_step(&t->comp, task, "req", "tlb miss merged");
            }
        }
        t->st.accesses++;
        ring_pop(&t->pipe);
        *progress = true;
    }
}

static bool l2_tick(eng_comp *c)
{
    xlat_l2 *t = (xlat_l2 *)c;
    bool progress = false;
    uint64_t next = UINT64_MAX;
    t->now = eng_comp_cycle(c);
    control(t, &progress);
    fill(t, &progress);
    lookup(t, &progress, &next);
    accept(t, &progress);
    if (!ring_empty(&t->pipe) && next == UINT64_MAX && RING_FRONT(&t->pipe, l2_slot).ready > t->now)
        next = RING_FRONT(&t->pipe, l2_slot).ready;
    xlat_fifo_send(&t->down, t->bottom, &progress);
    xlat_fifo_send(&t->up, t->top, &progress);
    xlat_fifo_send(&t->acks, t->control, &progress);
    if (!progress && next != UINT64_MAX) eng_comp_tick_at(c, next * c->clock.period);
    return progress;
}

/* For the hang report: what it holds and what the pipeline's head waits for. */
static bool l2_describe(const eng_comp *c, char *buf, size_t len)
{
    const xlat_l2 *t = (const xlat_l2 *)c;
    uint32_t inpipe = ring_len(&t->pipe);
    if (!inpipe && !t->mshr.used && !t->up.n && !t->down.n && !t->acks.n) return false;
    snprintf(buf, len,
             "%u in the pipeline%s, %u/%u walks out (miss table), %u answers and %u walks "
             "waiting to be sent",
             inpipe, inpipe && t->mshr.used == t->mshr.entries ? " (head: miss table full)" : "",
             t->mshr.used, t->mshr.entries, t->up.n, t->down.n);
    return true;
}

static const eng_comp_ops l2_ops = {.kind = "l2_tlb", .tick = l2_tick, .describe = l2_describe};

xlat_l2 *xlat_l2_build(eng_engine *e, const xlat_l2_config *c, const char *name, char *err,
                       size_t errlen)
{
    xlat_l2 *t = calloc(1, sizeof *t);
    if (!t || eng_comp_init(&t->comp, e, name, &l2_ops, c->clk)) {
        free(t);
        if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
        return NULL;
    }
    t->cfg = *c;
    if (!t->cfg.width) t->cfg.width = 1;
    uint32_t pb = c->port_buf ? c->port_buf : 16;
    /* the pipeline holds what enters in `latency` cycles (its ring a
     * fixed capacity: a full pipeline stops accepting) */
    t->rcap = 16;
    while (t->rcap < t->cfg.width * (t->cfg.latency + 1)) t->rcap *= 2;
    ring_init(&t->pipe, sizeof(l2_slot), "xlat l2 pipeline");
    t->waiters = calloc(c->waiters ? c->waiters : 1, sizeof *t->waiters);
    t->top = eng_port_new(&t->comp, "Top", pb, pb);
    t->bottom = eng_port_new(&t->comp, "Bottom", pb, pb);
    t->control = eng_port_new(&t->comp, "Control", pb, pb);
    if (ring_try_reserve(&t->pipe, t->rcap) || !t->waiters || !t->top || !t->bottom || !t->control ||
        xlat_tlb_init(&t->tlb, c->sets, c->ways) || xlat_mshr_init(&t->mshr, c->mshrs, c->waiters)) {
        xlat_l2_destroy(t);
        if (err) snprintf(err, errlen, "xlat '%s': bad TLB geometry or out of memory", name);
        return NULL;
    }
    return t;
}

void xlat_l2_destroy(xlat_l2 *t)
{
    if (!t) return;
    /* requests merged into a miss are held by the miss table */
    for (uint32_t i = 0; t->mshr.e && i < t->mshr.entries; i++)
        for (uint32_t k = 0; t->mshr.e[i].valid && k < t->mshr.e[i].n; k++)
            free((void *)(uintptr_t)t->mshr.w[(size_t)i * t->mshr.waiters + k]);
    for (uint32_t i = 0; i < ring_len(&t->pipe); i++) free(RING_AT(&t->pipe, l2_slot, i).r);
    ring_free(&t->pipe);
    xlat_fifo_fini(&t->up);
    xlat_fifo_fini(&t->down);
    xlat_fifo_fini(&t->acks);
    xlat_port_drop(t->control);
    xlat_port_drop(t->top);
    xlat_port_drop(t->bottom);
    xlat_tlb_fini(&t->tlb);
    xlat_mshr_fini(&t->mshr);
    if (t->comp.name) eng_comp_fini(&t->comp);
    free(t->waiters);
    free(t);
}

eng_port *xlat_l2_top(xlat_l2 *t) { return t->top; }
eng_port *xlat_l2_bottom(xlat_l2 *t) { return t->bottom; }
eng_port *xlat_l2_control(xlat_l2 *t) { return t->control; }
void xlat_l2_set_lower(xlat_l2 *t, eng_port *walker_top) { t->walker = walker_top; }
eng_comp *xlat_l2_comp(xlat_l2 *t) { return &t->comp; }
void xlat_l2_flush(xlat_l2 *t) { xlat_tlb_flush(&t->tlb); }
xlat_tlb_stats xlat_l2_get_stats(const xlat_l2 *t) { return t->st; }
