/* amdgpu/atomic.h - what a GCN3 atomic does to one memory word, as a pure
 * function, so that every model of memory (the functional memory image,
 * LDS, the future L2 cache) applies exactly the same arithmetic.
 *
 * Contract
 * - amdgpu_atomic_kind(op) classifies an instruction id (enum amdgpu_op) of a
 *   FLAT, MUBUF or DS atomic; AMDGPU_ATOM_NONE for anything else. The width
 *   (4 or 8 bytes) is amdgpu_atomic_width(op).
 * - amdgpu_atomic_apply(kind, width, old, src, cmp) returns the new memory
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
#ifndef MGSIM_AMDGPU_ATOMIC_H
#define MGSIM_AMDGPU_ATOMIC_H

#include <stddef.h>
#include <stdint.h>

enum amdgpu_atomic_kind {
    AMDGPU_ATOM_NONE = 0,
    AMDGPU_ATOM_SWAP,
    AMDGPU_ATOM_CMPSWAP, /* mem = (old == cmp) ? src : old */
    AMDGPU_ATOM_ADD,
    AMDGPU_ATOM_SUB,     /* old - src */
    AMDGPU_ATOM_RSUB,    /* src - old (DS only) */
    AMDGPU_ATOM_SMIN,
    AMDGPU_ATOM_UMIN,
    AMDGPU_ATOM_SMAX,
    AMDGPU_ATOM_UMAX,
    AMDGPU_ATOM_AND,
    AMDGPU_ATOM_OR,
    AMDGPU_ATOM_XOR,
    AMDGPU_ATOM_INC,
    AMDGPU_ATOM_DEC,
    AMDGPU_ATOM_MSKOR,   /* (old & ~cmp) | src (DS only) */
    AMDGPU_ATOM_FCMPSWAP,/* float compare (DS cmpst_f32/f64) */
    AMDGPU_ATOM_FMIN,    /* DS min_f32/f64 */
    AMDGPU_ATOM_FMAX,
    AMDGPU_ATOM_FADD,    /* DS add_f32 */
    AMDGPU_ATOM_KIND_COUNT
};

enum amdgpu_atomic_kind amdgpu_atomic_kind(unsigned op);
/* 4 or 8 for an atomic op id, 0 when op is not an atomic. */
unsigned amdgpu_atomic_width(unsigned op);
uint64_t amdgpu_atomic_apply(enum amdgpu_atomic_kind kind, unsigned width, uint64_t old,
                           uint64_t src, uint64_t cmp);
const char *amdgpu_atomic_kind_name(enum amdgpu_atomic_kind kind);

#endif
