/* The policies as ops tables: what a read, a write and an atomic do on a
 * hit and on a miss. The stages never ask which policy they run; they
 * call the table (cache.h lists the four). */
#include "components/cache/cache_int.h"

#include <string.h>

/* ---- actions shared by the tables ------------------------------------ */

static uint32_t offset_in_line(const cache *c, const cache_req *r)
{
    return (uint32_t)(r->req->addr & (c->cfg.line_bytes - 1));
}

static void do_read(cache *c, cache_req *r, cache_line *l)
{
    mem_rsp *rsp = mem_rsp_new(r->req);
    memcpy(rsp->data, cache_dir_data(&c->dir, l) + offset_in_line(c, r), r->req->size);
    cache_answer(c, r, rsp, c->cfg.data_latency);
}

static void do_write(cache *c, cache_req *r, cache_line *l, bool dirty)
{
    mem_apply_write(cache_dir_data(&c->dir, l) + offset_in_line(c, r), r->req);
    l->dirty = l->dirty || dirty;
    uint64_t *dm = dirty ? cache_dir_dmask(&c->dir, l) : NULL;
    for (uint32_t i = 0, off = offset_in_line(c, r); dm && i < r->req->size; i++)
        if (mem_req_wmask(r->req, i)) dm[(off + i) / 64] |= 1ull << ((off + i) % 64);
}

static void ack(cache *c, cache_req *r)
{
    mem_rsp *rsp = mem_rsp_new(r->req);
    cache_answer(c, r, rsp, c->cfg.data_latency);
}

static void do_atomic(cache *c, cache_req *r, cache_line *l)
{
    mem_rsp *rsp = mem_rsp_new(r->req);
    if (mem_apply_atomic(cache_dir_data(&c->dir, l) + offset_in_line(c, r), r->req, &rsp->old))
        l->dirty = true;
    else
        rsp->ok = false; /* not an atomic op, or a size that is not its width */
    cache_answer(c, r, rsp, c->cfg.data_latency);
}

/* A replayed request (must) was counted when it first looked up. */
static void count(bool must, uint64_t *counter)
{
    *counter += !must;
}

static bool miss(cache *c, cache_req *r, bool must, uint64_t *counter)
{
    if (!must && !cache_can_miss(c))
        return false;
    count(must, counter);
    cache_start_miss(c, r);
    return true;
}

static bool forward(cache *c, cache_req *r, bool must)
{
    if (!must && !cache_can_forward(c))
        return false;
    cache_forward(c, r);
    return true;
}

/* The request's gfx940 policy bits when this cache acts on them. */
static unsigned bits(const cache *c, const cache_req *r)
{
    return c->cfg.policy_bits ? r->req->policy : 0u;
}

/* A read that goes down without allocating: a forced miss (cache.h,
 * policy_bits); a present copy is dropped (MISS_EVICT). */
static bool read_down(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!must && !cache_can_forward(c))
        return false;
    count(must, &c->st.read_misses);
    if (hit && !hit->dirty)
        hit->valid = false;
    cache_forward(c, r);
    return true;
}

/* Reads allocate in every policy that caches at all; a non-temporal miss
 * does not when the cache acts on policy bits. */
static bool read_allocate(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!hit && (bits(c, r) & MEM_POL_NT))
        return read_down(c, r, NULL, must);
    if (!hit)
        return miss(c, r, must, &c->st.read_misses);
    count(must, &c->st.read_hits);
    do_read(c, r, hit);
    return true;
}

/* L1V: an agent- or system-scope read must see the level below. */
static bool wa_read(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (bits(c, r) & MEM_POL_SC1)
        return read_down(c, r, hit, must);
    return read_allocate(c, r, hit, must);
}

/* ---- write-back, write-allocate (L2) ---------------------------------- */

static bool wa_write(cache *c, cache_req *r, cache_line *hit, bool must);

static bool wb_write(cache *c, cache_req *r, cache_line *hit, bool must)
{
    unsigned b = bits(c, r);
    bool sys = (b & (MEM_POL_SC0 | MEM_POL_SC1)) == (MEM_POL_SC0 | MEM_POL_SC1);
    if (sys || (!hit && (b & MEM_POL_NT))) /* write-through, no allocation */
        return wa_write(c, r, hit, must);
    if (hit) {
        count(must, &c->st.write_hits);
        do_write(c, r, hit, true);
        ack(c, r);
        return true;
    }
    bool whole = offset_in_line(c, r) == 0 && r->req->size == c->cfg.line_bytes &&
                 mem_req_wfull(r->req, c->cfg.line_bytes);
    if (!whole) /* fetch the rest of the line first */
        return miss(c, r, must, &c->st.write_misses);
    if (!must && !cache_can_forward(c)) /* the victim may need a write-back */
        return false;
    count(must, &c->st.write_misses);
    cache_line *l = cache_install(c, mem_line_of(r->req->addr, c->cfg.line_bytes));
    do_write(c, r, l, true);
    ack(c, r);
    return true;
}

static bool wb_atomic(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!hit)
        return miss(c, r, must, &c->st.atomic_misses);
    count(must, &c->st.atomic_hits);
    do_atomic(c, r, hit);
    return true;
}

/* ---- write-through, no write-allocate (L1V) --------------------------- */

static bool wa_write(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!must && !cache_can_forward(c))
        return false;
    if (hit) {
        count(must, &c->st.write_hits);
        do_write(c, r, hit, false); /* keep the copy current; below is the truth */
    } else {
        count(must, &c->st.write_misses);
    }
    cache_forward(c, r);
    return true;
}

/* The atomic happens below; our copy would be stale. */
static bool through_atomic(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!must && !cache_can_forward(c))
        return false;
    if (hit) {
        count(must, &c->st.atomic_hits);
        hit->valid = false;
    } else {
        count(must, &c->st.atomic_misses);
    }
    cache_forward(c, r);
    return true;
}

/* ---- non-coherent write-back (an XCD's L2) ----------------------------- */

/* The atomic happens at the memory side, where every XCD's atomics to the
 * address meet; a dirty copy goes down first (the bottom queue keeps the
 * order), so the atomic sees this cache's writes. */
static bool nc_atomic(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!must && (!cache_can_forward(c) || (hit && hit->dirty && c->inflight + 2 > c->cfg.max_inflight)))
        return false;
    if (hit && hit->dirty) cache_writeback(c, hit);
    return through_atomic(c, r, hit, true);
}

/* ---- read-only (L1I, scalar): a write drops the copy ------------------- */

static bool ro_write(cache *c, cache_req *r, cache_line *hit, bool must)
{
    if (!must && !cache_can_forward(c))
        return false;
    if (hit) {
        count(must, &c->st.write_hits);
        hit->valid = false;
    } else {
        count(must, &c->st.write_misses);
    }
    cache_forward(c, r);
    return true;
}

/* ---- bypass (disabled cache) ------------------------------------------- */

static bool bypass(cache *c, cache_req *r, cache_line *hit, bool must)
{
    (void)hit;
    return forward(c, r, must);
}

static const cache_policy policies[] = {
    [CACHE_WRITEBACK] = {"writeback", true, false, read_allocate, wb_write, wb_atomic},
    [CACHE_WRITEAROUND] = {"writearound", true, false, wa_read, wa_write, through_atomic},
    [CACHE_READONLY] = {"readonly", true, false, read_allocate, ro_write, through_atomic},
    [CACHE_BYPASS] = {"bypass", false, false, bypass, bypass, bypass},
    [CACHE_WRITEBACK_NC] = {"writeback_nc", true, true, read_allocate, wb_write, nc_atomic},
};

const cache_policy *cache_policy_of(enum cache_policy_kind k)
{
    return (unsigned)k < sizeof policies / sizeof policies[0] ? &policies[k] : NULL;
}

const char *cache_policy_name(enum cache_policy_kind k)
{
    const cache_policy *p = cache_policy_of(k);
    return p ? p->name : "?";
}
