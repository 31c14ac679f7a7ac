/* See xlat.h: the L1 address translator, an L1 TLB on a memory path.
 *
 * Requests wait in an in-order queue (they leave in arrival order, as
 * behind MGPUSim's reorder buffer, so a flush never overtakes an earlier
 * access and one requester's same-line order holds); lookups do not wait
 * for the head: a miss takes a miss-table entry (or merges into one) and
 * the queue keeps looking up behind it. The tick's stages:
 *   up      answers from below go up with the original id and address
 *   fill    translations from the L2 TLB fill the TLB and free waiters
 *   redo    requests a shootdown took the translation of look up again
 *   misses  new misses go to the L2 TLB
 *   accept  up to width new requests are looked up
 *   down    translated requests leave from the head (width per cycle)
 *   shoots  shootdowns whose old translations are no longer in use are acked
 *
 * A shootdown (XLAT_SHOOT on Miss, xlat_msg.h) drops the range's TLB
 * entries at once, marks its misses out stale (their answers ask again)
 * and takes back the translation of every request in the queue that was
 * translated in the range but has not left (it is looked up again: redo);
 * its ack waits until no request sent down with an address in the range
 * is unanswered. It does not wait for the queue to drain: a request
 * ahead may be waiting for a page the shootdown's sender is moving (a
 * fault handler, xlat_uvm.h), which would wait for the ack.
 * Above a physically addressed cache (cfg.inval: an enabled L1V), a
 * shootdown naming a frame (XLAT_F_FRAME) then sends the cache a
 * MEM_INVALIDATE of the frame's range and acks when it is answered: the
 * cache's lines of the frame were filled under the old translation and
 * could be named again, stale, if the page comes back to that frame
 * (cache.h says what the walk of the tags costs). Nothing of the range
 * is in flight below by then, and requests sent after it wait behind it.
 * Traced as a task "shootdown" from arrival to ack, the child of the
 * sender's task (its trace_id); the invalidate is the shootdown's child.
 *
 * A flush or invalidate below a unit with several lower ports (the CP's
 * DMA unit, whose lower ports are every L2 bank and the RDMA engine) goes
 * to each of them, one at a time, and is answered once all have. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_priv.h"
#include "mech/xlat/xlat_msg.h"
#include "mech/xlat/xlat_tlb.h"
#include "hooks/trace_hook.h"
#include "util/vec.h"
#include "util/xalloc.h"

typedef struct at_entry {
    mem_req *req;
    uint64_t ready; /* cycle it may leave */
    uint64_t pa;
    bool done;      /* translated (or needs none) */
    bool fault;     /* not mapped: answered with ok = false */
    bool redo;      /* a shootdown took its translation back: look up again */
} at_entry;

enum { INV_NONE, INV_TODO, INV_SENT, INV_DONE };
#define AT_INV_TAG (1ull << 62) /* ids of invalidates sent below */

typedef struct at_shoot {
    xlat_req *req;  /* the shootdown, answered when done */
    uint8_t inv;    /* INV_*: the cache below's invalidate of the frame */
    uint64_t inv_id, inv_at; /* its id, the cycle it was sent */
} at_shoot;

struct xlat_at {
    eng_comp comp; /* first */
    xlat_at_config cfg;
    eng_port *top, *bottom, *miss, *l2;
    xlat_route lower;
    xlat_tlb tlb;
    xlat_mshr mshr;
    ring q;            /* of at_entry, cfg.queue slots, oldest first */
    uint64_t head;     /* the sequence number of the oldest (the miss table
                        * names entries by sequence number) */
    mem_req **orig;    /* per in-flight slot: the request it serves */
    uint32_t *free, nfree;
    xlat_fifo up, out_miss;
    uint64_t *waiters; /* scratch for xlat_mshr_take */
    uint64_t now;
    bool stalled;      /* accept found the miss table full this cycle */
    at_shoot *shoot;   /* shootdowns not yet acked, in arrival order */
    uint32_t nshoot, capshoot;
    uint32_t nredo;    /* queue entries with redo set */
    mem_req *bc;       /* the maintenance request going to every lower port */
    uint32_t bc_sent, bc_left;
    eng_port **uniq;   /* the distinct lower ports */
    uint32_t nuniq;
    uint64_t inv_seq;  /* invalidates sent below */
    xlat_tlb_stats st;
    xlat_inval_stats ist;
};

static bool up(xlat_at *a, bool *progress)
{
    for (mem_rsp *in; (in = (mem_rsp *)eng_port_retrieve(a->bottom));) {
        *progress = true;
        if (in->id & AT_INV_TAG) { /* a shootdown's invalidate is done */
            for (uint32_t i = 0; i < a->nshoot; i++)
                if (a->shoot[i].inv == INV_SENT && a->shoot[i].inv_id == in->id) {
                    a->shoot[i].inv = INV_DONE;
                    a->ist.invals++;
                    a->ist.cycles += a->now - a->shoot[i].inv_at;
                }
            free(in);
            continue;
        }
        if (in->id >= a->cfg.inflight) { /* one part of a broadcast */
            free(in);
            if (--a->bc_left) continue;
            mem_rsp *r = mem_rsp_new(a->bc);
            trace_task_end(&a->comp, trace_msg_task(&a->bc->hdr), "req"); /* tracing */
            free(a->bc);
            a->bc = NULL;
            xlat_fifo_push(&a->up, &r->hdr);
            continue;
        }
        mem_req *o = a->orig[in->id];
        a->orig[in->id] = NULL;
        a->free[a->nfree++] = (uint32_t)in->id;
        in->id = o->id;
        in->addr = o->addr;
        in->hdr.dst = o->hdr.src;
        trace_task_end(&a->comp, trace_msg_task(&o->hdr), "req"); /* tracing */
        free(o);
        xlat_fifo_push(&a->up, &in->hdr);
        *progress = true;
    }
    return xlat_fifo_send(&a->up, a->top, progress);
}

static void miss_new(xlat_at *a, uint64_t va, uint64_t trace_id, bool write);

static bool is_write(const mem_req *r)
{
    return r->hdr.type == MEM_WRITE || r->hdr.type == MEM_ATOMIC;
}

/* Whether the TLB serves r, and where (*pa): a write needs a writable
 * entry; a read-only one is dropped, so that r's miss asks for write
 * access (a fault handler's read-only replica, xlat_uvm.h). */
static bool hit(xlat_at *a, const mem_req *r, uint64_t *pa)
{
    xlat_tr tr;
    if (!xlat_tlb_lookup(&a->tlb, r->addr, &tr)) return false;
    if (is_write(r) && !tr.writable) {
        xlat_tlb_shoot_range(&a->tlb, tr.va_page, 1ull << tr.shift);
        return false;
    }
    *pa = xlat_tr_pa(&tr, r->addr);
    return true;
}

static bool needs_xlat(const mem_req *r);

static void shoot_new(xlat_at *a, xlat_req *s)
{
    uint64_t bytes = 1ull << (s->shift ? s->shift : XLAT_SHIFT_4K);
    xlat_tlb_shoot_range(&a->tlb, s->va, bytes);
    xlat_mshr_mark_stale(&a->mshr, s->va, bytes);
    for (uint32_t i = 0; i < ring_len(&a->q); i++) {
        at_entry *e = &RING_AT(&a->q, at_entry, i);
        if (e->done && !e->fault && needs_xlat(e->req) && e->req->addr >= s->va &&
            e->req->addr - s->va < bytes)
            e->done = false, e->redo = true, a->nredo++;
    }
    uint8_t inv = a->cfg.inval && (s->flags & XLAT_F_FRAME) ? INV_TODO : INV_NONE;
    trace_task_start(&a->comp, trace_msg_task(&s->hdr), s->trace_id, "req", /* tracing */
                     "shootdown");
    VEC_PUSH(a->shoot, a->nshoot, a->capshoot, ((at_shoot){s, inv, 0, 0}), "xlat shootdowns");
}

/* Requests whose translation a shootdown took back look up again: a hit
 * (the TLB was filled since) or a miss like a new request's. */
static void redo(xlat_at *a, bool *progress)
{
    for (uint32_t i = 0; i < ring_len(&a->q) && a->nredo; i++) {
        uint64_t q = a->head + i;
        at_entry *e = &RING_AT(&a->q, at_entry, i);
        if (!e->redo) continue;
        if (hit(a, e->req, &e->pa)) {
            e->done = true;
        } else {
            enum xlat_mshr_add m = xlat_mshr_add(&a->mshr, e->req->addr, q);
            if (m == XLAT_MSHR_FULL) return; /* a fill wakes us */
            if (m == XLAT_MSHR_NEW)
                miss_new(a, e->req->addr, trace_msg_task(&e->req->hdr), is_write(e->req));
        }
        e->redo = false;
        a->nredo--;
        *progress = true;
    }
}

static void fill(xlat_at *a, bool *progress)
{
    for (xlat_rsp *r; (r = (xlat_rsp *)eng_port_retrieve(a->miss));) {
        *progress = true;
        if (r->hdr.type == XLAT_SHOOT) {
            shoot_new(a, (xlat_req *)r);
            continue;
        }
        if (xlat_mshr_unstale(&a->mshr, r->va)) { /* answered before a shootdown: ask again */
            miss_new(a, r->va, 0, r->flags & XLAT_F_WRITE);
            free(r);
            continue;
        }
        /* a transient answer serves the DMA's copy (its own TLB keeps it
         * until a shootdown) and nobody else */
        if (r->ok && (!r->tr.transient || a->cfg.dma) && xlat_tlb_insert(&a->tlb, &r->tr))
            a->st.evictions++;
        uint32_t n = xlat_mshr_take(&a->mshr, r->va, a->waiters);
        for (uint32_t i = 0; i < n; i++) {
            at_entry *e = &RING_AT(&a->q, at_entry, (uint32_t)(a->waiters[i] - a->head));
            if (r->ok && !r->tr.writable && is_write(e->req)) { /* read-only: ask to write */
                e->redo = true, a->nredo++;
                continue;
            }
            e->done = true;
            e->fault = !r->ok;
            e->pa = r->ok ? xlat_tr_pa(&r->tr, e->req->addr) : 0;
            e->ready = a->now + 1; /* the fill, then the lookup's answer */
        }
        free(r);
    }
}

/* Whether a request sent down and unanswered has an address in the range. */
static bool in_flight(const xlat_at *a, uint64_t base, uint64_t bytes)
{
    for (uint32_t s = 0; s < a->cfg.inflight; s++)
        if (a->orig[s] && a->orig[s]->addr >= base && a->orig[s]->addr - base < bytes) return true;
    return false;
}

/* The invalidate of s's frame to the cache below; false: the port is
 * full (its freeing wakes us). */
static bool send_inval(xlat_at *a, at_shoot *s, uint64_t bytes)
{
    eng_port *dst = xlat_route_of(&a->lower, s->req->pa);
    if (!dst) { /* nothing below holds the frame */
        s->inv = INV_DONE;
        return true;
    }
    uint64_t task = trace_msg_task(&s->req->hdr); /* tracing: the shootdown's task here */
    mem_req *m = mem_req_new(MEM_INVALIDATE, s->req->pa, (uint32_t)bytes);
    m->id = AT_INV_TAG | a->inv_seq;
    m->trace_id = task; /* tracing: the cache's task is its child */
    m->hdr.dst = dst;
    if (eng_port_send(a->bottom, &m->hdr)) {
        free(m);
        return false;
    }
    s->inv = INV_SENT, s->inv_id = m->id, s->inv_at = a->now;
    a->inv_seq++;
    trace_task_step(&a->comp, task, "req", "invalidate"); /* tracing */
    return true;
}

static void shoots(xlat_at *a, bool *progress)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < a->nshoot; i++) {
        at_shoot *s = &a->shoot[i];
        uint64_t bytes = 1ull << (s->req->shift ? s->req->shift : XLAT_SHIFT_4K);
        if (in_flight(a, s->req->va, bytes) || s->inv == INV_SENT ||
            (s->inv == INV_TODO && !send_inval(a, s, bytes))) {
            a->shoot[k++] = *s;
            continue;
        }
        if (s->inv == INV_SENT) { /* sent just now */
            *progress = true;
            a->shoot[k++] = *s;
            continue;
        }
        xlat_rsp *ack = xlat_rsp_to(s->req, XLAT_SHOOT_ACK, true, NULL);
        xlat_fifo_push(&a->out_miss, &ack->hdr);
        trace_task_end(&a->comp, trace_msg_task(&s->req->hdr), "req"); /* tracing */
        free(s->req);
        *progress = true;
    }
    a->nshoot = k;
}

static void miss_new(xlat_at *a, uint64_t va, uint64_t trace_id, bool write)
{
    xlat_req *m = xcalloc(1, sizeof *m, "xlat req");
    m->hdr.type = XLAT_REQ;
    m->hdr.dst = a->l2;
    m->hdr.bytes = XLAT_REQ_WIRE_BYTES;
    m->va = va & ~((1ull << XLAT_SHIFT_4K) - 1);
    m->id = va >> XLAT_SHIFT_4K;
    m->trace_id = trace_id;
    m->flags = (a->cfg.dma ? XLAT_F_DMA : 0) | (write ? XLAT_F_WRITE : 0);
    xlat_fifo_push(&a->out_miss, &m->hdr);
}

static bool needs_xlat(const mem_req *r)
{
    return r->hdr.type != MEM_FLUSH && r->hdr.type != MEM_INVALIDATE;
}

static void accept(xlat_at *a, bool *progress)
{
    for (uint32_t k = 0; k < a->cfg.width && !ring_full(&a->q); k++) {
        mem_req *r = (mem_req *)eng_port_peek(a->top);
        if (!r) return;
        uint64_t seq = a->head + ring_len(&a->q);
        at_entry ne = {.req = r, .ready = a->now + a->cfg.latency, .pa = r->addr, .done = true};
        at_entry *e = &ne; /* queued below, once it is sure to stay */
        uint64_t task = trace_msg_task(&r->hdr); /* tracing: the request's task here */
        const char *step = "untranslated";
        if (needs_xlat(r)) {
            if (hit(a, r, &e->pa)) {
                a->st.hits++;
                step = "tlb hit";
            } else {
                enum xlat_mshr_add m = xlat_mshr_add(&a->mshr, r->addr, seq);
                if (m == XLAT_MSHR_FULL) {
                    a->stalled = true;
                    return; /* stays in the port; a fill wakes us */
                }
                if (m == XLAT_MSHR_NEW)
                    a->st.misses++, miss_new(a, r->addr, task, is_write(r)), step = "tlb miss";
                else a->st.merged++, step = "tlb miss merged";
                e->done = false;
            }
            a->st.accesses++;
        }
        trace_task_start(&a->comp, task, r->trace_id, "req", "xlat"); /* tracing */
        trace_task_step(&a->comp, task, "req", step);
        eng_port_retrieve(a->top);
        RING_PUSH(&a->q, at_entry, ne);
        *progress = true;
    }
}

/* The distinct lower ports, made once. */
static void uniq_ports(xlat_at *a)
{
    if (a->uniq) return;
    a->uniq = xcalloc(a->lower.n ? a->lower.n : 1, sizeof *a->uniq, "xlat ports");
    for (uint32_t i = 0; i < a->lower.n; i++) {
        uint32_t k = 0;
        while (k < a->nuniq && a->uniq[k] != a->lower.ports[i]) k++;
        if (k == a->nuniq) a->uniq[a->nuniq++] = a->lower.ports[i];
    }
}

/* The head, a flush or invalidate, to every lower port: true when all
 * are sent (the head may go), false when a port is full or another
 * broadcast is still unanswered. */
static bool broadcast(xlat_at *a, mem_req *r)
{
    if (a->bc && a->bc != r) return false;
    uniq_ports(a);
    if (!a->bc) a->bc = r, a->bc_sent = 0, a->bc_left = a->nuniq;
    while (a->bc_sent < a->nuniq) {
        mem_req *f = mem_req_dup(r);
        f->id = a->cfg.inflight + a->bc_sent;
        f->hdr.dst = a->uniq[a->bc_sent];
        if (eng_port_send(a->bottom, &f->hdr)) {
            free(f);
            return false;
        }
        a->bc_sent++;
    }
    return true;
}

/* The head leaves when translated and its lookup time has passed; *next
 * gets the cycle it waits for. */
static void down(xlat_at *a, bool *progress, uint64_t *next)
{
    for (uint32_t k = 0; k < a->cfg.width && !ring_empty(&a->q); k++) {
        at_entry *e = &RING_FRONT(&a->q, at_entry);
        if (!e->done) return;
        if (e->ready > a->now) {
            *next = e->ready;
            return;
        }
        if (!needs_xlat(e->req) && a->lower.n > 1) {
            if (!broadcast(a, e->req)) return;
            ring_pop(&a->q), a->head++;
            *progress = true;
            continue;
        }
        eng_port *dst = e->fault ? NULL : xlat_route_of(&a->lower, e->pa);
        if (!dst) { /* a fault, or an address no route holds */
            mem_rsp *rsp = mem_rsp_new(e->req);
            rsp->ok = false;
            trace_task_step(&a->comp, trace_msg_task(&e->req->hdr), "req", "fault"); /* tracing */
            trace_task_end(&a->comp, trace_msg_task(&e->req->hdr), "req");
            free(e->req);
            xlat_fifo_push(&a->up, &rsp->hdr);
        } else {
            if (!a->nfree) return;
            mem_req *f = mem_req_dup(e->req);
            uint32_t s = a->free[a->nfree - 1];
            f->id = s;
            f->addr = e->pa;
            f->hdr.dst = dst;
            f->trace_id = trace_msg_task(&e->req->hdr);
            if (eng_port_send(a->bottom, &f->hdr)) {
                free(f);
                return; /* woken when the port frees */
            }
            a->nfree--;
            a->orig[s] = e->req;
        }
        ring_pop(&a->q), a->head++;
        *progress = true;
    }
}

static bool at_tick(eng_comp *c)
{
    xlat_at *a = (xlat_at *)c;
    bool progress = false;
    uint64_t next = UINT64_MAX;
    a->now = eng_comp_cycle(c);
    bool was_stalled = a->stalled;
    a->stalled = false;
    up(a, &progress);
    fill(a, &progress);
    if (a->nredo) redo(a, &progress);
    accept(a, &progress);
    xlat_fifo_send(&a->out_miss, a->miss, &progress);
    down(a, &progress, &next);
    if (a->nshoot) shoots(a, &progress);
    xlat_fifo_send(&a->out_miss, a->miss, &progress);
    xlat_fifo_send(&a->up, a->top, &progress);
    if (was_stalled && a->stalled) a->st.stall_cycles++;
    if (!progress && next != UINT64_MAX) eng_comp_tick_at(c, next * c->clock.period);
    return progress;
}

/* For the hang report: the queue, the misses out and the shootdowns. */
static bool at_describe(const eng_comp *c, char *buf, size_t len)
{
    const xlat_at *a = (const xlat_at *)c;
    uint32_t queued = ring_len(&a->q);
    if (!queued && !a->mshr.used && !a->up.n && !a->out_miss.n && !a->nshoot) return false;
    snprintf(buf, len,
             "%u in the queue (%u to look up again), %u/%u misses out%s, %u misses and %u "
             "answers waiting to be sent, %u shootdowns not acked",
             queued, a->nredo, a->mshr.used, a->mshr.entries,
             a->stalled ? " (miss table full)" : "", a->out_miss.n, a->up.n, a->nshoot);
    return true;
}

static const eng_comp_ops at_ops = {.kind = "l1_tlb", .tick = at_tick, .describe = at_describe};

xlat_at *xlat_at_build(eng_engine *e, const xlat_at_config *c, const char *name, char *err,
                       size_t errlen)
{
    xlat_at *a = calloc(1, sizeof *a);
    if (!a || eng_comp_init(&a->comp, e, name, &at_ops, c->clk)) {
        free(a);
        goto oom;
    }
    a->cfg = *c;
    if (!a->cfg.queue) a->cfg.queue = 1;
    if (!a->cfg.inflight) a->cfg.inflight = 1;
    if (!a->cfg.width) a->cfg.width = 1;
    uint32_t pb = c->port_buf ? c->port_buf : 16;
    a->top = eng_port_new(&a->comp, "Top", pb, pb);
    a->bottom = eng_port_new(&a->comp, "Bottom", pb, pb);
    a->miss = eng_port_new(&a->comp, "Miss", pb, pb);
    ring_init(&a->q, sizeof(at_entry), "xlat translator queue");
    a->orig = calloc(a->cfg.inflight, sizeof *a->orig);
    a->free = calloc(a->cfg.inflight, sizeof *a->free);
    a->waiters = calloc(c->waiters ? c->waiters : 1, sizeof *a->waiters);
    if (!a->top || !a->bottom || !a->miss || ring_try_reserve(&a->q, a->cfg.queue) || !a->orig || !a->free || !a->waiters ||
        xlat_tlb_init(&a->tlb, c->sets, c->ways) || xlat_mshr_init(&a->mshr, c->mshrs, c->waiters)) {
        xlat_at_destroy(a);
        if (err) snprintf(err, errlen, "xlat '%s': bad TLB geometry or out of memory", name);
        return NULL;
    }
    for (uint32_t i = 0; i < a->cfg.inflight; i++) a->free[a->nfree++] = a->cfg.inflight - 1 - i;
    return a;
oom:
    if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
    return NULL;
}

void xlat_at_destroy(xlat_at *a)
{
    if (!a) return;
    for (uint32_t i = 0; i < ring_len(&a->q); i++) free(RING_AT(&a->q, at_entry, i).req);
    for (uint32_t i = 0; a->orig && i < a->cfg.inflight; i++) free(a->orig[i]);
    xlat_fifo_fini(&a->up);
    xlat_fifo_fini(&a->out_miss);
    for (uint32_t i = 0; i < a->nshoot; i++) free(a->shoot[i].req);
    free(a->shoot);
    if (a->bc && (ring_empty(&a->q) || RING_FRONT(&a->q, at_entry).req != a->bc))
        free(a->bc); /* sent whole: no longer in the queue */
    free(a->uniq);
    xlat_port_drop(a->top);
    xlat_port_drop(a->bottom);
    xlat_port_drop(a->miss);
    xlat_tlb_fini(&a->tlb);
    xlat_mshr_fini(&a->mshr);
    xlat_route_fini(&a->lower);
    if (a->comp.name) eng_comp_fini(&a->comp);
    ring_free(&a->q), free(a->orig), free(a->free), free(a->waiters);
    free(a);
}

eng_port *xlat_at_top(xlat_at *a) { return a->top; }
eng_port *xlat_at_bottom(xlat_at *a) { return a->bottom; }
eng_port *xlat_at_miss(xlat_at *a) { return a->miss; }
int xlat_at_set_lower(xlat_at *a, eng_port *const *ports, uint32_t n, const mem_map *map)
{
    return xlat_route_set(&a->lower, ports, n, map);
}
void xlat_at_set_l2(xlat_at *a, eng_port *l2_top) { a->l2 = l2_top; }
eng_comp *xlat_at_comp(xlat_at *a) { return &a->comp; }
void xlat_at_flush(xlat_at *a) { xlat_tlb_flush(&a->tlb); }
xlat_tlb_stats xlat_at_get_stats(const xlat_at *a) { return a->st; }
xlat_inval_stats xlat_at_get_inval_stats(const xlat_at *a) { return a->ist; }
