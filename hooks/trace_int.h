/* Private to the tracer (trace.c, trace_ranks.c): its state. */
#ifndef MGSIM_HOOKS_TRACE_INT_H
#define MGSIM_HOOKS_TRACE_INT_H

#include <msgpack.h>
#include <stdatomic.h>
#include <stdio.h>

#include "hooks/trace.h"

/* One record in a source's buffer: where it is and when it happened. */
typedef struct rec_ix {
    eng_time time;
    uint32_t off, len;
} rec_ix;

/* Over ranks, the serial batch a record was made in: run (eng_runs) and
 * stamp + 1 of the event that made it, or (the next run, 0) for a record
 * made between runs. Keys only grow on one rank. */
typedef struct rec_key {
    uint64_t run, cstamp;
} rec_key;

/* A traced component and its own buffer (touched only in its context,
 * or between batches). */
typedef struct trace_src {
    struct tracer *t;
    const eng_owner *owner;
    eng_hooks *hooks;        /* the component's, or an extra source's */
    const char *name, *kind;
    eng_time period;
    uint32_t index;          /* in the trace: dense, in owner id order */
    msgpack_sbuffer buf;
    msgpack_packer pk;
    rec_ix *ix;
    rec_key *key;            /* over ranks: each record's batch */
    size_t n, cap, capkey;
} trace_src;

/* A record's place in the merged order of a flush. */
typedef struct merge_ent {
    eng_time time;
    uint32_t src;
    uint32_t k;
} merge_ent;

typedef struct trace_rk trace_rk;

struct tracer {
    eng_engine *e;
    trace_config cfg;
    char *kinds;             /* copy of cfg.kinds */
    FILE *f;                 /* over ranks: rank 0's only */
    trace_src *src;
    size_t nsrc;
    atomic_size_t buffered;  /* bytes in all buffers */
    atomic_uint_fast64_t records;
    merge_ent *merge;
    size_t capmerge;
    int werr;                /* a write failed */
    trace_rk *rk;            /* over more than one rank (trace_ranks.c) */
};

/* Over ranks (docs/engine.md, Ranks; trace_ranks.c). Every rank records
 * its own components' records with their batch keys; a sync (a window's
 * end, when some rank holds 1/ranks of buffer_bytes, and trace_close)
 * gathers them on rank 0, which flushes them at the batch ends where the
 * serial tracer would have (the same bytes, before each, as it), so the
 * file is the serial engine's byte for byte. */
int trace_rk_open(tracer *t);            /* collective; 0 or -1 (out of memory) */
void trace_rk_close(tracer *t);          /* collective: the last sync, and the rest written */
void trace_rk_detach(tracer *t);
void trace_rk_free(tracer *t);
/* Records of sources on other ranks made between runs are left out (that
 * rank makes them). */
bool trace_rk_keeps(const tracer *t, const trace_src *s);

#endif
