/* Connections: what carries messages between ports.
 *
 * A connection is an owner of the engine: its events run in the
 * connection phase (ENG_PHASE_CONNECTION) of a timestamp, after every
 * component of that timestamp, so a message sent in cycle t is moved in
 * (t, connection phase) and the receiver sees it in its next cycle.
 * Ports are served in the order they were plugged in: that order, not
 * thread timing, decides which of several messages arriving at one port
 * in the same timestamp goes first.
 *
 * Kinds (each a small ops table, new kinds need no engine change):
 *   direct (conn_direct.h): moves messages at once, one cycle per hop;
 *   link (conn_link.h): a shared medium with latency and bandwidth;
 *   chan (conn_chan.h): point to point with a latency and no way for the
 *     far side to push back at once, so the parallel engine may cut it;
 *   xbar (conn_xbar.h): any to any among its ports, with a latency and
 *     credit-based flow control, cuttable anywhere.
 *
 * Cutting (docs/engine.md): a connection touches the ports of every
 * component plugged into it within one event, so the parallel engine keeps
 * them in one partition, unless the connection declares a lookahead > 0.
 * Such a connection is a pair of halves (peer), each plugged into one port
 * and living with that port's component; the halves talk only through
 * eng_post at least `lookahead` after now.
 *
 * Boundaries (ops->horizon, docs/engine.md): a shared connection with no
 * lookahead of its own, such as the PCIe bus, may still stand between
 * partitions if it keeps three promises: (1) it reads a port's outgoing
 * buffer only through its head, and treats a head whose send_time is
 * after now as not there yet; (2) it changes a component's state only by
 * taking from its outgoing buffer and putting into its incoming buffer
 * (never at a time before horizon() said); (3) it is woken only through
 * eng_conn_wake from its ports' sends and retrieves and by itself. The
 * engine then runs it alone between windows, and lets each partition run
 * ahead until the boundary's horizon for its ports. */
#ifndef MGSIM_ENGINE_CONN_H
#define MGSIM_ENGINE_CONN_H

#include "engine/engine.h"
#include "engine/port.h"

typedef struct eng_conn_ops {
    const char *kind;
    /* Move what can be moved now; schedule a later wake if needed. */
    void (*deliver)(eng_conn *c);
    void (*destroy)(eng_conn *c); /* frees the struct */
    /* Optional: events of kind >= ENG_EV_USER (posted by the peer). */
    void (*handle)(eng_conn *c, const eng_event *ev);
    /* Optional: makes the connection a boundary (below). The earliest time
     * at or after `now` at which it may put a message into port p, given
     * that none of its events runs before now. */
    eng_time (*horizon)(const eng_conn *c, const eng_port *p, eng_time now);
    /* Optional, for a boundary: the earliest time at or after `now` at
     * which it may take a message from port p's outgoing buffer, given that
     * none of its events runs before now (the bus: not before its medium
     * falls free). Lets a partition whose port is full run on until then
     * instead of waiting for the boundary cycle by cycle. NULL: now. */
    eng_time (*take_horizon)(const eng_conn *c, const eng_port *p, eng_time now);
} eng_conn_ops;

struct eng_conn {
    eng_owner owner;        /* first */
    const eng_conn_ops *ops;
    char *name;
    eng_clock clock;
    eng_port **ports;
    size_t nports, capports;
    eng_time wake_at;       /* pending wake, or ENG_TIME_NEVER */
    /* Cutting (above): the other half, and the least time from an event of
     * one half to its effect on the other; 0 (and no peer): never cut. A
     * half takes one port; plugging a half that has one plugs its peer. */
    eng_conn *peer;
    eng_time lookahead;
    /* Several halves of one connection (a crossbar, conn_xbar.h) share a
     * non-NULL group; a port may send to any port plugged into its group. */
    const void *group;
    /* Ranks (ranks.h): the bytes of message m's struct, when it is plain
     * data apart from its two port pointers, so that a copy can cross to
     * another process; 0 when it cannot. NULL: nothing crosses. */
    size_t (*msg_size)(const eng_msg *m);
    /* Guards wake_at. Not the owner lock: senders take it while holding
     * their own component's lock, and the connection takes components'
     * locks while holding its owner lock; a separate leaf lock keeps the
     * lock order acyclic. */
    eng_lock wake_lock;
};

/* For implementations: sets up / tears down the common part. */
int eng_conn_init(eng_conn *c, eng_engine *e, const char *name,
                  const eng_conn_ops *ops, eng_clock clock);
void eng_conn_fini(eng_conn *c);

void eng_conn_destroy(eng_conn *c);
/* Plugs p into c; 0, or -1 when out of memory or p is already plugged. */
int eng_conn_plug(eng_conn *c, eng_port *p);

/* Asks c to run its deliver in the connection phase of now (from a
 * component) or at time t (from c itself, t > now). from is the caller. */
void eng_conn_wake(eng_conn *c, eng_owner *from);
void eng_conn_wake_at(eng_conn *c, eng_time t, eng_owner *from);

#endif
