/* amdgpu/exec_mem_buf.c - MUBUF loads, stores and atomics through a buffer
 * resource descriptor (V#), including scratch through the private
 * segment buffer.
 *
 * Addressing (GCN3 ISA, "Buffer addressing"):
 *   index  = (idxen ? vaddr[0] : 0) + (add_tid ? lane : 0)
 *   offset = (offen ? vaddr[idxen] : 0) + inst_offset
 *   linear:   addr = base + soffset + offset + index * stride
 *   swizzled: addr = base + soffset + (index / index_stride * stride +
 *             offset / elem * elem) * index_stride + index % index_stride *
 *             elem + offset % elem
 * Range check: with stride 0 a byte range is out of range when it ends
 * past num_records (soffset is not counted); otherwise when index >=
 * num_records. Out-of-range loads return 0 and stores/atomics are
 * dropped, per dword for the dword forms and all-or-nothing for
 * sub-dword and atomic forms. */
#include <string.h>

#include "amdgpu/atomic.h"
#include "amdgpu/exec_mem_int.h"

struct vsharp {
    uint64_t base;
    uint32_t stride, num_records, elem, index_stride;
    bool swizzle, add_tid;
};

static struct vsharp vsharp(const amdgpu_wave *w, unsigned code)
{
    const uint32_t *d = &w->s[code];
    struct vsharp v;
    v.base = d[0] | (uint64_t)(d[1] & 0xffff) << 32;
    v.stride = d[1] >> 16 & 0x3fff;
    v.swizzle = d[1] >> 31;
    v.num_records = d[2];
    v.elem = 2u << (d[3] >> 19 & 3);
    v.index_stride = 8u << (d[3] >> 21 & 3);
    v.add_tid = d[3] >> 23 & 1;
    return v;
}

/* One lane's access: where its bytes are. */
struct lane_addr {
    uint64_t index, offset, soffset;
};

static struct lane_addr lane_addr(amdgpu_wave *w, const amdgpu_inst *in, int a,
                                  const struct vsharp *v, unsigned lane)
{
    struct lane_addr la = {0, in->mem.offset, amdgpu_mem_sval(w, in->src[3].code)};
    if (in->mem.idxen) la.index = *amdgpu_mem_v(w, a, lane);
    if (in->mem.offen) la.offset += *amdgpu_mem_v(w, a + in->mem.idxen, lane);
    if (v->add_tid) la.index += lane;
    return la;
}

/* The address of byte `off` (relative to the lane's offset) and whether
 * the n bytes from there are in range. n never crosses an element. */
static uint64_t byte_addr(const struct vsharp *v, const struct lane_addr *la, uint32_t off,
                          unsigned n, bool *in_range)
{
    uint64_t o = la->offset + off;
    *in_range = v->stride == 0 ? o + n <= v->num_records : la->index < v->num_records;
    if (!v->swizzle)
        return v->base + la->soffset + o + la->index * v->stride;
    uint64_t is = v->index_stride, e = v->elem;
    return v->base + la->soffset + (la->index / is * v->stride + o / e * e) * is +
           la->index % is * e + o % e;
}

/* Reads (write == 0) or writes n bytes of one lane, split at element
 * (swizzled) or dword boundaries so each piece gets its own range check. */
static int lane_rw(amdgpu_wave *w, const struct vsharp *v, const struct lane_addr *la,
                   uint8_t *buf, unsigned n, int write)
{
    unsigned piece = v->swizzle ? v->elem : 4;
    if (n < 4) piece = n; /* sub-dword: all or nothing */
    for (uint32_t off = 0; off < n;) {
        unsigned chunk = piece - (uint32_t)(la->offset + off) % piece;
        if (chunk > n - off) chunk = n - off;
        bool ok;
        uint64_t addr = byte_addr(v, la, off, chunk, &ok);
        if (ok) {
            int rc = write ? w->mem.ops->write(w->mem.ctx, addr, buf + off, chunk)
                           : w->mem.ops->read(w->mem.ctx, addr, buf + off, chunk);
            if (rc < 0) {
                w->fault_addr = addr;
                return -1;
            }
        } else if (!write) {
            memset(buf + off, 0, chunk);
        }
        off += chunk;
    }
    return 0;
}

static int check_rsrc(const amdgpu_wave *w, const amdgpu_inst *in, int *a)
{
    if (in->mem.lds) return AMDGPU_EXEC_UNIMPL; /* loads to LDS: not emitted by clang */
    if (!amdgpu_mem_sok(in->src[2], 4)) return AMDGPU_EXEC_BADOPND;
    *a = 0;
    if (in->mem.offen || in->mem.idxen) {
        *a = amdgpu_mem_vreg(w, in->src[0], in->mem.offen + in->mem.idxen);
        if (*a < 0) return AMDGPU_EXEC_BADOPND;
    }
    return AMDGPU_EXEC_OK;
}

static int buf_load(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, int sext)
{
    unsigned dw = (n + 3) / 4;
    int a, rc = check_rsrc(w, in, &a), d = amdgpu_mem_vreg(w, in->dst[0], dw);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (d < 0) return AMDGPU_EXEC_BADOPND;
    struct vsharp v = vsharp(w, in->src[2].code);
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        struct lane_addr la = lane_addr(w, in, a, &v, l);
        uint32_t buf[4] = {0};
        if (lane_rw(w, &v, &la, (uint8_t *)buf, n, 0) < 0) return AMDGPU_EXEC_MEMFAULT;
        if (sext && n == 1) buf[0] = (uint32_t)(int32_t)(int8_t)buf[0];
        if (sext && n == 2) buf[0] = (uint32_t)(int32_t)(int16_t)buf[0];
        for (unsigned i = 0; i < dw; i++) *amdgpu_mem_v(w, d + (int)i, l) = buf[i];
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

static int buf_store(amdgpu_wave *w, const amdgpu_inst *in, unsigned n)
{
    unsigned dw = (n + 3) / 4;
    int a, rc = check_rsrc(w, in, &a), s = amdgpu_mem_vreg(w, in->src[1], dw);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (s < 0) return AMDGPU_EXEC_BADOPND;
    struct vsharp v = vsharp(w, in->src[2].code);
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        struct lane_addr la = lane_addr(w, in, a, &v, l);
        uint32_t buf[4];
        for (unsigned i = 0; i < dw; i++) buf[i] = *amdgpu_mem_v(w, s + (int)i, l);
        if (lane_rw(w, &v, &la, (uint8_t *)buf, n, 1) < 0) return AMDGPU_EXEC_MEMFAULT;
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* Every MUBUF atomic; same data layout as FLAT (src, then cmp). */
AMDGPU_MEM_FN(buf_atomic)
{
    unsigned n = amdgpu_atomic_width(in->op), dw = n / 4;
    int cmpswap = amdgpu_atomic_kind(in->op) == AMDGPU_ATOM_CMPSWAP;
    int a, rc = check_rsrc(w, in, &a);
    if (rc != AMDGPU_EXEC_OK) return rc;
    int s = amdgpu_mem_vreg(w, in->src[1], dw * (1 + cmpswap));
    int d = in->dst[0].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->dst[0], dw);
    if (!n || s < 0 || d == -1) return AMDGPU_EXEC_BADOPND;
    struct vsharp v = vsharp(w, in->src[2].code);
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        struct lane_addr la = lane_addr(w, in, a, &v, l);
        uint64_t src = *amdgpu_mem_v(w, s, l), cmp = 0, old = 0;
        if (n == 8) src |= (uint64_t)*amdgpu_mem_v(w, s + 1, l) << 32;
        if (cmpswap) {
            cmp = *amdgpu_mem_v(w, s + (int)dw, l);
            if (n == 8) cmp |= (uint64_t)*amdgpu_mem_v(w, s + 3, l) << 32;
        }
        bool ok;
        uint64_t addr = byte_addr(&v, &la, 0, n, &ok);
        if (ok) {
            if (w->mem.ops->atomic(w->mem.ctx, in->op, addr, n, src, cmp, &old) < 0) {
                w->fault_addr = addr;
                return AMDGPU_EXEC_MEMFAULT;
            }
        }
        if (d >= 0) {
            *amdgpu_mem_v(w, d, l) = (uint32_t)old;
            if (n == 8) *amdgpu_mem_v(w, d + 1, l) = (uint32_t)(old >> 32);
        }
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* Cache maintenance: nothing to do without caches (the timing model's
 * L1 sees the instruction through its own path). */
AMDGPU_MEM_FN(buf_nop)
{
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_FN(buffer_load_ubyte) { return buf_load(w, in, 1, 0); }
AMDGPU_MEM_FN(buffer_load_sbyte) { return buf_load(w, in, 1, 1); }
AMDGPU_MEM_FN(buffer_load_ushort) { return buf_load(w, in, 2, 0); }
AMDGPU_MEM_FN(buffer_load_sshort) { return buf_load(w, in, 2, 1); }
AMDGPU_MEM_FN(buffer_load_dword) { return buf_load(w, in, 4, 0); }
AMDGPU_MEM_FN(buffer_load_dwordx2) { return buf_load(w, in, 8, 0); }
AMDGPU_MEM_FN(buffer_load_dwordx3) { return buf_load(w, in, 12, 0); }
AMDGPU_MEM_FN(buffer_load_dwordx4) { return buf_load(w, in, 16, 0); }
AMDGPU_MEM_FN(buffer_store_byte) { return buf_store(w, in, 1); }
AMDGPU_MEM_FN(buffer_store_short) { return buf_store(w, in, 2); }
AMDGPU_MEM_FN(buffer_store_dword) { return buf_store(w, in, 4); }
AMDGPU_MEM_FN(buffer_store_dwordx2) { return buf_store(w, in, 8); }
AMDGPU_MEM_FN(buffer_store_dwordx3) { return buf_store(w, in, 12); }
AMDGPU_MEM_FN(buffer_store_dwordx4) { return buf_store(w, in, 16); }
