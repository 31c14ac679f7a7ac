/* Private to engine/: the engine's state and its backends (serial and
 * parallel). Components never include this file. */
#ifndef MGSIM_ENGINE_ENGINE_IMPL_H
#define MGSIM_ENGINE_ENGINE_IMPL_H

#include <stdatomic.h>

#include "engine/engine.h"

/* A worker's private state during a batch of the parallel engine. Each
 * worker has cache lines of its own: neighbours written by two threads
 * would bounce a line on every scheduled event. */
typedef struct eng_worker {
    _Alignas(64) eng_event *out; /* events scheduled while running this batch */
    size_t n, cap;
    uint64_t events; /* events this worker ran */
    int index;
    /* This worker's share of the current batch: runs [next, end). Other
     * workers steal from it when their own share is done. */
    _Alignas(64) atomic_size_t next;
    size_t end;
} eng_worker;

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
    eng_owner **owners;   /* by id; NULL once unregistered */
    size_t nowners, capowners;
};

int eng_serial_init(eng_engine *e, char *err, size_t errlen);
int eng_parallel_init(eng_engine *e, char *err, size_t errlen);

void eng_worker_push(eng_worker *w, const eng_event *ev);

/* Runs one event on its owner: lock (parallel), hooks, the owner's run. */
static inline void eng_dispatch(eng_engine *e, eng_worker *w, const eng_event *ev)
{
    eng_owner *o = e->owners[ev->owner];
    if (e->threads)
        pthread_mutex_lock(&o->lock);
    o->worker = w;
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_BEFORE_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->run(o, ev);
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_AFTER_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->worker = NULL;
    if (e->threads)
        pthread_mutex_unlock(&o->lock);
}

#endif
