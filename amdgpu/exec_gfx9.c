/* amdgpu/exec_gfx9.c - semantics of the integer and scalar operations GFX9
 * and CDNA3 (gfx940) added to GCN3's (the ids of amdgpu/isa_ops_gfx9.h):
 * carry-less adds, three-operand integer ops, the 64-bit shift-add,
 * v_mov_b64, fused f32/f64 multiply-adds, v_pack_b32_f16, GFX9's
 * v_fma_f16/v_mad_f16 with op_sel, and the SOP2 additions. Each is
 * what the CDNA3 ISA guide's pseudo-code says; test/amdgpu_alu/
 * test_gfx940.c checks them against C references. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

/* ---- 32-bit integer VALU ---------------------------------------------------- */

#define OP(name, n, expr)                                                      \
    static uint32_t f_##name(uint32_t a, uint32_t b, uint32_t c)               \
    {                                                                          \
        (void)a, (void)b, (void)c;                                             \
        return (uint32_t)(expr);                                               \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                 \
    {                                                                          \
        return amdgpu_valu_u32(w, in, n, f_##name);                            \
    }

/* The carry-less adds saturate with the VOP3 clamp bit (unsigned). */
static uint32_t sat_add(uint32_t a, uint32_t b) { return a + b < a ? UINT32_MAX : a + b; }
static uint32_t sat_sub(uint32_t a, uint32_t b) { return a < b ? 0 : a - b; }

OP(add, 2, a + b)
OP(sub, 2, a - b)
OP(subrev, 2, b - a)
OP(add_clamp, 2, sat_add(a, b))
OP(sub_clamp, 2, sat_sub(a, b))
OP(subrev_clamp, 2, sat_sub(b, a))
OP(v_xad_u32, 3, (a ^ b) + c)
OP(v_lshl_add_u32, 3, (a << (b & 31)) + c)
OP(v_add_lshl_u32, 3, (a + b) << (c & 31))
OP(v_add3_u32, 3, a + b + c)
OP(v_lshl_or_b32, 3, (a << (b & 31)) | c)
OP(v_and_or_b32, 3, (a & b) | c)
OP(v_or3_b32, 3, a | b | c)
OP(v_xnor_b32, 2, ~(a ^ b))

static int x_v_add_nc_u32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->vop.clamp ? x_add_clamp(w, in) : x_add(w, in);
}

static int x_v_sub_nc_u32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->vop.clamp ? x_sub_clamp(w, in) : x_sub(w, in);
}

static int x_v_subrev_nc_u32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->vop.clamp ? x_subrev_clamp(w, in) : x_subrev(w, in);
}

/* v_add_i32 / v_sub_i32 (VOP3, gfx9): signed; clamp saturates. */
static uint32_t sat_i32(int64_t r, bool clamp)
{
    if (clamp) r = r > INT32_MAX ? INT32_MAX : r < INT32_MIN ? INT32_MIN : r;
    return (uint32_t)r;
}

OP(add_i32, 2, sat_i32((int64_t)(int32_t)a + (int32_t)b, false))
OP(add_i32_clamp, 2, sat_i32((int64_t)(int32_t)a + (int32_t)b, true))
OP(sub_i32, 2, sat_i32((int64_t)(int32_t)a - (int32_t)b, false))
OP(sub_i32_clamp, 2, sat_i32((int64_t)(int32_t)a - (int32_t)b, true))

static int x_v_add_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->vop.clamp ? x_add_i32_clamp(w, in) : x_add_i32(w, in);
}

static int x_v_sub_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->vop.clamp ? x_sub_i32_clamp(w, in) : x_sub_i32(w, in);
}

/* v_pack_b32_f16: D = {S1.f16, S0.f16}, each taken from its source's hi
 * half when its op_sel bit is set, else from the lo half; the source's
 * abs/neg act on that half's sign bit (bit 15 once selected). hipcc
 * emits it for __halves2half2 and __half2 arithmetic on gfx940. */
static uint32_t pack_half(uint32_t v, unsigned sel, unsigned mods)
{
    uint32_t h = (sel ? v >> 16 : v) & 0xffff;
    if (mods & AMDGPU_MOD_ABS) h &= 0x7fff;
    if (mods & AMDGPU_MOD_NEG) h ^= 0x8000;
    return h;
}

static int x_v_pack_b32_f16(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t s[2][LANES], d[LANES];
    for (unsigned i = 0; i < 2; i++) {
        amdgpu_opnd o = in->src[i];
        o.mods = 0;
        amdgpu_vread32(w, in, o, AMDGPU_T_F16, s[i]);
    }
    unsigned m0 = in->src[0].mods, m1 = in->src[1].mods, sel = in->vop.op_sel;
    uint64_t lanes = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < LANES; l++)
        d[l] = pack_half(s[0][l], sel & 1, m0) | pack_half(s[1][l], sel >> 1 & 1, m1) << 16;
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* v_fma_f16 / v_mad_f16 of GFX9 (the *_opsel ids): each source's f16 is
 * its hi half when its op_sel bit is set, else its lo half (abs/neg act
 * on that half); the result goes to the destination's hi half when
 * op_sel[3] is set, else its lo half, and the other half is kept.
 * Computed as gfx803's (exec_valu_f16.c): in double, one rounding (mad
 * rounds the product first), the wave's f16 denormal mode, clamp. */
static int f16_opsel(amdgpu_wave *w, const amdgpu_inst *in, bool fused)
{
    uint32_t s[3][LANES], old[LANES], d[LANES];
    for (unsigned i = 0; i < 3; i++) {
        amdgpu_opnd o = in->src[i];
        o.mods = 0;
        amdgpu_vread32(w, in, o, AMDGPU_T_F16, s[i]);
    }
    amdgpu_opnd od = in->dst[0];
    od.mods = 0;
    amdgpu_vread32(w, in, od, AMDGPU_T_B32, old);
    unsigned sel = in->vop.op_sel;
    uint64_t lanes = amdgpu_wave_exec(w);
    for (unsigned l = 0; l < LANES; l++) {
        double x[3];
        for (unsigned i = 0; i < 3; i++) x[i] = amdgpu_in16(w, pack_half(s[i][l], sel >> i & 1, in->src[i].mods));
        double p = fused ? x[0] * x[1] : amdgpu_h2f(amdgpu_d2h(x[0] * x[1], false));
        uint32_t h = amdgpu_out16(w, in, fused ? fma(x[0], x[1], x[2]) : p + x[2]) & 0xffff;
        d[l] = sel >> 3 & 1 ? (old[l] & 0xffff) | h << 16 : (old[l] & 0xffff0000u) | h;
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_fma_f16_opsel(amdgpu_wave *w, const amdgpu_inst *in) { return f16_opsel(w, in, true); }
static int x_v_mad_f16_opsel(amdgpu_wave *w, const amdgpu_inst *in) { return f16_opsel(w, in, false); }

/* ---- 64-bit ------------------------------------------------------------------- */

/* v_lshl_add_u64: D = (S0 << S1[2:0]) + S2 (the guide: shift 0..4). */
static uint64_t f_lshl_add_u64(uint64_t a, uint64_t b, uint64_t c) { return (a << (b & 7)) + c; }

static int x_v_lshl_add_u64(amdgpu_wave *w, const amdgpu_inst *in)
{
    static const unsigned srcw[3] = {2, 1, 2};
    return amdgpu_valu_u64(w, in, 3, srcw, f_lshl_add_u64);
}

static uint64_t f_mov64(uint64_t a, uint64_t b, uint64_t c)
{
    (void)b, (void)c;
    return a;
}

static int x_v_mov_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    static const unsigned srcw[3] = {2, 0, 0};
    return amdgpu_valu_u64(w, in, 1, srcw, f_mov64);
}

/* ---- fused multiply-adds ---------------------------------------------------------
 * v_fmac_f32 (D = S0 * S1 + D), v_fmamk_f32 (S0 * K + S1), v_fmaak_f32
 * (S0 * S1 + K): the decoder puts the addend (old D, S1 or K) in src[2]
 * and K of fmamk in src[1], as for gfx803's v_mac/v_madmk/v_madak.
 * Fused (one rounding) and with the wave's denormal mode, unlike v_mac. */
static float fma3(float a, float b, float c) { return fmaf(a, b, c); }
static double fma3d(double a, double b, double c) { return fma(a, b, c); }

static int x_fma_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_f32(w, in, 3, fma3, false);
}

static int x_v_fmac_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_f64(w, in, 3, fma3d);
}

/* ---- SOP2 ----------------------------------------------------------------------- */

#define SOP2(name, expr, scc_expr)                                             \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                 \
    {                                                                          \
        uint32_t a = amdgpu_ssrc32(w, in, 0), b = amdgpu_ssrc32(w, in, 1), d;  \
        d = (uint32_t)(expr);                                                  \
        scc_expr;                                                              \
        amdgpu_sset(w, in->dst[0], d);                                         \
        w->pc += in->size;                                                     \
        return AMDGPU_EXEC_OK;                                                 \
    }

/* s_lshlN_add_u32: D = (S0 << N) + S1, SCC = the unsigned carry out. */
static uint32_t lshl_add(uint32_t a, uint32_t b, unsigned n, bool *carry)
{
    uint64_t r = ((uint64_t)a << n) + b;
    *carry = r >> 32 != 0;
    return (uint32_t)r;
}

static void set_scc(amdgpu_wave *w, bool c) { w->scc = c; }

SOP2(s_mul_hi_u32, (uint64_t)a * b >> 32, (void)0)
SOP2(s_mul_hi_i32, (uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32, (void)0)
SOP2(s_pack_ll_b32_b16, (a & 0xffff) | b << 16, (void)0)
SOP2(s_pack_lh_b32_b16, (a & 0xffff) | (b & 0xffff0000u), (void)0)
SOP2(s_pack_hh_b32_b16, a >> 16 | (b & 0xffff0000u), (void)0)

#define LSHL_ADD(n)                                                            \
    static int x_s_lshl##n##_add_u32(amdgpu_wave *w, const amdgpu_inst *in)    \
    {                                                                          \
        bool c;                                                                \
        uint32_t d = lshl_add(amdgpu_ssrc32(w, in, 0), amdgpu_ssrc32(w, in, 1), n, &c); \
        set_scc(w, c);                                                         \
        amdgpu_sset(w, in->dst[0], d);                                         \
        w->pc += in->size;                                                     \
        return AMDGPU_EXEC_OK;                                                 \
    }
LSHL_ADD(1)
LSHL_ADD(2)
LSHL_ADD(3)
LSHL_ADD(4)

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_gfx9[AMDGPU_OP_COUNT] = {
    E(v_add_nc_u32), E(v_sub_nc_u32), E(v_subrev_nc_u32), E(v_add_i32), E(v_sub_i32),
    E(v_xad_u32), E(v_lshl_add_u32), E(v_add_lshl_u32), E(v_add3_u32), E(v_lshl_or_b32),
    E(v_and_or_b32), E(v_or3_b32), E(v_xnor_b32), E(v_lshl_add_u64), E(v_mov_b64),
    E(v_pack_b32_f16), E(v_fma_f16_opsel), E(v_mad_f16_opsel),
    [AMDGPU_OP_v_fmac_f32] = x_fma_f32, [AMDGPU_OP_v_fmamk_f32] = x_fma_f32,
    [AMDGPU_OP_v_fmaak_f32] = x_fma_f32, E(v_fmac_f64),
    E(s_mul_hi_u32), E(s_mul_hi_i32), E(s_pack_ll_b32_b16), E(s_pack_lh_b32_b16),
    E(s_pack_hh_b32_b16), E(s_lshl1_add_u32), E(s_lshl2_add_u32), E(s_lshl3_add_u32),
    E(s_lshl4_add_u32),
};
