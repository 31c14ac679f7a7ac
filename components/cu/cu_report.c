/* Error reports of the compute unit: one line naming the kernel, the
 * workgroup, the wave, the PC (absolute and kernel-relative), what went
 * wrong, the encoding words and llvm-objdump's disassembly. */
#include <stdio.h>

#include "components/cu/cu_int.h"
#include "amdgpu/disasm.h"
#include "amdgpu/pc_label.h"

void cu_report(cu *u, uint32_t wi, const amdgpu_inst *in, uint64_t pc, const char *what,
               bool has_addr, uint64_t addr)
{
    cu_wave *wv = cu_wave_at(u, wi);
    const cu_wg *g = &u->wgs[wv->wg];
    const struct amdgpu_kernel *k = g->launch->d->kernel;
    uint64_t entry = k->entry + g->launch->code_delta;
    char text[128] = "", enc[40] = "", at[40] = "", msg[ERR_LEN];
    if (in) {
        if (in->size > 4) snprintf(enc, sizeof enc, " [%08x %08x]", in->word[0], in->word[1]);
        else snprintf(enc, sizeof enc, " [%08x]", in->word[0]);
        if (in->info) {
            text[0] = ' ';
            amdgpu_disasm(in, pc, NULL, NULL, text + 1, sizeof text - 1);
        }
    }
    if (has_addr) snprintf(at, sizeof at, " at 0x%llx", (unsigned long long)addr);
    char label[160];
    amdgpu_pc_label(k, entry, pc, label, sizeof label);
    snprintf(msg, sizeof msg, "kernel %s: %s: workgroup (%u,%u,%u) wave %u: PC 0x%llx (%s): %s%s:%s%s",
             k->name, u->comp.name, wv->w.wg_id[0], wv->w.wg_id[1], wv->w.wg_id[2], wv->w.wave_id,
             (unsigned long long)pc, label, what, at, enc, text);
    cu_wg_fail(u, wi, msg);
}
