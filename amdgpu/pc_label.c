/* The label of a PC in an error report (pc_label.h). */
#include "amdgpu/pc_label.h"

#include <stdio.h>

void amdgpu_pc_label(const struct amdgpu_kernel *k, uint64_t entry, uint64_t pc, char *buf,
                   size_t n)
{
    if (pc >= entry && pc - entry < k->code_size)
        snprintf(buf, n, "%s+0x%llx", k->name, (unsigned long long)(pc - entry));
    else if (pc < entry)
        snprintf(buf, n, "0x%llx before %s's code", (unsigned long long)(entry - pc), k->name);
    else
        snprintf(buf, n, "0x%llx past %s's code", (unsigned long long)(pc - entry - k->code_size),
                 k->name);
}
