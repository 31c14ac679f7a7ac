/* gcn3/exec.c - finds an instruction's semantics in the per-file tables
 * (see gcn3/exec.h) and runs it. The tables are disjoint by construction
 * (each id is implemented in one file); test/gcn3_alu checks that. */
#include "gcn3/exec.h"

#include "gcn3/operand.h"

static const gcn3_exec_fn *const exec_tables[] = {
    gcn3_exec_salu,     gcn3_exec_salu_sop1, gcn3_exec_valu,
    gcn3_exec_valu_f32, gcn3_exec_valu_f64,  gcn3_exec_valu_f16,
    gcn3_exec_valu_cvt, gcn3_exec_valu_cmp,  gcn3_exec_valu_vop3,
    gcn3_exec_memory,
};

gcn3_exec_fn gcn3_exec_lookup(unsigned op)
{
    if (op >= GCN3_OP_COUNT) return NULL;
    for (size_t i = 0; i < sizeof exec_tables / sizeof exec_tables[0]; i++)
        if (exec_tables[i][op]) return exec_tables[i][op];
    return NULL;
}

void gcn3_exec_prepare(const gcn3_inst *in, gcn3_exec_prep *p)
{
    p->fn = gcn3_exec_lookup(in->op);
    p->vgpr_end = gcn3_opnd_vgpr_end(in);
    p->sreg_ok = gcn3_opnd_sreg_ok(in);
}

int gcn3_exec(gcn3_wave *w, const gcn3_inst *in)
{
    gcn3_exec_fn fn = gcn3_exec_lookup(in->op);
    if (!fn) return GCN3_EXEC_UNIMPL;
    if (!gcn3_opnd_check(w, in)) return GCN3_EXEC_BADOPND;
    return fn(w, in);
}

const char *gcn3_exec_strerror(int status)
{
    switch (status) {
    case GCN3_EXEC_UNIMPL: return "instruction has no semantics";
    case GCN3_EXEC_MEMFAULT: return "memory fault";
    case GCN3_EXEC_BADOPND: return "operand out of range";
    case GCN3_EXEC_TRAP: return "trap: the wave aborted the kernel";
    default: return "unexpected status";
    }
}
