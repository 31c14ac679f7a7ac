/* The L2 bank's DAB flush port: flush messages go into the drain
 * (components/dab/dab_drain.h), which hands their atoms out in the
 * deterministic flush order; they enter the tag pipeline like any
 * request of that port and take effect in that order (the lookup keeps
 * one line's requests in order). Nothing else arrives on that port. */
#include "components/cache/cache_int.h"

#include <stdlib.h>

int cache_enable_dab(cache *c, uint32_t sources)
{
    if (c->cfg.top_ports < 2 || c->drain)
        return -1;
    c->drain = malloc(sizeof *c->drain);
    if (!c->drain || dab_drain_init(c->drain, sources) < 0) {
        free(c->drain);
        c->drain = NULL;
        return -1;
    }
    return 0;
}

bool cache_dab_accept(cache *c)
{
    bool progress = false;
    uint32_t port = c->cfg.top_ports - 1;
    eng_msg *m;
    while ((m = eng_port_retrieve(c->top[port]))) {
        dab_drain_push(c->drain, (dab_flush_msg *)m);
        progress = true;
    }
    for (uint32_t k = 0; k < c->cfg.reqs_per_cycle && c->pipe_n < c->cfg.pipeline_depth; k++) {
        mem_req *r = dab_drain_pop(c->drain);
        if (!r)
            break;
        r->hdr.dst = c->top[port]; /* hdr.src: the CU, which gets the answer */
        cache_req *q = malloc(sizeof *q);
        ENG_ASSERT(q, "%s: out of memory", c->comp.name);
        *q = (cache_req){.req = r, .arrival = c->now, .ready = c->now + c->cfg.tag_latency,
                         .port = port};
        c->pipe[(c->pipe_head + c->pipe_n) % c->cfg.pipeline_depth] = q;
        c->pipe_n++;
        progress = true;
    }
    return progress;
}
