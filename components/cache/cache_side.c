/* The side units' ports (cache.h, cache_set_side): the last nside top
 * ports, unit j on top_ports - nside + j. Each port's messages go into
 * its unit; what a unit releases enters the tag pipeline like any
 * request of that port, in release order, and the lookup keeps one
 * line's requests in that order. */
#include "components/cache/cache_int.h"

int cache_set_side(cache *c, const cache_side_ops *ops, void *unit)
{
    /* at least one ordinary top port stays */
    if (c->nside == CACHE_SIDE_MAX || c->nside + 1 >= c->cfg.top_ports)
        return -1;
    c->side[c->nside] = ops;
    c->side_unit[c->nside++] = unit;
    return 0;
}

/* Unit j on its port: its messages in, up to reqs_per_cycle requests out. */
static bool accept_one(cache *c, uint32_t j)
{
    bool progress = false;
    uint32_t port = c->cfg.top_ports - c->nside + j;
    const cache_side_ops *ops = c->side[j];
    void *unit = c->side_unit[j];
    eng_msg *m;
    while ((m = eng_port_retrieve(c->top[port]))) {
        ops->push(unit, m);
        progress = true;
    }
    for (uint32_t k = 0; k < c->cfg.reqs_per_cycle && !ring_full(&c->pipe); k++) {
        cache_side_req s = ops->pop(unit);
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

bool cache_side_accept(cache *c)
{
    bool progress = false;
    for (uint32_t j = 0; j < c->nside; j++)
        progress = accept_one(c, j) || progress;
    return progress;
}
