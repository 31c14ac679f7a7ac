/* amdgpu/exec_gfx940.c - semantics of CDNA3's (gfx940) packed-f32 and
 * packed-f16 VOP3P operations, the AGPR moves and the MFMA instructions.
 *
 * Packed f32 (v_pk_fma/mul/add_f32, v_pk_mov_b32): each source is a
 * register pair (lo, hi). The lo result's input i is the source's hi
 * half when op_sel bit i is set, else its lo half; the hi result's when
 * op_sel_hi bit i is set; neg_lo / neg_hi bit i negates that input. A
 * 32-bit constant (inline or literal) stands for both halves (LLVM only
 * ever selects its lo half). v_pk_mov_b32: D.lo = S0[op_sel[0]], D.hi =
 * S1[op_sel[1]].
 *
 * MFMA: amdgpu/mfma.c computes D = A * B + C over the operands'
 * registers (VGPRs or AGPRs, as the decoder named them); a constant C
 * (LLVM's zero accumulator) is that value in every register. Every lane
 * is written, whatever EXEC holds. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"
#include "amdgpu/mfma.h"

#define LANES AMDGPU_LANES

/* ---- packed f32 ------------------------------------------------------------------ */

/* The lo and hi dwords of source slot i, without modifiers. */
static void pk_src(const amdgpu_wave *w, const amdgpu_inst *in, unsigned i, uint32_t lo[LANES],
                   uint32_t hi[LANES])
{
    amdgpu_opnd o = in->src[i];
    o.mods = 0;
    o.width = 1;
    amdgpu_vread32(w, in, o, AMDGPU_T_F32, lo);
    bool reg = amdgpu_is_vgpr(o) || amdgpu_is_sreg(o);
    if (!reg) {
        memcpy(hi, lo, sizeof(uint32_t) * LANES);
        return;
    }
    o.code++;
    amdgpu_vread32(w, in, o, AMDGPU_T_F32, hi);
}

/* The two inputs of source i, selected and negated as op_sel*, neg_* say. */
static void pk_inputs(const amdgpu_wave *w, const amdgpu_inst *in, unsigned i, uint32_t x[2][LANES])
{
    uint32_t h[2][LANES];
    pk_src(w, in, i, h[0], h[1]);
    const uint32_t *lo = h[in->vop.op_sel >> i & 1], *hi = h[in->vop.op_sel_hi >> i & 1];
    uint32_t nl = (uint32_t)(in->vop.neg_lo >> i & 1) << 31, nh = (uint32_t)(in->vop.neg_hi >> i & 1) << 31;
    for (unsigned l = 0; l < LANES; l++) x[0][l] = lo[l] ^ nl, x[1][l] = hi[l] ^ nh;
}

enum { PK_FMA, PK_MUL, PK_ADD };

static int pk_f32(amdgpu_wave *w, const amdgpu_inst *in, int kind)
{
    unsigned nsrc = kind == PK_FMA ? 3 : 2;
    uint32_t x[3][2][LANES];
    for (unsigned i = 0; i < nsrc; i++) pk_inputs(w, in, i, x[i]);
    uint64_t lanes = amdgpu_wave_exec(w), d[LANES];
    for (unsigned l = 0; l < LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        uint32_t r[2];
        for (unsigned h = 0; h < 2; h++) {
            float a = amdgpu_in32(w, x[0][h][l]), b = amdgpu_in32(w, x[1][h][l]), v;
            if (kind == PK_FMA) v = fmaf(a, b, amdgpu_in32(w, x[2][h][l]));
            else if (kind == PK_MUL) v = a * b;
            else v = a + b;
            r[h] = amdgpu_out32(w, in, v);
        }
        d[l] = (uint64_t)r[0] | (uint64_t)r[1] << 32;
    }
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_pk_fma_f32(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f32(w, in, PK_FMA); }
static int x_v_pk_mul_f32(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f32(w, in, PK_MUL); }
static int x_v_pk_add_f32(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f32(w, in, PK_ADD); }

static int x_v_pk_mov_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t s0[2][LANES], s1[2][LANES];
    pk_src(w, in, 0, s0[0], s0[1]);
    pk_src(w, in, 1, s1[0], s1[1]);
    const uint32_t *lo = s0[in->vop.op_sel & 1], *hi = s1[in->vop.op_sel >> 1 & 1];
    uint64_t lanes = amdgpu_wave_exec(w), d[LANES];
    for (unsigned l = 0; l < LANES; l++) d[l] = (uint64_t)lo[l] | (uint64_t)hi[l] << 32;
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- packed f16 ------------------------------------------------------------------
 * v_pk_fma/add/mul/min/max_f16: two f16 per dword. The lo result's input
 * i is source i's hi half when op_sel bit i is set, else its lo half; the
 * hi result's when op_sel_hi bit i is set; neg_lo / neg_hi bit i flips
 * that input's sign. A constant (inline or literal) stands for both
 * halves. Each half is computed as gfx803's f16 VALU does (in double,
 * one rounding, the wave's f16 denormal mode, clamp). */
enum { PK16_FMA, PK16_ADD, PK16_MUL, PK16_MIN, PK16_MAX };

static double pk16_min(double a, double b, bool max)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return (signbit(a) != max) ? a : b; /* -0 < +0 */
    return (a < b) != max ? a : b;
}

static int pk_f16(amdgpu_wave *w, const amdgpu_inst *in, int kind)
{
    unsigned nsrc = kind == PK16_FMA ? 3 : 2;
    uint32_t s[3][LANES], d[LANES];
    for (unsigned i = 0; i < nsrc; i++) {
        amdgpu_opnd o = in->src[i];
        o.mods = 0;
        amdgpu_vread32(w, in, o, AMDGPU_T_F16, s[i]);
        if (!amdgpu_is_vgpr(o) && !amdgpu_is_sreg(o))
            for (unsigned l = 0; l < LANES; l++) s[i][l] = (s[i][l] & 0xffff) * 0x10001u;
    }
    uint64_t lanes = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        uint32_t r[2];
        for (unsigned h = 0; h < 2; h++) {
            unsigned sel = h ? in->vop.op_sel_hi : in->vop.op_sel, neg = h ? in->vop.neg_hi : in->vop.neg_lo;
            double x[3] = {0, 0, 0};
            for (unsigned i = 0; i < nsrc; i++) {
                uint32_t v = (sel >> i & 1 ? s[i][l] >> 16 : s[i][l]) & 0xffff;
                x[i] = amdgpu_in16(w, v ^ (uint32_t)(neg >> i & 1) << 15);
            }
            double v = kind == PK16_FMA ? x[0] * x[1] + x[2]
                     : kind == PK16_ADD ? x[0] + x[1]
                     : kind == PK16_MUL ? x[0] * x[1]
                                        : pk16_min(x[0], x[1], kind == PK16_MAX);
            r[h] = amdgpu_out16(w, in, v) & 0xffff;
        }
        d[l] = r[0] | r[1] << 16;
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_pk_fma_f16(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f16(w, in, PK16_FMA); }
static int x_v_pk_add_f16(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f16(w, in, PK16_ADD); }
static int x_v_pk_mul_f16(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f16(w, in, PK16_MUL); }
static int x_v_pk_min_f16(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f16(w, in, PK16_MIN); }
static int x_v_pk_max_f16(amdgpu_wave *w, const amdgpu_inst *in) { return pk_f16(w, in, PK16_MAX); }

/* ---- AGPR moves -------------------------------------------------------------------
 * v_accvgpr_read_b32 (AGPR -> VGPR), _write_b32 (VGPR or constant ->
 * AGPR), _mov_b32 (AGPR -> AGPR): the operands' codes say which file. */
static uint32_t f_copy(uint32_t a, uint32_t b, uint32_t c)
{
    (void)b, (void)c;
    return a;
}

static int x_accvgpr(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_u32(w, in, 1, f_copy);
}

/* ---- MFMA ------------------------------------------------------------------------- */

/* The registers of operand o (n of them) as one lane-major array: in
 * place for VGPRs/AGPRs, else a constant in buf. */
static const uint32_t *mfma_opnd(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o,
                                 unsigned n, uint32_t *buf)
{
    if (amdgpu_is_vgpr(o)) return &w->v[(size_t)amdgpu_vidx(w, o.code) * LANES];
    uint32_t v = (uint32_t)amdgpu_sval(w, in, o, AMDGPU_T_F32);
    for (size_t i = 0; i < (size_t)n * LANES; i++) buf[i] = v;
    return buf;
}

static int mfma(amdgpu_wave *w, const amdgpu_inst *in, const amdgpu_mfma_shape *s)
{
    unsigned nab = amdgpu_mfma_ab_regs(s), ncd = amdgpu_mfma_cd_regs(s);
    uint32_t ba[2 * LANES], bb[2 * LANES], bc[32 * LANES];
    if (!amdgpu_is_vgpr(in->dst[0])) return AMDGPU_EXEC_BADOPND;
    const uint32_t *a = mfma_opnd(w, in, in->src[0], nab, ba);
    const uint32_t *b = mfma_opnd(w, in, in->src[1], nab, bb);
    const uint32_t *c = mfma_opnd(w, in, in->src[2], ncd, bc);
    uint32_t *d = &w->v[(size_t)amdgpu_vidx(w, in->dst[0].code) * LANES];
    amdgpu_mfma_run(s, a, b, c, d, in->mai.cbsz, in->mai.abid, in->mai.blgp);
    return amdgpu_valu_next(w, in);
}

/* One function per MFMA id, its shape spelt out (test_gfx940 checks it
 * against the name's). */
#define MFMA(name, t, m, k, blocks)                                            \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                 \
    {                                                                          \
        static const amdgpu_mfma_shape s = {m, m, k, blocks, AMDGPU_MFMA_##t}; \
        return mfma(w, in, &s);                                                \
    }
MFMA(v_mfma_f32_32x32x1f32, F32, 32, 1, 2)
MFMA(v_mfma_f32_16x16x1f32, F32, 16, 1, 4)
MFMA(v_mfma_f32_4x4x1f32, F32, 4, 1, 16)
MFMA(v_mfma_f32_32x32x2f32, F32, 32, 2, 1)
MFMA(v_mfma_f32_16x16x4f32, F32, 16, 4, 1)
MFMA(v_mfma_f32_32x32x4f16, F16, 32, 4, 2)
MFMA(v_mfma_f32_16x16x4f16, F16, 16, 4, 4)
MFMA(v_mfma_f32_4x4x4f16, F16, 4, 4, 16)
MFMA(v_mfma_f32_32x32x8f16, F16, 32, 8, 1)
MFMA(v_mfma_f32_16x16x16f16, F16, 16, 16, 1)
MFMA(v_mfma_i32_32x32x4i8, I8, 32, 4, 2)
MFMA(v_mfma_i32_16x16x4i8, I8, 16, 4, 4)
MFMA(v_mfma_i32_4x4x4i8, I8, 4, 4, 16)
MFMA(v_mfma_i32_32x32x16_i8, I8, 32, 16, 1)
MFMA(v_mfma_i32_16x16x32_i8, I8, 16, 32, 1)
MFMA(v_mfma_f32_32x32x4_2b_bf16, BF16, 32, 4, 2)
MFMA(v_mfma_f32_16x16x4_4b_bf16, BF16, 16, 4, 4)
MFMA(v_mfma_f32_4x4x4_16b_bf16, BF16, 4, 4, 16)
MFMA(v_mfma_f32_32x32x8_bf16, BF16, 32, 8, 1)
MFMA(v_mfma_f32_16x16x16_bf16, BF16, 16, 16, 1)

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_gfx940[AMDGPU_OP_COUNT] = {
    E(v_pk_fma_f32), E(v_pk_mul_f32), E(v_pk_add_f32), E(v_pk_mov_b32),
    E(v_pk_fma_f16), E(v_pk_add_f16), E(v_pk_mul_f16), E(v_pk_min_f16), E(v_pk_max_f16),
    [AMDGPU_OP_v_accvgpr_read_b32] = x_accvgpr, [AMDGPU_OP_v_accvgpr_write_b32] = x_accvgpr,
    [AMDGPU_OP_v_accvgpr_mov_b32] = x_accvgpr,
    E(v_mfma_f32_32x32x1f32), E(v_mfma_f32_16x16x1f32), E(v_mfma_f32_4x4x1f32),
    E(v_mfma_f32_32x32x2f32), E(v_mfma_f32_16x16x4f32), E(v_mfma_f32_32x32x4f16),
    E(v_mfma_f32_16x16x4f16), E(v_mfma_f32_4x4x4f16), E(v_mfma_f32_32x32x8f16),
    E(v_mfma_f32_16x16x16f16), E(v_mfma_i32_32x32x4i8), E(v_mfma_i32_16x16x4i8),
    E(v_mfma_i32_4x4x4i8), E(v_mfma_i32_32x32x16_i8), E(v_mfma_i32_16x16x32_i8),
    E(v_mfma_f32_32x32x4_2b_bf16), E(v_mfma_f32_16x16x4_4b_bf16), E(v_mfma_f32_4x4x4_16b_bf16),
    E(v_mfma_f32_32x32x8_bf16), E(v_mfma_f32_16x16x16_bf16),
};
