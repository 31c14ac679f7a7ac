/* The PCIe bus of the MGSim paper: one medium shared by every endpoint in
 * both directions (fabric.h has the contract).
 *
 * The medium is arbitrated when it falls free, not ahead of time: at each
 * free instant the next sender in round-robin order (attach order,
 * starting after the last one served) whose head message has a free slot
 * in its destination's receive buffer wins. A message whose destination is full simply
 * waits in its sender's port; other senders go ahead.
 *
 * The bus is a boundary for the parallel engine (engine/conn.h): a sender
 * may have run ahead of it, so a head message sent after now is not there
 * yet; and fab_bus_horizon tells the engine when the bus may next put a
 * message into a port (no sooner than its latency after a transmission
 * starts) and fab_bus_take_horizon when it may next take one from a port
 * (not before the medium falls free). In the serial engine a head is never from the future, so the
 * bus behaves the same either way. */
#include "components/fabric/fabric_int.h"

/* The head of p's outgoing buffer if it was sent by now, else NULL. */
static eng_msg *head_by(const eng_port *p, eng_time now)
{
    eng_msg *m = eng_port_out_peek(p);
    return m && m->send_time <= now ? m : NULL;
}

/* The fabric port index of m's destination. */
static inline uint32_t m_dst_index(const eng_msg *m)
{
    return (uint32_t)m->dst->conn_index;
}

static bool senders_waiting(const fabric *f, eng_time now)
{
    for (uint32_t i = 0; i < f->nports; i++)
        if (head_by(f->ports[i].p, now))
            return true;
    return false;
}

/* Starts the next message on the free medium; false when none can go. */
static bool arbitrate(fabric *f, eng_time now)
{
    fab_link *l = &f->links[0];
    for (uint32_t k = 0; k < f->nports; k++) {
        uint32_t idx = (l->rr + k) % f->nports;
        eng_port *src = f->ports[idx].p;
        eng_msg *m = head_by(src, now);
        if (!m)
            continue;
        fab_port *dst = fab_port_of(f, m->dst);
        if (!fab_port_has_room(dst))
            continue;
        fab_trace_enter(f, m, now);
        eng_time tail = fab_link_transmit(f, l, m, now);
        eng_time arrive = tail + (eng_time)f->cfg.bus_latency * f->conn.clock.period;
        fab_q_push(&dst->pending, m, arrive, f->seq++);
        eng_port_out_pop(src, &f->conn.owner);
        l->rr = (idx + 1) % f->nports;
        return true;
    }
    return false;
}

void fab_bus_deliver(eng_conn *c)
{
    fabric *f = (fabric *)c;
    fab_link *l = &f->links[0];
    eng_time now = eng_now(c->owner.engine);
    fab_deliver_ready(f, now);
    if (l->busy_until <= now)
        arbitrate(f, now);
    /* Wake for the next arrival, and when the medium falls free if anyone
     * waits for it. A sender blocked by a full receive buffer waits for a
     * slot to free: at an arrival we are woken for, or when the full port
     * retrieves (which wakes us). */
    eng_time next = fab_next_delivery(f, now);
    if (l->busy_until > now && l->busy_until < next && senders_waiting(f, now))
        next = l->busy_until;
    if (next != ENG_TIME_NEVER)
        eng_conn_wake_at(c, next, &c->owner);
}

eng_time fab_bus_horizon(const eng_conn *c, const eng_port *p, eng_time now)
{
    const fabric *f = (const fabric *)c;
    const fab_port *fp = &f->ports[p->conn_index];
    /* a transmission from now on: at least one cycle on the medium, then
     * the latency */
    eng_time h = eng_clock_this_tick(c->clock, now) +
                 (eng_time)(1 + f->cfg.bus_latency) * c->clock.period;
    if (fp->pending.n && fp->pending.e[0].ready < h) /* kept in ready order */
        h = fp->pending.e[0].ready;
    return h;
}

/* When the bus may next take from port p, from what is sure at now (every
 * event of the bus before now has run): a head sent by t stays until the
 * bus takes it, room at a receive buffer only grows until the bus sends
 * there, and a head sent after t means its port had nothing for the bus
 * at t (the port is first in, first out). While the ports that come
 * before p in round-robin order are sure to win the medium in turn, p
 * waits for their transmissions; the first uncertain one ends the walk. */
eng_time fab_bus_take_horizon(const eng_conn *c, const eng_port *p, eng_time now)
{
    enum { MAX = 64 };
    const fabric *f = (const fabric *)c;
    const fab_link *l = &f->links[0];
    eng_time t = l->busy_until > now ? l->busy_until : now;
    uint32_t n = f->nports, target = p->conn_index, r = l->rr;
    if (n > MAX)
        return t;
    uint32_t sent_to[MAX] = {0};
    bool won[MAX] = {false};
    for (;;) {
        uint32_t idx = 0;
        const eng_msg *m = NULL;
        for (uint32_t k = 0; k < n && !m; k++) {
            idx = (r + k) % n;
            if (idx == target || won[idx])
                return t; /* p, or a port whose next head is not known */
            const eng_msg *h = eng_port_out_peek(f->ports[idx].p);
            if (!h)
                return t; /* may send before t */
            if (h->send_time > t)
                continue; /* had nothing at t */
            uint32_t d = m_dst_index(h);
            if (f->ports[d].pending.n + sent_to[d] >= f->ports[d].pending.cap)
                return t; /* room there by t is not sure */
            m = h;
        }
        if (!m)
            return t;
        sent_to[m_dst_index(m)]++;
        won[idx] = true;
        t = eng_clock_this_tick(c->clock, t) + fab_ser_cycles(m->bytes, f->bpc) * c->clock.period;
        r = (idx + 1) % n;
    }
}
