/* The lookup stage: requests leave the tag pipeline in arrival order and
 * take effect here, one line's requests strictly in order (a line with an
 * MSHR queues everything behind it). */
#include "components/cache/cache_int.h"

/* An access must stay inside one line (the requester splits, mem_msg.h)
 * and go to an address the level below serves. */
static bool well_formed(const cache *c, const mem_req *m)
{
    uint32_t off = (uint32_t)(m->addr & (c->cfg.line_bytes - 1));
    return m->size > 0 && m->size <= c->cfg.line_bytes &&
           off + m->size <= c->cfg.line_bytes && cache_route_ok(c, m->addr);
}

bool cache_dispatch(cache *c, cache_req *r, bool must)
{
    uint64_t line = mem_line_of(r->req->addr, c->cfg.line_bytes);
    uint64_t task = trace_msg_task(&r->req->hdr); /* tracing: r may be freed below */
    cache_mshr *m = cache_mshr_find(c, line);
    if (m) {
        if (!must && m->nwait >= c->cfg.mshr_waiters) {
            trace_task_step(&c->comp, task, "req", "stall: mshr waiters full");
            return false;
        }
        c->st.mshr_hits += !must; /* a replay was counted already */
        trace_task_step(&c->comp, task, "req", must ? "replay: mshr-hit" : "mshr-hit");
        cache_mshr_wait(m, r);
        return true;
    }
    cache_line *hit = cache_dir_lookup(&c->dir, line);
    bool done;
    switch (r->req->hdr.type) {
    case MEM_READ:
        done = c->pol->read(c, r, hit, must);
        break;
    case MEM_WRITE:
        done = c->pol->write(c, r, hit, must);
        break;
    case MEM_ATOMIC:
        done = c->pol->atomic(c, r, hit, must);
        break;
    default:
        cache_answer_error(c, r);
        return true;
    }
    /* tracing: one step per lookup that took effect, one per stall */
    const char *step = !done         ? "stall: no mshr or down slot"
                       : !c->pol->timed ? "forward"
                       : must        ? (hit ? "replay: hit" : "replay: miss")
                                     : (hit ? "hit" : "miss");
    trace_task_step(&c->comp, task, "req", step);
    return done;
}

bool cache_lookup_stage(cache *c, uint64_t *next)
{
    bool progress = false;
    for (uint32_t done = 0; !ring_empty(&c->pipe) && done < c->cfg.reqs_per_cycle && !c->maint; done++) {
        cache_req *r = RING_FRONT(&c->pipe, cache_req *);
        if (r->ready > c->now) {
            if (r->ready < *next)
                *next = r->ready;
            break;
        }
        uint32_t type = r->req->hdr.type;
        const cache_maint_op *op = cache_maint_op_of(r->req);
        if (op) {
            cache_maint_start(c, r, op);
        } else if (type != MEM_READ && type != MEM_WRITE && type != MEM_ATOMIC) {
            cache_answer_error(c, r);
        } else if (!well_formed(c, r->req)) {
            cache_answer_error(c, r);
        } else if (!cache_dispatch(c, r, false)) {
            break; /* stalled: a lower answer frees the resource and wakes us */
        }
        ring_pop(&c->pipe);
        progress = true;
    }
    return progress;
}
