/* The side unit's port (cache.h, cache_set_side): the last top port.
 * Its messages go into the unit; what the unit releases enters the tag
 * pipeline like any request of that port, in release order, and the
 * lookup keeps one line's requests in that order. */
#include "components/cache/cache_int.h"

int cache_set_side(cache *c, const cache_side_ops *ops, void *unit)
{
    if (c->cfg.top_ports < 2 || c->side)
        return -1;
    c->side = ops;
    c->side_unit = unit;
    return 0;
}

bool cache_side_accept(cache *c)
{
    bool progress = false;
    uint32_t port = c->cfg.top_ports - 1;
    eng_msg *m;
    while ((m = eng_port_retrieve(c->top[port]))) {
        c->side->push(c->side_unit, m);
        progress = true;
    }
    for (uint32_t k = 0; k < c->cfg.reqs_per_cycle && !ring_full(&c->pipe); k++) {
        cache_side_req s = c->side->pop(c->side_unit);
        if (!s.req)
            break;
        s.req->hdr.dst = c->top[port]; /* hdr.src: the sender, which gets the answer */
        cache_req *q = cache_req_new(c);
        *q = (cache_req){.req = s.req, .arrival = c->now,
                         .ready = c->now + c->cfg.tag_latency + s.latency, .port = port};
        progress = true;
        if (s.answer_now) {
            mem_rsp *rsp = mem_rsp_new(q->req);
            cache_answer(c, q, rsp, s.latency);
            continue;
        }
        RING_PUSH(&c->pipe, cache_req *, q);
    }
    return progress;
}
