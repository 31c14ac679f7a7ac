/* The hooks tests' model: N requesters, each behind its own L1 cache, over
 * one L2 bank and one DRAM channel (direct connections).
 *
 * A requester reads 4 bytes at base + (k % lines) * 64 for k = 0 .. count-1
 * with at most max_out in flight, and reports an "inst" task per read
 * (trace_task_id of its own counter) whose id travels as the request's
 * trace_id, so traces show requester -> L1 -> L2 -> DRAM chains. With
 * max_out = 1 the hit and miss counts of every level follow from the
 * pattern alone (the metrics test computes them independently). */
#ifndef MGSIM_TEST_HOOKS_HK_MODEL_H
#define MGSIM_TEST_HOOKS_HK_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cache/cache.h"
#include "components/dram/dram.h"
#include "engine/eng.h"

typedef struct hk_opts {
    uint32_t nreq;
    uint64_t base;          /* requester i starts at base + i * 1 MiB */
    uint32_t lines, count, max_out;
    bool l1_bypass;
    eng_conn *(*make_conn)(eng_engine *e, const char *name, void *arg); /* NULL: direct */
    void *conn_arg;
} hk_opts;

typedef struct hk_requester {
    eng_comp comp; /* first */
    eng_port *port, *dst;
    uint64_t base;
    uint32_t lines, count, max_out, out;
    uint64_t issued, answered, digest;
    void *pending;
} hk_requester;

typedef struct hk_model {
    hk_opts o;
    hk_requester *rq;
    cache **l1, *l2;
    dram *dram;
    eng_conn **conn;
    uint32_t nconn;
} hk_model;

hk_opts hk_default_opts(void);
/* Asserts (cmocka) on failure. */
hk_model *hk_build(eng_engine *e, const hk_opts *o);
void hk_free(hk_model *m);
/* Every requester got every answer. */
bool hk_done(const hk_model *m);
/* Digest of every requester's answers and their times. */
uint64_t hk_digest(const hk_model *m);

#endif
