/* amdgpu/decode.h - machine code of an ISA (gfx803, gfx940) -> amdgpu_inst.
 *
 * Contract
 * - amdgpu_decode(isa, ...) reads one instruction of that ISA's encoding
 *   (amdgpu/isa.h) from bytes[0..avail) (little-endian
 *   dwords, as in a code object's .text) and fills *out. It returns the
 *   instruction's size in bytes (4 or 8; a literal or an SDWA/DPP word is
 *   included) or a negative AMDGPU_DEC_E* code. It never reads past avail and
 *   never allocates; it is pure and thread-safe.
 * - On error, out->word[0] (and word[1] when available) hold the encoding
 *   words and out->size the bytes looked at, so the caller can report
 *   "unknown instruction 0x... at PC"; out->info is NULL.
 * - The decoder is lenient where LLVM is strict: fields an instruction does
 *   not use are ignored rather than rejected.
 */
#ifndef MGSIM_AMDGPU_DECODE_H
#define MGSIM_AMDGPU_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/inst.h"
#include "amdgpu/isa.h"

enum {
    AMDGPU_DEC_ETRUNC = -1,   /* fewer bytes than the encoding needs */
    AMDGPU_DEC_EUNKNOWN = -2  /* no table row for this format and opcode (or no such ISA) */
};

int amdgpu_decode(amdgpu_isa isa, const uint8_t *bytes, size_t avail, amdgpu_inst *out);

/* The ISA's row for (format, opcode), or NULL. VOP3 opcodes of e64 forms
 * are not rows: look them up under their VOP1/VOP2/VOPC opcode. */
const amdgpu_opinfo *amdgpu_lookup(amdgpu_isa isa, unsigned fmt, unsigned opcode);

/* The ISA's encoding rows in table order, *n their count; NULL (and *n = 0)
 * for an ISA without a table. gfx803's rows are amdgpu_opinfo_get(0 ..
 * AMDGPU_OP_GFX803_COUNT - 1). */
const amdgpu_opinfo *amdgpu_isa_rows(amdgpu_isa isa, unsigned *n);

/* Human-readable text for a AMDGPU_DEC_E* code. */
const char *amdgpu_decode_strerror(int err);

#endif
