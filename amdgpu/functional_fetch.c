/* amdgpu/functional_fetch.c - the decode cache of the functional mode and
 * its error messages. Every dword of the executable section has a slot;
 * an instruction is decoded the first time its PC is fetched. Calls to
 * other functions of the code object land in the same section. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/decode.h"
#include "amdgpu/disasm.h"
#include "amdgpu/exec.h"
#include "amdgpu/functional.h"
#include "amdgpu/functional_int.h"
#include "amdgpu/pc_label.h"

enum { SLOT_EMPTY, SLOT_OK, SLOT_BAD };

struct fcache {
    const struct amdgpu_codeobj *co;
    const struct amdgpu_kernel *k;
    uint64_t base, size; /* the section */
    const uint8_t *bytes;
    amdgpu_inst *inst;
    amdgpu_exec_prep *prep;
    uint8_t *state;
};

int amdgpu_fetch_new(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k,
                   struct fcache **out, char *err)
{
    *out = NULL;
    const struct amdgpu_codeobj_section *sec = NULL;
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        if (s->exec && s->bytes && k->entry >= s->addr && k->entry - s->addr < s->size) sec = s;
    }
    if (!sec) {
        snprintf(err, ERR_LEN, "kernel %s: entry 0x%llx is not in executable code",
                 k->name, (unsigned long long)k->entry);
        return -1;
    }
    struct fcache *fc = calloc(1, sizeof *fc);
    size_t slots = (size_t)(sec->size / 4) + 1;
    if (fc) {
        fc->inst = calloc(slots, sizeof *fc->inst);
        fc->prep = calloc(slots, sizeof *fc->prep);
        fc->state = calloc(slots, 1);
    }
    if (!fc || !fc->inst || !fc->prep || !fc->state) {
        amdgpu_fetch_free(fc);
        snprintf(err, ERR_LEN, "kernel %s: out of memory", k->name);
        return -1;
    }
    fc->co = co, fc->k = k;
    fc->base = sec->addr, fc->size = sec->size, fc->bytes = sec->bytes;
    *out = fc;
    return 0;
}

void amdgpu_fetch_free(struct fcache *fc)
{
    if (!fc) return;
    free(fc->inst);
    free(fc->prep);
    free(fc->state);
    free(fc);
}

int amdgpu_fetch(struct fcache *fc, uint64_t pc, const amdgpu_inst **in,
               const amdgpu_exec_prep **prep)
{
    if (pc < fc->base || pc - fc->base >= fc->size || pc % 4) return AMDGPU_FUNC_EFETCH;
    size_t i = (size_t)(pc - fc->base) / 4;
    if (fc->state[i] == SLOT_EMPTY) {
        int n = amdgpu_decode(amdgpu_processor_isa(fc->k->processor), fc->bytes + (pc - fc->base), (size_t)(fc->size - (pc - fc->base)),
                            &fc->inst[i]);
        fc->state[i] = n > 0 ? SLOT_OK : SLOT_BAD;
        if (n > 0) amdgpu_exec_prepare(&fc->inst[i], &fc->prep[i]);
    }
    *in = &fc->inst[i];
    if (prep) *prep = &fc->prep[i];
    return fc->state[i] == SLOT_OK ? 0 : AMDGPU_FUNC_EDECODE;
}

static const char *what(int rc)
{
    switch (rc) {
    case AMDGPU_FUNC_EDECODE: return "cannot decode instruction";
    case AMDGPU_FUNC_EFETCH: return "PC outside the code";
    case AMDGPU_FUNC_ELIMIT: return "the --max-instructions limit reached in this wave (a kernel that does not end?)";
    default: return amdgpu_exec_strerror(rc);
    }
}

int amdgpu_fetch_report(struct fcache *fc, const amdgpu_wave *w, int rc, char *err)
{
    char where[200], label[64], text[128] = "", enc[40] = "", fault[48] = "";
    amdgpu_pc_label(fc->k, fc->k->entry, w->pc, label, sizeof label);
    snprintf(where, sizeof where, "kernel %s: workgroup (%u,%u,%u) wave %u: PC 0x%llx (%s)",
             fc->k->name, w->wg_id[0], w->wg_id[1], w->wg_id[2], w->wave_id,
             (unsigned long long)w->pc, label);
    const amdgpu_inst *in;
    int f = amdgpu_fetch(fc, w->pc, &in, NULL);
    if (f != AMDGPU_FUNC_EFETCH) {
        if (in->size > 4) snprintf(enc, sizeof enc, " [%08x %08x]", in->word[0], in->word[1]);
        else snprintf(enc, sizeof enc, " [%08x]", in->word[0]);
        if (f == 0) {
            text[0] = ' ';
            amdgpu_disasm(in, w->pc, NULL, NULL, text + 1, sizeof text - 1);
        }
    }
    if (rc == AMDGPU_EXEC_MEMFAULT)
        snprintf(fault, sizeof fault, " at 0x%llx", (unsigned long long)w->fault_addr);
    snprintf(err, ERR_LEN, "%s: %s%s:%s%s", where, what(rc), fault, enc, text);
    return -1;
}
