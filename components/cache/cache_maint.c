/* Maintenance: flush, invalidate, and invalidate of an address range.
 * Each is an operation (cache_maint_op) chosen once, when the request
 * leaves the tag pipeline; its step runs every tick until it answers.
 * While one runs, later requests wait in the tag pipeline.
 *
 *   flush       waits until every earlier request is done (no MSHR,
 *               nothing in flight below), writes back the dirty lines,
 *               at most max_inflight at a time, and answers once all are
 *               acknowledged;
 *   invalidate  waits likewise and drops every clean line at once;
 *   range       (a MEM_INVALIDATE with size > 0: [addr, addr + size))
 *               waits until no MSHR holds a line of the range, then walks
 *               the tags: reqs_per_cycle sets a cycle (the tag array's
 *               lookup ports), each probe dropping the set's clean lines
 *               in the range. It probes the sets of the range's lines
 *               when they are fewer than the sets, else every set, so it
 *               takes ceil(min(lines of the range, sets) / reqs_per_cycle)
 *               cycles. Dirty lines are kept, as by invalidate. */
#include "components/cache/cache_int.h"

static void finish(cache *c)
{
    cache_req *r = c->maint;
    mem_rsp *rsp = mem_rsp_new(r->req);
    c->maint = NULL;
    cache_answer(c, r, rsp, 0);
}

static size_t nlines_of(const cache *c)
{
    return c->dir.line ? cache_dir_nlines(&c->dir) : 0;
}

/* ---- flush ------------------------------------------------------------- */

static bool flush_step(cache *c)
{
    size_t nlines = nlines_of(c);
    switch (c->maint_phase) {
    case CACHE_MAINT_DRAIN:
        if (c->mshr_used || c->inflight)
            return false; /* an answer from below wakes us */
        c->maint_phase = CACHE_MAINT_SCAN;
        return true;
    case CACHE_MAINT_SCAN: {
        bool progress = false;
        while (c->maint_cursor < nlines && c->inflight < c->cfg.max_inflight) {
            cache_line *l = &c->dir.line[c->maint_cursor++];
            if (l->valid && l->dirty) {
                cache_writeback(c, l);
                progress = true;
            }
        }
        if (c->maint_cursor == nlines) {
            c->maint_phase = CACHE_MAINT_WAIT;
            progress = true;
        }
        return progress; /* false: full below; an answer wakes us */
    }
    default:
        if (c->inflight)
            return false;
        c->st.flushes++;
        finish(c);
        return true;
    }
}

/* ---- invalidate (everything) ------------------------------------------- */

static bool invalidate_step(cache *c)
{
    if (c->mshr_used || c->inflight)
        return false;
    size_t nlines = nlines_of(c);
    for (size_t i = 0; i < nlines; i++)
        if (c->dir.line[i].valid && !c->dir.line[i].dirty) /* untouched lines stay so */
            c->dir.line[i].valid = false;
    c->st.invalidates++;
    finish(c);
    return true;
}

/* ---- invalidate a range -------------------------------------------------- */

static bool in_range(const cache *c, uint64_t line)
{
    return line >= c->maint_base && line < c->maint_end;
}

/* Whether a line of the range waits for a fill (its requests came before
 * the invalidate: it must see them done). */
static bool range_missing(const cache *c)
{
    for (uint32_t i = 0; i < c->cfg.mshrs; i++)
        if (c->mshr[i].used && in_range(c, c->mshr[i].line)) return true;
    return false;
}

/* Probe k of the walk: the set of the range's k-th line, or set k. */
static void probe(cache *c, size_t k)
{
    cache_dir *d = &c->dir;
    uint64_t set = c->maint_probes < d->sets ? ((c->maint_base >> d->line_shift) + k) & (d->sets - 1)
                                             : k;
    cache_line *s = &d->line[set * d->ways];
    for (uint32_t w = 0; w < d->ways; w++)
        if (s[w].valid && !s[w].dirty && in_range(c, s[w].addr)) {
            s[w].valid = false;
            c->st.range_lines_dropped++;
        }
}

static bool range_step(cache *c)
{
    if (c->maint_phase == CACHE_MAINT_DRAIN) {
        if (range_missing(c))
            return false; /* the fill wakes us */
        c->maint_phase = CACHE_MAINT_SCAN;
    }
    for (uint32_t n = 0; n < c->cfg.reqs_per_cycle && c->maint_cursor < c->maint_probes; n++)
        probe(c, c->maint_cursor++);
    c->st.range_walk_cycles += c->maint_probes > 0; /* a bypass cache has no tags */
    if (c->maint_cursor < c->maint_probes)
        return true; /* progress: ticked again next cycle */
    c->st.range_invalidates++;
    finish(c);
    return true;
}

/* ---- the table ------------------------------------------------------------ */

static const cache_maint_op flush_op = {"flush", flush_step};
static const cache_maint_op invalidate_op = {"invalidate", invalidate_step};
static const cache_maint_op range_op = {"invalidate range", range_step};

const cache_maint_op *cache_maint_op_of(const mem_req *r)
{
    switch (r->hdr.type) {
    case MEM_FLUSH: return &flush_op;
    case MEM_INVALIDATE: return r->size ? &range_op : &invalidate_op;
    default: return NULL;
    }
}

void cache_maint_start(cache *c, cache_req *r, const cache_maint_op *op)
{
    c->maint = r; /* later requests wait until it is answered */
    c->maint_op = op;
    c->maint_phase = CACHE_MAINT_DRAIN;
    c->maint_cursor = 0;
    uint32_t ls = c->cfg.line_bytes;
    c->maint_base = mem_line_of(r->req->addr, ls);
    c->maint_end = mem_line_of(r->req->addr + r->req->size + ls - 1, ls);
    uint64_t lines = (c->maint_end - c->maint_base) / ls;
    c->maint_probes = c->dir.line ? (size_t)(lines < c->dir.sets ? lines : c->dir.sets) : 0;
}

bool cache_maint_step(cache *c)
{
    return c->maint ? c->maint_op->step(c) : false;
}
