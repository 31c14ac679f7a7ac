/* The cache's status line for diagnosis (eng_comp_ops.describe, used by
 * the hang detector in hooks/hang.h): what it holds and what each part
 * waits for. Read-only; called while the engine is not running. */
#include "components/cache/cache_int.h"
#include "util/text.h"

#include <stdio.h>

static size_t waiting_in(const cache *c)
{
    size_t n = 0;
    for (uint32_t k = 0; k < c->cfg.top_ports; k++)
        n += eng_msgbuf_len(&c->top[k]->in);
    return n;
}

bool cache_describe(const eng_comp *cc, char *buf, size_t len)
{
    const cache *c = (const cache *)cc;
    size_t in = waiting_in(c), below = eng_msgbuf_len(&c->bottom->in);
    if (ring_empty(&c->pipe) && !c->mshr_used && !c->inflight && ring_empty(&c->down) && !c->out.n && !c->maint &&
        !in && !below)
        return false;
    text t = text_on(buf, len);
    if (in)
        text_put(&t, "%zu request(s) not taken from Top; ", in);
    if (!ring_empty(&c->pipe))
        text_put(&t, "%u in the tag pipeline%s; ", ring_len(&c->pipe), c->maint ? " (behind a flush)" : "");
    if (c->mshr_used)
        text_put(&t, "%u MSHR(s) wait for fills from Bottom; ", c->mshr_used);
    if (c->inflight)
        text_put(&t, "%u request(s) sent down, unanswered; ", c->inflight);
    if (below)
        text_put(&t, "%zu answer(s) from below not taken; ", below);
    if (!ring_empty(&c->down))
        text_put(&t, "%u to send down (Bottom %s); ", ring_len(&c->down),
                 eng_port_can_send(c->bottom) ? "has room" : "full");
    if (c->out.n)
        text_put(&t, "%zu answer(s) queued for Top[%u] (%s); ", c->out.n, c->out.v[0].port,
                 eng_port_can_send(c->top[c->out.v[0].port]) ? "has room" : "full");
    if (c->maint)
        text_put(&t, "%s in progress (phase %u); ", c->maint_op->name,
                 (unsigned)c->maint_phase);
    if (t.used >= 2 && !text_cut(&t))
        buf[t.used - 2] = 0; /* drop the last "; " */
    return true;
}
