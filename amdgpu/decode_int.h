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
    static const uint8_t dw[] = {0, 1, 1, 1, 1, 2, 2, 3, 4, 8, 16, 32};
    return t < sizeof dw ? dw[t] : 0;
}

/* An ISA's encoding table: rows[0..nrows) in table order; index[base[fmt]
 * + opcode] is row + 1 (0: none), for opcode < base[fmt + 1] - base[fmt]. */
typedef struct amdgpu_isa_tab {
    const amdgpu_opinfo *rows;
    unsigned nrows;
    const uint16_t *index;
    const uint16_t *base;
} amdgpu_isa_tab;

extern const amdgpu_isa_tab amdgpu_tab_gfx940; /* amdgpu/isa_gfx940.c */

/* The canonical row of a GFX9/CDNA operation (id >= AMDGPU_OP_GFX803_COUNT),
 * or NULL. */
const amdgpu_opinfo *amdgpu_gfx9_op(unsigned id);

/* Pieces of amdgpu/decode_fields.c that amdgpu/decode_gfx9.c shares (the
 * layouts that did not change). */
amdgpu_opnd amdgpu_dec_op_t(unsigned code, unsigned type);   /* operand of a row type */
amdgpu_opnd amdgpu_dec_op_n(unsigned code, unsigned dwords); /* operand of n dwords */
int amdgpu_dec_word1(const uint8_t *b, size_t avail, amdgpu_inst *in);
int amdgpu_dec_take_literal(const uint8_t *b, size_t avail, amdgpu_inst *in);
int amdgpu_dec_salu(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r);
void amdgpu_dec_dpp(amdgpu_inst *in, const amdgpu_opinfo *r, uint32_t w1);
uint8_t amdgpu_dec_dpp_mods(unsigned type, unsigned neg, unsigned abs);

/* gfx940's fields (amdgpu/decode_gfx9.c); same contract. */
int amdgpu_decode_fields_gfx9(const uint8_t *b, size_t avail, amdgpu_inst *in,
                              const amdgpu_opinfo *info);

/* Fills the format-specific fields of *in (enc, word[] already set) for
 * row info; returns the size in bytes or a AMDGPU_DEC_E* code. */
int amdgpu_decode_fields(const uint8_t *b, size_t avail, amdgpu_inst *in,
                       const amdgpu_opinfo *info);

#endif
