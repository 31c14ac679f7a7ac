/* Internals of the cache component, shared by its stage files:
 *   cache_build.c    configs, checks, building, destroying, accessors
 *   cache_dir.c      tags, LRU, line data
 *   cache_mshr.c     MSHRs, downstream transactions, the bottom queue
 *   cache_top.c      accepting from the top ports, the response queue
 *   cache_lookup.c   the lookup stage (dispatch to the policy)
 *   cache_policy.c   the policy ops tables
 *   cache_bottom.c   lower responses: fills and replays, forwarded answers
 *   cache_maint.c    flush and invalidate
 *   cache_side.c     the side units' ports (cache_set_side)
 * Nothing here is part of the contract (cache.h). */
#ifndef MGSIM_COMPONENTS_CACHE_CACHE_INT_H
#define MGSIM_COMPONENTS_CACHE_CACHE_INT_H

#include "components/cache/cache.h"
#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "hooks/trace_hook.h" /* task hook call sites: free when no hook */
#include "util/heap.h"
#include "util/ring.h"

/* ---- directory (cache_dir.c) ---------------------------------------- */

/* 16 bytes, not 24: the tags are a zmem array resident where lines are
 * filled (1.5 MiB of gd 32K's peak on d-mgpu-4 at 24). */
typedef struct cache_line {
    uint64_t addr;      /* line address */
    uint64_t lru : 62;  /* last use stamp, larger is more recent (a count of
                         * accesses: never 2^62) */
    uint64_t valid : 1, dirty : 1;
} cache_line;

typedef struct cache_dir {
    uint32_t sets, ways, line_bytes, line_shift;
    cache_line *line; /* sets * ways, set-major */
    uint8_t *data;    /* line_bytes per line, same order */
    /* NULL, or (policy writeback_nc) a bit per byte of each line, same
     * order, MEM_LINE_MAX / 64 words a line: the bytes written here since
     * the line came in, the only ones its write-back carries */
    uint64_t *dmask;
    const mem_map *set_map; /* cache_config.set_map */
    uint64_t stamp;
} cache_dir;

#define CACHE_DMASK_WORDS (MEM_LINE_MAX / 64)

/* dirty_bytes: keep the per-byte dirty mask (dmask). */
int cache_dir_init(cache_dir *d, uint32_t sets, uint32_t ways, uint32_t line_bytes,
                   bool dirty_bytes);
void cache_dir_fini(cache_dir *d);
/* The valid line holding line address a (marked most recently used), or
 * NULL. */
cache_line *cache_dir_lookup(cache_dir *d, uint64_t a);
/* The same without marking it recent (the backdoor: no simulated access). */
cache_line *cache_dir_peek(const cache_dir *d, uint64_t a);
/* The way a new line a would replace: an invalid one, else the LRU one. */
cache_line *cache_dir_victim(cache_dir *d, uint64_t a);
uint8_t *cache_dir_data(cache_dir *d, const cache_line *l);
/* The line's dirty-byte mask (CACHE_DMASK_WORDS words), or NULL without one. */
static inline uint64_t *cache_dir_dmask(cache_dir *d, const cache_line *l)
{
    return d->dmask ? d->dmask + (size_t)(l - d->line) * CACHE_DMASK_WORDS : NULL;
}
static inline size_t cache_dir_nlines(const cache_dir *d)
{
    return (size_t)d->sets * d->ways;
}

/* ---- requests held by the cache --------------------------------------- */

/* 40 bytes: a bypassed L1V keeps one for each of its max_inflight
 * requests handed down. */
typedef struct cache_req {
    union {
        mem_req *req;          /* owned until answered (not forwarded) */
        uint64_t up_task;      /* forwarded: tracing: trace_msg_task of the
                                  request that went down */
    };
    uint64_t arrival;      /* cycle it was taken from its port */
    uint32_t port;         /* top port index it came from */
    bool forwarded;        /* handed down (cache_forward): req is gone */
    union {
        struct {               /* until it takes effect */
            uint64_t ready;        /* cycle it leaves the tag pipeline */
            struct cache_req *next;/* MSHR waiting list */
        };
        struct {               /* forwarded: what its answer needs of the
                                  request that went down */
            eng_port *up_src;      /* the requester's port */
            uint64_t up_id;        /* the requester's tag */
        };
    };
} cache_req;

/* cache_req records come from the heap in blocks of this many (a
 * record alone took a 64-byte heap block for its 48 bytes then; a bypassed
 * L1V of mt 1K on d-mgpu-4 holds about 100 at its peak). */
#define CACHE_REQ_BLOCK 8
typedef struct cache_req_block {
    struct cache_req_block *next;
    cache_req r[CACHE_REQ_BLOCK];
} cache_req_block;

typedef struct cache_mshr {
    uint64_t line;
    cache_req *head, *tail;
    uint32_t nwait;
    bool used;
} cache_mshr;

enum cache_txn_kind { CACHE_TXN_FREE, CACHE_TXN_FILL, CACHE_TXN_FORWARD, CACHE_TXN_WRITEBACK };

/* A request this cache sent down; its id is the index. 16 bytes. */
typedef struct cache_txn {
    uint8_t kind;
    union {
        uint32_t mshr;      /* FILL: the MSHR it fills */
        uint32_t next_free; /* FREE: the next free one (UINT32_MAX: none) */
    };
    cache_req *up;   /* FORWARD: answered with the lower response */
} cache_txn;

/* 40 bytes, not 48 (an L1V's heap grows to tens of them). */
typedef struct cache_out {
    uint64_t at, seq; /* leaves at cycle `at`; seq breaks ties */
    mem_rsp *rsp;
    uint64_t task;    /* tracing: the request's task id (hooks/trace_hook.h) */
    uint32_t early;   /* at - the cycle the request arrived (statistics) */
    uint32_t port;
} cache_out;
UTIL_HEAP_TYPE(cache_out_heap, cache_out);

enum cache_maint_phase { CACHE_MAINT_DRAIN, CACHE_MAINT_SCAN, CACHE_MAINT_WAIT };

/* A maintenance operation (cache_maint.c): flush, invalidate, invalidate
 * of a range. step runs every tick while the request is c->maint and
 * answers it when done; false: no progress (an answer from below, or a
 * fill, wakes the cache). */
typedef struct cache_maint_op {
    const char *name;
    bool (*step)(cache *c);
} cache_maint_op;

/* ---- policies (cache_policy.c) ---------------------------------------- */

/* Each op handles a request whose line has no MSHR; hit is its line or
 * NULL. It returns false, having changed nothing, when it must stall for
 * a resource (an MSHR, a downstream slot); with must set (a replay after
 * a fill, which cannot wait) it never stalls and may exceed the limits. */
typedef struct cache_policy {
    const char *name;
    bool timed; /* false: the pipeline latencies do not apply (bypass) */
    bool dirty_bytes; /* a dirty mask per byte; write-backs carry only those bytes */
    bool (*read)(cache *c, cache_req *r, cache_line *hit, bool must);
    bool (*write)(cache *c, cache_req *r, cache_line *hit, bool must);
    bool (*atomic)(cache *c, cache_req *r, cache_line *hit, bool must);
} cache_policy;

const cache_policy *cache_policy_of(enum cache_policy_kind k);

/* ---- the component ---------------------------------------------------- */

struct cache {
    eng_comp comp; /* first */
    cache_config cfg;
    const cache_policy *pol;
    eng_port **top, *bottom;
    eng_port **lower;
    uint32_t nlower;
    mem_map map;
    bool has_map;
    cache_dir dir;
    /* tag pipeline: a ring of cache_req *, cfg.pipeline_depth slots */
    ring pipe;
    uint32_t rr; /* the top port to look at first */
    cache_mshr *mshr;
    uint32_t mshr_used;
    /* line -> MSHR: open addressing, linear probing; slot = index + 1,
     * 0 = empty; 2 x mshrs slots or more (a power of two) */
    uint32_t *mshr_index;
    uint32_t mshr_index_mask;
    /* cache_req records answered and ready for reuse (linked by next),
     * and the blocks they all come from (freed with the cache) */
    cache_req *free_reqs;
    cache_req_block *req_blocks;
    cache_txn *txn;
    uint32_t ntxn, captxn, free_txn;
    uint32_t inflight; /* transactions not yet answered */
    /* requests going down, in creation order: a ring of mem_req * */
    ring down;
    /* responses going up: a min-heap on (at, seq) (cache_top.c) */
    cache_out_heap out;
    uint64_t out_seq;
    /* flush / invalidate in progress (cache_maint.c) */
    cache_req *maint;
    const cache_maint_op *maint_op;
    uint8_t maint_phase;
    size_t maint_cursor;
    uint64_t maint_base, maint_end; /* range: its first line, past its last */
    size_t maint_probes;            /* range: the sets the walk probes */
    uint64_t now; /* the current cycle, set at the top of a tick */
    cache_stats st;
    /* the side units (cache_side.c) on the last nside top ports, in order */
    const cache_side_ops *side[CACHE_SIDE_MAX];
    void *side_unit[CACHE_SIDE_MAX];
    uint32_t nside;
};

/* cache_top.c */
/* "read", "write", ... for traces and status lines. */
const char *cache_req_name(uint32_t type);
bool cache_accept(cache *c);
/* A request record from the cache's pool (its fields are unset); given
 * back by cache_answer, or by cache_req_release. */
cache_req *cache_req_new(cache *c);
void cache_req_release(cache *c, cache_req *r);
bool cache_respond(cache *c, uint64_t *next);
/* Queues an answer to r leaving `delay` cycles from now and frees r. */
void cache_answer(cache *c, cache_req *r, mem_rsp *rsp, uint32_t delay);
/* Answers r with ok = false at once (bad address, unbacked memory). */
void cache_answer_error(cache *c, cache_req *r);

/* cache_lookup.c */
bool cache_lookup_stage(cache *c, uint64_t *next);
/* Handles r now: waits behind its line's MSHR or goes to the policy.
 * false: stalled (only when !must), nothing changed. */
bool cache_dispatch(cache *c, cache_req *r, bool must);

/* cache_mshr.c */
cache_mshr *cache_mshr_find(cache *c, uint64_t line);
/* Sizes and allocates the line index of the MSHRs; -1 out of memory. */
int cache_mshr_index_init(cache *c);
bool cache_can_miss(const cache *c);
bool cache_can_forward(const cache *c);
/* Starts a miss for r's line (an MSHR and a fill request). The caller
 * checked cache_can_miss (a replay may exceed max_inflight). */
void cache_start_miss(cache *c, cache_req *r);
/* Appends r to m's waiting list. */
void cache_mshr_wait(cache_mshr *m, cache_req *r);
void cache_mshr_free(cache *c, cache_mshr *m);
/* Sends r's request down (itself, under this cache's tag: r keeps only
 * what the answer needs); the lower answer goes back to r's requester. */
void cache_forward(cache *c, cache_req *r);
/* Writes line l down (write-back) and marks it clean. */
void cache_writeback(cache *c, cache_line *l);
uint32_t cache_txn_new(cache *c, uint8_t kind);
void cache_txn_free(cache *c, uint32_t id);
/* Queues m for the bottom port, routed by address. false: unmapped. */
bool cache_send_down(cache *c, mem_req *m);
bool cache_bottom_send(cache *c);
bool cache_route_ok(const cache *c, uint64_t addr);

/* cache_bottom.c */
bool cache_bottom_recv(cache *c);
/* Installs a line for r's address, evicting the victim (written back
 * when dirty). Returns the new, valid, clean line. */
cache_line *cache_install(cache *c, uint64_t line);

/* cache_maint.c */
/* The operation of a maintenance request, NULL for any other. */
const cache_maint_op *cache_maint_op_of(const mem_req *r);
/* r becomes c->maint, op its operation. */
void cache_maint_start(cache *c, cache_req *r, const cache_maint_op *op);
bool cache_maint_step(cache *c);

/* cache_side.c: moves each side port's messages into its side unit and
 * their requests into the tag pipeline. */
bool cache_side_accept(cache *c);
static inline uint32_t cache_plain_top_ports(const cache *c)
{
    return c->cfg.top_ports - c->nside;
}

/* cache_describe.c: the status line of eng_comp_ops.describe */
bool cache_describe(const eng_comp *c, char *buf, size_t len);


#endif
