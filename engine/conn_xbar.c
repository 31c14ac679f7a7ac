/* See conn_xbar.h: a crossbar of endpoints with credit-based flow control. */
#include "engine/conn_xbar.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "util/ring.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* Events between endpoints (eng_post, at least latency later): a message
 * arriving (arg: the sender's index) and a credit coming back (arg: the
 * index of the receiver that freed the slot). */
enum { XBAR_ARRIVE = ENG_EV_USER, XBAR_CREDIT };

/* The input slots one receiver keeps for one sender: a FIFO ring of
 * eng_msg * that a sender never fills beyond `credits` entries. It starts
 * small and doubles up to that as the sender's traffic needs it: most
 * pairs (a bank answering a CU's L1V) hold one or two messages at a time. */
typedef ring slots;

/* One endpoint. It touches only its own port and its own fields, so it
 * lives in its port's partition; the others hear from it only through
 * eng_post. */
typedef struct xep {
    eng_conn conn; /* first */
    eng_xbar *x;
    uint32_t index;
    uint16_t *used; /* credits in use toward each endpoint (x->n, at first send;
                     * 2 bytes: credits <= UINT16_MAX, eng_xbar_new) */
    /* arrived, waiting for room in the port: the slots of each sender that
     * ever sent here (in[], in order of first arrival), found through
     * slot_of[sender] = 1 + its position (x->n entries, at first arrival;
     * 0: none yet). A receiver hears from few of a big crossbar's
     * endpoints, so it keeps slots only for those. */
    uint16_t *slot_of;
    slots *in;
    size_t nin, capin;
    uint64_t *waiting; /* bit s: sender s has a message in its slots */
    eng_time busy_until;
    uint64_t messages, bytes, stalls;
} xep;

struct eng_xbar {
    eng_xbar_config cfg;
    size_t (*msg_size)(const eng_msg *m);
    char *name;
    xep **ep;
    size_t n, cap;
};

static eng_port *port_of(const xep *h) { return h->conn.ports[0]; }

static eng_time latency(const eng_xbar *x)
{
    return (eng_time)x->cfg.latency_cycles * x->cfg.clock.period;
}

/* Doubles q's slots (2 at first; at most credits). */
static void slots_grow(slots *q, uint32_t credits)
{
    uint32_t room = q->cap ? (q->cap < credits / 2 ? 2 * q->cap : credits) : 2;
    ring_reserve(q, room > credits ? credits : room);
}

static slots *slots_of(const xep *h, uint32_t src)
{
    return &h->in[h->slot_of[src] - 1];
}

static void rx_push(xep *h, eng_msg *m, uint32_t src)
{
    const eng_xbar *x = h->x;
    if (!h->slot_of) {
        h->slot_of = xcalloc(x->n, sizeof *h->slot_of, "a crossbar's input slots");
        h->waiting = xcalloc((x->n + 63) / 64, sizeof *h->waiting, "a crossbar's input slots");
    }
    if (!h->slot_of[src]) {
        /* 1, 2, 4, ...: not VEC_FIRST's 16 (a CU hears from one
         * dispatcher, an L1V from the banks and the RDMA engine) */
        VEC_RESERVE_HOW(h->in, h->capin, h->nin + 1, "a crossbar's input slots", .first = 1);
        ring_init(&h->in[h->nin++], sizeof(eng_msg *), "a crossbar's input slots");
        h->slot_of[src] = (uint16_t)h->nin;
    }
    slots *q = slots_of(h, src);
    ENG_ASSERT(ring_len(q) < x->cfg.credits, "crossbar '%s': more arrivals than credits", x->name);
    if (ring_full(q))
        slots_grow(q, x->cfg.credits);
    RING_PUSH(q, eng_msg *, m);
    h->waiting[src / 64] |= 1ull << (src % 64);
}

/* The sender whose message goes into the port next: the first in plug
 * order that has one waiting, as a direct connection serves its ports. */
static int64_t next_src(const xep *h)
{
    for (size_t w = 0; h->waiting && w < (h->x->n + 63) / 64; w++)
        if (h->waiting[w])
            return (int64_t)(w * 64 + (size_t)__builtin_ctzll(h->waiting[w]));
    return -1;
}

/* Moves arrived messages into the port while it has room, and sends each
 * one's credit back; a full port wakes this endpoint when it retrieves
 * (port.c). */
static void rx_flush(xep *h)
{
    eng_port *p = port_of(h);
    eng_time back = eng_now(h->conn.owner.engine) + latency(h->x);
    int64_t src;
    while ((src = next_src(h)) >= 0) {
        slots *q = slots_of(h, (uint32_t)src);
        if (!eng_port_deliver(p, RING_FRONT(q, eng_msg *), &h->conn.owner))
            break;
        ring_pop(q);
        if (ring_empty(q))
            h->waiting[src / 64] &= ~(1ull << (src % 64));
        eng_post(&h->conn.owner, &h->x->ep[src]->conn.owner, back, ENG_PHASE_CONNECTION,
                 XBAR_CREDIT, h->index, NULL);
    }
}

/* The endpoint of the port a message goes to. */
static xep *dst_of(const xep *h, const eng_msg *m)
{
    const eng_conn *c = m->dst ? m->dst->conn : NULL;
    ENG_ASSERT(c && c->group == h->x, "crossbar '%s': '%s' sends to '%s', which is not on it",
               h->x->name, port_of(h)->name, m->dst ? m->dst->name : "(null)");
    return (xep *)c;
}

/* Sends the port's messages, oldest first, while the sender holds a
 * credit for the receiver of the oldest. */
static void tx_run(xep *h)
{
    eng_xbar *x = h->x;
    const eng_xbar_config *cfg = &x->cfg;
    eng_port *p = port_of(h);
    eng_time now = eng_now(h->conn.owner.engine);
    eng_msg *m;
    while ((m = eng_port_out_peek(p))) {
        xep *d = dst_of(h, m);
        if (!h->used)
            h->used = xcalloc(x->n, sizeof *h->used, "a crossbar's credits");
        if (h->used[d->index] == cfg->credits) {
            h->stalls++;
            return; /* its credit's return runs this again */
        }
        h->used[d->index]++;
        eng_time t = eng_clock_this_tick(cfg->clock, now);
        if (cfg->bytes_per_cycle) {
            if (h->busy_until > t)
                t = h->busy_until;
            uint64_t cycles = (m->bytes + cfg->bytes_per_cycle - 1) / cfg->bytes_per_cycle;
            t += (cycles ? cycles : 1) * cfg->clock.period;
            h->busy_until = t;
        }
        eng_port_out_pop(p, &h->conn.owner);
        eng_post(&h->conn.owner, &d->conn.owner, t + latency(x), ENG_PHASE_CONNECTION,
                 XBAR_ARRIVE, h->index, m);
    }
}

/* Woken by the port: a send, or a retrieve from a full port. */
static void xep_deliver(eng_conn *c)
{
    xep *h = (xep *)c;
    rx_flush(h);
    tx_run(h);
}

static void xep_handle(eng_conn *c, const eng_event *ev)
{
    xep *h = (xep *)c;
    if (ev->kind == XBAR_ARRIVE) {
        eng_msg *m = ev->data;
        h->messages++;
        h->bytes += m->bytes;
        rx_push(h, m, ev->arg);
        rx_flush(h);
    } else {
        ENG_ASSERT(h->used && h->used[ev->arg], "crossbar '%s': a credit nobody used",
                   h->x->name);
        h->used[ev->arg]--;
        tx_run(h);
    }
}

/* Endpoints go with their crossbar (eng_xbar_destroy). */
static void xep_destroy(eng_conn *c) { (void)c; }

static const eng_conn_ops xep_ops = {"xbar", xep_deliver, xep_destroy, xep_handle, NULL, NULL};

eng_xbar *eng_xbar_new(eng_engine *e, const char *name, const eng_xbar_config *cfg,
                       char *err, size_t errlen)
{
    (void)e;
    if (cfg->latency_cycles < 1 || cfg->clock.period == 0 || cfg->credits < 1 ||
        cfg->credits > UINT16_MAX) {
        if (err)
            snprintf(err, errlen, "crossbar '%s': latency must be >= 1 and credits 1..%u", name,
                     (unsigned)UINT16_MAX);
        return NULL;
    }
    eng_xbar *x = calloc(1, sizeof *x);
    if (x && !(x->name = strdup(name))) {
        free(x);
        x = NULL;
    }
    if (!x) {
        if (err)
            snprintf(err, errlen, "crossbar '%s': out of memory", name);
        return NULL;
    }
    x->cfg = *cfg;
    return x;
}

int eng_xbar_plug(eng_xbar *x, eng_port *p)
{
    if (p->conn || x->n >= UINT16_MAX || VEC_TRY_RESERVE(x->ep, x->cap, x->n + 1) < 0)
        return -1;
    xep *h = calloc(1, sizeof *h);
    size_t len = strlen(x->name) + 24;
    char *name = malloc(len);
    if (!h || !name)
        goto fail;
    snprintf(name, len, "%s[%zu]", x->name, x->n);
    if (eng_conn_init(&h->conn, p->comp->owner.engine, name, &xep_ops, x->cfg.clock))
        goto fail;
    free(name);
    h->x = x;
    h->index = (uint32_t)x->n;
    h->conn.group = x;
    h->conn.lookahead = latency(x);
    h->conn.msg_size = x->msg_size;
    if (eng_conn_plug(&h->conn, p) < 0) {
        eng_conn_fini(&h->conn);
        free(h);
        return -1;
    }
    x->ep[x->n++] = h;
    /* The partitioning sees the endpoints as halves in a ring: when any
     * two lie apart, some neighbours do, and the cut's lookahead counts. */
    if (x->n > 1)
        for (size_t i = 0; i < x->n; i++)
            x->ep[i]->conn.peer = &x->ep[(i + 1) % x->n]->conn;
    return 0;
fail:
    free(name);
    free(h);
    return -1;
}

void eng_xbar_set_msg_size(eng_xbar *x, size_t (*msg_size)(const eng_msg *m))
{
    x->msg_size = msg_size;
    for (size_t i = 0; i < x->n; i++)
        x->ep[i]->conn.msg_size = msg_size;
}

void eng_xbar_destroy(eng_xbar *x)
{
    if (!x)
        return;
    for (size_t i = 0; i < x->n; i++) {
        xep *h = x->ep[i];
        eng_conn_fini(&h->conn);
        free(h->used);
        for (size_t s = 0; s < h->nin; s++)
            ring_free(&h->in[s]);
        free(h->in);
        free(h->slot_of);
        free(h->waiting);
        free(h);
    }
    free(x->ep);
    free(x->name);
    free(x);
}

uint64_t eng_xbar_messages(const eng_xbar *x)
{
    uint64_t s = 0;
    for (size_t i = 0; i < x->n; i++)
        s += x->ep[i]->messages;
    return s;
}

uint64_t eng_xbar_bytes(const eng_xbar *x)
{
    uint64_t s = 0;
    for (size_t i = 0; i < x->n; i++)
        s += x->ep[i]->bytes;
    return s;
}

uint64_t eng_xbar_credit_stalls(const eng_xbar *x)
{
    uint64_t s = 0;
    for (size_t i = 0; i < x->n; i++)
        s += x->ep[i]->stalls;
    return s;
}
