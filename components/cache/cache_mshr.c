/* Misses and everything that goes down: MSHRs (found by line through a
 * small hash index), the table of downstream
 * transactions (a request's id is its slot, so a lower answer finds its
 * purpose without a search), and the bottom queue, which keeps creation
 * order so that same-line requests reach the level below in order. */
#include "components/cache/cache_int.h"
#include "util/xalloc.h"
#include "util/vec.h"

#include <stdlib.h>
#include <string.h>

/* ---- MSHRs ------------------------------------------------------------ */

int cache_mshr_index_init(cache *c)
{
    uint32_t n = 2;
    while (n < 2 * c->cfg.mshrs)
        n *= 2;
    c->mshr_index = calloc(n, sizeof *c->mshr_index);
    c->mshr_index_mask = n - 1;
    return c->mshr_index ? 0 : -1;
}

static uint32_t index_home(const cache *c, uint64_t line)
{
    uint64_t h = (line >> 6) * 0x9e3779b97f4a7c15ull; /* Fibonacci hashing */
    return (uint32_t)(h >> 32) & c->mshr_index_mask;
}

cache_mshr *cache_mshr_find(cache *c, uint64_t line)
{
    if (!c->mshr_used)
        return NULL;
    for (uint32_t i = index_home(c, line);; i = (i + 1) & c->mshr_index_mask) {
        uint32_t slot = c->mshr_index[i];
        if (!slot)
            return NULL;
        if (c->mshr[slot - 1].line == line)
            return &c->mshr[slot - 1];
    }
}

static void index_add(cache *c, const cache_mshr *m)
{
    uint32_t i = index_home(c, m->line);
    for (; c->mshr_index[i]; i = (i + 1) & c->mshr_index_mask)
        ENG_ASSERT(c->mshr[c->mshr_index[i] - 1].line != m->line, "%s: two MSHRs for line %#llx",
                   c->comp.name, (unsigned long long)m->line);
    c->mshr_index[i] = (uint32_t)(m - c->mshr) + 1;
}

/* Deletion by backward shift: later entries of the probe run move up so
 * that no run has a hole. */
static void index_remove(cache *c, const cache_mshr *m)
{
    uint32_t mask = c->mshr_index_mask, want = (uint32_t)(m - c->mshr) + 1;
    uint32_t i = index_home(c, m->line);
    while (c->mshr_index[i] != want)
        i = (i + 1) & mask;
    for (uint32_t j = (i + 1) & mask; c->mshr_index[j]; j = (j + 1) & mask) {
        uint32_t home = index_home(c, c->mshr[c->mshr_index[j] - 1].line);
        /* j's entry may fill the hole at i unless its home lies in (i, j] */
        if (((j - home) & mask) >= ((j - i) & mask)) {
            c->mshr_index[i] = c->mshr_index[j];
            i = j;
        }
    }
    c->mshr_index[i] = 0;
}

bool cache_can_miss(const cache *c)
{
    return c->mshr_used < c->cfg.mshrs && c->inflight < c->cfg.max_inflight;
}

bool cache_can_forward(const cache *c)
{
    return c->inflight < c->cfg.max_inflight;
}

void cache_mshr_wait(cache_mshr *m, cache_req *r)
{
    r->next = NULL;
    if (m->tail)
        m->tail->next = r;
    else
        m->head = r;
    m->tail = r;
    m->nwait++;
}

void cache_mshr_free(cache *c, cache_mshr *m)
{
    index_remove(c, m);
    m->used = false;
    m->head = m->tail = NULL;
    m->nwait = 0;
    c->mshr_used--;
}

void cache_start_miss(cache *c, cache_req *r)
{
    uint64_t line = mem_line_of(r->req->addr, c->cfg.line_bytes);
    cache_mshr *m = NULL;
    for (uint32_t i = 0; i < c->cfg.mshrs && !m; i++)
        if (!c->mshr[i].used)
            m = &c->mshr[i];
    ENG_ASSERT(m, "%s: no free MSHR (the caller must check)", c->comp.name);
    *m = (cache_mshr){.line = line, .used = true};
    index_add(c, m);
    c->mshr_used++;
    cache_mshr_wait(m, r);
    uint32_t id = cache_txn_new(c, CACHE_TXN_FILL);
    c->txn[id].mshr = (uint32_t)(m - c->mshr);
    mem_req *f = mem_req_new(MEM_READ, line, c->cfg.line_bytes);
    f->id = id;
    f->source = r->req->source;
    f->policy = r->req->policy; /* the level below sees the instruction's hints */
    f->trace_id = trace_msg_task(&r->req->hdr); /* the fill belongs to r's task here */
    cache_send_down(c, f);
}

/* ---- transactions ----------------------------------------------------- */

uint32_t cache_txn_new(cache *c, uint8_t kind)
{
    if (c->free_txn == UINT32_MAX) {
        VEC_RESERVE(c->txn, c->captxn, (size_t)c->ntxn + 1, "cache transactions");
        c->txn[c->ntxn].next_free = UINT32_MAX;
        c->free_txn = c->ntxn++;
    }
    uint32_t id = c->free_txn;
    c->free_txn = c->txn[id].next_free;
    c->txn[id] = (cache_txn){.kind = kind, .next_free = UINT32_MAX};
    c->inflight++;
    return id;
}

void cache_txn_free(cache *c, uint32_t id)
{
    c->txn[id].kind = CACHE_TXN_FREE;
    c->txn[id].up = NULL;
    c->txn[id].next_free = c->free_txn;
    c->free_txn = id;
    c->inflight--;
}

/* The request itself goes down, re-addressed under this cache's tag, not
 * a copy: a bypassed or write-through L1 forwards every access it gets,
 * and a copy doubled what it held while the level below answered (on a
 * PCIe-bound run, 64 line writes per L1V). It is the same message a copy
 * was, byte for byte. */
void cache_forward(cache *c, cache_req *r)
{
    mem_req *f = r->req;
    uint32_t type = f->hdr.type;
    r->up_src = f->hdr.src;
    r->up_id = f->id;
    r->forwarded = true;
    r->up_task = trace_msg_task(&f->hdr); /* in req's place: f goes on alone */
    memset(&f->hdr, 0, sizeof f->hdr);
    f->hdr.type = type;
    f->hdr.bytes = mem_req_wire_bytes(f);
    uint32_t id = cache_txn_new(c, CACHE_TXN_FORWARD);
    c->txn[id].up = r;
    f->id = id;
    f->trace_id = r->up_task; /* tracing: it goes down on r's task's behalf */
    c->st.forwards++;
    cache_send_down(c, f);
}

void cache_writeback(cache *c, cache_line *l)
{
    mem_req *w = mem_req_new(MEM_WRITE, l->addr, c->cfg.line_bytes);
    memcpy(w->data, cache_dir_data(&c->dir, l), c->cfg.line_bytes);
    uint64_t *dm = cache_dir_dmask(&c->dir, l);
    if (dm) { /* only the bytes written here: another cache may hold the others' newer bytes */
        memcpy(w->mask, dm, sizeof w->mask);
        memset(dm, 0, CACHE_DMASK_WORDS * sizeof *dm);
    } else {
        mem_mask_fill(w->mask, c->cfg.line_bytes);
    }
    w->source = MEM_SRC_WRITEBACK;
    w->id = cache_txn_new(c, CACHE_TXN_WRITEBACK);
    l->dirty = false;
    c->st.writebacks++;
    cache_send_down(c, w);
}

/* ---- the bottom queue ------------------------------------------------- */

bool cache_route_ok(const cache *c, uint64_t addr)
{
    return !c->has_map || mem_map_target(&c->map, addr) >= 0;
}

bool cache_send_down(cache *c, mem_req *m)
{
    int64_t t = c->has_map ? mem_map_target(&c->map, m->addr) : 0;
    ENG_ASSERT(t >= 0 && (uint64_t)t < c->nlower, "%s: address %#llx has no lower port",
               c->comp.name, (unsigned long long)m->addr);
    m->hdr.dst = c->lower[t];
    RING_PUSH(&c->down, mem_req *, m); /* from RING_FIRST: L1Is, L1Ss and L2s hold few */
    return true;
}

bool cache_bottom_send(cache *c)
{
    bool progress = false;
    while (!ring_empty(&c->down)) {
        mem_req *m = RING_FRONT(&c->down, mem_req *);
        if (eng_port_send(c->bottom, &m->hdr) != 0)
            break; /* woken when the port has room */
        ring_pop(&c->down);
        progress = true;
    }
    return progress;
}
