/* tools/cmd_kernel.h - the --arg specs of `mgsim kernel`, checked against
 * the kernel's metadata (tools/cmd_kernel_args.c). */
#ifndef MGSIM_TOOLS_CMD_KERNEL_H
#define MGSIM_TOOLS_CMD_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "amdgpu/memimg.h"

/* One explicit argument after parsing: its value for the dispatch and,
 * for a buffer, where it lives and how many bytes to dump. */
struct karg {
    amdgpu_argval val;
    uint8_t bytes[8];   /* the by-value bits or the buffer address */
    int is_buffer;
    uint64_t addr, size;
};

/* Parses the specs (one per explicit argument, in order), maps and fills
 * the buffers in m. On error prints one line naming the argument (its
 * index, kind, type and size from the metadata) and returns -1. */
int kargs_parse(const struct amdgpu_kernel *k, char **specs, size_t nspecs, amdgpu_memimg *m,
                struct karg *out);

#endif
