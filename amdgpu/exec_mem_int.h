/* amdgpu/exec_mem_int.h - shared helpers of the memory semantics
 * (exec_mem*.c): operand access checked against the wave's allocation,
 * the lane loop, and FLAT's address routing (global / LDS / scratch).
 * Internal to amdgpu/; the semantics functions themselves are declared in
 * the table file exec_mem.c through AMDGPU_MEM_FN. */
#ifndef MGSIM_AMDGPU_EXEC_MEM_INT_H
#define MGSIM_AMDGPU_EXEC_MEM_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "amdgpu/exec.h"
#include "amdgpu/inst.h"
#include "amdgpu/wave.h"

/* For the lane loops of the semantics that take the access size as an
 * argument: inlined into each instruction's function, the size is a
 * constant and the per-lane copies become plain moves. */
#define AMDGPU_MEM_INLINE static inline __attribute__((always_inline))

/* A scalar source of a memory instruction: an SGPR-class code or an
 * inline integer constant (MUBUF soffset may be `0`, code 128). */
static inline uint32_t amdgpu_mem_sval(const amdgpu_wave *w, unsigned code)
{
    if (code < AMDGPU_SREG_COUNT) return w->s[code];
    if (code >= AMDGPU_SRC_INT0 && code <= AMDGPU_SRC_INT0 + 64) return code - AMDGPU_SRC_INT0;
    if (code > AMDGPU_SRC_INT0 + 64 && code <= AMDGPU_SRC_INT0 + 80)
        return (uint32_t)-(int32_t)(code - AMDGPU_SRC_INT0 - 64);
    return 0;
}

/* Whether o names width SGPRs inside s[0..127]. */
static inline bool amdgpu_mem_sok(amdgpu_opnd o, unsigned width)
{
    return o.code < AMDGPU_SREG_COUNT && o.code + width <= AMDGPU_SREG_COUNT;
}

/* The first VGPR index of o when o names width VGPRs the wave has, else -1. */
static inline int amdgpu_mem_vreg(const amdgpu_wave *w, amdgpu_opnd o, unsigned width)
{
    if (amdgpu_opnd_is_agpr(o.code)) { /* gfx940 data in AGPRs (the acc bit) */
        unsigned n = o.code - AMDGPU_SRC_AGPR0;
        return n + width <= w->nagpr ? (int)(w->accum_offset + n) : -1;
    }
    if (o.code < AMDGPU_SRC_VGPR0 || o.code > AMDGPU_SRC_VGPR0 + 255) return -1;
    unsigned r = o.code - AMDGPU_SRC_VGPR0;
    return r + width <= w->nvgpr ? (int)r : -1;
}

static inline uint32_t *amdgpu_mem_v(amdgpu_wave *w, int reg, unsigned lane)
{
    return &w->v[(size_t)reg * AMDGPU_WAVE_LANES + lane];
}

/* The dw (1-4, a constant once inlined) dwords of lane l of the
 * registers from v on, from buf (put) or to buf (get); written out so
 * that no loop remains (at -O2 gcc kept a 4-trip loop per lane). */
static inline __attribute__((always_inline)) void
amdgpu_mem_lane_put(uint32_t *v, unsigned l, const uint32_t *buf, unsigned dw)
{
    v[l] = buf[0];
    if (dw > 1) v[AMDGPU_WAVE_LANES + l] = buf[1];
    if (dw > 2) v[2 * AMDGPU_WAVE_LANES + l] = buf[2];
    if (dw > 3) v[3 * AMDGPU_WAVE_LANES + l] = buf[3];
}

static inline __attribute__((always_inline)) void
amdgpu_mem_lane_get(const uint32_t *v, unsigned l, uint32_t *buf, unsigned dw)
{
    buf[0] = v[l];
    if (dw > 1) buf[1] = v[AMDGPU_WAVE_LANES + l];
    if (dw > 2) buf[2] = v[2 * AMDGPU_WAVE_LANES + l];
    if (dw > 3) buf[3] = v[3 * AMDGPU_WAVE_LANES + l];
}

/* FLAT accesses of one lane, routed by aperture (exec_mem_flat.c):
 * global memory through w->mem, LDS, or the lane's scratch. Each returns
 * 0 or -1 (and sets w->fault_addr). */
int amdgpu_flat_read(amdgpu_wave *w, unsigned lane, uint64_t addr, void *dst, unsigned n);
int amdgpu_flat_write(amdgpu_wave *w, unsigned lane, uint64_t addr, const void *src, unsigned n);
int amdgpu_flat_atomic(amdgpu_wave *w, unsigned lane, uint16_t op, uint64_t addr, unsigned n,
                     uint64_t src, uint64_t cmp, uint64_t *old);

/* Every memory semantics function, declared once: AMDGPU_MEM_FN(name)
 * expands to the prototype of amdgpu_mem_<name>. */
#define AMDGPU_MEM_FN(name) int amdgpu_mem_##name(amdgpu_wave *w, const amdgpu_inst *in)

#endif
