/* amdgpu/decode.h - GCN3 (gfx803) machine code -> amdgpu_inst.
 *
 * Contract
 * - amdgpu_decode() reads one instruction from bytes[0..avail) (little-endian
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

enum {
    AMDGPU_DEC_ETRUNC = -1,   /* fewer bytes than the encoding needs */
    AMDGPU_DEC_EUNKNOWN = -2  /* no table row for this format and opcode */
};

int amdgpu_decode(const uint8_t *bytes, size_t avail, amdgpu_inst *out);

/* The table row for (home format, opcode), or NULL. */
const amdgpu_opinfo *amdgpu_lookup(unsigned fmt, unsigned opcode);

/* Human-readable text for a AMDGPU_DEC_E* code. */
const char *amdgpu_decode_strerror(int err);

#endif
