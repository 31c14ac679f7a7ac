/* amdgpu/functional_order.c - whether the workgroups of a kernel may run
 * on several threads in the functional mode with the serial order's
 * result (amdgpu/functional.h, "Threads"). The kernel's code is decoded
 * from its entry over its function (over the whole executable section
 * when it calls anything: the callee may be anywhere) and every global
 * atomic (FLAT, MUBUF, MTBUF, MIMG) is looked at; LDS atomics (DS) stay
 * inside a workgroup and never matter. */
#include <stdio.h>

#include "amdgpu/atomic.h"
#include "amdgpu/decode.h"
#include "amdgpu/functional_int.h"

/* Atomic kinds whose non-returning uses commute: applying them to a word
 * in any order leaves the same value. Kinds of one class commute with
 * each other (add and sub are both additions modulo 2^n); two classes in
 * one kernel do not (and then or differs from or then and). */
static const unsigned char commute_class[AMDGPU_ATOM_KIND_COUNT] = {
    [AMDGPU_ATOM_ADD] = 1, [AMDGPU_ATOM_SUB] = 1, [AMDGPU_ATOM_SMIN] = 2, [AMDGPU_ATOM_UMIN] = 3,
    [AMDGPU_ATOM_SMAX] = 4, [AMDGPU_ATOM_UMAX] = 5, [AMDGPU_ATOM_AND] = 6, [AMDGPU_ATOM_OR] = 7,
    [AMDGPU_ATOM_XOR] = 8,
};

static bool is_global_mem(const amdgpu_inst *in)
{
    unsigned f = in->info->fmt;
    return f == AMDGPU_FMT_FLAT || f == AMDGPU_FMT_MUBUF || f == AMDGPU_FMT_MTBUF ||
           f == AMDGPU_FMT_MIMG;
}

static bool is_call(const amdgpu_inst *in)
{
    return in->op == AMDGPU_OP_s_swappc_b64 || in->op == AMDGPU_OP_s_setpc_b64;
}

/* Scans [p, p + n); *calls set when a call is seen. Returns the reason
 * the code needs the serial order, or NULL. */
static const char *scan(amdgpu_isa isa, const uint8_t *p, uint64_t n, unsigned *cls, bool *calls)
{
    for (uint64_t at = 0; at + 4 <= n;) {
        amdgpu_inst in;
        int len = amdgpu_decode(isa, p + at, (size_t)(n - at), &in);
        if (len <= 0) { /* data or padding between functions */
            at += 4;
            continue;
        }
        at += (uint64_t)len;
        if (is_call(&in)) *calls = true;
        if (!(in.info->flags & AMDGPU_F_ATOMIC) || !is_global_mem(&in)) continue;
        if (in.mem.glc) return "returning global atomic";
        unsigned c = commute_class[amdgpu_atomic_kind(in.op)];
        if (!c) return "non-commuting global atomic";
        if (*cls && *cls != c) return "global atomics of two kinds";
        *cls = c;
    }
    return NULL;
}

const char *amdgpu_func_needs_order(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k)
{
    unsigned cls = 0;
    bool calls = false;
    amdgpu_isa isa = amdgpu_processor_isa(k->processor);
    const char *why = scan(isa, k->code, k->code_size, &cls, &calls);
    if (why || !calls) return why;
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        if (s->exec && s->bytes && (why = scan(isa, s->bytes, s->size, &cls, &calls))) return why;
    }
    return NULL;
}
