/* amdgpu/exec_alu_int.h - small helpers shared by the scalar and vector ALU
 * semantics (amdgpu/exec_salu*.c, amdgpu/exec_valu*.c); internal to amdgpu/.
 * Pure functions on host integers: shifts and bit fields defined for
 * every input (C leaves some of these undefined or implementation-defined). */
#ifndef MGSIM_AMDGPU_EXEC_ALU_INT_H
#define MGSIM_AMDGPU_EXEC_ALU_INT_H

#include <stdint.h>

#include "amdgpu/exec.h"

/* The common end of a non-branching instruction. */
static inline int amdgpu_salu_next(amdgpu_wave *w, const amdgpu_inst *in)
{
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* Arithmetic shift right by s (< width) without relying on C's
 * implementation-defined >> of negative values. */
static inline int32_t amdgpu_asr32(uint32_t a, unsigned s)
{
    uint32_t r = a >> s;
    if (a >> 31 && s) r |= ~0u << (32 - s);
    return (int32_t)r;
}

static inline int64_t amdgpu_asr64(uint64_t a, unsigned s)
{
    uint64_t r = a >> s;
    if (a >> 63 && s) r |= ~0ull << (64 - s);
    return (int64_t)r;
}

/* Bit-field extract of width bits at off from a bits-wide value; widths
 * reaching past the top take what is there; width 0 gives 0. */
static inline uint64_t amdgpu_bfe_u64(uint64_t a, unsigned off, unsigned width, unsigned bits)
{
    if (width == 0) return 0;
    uint64_t v = a >> off;
    if (width + off >= bits) width = bits - off;
    return width >= 64 ? v : v & ((1ull << width) - 1);
}

static inline uint64_t amdgpu_bfe_i64(uint64_t a, unsigned off, unsigned width, unsigned bits)
{
    if (width == 0) return 0;
    if (width + off > bits) width = bits - off;
    uint64_t v = amdgpu_bfe_u64(a, off, width, bits);
    if (width < 64 && (v >> (width - 1) & 1)) v |= ~0ull << width;
    return v;
}

static inline unsigned amdgpu_popcount64(uint64_t v)
{
    return (unsigned)__builtin_popcountll(v);
}

/* Bit reversal. */
static inline uint32_t amdgpu_brev32(uint32_t v)
{
    v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
    v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
    v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
    v = (v >> 8 & 0x00ff00ffu) | (v & 0x00ff00ffu) << 8;
    return v >> 16 | v << 16;
}

/* Index of the lowest set bit, or -1; of the highest set bit counted from
 * the MSB (leading zeros), or -1. */
static inline int32_t amdgpu_ff1_64(uint64_t v)
{
    return v ? __builtin_ctzll(v) : -1;
}

static inline int32_t amdgpu_flbit64(uint64_t v, unsigned bits)
{
    return v ? __builtin_clzll(v) - (int)(64 - bits) : -1;
}

/* Leading bits equal to the sign bit (s_flbit_i32 / v_ffbh_i32): -1 when
 * all bits are equal. */
static inline int32_t amdgpu_flbit_signed(uint64_t v, unsigned bits)
{
    uint64_t sign = v >> (bits - 1) & 1;
    uint64_t x = sign ? ~v : v;
    if (bits < 64) x &= (1ull << bits) - 1;
    return amdgpu_flbit64(x, bits);
}

#endif
