/* amdgpu/exec_mem_ds.c - DS (LDS) reads, writes, atomics and the
 * cross-lane DS ops (swizzle, permute, bpermute).
 *
 * The address of a lane is ADDR (vgpr) + offset (16 bits; read2/write2:
 * offset0/offset1 scaled by the element size, and by 64 more for st64),
 * a 32-bit sum: compilers fold a constant into the offset and leave a
 * negative ADDR (s[63 - t] becomes ADDR = -4t, offset 252), which the
 * hardware's 32-bit adder wraps back into range.
 * An access outside [0, lds_size) stops the simulation (MEMFAULT with
 * fault_addr = the LDS offset) rather than being clamped silently: a
 * kernel that does it is broken, and the report says where. GDS forms
 * have no semantics. */
#include <string.h>

#include "amdgpu/atomic.h"
#include "amdgpu/exec_mem_int.h"

static uint8_t *lds(amdgpu_wave *w, uint64_t off, unsigned n)
{
    if (!w->lds || off > w->lds_size || n > w->lds_size - off) {
        w->fault_addr = off;
        return NULL;
    }
    return w->lds + off;
}

static uint64_t ds_addr(uint32_t base, uint64_t off) { return (uint32_t)(base + off); }

/* Operands common to every DS op: ADDR, and the registers the row has. */
struct ds_ops {
    int addr, d0, d1, dst;
};

static int ds_regs(amdgpu_wave *w, const amdgpu_inst *in, unsigned dw_data, unsigned dw_dst,
                   struct ds_ops *o)
{
    if (in->mem.gds) return AMDGPU_EXEC_UNIMPL;
    o->addr = amdgpu_mem_vreg(w, in->src[0], 1);
    o->d0 = in->src[1].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->src[1], dw_data);
    o->d1 = in->src[2].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->src[2], dw_data);
    o->dst = in->dst[0].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->dst[0], dw_dst);
    if (o->addr < 0 || o->d0 == -1 || o->d1 == -1 || o->dst == -1) return AMDGPU_EXEC_BADOPND;
    return AMDGPU_EXEC_OK;
}

static uint64_t get64(amdgpu_wave *w, int reg, unsigned lane, unsigned n)
{
    uint64_t v = *amdgpu_mem_v(w, reg, lane);
    if (n == 8) v |= (uint64_t)*amdgpu_mem_v(w, reg + 1, lane) << 32;
    return v;
}

static void put64(amdgpu_wave *w, int reg, unsigned lane, unsigned n, uint64_t v)
{
    *amdgpu_mem_v(w, reg, lane) = (uint32_t)v;
    if (n == 8) *amdgpu_mem_v(w, reg + 1, lane) = (uint32_t)(v >> 32);
}

/* ---- reads and writes ----------------------------------------------------- */

AMDGPU_MEM_INLINE int ds_read(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, int sext)
{
    unsigned dw = (n + 3) / 4;
    struct ds_ops o;
    int rc = ds_regs(w, in, 1, dw, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (o.dst < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t a = ds_addr(*amdgpu_mem_v(w, o.addr, l), in->mem.offset);
        uint8_t *p = lds(w, a, n);
        if (!p) return AMDGPU_EXEC_MEMFAULT;
        uint32_t buf[4] = {0};
        memcpy(buf, p, n);
        if (sext && n == 1) buf[0] = (uint32_t)(int32_t)(int8_t)buf[0];
        if (sext && n == 2) buf[0] = (uint32_t)(int32_t)(int16_t)buf[0];
        amdgpu_mem_lane_put(amdgpu_mem_v(w, o.dst, 0), l, buf, dw);
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_INLINE int ds_write(amdgpu_wave *w, const amdgpu_inst *in, unsigned n)
{
    struct ds_ops o;
    int rc = ds_regs(w, in, (n + 3) / 4, 0, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (o.d0 < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t a = ds_addr(*amdgpu_mem_v(w, o.addr, l), in->mem.offset);
        uint8_t *p = lds(w, a, n);
        if (!p) return AMDGPU_EXEC_MEMFAULT;
        uint32_t buf[4];
        amdgpu_mem_lane_get(amdgpu_mem_v(w, o.d0, 0), l, buf, (n + 3) / 4);
        memcpy(p, buf, n);
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* read2/write2: two n-byte elements at offset0 and offset1 (in units of
 * n, times 64 for st64). */
static int ds_2(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, unsigned scale, int write)
{
    unsigned dw = n / 4;
    struct ds_ops o;
    int rc = ds_regs(w, in, dw, 2 * dw, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (write ? (o.d0 < 0 || o.d1 < 0) : o.dst < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t base = *amdgpu_mem_v(w, o.addr, l);
        for (unsigned k = 0; k < 2; k++) {
            uint64_t a = ds_addr((uint32_t)base,
                                 (uint64_t)(k ? in->mem.offset1 : in->mem.offset0) * n * scale);
            uint8_t *p = lds(w, a, n);
            if (!p) return AMDGPU_EXEC_MEMFAULT;
            if (write) {
                uint64_t v = get64(w, k ? o.d1 : o.d0, l, n);
                memcpy(p, &v, n);
            } else {
                uint64_t v = 0;
                memcpy(&v, p, n);
                put64(w, o.dst + (int)(k * dw), l, n, v);
            }
        }
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* ---- atomics ----------------------------------------------------------------- */

/* Every DS atomic: DATA0 is the operand, except cmpst (DATA0 = compare,
 * DATA1 = new value) and mskor (DATA0 = mask, DATA1 = bits). */
AMDGPU_MEM_FN(ds_atomic)
{
    enum amdgpu_atomic_kind k = amdgpu_atomic_kind(in->op);
    unsigned n = amdgpu_atomic_width(in->op), dw = n / 4;
    struct ds_ops o;
    int rc = ds_regs(w, in, dw, dw, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    bool two = k == AMDGPU_ATOM_CMPSWAP || k == AMDGPU_ATOM_FCMPSWAP || k == AMDGPU_ATOM_MSKOR;
    if (!n || o.d0 < 0 || (two && o.d1 < 0)) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t a = ds_addr(*amdgpu_mem_v(w, o.addr, l), in->mem.offset);
        uint8_t *p = lds(w, a, n);
        if (!p || a % n) {
            w->fault_addr = a;
            return AMDGPU_EXEC_MEMFAULT;
        }
        uint64_t src = get64(w, o.d0, l, n), cmp = 0, old = 0;
        if (two) {
            cmp = src;
            src = get64(w, o.d1, l, n);
        }
        memcpy(&old, p, n);
        uint64_t nv = amdgpu_atomic_apply(k, n, old, src, cmp);
        memcpy(p, &nv, n);
        if (o.dst >= 0) put64(w, o.dst, l, n, old);
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* wrxchg2: two swaps (DATA0 at offset0, DATA1 at offset1), both old
 * values returned. */
static int ds_wrxchg2(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, unsigned scale)
{
    unsigned dw = n / 4;
    struct ds_ops o;
    int rc = ds_regs(w, in, dw, 2 * dw, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (o.d0 < 0 || o.d1 < 0 || o.dst < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t base = *amdgpu_mem_v(w, o.addr, l);
        for (unsigned k = 0; k < 2; k++) {
            uint64_t a = ds_addr((uint32_t)base,
                                 (uint64_t)(k ? in->mem.offset1 : in->mem.offset0) * n * scale);
            uint8_t *p = lds(w, a, n);
            if (!p) return AMDGPU_EXEC_MEMFAULT;
            uint64_t old = 0, v = get64(w, k ? o.d1 : o.d0, l, n);
            memcpy(&old, p, n);
            memcpy(p, &v, n);
            put64(w, o.dst + (int)(k * dw), l, n, old);
        }
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* ---- cross-lane ops ------------------------------------------------------------ */

/* ds_swizzle_b32: offset[15] set: quad permute (lane i of each quad reads
 * lane offset[2i+1:2i]); clear: within 32-lane halves, read lane
 * ((lane & and) | or) ^ xor with the masks in offset[4:0], [9:5], [14:10]. */
AMDGPU_MEM_FN(ds_swizzle_b32)
{
    struct ds_ops o;
    int rc = ds_regs(w, in, 1, 1, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (o.dst < 0) return AMDGPU_EXEC_BADOPND;
    uint32_t src[AMDGPU_WAVE_LANES], off = in->mem.offset;
    memcpy(src, amdgpu_mem_v(w, o.addr, 0), sizeof src);
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        unsigned from;
        if (off & 0x8000) {
            from = (l & ~3u) | (off >> (2 * (l & 3)) & 3);
        } else {
            unsigned and_m = off & 31, or_m = off >> 5 & 31, xor_m = off >> 10 & 31;
            from = (l & 32) | (((l & and_m) | or_m) ^ xor_m);
        }
        *amdgpu_mem_v(w, o.dst, l) = exec >> from & 1 ? src[from] : 0;
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* permute (push: lane l's DATA0 goes to lane addr/4) and bpermute (pull:
 * lane l reads DATA0 of lane addr/4); lane indices wrap at 64. */
static int ds_perm(amdgpu_wave *w, const amdgpu_inst *in, int push)
{
    struct ds_ops o;
    int rc = ds_regs(w, in, 1, 1, &o);
    if (rc != AMDGPU_EXEC_OK) return rc;
    if (o.dst < 0 || o.d0 < 0) return AMDGPU_EXEC_BADOPND;
    uint32_t data[AMDGPU_WAVE_LANES], out[AMDGPU_WAVE_LANES] = {0};
    memcpy(data, amdgpu_mem_v(w, o.d0, 0), sizeof data);
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        unsigned other = ((*amdgpu_mem_v(w, o.addr, l) + in->mem.offset) / 4) % AMDGPU_WAVE_LANES;
        if (push) out[other] = data[l];
        else out[l] = data[other];
    }
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++)
        if (exec >> l & 1) *amdgpu_mem_v(w, o.dst, l) = out[l];
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_FN(ds_permute_b32) { return ds_perm(w, in, 1); }
AMDGPU_MEM_FN(ds_bpermute_b32) { return ds_perm(w, in, 0); }
AMDGPU_MEM_FN(ds_nop) { w->pc += in->size; return AMDGPU_EXEC_OK; }
AMDGPU_MEM_FN(ds_read_i8) { return ds_read(w, in, 1, 1); }
AMDGPU_MEM_FN(ds_read_u8) { return ds_read(w, in, 1, 0); }
AMDGPU_MEM_FN(ds_read_i16) { return ds_read(w, in, 2, 1); }
AMDGPU_MEM_FN(ds_read_u16) { return ds_read(w, in, 2, 0); }
AMDGPU_MEM_FN(ds_read_b32) { return ds_read(w, in, 4, 0); }
AMDGPU_MEM_FN(ds_read_b64) { return ds_read(w, in, 8, 0); }
AMDGPU_MEM_FN(ds_read_b96) { return ds_read(w, in, 12, 0); }
AMDGPU_MEM_FN(ds_read_b128) { return ds_read(w, in, 16, 0); }
AMDGPU_MEM_FN(ds_write_b8) { return ds_write(w, in, 1); }
AMDGPU_MEM_FN(ds_write_b16) { return ds_write(w, in, 2); }
AMDGPU_MEM_FN(ds_write_b32) { return ds_write(w, in, 4); }
AMDGPU_MEM_FN(ds_write_b64) { return ds_write(w, in, 8); }
AMDGPU_MEM_FN(ds_write_b96) { return ds_write(w, in, 12); }
AMDGPU_MEM_FN(ds_write_b128) { return ds_write(w, in, 16); }
AMDGPU_MEM_FN(ds_read2_b32) { return ds_2(w, in, 4, 1, 0); }
AMDGPU_MEM_FN(ds_read2st64_b32) { return ds_2(w, in, 4, 64, 0); }
AMDGPU_MEM_FN(ds_read2_b64) { return ds_2(w, in, 8, 1, 0); }
AMDGPU_MEM_FN(ds_read2st64_b64) { return ds_2(w, in, 8, 64, 0); }
AMDGPU_MEM_FN(ds_write2_b32) { return ds_2(w, in, 4, 1, 1); }
AMDGPU_MEM_FN(ds_write2st64_b32) { return ds_2(w, in, 4, 64, 1); }
AMDGPU_MEM_FN(ds_write2_b64) { return ds_2(w, in, 8, 1, 1); }
AMDGPU_MEM_FN(ds_write2st64_b64) { return ds_2(w, in, 8, 64, 1); }
AMDGPU_MEM_FN(ds_wrxchg2_rtn_b32) { return ds_wrxchg2(w, in, 4, 1); }
AMDGPU_MEM_FN(ds_wrxchg2st64_rtn_b32) { return ds_wrxchg2(w, in, 4, 64); }
AMDGPU_MEM_FN(ds_wrxchg2_rtn_b64) { return ds_wrxchg2(w, in, 8, 1); }
AMDGPU_MEM_FN(ds_wrxchg2st64_rtn_b64) { return ds_wrxchg2(w, in, 8, 64); }

/* ---- the global wave sync (GWS) ------------------------------------------ */

/* hipcc lowers cooperative groups' grid sync to ds_gws_barrier (with
 * gds set) by one wave per workgroup; the waiting is the CU's and the
 * CP's (components/cu/cu_issue.c, components/cp/cp_gws.c), so the
 * semantics only checks the operands and reports the barrier. */
void amdgpu_gws_args(const amdgpu_wave *w, const amdgpu_inst *in, uint32_t *resource,
                     uint32_t *count)
{
    int r = amdgpu_mem_vreg(w, in->src[0], 1);
    uint64_t exec = amdgpu_wave_exec(w);
    unsigned l = exec ? (unsigned)__builtin_ctzll(exec) : 0;
    *resource = ((w->s[AMDGPU_SREG_M0] >> 16) + in->mem.offset0) & 0x3f;
    *count = r < 0 ? 0 : w->v[(size_t)r * AMDGPU_WAVE_LANES + l];
}

AMDGPU_MEM_FN(ds_gws_barrier)
{
    if (!in->mem.gds || amdgpu_mem_vreg(w, in->src[0], 1) < 0) return AMDGPU_EXEC_BADOPND;
    w->pc += in->size;
    return amdgpu_wave_exec(w) ? AMDGPU_EXEC_GWS : AMDGPU_EXEC_OK;
}
