/* The PCIe bus with its arbiter at a distance (fabric.h: bus_credit_latency
 * C > 0), so that the parallel engine may cut it.
 *
 * The instant bus (fabric_bus.c) chooses, at the instant its medium falls
 * free, among every port's head, looking into every receive buffer: any
 * GPU can change what it sees within the same cycle, so every GPU must
 * stop at the bus's next move. Here every attached port has an *end* (a
 * connection of its own, living in its port's partition) and the arbiter
 * (the fabric's own connection, plugged into no port: a partition alone)
 * is C cycles from every end:
 *
 *   end:     takes its port's head while it holds one of bus_credits slots
 *            at the arbiter, and posts it there (+C);
 *   arbiter: keeps each port's messages first in, first out; when the
 *            medium is free, serves the ports round-robin in attach order,
 *            taking a head whose destination has a free receive slot (as
 *            the arbiter knows them); the medium is busy ceil(b / B)
 *            cycles; the message goes to the destination's end, arriving
 *            bus_latency - C cycles after its tail left (>= C, since
 *            2C <= bus_latency + 1); the sender's slot goes back (+C);
 *   end:     hands arrivals to its port in order as it has room; each
 *            freed receive slot goes back to the arbiter (+C).
 *
 * An unloaded message therefore arrives when it would on the instant bus
 * (C + ceil(b / B) + bus_latency - C after it was sent); under load, the
 * freed slots are known C cycles late, as PCIe's flow-control credit
 * updates are. Ends and arbiter share no state: they talk only through
 * eng_post, at least C later, which is their lookahead.
 *
 * Arrivals and freed slots reach the arbiter in the component phase and
 * it chooses in the connection phase of the same cycle, so every message
 * that has arrived by a cycle competes in it, whatever order the engine
 * ran the arrivals in. Statistics and task traces are the arbiter's alone
 * (one context): a hop starts when its end took it from the port and ends
 * when it reaches the destination's end. */
#include "components/fabric/fabric_int.h"
#include "util/vec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_hook.h"
#include "util/xalloc.h"

/* Events: to the arbiter (component phase), a message from an end (arg:
 * its port) or a freed receive slot (arg: the port); to an end
 * (connection phase), a message for its port or a freed slot at the
 * arbiter. */
enum { TO_ARBITER = ENG_EV_USER, RX_SLOT_FREE, TO_END, TX_SLOT_FREE };

/* The split bus's queues are util/ring.h rings of eng_msg *, sized for
 * their slots at attach time: a push beyond them is a slot counted twice. */
static void q_push(ring *r, eng_msg *m, const char *what)
{
    ENG_ASSERT(!ring_full(r), "PCIe bus: %s overflows (a slot was counted twice)", what);
    RING_PUSH(r, eng_msg *, m);
}

static eng_msg *q_head(const ring *r) { return ring_empty(r) ? NULL : RING_FRONT(r, eng_msg *); }

static void q_free(ring *r)
{
    for (uint32_t i = 0; i < ring_len(r); i++)
        free(RING_AT(r, eng_msg *, i));
    ring_free(r);
}

static eng_time credit_delay(const fabric *f)
{
    return (eng_time)f->cfg.bus_credit_latency * f->conn.clock.period;
}

static fab_end *end_of(const eng_port *p) { return (fab_end *)p->conn; }

/* ---- an end -------------------------------------------------------------- */

/* Hands arrivals to the port in order while it has room; a full port
 * wakes this end when it retrieves (port.c). */
static void end_rx_flush(fab_end *d)
{
    fabric *f = d->f;
    eng_port *p = d->conn.ports[0];
    eng_msg *m;
    while ((m = q_head(&d->rx)) && eng_port_deliver(p, m, &d->conn.owner)) {
        ring_pop(&d->rx);
        eng_post(&d->conn.owner, &f->conn.owner,
                 eng_now(d->conn.owner.engine) + credit_delay(f), ENG_PHASE_COMPONENT,
                 RX_SLOT_FREE, d->index, NULL);
    }
}

/* Sends the port's messages to the arbiter, oldest first, while a slot
 * there is free. */
static void end_tx_run(fab_end *d)
{
    fabric *f = d->f;
    eng_port *p = d->conn.ports[0];
    eng_time at = eng_clock_this_tick(f->conn.clock, eng_now(d->conn.owner.engine)) +
                  credit_delay(f);
    eng_msg *m;
    while ((m = eng_port_out_peek(p))) {
        if (d->tx_used == f->cfg.bus_credits) {
            d->stalls++;
            return; /* the freed slot runs this again */
        }
        ENG_ASSERT(m->dst && m->dst->conn && m->dst->conn->group == f,
                   "fabric '%s': '%s' sends to '%s', which is not on it", f->conn.name, p->name,
                   m->dst ? m->dst->name : "(null)");
        d->tx_used++;
        eng_port_out_pop(p, &d->conn.owner);
        eng_post(&d->conn.owner, &f->conn.owner, at, ENG_PHASE_COMPONENT, TO_ARBITER, d->index,
                 m);
    }
}

/* Woken by the port: a send, or a retrieve from a full port. */
static void end_deliver(eng_conn *c)
{
    fab_end *d = (fab_end *)c;
    end_rx_flush(d);
    end_tx_run(d);
}

static void end_handle(eng_conn *c, const eng_event *ev)
{
    fab_end *d = (fab_end *)c;
    if (ev->kind == TO_END) {
        q_push(&d->rx, ev->data, "a receive buffer");
        end_rx_flush(d);
    } else {
        ENG_ASSERT(d->tx_used, "fabric '%s': a slot freed that nobody held", d->f->conn.name);
        d->tx_used--;
        end_tx_run(d);
    }
}

/* Ends go with their fabric (fab_split_free). */
static void end_destroy(eng_conn *c) { (void)c; }

static const eng_conn_ops end_ops = {"pcie_bus_end", end_deliver, end_destroy, end_handle,
                                     NULL, NULL};

/* ---- the arbiter ------------------------------------------------------------ */

static bool anyone_waiting(const fabric *f)
{
    for (uint32_t i = 0; i < f->nports; i++)
        if (!ring_empty(&f->waiting[i]))
            return true;
    return false;
}

/* Starts the next message on the free medium; false when none can go. */
static bool arbitrate(fabric *f, eng_time now)
{
    fab_link *l = &f->links[0];
    eng_time period = f->conn.clock.period, credit = credit_delay(f);
    for (uint32_t k = 0; k < f->nports; k++) {
        uint32_t idx = (l->rr + k) % f->nports;
        eng_msg *m = q_head(&f->waiting[idx]);
        if (!m)
            continue;
        fab_end *to = end_of(m->dst);
        if (!f->rx_free[to->index])
            continue;
        f->rx_free[to->index]--;
        ring_pop(&f->waiting[idx]);
        eng_time tail = fab_link_transmit(f, l, m, now);
        /* at the destination's end: the bus's latency less the C cycles
         * the message already spent reaching the arbiter */
        eng_time arrive = tail + (eng_time)f->cfg.bus_latency * period - credit;
        f->st.messages++;
        f->st.bytes += m->bytes;
        f->st.latency_sum += (arrive - m->send_time) / period;
        trace_hooks_task_end(&f->hooks, arrive, f->conn.name, trace_hop_task(m), "hop");
        eng_post(&f->conn.owner, &to->conn.owner, arrive, ENG_PHASE_CONNECTION, TO_END, 0, m);
        eng_post(&f->conn.owner, &f->ends[idx]->conn.owner, now + credit, ENG_PHASE_CONNECTION,
                 TX_SLOT_FREE, 0, NULL);
        l->rr = (idx + 1) % f->nports;
        return true;
    }
    return false;
}

void fab_split_deliver(eng_conn *c)
{
    fabric *f = (fabric *)c;
    fab_link *l = &f->links[0];
    eng_time now = eng_now(c->owner.engine);
    if (l->busy_until <= now)
        arbitrate(f, now);
    /* A head whose destination is full waits for a freed slot, which
     * wakes us; one that could go waits for the medium. */
    if (l->busy_until > now && anyone_waiting(f))
        eng_conn_wake_at(c, l->busy_until, &c->owner);
}

void fab_split_handle(eng_conn *c, const eng_event *ev)
{
    fabric *f = (fabric *)c;
    if (ev->kind == TO_ARBITER) {
        /* the hop began when the sender's end took it, C ago */
        fab_trace_enter(f, ev->data, ev->time - credit_delay(f));
        q_push(&f->waiting[ev->arg], ev->data, "a port's queue at the arbiter");
    } else {
        f->rx_free[ev->arg]++;
        if (!anyone_waiting(f))
            return; /* nobody to choose: the next arrival wakes us */
    }
    /* Choose in this cycle's connection phase, or when the medium falls
     * free: nothing can start on it before (the arbiter's events are a
     * partition's fifth of a saturated bus's; fewer of them is balance). */
    eng_time busy = f->links[0].busy_until;
    if (busy > ev->time)
        eng_conn_wake_at(c, busy, &c->owner);
    else
        eng_conn_wake(c, &c->owner);
}

/* ---- building ------------------------------------------------------------------ */

int fab_split_attach(fabric *f, eng_port *p)
{
    uint32_t i = f->nports;
    bool room = VEC_TRY_RESERVE(f->ends, f->capends, i + 1) == 0 &&
                VEC_TRY_RESERVE(f->waiting, f->capwaiting, i + 1) == 0 &&
                VEC_TRY_RESERVE(f->rx_free, f->caprx_free, i + 1) == 0;
    fab_end *d = calloc(1, sizeof *d);
    size_t len = strlen(f->conn.name) + 16;
    char *name = malloc(len);
    if (!room || !d || !name)
        goto fail;
    ring_init(&d->rx, sizeof(eng_msg *), "a PCIe bus receive buffer");
    ring_init(&f->waiting[i], sizeof(eng_msg *), "a port's queue at the PCIe bus arbiter");
    if (ring_try_reserve(&d->rx, f->cfg.rx_buf) ||
        ring_try_reserve(&f->waiting[i], f->cfg.bus_credits))
        goto fail_rings;
    snprintf(name, len, "%s[%u]", f->conn.name, i);
    if (eng_conn_init(&d->conn, p->comp->owner.engine, name, &end_ops, f->conn.clock))
        goto fail_rings;
    d->f = f;
    d->index = i;
    d->conn.group = f;
    d->conn.peer = &f->conn; /* a half: cut between it and the arbiter */
    d->conn.lookahead = credit_delay(f);
    d->conn.msg_size = f->conn.msg_size;
    if (eng_conn_plug(&d->conn, p) < 0) {
        eng_conn_fini(&d->conn);
        goto fail_rings;
    }
    free(name);
    f->rx_free[i] = f->cfg.rx_buf;
    f->ends[i] = d;
    return 0;
fail_rings:
    ring_free(&f->waiting[i]);
    ring_free(&d->rx);
fail:
    free(name);
    free(d);
    return -1;
}

void fab_split_free(fabric *f)
{
    for (uint32_t i = 0; f->ends && i < f->nports; i++) {
        fab_end *d = f->ends[i];
        q_free(&d->rx);
        eng_conn_fini(&d->conn);
        free(d);
        q_free(&f->waiting[i]);
    }
    free(f->ends);
    free(f->waiting);
    free(f->rx_free);
    f->ends = NULL;
    f->waiting = NULL;
    f->rx_free = NULL;
}
