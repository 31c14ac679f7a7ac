/* A test requester: a component with one port that issues memory
 * requests and checks the answers.
 *
 * Script mode: rq_add() queues requests; each is sent at or after its
 * cycle, and with `serial` set only once the previous one is answered.
 * Every answer is recorded (rq_result) in arrival order.
 *
 * Random mode (rq_random): reads, masked writes and atomics on random
 * addresses inside the requester's own lines (a small range, so there are
 * hits, conflicts, MSHR merges, evictions and dirty write-backs). The
 * expected value of each read and atomic is computed when it is issued
 * from a flat reference memory the requester keeps: the hierarchy keeps
 * one requester's same-line requests in order (cache.h), and no other
 * requester touches these lines, so the expectation is well defined with
 * several requests in flight, even on one line. Shared-counter mode adds
 * atomic adds of 1 to one address shared by all requesters; their old
 * values are kept for a global check after the run. */
#ifndef MGSIM_TEST_MEM_REQUESTER_H
#define MGSIM_TEST_MEM_REQUESTER_H

#include <stdbool.h>
#include <stdint.h>

#include "components/mem/mem_msg.h"
#include "engine/eng.h"

typedef struct rq_result {
    uint64_t sent, recv; /* cycles */
    mem_rsp rsp;
} rq_result;

typedef struct rq_random_config {
    uint64_t base;        /* first byte of this requester's lines */
    uint32_t nlines;      /* lines it uses */
    uint32_t line_bytes;
    uint64_t count;       /* requests to issue */
    uint32_t max_out;     /* in flight at once */
    uint32_t max_per_line;/* in flight on one line */
    uint32_t pct_read, pct_write; /* the rest are atomics */
    uint64_t counter_addr;/* shared counter (0: none) */
    uint32_t pct_counter; /* of all requests */
} rq_random_config;

typedef struct rq_slot rq_slot;

typedef struct requester {
    eng_comp comp; /* first */
    eng_port *port;
    eng_port *dst; /* default destination */
    /* script */
    mem_req *script;      /* copies; hdr.dst set */
    uint64_t *script_at, *script_sent;
    size_t nscript, capscript, next;
    bool serial;
    rq_result *res;
    size_t nres, capres;
    /* random */
    bool random;
    rq_random_config rc;
    uint8_t *ref;
    uint8_t *line_out;    /* requests in flight per line */
    rq_slot *slot;        /* max_out slots */
    uint64_t issued, answered, next_id;
    uint32_t out;
    uint64_t *olds;       /* counter old values */
    size_t nolds;
    /* both */
    mem_req *pending;     /* a send that found the port full */
    uint64_t mismatches;
    char first_error[256];
    uint64_t digest;      /* of every answer and its cycle */
    uint64_t last_recv;
} requester;

int rq_init(requester *q, eng_engine *e, const char *name, uint32_t buf);
void rq_fini(requester *q);
/* Queues r (copied) to go to dst (NULL: q->dst) at or after cycle at. */
void rq_add(requester *q, const mem_req *r, eng_port *dst, uint64_t at);
void rq_read(requester *q, uint64_t addr, uint32_t size, eng_port *dst, uint64_t at);
void rq_flush(requester *q, enum mem_msg_type type, eng_port *dst, uint64_t at);
/* Starts random mode (wakes the requester). */
void rq_random(requester *q, const rq_random_config *rc);
/* Copies [addr, addr + n) of the reference memory (random mode). */
const uint8_t *rq_ref(const requester *q);

#endif
