/* amdgpu/exec_salu_sop1.c - scalar semantics of SOP1 (moves, bit counts,
 * exec-mask save/restore, PC moves, M0-relative moves) and SOPP (branches
 * and program control). Control-flow contract: a branch sets w->pc to its
 * target; s_endpgm, s_barrier and s_waitcnt report themselves through the
 * status (amdgpu/wave.h), the last two with the PC already past them. */
#include "amdgpu/exec.h"
#include "amdgpu/exec_alu_int.h"
#include "amdgpu/operand.h"

/* ---- SOP1 ---------------------------------------------------------------- */

#define SOP1_32(name, body)                                                    \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint32_t a = amdgpu_ssrc32(w, in, 0), d;                                 \
        body;                                                                  \
        amdgpu_sset(w, in->dst[0], d);                                           \
        return amdgpu_salu_next(w, in);                                          \
    }

#define SOP1_64(name, body)                                                    \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint64_t a = amdgpu_ssrc64(w, in, 0), d;                                 \
        body;                                                                  \
        amdgpu_sset(w, in->dst[0], d);                                           \
        return amdgpu_salu_next(w, in);                                          \
    }

#define NZ(x) (w->scc = (x) != 0)

/* Whole-quad mode: a quad is on when any of its lanes is. */
static uint64_t wqm(uint64_t a, unsigned quads)
{
    uint64_t d = 0;
    for (unsigned q = 0; q < quads; q++)
        if (a >> (4 * q) & 15) d |= 15ull << (4 * q);
    return d;
}

/* One bit per quad: bit q is set when any lane of quad q is. */
static uint64_t quadmask(uint64_t a, unsigned quads)
{
    uint64_t d = 0;
    for (unsigned q = 0; q < quads; q++)
        if (a >> (4 * q) & 15) d |= 1ull << q;
    return d;
}

static uint64_t brev64(uint64_t a)
{
    return (uint64_t)amdgpu_brev32((uint32_t)a) << 32 | amdgpu_brev32((uint32_t)(a >> 32));
}

SOP1_32(s_mov_b32, d = a)
SOP1_64(s_mov_b64, d = a)
SOP1_32(s_not_b32, d = ~a; NZ(d))
SOP1_64(s_not_b64, d = ~a; NZ(d))
SOP1_32(s_wqm_b32, d = (uint32_t)wqm(a, 8); NZ(d))
SOP1_64(s_wqm_b64, d = wqm(a, 16); NZ(d))
SOP1_32(s_brev_b32, d = amdgpu_brev32(a))
SOP1_64(s_brev_b64, d = brev64(a))
SOP1_32(s_bcnt0_i32_b32, d = 32 - amdgpu_popcount64(a); NZ(d))
SOP1_32(s_bcnt1_i32_b32, d = amdgpu_popcount64(a); NZ(d))
SOP1_32(s_ff0_i32_b32, d = (uint32_t)amdgpu_ff1_64((uint32_t)~a))
SOP1_32(s_ff1_i32_b32, d = (uint32_t)amdgpu_ff1_64(a))
SOP1_32(s_flbit_i32_b32, d = (uint32_t)amdgpu_flbit64(a, 32))
SOP1_32(s_flbit_i32, d = (uint32_t)amdgpu_flbit_signed(a, 32))
SOP1_32(s_sext_i32_i8, d = (uint32_t)(int32_t)(int8_t)a)
SOP1_32(s_sext_i32_i16, d = (uint32_t)(int32_t)(int16_t)a)
SOP1_32(s_quadmask_b32, d = (uint32_t)quadmask(a, 8); NZ(d))
SOP1_64(s_quadmask_b64, d = quadmask(a, 16); NZ(d))
SOP1_32(s_abs_i32, d = (int32_t)a < 0 ? 0u - a : a; NZ(d))

/* Ops with a 64-bit source and a 32-bit result (the row types say so). */
#define SOP1_64TO32(name, body)                                                \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint64_t a = amdgpu_ssrc64(w, in, 0);                                    \
        uint32_t d;                                                            \
        body;                                                                  \
        amdgpu_sset(w, in->dst[0], d);                                           \
        return amdgpu_salu_next(w, in);                                          \
    }
SOP1_64TO32(s_bcnt0_i32_b64, d = 64 - amdgpu_popcount64(a); NZ(d))
SOP1_64TO32(s_bcnt1_i32_b64, d = amdgpu_popcount64(a); NZ(d))
SOP1_64TO32(s_ff0_i32_b64, d = (uint32_t)amdgpu_ff1_64(~a))
SOP1_64TO32(s_ff1_i32_b64, d = (uint32_t)amdgpu_ff1_64(a))
SOP1_64TO32(s_flbit_i32_b64, d = (uint32_t)amdgpu_flbit64(a, 64))
SOP1_64TO32(s_flbit_i32_i64, d = (uint32_t)amdgpu_flbit_signed(a, 64))

/* Conditional moves: only when SCC is set. */
static int x_s_cmov_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    if (w->scc) amdgpu_sset(w, in->dst[0], amdgpu_ssrc32(w, in, 0));
    return amdgpu_salu_next(w, in);
}

static int x_s_cmov_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    if (w->scc) amdgpu_sset(w, in->dst[0], amdgpu_ssrc64(w, in, 0));
    return amdgpu_salu_next(w, in);
}

/* Bit set/clear: D.u[S0[4:0]] (or S0[5:0] for 64 bits), other bits kept. */
static int bitset(amdgpu_wave *w, const amdgpu_inst *in, unsigned bits, int val)
{
    uint32_t a = amdgpu_ssrc32(w, in, 0);
    uint64_t d = amdgpu_sval(w, in, in->dst[0], bits == 64 ? AMDGPU_T_B64 : AMDGPU_T_B32);
    uint64_t m = 1ull << (a & (bits - 1));
    amdgpu_sset(w, in->dst[0], val ? d | m : d & ~m);
    return amdgpu_salu_next(w, in);
}

static int x_s_bitset0_b32(amdgpu_wave *w, const amdgpu_inst *in) { return bitset(w, in, 32, 0); }
static int x_s_bitset0_b64(amdgpu_wave *w, const amdgpu_inst *in) { return bitset(w, in, 64, 0); }
static int x_s_bitset1_b32(amdgpu_wave *w, const amdgpu_inst *in) { return bitset(w, in, 32, 1); }
static int x_s_bitset1_b64(amdgpu_wave *w, const amdgpu_inst *in) { return bitset(w, in, 64, 1); }

/* PC moves: getpc gives the address of the next instruction. */
static int x_s_getpc_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    amdgpu_sset(w, in->dst[0], w->pc + in->size);
    return amdgpu_salu_next(w, in);
}

static int x_s_setpc_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    w->pc = amdgpu_ssrc64(w, in, 0);
    return AMDGPU_EXEC_OK;
}

static int x_s_swappc_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t target = amdgpu_ssrc64(w, in, 0);
    amdgpu_sset(w, in->dst[0], w->pc + in->size);
    w->pc = target;
    return AMDGPU_EXEC_OK;
}

/* s_<op>_saveexec_b64: D = EXEC; EXEC = S0 op EXEC; SCC = EXEC != 0. */
#define SAVEEXEC(name, expr)                                                   \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint64_t s = amdgpu_ssrc64(w, in, 0), e = amdgpu_wave_exec(w);             \
        uint64_t n = (expr);                                                   \
        amdgpu_sset(w, in->dst[0], e);                                           \
        amdgpu_wave_set_exec(w, n);                                              \
        w->scc = n != 0;                                                       \
        return amdgpu_salu_next(w, in);                                          \
    }
SAVEEXEC(s_and_saveexec_b64, s & e)
SAVEEXEC(s_or_saveexec_b64, s | e)
SAVEEXEC(s_xor_saveexec_b64, s ^ e)
SAVEEXEC(s_andn2_saveexec_b64, s & ~e)
SAVEEXEC(s_orn2_saveexec_b64, s | ~e)
SAVEEXEC(s_nand_saveexec_b64, ~(s & e))
SAVEEXEC(s_nor_saveexec_b64, ~(s | e))
SAVEEXEC(s_xnor_saveexec_b64, ~(s ^ e))

/* M0-relative moves: the SGPR index (source for movrels, destination for
 * movreld) is the operand's plus M0; an index past s[127] is an error. */
static int movrel(amdgpu_wave *w, const amdgpu_inst *in, unsigned dwords, int dst_rel)
{
    amdgpu_opnd s = in->src[0], d = in->dst[0];
    unsigned m0 = w->s[AMDGPU_SREG_M0];
    amdgpu_opnd *rel = dst_rel ? &d : &s;
    if (!amdgpu_is_sreg(*rel) || m0 >= AMDGPU_SREG_COUNT || rel->code + m0 + dwords > AMDGPU_SREG_COUNT)
        return AMDGPU_EXEC_BADOPND;
    rel->code = (uint16_t)(rel->code + m0);
    uint64_t v = amdgpu_sval(w, in, s, dwords == 2 ? AMDGPU_T_B64 : AMDGPU_T_B32);
    amdgpu_sset(w, d, v);
    return amdgpu_salu_next(w, in);
}

static int x_s_movrels_b32(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, 1, 0); }
static int x_s_movrels_b64(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, 2, 0); }
static int x_s_movreld_b32(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, 1, 1); }
static int x_s_movreld_b64(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, 2, 1); }

/* ---- SOPP ---------------------------------------------------------------- */

/* Branch targets: PC of the next instruction + simm16 dwords. */
static int branch_if(amdgpu_wave *w, const amdgpu_inst *in, int cond)
{
    w->pc += in->size;
    if (cond) w->pc += (uint64_t)((int64_t)in->simm16 * 4);
    return AMDGPU_EXEC_OK;
}

static int x_s_branch(amdgpu_wave *w, const amdgpu_inst *in) { return branch_if(w, in, 1); }
static int x_s_cbranch_scc0(amdgpu_wave *w, const amdgpu_inst *in) { return branch_if(w, in, !w->scc); }
static int x_s_cbranch_scc1(amdgpu_wave *w, const amdgpu_inst *in) { return branch_if(w, in, w->scc); }

static int x_s_cbranch_vccz(amdgpu_wave *w, const amdgpu_inst *in)
{
    return branch_if(w, in, amdgpu_wave_vcc(w) == 0);
}

static int x_s_cbranch_vccnz(amdgpu_wave *w, const amdgpu_inst *in)
{
    return branch_if(w, in, amdgpu_wave_vcc(w) != 0);
}

static int x_s_cbranch_execz(amdgpu_wave *w, const amdgpu_inst *in)
{
    return branch_if(w, in, amdgpu_wave_exec(w) == 0);
}

static int x_s_cbranch_execnz(amdgpu_wave *w, const amdgpu_inst *in)
{
    return branch_if(w, in, amdgpu_wave_exec(w) != 0);
}

/* Debugger branches: no debugger is attached, so never taken. */
static int x_s_cbranch_cdbg(amdgpu_wave *w, const amdgpu_inst *in) { return branch_if(w, in, 0); }

static int x_s_endpgm(amdgpu_wave *w, const amdgpu_inst *in)
{
    (void)w, (void)in;
    return AMDGPU_EXEC_ENDPGM;
}

static int x_s_barrier(amdgpu_wave *w, const amdgpu_inst *in)
{
    w->pc += in->size;
    return AMDGPU_EXEC_BARRIER;
}

static int x_s_waitcnt(amdgpu_wave *w, const amdgpu_inst *in)
{
    w->pc += in->size;
    return AMDGPU_EXEC_WAITCNT;
}

/* s_trap N: no trap handler is installed, so the trap ends the kernel
 * with a report (the caller names kernel, wave, PC and the instruction,
 * whose disassembly carries the trap id: 2 for __builtin_trap /
 * llvm.trap, 3 for llvm.debugtrap). Letting it fall through would run
 * __builtin_trap's code into whatever follows it. */
static int x_s_trap(amdgpu_wave *w, const amdgpu_inst *in)
{
    (void)w, (void)in;
    return AMDGPU_EXEC_TRAP;
}

/* s_sethalt 1 halts the wave until the host resumes it, which no host
 * here does: the kernel would never end, so it ends with a report. */
static int x_s_sethalt(amdgpu_wave *w, const amdgpu_inst *in)
{
    if (in->simm16 & 1) return AMDGPU_EXEC_TRAP;
    return amdgpu_salu_next(w, in);
}

/* Instructions with no architectural effect in a simulation without
 * graphics, interrupts or power states: s_nop, s_sleep, s_setprio,
 * s_setkill, s_sendmsg (compute kernels send only GS/dealloc-VGPR style
 * messages that need no answer), s_icache_inv (no I-cache in the
 * functional model; the timing model sees the instruction), perf-level
 * and trace hints. */
static int x_nop(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_salu_next(w, in);
}

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
#define NOP(name) [AMDGPU_OP_##name] = x_nop
const amdgpu_exec_fn amdgpu_exec_salu_sop1[AMDGPU_OP_COUNT] = {
    E(s_mov_b32), E(s_mov_b64), E(s_cmov_b32), E(s_cmov_b64), E(s_not_b32),
    E(s_not_b64), E(s_wqm_b32), E(s_wqm_b64), E(s_brev_b32), E(s_brev_b64),
    E(s_bcnt0_i32_b32), E(s_bcnt0_i32_b64), E(s_bcnt1_i32_b32), E(s_bcnt1_i32_b64),
    E(s_ff0_i32_b32), E(s_ff0_i32_b64), E(s_ff1_i32_b32), E(s_ff1_i32_b64),
    E(s_flbit_i32_b32), E(s_flbit_i32_b64), E(s_flbit_i32), E(s_flbit_i32_i64),
    E(s_sext_i32_i8), E(s_sext_i32_i16), E(s_bitset0_b32), E(s_bitset0_b64),
    E(s_bitset1_b32), E(s_bitset1_b64), E(s_getpc_b64), E(s_setpc_b64),
    E(s_swappc_b64), E(s_and_saveexec_b64), E(s_or_saveexec_b64),
    E(s_xor_saveexec_b64), E(s_andn2_saveexec_b64), E(s_orn2_saveexec_b64),
    E(s_nand_saveexec_b64), E(s_nor_saveexec_b64), E(s_xnor_saveexec_b64),
    E(s_quadmask_b32), E(s_quadmask_b64), E(s_movrels_b32), E(s_movrels_b64),
    E(s_movreld_b32), E(s_movreld_b64), E(s_abs_i32),
    NOP(s_nop), E(s_endpgm), E(s_branch), NOP(s_wakeup), E(s_cbranch_scc0),
    E(s_cbranch_scc1), E(s_cbranch_vccz), E(s_cbranch_vccnz), E(s_cbranch_execz),
    E(s_cbranch_execnz), E(s_barrier), NOP(s_setkill), E(s_waitcnt), E(s_sethalt),
    NOP(s_sleep), NOP(s_setprio), NOP(s_sendmsg), NOP(s_sendmsghalt), E(s_trap),
    NOP(s_icache_inv), NOP(s_incperflevel), NOP(s_decperflevel), NOP(s_ttracedata),
    [AMDGPU_OP_s_cbranch_cdbgsys] = x_s_cbranch_cdbg,
    [AMDGPU_OP_s_cbranch_cdbguser] = x_s_cbranch_cdbg,
    [AMDGPU_OP_s_cbranch_cdbgsys_or_user] = x_s_cbranch_cdbg,
    [AMDGPU_OP_s_cbranch_cdbgsys_and_user] = x_s_cbranch_cdbg,
    [AMDGPU_OP_s_endpgm_saved] = x_s_endpgm,
};
