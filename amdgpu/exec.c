/* amdgpu/exec.c - finds an instruction's semantics in the per-file tables
 * (see amdgpu/exec.h) and runs it. The tables are disjoint by construction
 * (each id is implemented in one file); test/amdgpu_alu checks that. */
#include "amdgpu/exec.h"

#include "amdgpu/operand.h"

static const amdgpu_exec_fn *const exec_tables[] = {
    amdgpu_exec_salu,     amdgpu_exec_salu_sop1, amdgpu_exec_valu,
    amdgpu_exec_valu_f32, amdgpu_exec_valu_f64,  amdgpu_exec_valu_f16,
    amdgpu_exec_valu_cvt, amdgpu_exec_valu_cmp,  amdgpu_exec_valu_vop3,
    amdgpu_exec_memory,   amdgpu_exec_gfx9,      amdgpu_exec_gfx940,
};

amdgpu_exec_fn amdgpu_exec_lookup(unsigned op)
{
    if (op >= AMDGPU_OP_COUNT) return NULL;
    for (size_t i = 0; i < sizeof exec_tables / sizeof exec_tables[0]; i++)
        if (exec_tables[i][op]) return exec_tables[i][op];
    return NULL;
}

void amdgpu_exec_prepare(const amdgpu_inst *in, amdgpu_exec_prep *p)
{
    p->fn = amdgpu_exec_lookup(in->op);
    p->vgpr_end = amdgpu_opnd_vgpr_end(in);
    p->agpr_end = amdgpu_opnd_agpr_end(in);
    p->sreg_ok = amdgpu_opnd_sreg_ok(in);
}

int amdgpu_exec(amdgpu_wave *w, const amdgpu_inst *in)
{
    amdgpu_exec_fn fn = amdgpu_exec_lookup(in->op);
    if (!fn) return AMDGPU_EXEC_UNIMPL;
    if (!amdgpu_opnd_check(w, in)) return AMDGPU_EXEC_BADOPND;
    return fn(w, in);
}

const char *amdgpu_exec_strerror(int status)
{
    switch (status) {
    case AMDGPU_EXEC_UNIMPL: return "instruction has no semantics";
    case AMDGPU_EXEC_MEMFAULT: return "memory fault";
    case AMDGPU_EXEC_BADOPND: return "operand out of range";
    case AMDGPU_EXEC_TRAP: return "trap: the wave aborted the kernel";
    case AMDGPU_EXEC_GWS: /* only the timing model's CUs and CP wait for the grid */
        return "grid-wide barrier (ds_gws_barrier, a cooperative launch's grid sync): "
               "runs only in the timing model, whose workgroups are resident together";
    default: return "unexpected status";
    }
}
