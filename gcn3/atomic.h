/* gcn3/atomic.h - what a GCN3 atomic does to one memory word, as a pure
 * function, so that every model of memory (the functional memory image,
 * LDS, the future L2 cache) applies exactly the same arithmetic.
 *
 * Contract
 * - gcn3_atomic_kind(op) classifies an instruction id (enum gcn3_op) of a
 *   FLAT, MUBUF or DS atomic; GCN3_ATOM_NONE for anything else. The width
 *   (4 or 8 bytes) is gcn3_atomic_width(op).
 * - gcn3_atomic_apply(kind, width, old, src, cmp) returns the new memory
 *   value; the instruction returns `old` (pre-op value) where it returns
 *   anything. For a 4-byte word only the low 32 bits of old/src/cmp count
 *   and the result is zero-extended.
 * - Operand meaning follows the ISA's pseudo code: src is the data the
 *   instruction sends (DATA / DATA0), cmp the compare value of CMPSWAP
 *   (FLAT/MUBUF: DATA[1]; DS cmpst: DATA0 -- the caller maps it) and the
 *   mask of MSKOR (DS: DATA0, with src = DATA1).
 * - INC/DEC use GCN's wrapping forms: inc: old >= src ? 0 : old + 1;
 *   dec: (old == 0 || old > src) ? src : old - 1 (unsigned compares).
 * Pure and thread-safe; no failure cases. */
#ifndef MGSIM_GCN3_ATOMIC_H
#define MGSIM_GCN3_ATOMIC_H

#include <stddef.h>
#include <stdint.h>

enum gcn3_atomic_kind {
    GCN3_ATOM_NONE = 0,
    GCN3_ATOM_SWAP,
    GCN3_ATOM_CMPSWAP, /* mem = (old == cmp) ? src : old */
    GCN3_ATOM_ADD,
    GCN3_ATOM_SUB,     /* old - src */
    GCN3_ATOM_RSUB,    /* src - old (DS only) */
    GCN3_ATOM_SMIN,
    GCN3_ATOM_UMIN,
    GCN3_ATOM_SMAX,
    GCN3_ATOM_UMAX,
    GCN3_ATOM_AND,
    GCN3_ATOM_OR,
    GCN3_ATOM_XOR,
    GCN3_ATOM_INC,
    GCN3_ATOM_DEC,
    GCN3_ATOM_MSKOR,   /* (old & ~cmp) | src (DS only) */
    GCN3_ATOM_FCMPSWAP,/* float compare (DS cmpst_f32/f64) */
    GCN3_ATOM_FMIN,    /* DS min_f32/f64 */
    GCN3_ATOM_FMAX,
    GCN3_ATOM_FADD,    /* DS add_f32 */
    GCN3_ATOM_KIND_COUNT
};

enum gcn3_atomic_kind gcn3_atomic_kind(unsigned op);
/* 4 or 8 for an atomic op id, 0 when op is not an atomic. */
unsigned gcn3_atomic_width(unsigned op);
uint64_t gcn3_atomic_apply(enum gcn3_atomic_kind kind, unsigned width, uint64_t old,
                           uint64_t src, uint64_t cmp);
const char *gcn3_atomic_kind_name(enum gcn3_atomic_kind kind);

#endif
