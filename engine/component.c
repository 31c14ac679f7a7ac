#include "engine/component.h"

#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "engine/port.h"

static void comp_run(eng_owner *o, const eng_event *ev)
{
    eng_comp *c = (eng_comp *)o;
    if (ev->kind == ENG_EV_TICK) {
        /* A tick superseded by an earlier one is stale: skip it, so a
         * component never ticks twice in a cycle. */
        if (c->tick_at != ev->time)
            return;
        c->tick_at = ENG_TIME_NEVER;
        c->ticks++;
        if (c->ops->tick(c))
            eng_comp_tick_at(c, eng_clock_next_tick(c->clock, ev->time));
        return;
    }
    ENG_ASSERT(c->ops->handle, "'%s' got event kind %u but has no handle op",
               c->name, ev->kind);
    c->ops->handle(c, ev);
}

int eng_comp_init(eng_comp *c, eng_engine *e, const char *name,
                  const eng_comp_ops *ops, eng_clock clock)
{
    memset(c, 0, sizeof *c);
    c->name = strdup(name);
    if (!c->name)
        return -1;
    c->ops = ops;
    c->clock = clock;
    c->tick_at = ENG_TIME_NEVER;
    eng_rng_seed(&c->rng, eng_seed(e), name);
    eng_owner_register(e, &c->owner, ENG_OWNER_COMPONENT, c->name, comp_run);
    return 0;
}

void eng_comp_fini(eng_comp *c)
{
    eng_owner_unregister(&c->owner);
    for (size_t i = 0; i < c->nports; i++)
        eng_port_free(c->ports[i]);
    free(c->ports);
    eng_hooks_clear(&c->hooks);
    free(c->name);
    c->name = NULL;
    c->ports = NULL;
    c->nports = 0;
}

void eng_comp_tick_at(eng_comp *c, eng_time t)
{
    if (c->tick_at <= t)
        return;
    c->tick_at = t;
    eng_schedule(&c->owner, t, ENG_PHASE_COMPONENT, ENG_EV_TICK, 0, NULL);
}

void eng_comp_wake(eng_comp *c)
{
    eng_engine *e = c->owner.engine;
    eng_time now = eng_now(e);
    eng_time t = eng_is_running(e) ? eng_clock_next_tick(c->clock, now)
                                        : eng_clock_this_tick(c->clock, now);
    eng_comp_tick_at(c, t);
}

void eng_comp_schedule(eng_comp *c, eng_time t, uint32_t kind, uint32_t arg, void *data)
{
    ENG_ASSERT(kind >= ENG_EV_USER, "'%s': event kind %u is reserved", c->name, kind);
    eng_schedule(&c->owner, t, ENG_PHASE_COMPONENT, kind, arg, data);
}

void eng_comp_notify_recv(eng_comp *c, eng_port *p, eng_owner *from)
{
    eng_owner_enter(&c->owner, from);
    if (c->ops->notify_recv)
        c->ops->notify_recv(c, p);
    else
        eng_comp_wake(c);
    eng_owner_leave(&c->owner);
}

void eng_comp_notify_port_free(eng_comp *c, eng_port *p, eng_owner *from)
{
    eng_owner_enter(&c->owner, from);
    if (c->ops->notify_port_free)
        c->ops->notify_port_free(c, p);
    else
        eng_comp_wake(c);
    eng_owner_leave(&c->owner);
}
