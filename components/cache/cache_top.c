/* The top side: taking requests from the upper ports into the tag
 * pipeline, and sending answers back up in (time, creation) order. */
#include "components/cache/cache_int.h"
#include "engine/fatal.h"
#include "util/xalloc.h"

#include <stdlib.h>

/* ---- accepting -------------------------------------------------------- */

const char *cache_req_name(uint32_t type)
{
    static const char *const names[] = {"?", "read", "write", "atomic", "flush", "invalidate"};
    return type < sizeof names / sizeof names[0] ? names[type] : "?";
}

cache_req *cache_req_new(cache *c)
{
    if (!c->free_reqs) {
        cache_req_block *b = xmalloc(sizeof *b, "cache request records");
        b->next = c->req_blocks;
        c->req_blocks = b;
        for (uint32_t i = CACHE_REQ_BLOCK; i-- > 0;)
            cache_req_release(c, &b->r[i]);
    }
    cache_req *r = c->free_reqs;
    c->free_reqs = r->next;
    return r;
}

void cache_req_release(cache *c, cache_req *r)
{
    r->next = c->free_reqs;
    c->free_reqs = r;
}

/* Takes up to reqs_per_cycle requests, round-robin over the top ports
 * starting after the last one served, so no CU starves and the order is
 * the same for every thread count. */
bool cache_accept(cache *c)
{
    bool progress = false;
    uint32_t n = cache_plain_top_ports(c), taken = 0, idle = 0;
    for (uint32_t k = c->rr; taken < c->cfg.reqs_per_cycle && idle < n; k = (k + 1) % n) {
        if (ring_full(&c->pipe)) /* cfg.pipeline_depth slots */
            break;
        mem_req *m = (mem_req *)eng_port_retrieve(c->top[k]);
        if (!m) {
            idle++;
            continue;
        }
        idle = 0;
        cache_req *r = cache_req_new(c);
        uint64_t lat = c->pol->timed ? c->cfg.tag_latency : 0;
        *r = (cache_req){.req = m, .arrival = c->now, .ready = c->now + lat, .port = k};
        RING_PUSH(&c->pipe, cache_req *, r);
        /* tracing: the task serving m is named by m's id (trace_hook.h) */
        trace_task_start(&c->comp, trace_msg_task(&m->hdr), m->trace_id, "req", cache_req_name(m->hdr.type));
        c->rr = (k + 1) % n;
        taken++;
        progress = true;
    }
    if (c->nside) progress = cache_side_accept(c) || progress;
    return progress; /* anything left waits: we tick again next cycle */
}

/* ---- the answer heap -------------------------------------------------- */

static bool out_before(const cache_out *a, const cache_out *b)
{
    return a->at != b->at ? a->at < b->at : a->seq < b->seq;
}

UTIL_HEAP_FUNCS(static inline, cache_out_heap, cache_out, out_before, "cache answers")

void cache_answer(cache *c, cache_req *r, mem_rsp *rsp, uint32_t delay)
{
    if (!rsp->ok)
        c->st.errors++;
    uint64_t at = c->now + delay;
    ENG_ASSERT(at - r->arrival <= UINT32_MAX, "%s: a request held for 2^32 cycles", c->comp.name);
    cache_out_heap_push(&c->out, &(cache_out){.at = at, .seq = c->out_seq++, .rsp = rsp,
                                              .port = r->port, .early = (uint32_t)(at - r->arrival),
                                              .task = r->forwarded ? r->up_task
                                                             : trace_msg_task(&r->req->hdr)});
    if (!r->forwarded)
        free(r->req);
    cache_req_release(c, r);
}

void cache_answer_error(cache *c, cache_req *r)
{
    mem_rsp *rsp = mem_rsp_new(r->req);
    rsp->ok = false;
    cache_answer(c, r, rsp, 0);
}

bool cache_respond(cache *c, uint64_t *next)
{
    bool progress = false;
    while (c->out.n) {
        const cache_out *o = cache_out_heap_top(&c->out);
        if (o->at > c->now) {
            if (o->at < *next)
                *next = o->at;
            break;
        }
        uint64_t task = o->task;
        if (eng_port_send(c->top[o->port], &o->rsp->hdr) != 0) {
            trace_task_step(&c->comp, task, "req", "stall: port full"); /* tracing */
            break; /* woken when the port has room */
        }
        trace_task_end(&c->comp, task, "req"); /* tracing */
        c->st.responses++;
        c->st.latency_sum += c->now - (o->at - o->early);
        cache_out gone;
        cache_out_heap_pop(&c->out, &gone);
        progress = true;
    }
    /* Drained: a burst's room goes back to the heap, where the requests
     * queued behind a busy level use it (an L1V's heap grew to 64 answers
     * when its CU's bus was full of requests, and kept them: serial peak
     * RSS of mt 1K on d-mgpu-4 -0.7 MiB; the reallocations after bursts
     * cost 0.4 % more instructions). */
    if (!c->out.n && c->out.cap > 8) {
        free(c->out.v);
        c->out.v = NULL, c->out.cap = 0;
    }
    return progress;
}
