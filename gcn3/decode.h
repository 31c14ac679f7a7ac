/* gcn3/decode.h - GCN3 (gfx803) machine code -> gcn3_inst.
 *
 * Contract
 * - gcn3_decode() reads one instruction from bytes[0..avail) (little-endian
 *   dwords, as in a code object's .text) and fills *out. It returns the
 *   instruction's size in bytes (4 or 8; a literal or an SDWA/DPP word is
 *   included) or a negative GCN3_DEC_E* code. It never reads past avail and
 *   never allocates; it is pure and thread-safe.
 * - On error, out->word[0] (and word[1] when available) hold the encoding
 *   words and out->size the bytes looked at, so the caller can report
 *   "unknown instruction 0x... at PC"; out->info is NULL.
 * - The decoder is lenient where LLVM is strict: fields an instruction does
 *   not use are ignored rather than rejected.
 */
#ifndef MGSIM_GCN3_DECODE_H
#define MGSIM_GCN3_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "gcn3/inst.h"

enum {
    GCN3_DEC_ETRUNC = -1,   /* fewer bytes than the encoding needs */
    GCN3_DEC_EUNKNOWN = -2  /* no table row for this format and opcode */
};

int gcn3_decode(const uint8_t *bytes, size_t avail, gcn3_inst *out);

/* The table row for (home format, opcode), or NULL. */
const gcn3_opinfo *gcn3_lookup(unsigned fmt, unsigned opcode);

/* Human-readable text for a GCN3_DEC_E* code. */
const char *gcn3_decode_strerror(int err);

#endif
