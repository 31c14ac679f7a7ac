/* amdgpu/disasm.h - amdgpu_inst -> assembly text in llvm-objdump's syntax.
 *
 * Contract
 * - amdgpu_disasm() writes the text llvm-objdump-15 -d --mcpu=gfx803 (or
 *   --mcpu=gfx940, for an instruction decoded as gfx940: inst->isa) prints
 *   for one instruction (mnemonic with the _e32/_e64/_sdwa/_dpp suffix it
 *   uses, operands, modifiers), without indentation, address or encoding,
 *   into buf[len] NUL-terminated. It returns the length the full text has
 *   (like snprintf): a result >= len means it was cut short.
 * - pc is the instruction's address; branch targets are pc + 4 + 4*simm16.
 *   llvm-objdump prints a symbol name when one starts exactly at the
 *   target, else the raw immediate; sym (may be NULL) answers that:
 *   it returns the name of the symbol at addr or NULL.
 * - Pure: no global state; safe from any thread.
 */
#ifndef MGSIM_AMDGPU_DISASM_H
#define MGSIM_AMDGPU_DISASM_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/inst.h"

typedef const char *(*amdgpu_sym_fn)(void *ctx, uint64_t addr);

int amdgpu_disasm(const amdgpu_inst *in, uint64_t pc, amdgpu_sym_fn sym, void *sym_ctx,
                char *buf, size_t len);

#endif
