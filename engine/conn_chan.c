#include "engine/conn_chan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "util/ring.h"

enum { CHAN_ARRIVE = ENG_EV_USER };

typedef struct chan chan;

/* One side: the port plugged into it, the messages that arrived for that
 * port and wait for room, and its sending direction's medium. A half
 * touches only its own port and its own fields, so it lives in its port's
 * partition; the other side hears from it only through eng_post. */
typedef struct half {
    eng_conn conn; /* first */
    chan *ch;
    ring rx;       /* of eng_msg *, oldest first */
    eng_time busy_until;
    uint64_t messages, bytes; /* arrived here */
} half;

struct chan {
    half h[2];
    eng_chan_config cfg;
};

static eng_port *port_of(const half *h)
{
    return h->conn.nports ? h->conn.ports[0] : NULL;
}

/* Hands arrived messages to the port, oldest first, while it has room; a
 * full port wakes this half when it retrieves (port.c). */
static void rx_flush(half *h)
{
    eng_port *p = port_of(h);
    while (!ring_empty(&h->rx) && eng_port_deliver(p, RING_FRONT(&h->rx, eng_msg *), &h->conn.owner))
        ring_pop(&h->rx);
}

/* Woken by its port: a send (take every message, post its arrival to the
 * peer) or a retrieve from a full port (hand over what waits). */
static void chan_deliver(eng_conn *c)
{
    half *h = (half *)c;
    const eng_chan_config *cfg = &h->ch->cfg;
    eng_port *p = port_of(h);
    eng_time now = eng_now(c->owner.engine), period = cfg->clock.period;
    rx_flush(h);
    eng_msg *m;
    while (p && (m = eng_port_out_peek(p))) {
        ENG_ASSERT(m->dst == port_of((half *)c->peer),
                   "channel '%s': '%s' sends to '%s', not to the other end", c->name, p->name,
                   m->dst->name);
        eng_time t = eng_clock_this_tick(cfg->clock, now);
        if (cfg->bytes_per_cycle) {
            if (h->busy_until > t)
                t = h->busy_until;
            uint64_t cycles = (m->bytes + cfg->bytes_per_cycle - 1) / cfg->bytes_per_cycle;
            t += (cycles ? cycles : 1) * period;
            h->busy_until = t;
        }
        eng_port_out_pop(p, &c->owner);
        eng_post(&c->owner, &c->peer->owner, t + (eng_time)cfg->latency_cycles * period,
                 ENG_PHASE_CONNECTION, CHAN_ARRIVE, 0, m);
    }
}

/* A message posted by the peer has arrived. */
static void chan_handle(eng_conn *c, const eng_event *ev)
{
    half *h = (half *)c;
    eng_msg *m = ev->data;
    h->messages++;
    h->bytes += m->bytes;
    RING_PUSH(&h->rx, eng_msg *, m);
    rx_flush(h);
}

static void chan_destroy(eng_conn *c)
{
    chan *ch = ((half *)c)->ch;
    for (int i = 0; i < 2; i++) {
        eng_conn_fini(&ch->h[i].conn);
        ring_free(&ch->h[i].rx);
    }
    free(ch);
}

static const eng_conn_ops chan_ops = {"chan", chan_deliver, chan_destroy, chan_handle, NULL, NULL};

eng_conn *eng_chan_new(eng_engine *e, const char *name, const eng_chan_config *cfg,
                       char *err, size_t errlen)
{
    if (cfg->latency_cycles < 1 || cfg->clock.period == 0) {
        if (err)
            snprintf(err, errlen, "channel '%s': latency must be >= 1 cycle", name);
        return NULL;
    }
    chan *ch = calloc(1, sizeof *ch);
    size_t len = strlen(name) + 8;
    char *far = malloc(len);
    if (!ch || !far)
        goto oom;
    snprintf(far, len, "%s.far", name);
    ch->cfg = *cfg;
    for (int i = 0; i < 2; i++) {
        half *h = &ch->h[i];
        h->ch = ch;
        ring_init(&h->rx, sizeof(eng_msg *), "a channel buffer");
        if (eng_conn_init(&h->conn, e, i ? far : name, &chan_ops, cfg->clock)) {
            if (i)
                eng_conn_fini(&ch->h[0].conn);
            goto oom;
        }
    }
    free(far);
    for (int i = 0; i < 2; i++) {
        ch->h[i].conn.peer = &ch->h[1 - i].conn;
        ch->h[i].conn.lookahead = (eng_time)cfg->latency_cycles * cfg->clock.period;
    }
    return &ch->h[0].conn;
oom:
    free(far);
    free(ch);
    if (err)
        snprintf(err, errlen, "channel '%s': out of memory", name);
    return NULL;
}

uint64_t eng_chan_messages(const eng_conn *c)
{
    const chan *ch = ((const half *)c)->ch;
    return ch->h[0].messages + ch->h[1].messages;
}

uint64_t eng_chan_bytes(const eng_conn *c)
{
    const chan *ch = ((const half *)c)->ch;
    return ch->h[0].bytes + ch->h[1].bytes;
}
