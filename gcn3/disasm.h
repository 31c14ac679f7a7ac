/* gcn3/disasm.h - gcn3_inst -> assembly text in llvm-objdump's syntax.
 *
 * Contract
 * - gcn3_disasm() writes the text llvm-objdump-15 -d --mcpu=gfx803 prints
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
#ifndef MGSIM_GCN3_DISASM_H
#define MGSIM_GCN3_DISASM_H

#include <stddef.h>
#include <stdint.h>

#include "gcn3/inst.h"

typedef const char *(*gcn3_sym_fn)(void *ctx, uint64_t addr);

int gcn3_disasm(const gcn3_inst *in, uint64_t pc, gcn3_sym_fn sym, void *sym_ctx,
                char *buf, size_t len);

#endif
