/* The task tracer (prefix trace_): records the tasks components report
 * through the task hooks (trace_hook.h) into a msgpack file whose schema
 * is docs/trace-format.md.
 *
 * Use: build the platform, trace_open() (it attaches to every component
 * whose name matches the pattern, and to the engine's batch hooks), run,
 * trace_close() before the platform is destroyed. Components built after
 * trace_open are not traced. With no tracer open nothing is attached and
 * every task hook call site costs one pointer test.
 *
 * Determinism: each traced component appends its records to a buffer of
 * its own (the hooks run in the component's context, so no lock is
 * taken). Between batches (ENG_HOOK_BATCH_END, when no event runs) the
 * tracer writes the buffers out once they hold buffer_bytes or more, in
 * (time, component index, per-component order). The flush points depend
 * only on the records, so the file is byte-identical for the serial
 * engine and any thread count. Over MPI ranks (engine/ranks.h) each
 * rank records its own components and rank 0 writes the same file
 * (trace_ranks.c); trace_open and trace_close are then collective, and
 * trace_records counts this rank's records.
 *
 * Memory: bounded by buffer_bytes plus what one batch records.
 * Filters: component-name pattern (fnmatch, several patterns separated by
 * commas), task kinds (comma-separated list), time window [from, to):
 * records outside it are dropped (docs/trace-format.md says how readers
 * treat a task cut by the window).
 *
 * Failure: trace_open returns NULL with a message (bad file, out of
 * memory); a write error is remembered and reported by trace_close. */
#ifndef MGSIM_HOOKS_TRACE_H
#define MGSIM_HOOKS_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

#define TRACE_FORMAT_VERSION 1

/* A traced object that is not a component: a connection that keeps its
 * own task hook list (the fabric, fabric_hooks()). It is traced when its
 * name matches, in owner id order among the components. */
typedef struct trace_source {
    const eng_owner *owner;  /* the connection's owner (name, id) */
    eng_hooks *hooks;        /* where it calls the task hooks */
    const char *kind;        /* written as the component kind ("fabric") */
    eng_time period;         /* its clock period, ps */
} trace_source;

typedef struct trace_config {
    const char *path;        /* output file */
    const char *components;  /* fnmatch patterns, comma-separated; NULL: all */
    const char *kinds;       /* task kinds, comma-separated; NULL: all */
    eng_time from, to;       /* window [from, to) in ps; to = ENG_TIME_NEVER */
    size_t buffer_bytes;     /* flush threshold; default 4 MiB */
    const trace_source *extra; /* connections to trace too (may be NULL) */
    size_t nextra;
} trace_config;

trace_config trace_default_config(void);

typedef struct tracer tracer;

tracer *trace_open(eng_engine *e, const trace_config *cfg, char *err, size_t errlen);
/* Components being traced. */
size_t trace_components(const tracer *t);
/* Records written or buffered so far. */
uint64_t trace_records(const tracer *t);
/* Flushes, detaches, closes. 0, or -1 with a message on a write error.
 * NULL is fine. */
int trace_close(tracer *t, char *err, size_t errlen);

/* Does name match one of the comma-separated fnmatch patterns? NULL or
 * "" matches everything. '*' and '?' are wildcards; '[' and ']' are
 * literal, since names carry indices: "GPU[1].L2[*]" is GPU 1's L2 banks. Shared by the hooks that select components or
 * connections by name. */
bool trace_match(const char *patterns, const char *name);

/* The task kinds mgsim's components report (trace_hook.h), as a
 * comma-separated list: "cmd,kernel,workgroup,wavefront,inst,req,hop". */
extern const char trace_known_kinds[];
/* Is every item of the comma-separated list one of them? When not, the
 * first unknown item (up to its comma) in bad[badlen]. */
bool trace_kinds_known(const char *list, char *bad, size_t badlen);

/* Record types (the first element of each record array). */
enum trace_rec_type {
    TRACE_REC_COMP = 1,   /* [1, comp, name, kind, period_ps] */
    TRACE_REC_START = 2,  /* [2, time, comp, id, parent, kind, what] */
    TRACE_REC_END = 3,    /* [3, time, comp, id] */
    TRACE_REC_STEP = 4,   /* [4, time, comp, id, what] */
    TRACE_REC_COUNTER = 5 /* [5, time, comp, name, value] */
};

#endif
