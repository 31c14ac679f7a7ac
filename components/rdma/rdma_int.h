/* Inside the RDMA engine: its state, shared by rdma.c (the flows) and
 * rdma_build.c (building, wiring, statistics). rdma.h is the contract. */
#ifndef MGSIM_COMPONENTS_RDMA_RDMA_INT_H
#define MGSIM_COMPONENTS_RDMA_RDMA_INT_H

#include <stdbool.h>

#include "components/mem/mem_msg.h"
#include "components/rdma/rdma.h"
#include "util/ring.h"

/* A FIFO of slot indices (a util/ring.h ring of uint32_t, as many slots
 * as indices: pushes never grow it). */
typedef ring rdma_ring;

/* One of this GPU's requests to another GPU. */
typedef struct rdma_out {
    mem_req *orig;   /* from Inside; kept until its response is made */
    mem_req *fwd;    /* made, waiting for FabricReq (NULL once sent) */
    mem_rsp *rsp;    /* the response to orig, waiting for Inside */
    uint64_t start;  /* cycle orig was taken */
    uint32_t gen;    /* tells a stale id from the current one */
    bool stalled;    /* tracing: the "stall" step was recorded */
} rdma_out;

/* Another GPU's request served here. */
typedef struct rdma_in {
    mem_req *orig;   /* from the fabric; kept until its response is made */
    mem_req *local;  /* made, waiting for Memory (NULL once sent) */
    mem_rsp *rsp;    /* back to the requester, waiting for FabricRsp */
    uint32_t gen;
    bool stalled;    /* tracing: the "stall" step was recorded */
} rdma_in;

/* Access counters (rdma_count.c): regions' counts and notices to send. */
typedef struct rdma_counters {
    uint32_t threshold, shift; /* threshold 0: off */
    eng_port *notify;
    uint64_t *key;             /* region + 1; 0: empty */
    uint32_t *val, n, cap;
    ring out;                  /* of rdma_notice *, to send in order */
} rdma_counters;

/* rdma_count.c: counts a forwarded access; sends waiting notices through
 * Inside (true when any went); frees the counters. */
void rdma_count(rdma *r, const mem_req *q);
bool rdma_send_notices(rdma *r);
void rdma_counters_free(rdma *r);

struct rdma {
    eng_comp comp; /* first */
    rdma_config cfg;
    eng_port *port[4]; /* enum rdma_port_id */
    /* peers */
    mem_map gpu_map;
    eng_port **peer_req, **peer_rsp;
    uint32_t npeers;
    /* local L2 banks */
    mem_map bank_map;
    bool bank_map_set;
    eng_port **bank;
    uint32_t nbanks;
    /* slots and their queues */
    rdma_out *out;
    rdma_ring out_free, out_send, out_up;
    rdma_in *in;
    rdma_ring in_free, in_mem, in_back;
    rdma_stats st;
    rdma_counters cnt;
};

static inline void rdma_ring_push(rdma_ring *q, uint32_t x) { RING_PUSH(q, uint32_t, x); }
static inline uint32_t rdma_ring_front(const rdma_ring *q) { return RING_FRONT(q, uint32_t); }
static inline void rdma_ring_pop(rdma_ring *q) { ring_pop(q); }

/* The component's ops (rdma.c). */
extern const eng_comp_ops rdma_ops;

/* The status line for diagnosis (rdma_build.c; eng_comp_ops.describe). */
bool rdma_describe(const eng_comp *c, char *buf, size_t len);

#endif
