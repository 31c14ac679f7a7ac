/* See xlat.h: the page-table walker. Up to `walkers` walks run at once;
 * each reads one entry per level (an 8-byte MEM_READ through the L2,
 * source MEM_SRC_XLAT) from the deepest node the page-walk cache knows:
 * the PWC keeps, fully associative with LRU, (level L, the VA bits above
 * level L's index) -> the address of that level-L node, for L = 1..3, so
 * a hit on level 1 leaves one read. Answers go back in completion order;
 * a non-present entry answers ok = false (a fault), or, with a fault
 * handler (xlat_walk_set_handler, xlat_uvm.h), becomes an XLAT_FAULT to
 * it: the walk keeps its slot until the answer, then walks again (the
 * handler wrote the entry), uses the answer's translation, or faults.
 * Walks are not merged here: the L2 TLB's miss table sends one per 4 KiB
 * page. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_priv.h"
#include "mech/xlat/xlat_msg.h"
#include "hooks/trace_hook.h"
#include "util/xalloc.h"

typedef struct walk {
    xlat_req *req; /* NULL: slot free */
    uint32_t level;
    uint64_t node, start, fault_at;
} walk;

typedef struct pwc_entry {
    uint64_t tag, node, lru;
    uint32_t level; /* 0: invalid */
} pwc_entry;

struct xlat_walk {
    eng_comp comp; /* first */
    xlat_walk_config cfg;
    eng_port *top, *mem, *handler; /* handler: NULL, faults answer ok = false */
    xlat_route lower;
    walk *w;
    pwc_entry *pwc;
    uint64_t stamp, now;
    xlat_fifo up, reads, faults;
    xlat_walk_stats st;
};

static uint64_t tag_of(uint64_t va, uint32_t level)
{
    return va >> (XLAT_SHIFT_4K + 9 * level);
}

/* The deepest node known for va: its level and address (the root when
 * the PWC has nothing). */
static void pwc_start(xlat_walk *k, uint64_t va, uint32_t *level, uint64_t *node)
{
    *level = XLAT_LEVELS;
    *node = k->cfg.root;
    pwc_entry *best = NULL;
    for (uint32_t i = 0; i < k->cfg.pwc_entries; i++) {
        pwc_entry *e = &k->pwc[i];
        if (e->level && e->level < *level && e->tag == tag_of(va, e->level))
            best = e, *level = e->level, *node = e->node;
    }
    if (best) best->lru = ++k->stamp, k->st.pwc_hits++;
}

static void pwc_put(xlat_walk *k, uint64_t va, uint32_t level, uint64_t node)
{
    if (!k->cfg.pwc_entries) return;
    pwc_entry *v = &k->pwc[0];
    for (uint32_t i = 0; i < k->cfg.pwc_entries; i++) {
        pwc_entry *e = &k->pwc[i];
        if (e->level == level && e->tag == tag_of(va, level)) {
            v = e;
            break;
        }
        if (!e->level || (v->level && e->lru < v->lru)) v = e;
    }
    *v = (pwc_entry){.tag = tag_of(va, level), .node = node, .lru = ++k->stamp, .level = level};
}

static void read_entry(xlat_walk *k, uint32_t slot)
{
    walk *w = &k->w[slot];
    uint64_t a = w->node + 8ull * xlat_pt_index(w->req->va, w->level);
    mem_req *r = mem_req_new(MEM_READ, a, 8);
    r->id = slot;
    r->source = MEM_SRC_XLAT;
    r->trace_id = trace_msg_task(&w->req->hdr); /* tracing: the walk's task */
    r->hdr.bytes = mem_req_wire_bytes(r);
    xlat_fifo_push(&k->reads, &r->hdr);
    k->st.reads++;
}

static void finish(xlat_walk *k, walk *w, bool ok, const xlat_tr *tr)
{
    xlat_rsp *a = xlat_rsp_to(w->req, XLAT_RSP, ok, tr);
    k->st.faults += !ok;
    k->st.latency_sum += k->now - w->start;
    if (!ok) trace_task_step(&k->comp, trace_msg_task(&w->req->hdr), "req", "fault"); /* tracing */
    trace_task_end(&k->comp, trace_msg_task(&w->req->hdr), "req");
    xlat_fifo_push(&k->up, &a->hdr);
    free(w->req);
    w->req = NULL;
}

/* The walk meets a non-present entry: the handler decides (the slot
 * waits), or without one the access faults. */
static void fault(xlat_walk *k, uint32_t slot)
{
    walk *w = &k->w[slot];
    if (!k->handler) {
        finish(k, w, false, NULL);
        return;
    }
    xlat_req *f = xcalloc(1, sizeof *f, "xlat fault");
    f->hdr.type = XLAT_FAULT;
    f->hdr.dst = k->handler;
    f->hdr.bytes = XLAT_REQ_WIRE_BYTES;
    f->id = slot;
    f->va = w->req->va;
    f->flags = w->req->flags;
    f->trace_id = trace_msg_task(&w->req->hdr);
    trace_task_step(&k->comp, f->trace_id, "req", "fault to handler"); /* tracing */
    w->fault_at = k->now;
    k->st.handled++;
    xlat_fifo_push(&k->faults, &f->hdr);
}

static void handler_answer(xlat_walk *k, xlat_rsp *a)
{
    walk *w = &k->w[a->id];
    k->st.fault_cycles += k->now - w->fault_at;
    if (a->ok && a->retry) { /* the entry is there now: walk again */
        pwc_start(k, w->req->va, &w->level, &w->node);
        read_entry(k, (uint32_t)a->id);
    } else {
        finish(k, w, a->ok, &a->tr);
    }
    free(a);
}

static void answers(xlat_walk *k, bool *progress)
{
    for (mem_rsp *r; (r = (mem_rsp *)eng_port_retrieve(k->mem));) {
        if (r->hdr.type == XLAT_FAULT_RSP) {
            handler_answer(k, (xlat_rsp *)r);
            *progress = true;
            continue;
        }
        walk *w = &k->w[r->id];
        uint64_t pte = 0;
        for (int i = 7; i >= 0; i--) pte = pte << 8 | r->data[i]; /* little-endian */
        uint64_t va = w->req->va;
        uint8_t shift;
        if (!r->ok) {
            finish(k, w, false, NULL);
        } else if (!(pte & XLAT_PTE_P)) {
            fault(k, (uint32_t)r->id);
        } else if (xlat_pte_leaf(pte, w->level, &shift) && (w->req->flags & XLAT_F_WRITE) &&
                   !(pte & XLAT_PTE_W)) {
            fault(k, (uint32_t)r->id); /* a write to a read-only page */
        } else if (xlat_pte_leaf(pte, w->level, &shift)) {
            uint64_t m = (1ull << shift) - 1;
            xlat_tr tr = {.va_page = va & ~m, .pa_page = pte & XLAT_PTE_ADDR & ~m, .shift = shift,
                          .writable = (pte & XLAT_PTE_W) != 0};
            finish(k, w, true, &tr);
        } else {
            w->level--;
            w->node = pte & XLAT_PTE_ADDR;
            pwc_put(k, va, w->level, w->node);
            read_entry(k, (uint32_t)r->id);
        }
        free(r);
        *progress = true;
    }
}

static void start(xlat_walk *k, bool *progress)
{
    for (uint32_t s = 0; s < k->cfg.walkers; s++) {
        if (k->w[s].req) continue;
        xlat_req *q = (xlat_req *)eng_port_retrieve(k->top);
        if (!q) return;
        walk *w = &k->w[s];
        w->req = q;
        w->start = k->now;
        trace_task_start(&k->comp, trace_msg_task(&q->hdr), q->trace_id, "req", "walk"); /* tracing */
        pwc_start(k, q->va, &w->level, &w->node);
        k->st.walks++;
        read_entry(k, s);
        *progress = true;
    }
}

/* Reads leave in order; each to the port its address routes to. */
static void send_reads(xlat_walk *k, bool *progress)
{
    while (k->reads.n) {
        mem_req *r = (mem_req *)xlat_fifo_peek(&k->reads);
        eng_port *dst = xlat_route_of(&k->lower, r->addr);
        if (!dst) { /* a table outside memory: a fault */
            walk *w = &k->w[r->id];
            free(xlat_fifo_pop(&k->reads));
            finish(k, w, false, NULL);
            *progress = true;
            continue;
        }
        r->hdr.dst = dst;
        if (eng_port_send(k->mem, &r->hdr)) return;
        xlat_fifo_pop(&k->reads);
        *progress = true;
    }
}

static bool walk_tick(eng_comp *c)
{
    xlat_walk *k = (xlat_walk *)c;
    bool progress = false;
    k->now = eng_comp_cycle(c);
    answers(k, &progress);
    start(k, &progress);
    send_reads(k, &progress);
    xlat_fifo_send(&k->faults, k->mem, &progress);
    xlat_fifo_send(&k->up, k->top, &progress);
    return progress;
}

/* For the hang report: the walks in progress and what waits to leave. */
static bool walk_describe(const eng_comp *c, char *buf, size_t len)
{
    const xlat_walk *k = (const xlat_walk *)c;
    uint32_t busy = 0;
    for (uint32_t s = 0; s < k->cfg.walkers; s++) busy += k->w[s].req != NULL;
    if (!busy && !k->reads.n && !k->faults.n && !k->up.n) return false;
    snprintf(buf, len, "%u/%u walks in progress, %u reads, %u faults and %u answers waiting to be sent",
             busy, k->cfg.walkers, k->reads.n, k->faults.n, k->up.n);
    return true;
}

static const eng_comp_ops walk_ops = {.kind = "walker", .tick = walk_tick, .describe = walk_describe};

xlat_walk *xlat_walk_build(eng_engine *e, const xlat_walk_config *c, const char *name,
                           char *err, size_t errlen)
{
    xlat_walk *k = calloc(1, sizeof *k);
    if (!k || eng_comp_init(&k->comp, e, name, &walk_ops, c->clk)) {
        free(k);
        if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
        return NULL;
    }
    k->cfg = *c;
    if (!k->cfg.walkers) k->cfg.walkers = 1;
    uint32_t pb = c->port_buf ? c->port_buf : 16;
    k->w = calloc(k->cfg.walkers, sizeof *k->w);
    k->pwc = calloc(c->pwc_entries ? c->pwc_entries : 1, sizeof *k->pwc);
    k->top = eng_port_new(&k->comp, "Top", pb, pb);
    k->mem = eng_port_new(&k->comp, "Mem", pb, pb);
    if (!k->w || !k->pwc || !k->top || !k->mem) {
        xlat_walk_destroy(k);
        if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
        return NULL;
    }
    return k;
}

void xlat_walk_destroy(xlat_walk *k)
{
    if (!k) return;
    for (uint32_t s = 0; k->w && s < k->cfg.walkers; s++) free(k->w[s].req);
    xlat_fifo_fini(&k->up);
    xlat_fifo_fini(&k->reads);
    xlat_fifo_fini(&k->faults);
    xlat_port_drop(k->top);
    xlat_port_drop(k->mem);
    xlat_route_fini(&k->lower);
    if (k->comp.name) eng_comp_fini(&k->comp);
    free(k->w), free(k->pwc);
    free(k);
}

eng_port *xlat_walk_top(xlat_walk *k) { return k->top; }
eng_port *xlat_walk_mem(xlat_walk *k) { return k->mem; }
int xlat_walk_set_lower(xlat_walk *k, eng_port *const *ports, uint32_t n, const mem_map *map)
{
    return xlat_route_set(&k->lower, ports, n, map);
}
eng_comp *xlat_walk_comp(xlat_walk *k) { return &k->comp; }
void xlat_walk_set_handler(xlat_walk *k, eng_port *handler) { k->handler = handler; }
eng_port *xlat_walk_route(const xlat_walk *k, uint64_t pa) { return xlat_route_of(&k->lower, pa); }
xlat_walk_stats xlat_walk_get_stats(const xlat_walk *k) { return k->st; }
