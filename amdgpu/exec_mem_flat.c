/* amdgpu/exec_mem_flat.c - FLAT loads, stores and atomics, and the routing
 * of a flat address to global memory, LDS or the lane's scratch.
 *
 * On gfx8 a flat address is global unless its high 32 bits name the
 * shared (LDS) or private (scratch) aperture (the bases the kernel reads
 * from the queue descriptor). Scratch is interleaved per lane in dwords,
 * exactly as the private segment buffer descriptor (element size 4,
 * index stride 64, add_tid) lays it out, so FLAT and MUBUF scratch
 * accesses to one private address meet in the same bytes. */
#include <string.h>

#include "amdgpu/atomic.h"
#include "amdgpu/exec_mem_int.h"

/* ---- address routing ---------------------------------------------------- */

/* The wave's scratch as FLAT's private aperture finds it (gfx8: the
 * kernel sets FLAT_SCRATCH_HI to the wave's offset / 256). */
static uint64_t scratch_base_gfx8(const amdgpu_wave *w)
{
    return w->scratch_base + ((uint64_t)w->s[AMDGPU_SRC_FLAT_SCR_HI] << 8);
}

/* The wave's scratch as gfx940's SCRATCH instructions find it:
 * architected flat scratch, FLAT_SCRATCH holds the wave's base address. */
static uint64_t scratch_base_gfx940(const amdgpu_wave *w)
{
    return (uint64_t)w->s[AMDGPU_SRC_FLAT_SCR_LO] | (uint64_t)w->s[AMDGPU_SRC_FLAT_SCR_HI] << 32;
}

static uint64_t scratch_addr(uint64_t wave_base, unsigned lane, uint32_t off)
{
    return wave_base + (uint64_t)(off / 4) * 4 * AMDGPU_WAVE_LANES + lane * 4u + off % 4;
}

/* Runs fn over the dword-sized pieces of a scratch access (each piece
 * lives at its own interleaved address). */
static int scratch_rw(amdgpu_wave *w, uint64_t base, unsigned lane, uint32_t off, uint8_t *buf,
                      unsigned n, int write)
{
    while (n > 0) {
        unsigned chunk = 4 - off % 4;
        if (chunk > n) chunk = n;
        uint64_t a = scratch_addr(base, lane, off);
        int rc = write ? w->mem.ops->write(w->mem.ctx, a, buf, chunk)
                       : w->mem.ops->read(w->mem.ctx, a, buf, chunk);
        if (rc < 0) {
            w->fault_addr = a;
            return -1;
        }
        off += chunk, buf += chunk, n -= chunk;
    }
    return 0;
}

enum { SEG_GLOBAL, SEG_LDS, SEG_PRIVATE };

static int segment(const amdgpu_wave *w, uint64_t addr)
{
    uint32_t hi = (uint32_t)(addr >> 32);
    if (w->shared_aperture_hi && hi == w->shared_aperture_hi) return SEG_LDS;
    if (w->private_aperture_hi && hi == w->private_aperture_hi) return SEG_PRIVATE;
    return SEG_GLOBAL;
}

static uint8_t *lds_at(amdgpu_wave *w, uint64_t addr, unsigned n)
{
    uint32_t off = (uint32_t)addr;
    if (!w->lds || off > w->lds_size || n > w->lds_size - off) {
        w->fault_addr = addr;
        return NULL;
    }
    return w->lds + off;
}

AMDGPU_MEM_INLINE int flat_read(amdgpu_wave *w, unsigned lane, uint64_t addr, void *dst, unsigned n)
{
    switch (segment(w, addr)) {
    case SEG_LDS: {
        uint8_t *p = lds_at(w, addr, n);
        if (!p) return -1;
        memcpy(dst, p, n);
        return 0;
    }
    case SEG_PRIVATE: return scratch_rw(w, scratch_base_gfx8(w), lane, (uint32_t)addr, dst, n, 0);
    default:
        if (w->mem.ops->read(w->mem.ctx, addr, dst, n) < 0) {
            w->fault_addr = addr;
            return -1;
        }
        return 0;
    }
}

int amdgpu_flat_read(amdgpu_wave *w, unsigned lane, uint64_t addr, void *dst, unsigned n)
{
    return flat_read(w, lane, addr, dst, n);
}

AMDGPU_MEM_INLINE int flat_write(amdgpu_wave *w, unsigned lane, uint64_t addr, const void *src,
                                unsigned n)
{
    switch (segment(w, addr)) {
    case SEG_LDS: {
        uint8_t *p = lds_at(w, addr, n);
        if (!p) return -1;
        memcpy(p, src, n);
        return 0;
    }
    case SEG_PRIVATE:
        return scratch_rw(w, scratch_base_gfx8(w), lane, (uint32_t)addr, (uint8_t *)src, n, 1);
    default:
        if (w->mem.ops->write(w->mem.ctx, addr, src, n) < 0) {
            w->fault_addr = addr;
            return -1;
        }
        return 0;
    }
}

int amdgpu_flat_write(amdgpu_wave *w, unsigned lane, uint64_t addr, const void *src, unsigned n)
{
    return flat_write(w, lane, addr, src, n);
}

int amdgpu_flat_atomic(amdgpu_wave *w, unsigned lane, uint16_t op, uint64_t addr, unsigned n,
                     uint64_t src, uint64_t cmp, uint64_t *old)
{
    int seg = segment(w, addr);
    if (seg == SEG_GLOBAL) {
        if (w->mem.ops->atomic(w->mem.ctx, op, addr, n, src, cmp, old) < 0) {
            w->fault_addr = addr;
            return -1;
        }
        return 0;
    }
    /* LDS and scratch: the wave runs alone, so read-modify-write is atomic */
    uint64_t v = 0;
    if (addr % n || amdgpu_flat_read(w, lane, addr, &v, n) < 0) {
        w->fault_addr = addr;
        return -1;
    }
    uint64_t nv = amdgpu_atomic_apply(amdgpu_atomic_kind(op), n, v, src, cmp);
    *old = v;
    return amdgpu_flat_write(w, lane, addr, &nv, n);
}

/* ---- FLAT instructions ------------------------------------------------------ */

static uint64_t lane_addr(amdgpu_wave *w, int a, unsigned lane)
{
    return (uint64_t)*amdgpu_mem_v(w, a, lane) | (uint64_t)*amdgpu_mem_v(w, a + 1, lane) << 32;
}

/* FLAT's immediate offset (gfx9; 0 on gfx8, which has none). */
static inline uint64_t flat_off(const amdgpu_inst *in)
{
    return (uint64_t)(int64_t)(int32_t)in->mem.offset;
}

/* The host bytes of global memory the last lanes touched (w->mem's
 * window op): [lo, hi) at p; empty (lo == hi) at first. A window only ever holds
 * global addresses: it is cut to the 4 GiB the global address it was
 * found for lies in (a dense image's window is a whole region), so the
 * high 32 bits of every address in it are that address's. */
struct win {
    uint64_t lo, hi;
    uint8_t *p;
};

/* The host bytes of [addr, addr+n) when they are plain global memory
 * (the window moved there if need be), else NULL: flat_read/flat_write
 * then route the access. */
AMDGPU_MEM_INLINE uint8_t *win_at(amdgpu_wave *w, struct win *x, uint64_t addr, unsigned n,
                                int write)
{
    if (addr - x->lo < x->hi - x->lo && n <= x->hi - addr) return x->p + (addr - x->lo);
    if (!w->mem.ops->window || segment(w, addr) != SEG_GLOBAL) return NULL;
    uint64_t lo, hi;
    uint8_t *p = w->mem.ops->window(w->mem.ctx, addr, write, &lo, &hi);
    if (!p) return NULL;
    uint64_t seg_lo = addr & ~0xffffffffull, seg_hi = seg_lo + 0x100000000ull;
    if (lo < seg_lo) p += seg_lo - lo, lo = seg_lo;
    if (seg_hi != 0 && hi > seg_hi) hi = seg_hi;
    x->lo = lo, x->hi = hi, x->p = p;
    return n <= hi - addr ? p + (addr - lo) : NULL;
}

/* Asks the cache for the bytes of every active lane that lies in the
 * window of the first one before any lane is copied: a wave's lanes then
 * wait for their cache misses together, not one after another (mt's
 * transpose spent 80% of its loads' time on the first byte). A hint
 * only: it changes no memory and no result. */
AMDGPU_MEM_INLINE void prefetch_lanes(amdgpu_wave *w, struct win *x, int a, uint64_t exec,
                                    unsigned n, int write)
{
    if (!exec || !w->mem.ops->window) return;
    if (!win_at(w, x, lane_addr(w, a, (unsigned)__builtin_ctzll(exec)), n, write)) return;
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        uint64_t off = lane_addr(w, a, l) - x->lo;
        if ((exec >> l & 1) && off < x->hi - x->lo) {
            if (write) __builtin_prefetch(x->p + off, 1);
            else __builtin_prefetch(x->p + off, 0);
        }
    }
}

/* A load of n bytes per lane (sext: sign-extend a sub-dword value). A
 * lane's address is read before its destination is written: the
 * registers may overlap. */
AMDGPU_MEM_INLINE int flat_load(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, int sext)
{
    unsigned dw = (n + 3) / 4;
    int a = amdgpu_mem_vreg(w, in->src[0], 2), d = amdgpu_mem_vreg(w, in->dst[0], dw);
    if (a < 0 || d < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    struct win x = {0, 0, NULL};
    prefetch_lanes(w, &x, a, exec, n, 0);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t addr = lane_addr(w, a, l) + flat_off(in);
        uint32_t buf[4] = {0};
        const uint8_t *p = win_at(w, &x, addr, n, 0);
        if (p) memcpy(buf, p, n);
        else if (flat_read(w, l, addr, buf, n) < 0) return AMDGPU_EXEC_MEMFAULT;
        if (sext && n == 1) buf[0] = (uint32_t)(int32_t)(int8_t)buf[0];
        if (sext && n == 2) buf[0] = (uint32_t)(int32_t)(int16_t)buf[0];
        amdgpu_mem_lane_put(amdgpu_mem_v(w, d, 0), l, buf, dw);
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_INLINE int flat_store(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, bool hi)
{
    unsigned dw = (n + 3) / 4;
    int a = amdgpu_mem_vreg(w, in->src[0], 2), s = amdgpu_mem_vreg(w, in->src[1], dw);
    if (a < 0 || s < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    struct win x = {0, 0, NULL};
    prefetch_lanes(w, &x, a, exec, n, 1);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t addr = lane_addr(w, a, l) + flat_off(in);
        uint32_t buf[4];
        amdgpu_mem_lane_get(amdgpu_mem_v(w, s, 0), l, buf, dw);
        if (hi) buf[0] >>= 16; /* _d16_hi: the data's high half */
        uint8_t *p = win_at(w, &x, addr, n, 1);
        if (p) memcpy(p, buf, n);
        else if (flat_write(w, l, addr, buf, n) < 0) return AMDGPU_EXEC_MEMFAULT;
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* The atomic of every active lane at addr[lane]: DATA is src[1] (and,
 * for cmpswap, the compare value in the next register(s)); the old value
 * comes back when the decoder gave a destination (glc / sc0). */
static int atomic_lanes(amdgpu_wave *w, const amdgpu_inst *in, const uint64_t *addr)
{
    unsigned n = amdgpu_atomic_width(in->op), dw = n / 4;
    int cmpswap = amdgpu_atomic_kind(in->op) == AMDGPU_ATOM_CMPSWAP;
    int s = amdgpu_mem_vreg(w, in->src[1], dw * (1 + cmpswap));
    int d = in->dst[0].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->dst[0], dw);
    if (!n || s < 0 || d == -1) return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint64_t src = *amdgpu_mem_v(w, s, l), cmp = 0, old;
        if (n == 8) src |= (uint64_t)*amdgpu_mem_v(w, s + 1, l) << 32;
        if (cmpswap) {
            cmp = *amdgpu_mem_v(w, s + (int)dw, l);
            if (n == 8) cmp |= (uint64_t)*amdgpu_mem_v(w, s + 3, l) << 32;
        }
        if (amdgpu_flat_atomic(w, l, in->op, addr[l], n, src, cmp, &old) < 0)
            return AMDGPU_EXEC_MEMFAULT;
        if (d >= 0) {
            *amdgpu_mem_v(w, d, l) = (uint32_t)old;
            if (n == 8) *amdgpu_mem_v(w, d + 1, l) = (uint32_t)(old >> 32);
        }
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_FN(flat_atomic)
{
    int a = amdgpu_mem_vreg(w, in->src[0], 2);
    if (a < 0) return AMDGPU_EXEC_BADOPND;
    uint64_t addr[AMDGPU_WAVE_LANES];
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) addr[l] = lane_addr(w, a, l) + flat_off(in);
    return atomic_lanes(w, in, addr);
}

AMDGPU_MEM_FN(flat_load_ubyte) { return flat_load(w, in, 1, 0); }
AMDGPU_MEM_FN(flat_load_sbyte) { return flat_load(w, in, 1, 1); }
AMDGPU_MEM_FN(flat_load_ushort) { return flat_load(w, in, 2, 0); }
AMDGPU_MEM_FN(flat_load_sshort) { return flat_load(w, in, 2, 1); }
AMDGPU_MEM_FN(flat_load_dword) { return flat_load(w, in, 4, 0); }
AMDGPU_MEM_FN(flat_load_dwordx2) { return flat_load(w, in, 8, 0); }
AMDGPU_MEM_FN(flat_load_dwordx3) { return flat_load(w, in, 12, 0); }
AMDGPU_MEM_FN(flat_load_dwordx4) { return flat_load(w, in, 16, 0); }
AMDGPU_MEM_FN(flat_store_byte) { return flat_store(w, in, 1, false); }
AMDGPU_MEM_FN(flat_store_short) { return flat_store(w, in, 2, false); }
AMDGPU_MEM_FN(flat_store_dword) { return flat_store(w, in, 4, false); }
AMDGPU_MEM_FN(flat_store_dwordx2) { return flat_store(w, in, 8, false); }
AMDGPU_MEM_FN(flat_store_dwordx3) { return flat_store(w, in, 12, false); }
AMDGPU_MEM_FN(flat_store_dwordx4) { return flat_store(w, in, 16, false); }
AMDGPU_MEM_FN(flat_store_byte_d16_hi) { return flat_store(w, in, 1, true); }
AMDGPU_MEM_FN(flat_store_short_d16_hi) { return flat_store(w, in, 2, true); }

/* ---- GLOBAL and SCRATCH (gfx9 and later) ---------------------------------------
 * GLOBAL: with an saddr SGPR pair, a lane's address is saddr + its 32-bit
 * vaddr (zero-extended) + the signed offset, else its 64-bit vaddr pair
 * + the offset; always global memory (no aperture check).
 * SCRATCH: a lane's private offset is saddr (one SGPR, when given) + its
 * vaddr (when given) + the signed offset, in the wave's scratch at
 * FLAT_SCRATCH (architected flat scratch), interleaved per lane in dwords
 * as FLAT's private aperture lays it out. */

/* Every lane's GLOBAL address; false when an operand is out of range. */
static bool global_addrs(amdgpu_wave *w, const amdgpu_inst *in, uint64_t addr[AMDGPU_WAVE_LANES])
{
    bool sa = in->src[2].code != AMDGPU_OPND_NONE;
    int a = amdgpu_mem_vreg(w, in->src[0], sa ? 1 : 2);
    if (a < 0 || (sa && !amdgpu_mem_sok(in->src[2], 2))) return false;
    uint64_t off = flat_off(in);
    if (sa) {
        uint64_t base = (uint64_t)w->s[in->src[2].code] | (uint64_t)w->s[in->src[2].code + 1] << 32;
        for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) addr[l] = base + *amdgpu_mem_v(w, a, l) + off;
    } else {
        for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) addr[l] = lane_addr(w, a, l) + off;
    }
    return true;
}

bool amdgpu_vmem_lane_addr(const amdgpu_wave *w, const amdgpu_inst *in, unsigned l,
                           uint64_t *addr)
{
    if (!in->info || l >= AMDGPU_WAVE_LANES) return false;
    bool global = in->info->fmt == AMDGPU_FMT_GLOBAL;
    if (!global && in->info->fmt != AMDGPU_FMT_FLAT) return false;
    bool sa = global && in->src[2].code != AMDGPU_OPND_NONE;
    int a = amdgpu_mem_vreg(w, in->src[0], sa ? 1 : 2);
    if (a < 0 || (sa && !amdgpu_mem_sok(in->src[2], 2))) return false;
    const uint32_t *v = &w->v[(size_t)a * AMDGPU_WAVE_LANES + l];
    uint64_t base = sa ? ((uint64_t)w->s[in->src[2].code] |
                          (uint64_t)w->s[in->src[2].code + 1] << 32) + v[0]
                       : (uint64_t)v[0] | (uint64_t)v[AMDGPU_WAVE_LANES] << 32;
    *addr = base + flat_off(in);
    return true;
}

static int global_rw(amdgpu_wave *w, struct win *x, uint64_t addr, void *buf, unsigned n, int write)
{
    uint8_t *p = win_at(w, x, addr, n, write);
    if (p) {
        if (write) memcpy(p, buf, n);
        else memcpy(buf, p, n);
        return 0;
    }
    int rc = write ? w->mem.ops->write(w->mem.ctx, addr, buf, n) : w->mem.ops->read(w->mem.ctx, addr, buf, n);
    if (rc < 0) w->fault_addr = addr;
    return rc < 0 ? -1 : 0;
}

/* Every lane's SCRATCH offset; false when an operand is out of range. */
static bool scratch_offs(amdgpu_wave *w, const amdgpu_inst *in, uint32_t off[AMDGPU_WAVE_LANES])
{
    uint32_t base = (uint32_t)in->mem.offset;
    if (in->src[2].code != AMDGPU_OPND_NONE) {
        if (!amdgpu_mem_sok(in->src[2], 1)) return false;
        base += w->s[in->src[2].code];
    }
    int a = in->src[0].code == AMDGPU_OPND_NONE ? -2 : amdgpu_mem_vreg(w, in->src[0], 1);
    if (a == -1) return false;
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) off[l] = base + (a >= 0 ? *amdgpu_mem_v(w, a, l) : 0);
    return true;
}

/* A GLOBAL or SCRATCH load (scratch set) of n bytes per lane. */
AMDGPU_MEM_INLINE int seg_load(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, int sext, bool scratch)
{
    unsigned dw = (n + 3) / 4;
    uint64_t addr[AMDGPU_WAVE_LANES];
    uint32_t off[AMDGPU_WAVE_LANES];
    int d = amdgpu_mem_vreg(w, in->dst[0], dw);
    if (d < 0 || !(scratch ? scratch_offs(w, in, off) : global_addrs(w, in, addr)))
        return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w), sbase = scratch_base_gfx940(w);
    struct win x = {0, 0, NULL};
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint32_t buf[4] = {0};
        int rc = scratch ? scratch_rw(w, sbase, l, off[l], (uint8_t *)buf, n, 0)
                         : global_rw(w, &x, addr[l], buf, n, 0);
        if (rc < 0) return AMDGPU_EXEC_MEMFAULT;
        if (sext && n == 1) buf[0] = (uint32_t)(int32_t)(int8_t)buf[0];
        if (sext && n == 2) buf[0] = (uint32_t)(int32_t)(int16_t)buf[0];
        amdgpu_mem_lane_put(amdgpu_mem_v(w, d, 0), l, buf, dw);
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* A GLOBAL or SCRATCH store of n bytes per lane; hi: the _d16_hi forms
 * store the high 16 (or 8) bits of the data register. */
AMDGPU_MEM_INLINE int seg_store(amdgpu_wave *w, const amdgpu_inst *in, unsigned n, bool hi, bool scratch)
{
    unsigned dw = (n + 3) / 4;
    uint64_t addr[AMDGPU_WAVE_LANES];
    uint32_t off[AMDGPU_WAVE_LANES];
    int s = amdgpu_mem_vreg(w, in->src[1], dw);
    if (s < 0 || !(scratch ? scratch_offs(w, in, off) : global_addrs(w, in, addr)))
        return AMDGPU_EXEC_BADOPND;
    uint64_t exec = amdgpu_wave_exec(w), sbase = scratch_base_gfx940(w);
    struct win x = {0, 0, NULL};
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        if (!(exec >> l & 1)) continue;
        uint32_t buf[4];
        amdgpu_mem_lane_get(amdgpu_mem_v(w, s, 0), l, buf, dw);
        if (hi) buf[0] >>= 16;
        int rc = scratch ? scratch_rw(w, sbase, l, off[l], (uint8_t *)buf, n, 1)
                         : global_rw(w, &x, addr[l], buf, n, 1);
        if (rc < 0) return AMDGPU_EXEC_MEMFAULT;
    }
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

AMDGPU_MEM_FN(global_atomic)
{
    uint64_t addr[AMDGPU_WAVE_LANES];
    if (!global_addrs(w, in, addr)) return AMDGPU_EXEC_BADOPND;
    return atomic_lanes(w, in, addr);
}

#define SEG_FNS(seg, sc)                                                                       \
    AMDGPU_MEM_FN(seg##_load_ubyte) { return seg_load(w, in, 1, 0, sc); }                      \
    AMDGPU_MEM_FN(seg##_load_sbyte) { return seg_load(w, in, 1, 1, sc); }                      \
    AMDGPU_MEM_FN(seg##_load_ushort) { return seg_load(w, in, 2, 0, sc); }                     \
    AMDGPU_MEM_FN(seg##_load_sshort) { return seg_load(w, in, 2, 1, sc); }                     \
    AMDGPU_MEM_FN(seg##_load_dword) { return seg_load(w, in, 4, 0, sc); }                      \
    AMDGPU_MEM_FN(seg##_load_dwordx2) { return seg_load(w, in, 8, 0, sc); }                    \
    AMDGPU_MEM_FN(seg##_load_dwordx3) { return seg_load(w, in, 12, 0, sc); }                   \
    AMDGPU_MEM_FN(seg##_load_dwordx4) { return seg_load(w, in, 16, 0, sc); }                   \
    AMDGPU_MEM_FN(seg##_store_byte) { return seg_store(w, in, 1, false, sc); }                 \
    AMDGPU_MEM_FN(seg##_store_byte_d16_hi) { return seg_store(w, in, 1, true, sc); }           \
    AMDGPU_MEM_FN(seg##_store_short) { return seg_store(w, in, 2, false, sc); }                \
    AMDGPU_MEM_FN(seg##_store_short_d16_hi) { return seg_store(w, in, 2, true, sc); }          \
    AMDGPU_MEM_FN(seg##_store_dword) { return seg_store(w, in, 4, false, sc); }                \
    AMDGPU_MEM_FN(seg##_store_dwordx2) { return seg_store(w, in, 8, false, sc); }              \
    AMDGPU_MEM_FN(seg##_store_dwordx3) { return seg_store(w, in, 12, false, sc); }             \
    AMDGPU_MEM_FN(seg##_store_dwordx4) { return seg_store(w, in, 16, false, sc); }
SEG_FNS(global, false)
SEG_FNS(scratch, true)
