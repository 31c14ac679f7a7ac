/* Private to engine/: the engine's state and its backends (serial and
 * parallel). Components never include this file. */
#ifndef MGSIM_ENGINE_ENGINE_IMPL_H
#define MGSIM_ENGINE_ENGINE_IMPL_H

#include <stdatomic.h>

#include "engine/engine.h"

struct eng_port;
struct eng_transport;

/* A worker of the parallel engine (parallel.c). */
typedef struct eng_worker eng_worker;

typedef struct eng_backend_ops {
    void (*push)(eng_engine *e, const eng_event *ev);
    uint64_t (*run)(eng_engine *e, eng_time limit);
    size_t (*pending)(const eng_engine *e);
    void (*destroy)(eng_engine *e);
    /* The earliest stamp (eng_event_stamp) of a queued event, UINT64_MAX
     * for none; between runs (the engine over ranks asks its inner
     * backend, ranked.c). */
    uint64_t (*next)(const eng_engine *e);
} eng_backend_ops;

/* A clock of its own for each partition while the engine runs in windows:
 * the thread that runs a partition points eng_tls_pos at it, so eng_now()
 * answers the partition's time, not the engine's. */
typedef struct eng_pos {
    const eng_engine *e;
    eng_time now;
    uint32_t phase;
} eng_pos;
extern _Thread_local const eng_pos *eng_tls_pos;

struct eng_engine {
    const eng_backend_ops *ops;
    void *backend;
    eng_config cfg;
    int threads;          /* 0 = serial */
    eng_time now;
    uint32_t phase;
    bool running;
    bool windowed;        /* this run is in windows (eng_now per partition) */
    atomic_bool stop;
    uint64_t events_run;
    uint64_t runs;        /* eng_run calls begun (eng_runs) */
    eng_hooks hooks;
    eng_hooks batch_hooks;/* ENG_HOOK_BATCH_END */
    eng_hooks between_hooks; /* ENG_HOOK_BETWEEN */
    eng_hooks sync_hooks; /* ranks: ENG_HOOK_RANK_SYNC (ranks.h) */
    eng_owner **owners;   /* by id; NULL once unregistered */
    size_t nowners, capowners;
    eng_partition_info part_info; /* the last run's (eng_get_partition_info) */
    const struct eng_transport *tr; /* ranks (ranks.h), or NULL: one process */
    struct eng_scratch_set *scratch; /* one per worker (scratch.h) */
    unsigned nscratch;
    void *ranks;          /* the engine over ranks' state (ranked.c), with tr */
};

/* Events posted to another owner (eng_post) carry this bit in seq, with
 * the sender's id and count below it: after the owner's own events of a
 * stamp, in an order fixed by the senders. */
#define ENG_SEQ_POSTED (1ull << 63)

/* Partitions (partition.c): sets every live owner's part to 0..n-1 and
 * fills info (mode left to the caller). Connections that cannot be cut
 * merge their ends; window is the smallest lookahead of a cut one. */
uint32_t eng_partition(eng_engine *e, int mode, eng_partition_info *info);

int eng_serial_init(eng_engine *e, char *err, size_t errlen);
int eng_parallel_init(eng_engine *e, char *err, size_t errlen);
/* The backend over ranks (ranked.c): e->tr set. */
int eng_ranked_init(eng_engine *e, char *err, size_t errlen);
/* Its line for eng_describe_partitioning. */
void eng_ranked_describe(const eng_engine *e, char *buf, size_t len);

/* An event scheduled while worker w runs (parallel engine): for owner o
 * itself, or posted from `from` to o (eng_post). */
void eng_worker_push(eng_worker *w, const eng_owner *o, const eng_event *ev);
/* w's number, 0 .. threads - 1 (0: the calling thread). */
int eng_worker_index(const eng_worker *w);
/* scratch.c: the sets, for the threads the backend was made with */
int eng_scratch_init(eng_engine *e);
void eng_scratch_free(eng_engine *e);
void eng_worker_post(eng_worker *w, const eng_owner *from, const eng_owner *o,
                     const eng_event *ev);
/* Windows: port p, on a boundary connection, was sent on (send) or
 * retrieved from while full; the boundary hears of it in its turn. */
void eng_worker_request(eng_worker *w, struct eng_port *p, int send);

/* Runs one event on its owner: lock (when lock), hooks, the owner's run. */
static inline void eng_dispatch_as(eng_engine *e, eng_worker *w, const eng_event *ev, bool lock)
{
    eng_owner *o = e->owners[ev->owner];
    if (lock)
        eng_lock_acquire(&o->lock);
    o->worker = w;
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_BEFORE_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->run(o, ev);
    ENG_HOOKS_CALL(&e->hooks, .pos = ENG_HOOK_AFTER_EVENT, .now = ev->time,
                   .where = o->name, .event = ev, .item = ev);
    o->worker = NULL;
    if (lock)
        eng_lock_release(&o->lock);
}

/* Lockstep batches lock (owners of one batch share workers); a partition
 * in a window is one worker's alone. */
static inline void eng_dispatch(eng_engine *e, eng_worker *w, const eng_event *ev)
{
    eng_dispatch_as(e, w, ev, e->threads != 0);
}

/* Tells the batch hooks that n events of (now, phase) have run, and the
 * between hooks that no event runs. */
static inline void eng_batch_end(eng_engine *e, uint64_t n)
{
    if (e->batch_hooks.head && n) {
        eng_batch_info bi = {e->now, e->phase, n};
        ENG_HOOKS_CALL(&e->batch_hooks, .pos = ENG_HOOK_BATCH_END, .now = e->now,
                       .where = "engine", .item = &bi);
    }
    if (n)
        ENG_HOOKS_CALL(&e->between_hooks, .pos = ENG_HOOK_BETWEEN, .now = e->now,
                       .where = "engine", .item = &n);
}

#endif
