/* Inside the fabric: shared state of the bus and tree connection kinds.
 * Not part of the contract (fabric.h is). */
#ifndef MGSIM_COMPONENTS_FABRIC_FABRIC_INT_H
#define MGSIM_COMPONENTS_FABRIC_FABRIC_INT_H

#include <stdbool.h>

#include "components/fabric/fabric.h"
#include "util/ring.h"

/* A message on its way and the time it may move on. */
typedef struct fab_ent {
    eng_msg *m;
    eng_time ready;
    uint64_t seq;  /* fabric-wide order of entry: the tie-break */
} fab_ent;

/* A small queue kept sorted by (ready, seq). Messages reach a switch
 * output from several inputs, so they do not come in ready order. */
typedef struct fab_q {
    fab_ent *e;
    uint32_t n, cap;
} fab_q;

/* An attached port and its receive buffer: the messages travelling to it
 * on the last hop and those that arrived while the port was full (every
 * one holds a slot, reserved before it was sent). */
typedef struct fab_port {
    eng_port *p;
    uint32_t ep, vc;
    fab_q pending;
} fab_port;

/* One direction of one link (the bus is a single link). */
typedef struct fab_link {
    char *name;
    uint32_t from, to;    /* tree nodes: endpoints first, then switches */
    eng_time busy_until;  /* the medium is free from then on */
    uint32_t rr;          /* round-robin position among its sources */
    uint64_t messages, bytes, busy_cycles;
    fab_q q[FABRIC_MAX_VCS]; /* tree: waiting at `from` when it is a switch */
} fab_link;

/* The split bus (fabric_split.c): an attached port's end of it, a
 * connection of its own that lives in the port's partition. */
typedef struct fab_end {
    eng_conn conn;     /* first */
    fabric *f;
    uint32_t index;    /* the port's index in f->ports */
    uint32_t tx_used;  /* slots held at the arbiter */
    ring rx;           /* of eng_msg *: arrived, waiting for room in the port */
    uint64_t stalls;   /* a head found no slot at the arbiter */
} fab_end;

struct fabric {
    /* first: the engine sees a connection (the split bus: its arbiter,
     * plugged into no port; the ports are plugged into ends[]) */
    eng_conn conn;
    fabric_config cfg;
    uint32_t bpc;  /* bytes per cycle of the bus or of a tree link */
    fab_port *ports;
    uint32_t nports, capports;
    uint32_t *ep_list, *ep_start; /* port indices grouped by endpoint */
    uint32_t capep_list;
    fab_link *links;
    uint32_t nlinks;
    /* tree */
    uint32_t nnodes, nswitches;
    uint32_t *parent;     /* per node; UINT32_MAX for the root */
    uint32_t *route;      /* [node * endpoints + ep]: the link to take */
    uint64_t seq;
    /* split bus: each port's end, its queue at the arbiter, and the free
     * slots of its receive buffer as the arbiter knows them */
    fab_end **ends;
    ring *waiting;     /* of eng_msg *, per port */
    uint32_t *rx_free;
    uint32_t capends, capwaiting, caprx_free; /* util/vec.h */
    fabric_stats st;
    /* tracing (fabric.h): the task hooks and who a hop's parent is */
    eng_hooks hooks;
    uint64_t (*trace_parent)(const eng_msg *m);
};

/* Queues. */
int fab_q_init(fab_q *q, uint32_t cap);
void fab_q_push(fab_q *q, eng_msg *m, eng_time ready, uint64_t seq); /* n < cap */
void fab_q_pop(fab_q *q);
void fab_q_free(fab_q *q); /* frees the messages too */

static inline fab_port *fab_port_of(fabric *f, const eng_port *p)
{
    return &f->ports[p->conn_index];
}

/* Room for one more message in fp's receive buffer. */
static inline bool fab_port_has_room(const fab_port *fp)
{
    return fp->pending.n < fp->pending.cap;
}

/* Serialisation cycles of b bytes at bpc bytes per cycle (at least 1). */
static inline uint64_t fab_ser_cycles(uint32_t b, uint32_t bpc)
{
    uint64_t c = ((uint64_t)b + bpc - 1) / bpc;
    return c ? c : 1;
}

/* Tracing: m leaves its sender's port and starts its hop (a task). */
void fab_trace_enter(fabric *f, const eng_msg *m, eng_time now);

/* Puts m on link l at now (a free link): counts it, keeps the medium busy
 * and returns the time its tail leaves the link. */
eng_time fab_link_transmit(fabric *f, fab_link *l, const eng_msg *m, eng_time now);
/* Hands every pending message whose time has come to its port, as far as
 * the port has room. */
void fab_deliver_ready(fabric *f, eng_time now);
/* The earliest arrival after now, or ENG_TIME_NEVER. */
eng_time fab_next_delivery(const fabric *f, eng_time now);

/* The kinds (fabric_bus.c, fabric_tree.c). */
void fab_bus_deliver(eng_conn *c);
/* The bus as a boundary of the parallel engine (engine/conn.h). */
eng_time fab_bus_horizon(const eng_conn *c, const eng_port *p, eng_time now);
eng_time fab_bus_take_horizon(const eng_conn *c, const eng_port *p, eng_time now);
void fab_tree_deliver(eng_conn *c);
/* The split bus (fabric_split.c): the arbiter's ops (f->conn) and the
 * ends'. */
void fab_split_deliver(eng_conn *c);
void fab_split_handle(eng_conn *c, const eng_event *ev);
/* Plugs p into a new end of its own (index f->nports); 0 or -1. */
int fab_split_attach(fabric *f, eng_port *p);
/* Frees the ends and every message in them or at the arbiter. */
void fab_split_free(fabric *f);
/* Builds the tree's nodes, links and routes; 0 or -1 (out of memory). */
int fab_tree_layout(fabric *f);

#endif
