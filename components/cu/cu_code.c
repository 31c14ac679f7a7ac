/* See cu_code.h. One slot per dword of the function; a slot is filled
 * where an instruction starts. */
#include "components/cu/cu_code.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "amdgpu/decode.h"

typedef struct slot {
    bool valid;
    uint32_t w0, w1;
    amdgpu_inst in;
    amdgpu_exec_prep prep;
} slot;

struct cu_code {
    uint64_t base;  /* the kernel's entry */
    size_t n;       /* slots */
    bool atomics;   /* a global-memory atomic among them */
    slot s[];
};

cu_code *cu_code_new(const struct amdgpu_kernel *k)
{
    size_t n = (size_t)(k->code_size / 4);
    cu_code *c = calloc(1, sizeof *c + n * sizeof(slot));
    if (!c) return NULL;
    c->base = k->entry, c->n = n;
    amdgpu_isa isa = amdgpu_processor_isa(k->processor);
    for (uint64_t at = 0; k->code && at + 4 <= k->code_size;) {
        slot *s = &c->s[at / 4];
        int len = amdgpu_decode(isa, k->code + at, (size_t)(k->code_size - at), &s->in);
        if (len <= 0) { /* data or padding: the CUs decode what they find there */
            at += 4;
            continue;
        }
        memcpy(&s->w0, k->code + at, 4);
        if (len >= 8) memcpy(&s->w1, k->code + at + 4, 4);
        amdgpu_exec_prepare(&s->in, &s->prep);
        s->valid = true;
        c->atomics |= s->in.info->unit != AMDGPU_UNIT_LDS &&
                      amdgpu_atomic_kind(s->in.op) != AMDGPU_ATOM_NONE;
        at += (uint64_t)len;
    }
    return c;
}

void cu_code_free(cu_code *c) { free(c); }

bool cu_code_atomics(const cu_code *c) { return c->atomics; }

const amdgpu_inst *cu_code_at(const cu_code *c, uint64_t pc, uint32_t w0, uint32_t w1, size_t avail,
                            const amdgpu_exec_prep **prep)
{
    if (pc < c->base || (pc - c->base) % 4 || (pc - c->base) / 4 >= c->n) return NULL;
    const slot *s = &c->s[(pc - c->base) / 4];
    if (!s->valid || s->w0 != w0) return NULL;
    if (s->in.size >= 8 && (avail < 8 || s->w1 != w1)) return NULL;
    *prep = &s->prep;
    return &s->in;
}
