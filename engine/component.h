/* Components: the things a platform is built from (a CU, a cache bank, a
 * DRAM channel, an RDMA engine).
 *
 * A component is an eng_comp embedded as the first member of the model's
 * own struct, plus an ops table. It owns its state; it changes that state
 * only in its ops, which the engine calls under the component's lock; it
 * talks to others only through its ports (port.h).
 *
 * Ticking: a component that wants to work every cycle calls
 * eng_comp_wake(); the engine then calls ops->tick once per cycle of its
 * clock for as long as tick returns true ("made progress"). A tick that
 * returns false puts the component to sleep: it costs nothing until a
 * message arrives on one of its ports or a full outgoing buffer drains,
 * which calls notify_recv / notify_port_free. Both default to waking the
 * component; a model that overrides them may only do work whose outcome
 * does not depend on the order of the calls (they may come from several
 * connections in one batch), such as waking.
 *
 * Other events: eng_comp_schedule() for a later time; ops->handle gets
 * them. A name is hierarchical ("GPU[1].SA[3].CU[2]") and seeds the
 * component's random stream (rng.h). */
#ifndef MGSIM_ENGINE_COMPONENT_H
#define MGSIM_ENGINE_COMPONENT_H

#include <stdbool.h>

#include "engine/engine.h"
#include "engine/hook.h"
#include "engine/rng.h"
#include "engine/time.h"

typedef struct eng_comp eng_comp;
typedef struct eng_port eng_port;

typedef struct eng_comp_ops {
    const char *kind;                              /* e.g. "l2_bank" */
    bool (*tick)(eng_comp *c);                     /* true = made progress */
    void (*handle)(eng_comp *c, const eng_event *ev);
    void (*notify_recv)(eng_comp *c, eng_port *p);      /* NULL = wake */
    void (*notify_port_free)(eng_comp *c, eng_port *p); /* NULL = wake */
    /* Optional, for diagnosis (hooks/hang.h): writes a one-line status of
     * the work c holds and what it waits for ("3 MSHRs wait for Bottom; 2
     * answers blocked: Top[0] full") and returns true, or returns false
     * when c holds no work. Called only while the engine is not running;
     * it must not change c. */
    bool (*describe)(const eng_comp *c, char *buf, size_t len);
} eng_comp_ops;

struct eng_comp {
    eng_owner owner;       /* first: the engine sees an owner */
    const eng_comp_ops *ops;
    char *name;
    eng_clock clock;
    eng_rng rng;           /* this component's own stream */
    eng_time tick_at;      /* the pending tick, or ENG_TIME_NEVER */
    uint64_t msg_count;    /* for message ids */
    uint64_t ticks;        /* ticks run (statistic) */
    eng_hooks hooks;       /* component hook positions, ENG_HOOK_COMP_FIRST.. */
    eng_port **ports;
    size_t nports, capports;
};

/* Sets up c (registers it with e). name is copied. Returns 0, or -1 when
 * out of memory. */
int eng_comp_init(eng_comp *c, eng_engine *e, const char *name,
                  const eng_comp_ops *ops, eng_clock clock);
/* Unregisters c and frees its name and ports (not the struct itself). */
void eng_comp_fini(eng_comp *c);

static inline eng_engine *eng_comp_engine(const eng_comp *c) { return c->owner.engine; }
static inline eng_time eng_comp_now(const eng_comp *c) { return eng_now(c->owner.engine); }
/* The current cycle of c's clock. */
static inline uint64_t eng_comp_cycle(const eng_comp *c)
{
    return eng_clock_cycle(c->clock, eng_comp_now(c));
}

/* Tick at the next cycle boundary (now, if the engine is idle and now is a
 * boundary). Does nothing when a tick at or before then is pending. */
void eng_comp_wake(eng_comp *c);
/* Tick at time t (> now while running); an earlier pending tick wins. */
void eng_comp_tick_at(eng_comp *c, eng_time t);
/* A handle event at time t with kind >= ENG_EV_USER. */
void eng_comp_schedule(eng_comp *c, eng_time t, uint32_t kind, uint32_t arg, void *data);

/* Calls the component's hooks at a component position. */
#define ENG_COMP_HOOK(c, position, it, det)                                   \
    ENG_HOOKS_CALL(&(c)->hooks, .pos = (position), .now = eng_comp_now(c),    \
                   .where = (c)->name, .item = (it), .detail = (det))

/* For connections: tell the owner of port p that a message arrived, or
 * that p's outgoing buffer has room again. from is the calling owner. */
void eng_comp_notify_recv(eng_comp *c, eng_port *p, eng_owner *from);
void eng_comp_notify_port_free(eng_comp *c, eng_port *p, eng_owner *from);

#endif
