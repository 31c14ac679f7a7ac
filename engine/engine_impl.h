/* Private to engine/: the engine's state and its backends (serial and
 * parallel). Components never include this file. */
#ifndef MGSIM_ENGINE_ENGINE_IMPL_H
#define MGSIM_ENGINE_ENGINE_IMPL_H

#include <stdatomic.h>

#include "engine/engine.h"

/* A worker of the parallel engine (parallel.c). */
typedef struct eng_worker eng_worker;

typedef struct eng_backend_ops {
    void (*push)(eng_engine *e, const eng_event *ev);
    uint64_t (*run)(eng_engine *e, eng_time limit);
    size_t (*pending)(const eng_engine *e);
    void (*destroy)(eng_engine *e);
} eng_backend_ops;

struct eng_engine {
    const eng_backend_ops *ops;
    void *backend;
    eng_config cfg;
    int threads;          /* 0 = serial */
    eng_time now;
    uint32_t phase;
    bool running;
    atomic_bool stop;
    uint64_t events_run;
    eng_hooks hooks;
    eng_hooks batch_hooks;/* ENG_HOOK_BATCH_END */
    eng_owner **owners;   /* by id; NULL once unregistered */
    size_t nowners, capowners;
};

int eng_serial_init(eng_engine *e, char *err, size_t errlen);
int eng_parallel_init(eng_engine *e, char *err, size_t errlen);

/* An event scheduled while worker w runs (parallel engine). */
void eng_worker_push(eng_worker *w, const eng_owner *o, const eng_event *ev);

/* Runs one event on its owner: lock (parallel), hooks, the owner's run. */
static inline void eng_dispatch(eng_engine *e, eng_worker *w, const eng_event *ev)
{
    eng_owner *o = e->owners[ev->owner];
    if (e->threads)
        eng_lock_acquire(&o->lock);
    o->worker = w;
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_BEFORE_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->run(o, ev);
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_AFTER_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->worker = NULL;
    if (e->threads)
        eng_lock_release(&o->lock);
}

/* Tells the batch hooks that n events of (now, phase) have run. */
static inline void eng_batch_end(eng_engine *e, uint64_t n)
{
    if (e->batch_hooks.head && n) {
        eng_batch_info bi = {e->now, e->phase, n};
        ENG_HOOKS_CALL(&e->batch_hooks, .pos = ENG_HOOK_BATCH_END, .now = e->now,
                       .where = "engine", .item = &bi);
    }
}

#endif
