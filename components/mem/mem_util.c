#include "components/mem/mem_util.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "amdgpu/atomic.h"
#include "util/xalloc.h"

size_t mem_req_bytes(enum mem_msg_type type, uint32_t size)
{
    if (type != MEM_WRITE && type != MEM_ATOMIC) return offsetof(mem_req, mask);
    size_t data = size < MEM_LINE_MAX ? size : MEM_LINE_MAX;
    return (offsetof(mem_req, data) + data + 7) & ~(size_t)7;
}

/* A span write's: its bytes and a mask bit each, from mask on. */
static size_t span_bytes(uint32_t n)
{
    return (offsetof(mem_req, mask) + n + (n + 7) / 8 + 7) & ~(size_t)7;
}

size_t mem_req_alloc_bytes(const mem_req *r)
{
    if (r->hdr.type == MEM_WRITE && r->data_n)
        return span_bytes(r->data_n);
    return mem_req_bytes((enum mem_msg_type)r->hdr.type, r->size);
}

size_t mem_msg_size(const eng_msg *m)
{
    if (m->type == MEM_RSP) {
        const mem_rsp *r = (const mem_rsp *)m;
        return mem_rsp_bytes(r->req_type, r->size);
    }
    if (m->type < MEM_READ || m->type >= MEM_RSP) return 0;
    return mem_req_alloc_bytes((const mem_req *)m);
}

mem_req *mem_req_dup(const mem_req *r)
{
    size_t n = mem_req_alloc_bytes(r);
    return memcpy(xmalloc(n, "memory request copy"), r, n);
}

mem_req *mem_req_new_span(uint64_t addr, uint32_t size, uint32_t lo, uint32_t hi)
{
    ENG_ASSERT(lo < hi && hi <= size && size <= MEM_LINE_MAX,
               "a span write of [%u, %u) in %u bytes", lo, hi, size);
    mem_req *r = xcalloc(1, span_bytes(hi - lo), "memory request");
    r->hdr.type = MEM_WRITE;
    r->addr = addr;
    r->size = size;
    r->data_lo = (uint8_t)lo;
    r->data_n = (uint8_t)(hi - lo);
    r->hdr.bytes = mem_req_wire_bytes(r);
    return r;
}

mem_req *mem_req_new(enum mem_msg_type type, uint64_t addr, uint32_t size)
{
    mem_req *r = xcalloc(1, mem_req_bytes(type, size), "memory request");
    r->hdr.type = type;
    r->addr = addr;
    r->size = size;
    r->hdr.bytes = mem_req_wire_bytes(r);
    return r;
}

size_t mem_rsp_bytes(uint8_t req_type, uint32_t size)
{
    size_t data = req_type != MEM_READ ? 0 : size < MEM_LINE_MAX ? size : MEM_LINE_MAX;
    return (offsetof(mem_rsp, data) + data + 7) & ~(size_t)7;
}

mem_rsp *mem_rsp_new(const mem_req *r)
{
    /* data only for a read, and only its size (mem_msg.h) */
    size_t data = r->hdr.type != MEM_READ ? 0 : r->size < MEM_LINE_MAX ? r->size : MEM_LINE_MAX;
    mem_rsp *p = xmalloc(mem_rsp_bytes((uint8_t)r->hdr.type, r->size), "memory response");
    /* data is filled by the responder; leave it uninitialised for speed
     * but keep the header fields defined */
    memset(p, 0, offsetof(mem_rsp, data));
    p->hdr.type = MEM_RSP;
    p->hdr.dst = r->hdr.src;
    p->id = r->id;
    p->req_type = (uint8_t)r->hdr.type;
    p->ok = true;
    p->addr = r->addr;
    p->size = r->size;
    p->hdr.bytes = mem_rsp_wire_bytes(p);
    memset(p->data, 0, data);
    return p;
}

mem_rsp *mem_rsp_relay(mem_rsp *from, eng_port *dst, uint64_t id)
{
    mem_rsp *p = from;
    memset(&p->hdr, 0, sizeof p->hdr);
    p->hdr.type = MEM_RSP;
    p->hdr.dst = dst;
    p->id = id;
    p->hdr.bytes = mem_rsp_wire_bytes(p);
    return p;
}

void mem_mask_fill(uint64_t *mask, uint32_t n)
{
    for (uint32_t w = 0; w < MEM_LINE_MAX / 64; w++) {
        uint32_t lo = w * 64;
        mask[w] = n <= lo ? 0 : n >= lo + 64 ? ~0ull : (1ull << (n - lo)) - 1;
    }
}

bool mem_mask_full(const uint64_t *mask, uint32_t n)
{
    for (uint32_t w = 0; w * 64 < n; w++) {
        uint32_t lo = w * 64;
        uint64_t want = n >= lo + 64 ? ~0ull : (1ull << (n - lo)) - 1;
        if ((mask[w] & want) != want)
            return false;
    }
    return true;
}

void mem_apply_write(uint8_t *dst, const mem_req *w)
{
    if (w->data_n) { /* a span write (mem_req_new_span): bytes, then a bit each */
        const uint8_t *d = (const uint8_t *)w->mask, *m = d + w->data_n;
        uint8_t *o = dst + w->data_lo;
        for (uint32_t j = 0; j < w->data_n; j += 8) {
            uint32_t k = w->data_n - j < 8 ? w->data_n - j : 8;
            if (m[j / 8] == 0xff) { /* eight bytes written (k is 8) */
                memcpy(o + j, d + j, 8);
                continue;
            }
            for (uint32_t b = 0; b < k; b++)
                if ((m[j / 8] >> b) & 1)
                    o[j + b] = d[j + b];
        }
        return;
    }
    uint32_t n = w->size < MEM_LINE_MAX ? w->size : MEM_LINE_MAX;
    for (uint32_t i = 0; i < n; i++)
        if (mem_mask_get(w->mask, i))
            dst[i] = w->data[i];
}

void mem_req_span_mask_from(mem_req *w, const uint64_t *mask)
{
    uint8_t *m = (uint8_t *)w->mask + w->data_n;
    for (uint32_t j = 0; j < w->data_n; j += 8) {
        uint32_t i = w->data_lo + j, k = i / 64, b = i % 64;
        uint64_t v = mask[k] >> b;
        if (b && k + 1 < MEM_LINE_MAX / 64)
            v |= mask[k + 1] << (64 - b);
        uint32_t left = w->data_n - j;
        m[j / 8] = (uint8_t)(left >= 8 ? v : v & ((1u << left) - 1));
    }
}

bool mem_req_wfull(const mem_req *w, uint32_t n)
{
    if (!w->data_n)
        return mem_mask_full(w->mask, n);
    if (w->data_lo != 0 || w->data_n < n)
        return false;
    const uint8_t *m = (const uint8_t *)w->mask + w->data_n;
    for (uint32_t j = 0; j < n; j += 8) {
        uint32_t k = n - j < 8 ? n - j : 8;
        uint8_t want = (uint8_t)(k == 8 ? 0xff : (1u << k) - 1);
        if ((m[j / 8] & want) != want)
            return false;
    }
    return true;
}

bool mem_apply_atomic(uint8_t *p, const mem_req *a, uint64_t *old)
{
    enum amdgpu_atomic_kind kind = amdgpu_atomic_kind(a->atomic_op);
    unsigned width = amdgpu_atomic_width(a->atomic_op);
    if (kind != AMDGPU_ATOM_NONE && width < a->size && a->size % width == 0 &&
        a->size <= MEM_LINE_MAX) { /* a sector atomic (mem_msg.h) */
        for (unsigned e = 0; e < a->size; e += width) {
            if (!mem_mask_get(a->mask, e)) continue;
            uint64_t o = 0, s = 0;
            for (unsigned i = 0; i < width; i++)
                o |= (uint64_t)p[e + i] << (8 * i), s |= (uint64_t)a->data[e + i] << (8 * i);
            uint64_t n = amdgpu_atomic_apply(kind, width, o, s, 0);
            for (unsigned i = 0; i < width; i++) p[e + i] = (uint8_t)(n >> (8 * i));
        }
        *old = 0;
        return true;
    }
    if (kind == AMDGPU_ATOM_NONE || width != a->size)
        return false;
    uint64_t o = 0;
    for (unsigned i = 0; i < width; i++) /* little-endian, alignment-free */
        o |= (uint64_t)p[i] << (8 * i);
    uint64_t n = amdgpu_atomic_apply(kind, width, o, a->src, a->cmp);
    for (unsigned i = 0; i < width; i++)
        p[i] = (uint8_t)(n >> (8 * i));
    *old = o;
    return true;
}

bool mem_writes_memory(const eng_comp *receiver, const eng_msg *m)
{
    const char *k = receiver->ops->kind;
    return (m->type == MEM_WRITE || m->type == MEM_ATOMIC) && k &&
           (!strcmp(k, "cache") || !strcmp(k, "dram"));
}
