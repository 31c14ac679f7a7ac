#include "engine/conn.h"

#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "util/vec.h"

static void conn_run(eng_owner *o, const eng_event *ev)
{
    eng_conn *c = (eng_conn *)o;
    if (ev->kind >= ENG_EV_USER) {
        ENG_ASSERT(c->ops->handle, "'%s' got event kind %u but has no handle op", c->name,
                   ev->kind);
        c->ops->handle(c, ev);
        return;
    }
    eng_lock_acquire(&c->wake_lock);
    bool current = c->wake_at == ev->time; /* else superseded by an earlier wake */
    if (current)
        c->wake_at = ENG_TIME_NEVER;
    eng_lock_release(&c->wake_lock);
    if (current)
        c->ops->deliver(c);
}

int eng_conn_init(eng_conn *c, eng_engine *e, const char *name,
                  const eng_conn_ops *ops, eng_clock clock)
{
    memset(c, 0, sizeof *c);
    c->name = strdup(name);
    if (!c->name)
        return -1;
    c->ops = ops;
    c->clock = clock;
    c->wake_at = ENG_TIME_NEVER;
    eng_lock_init(&c->wake_lock);
    eng_owner_register(e, &c->owner, ENG_OWNER_CONNECTION, c->name, conn_run);
    return 0;
}

void eng_conn_fini(eng_conn *c)
{
    /* Ports belong to components, which may already be gone: a platform
     * is torn down as a whole, so nothing here touches them. */
    eng_owner_unregister(&c->owner);
    free(c->ports);
    free(c->name);
}

void eng_conn_destroy(eng_conn *c)
{
    if (c)
        c->ops->destroy(c);
}

int eng_conn_plug(eng_conn *c, eng_port *p)
{
    if (p->conn)
        return -1;
    if (c->peer && c->nports) /* a half takes one port; the next is the peer's */
        c = c->peer;
    if (c->peer && c->nports)
        return -1;
    if (VEC_TRY_RESERVE(c->ports, c->capports, c->nports + 1) < 0)
        return -1;
    p->conn = c;
    p->conn_index = (uint32_t)c->nports;
    if (!c->owner.affinity) /* run where the first plugged component runs */
        c->owner.affinity = &p->comp->owner;
    c->ports[c->nports++] = p;
    return 0;
}

void eng_conn_wake_at(eng_conn *c, eng_time t, eng_owner *from)
{
    eng_lock_acquire(&c->wake_lock);
    if (c->wake_at > t) {
        c->wake_at = t;
        /* The event goes to the outbox of the worker running the caller. */
        struct eng_worker *saved = c->owner.worker;
        c->owner.worker = from->worker;
        eng_schedule(&c->owner, t, ENG_PHASE_CONNECTION, ENG_EV_WAKE, 0, NULL);
        c->owner.worker = saved;
    }
    eng_lock_release(&c->wake_lock);
}

void eng_conn_wake(eng_conn *c, eng_owner *from)
{
    eng_conn_wake_at(c, eng_now(c->owner.engine), from);
}
