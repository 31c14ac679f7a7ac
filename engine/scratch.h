/* Scratch memory per engine worker (prefix eng_scratch).
 *
 * Why: a component that needs working arrays only while one of its
 * events runs (a CU's lane accesses, transactions and register copies
 * while it issues a memory instruction) kept them per component: 2.6 KiB
 * a CU, 670 KiB over d-mgpu-4's 256 CUs, of which only those of the CUs
 * running at one instant are in use. A worker runs one event at a time,
 * so one set per worker serves every owner it runs.
 *
 * Contract: eng_scratch(o, kind) returns the scratch object of type kind
 * of the worker running owner o's current event (the calling thread's in
 * the serial engine): kind->size bytes, zeroed when first made, and kept
 * (with whatever the owners left in it) for the engine's life. Call it
 * only from o's event (or a notify callback that runs under o's lock
 * from another owner's event); the object is the caller's until the event
 * returns and then the next event's on that worker, so an owner keeps no
 * pointer into it across events and expects none of its contents. At
 * eng_destroy, kind->fini (if any) frees what an object holds, then the
 * engine frees the object. kind identifies the type by its address (a
 * static const table of the component's); a worker holds at most
 * ENG_SCRATCH_KINDS kinds. Threads: each worker's objects are touched only
 * by the thread running that worker.
 *
 * The set is chosen by o->worker, which is the worker running o's code
 * now, not o's home (o->home, whose queue holds its events and which
 * lockstep batches may run on another worker when it steals a run):
 * eng_dispatch_as sets o->worker to the worker that dispatches the event
 * (in lockstep batches the one that took the run, its own share's or a
 * stolen one; in windows the one that claimed o's partition; the window,
 * batch or boundary turn run alone: worker 0, the calling thread) and
 * clears it after; eng_owner_enter gives a notified owner its notifier's
 * worker. Worker k is run by engine thread k only (worker 0: the thread
 * in eng_run), one event at a time, so two owners that share a home and
 * run at once on two threads get two objects. o->worker is NULL only
 * outside events (the serial engine, or host code between runs, when the
 * helpers are idle), and then set 0 is the calling thread's.
 *
 * Nesting: a notify callback gets the same object as the event that
 * notifies it (one thread, one set). A kind must therefore not be used by
 * a callback while an event that may notify it holds an object of that
 * kind across a send, pop or deliver. The CU's only kind is used inside
 * its tick (issue and replay), and its notify callbacks only wake it. */
#ifndef MGSIM_ENGINE_SCRATCH_H
#define MGSIM_ENGINE_SCRATCH_H

#include <stddef.h>

#include "engine/engine.h"

#define ENG_SCRATCH_KINDS 8

typedef struct eng_scratch_kind {
    const char *name;          /* for the out-of-memory message */
    size_t size;
    void (*fini)(void *obj);   /* NULL: it holds nothing to free */
} eng_scratch_kind;

void *eng_scratch(eng_owner *o, const eng_scratch_kind *kind);

#endif
