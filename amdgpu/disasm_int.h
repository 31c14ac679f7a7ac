/* amdgpu/disasm_int.h - the disassembler's internal pieces, shared by
 * amdgpu/disasm*.c (not part of the contract in amdgpu/disasm.h). */
#ifndef MGSIM_AMDGPU_DISASM_INT_H
#define MGSIM_AMDGPU_DISASM_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/disasm.h"
#include "amdgpu/isa.h"

/* An output cursor: appends like snprintf, counts what did not fit. */
typedef struct amdgpu_out {
    char *buf;
    size_t len, pos;
} amdgpu_out;

void amdgpu_put(amdgpu_out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A register or constant operand; type is enum amdgpu_type (decides how a
 * constant prints: 16-bit int, 16-bit float, 32 or 64 bit). */
void amdgpu_put_opnd(amdgpu_out *o, const amdgpu_inst *in, amdgpu_opnd op, unsigned type);

/* The same with neg/abs (float types) or sext (integer types) around it. */
void amdgpu_put_src_mods(amdgpu_out *o, const amdgpu_inst *in, amdgpu_opnd op, unsigned type);

bool amdgpu_type_is_float(unsigned type);

void amdgpu_disasm_vop(amdgpu_out *o, const amdgpu_inst *in);
void amdgpu_disasm_mem(amdgpu_out *o, const amdgpu_inst *in);

/* gfx940 (amdgpu/disasm_gfx9.c) */
void amdgpu_disasm_vop3p(amdgpu_out *o, const amdgpu_inst *in);
void amdgpu_disasm_flat9(amdgpu_out *o, const amdgpu_inst *in);
void amdgpu_put_cpol940(amdgpu_out *o, const amdgpu_inst *in);
void amdgpu_put_shex(amdgpu_out *o, int32_t v);

#endif
