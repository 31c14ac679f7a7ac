/* components/cu/cu_code.h - a kernel's code decoded once per launch and
 * shared, read-only, by every CU running the launch (prefix cu_code_).
 *
 * Decoding is a pure function of an instruction's words, so a CU may take
 * the shared entry instead of decoding the bytes it fetched, provided the
 * words match (cu_code_at checks them): fetching still goes through the
 * instruction caches, only the table walk is skipped, and the CUs need no
 * decode cache of their own (each CU had 72 KiB of one). The table holds
 * every instruction reached by decoding the kernel's function from its
 * entry straight through; anything else (calls into other functions,
 * bytes that do not decode) falls back to the CU's private decode cache.
 *
 * Ownership: the launch's creator (the driver) makes and frees it; the
 * table must outlive every workgroup of the launch. Immutable after
 * cu_code_new, so CUs on any thread read it without locks. */
#ifndef MGSIM_COMPONENTS_CU_CU_CODE_H
#define MGSIM_COMPONENTS_CU_CU_CODE_H

#include <stdbool.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/exec.h"
#include "amdgpu/inst.h"

typedef struct cu_code cu_code;

/* The decoded function of k (code-object addresses); NULL when out of
 * memory (callers then run without: every CU decodes for itself). */
cu_code *cu_code_new(const struct amdgpu_kernel *k);
void cu_code_free(cu_code *c); /* NULL is fine */
/* Whether the decoded function holds an atomic on global memory (FLAT,
 * MUBUF; not DS): what workgroups that wait for each other use. */
bool cu_code_atomics(const cu_code *c);

/* The instruction at code-object address pc whose first words are w0 and
 * (when it is 8 bytes long and avail >= 8) w1; NULL when the table has no
 * such instruction. *prep gets its prepared semantics. */
const amdgpu_inst *cu_code_at(const cu_code *c, uint64_t pc, uint32_t w0, uint32_t w1, size_t avail,
                            const amdgpu_exec_prep **prep);

#endif
