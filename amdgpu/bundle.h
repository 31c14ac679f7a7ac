/* amdgpu_bundle: finds the code object for an ISA in a clang offload bundle, the
 * container hipcc puts in a HIP program's .hip_fatbin section (one entry
 * per offload target plus an empty host entry).
 *
 * Format (clang's ClangOffloadBundler documentation): the 24-byte magic
 * "__CLANG_OFFLOAD_BUNDLE__", a little-endian uint64 entry count, then per
 * entry uint64 offset (from the start of the bundle), uint64 size, uint64
 * triple length and the triple's bytes (not NUL-terminated), e.g.
 * "hipv4-amdgcn-amd-amdhsa--gfx803". The code of an entry follows the
 * headers at its offset.
 *
 * Failure: 0 or -1 with one line in err naming label and the problem; a
 * bundle without code for the ISA asked for names the targets it has and
 * how to rebuild. Nothing in the input makes it read outside
 * [buf, buf + size). No allocation, no state. A fat binary built for
 * several targets (hipcc --offload-arch=gfx803 --offload-arch=gfx940) has
 * an entry for each: the platform's ISA picks one. */
#ifndef MGSIM_AMDGPU_BUNDLE_H
#define MGSIM_AMDGPU_BUNDLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/isa.h"

#define AMDGPU_BUNDLE_MAGIC "__CLANG_OFFLOAD_BUNDLE__"
#define AMDGPU_BUNDLE_MAGIC_LEN 24u

/* Whether buf starts with the bundle magic. */
bool amdgpu_bundle_is(const void *buf, size_t size);

/* The bytes covered by the bundle (headers and every entry's code): the
 * size a caller that only has a start pointer needs; -1 when malformed. */
int amdgpu_bundle_extent(const void *buf, size_t size, const char *label, uint64_t *extent,
                       char *err, size_t errlen);

/* The code object of the first non-empty entry for an amdgcn processor
 * whose code is ISA isa (amdgpu_processor_isa: gfx803 and its gfx8
 * family, or gfx940-942), as a pointer into buf and a size; *triple (may
 * be NULL) gets the entry's triple, truncated to triple_len - 1
 * characters. A bundle without one: "no code for gfx940 in the offload
 * bundle (it has: ...); rebuild with hipcc --offload-arch=gfx940".
 * isa must be an ISA (AMDGPU_ISA_NONE is refused). */
int amdgpu_bundle_find(const void *buf, size_t size, const char *label, amdgpu_isa isa,
                       const void **code, size_t *code_size, char *triple, size_t triple_len,
                       char *err, size_t errlen);

/* The code object for isa inside a container, for tools given a file:
 * a bundle (as above), or a host ELF program (not EM_AMDGPU) with a
 * .hip_fatbin section (a hipcc-built program). 1 and *code, *code_size
 * when buf is such a container and holds code for isa; 0 when buf is
 * neither (a plain code object, or anything else: the caller's loader
 * says what); -1 with err when it is one without usable code. */
int amdgpu_offload_code(const void *buf, size_t size, const char *label, amdgpu_isa isa,
                        const void **code, size_t *code_size, char *err, size_t errlen);

/* The same for a tool told what to read (mgsim disasm --isa): want is a
 * processor or ISA name ("gfx942", "gfx940", "gfx803"): that processor's
 * own entry if the container has one, else its first entry of the same
 * ISA; or NULL: the entry of the one ISA the container has code for, and
 * -1 naming every entry when it has code for more than one ("choose one
 * with --isa"). A want mgsim does not decode (gfx900) is -1 too; *triple
 * as amdgpu_bundle_find. amdgpu_offload_code(isa) is
 * amdgpu_offload_pick(amdgpu_isa_name(isa)). */
int amdgpu_offload_pick(const void *buf, size_t size, const char *label, const char *want,
                        const void **code, size_t *code_size, char *triple, size_t triple_len,
                        char *err, size_t errlen);

#endif
