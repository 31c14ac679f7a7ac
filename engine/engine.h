/* The simulation engine: owners, scheduling, and running.
 *
 * Everything that handles events is an owner: components (component.h) and
 * connections (conn.h) embed an eng_owner. An owner schedules events only
 * for itself and its state changes only while it runs one of its events,
 * under its own lock. That contract is what lets the parallel engine run
 * all events of one (time, phase) at once on several threads and still give
 * results identical to the serial engine.
 *
 * Two engines share this interface:
 *   - serial (threads = 0): one heap, one event at a time, in the total
 *     order of event.h. The reference.
 *   - parallel (threads >= 1): a worker pool. A model whose components
 *     fall into several partitions joined only by connections with a
 *     lookahead (a latency of at least one cycle that nothing on the far
 *     side can shorten, such as conn_chan.h) runs in windows: each worker
 *     runs whole partitions for a window as long as the smallest lookahead
 *     of a cut connection, and the events that cross are exchanged at the
 *     window's end. A model that is one partition runs in lockstep
 *     batches: the events of one (time, phase) run concurrently. Either
 *     way the result is the serial engine's (docs/engine.md).
 *
 * Rules checked at run time (a model bug ends the run, see fatal.h):
 *   - while running, an event must be scheduled strictly after the current
 *     (time, phase); before and between runs, at or after the current time;
 *   - events are scheduled only for the owner itself, or from a notify
 *     callback that runs under the target's lock (component.h).
 *
 * An engine is used from one host thread; eng_run() uses the calling thread
 * as worker 0. */
#ifndef MGSIM_ENGINE_ENGINE_H
#define MGSIM_ENGINE_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/event.h"
#include "engine/hook.h"
#include "engine/lock.h"
#include "engine/time.h"

typedef struct eng_engine eng_engine;
typedef struct eng_owner eng_owner;
struct eng_worker;

enum eng_owner_kind { ENG_OWNER_COMPONENT, ENG_OWNER_CONNECTION };

struct eng_owner {
    uint32_t id;                 /* registration order: part of the key */
    uint8_t kind;                /* enum eng_owner_kind */
    eng_engine *engine;
    const char *name;            /* points into the component/connection */
    void (*run)(eng_owner *o, const eng_event *ev);
    uint64_t seq;                /* next sequence number */
    struct eng_worker *worker;   /* who runs this owner now (parallel) */
    uint32_t home;               /* the worker whose queue holds its events */
    uint32_t part_hint;          /* the model's partition (eng_owner_set_partition) */
    uint32_t part;               /* the engine's partition (windows), at run start */
    uint32_t place;              /* ranks: where its partition runs (ranks.h) */
    uint32_t rank;               /* ranks: the rank that runs it, at run start */
    eng_owner *affinity;         /* share this owner's home (e.g. a connection
                                    lives with its first component) */
    eng_lock lock;
};

#define ENG_THREADS_SERIAL 0     /* the serial engine */
/* Parallel, one worker per physical core; a model that is one partition
 * runs alone on the calling thread in the serial order (lockstep batches
 * pay only with hundreds of events per batch), so this is never slower
 * than the serial engine by more than a branch per event. */
#define ENG_THREADS_DEFAULT (-1)

/* How the parallel engine partitions the model (docs/engine.md). Every
 * mode merges the ends of connections that cannot be cut, so each gives
 * the serial engine's result; they differ in speed only. */
enum eng_partitioning {
    ENG_PARTITION_MODEL = 0, /* the model's hints (eng_owner_set_partition) */
    ENG_PARTITION_FINEST,    /* every component on its own (tests) */
    ENG_PARTITION_NONE       /* one partition: lockstep batches */
};

typedef struct eng_config {
    int threads;    /* ENG_THREADS_SERIAL, ENG_THREADS_DEFAULT or N >= 1 */
    uint64_t seed;  /* global seed for the components' random streams */
    bool pin;       /* pin workers to cores (when threads <= cores) */
    int partitioning; /* enum eng_partitioning */
    /* true: this process alone, even in a program linked with a transport
     * (ranks.h), e.g. the serial reference inside an MPI test */
    bool no_ranks;
} eng_config;

eng_config eng_default_config(void);

/* NULL with a message in err (may be NULL) on failure. */
eng_engine *eng_create(const eng_config *cfg, char *err, size_t errlen);
/* Destroys the engine; owners are destroyed by their creators first. */
void eng_destroy(eng_engine *e);

/* Registers an owner; fills id, engine, lock. Owners are registered while
 * the engine is not running. */
void eng_owner_register(eng_engine *e, eng_owner *o, enum eng_owner_kind kind,
                        const char *name, void (*run)(eng_owner *, const eng_event *));
void eng_owner_unregister(eng_owner *o);

/* Schedules an event for owner o (see the rules above). */
void eng_schedule(eng_owner *o, eng_time t, uint32_t phase, uint32_t kind,
                  uint32_t arg, void *data);
/* Schedules an event for another owner `to`, from an event of `from`: the
 * one way across a cut (conn_chan.c uses it for a message's arrival on the
 * far side). t must be at least the lookahead of the connection that
 * joins them after now; the engine checks that it lands after the current
 * window. Same-stamp events of `to` run its own first, then posted ones by
 * (sender id, sender's count): an order no thread timing can change. */
void eng_post(eng_owner *from, eng_owner *to, eng_time t, uint32_t phase, uint32_t kind,
              uint32_t arg, void *data);

/* The model's partition of o, for ENG_PARTITION_MODEL: give the components
 * of one GPU, or of one group that talks among itself, one number > 0; 0
 * (the default) is no hint: the component goes where its connections take
 * it. A hint only: connections that cannot be cut merge partitions. */
void eng_owner_set_partition(eng_owner *o, uint32_t part);

/* How the last eng_run ran (for reports): mode "serial", "lockstep" or
 * "windows"; partitions after merging; hints given (or components, for
 * ENG_PARTITION_FINEST);
 * connections cut; the window (smallest lookahead of a cut connection);
 * and the name of the first connection that merged two hinted partitions
 * because it cannot be cut ("" if none). */
typedef struct eng_partition_info {
    const char *mode;
    uint32_t partitions;
    uint32_t hinted;
    uint32_t cut;
    eng_time window;
    char merged_by[80];
    uint32_t boundaries;  /* connections run alone between windows (conn.h) */
    char boundary[80];    /* the first one's name */
    uint64_t windows;     /* windows run, over all runs of the engine */
    uint64_t windows_alone; /* of those, run by worker 0 alone (engine/pick.h:
                               depends on the machine and its load) */
    /* The balance the partitioning allows (over the engine's runs): the
     * windows' events, and their span: per window the most events one of
     * span_workers workers (the threads, at most 64) must run when the
     * window's partitions are shared as evenly as the longest-processing-
     * time rule can. events / span bounds the speedup windows can give
     * on ideal workers; it does not depend on the machine. */
    uint64_t window_events, span_events;
    uint32_t span_workers;
} eng_partition_info;
eng_partition_info eng_get_partition_info(const eng_engine *e);
/* One line for logs and --stats: "windows of 12 cycles (1 GHz) over 5
 * partitions"; after a windowed run also how many windows and the events
 * per window. The same line for the same inputs and thread count on any
 * machine (how many windows ran alone is not in it). */
void eng_describe_partitioning(const eng_engine *e, char *buf, size_t len);

/* Runs until no event is left or eng_stop() was called; returns the number
 * of events run by this call. */
uint64_t eng_run(eng_engine *e);
/* Runs the events whose time is <= limit; afterwards now = limit when the
 * queue still holds later events. */
uint64_t eng_run_until(eng_engine *e, eng_time limit);
/* Asks a running engine to return after the current batch. Thread-safe. */
void eng_stop(eng_engine *e);

eng_time eng_now(const eng_engine *e);
uint32_t eng_phase(const eng_engine *e);
bool eng_is_parallel(const eng_engine *e);
bool eng_is_running(const eng_engine *e); /* inside eng_run */
int eng_threads(const eng_engine *e);   /* workers; 0 for serial */
uint64_t eng_seed(const eng_engine *e);
uint64_t eng_events_run(const eng_engine *e);
/* eng_run and eng_run_until calls begun so far: the same on every rank
 * (ranks.h), so a run's number can key what happened in it. */
uint64_t eng_runs(const eng_engine *e);
size_t eng_pending(const eng_engine *e); /* events queued */
eng_hooks *eng_hooks_of(eng_engine *e);  /* before/after event hooks */
/* Batch hooks (ENG_HOOK_BATCH_END, hook.h): one call per (time, phase)
 * that ran, between batches, on the calling thread. A separate list, so
 * attaching one costs the per-event hooks nothing. */
eng_hooks *eng_batch_hooks_of(eng_engine *e);
/* Between hooks (ENG_HOOK_BETWEEN): called on the calling thread while no
 * event runs, after every batch of the serial engine and of lockstep
 * batches and after every window, so at least once per window of
 * simulated time. For checks that may call eng_stop (an interrupt, a
 * deadline): unlike batch hooks they keep the parallel engine in windows. */
eng_hooks *eng_between_hooks_of(eng_engine *e);

/* Owners by id, for tools that attach hooks by name (hooks/): ids run
 * from 0 to eng_owner_count() - 1; eng_owner_at gives NULL for an owner
 * that was unregistered. Use while the engine is not running. */
size_t eng_owner_count(const eng_engine *e);
eng_owner *eng_owner_at(const eng_engine *e, size_t id);

/* Owner locking for code that enters an owner from outside its events (the
 * notify callbacks of component.h, wake-ups of conn.h). No-ops in the
 * serial engine. */
void eng_owner_enter(eng_owner *o, eng_owner *from);
void eng_owner_leave(eng_owner *o);

#endif
