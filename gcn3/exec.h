/* gcn3/exec.h - instruction semantics, looked up by instruction id.
 *
 * Each semantics file holds a const table indexed by enum gcn3_op with the
 * functions it implements (designated initializers, so an id appears in
 * one place only) and declares it here. gcn3_exec_lookup() finds an id's
 * function in those tables; NULL means "decodes, but has no semantics",
 * which the executor reports as GCN3_EXEC_UNIMPL with the PC, the encoding
 * and the disassembly.
 *
 * A semantics function executes one decoded instruction on a wave: it
 * reads and writes registers, LDS and memory, advances w->pc past the
 * instruction (in->size) unless it branches, and returns a
 * gcn3_exec_status. It never decodes anything and never prints. */
#ifndef MGSIM_GCN3_EXEC_H
#define MGSIM_GCN3_EXEC_H

#include "gcn3/inst.h"
#include "gcn3/wave.h"

typedef int (*gcn3_exec_fn)(gcn3_wave *w, const gcn3_inst *in);

/* The tables, one per semantics file (a file that is not written yet has
 * no table here). */
extern const gcn3_exec_fn gcn3_exec_salu[GCN3_OP_COUNT];   /* exec_salu.c: SOP2 SOPK SOPC */
extern const gcn3_exec_fn gcn3_exec_salu_sop1[GCN3_OP_COUNT]; /* exec_salu_sop1.c: SOP1 SOPP */
extern const gcn3_exec_fn gcn3_exec_valu[GCN3_OP_COUNT];   /* exec_valu.c: integer, moves, lanes */
extern const gcn3_exec_fn gcn3_exec_valu_f32[GCN3_OP_COUNT]; /* exec_valu_f32.c */
extern const gcn3_exec_fn gcn3_exec_valu_f64[GCN3_OP_COUNT]; /* exec_valu_f64.c */
extern const gcn3_exec_fn gcn3_exec_valu_f16[GCN3_OP_COUNT]; /* exec_valu_f16.c */
extern const gcn3_exec_fn gcn3_exec_valu_cvt[GCN3_OP_COUNT]; /* exec_valu_cvt.c */
extern const gcn3_exec_fn gcn3_exec_valu_cmp[GCN3_OP_COUNT]; /* exec_valu_cmp.c: VOPC */
extern const gcn3_exec_fn gcn3_exec_valu_vop3[GCN3_OP_COUNT]; /* exec_valu_vop3.c */
extern const gcn3_exec_fn gcn3_exec_memory[GCN3_OP_COUNT]; /* exec_mem*.c */

gcn3_exec_fn gcn3_exec_lookup(unsigned op);

/* Executes one instruction; in->op must have semantics (else UNIMPL).
 * An instruction naming registers outside the wave's allocation returns
 * GCN3_EXEC_BADOPND without changing anything. */
int gcn3_exec(gcn3_wave *w, const gcn3_inst *in);

/* What an error status means, for reports ("memory fault"). */
const char *gcn3_exec_strerror(int status);

/* An instruction prepared once for many executions (a decode cache keeps
 * one per entry): its semantics and the registers its operands need, so
 * that running it skips the table lookup and the operand walk. */
typedef struct gcn3_exec_prep {
    gcn3_exec_fn fn;   /* NULL: no semantics */
    uint32_t vgpr_end; /* 1 + the highest VGPR an operand names; 0: none */
    bool sreg_ok;      /* every SGPR-class operand fits the 128 codes */
} gcn3_exec_prep;

void gcn3_exec_prepare(const gcn3_inst *in, gcn3_exec_prep *p);

/* gcn3_exec(w, in) for the instruction p was prepared from: the same
 * statuses and effects. */
static inline int gcn3_exec_prepared(gcn3_wave *w, const gcn3_inst *in, const gcn3_exec_prep *p)
{
    if (!p->fn) return GCN3_EXEC_UNIMPL;
    if (!p->sreg_ok || p->vgpr_end > w->nvgpr || (!w->v && w->nvgpr)) return GCN3_EXEC_BADOPND;
    return p->fn(w, in);
}

#endif
