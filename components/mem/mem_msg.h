/* The memory protocol: the messages that compute units, caches, DRAM
 * controllers, RDMA engines and DMA engines exchange.
 *
 * Requests flow down (CU -> L1 -> L2 -> DRAM, or across GPUs through RDMA
 * engines); each request gets exactly one response, sent back to the port
 * the request came from (hdr.src). A component that forwards a request
 * downstream either makes its own request and remembers which upstream
 * request it serves, or (a cache passing an access on unchanged,
 * cache_forward) hands the upstream message itself down, re-addressed
 * under its own id, keeping only what the answer needs (the requester's
 * port and id; mem_rsp_relay). Either way every message has one owner at
 * a time.
 *
 * Data travels with the messages (DP-4): a read response carries the bytes
 * that were in the cache or the DRAM; a write request carries its bytes
 * and a byte mask. An access never crosses a cache line (64 B by default):
 * the requester splits it.
 *
 * Atomics are carried to the level that performs them (the L2 bank owning
 * the address, device scope) and applied there with amdgpu/atomic.h's
 * function; the response carries the old value when return_old is set.
 * A sector atomic (size a multiple of the op's width, larger than it:
 * LAB's flushes, mech/lab/) applies the op to every element i of
 * [addr, addr+size) whose mask bit i * width is set, with the element's
 * operand in data (little-endian); it returns no old value.
 *
 * Cache maintenance (flush, invalidate) is a message too: the command
 * processor asks, the cache answers when done (DP-3: nobody reaches into a
 * cache's state). */
#ifndef MGSIM_COMPONENTS_MEM_MSG_H
#define MGSIM_COMPONENTS_MEM_MSG_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/msg.h"

#define MEM_LINE_MAX 128 /* the largest line a config may choose */

enum mem_msg_type {
    MEM_READ = 1,      /* mem_req -> mem_rsp with data */
    MEM_WRITE,         /* mem_req with data + mask -> mem_rsp (ack) */
    MEM_ATOMIC,        /* mem_req with atomic fields -> mem_rsp (old value) */
    MEM_FLUSH,         /* mem_req: write back dirty lines -> mem_rsp */
    MEM_INVALIDATE,    /* mem_req: drop clean lines (after a flush) -> mem_rsp */
    MEM_RSP            /* mem_rsp */
};

/* Who asked, for statistics and traces: instruction fetch, scalar data,
 * vector data, DMA copy, cross-GPU (RDMA), cache write-back. */
enum mem_source { MEM_SRC_INST, MEM_SRC_SCALAR, MEM_SRC_VECTOR, MEM_SRC_DMA,
                  MEM_SRC_RDMA, MEM_SRC_WRITEBACK,
                  MEM_SRC_XLAT /* a page-table walk (mech/xlat) */ };

/* The cache-policy bits of a gfx940 vector memory instruction (MUBUF,
 * MTBUF, FLAT, GLOBAL, SCRATCH), as the CU copies them onto each of its
 * requests; 0 on every other request (gfx803 code, scalar loads, fetches,
 * DMA, write-backs, mechanisms' own). For a read or write, sc1:sc0 is the
 * scope (0 wave, 1 work-group, 2 agent, 3 system) and nt the non-temporal
 * (streaming) hint; for an atomic sc0 only says whether it returns the
 * old value (return_old) and sc1 is system scope. What a cache does with
 * them is its `policy_bits` key (cache.h). */
enum { MEM_POL_SC0 = 1u, MEM_POL_SC1 = 2u, MEM_POL_NT = 4u };

typedef struct mem_req {
    eng_msg hdr;        /* hdr.type: enum mem_msg_type */
    uint64_t id;        /* requester's tag, echoed in the response */
    uint64_t addr;      /* byte address; [addr, addr+size) within one line */
    uint32_t size;      /* bytes */
    uint8_t source : 5; /* enum mem_source */
    uint8_t policy : 3; /* MEM_POL_* (in the same byte: no request grows) */
    bool return_old;    /* MEM_ATOMIC */
    union {
        uint16_t atomic_op; /* MEM_ATOMIC: enum amdgpu_op of the instruction */
        /* MEM_WRITE made by mem_req_new_span: it carries only the bytes
         * [data_lo, data_lo + data_n) of [addr, addr + size), and their
         * mask, packed where mask starts (mem_req_span_data,
         * mem_req_span_mask): neither mask nor data is laid out as
         * below. data_n 0 (any other write): mask and data as below,
         * all size bytes from addr. Read a write's bytes through
         * mem_apply_write, mem_req_wmask and mem_req_wbyte. */
        struct { uint8_t data_lo, data_n; };
    };
    uint64_t trace_id;  /* the task this access belongs to (0: none) */
    /* MEM_WRITE (but a span write, above) and MEM_ATOMIC only: a lane
     * atomic's operands, or a write's or a sector atomic's byte mask and
     * data, indexed from addr (mem_apply_atomic tells the two atomics
     * apart by size). Last, so that every other request is allocated
     * without them, and data only up to size (mem_req_new, mem_req_dup:
     * mem_req_alloc_bytes); never touch them on another type, nor data
     * past what is allocated. */
    union {
        struct { uint64_t src, cmp; };    /* lane atomic (cmp: cmpswap) */
        uint64_t mask[MEM_LINE_MAX / 64]; /* bit i = data[i] valid */
    };
    uint8_t data[MEM_LINE_MAX];
} mem_req;

typedef struct mem_rsp {
    eng_msg hdr;        /* hdr.type = MEM_RSP */
    uint64_t id;        /* the request's id */
    uint64_t addr;
    uint32_t size;
    uint8_t req_type;   /* the request's enum mem_msg_type */
    bool ok;            /* false: the address is not backed by memory */
    uint64_t old;       /* MEM_ATOMIC with return_old */
    uint8_t data[MEM_LINE_MAX]; /* MEM_READ only, and only up to size (mem_rsp_new) */
} mem_rsp;

/* Bytes each message occupies on a link: a header plus its payload. */
static inline uint32_t mem_req_wire_bytes(const mem_req *r)
{
    if (r->hdr.type == MEM_ATOMIC) return 16 + (r->size > 8 ? r->size : 16);
    return 16 + (r->hdr.type == MEM_WRITE ? r->size : 0);
}

static inline uint32_t mem_rsp_wire_bytes(const mem_rsp *r)
{
    return 16 + (r->req_type == MEM_READ ? r->size : r->req_type == MEM_ATOMIC ? 8 : 0);
}

#endif
