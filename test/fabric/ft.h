/* Stand-ins for the fabric and RDMA tests.
 *
 *   ft_node   a port on the fabric that sends raw messages of given sizes
 *             at given cycles and records what arrives (and when); it may
 *             refuse to retrieve before a given cycle (a full receiver).
 *   ft_mem    a memory holding bytes behind one port: reads, masked writes
 *             and atomics (mem_util.h), answered `latency` cycles after
 *             arrival, in order; stands in for an L2 bank.
 *   ft_req    a requester behind one port: sends a list of mem_req in
 *             order, at most max_out in flight, records every answer;
 *             stands in for the caches on an RDMA engine's Inside port.
 *   ft_sys    n GPUs, each a requester -> RDMA engine -> memory bank(s),
 *             on one fabric (ft_sys.c).
 *
 * Everything here follows the engine contract like a real component. */
#ifndef MGSIM_TEST_FABRIC_FT_H
#define MGSIM_TEST_FABRIC_FT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/fabric/fabric.h"
#include "components/mem/mem_map.h"
#include "components/mem/mem_msg.h"
#include "components/rdma/rdma.h"
#include "engine/eng.h"

/* -1: the serial engine; N >= 1: the parallel engine with N threads. */
eng_engine *ft_engine(int threads);
/* FNV-1a over n bytes, chained. */
uint64_t ft_hash(uint64_t h, const void *p, size_t n);

/* ---- raw fabric node --------------------------------------------------- */

typedef struct ft_send {
    uint64_t at;      /* cycle */
    eng_port *dst;
    uint32_t bytes;
} ft_send;

typedef struct ft_arrival {
    uint64_t cycle;   /* cycle the node retrieved it */
    uint64_t sent;    /* cycle it was sent */
    uint32_t bytes;
    eng_port *src;
} ft_arrival;

typedef struct ft_node {
    eng_comp comp; /* first */
    eng_port *port;
    ft_send *sends;
    size_t nsends, capsends, next;
    ft_arrival *arr;
    size_t narr, caparr;
    uint64_t hold_until; /* no retrieving before this cycle */
} ft_node;

int ft_node_init(ft_node *n, eng_engine *e, const char *name, uint32_t buf);
void ft_node_fini(ft_node *n);
void ft_node_send(ft_node *n, uint64_t at, eng_port *dst, uint32_t bytes);

/* ---- memory ------------------------------------------------------------- */

typedef struct ft_mem {
    eng_comp comp; /* first */
    eng_port *port;
    uint8_t *bytes;
    uint64_t capacity;
    const mem_map *map; /* NULL: local = addr - base */
    uint32_t target;
    uint64_t base;
    uint32_t latency;
    mem_rsp **q;        /* answers in order, with their due cycles */
    uint64_t *due;
    size_t qhead, qn, qcap;
    uint64_t served;
} ft_mem;

/* The memory serves the addresses that map gives target (local offsets
 * below capacity), or [base, base + capacity) without a map. */
int ft_mem_init(ft_mem *m, eng_engine *e, const char *name, uint64_t capacity,
                const mem_map *map, uint32_t target, uint64_t base, uint32_t latency,
                uint32_t buf);
void ft_mem_fini(ft_mem *m);
/* Backdoor: the byte at a global address (must be held). */
uint8_t *ft_mem_at(ft_mem *m, uint64_t addr);

/* ---- requester ----------------------------------------------------------- */

typedef struct ft_result {
    uint64_t sent, recv;
    bool done, ok;
    uint64_t old;
    uint8_t data[64];
} ft_result;

typedef struct ft_req {
    eng_comp comp; /* first */
    eng_port *port;
    eng_port *dst;
    mem_req *list;
    ft_result *res;
    size_t n, cap, next;
    uint32_t max_out, out;
    uint64_t answered;
} ft_req;

int ft_req_init(ft_req *q, eng_engine *e, const char *name, uint32_t buf, uint32_t max_out);
void ft_req_fini(ft_req *q);
/* Queues a copy of r (its id becomes its index; it goes to r->hdr.dst,
 * or to q->dst when that is NULL). Returns the index. */
size_t ft_req_add(ft_req *q, const mem_req *r);
size_t ft_read(ft_req *q, uint64_t addr, uint32_t size);
size_t ft_write(ft_req *q, uint64_t addr, uint32_t size, const uint8_t *data);
size_t ft_atomic_add(ft_req *q, uint64_t addr, uint64_t value);
/* Starts sending (call before eng_run). */
void ft_req_start(ft_req *q);
uint64_t ft_req_digest(const ft_req *q);

/* ---- systems --------------------------------------------------------------- */

typedef struct ft_sys_config {
    uint32_t ngpus;
    bool interleaved;        /* U-MGPU (4 KiB pages) instead of D-MGPU */
    uint64_t bytes_per_gpu;  /* 4 GiB */
    uint32_t banks;          /* memories per GPU (1 or 2) */
    uint32_t mem_latency;
    uint64_t mem_capacity;   /* per memory */
    uint32_t req_max_out;
    uint32_t req_buf;
    rdma_config rdma;
    fabric_config fabric;    /* endpoints = ngpus (+1 when with_host) */
    int threads;
} ft_sys_config;

typedef struct ft_sys {
    eng_engine *e;
    ft_sys_config cfg;
    mem_map gpu_map;
    mem_map *bank_map;       /* per GPU */
    fabric *fab;
    rdma **rdma;
    ft_req *req;             /* per GPU */
    ft_mem *mem;             /* ngpus * banks */
    eng_conn **conns;
    uint32_t nconns;
} ft_sys;

ft_sys_config ft_sys_default_config(uint32_t ngpus);
void ft_sys_build(ft_sys *s, const ft_sys_config *cfg);
void ft_sys_destroy(ft_sys *s);
/* The memory holding addr, or NULL. */
ft_mem *ft_sys_mem_of(ft_sys *s, uint64_t addr);
/* An address GPU g owns, at offset off of its memory (D-MGPU: inside its
 * partition; U-MGPU: inside its pages). */
uint64_t ft_sys_addr(const ft_sys *s, uint32_t g, uint64_t off);
/* A digest of every statistic and every answer (for determinism). */
uint64_t ft_sys_digest(const ft_sys *s);

#endif
