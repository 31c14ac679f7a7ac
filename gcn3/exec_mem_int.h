/* gcn3/exec_mem_int.h - shared helpers of the memory semantics
 * (exec_mem*.c): operand access checked against the wave's allocation,
 * the lane loop, and FLAT's address routing (global / LDS / scratch).
 * Internal to gcn3/; the semantics functions themselves are declared in
 * the table file exec_mem.c through GCN3_MEM_FN. */
#ifndef MGSIM_GCN3_EXEC_MEM_INT_H
#define MGSIM_GCN3_EXEC_MEM_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "gcn3/exec.h"
#include "gcn3/inst.h"
#include "gcn3/wave.h"

/* For the lane loops of the semantics that take the access size as an
 * argument: inlined into each instruction's function, the size is a
 * constant and the per-lane copies become plain moves. */
#define GCN3_MEM_INLINE static inline __attribute__((always_inline))

/* A scalar source of a memory instruction: an SGPR-class code or an
 * inline integer constant (MUBUF soffset may be `0`, code 128). */
static inline uint32_t gcn3_mem_sval(const gcn3_wave *w, unsigned code)
{
    if (code < GCN3_SREG_COUNT) return w->s[code];
    if (code >= GCN3_SRC_INT0 && code <= GCN3_SRC_INT0 + 64) return code - GCN3_SRC_INT0;
    if (code > GCN3_SRC_INT0 + 64 && code <= GCN3_SRC_INT0 + 80)
        return (uint32_t)-(int32_t)(code - GCN3_SRC_INT0 - 64);
    return 0;
}

/* Whether o names width SGPRs inside s[0..127]. */
static inline bool gcn3_mem_sok(gcn3_opnd o, unsigned width)
{
    return o.code < GCN3_SREG_COUNT && o.code + width <= GCN3_SREG_COUNT;
}

/* The first VGPR index of o when o names width VGPRs the wave has, else -1. */
static inline int gcn3_mem_vreg(const gcn3_wave *w, gcn3_opnd o, unsigned width)
{
    if (o.code < GCN3_SRC_VGPR0 || o.code > GCN3_SRC_VGPR0 + 255) return -1;
    unsigned r = o.code - GCN3_SRC_VGPR0;
    return r + width <= w->nvgpr ? (int)r : -1;
}

static inline uint32_t *gcn3_mem_v(gcn3_wave *w, int reg, unsigned lane)
{
    return &w->v[(size_t)reg * GCN3_WAVE_LANES + lane];
}

/* The dw (1-4, a constant once inlined) dwords of lane l of the
 * registers from v on, from buf (put) or to buf (get); written out so
 * that no loop remains (at -O2 gcc kept a 4-trip loop per lane). */
static inline __attribute__((always_inline)) void
gcn3_mem_lane_put(uint32_t *v, unsigned l, const uint32_t *buf, unsigned dw)
{
    v[l] = buf[0];
    if (dw > 1) v[GCN3_WAVE_LANES + l] = buf[1];
    if (dw > 2) v[2 * GCN3_WAVE_LANES + l] = buf[2];
    if (dw > 3) v[3 * GCN3_WAVE_LANES + l] = buf[3];
}

static inline __attribute__((always_inline)) void
gcn3_mem_lane_get(const uint32_t *v, unsigned l, uint32_t *buf, unsigned dw)
{
    buf[0] = v[l];
    if (dw > 1) buf[1] = v[GCN3_WAVE_LANES + l];
    if (dw > 2) buf[2] = v[2 * GCN3_WAVE_LANES + l];
    if (dw > 3) buf[3] = v[3 * GCN3_WAVE_LANES + l];
}

/* FLAT accesses of one lane, routed by aperture (exec_mem_flat.c):
 * global memory through w->mem, LDS, or the lane's scratch. Each returns
 * 0 or -1 (and sets w->fault_addr). */
int gcn3_flat_read(gcn3_wave *w, unsigned lane, uint64_t addr, void *dst, unsigned n);
int gcn3_flat_write(gcn3_wave *w, unsigned lane, uint64_t addr, const void *src, unsigned n);
int gcn3_flat_atomic(gcn3_wave *w, unsigned lane, uint16_t op, uint64_t addr, unsigned n,
                     uint64_t src, uint64_t cmp, uint64_t *old);

/* Every memory semantics function, declared once: GCN3_MEM_FN(name)
 * expands to the prototype of gcn3_mem_<name>. */
#define GCN3_MEM_FN(name) int gcn3_mem_##name(gcn3_wave *w, const gcn3_inst *in)

#endif
