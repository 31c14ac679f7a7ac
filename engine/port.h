/* Ports: a component's doors to the outside.
 *
 * A port has two bounded buffers. The outgoing buffer is filled by the
 * owning component (eng_port_send) and emptied by the port's connection;
 * the incoming buffer is filled by the connection and emptied by the
 * component (eng_port_peek / eng_port_retrieve). Components run in the
 * component phase of a timestamp and connections in the connection phase,
 * so the two sides never touch a buffer at the same time and no buffer
 * needs a lock.
 *
 * Sending never blocks: when the outgoing buffer is full, send returns
 * ENG_EBUSY and the component retries after notify_port_free. The
 * connection is woken only when a buffer edge makes new work for it
 * (outgoing empty -> non-empty, incoming full -> not full); the component
 * is notified of every arrival and, after a failed send, of the first
 * free slot. */
#ifndef MGSIM_ENGINE_PORT_H
#define MGSIM_ENGINE_PORT_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/component.h"
#include "engine/hook.h"
#include "engine/msg.h"
#include "engine/msgbuf.h"

#define ENG_EBUSY 1

typedef struct eng_conn eng_conn;

struct eng_port {
    eng_comp *comp;         /* the owner */
    char *name;             /* "<component>.<port>" */
    eng_conn *conn;         /* set by eng_conn_plug */
    uint32_t conn_index;    /* position on the connection: delivery order */
    eng_msgbuf in, out;
    bool send_blocked;      /* a send failed: notify when room appears */
    eng_hooks hooks;        /* ENG_HOOK_PORT_* */
};

/* Creates a port owned by c (freed with it). NULL when out of memory. */
eng_port *eng_port_new(eng_comp *c, const char *name, size_t in_cap, size_t out_cap);
void eng_port_free(eng_port *p);

/* Sends m to m->dst, which must be on the same connection. 0 or ENG_EBUSY.
 * Called by p's component only, from its own events. */
int eng_port_send(eng_port *p, eng_msg *m);
static inline bool eng_port_can_send(const eng_port *p) { return !eng_msgbuf_full(&p->out); }
/* The oldest arrived message, or NULL; peek leaves it in the buffer. */
static inline eng_msg *eng_port_peek(const eng_port *p) { return eng_msgbuf_peek(&p->in); }
eng_msg *eng_port_retrieve(eng_port *p);

/* For connections: outgoing side, then incoming side. */
static inline eng_msg *eng_port_out_peek(const eng_port *p) { return eng_msgbuf_peek(&p->out); }
/* Removes the head of p's outgoing buffer; tells the owner when a blocked
 * sender can send again. */
void eng_port_out_pop(eng_port *p, eng_owner *conn);
/* Puts m into p's incoming buffer; false (and nothing done) when full. */
bool eng_port_deliver(eng_port *p, eng_msg *m, eng_owner *conn);

#endif
