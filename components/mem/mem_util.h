/* Helpers for the memory protocol (mem_msg.h) shared by caches, DRAM
 * controllers and requesters: making messages and moving bytes.
 *
 * Messages are heap objects: whoever holds one frees it (free()) when it
 * is done with it, as mem_msg.h's one-owner rule says. The constructors
 * return NULL only when out of memory. */
#ifndef MGSIM_COMPONENTS_MEM_UTIL_H
#define MGSIM_COMPONENTS_MEM_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_msg.h"
#include "engine/component.h"

/* The bytes a request of this type and size occupies: up to mask for a
 * read or maintenance (tens of thousands of reads may be in flight; they
 * need no line of data), and the mask and size bytes of data for a
 * MEM_WRITE or MEM_ATOMIC (a CU's write of a 64-byte line: 160 bytes,
 * not 240). A request's type and size never change. */
size_t mem_req_bytes(enum mem_msg_type type, uint32_t size);
/* The bytes of a memory message's struct as allocated (mem_req_bytes, or
 * a mem_rsp's mem_rsp_bytes), 0 for a message of another protocol: what
 * lets a connection copy it to another rank (eng_conn.msg_size; the
 * protocol has no pointers but the header's ports). */
size_t mem_msg_size(const eng_msg *m);
/* A zeroed request of the given type (hdr.type), address and size. Never
 * NULL: out of memory ends the program (util/xalloc.h), here and in
 * mem_req_dup and mem_rsp_new. */
mem_req *mem_req_new(enum mem_msg_type type, uint64_t addr, uint32_t size);
/* A write of size bytes at addr (within one line) that carries only the
 * bytes [lo, hi) of it (lo < hi <= size <= MEM_LINE_MAX): a CU's store
 * touches a few bytes of the line it writes (a scattered one, 4 of 64),
 * and a request keeps them until the level that owns the line applies
 * it. Its hi - lo bytes and their mask (a bit each) are packed where
 * mem_req.mask starts, so a scattered 4-byte store is 80 bytes, not 104
 * (a 96-byte heap block, not 112: mt 1K on d-mgpu-4 queues 53 000 of
 * them behind the PCIe bus). Zeroed: the caller fills
 * mem_req_span_data(r)[0 .. hi - lo) and sets the bytes it writes with
 * mem_req_span_set (only in [lo, hi)). Its wire bytes are a line
 * write's (size): only the host's memory changes, not the model. */
mem_req *mem_req_new_span(uint64_t addr, uint32_t size, uint32_t lo, uint32_t hi);
/* Sets span write w's mask from a line's (indexed from addr; only its
 * bits in the span count). */
void mem_req_span_mask_from(mem_req *w, const uint64_t *mask);
/* A span write's bytes: data_n of them, for [data_lo, data_lo + data_n). */
static inline uint8_t *mem_req_span_data(mem_req *w)
{
    return (uint8_t *)w->mask;
}
/* Marks byte i (from addr, within the span) of span write w written. */
static inline void mem_req_span_set(mem_req *w, uint32_t i)
{
    uint32_t j = i - w->data_lo;
    ((uint8_t *)w->mask)[w->data_n + j / 8] |= (uint8_t)(1u << (j % 8));
}
/* The bytes r occupies as allocated (its type and size, or its span). */
size_t mem_req_alloc_bytes(const mem_req *r);
/* A copy of r (mem_req_alloc_bytes of it). */
mem_req *mem_req_dup(const mem_req *r);
/* A response to r, addressed to r's sender: id, req_type, addr, size
 * copied, ok = true, hdr.dst = r->hdr.src, wire bytes set. */
mem_rsp *mem_rsp_new(const mem_req *r);
/* The answer to a request that was handed down as is (cache_forward):
 * the lower level's answer itself (the caller owns it and gives it up),
 * its req_type, ok, addr, size, old value and data (a read's) kept, with
 * a fresh header to dst and the requester's id; not a copy beside it.
 * From's request is the forwarded one, so what it says of it is what the
 * requester sent. Returns from. */
mem_rsp *mem_rsp_relay(mem_rsp *from, eng_port *dst, uint64_t id);
/* The bytes a response occupies (mem_rsp_new): up to data, and size bytes
 * of data for a read's. */
size_t mem_rsp_bytes(uint8_t req_type, uint32_t size);

/* Byte i (from addr) of write w's data; i must be a masked byte. */
static inline uint8_t mem_req_wbyte(const mem_req *w, uint32_t i)
{
    return w->data_n ? ((const uint8_t *)w->mask)[i - w->data_lo] : w->data[i];
}

/* Whether write w writes byte i (from addr; i < MEM_LINE_MAX). */
static inline bool mem_req_wmask(const mem_req *w, uint32_t i)
{
    if (!w->data_n)
        return (w->mask[i / 64] >> (i % 64)) & 1;
    uint32_t j = i - w->data_lo; /* wraps past the span's end when i < data_lo */
    return j < w->data_n && (((const uint8_t *)w->mask)[w->data_n + j / 8] >> (j % 8)) & 1;
}

/* Whether write w writes every byte of [0, n) from addr. */
bool mem_req_wfull(const mem_req *w, uint32_t n);

/* Byte mask helpers (mem_req.mask: bit i covers data[i]). */
static inline bool mem_mask_get(const uint64_t *mask, uint32_t i)
{
    return (mask[i / 64] >> (i % 64)) & 1;
}
static inline void mem_mask_set(uint64_t *mask, uint32_t i)
{
    mask[i / 64] |= 1ull << (i % 64);
}
/* Sets bits [0, n). */
void mem_mask_fill(uint64_t *mask, uint32_t n);
/* Whether bits [0, n) are all set. */
bool mem_mask_full(const uint64_t *mask, uint32_t n);

/* Copies the bytes of write w whose mask bit is set into dst, where dst
 * is the memory that holds w->addr at dst[0]. */
void mem_apply_write(uint8_t *dst, const mem_req *w);

/* Applies atomic a to the little-endian word at p (amdgpu/atomic.h's
 * arithmetic); returns the old value. Width and kind come from
 * a->atomic_op. A sector atomic (mem_msg.h) applies to every element its
 * mask names, old = 0. Returns false (and touches nothing) when atomic_op
 * is not an atomic or a->size is neither its width nor a multiple of it
 * up to MEM_LINE_MAX. */
bool mem_apply_atomic(uint8_t *p, const mem_req *a, uint64_t *old);

/* The line address of addr for a line of line_bytes (a power of two). */
static inline uint64_t mem_line_of(uint64_t addr, uint32_t line_bytes)
{
    return addr & ~(uint64_t)(line_bytes - 1);
}

/* Whether receiver taking m makes memory-visible progress: a cache or a
 * DRAM channel taking a write or an atomic (the hang detector's
 * HANG_SPINNING test, hooks/hang.h: a wave spinning on loads is busy but
 * changes nothing). */
bool mem_writes_memory(const eng_comp *receiver, const eng_msg *m);

#endif
