/* gcn3/decode_int.h - helpers shared by the decoder's files (internal to
 * gcn3/decode*.c; not part of the decoder's contract). */
#ifndef MGSIM_GCN3_DECODE_INT_H
#define MGSIM_GCN3_DECODE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "gcn3/inst.h"

static inline uint32_t gcn3_bits(uint32_t w, unsigned hi, unsigned lo)
{
    return (w >> lo) & ((2u << (hi - lo)) - 1u);
}

static inline uint32_t gcn3_rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* Register count of an operand type (enum gcn3_type). */
static inline unsigned gcn3_type_dwords(unsigned t)
{
    static const uint8_t dw[] = {0, 1, 1, 1, 1, 2, 2, 3, 4, 8, 16};
    return t < sizeof dw ? dw[t] : 0;
}

/* Fills the format-specific fields of *in (enc, word[] already set) for
 * row info; returns the size in bytes or a GCN3_DEC_E* code. */
int gcn3_decode_fields(const uint8_t *b, size_t avail, gcn3_inst *in,
                       const gcn3_opinfo *info);

#endif
