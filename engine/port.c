#include "engine/port.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/conn.h"
#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "util/vec.h"

eng_port *eng_port_new(eng_comp *c, const char *name, size_t in_cap, size_t out_cap)
{
    eng_port *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    size_t len = strlen(c->name) + strlen(name) + 2;
    p->name = malloc(len);
    if (!p->name || eng_msgbuf_init(&p->in, in_cap) || eng_msgbuf_init(&p->out, out_cap))
        goto err;
    snprintf(p->name, len, "%s.%s", c->name, name);
    p->comp = c;
    if (VEC_TRY_RESERVE(c->ports, c->capports, c->nports + 1) < 0)
        goto err;
    c->ports[c->nports++] = p;
    return p;
err:
    eng_msgbuf_free(&p->in);
    eng_msgbuf_free(&p->out);
    free(p->name);
    free(p);
    return NULL;
}

void eng_port_free(eng_port *p)
{
    eng_msgbuf_free(&p->in);
    eng_msgbuf_free(&p->out);
    eng_hooks_clear(&p->hooks);
    free(p->name);
    free(p);
}

/* In a windowed run, a port on a boundary that stands between partitions
 * (conn.h) does not wake it directly: the partition may be ahead of the
 * boundary, so the wake-up waits for the boundary's turn (parallel.c). */
static bool via_request(const eng_port *p)
{
    const eng_engine *e = p->comp->owner.engine;
    return e->windowed && p->conn->ops->horizon && p->conn->owner.part != p->comp->owner.part;
}

int eng_port_send(eng_port *p, eng_msg *m)
{
    ENG_ASSERT(p->conn, "port '%s' sends but is not plugged into a connection", p->name);
    ENG_ASSERT(m->dst && (m->dst->conn == p->conn ||
                          (p->conn->peer && (m->dst->conn == p->conn->peer ||
                                             (p->conn->group && m->dst->conn &&
                                              m->dst->conn->group == p->conn->group)))),
               "port '%s' sends to '%s', which is not on its connection '%s'", p->name,
               m->dst ? m->dst->name : "(null)", p->conn->name);
    if (eng_msgbuf_full(&p->out)) {
        p->send_blocked = true;
        return ENG_EBUSY;
    }
    eng_comp *c = p->comp;
    m->src = p;
    m->id = ((uint64_t)c->owner.id << 40) | (c->msg_count++ & ((1ull << 40) - 1));
    m->send_time = eng_comp_now(c);
    bool was_empty = eng_msgbuf_len(&p->out) == 0;
    eng_msgbuf_push(&p->out, m);
    ENG_HOOKS_CALL(&p->hooks, .pos = ENG_HOOK_PORT_SEND, .now = m->send_time,
                   .where = p->name, .item = m);
    if (via_request(p))
        eng_worker_request(c->owner.worker, p, 1);
    else if (was_empty)
        eng_conn_wake(p->conn, &c->owner);
    return 0;
}

eng_msg *eng_port_retrieve(eng_port *p)
{
    bool was_full = eng_msgbuf_full(&p->in);
    eng_msg *m = eng_msgbuf_pop(&p->in);
    if (!m)
        return NULL;
    ENG_HOOKS_CALL(&p->hooks, .pos = ENG_HOOK_PORT_RETRIEVE, .now = eng_comp_now(p->comp),
                   .where = p->name, .item = m);
    if (was_full && via_request(p))
        eng_worker_request(p->comp->owner.worker, p, 0);
    else if (was_full)
        eng_conn_wake(p->conn, &p->comp->owner);
    return m;
}

void eng_port_out_pop(eng_port *p, eng_owner *conn)
{
    eng_msgbuf_pop(&p->out);
    if (p->send_blocked) {
        p->send_blocked = false;
        eng_comp_notify_port_free(p->comp, p, conn);
    }
}

bool eng_port_deliver(eng_port *p, eng_msg *m, eng_owner *conn)
{
    if (eng_msgbuf_full(&p->in))
        return false;
    eng_msgbuf_push(&p->in, m);
    ENG_HOOKS_CALL(&p->hooks, .pos = ENG_HOOK_PORT_DELIVER, .now = eng_now(conn->engine),
                   .where = p->name, .item = m);
    /* Every arrival notifies (not only empty -> non-empty): a component
     * that went to sleep with messages still queued is woken all the same. */
    eng_comp_notify_recv(p->comp, p, conn);
    return true;
}
