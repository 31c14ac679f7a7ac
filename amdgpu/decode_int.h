/* amdgpu/decode_int.h - helpers shared by the decoder's files (internal to
 * amdgpu/decode*.c; not part of the decoder's contract). */
#ifndef MGSIM_AMDGPU_DECODE_INT_H
#define MGSIM_AMDGPU_DECODE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/inst.h"

static inline uint32_t amdgpu_bits(uint32_t w, unsigned hi, unsigned lo)
{
    return (w >> lo) & ((2u << (hi - lo)) - 1u);
}

static inline uint32_t amdgpu_rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* Register count of an operand type (enum amdgpu_type). */
static inline unsigned amdgpu_type_dwords(unsigned t)
{
    static const uint8_t dw[] = {0, 1, 1, 1, 1, 2, 2, 3, 4, 8, 16};
    return t < sizeof dw ? dw[t] : 0;
}

/* Fills the format-specific fields of *in (enc, word[] already set) for
 * row info; returns the size in bytes or a AMDGPU_DEC_E* code. */
int amdgpu_decode_fields(const uint8_t *b, size_t avail, amdgpu_inst *in,
                       const amdgpu_opinfo *info);

#endif
