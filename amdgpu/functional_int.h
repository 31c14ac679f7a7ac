/* amdgpu/functional_int.h - internals of the functional mode: instruction
 * fetch through a decode cache, and the error report. */
#ifndef MGSIM_AMDGPU_FUNCTIONAL_INT_H
#define MGSIM_AMDGPU_FUNCTIONAL_INT_H

#include "amdgpu/codeobj.h"
#include "amdgpu/exec.h"
#include "amdgpu/inst.h"
#include "amdgpu/wave.h"

/* Statuses beyond enum amdgpu_exec_status. */
enum { AMDGPU_FUNC_EDECODE = 100, AMDGPU_FUNC_EFETCH, AMDGPU_FUNC_ELIMIT };

struct fcache;

/* A cache over the executable section holding the kernel's entry. */
int amdgpu_fetch_new(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k,
                   struct fcache **out, char *err);
void amdgpu_fetch_free(struct fcache *fc);
/* The decoded instruction at pc and its execution entry (prep may be
 * NULL): AMDGPU_EXEC_OK, AMDGPU_FUNC_EFETCH (pc not in the code, or
 * misaligned) or AMDGPU_FUNC_EDECODE. */
int amdgpu_fetch(struct fcache *fc, uint64_t pc, const amdgpu_inst **in,
               const amdgpu_exec_prep **prep);
/* Writes the message for status rc of wave w at w->pc; returns -1. */
int amdgpu_fetch_report(struct fcache *fc, const amdgpu_wave *w, int rc, char *err);

#endif
