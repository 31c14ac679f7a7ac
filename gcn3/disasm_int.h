/* gcn3/disasm_int.h - the disassembler's internal pieces, shared by
 * gcn3/disasm*.c (not part of the contract in gcn3/disasm.h). */
#ifndef MGSIM_GCN3_DISASM_INT_H
#define MGSIM_GCN3_DISASM_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gcn3/disasm.h"

/* An output cursor: appends like snprintf, counts what did not fit. */
typedef struct gcn3_out {
    char *buf;
    size_t len, pos;
} gcn3_out;

void gcn3_put(gcn3_out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A register or constant operand; type is enum gcn3_type (decides how a
 * constant prints: 16-bit int, 16-bit float, 32 or 64 bit). */
void gcn3_put_opnd(gcn3_out *o, const gcn3_inst *in, gcn3_opnd op, unsigned type);

/* The same with neg/abs (float types) or sext (integer types) around it. */
void gcn3_put_src_mods(gcn3_out *o, const gcn3_inst *in, gcn3_opnd op, unsigned type);

bool gcn3_type_is_float(unsigned type);

void gcn3_disasm_vop(gcn3_out *o, const gcn3_inst *in);
void gcn3_disasm_mem(gcn3_out *o, const gcn3_inst *in);

#endif
