/* amdgpu/exec.h - instruction semantics, looked up by instruction id.
 *
 * Each semantics file holds a const table indexed by enum amdgpu_op with the
 * functions it implements (designated initializers, so an id appears in
 * one place only) and declares it here. amdgpu_exec_lookup() finds an id's
 * function in those tables; NULL means "decodes, but has no semantics",
 * which the executor reports as AMDGPU_EXEC_UNIMPL with the PC, the encoding
 * and the disassembly.
 *
 * A semantics function executes one decoded instruction on a wave: it
 * reads and writes registers, LDS and memory, advances w->pc past the
 * instruction (in->size) unless it branches, and returns a
 * amdgpu_exec_status. It never decodes anything and never prints. */
#ifndef MGSIM_AMDGPU_EXEC_H
#define MGSIM_AMDGPU_EXEC_H

#include "amdgpu/inst.h"
#include "amdgpu/wave.h"

typedef int (*amdgpu_exec_fn)(amdgpu_wave *w, const amdgpu_inst *in);

/* The tables, one per semantics file (a file that is not written yet has
 * no table here). */
extern const amdgpu_exec_fn amdgpu_exec_salu[AMDGPU_OP_COUNT];   /* exec_salu.c: SOP2 SOPK SOPC */
extern const amdgpu_exec_fn amdgpu_exec_salu_sop1[AMDGPU_OP_COUNT]; /* exec_salu_sop1.c: SOP1 SOPP */
extern const amdgpu_exec_fn amdgpu_exec_valu[AMDGPU_OP_COUNT];   /* exec_valu.c: integer, moves, lanes */
extern const amdgpu_exec_fn amdgpu_exec_valu_f32[AMDGPU_OP_COUNT]; /* exec_valu_f32.c */
extern const amdgpu_exec_fn amdgpu_exec_valu_f64[AMDGPU_OP_COUNT]; /* exec_valu_f64.c */
extern const amdgpu_exec_fn amdgpu_exec_valu_f16[AMDGPU_OP_COUNT]; /* exec_valu_f16.c */
extern const amdgpu_exec_fn amdgpu_exec_valu_cvt[AMDGPU_OP_COUNT]; /* exec_valu_cvt.c */
extern const amdgpu_exec_fn amdgpu_exec_valu_cmp[AMDGPU_OP_COUNT]; /* exec_valu_cmp.c: VOPC */
extern const amdgpu_exec_fn amdgpu_exec_valu_vop3[AMDGPU_OP_COUNT]; /* exec_valu_vop3.c */
extern const amdgpu_exec_fn amdgpu_exec_memory[AMDGPU_OP_COUNT]; /* exec_mem*.c */
extern const amdgpu_exec_fn amdgpu_exec_gfx9[AMDGPU_OP_COUNT];   /* exec_gfx9.c: GFX9 integer, fused, SOP2 */
extern const amdgpu_exec_fn amdgpu_exec_gfx940[AMDGPU_OP_COUNT]; /* exec_gfx940.c: packed f32, AGPR moves, MFMA */

amdgpu_exec_fn amdgpu_exec_lookup(unsigned op);

/* Executes one instruction; in->op must have semantics (else UNIMPL).
 * An instruction naming registers outside the wave's allocation returns
 * AMDGPU_EXEC_BADOPND without changing anything. */
int amdgpu_exec(amdgpu_wave *w, const amdgpu_inst *in);

/* The address lane l of a FLAT or GLOBAL (gfx940) instruction accesses,
 * from the wave's registers as they are before it runs: FLAT's VGPR pair,
 * GLOBAL's VGPR pair or SGPR base + 32-bit VGPR offset, plus the gfx9
 * immediate offset. false for other formats and for operands outside the
 * wave's registers. For policies that look at an instruction before it
 * issues (DAB's buffer capacity test, mech/dab). */
bool amdgpu_vmem_lane_addr(const amdgpu_wave *w, const amdgpu_inst *in, unsigned l,
                           uint64_t *addr);

/* A ds_gws_barrier's operands, from the wave's registers (the
 * instruction changes none): the barrier resource (M0[21:16] + offset0)
 * and its count, the data VGPR's value in the first active lane: the
 * barrier opens when count + 1 waves have arrived (the device library's
 * grid sync gives workgroups - 1, one wave of each arriving). */
void amdgpu_gws_args(const amdgpu_wave *w, const amdgpu_inst *in, uint32_t *resource,
                     uint32_t *count);

/* What an error status means, for reports ("memory fault"). */
const char *amdgpu_exec_strerror(int status);

/* An instruction prepared once for many executions (a decode cache keeps
 * one per entry): its semantics and the registers its operands need, so
 * that running it skips the table lookup and the operand walk. */
typedef struct amdgpu_exec_prep {
    amdgpu_exec_fn fn;   /* NULL: no semantics */
    uint32_t vgpr_end; /* 1 + the highest VGPR an operand names; 0: none */
    uint32_t agpr_end; /* the same for AGPRs (gfx940) */
    bool sreg_ok;      /* every SGPR-class operand fits the 128 codes */
} amdgpu_exec_prep;

void amdgpu_exec_prepare(const amdgpu_inst *in, amdgpu_exec_prep *p);

/* amdgpu_exec(w, in) for the instruction p was prepared from: the same
 * statuses and effects. */
static inline int amdgpu_exec_prepared(amdgpu_wave *w, const amdgpu_inst *in, const amdgpu_exec_prep *p)
{
    if (!p->fn) return AMDGPU_EXEC_UNIMPL;
    if (!p->sreg_ok || p->vgpr_end > w->nvgpr || p->agpr_end > w->nagpr || (!w->v && w->nvgpr))
        return AMDGPU_EXEC_BADOPND;
    return p->fn(w, in);
}

#endif
