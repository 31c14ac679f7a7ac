/* The RDMA engine (prefix rdma_): one per GPU, the GPU's door to the other
 * GPUs' memory over the fabric (components/fabric).
 *
 * Ports (rdma_port):
 *   Inside     faces this GPU's caches: an L1/L2 sends here a request for
 *              an address another GPU owns (its address map says so) and
 *              gets the response here.
 *   Memory     faces this GPU's L2 banks from outside: requests from other
 *              GPUs enter this GPU's memory hierarchy here.
 *   FabricReq  on the fabric: requests leave for, and arrive from, the
 *              other RDMA engines (virtual channel 0).
 *   FabricRsp  on the fabric: responses (virtual channel 1).
 *
 * A remote access: a request arriving on Inside takes an outgoing slot
 * (max_outgoing), the GPU map (rdma_set_peers) names the owning GPU, and a
 * new mem_req (same type, address, size, data, mask, atomic operands;
 * source MEM_SRC_RDMA; its id names the slot) goes to that GPU's
 * FabricReq port. There it takes an incoming slot (max_incoming), becomes
 * another new request to the L2 bank that the bank map (rdma_set_local)
 * picks, and the bank's response goes back, as a new mem_rsp, to the
 * requester's FabricRsp port, and from there, as a response to the
 * original request, out of Inside. Atomics are performed by the owning L2
 * (mem_msg.h); the old value travels back. Each message has one owner:
 * the engine keeps the original request until its response is made.
 *
 * Why deadlock cannot happen: requests and responses use different
 * fabric ports (and fabric virtual channels), and a slot is taken before
 * a request is accepted, at both ends. So a response arriving on FabricRsp
 * always has its slot and is always taken off the fabric, and a response
 * from the L2 on Memory always has its slot: the response network always
 * drains, slots free up, and the request network drains behind it. The
 * caches must, as mem_msg.h says, keep taking the responses to their own
 * requests.
 *
 * A requester that is not a known peer (a host DMA engine with one port on
 * the fabric) gets its responses on the port it sent from.
 *
 * Order: every stage is first in, first out and the fabric keeps one
 * port's messages to one destination in order, so the requests one GPU
 * sends to one owner reach the owner's banks in the order they arrived
 * on Inside (same-address accesses keep their order). Responses come
 * back in the order the banks answer.
 *
 * Timing: each of the four flows (Inside -> FabricReq, FabricReq ->
 * Memory, Memory -> FabricRsp, FabricRsp -> Inside) moves up to `width`
 * messages per cycle; a message received in one cycle is sent on in the
 * same cycle. The fabric adds its own latency and bandwidth.
 *
 * Tracing (hooks/trace_hook.h): every request taken (on Inside or from
 * the fabric) is a task, kind "req", what "read"/"write"/"atomic"/
 * "flush"/"invalidate", id trace_msg_task of the request, until its
 * answer is sent. On Inside its parent is the request's trace_id (the
 * L2's task); from the fabric it is the fabric hop that brought it
 * (trace_hop_task). The copies made on a task's behalf carry its id as
 * trace_id. Steps: "forward" (onto FabricReq), "to L2" (onto Memory),
 * "response" (the answer came back), "stall: port full" (once per task),
 * "error: no owner" / "error: not held" (answered with ok = false),
 * "maintenance" (flush / invalidate answered at once).
 *
 * Errors: a request on Inside for an address the GPU map does not hold,
 * or that this GPU owns, or whose owner has no peer, and a request from
 * the fabric for an address the bank map does not hold, are answered with
 * ok = false (and counted). MEM_FLUSH / MEM_INVALIDATE on Inside are
 * answered at once: the engine holds no data. */
#ifndef MGSIM_COMPONENTS_RDMA_RDMA_H
#define MGSIM_COMPONENTS_RDMA_RDMA_H

#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "engine/eng.h"
#include "params/param.h"

enum rdma_port_id { RDMA_INSIDE, RDMA_MEMORY, RDMA_FABRIC_REQ, RDMA_FABRIC_RSP };

/* The fabric virtual channels of the two fabric ports. */
#define RDMA_VC_REQ 0
#define RDMA_VC_RSP 1

typedef struct rdma_config {
    uint64_t freq_hz;      /* 1 GHz */
    uint32_t gpu;          /* this GPU's index in the GPU map; 0 */
    uint32_t max_outgoing; /* this GPU's requests to others in flight; 64 */
    uint32_t max_incoming; /* others' requests served at once; 64 */
    uint32_t port_buf;     /* slots each way on every port; 16 */
    uint32_t width;        /* messages per flow per cycle; 1 */
} rdma_config;

typedef struct rdma_stats {
    /* requests this GPU sent to others (by type) */
    uint64_t out_reads, out_writes, out_atomics;
    /* requests others sent to this GPU (by type) */
    uint64_t in_reads, in_writes, in_atomics;
    /* wire bytes (mem_msg.h sizes) this engine put on / took off the
     * fabric, requests and responses: the sum of tx_bytes over all GPUs
     * is the cross-GPU traffic */
    uint64_t tx_bytes, rx_bytes;
    /* payload bytes: read data received / write data sent for this GPU */
    uint64_t read_bytes, write_bytes;
    uint64_t remote_done;        /* remote accesses answered on Inside */
    uint64_t remote_latency_sum; /* cycles, arrival on Inside to response sent */
    uint64_t maintenance;        /* flush / invalidate answered */
    uint64_t errors;             /* responses with ok = false made here */
} rdma_stats;

typedef struct rdma rdma;

extern const param_table rdma_param_table; /* section "rdma" */
rdma_config rdma_default_config(void);

/* Builds an engine named name (e.g. "GPU[1].RDMA"). NULL with a message
 * on a bad config or out of memory. */
rdma *rdma_build(eng_engine *e, const rdma_config *cfg, const char *name, char *err,
                 size_t errlen);
/* Frees the engine and every message it holds. NULL is fine. */
void rdma_destroy(rdma *r);

eng_port *rdma_port(rdma *r, enum rdma_port_id which);
eng_comp *rdma_comp(rdma *r);

/* The other GPUs: gpu_map (copied) maps an address to its owning GPU's
 * index; req[g] / rsp[g] are GPU g's FabricReq / FabricRsp ports (entry
 * cfg.gpu is ignored and may be NULL; so may a GPU without an engine).
 * 0, or -1 with a message (n == 0, cfg.gpu >= n). Before the run. */
int rdma_set_peers(rdma *r, const mem_map *gpu_map, eng_port *const *req,
                   eng_port *const *rsp, uint32_t n, char *err, size_t errlen);
/* This GPU's L2 banks, as cache_set_lower: n top ports, and for n > 1 the
 * map (copied) that picks one; for n == 1 a map may restrict the
 * addresses. 0, or -1 with a message. Before the run. */
int rdma_set_local(rdma *r, eng_port *const *banks, uint32_t n, const mem_map *bank_map,
                   char *err, size_t errlen);

/* GPU maps. Partitioned (D-MGPU): GPU g owns [g*bytes_per_gpu,
 * (g+1)*bytes_per_gpu), any n. Interleaved (U-MGPU): pages of page bytes go to
 * GPU 0, 1, ..., n-1, 0, ... over [0, n*bytes_per_gpu). 0 or -1. */
int rdma_map_partitioned(mem_map *m, uint32_t n, uint64_t bytes_per_gpu, char *err,
                         size_t errlen);
int rdma_map_interleaved(mem_map *m, uint32_t n, uint64_t page, uint64_t bytes_per_gpu,
                         char *err, size_t errlen);

/* Access counters, for a fault handler's access-counter policy
 * (mech/xlat/xlat_uvm.h; off unless set): every access taken on
 * Inside and forwarded to another GPU by a kernel (vector, scalar or
 * instruction source; not DMA) counts against its region of 1 << shift
 * bytes; when a region's count reaches threshold it starts again at 0
 * and an RDMA_NOTICE naming the region's first address goes out of
 * Inside to notify (a port on the same connection). Like NVIDIA's GPU
 * access counters, which notify the driver of remotely hot regions.
 * Before the run. 0, or -1 for threshold 0 or no port. */
enum { RDMA_NOTICE = 0x5201 };
typedef struct rdma_notice {
    eng_msg hdr;       /* hdr.type = RDMA_NOTICE */
    uint64_t addr;
    uint64_t trace_id; /* the requester-side task of the access that fired it */
} rdma_notice;
int rdma_set_counters(rdma *r, uint32_t threshold, uint32_t shift, eng_port *notify);

/* Statistics; read them while the engine is not running. */
rdma_stats rdma_get_stats(const rdma *r);

/* For the fabric's hop tasks (fabric_set_trace_parent): the trace_id of a
 * memory request, 0 for a response (it carries none). */
uint64_t rdma_trace_parent(const eng_msg *m);

#endif
