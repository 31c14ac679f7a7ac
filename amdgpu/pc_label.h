/* The label of a PC in an error report (prefix amdgpu_): "NAME+0xOFF" when
 * the PC is inside kernel k's code, else where it is relative to it
 * ("0x100 before outside's code", "0x40 past rec's code"): the code a
 * kernel calls or jumps to outside its own symbol has no name here, and
 * "NAME+0xfffffffffffff308" (the unsigned difference) misled.
 * entry is where k's first instruction is in pc's address space (the
 * timing model relocates the code). Writes at most n bytes to buf. */
#ifndef MGSIM_AMDGPU_PC_LABEL_H
#define MGSIM_AMDGPU_PC_LABEL_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"

void amdgpu_pc_label(const struct amdgpu_kernel *k, uint64_t entry, uint64_t pc, char *buf,
                   size_t n);

#endif
