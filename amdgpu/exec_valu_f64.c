/* amdgpu/exec_valu_f64.c - double-precision VALU semantics, including the
 * division helpers LLVM's fdiv expansion uses (v_div_scale, v_div_fmas,
 * v_div_fixup, for f32 and f64) and v_trig_preop_f64.
 *
 * v_rcp_f64/v_rsq_f64/v_sqrt_f64: correctly rounded (rsq through long
 * double), tighter than the hardware's approximations that LLVM refines.
 *
 * Division helpers (GCN3 ISA, VOP3a/VOP3b opcode descriptions): div_scale
 * scales an operand by 2^+-64 (f32) / 2^+-128 (f64) when the quotient or
 * the reciprocal would be denormal or overflow, and sets the lane's bit in
 * its SGPR-pair destination when the final quotient must be rescaled.
 * The manual scales the denominator up in the "huge denominator, tiny
 * quotient" case, which overflows it; scaling it down is what makes the
 * sequence work, so that is done here.
 * div_fmas is fma(S0, S1, S2), and with the lane's VCC bit set it undoes
 * that scaling: x 2^64 (f32) / 2^128 (f64) when the scaled quotient S2 is
 * at least 1 (the denominator was scaled up), else x 2^-64 / 2^-128 (the
 * numerator was). The manual's text gives a fixed power of two there;
 * this reading is the one under which LLVM's expansion returns the
 * correctly rounded quotient, which test/amdgpu_alu checks end to end.
 * div_fixup handles the special operands (NaN, 0/0, inf/inf, x/0, ...). */
#include <fenv.h>
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

#define F64(name, n, expr)                                                     \
    static double f_##name(double a, double b, double c)                       \
    {                                                                          \
        (void)a, (void)b, (void)c;                                             \
        return (expr);                                                         \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        return amdgpu_valu_f64(w, in, n, f_##name);                              \
    }

static double fract64(double a)
{
    if (isinf(a)) return NAN;
    double r = a - floor(a);
    return r < 0x1.fffffffffffffp-1 ? r : 0x1.fffffffffffffp-1;
}

static double frexp_mant64(double a)
{
    if (isinf(a) || isnan(a)) return a;
    int e;
    return frexp(a, &e);
}

F64(v_add_f64, 2, a + b)
F64(v_mul_f64, 2, a * b)
F64(v_fma_f64, 3, fma(a, b, c))
F64(v_trunc_f64, 1, trunc(a))
F64(v_ceil_f64, 1, ceil(a))
F64(v_rndne_f64, 1, nearbyint(a))
F64(v_floor_f64, 1, floor(a))
F64(v_fract_f64, 1, fract64(a))
F64(v_rcp_f64, 1, 1.0 / a)
F64(v_rsq_f64, 1, (double)(1.0L / sqrtl((long double)a)))
F64(v_sqrt_f64, 1, sqrt(a))
F64(v_frexp_mant_f64, 1, frexp_mant64(a))

/* min/max need the wave's IEEE mode. */
static int minmax64(amdgpu_wave *w, const amdgpu_inst *in, bool max)
{
    uint64_t a[LANES], b[LANES], d[LANES];
    amdgpu_vsrc64(w, in, 0, a);
    amdgpu_vsrc64(w, in, 1, b);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        double x = amdgpu_in64(w, a[l]), y = amdgpu_in64(w, b[l]);
        d[l] = amdgpu_out64(w, in, max ? amdgpu_fmax64(w, x, y) : amdgpu_fmin64(w, x, y));
    }
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_min_f64(amdgpu_wave *w, const amdgpu_inst *in) { return minmax64(w, in, false); }
static int x_v_max_f64(amdgpu_wave *w, const amdgpu_inst *in) { return minmax64(w, in, true); }

/* Integer operand on one side: ldexp (S1 = exponent) and frexp_exp. */
static int x_v_ldexp_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t a[LANES], d[LANES];
    uint32_t e[LANES];
    amdgpu_vsrc64(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, e);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        int32_t k = (int32_t)e[l];
        k = k > 5000 ? 5000 : k < -5000 ? -5000 : k;
        d[l] = amdgpu_out64(w, in, ldexp(amdgpu_in64(w, a[l]), k));
    }
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_frexp_exp_i32_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t a[LANES];
    uint32_t d[LANES];
    amdgpu_vsrc64(w, in, 0, a);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        double x = amdgpu_in64(w, a[l]);
        int e = 0;
        if (!isinf(x) && !isnan(x)) frexp(x, &e);
        d[l] = (uint32_t)e;
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- division helpers, shared by f32 and f64 ----------------------------- *
 * Computed in double for both precisions: f32 values are exact in double,
 * and the f32 results are rounded once at the end. Parameters per
 * precision: mantissa bits, exponent bias, scale exponent. */
typedef struct divp {
    int emax, scale, big, tiny_num; /* bias, 2^scale, exponent-gap and tiny-numerator limits */
} divp;

static const divp DIV32 = {127, 64, 96, 23}, DIV64 = {1023, 128, 768, 53};

/* The biased exponent field of x in the precision (0 for denormals). */
static int bexp(double x, const divp *p)
{
    int e;
    frexp(x, &e);
    return e - 1 + p->emax > 0 ? e - 1 + p->emax : 0;
}

static bool tiny(double x, const divp *p) /* denormal (or zero) in the precision */
{
    return fabs(x) < ldexp(1.0, 1 - p->emax);
}

/* {vcc, D} = div_scale(S0, S1 = denominator, S2 = numerator), where S0 is
 * one of the other two: both calls of LLVM's expansion scale alike unless
 * VCC says the final quotient needs rescaling. */
static double div_scale(double s0, double den, double num, const divp *p, bool *vcc)
{
    *vcc = false;
    if (num == 0 || den == 0 || isnan(num) || isnan(den)) return NAN;
    if (isinf(num) || isinf(den)) return s0;
    double q = num / den, r = 1.0 / den;
    if (bexp(num, p) - bexp(den, p) >= p->big) { /* quotient near overflow */
        *vcc = true;
        return s0 == den ? ldexp(s0, p->scale) : s0;
    }
    if (tiny(den, p)) return ldexp(s0, p->scale);
    if (tiny(r, p) && tiny(q, p)) { /* huge denominator, tiny quotient */
        *vcc = true;
        return s0 == den ? ldexp(s0, -p->scale) : s0;
    }
    if (tiny(r, p)) return ldexp(s0, -p->scale);
    if (tiny(q, p)) {
        *vcc = true;
        return s0 == num ? ldexp(s0, p->scale) : s0;
    }
    if (bexp(num, p) <= p->tiny_num) return ldexp(s0, p->scale); /* numerator tiny */
    return s0;
}

/* fma(a, b, c) * 2^e in long double, rounded to odd (toward zero, then
 * the last bit set when inexact): the caller's one rounding to f64/f32
 * from there equals a single rounding of the exact value, even into the
 * denormal range (64 bits of precision > 53 + 2). */
static long double fma_odd(double a, double b, double c, int e)
{
    int mode = fegetround();
    fesetround(FE_TOWARDZERO);
    feclearexcept(FE_INEXACT);
    volatile long double r = fmal(a, b, c);
    bool inexact = fetestexcept(FE_INEXACT) != 0;
    fesetround(mode);
    long double t = r;
    if (inexact && isfinite(t) && t != 0) {
        int x;
        long double m = frexpl(t, &x);                  /* |m| in [0.5, 1) */
        uint64_t bits = (uint64_t)ldexpl(fabsl(m), 64); /* 64 significant bits */
        t = copysignl(ldexpl((long double)(bits | 1), x - 64), t);
    }
    return ldexpl(t, e);
}

static long double div_fmas(double a, double b, double c, bool vcc, const divp *p)
{
    if (!vcc && p == &DIV64) return fma(a, b, c); /* already one rounding */
    int e = vcc ? (fabs(c) >= 1.0 ? p->scale : -p->scale) : 0;
    return fma_odd(a, b, c, e);
}

/* D = quotient S0 fixed up for special numerator S2 / denominator S1. */
static double div_fixup(double q, double den, double num, double huge)
{
    bool neg = signbit(den) != signbit(num);
    if (isnan(num)) return num;
    if (isnan(den)) return den;
    if (den == 0 && num == 0) return NAN;
    if (isinf(den) && isinf(num)) return NAN;
    if (den == 0 || isinf(num)) return neg ? -INFINITY : INFINITY;
    if (isinf(den) || num == 0) return neg ? -0.0 : 0.0;
    if (isnan(q)) return neg ? -huge : huge; /* the scaled path overflowed */
    return neg ? -fabs(q) : fabs(q);
}

static int x_v_div_scale_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t s[3][LANES], d[LANES], bits = 0;
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc64(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        bool v;
        double r = div_scale(amdgpu_in64(w, s[0][l]), amdgpu_in64(w, s[1][l]), amdgpu_in64(w, s[2][l]),
                             &DIV64, &v);
        d[l] = amdgpu_u64(r);
        bits |= (uint64_t)v << l;
    }
    amdgpu_vdst64(w, in, lanes, d);
    amdgpu_sdst_mask(w, in->dst[1], lanes, bits);
    return amdgpu_valu_next(w, in);
}

static int x_v_div_scale_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t s[3][LANES], d[LANES];
    uint64_t bits = 0;
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc32(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        bool v;
        double r = div_scale(amdgpu_in32(w, s[0][l]), amdgpu_in32(w, s[1][l]), amdgpu_in32(w, s[2][l]),
                             &DIV32, &v);
        d[l] = amdgpu_u32((float)r);
        bits |= (uint64_t)v << l;
    }
    amdgpu_vdst32(w, in, lanes, d);
    amdgpu_sdst_mask(w, in->dst[1], lanes, bits);
    return amdgpu_valu_next(w, in);
}

static int x_v_div_fmas_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t s[3][LANES], d[LANES], vcc = amdgpu_wave_vcc(w);
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc64(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        d[l] = amdgpu_out64(w, in, (double)div_fmas(amdgpu_in64(w, s[0][l]), amdgpu_in64(w, s[1][l]),
                                                  amdgpu_in64(w, s[2][l]), vcc >> l & 1, &DIV64));
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_div_fmas_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t s[3][LANES], d[LANES];
    uint64_t vcc = amdgpu_wave_vcc(w);
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc32(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        d[l] = amdgpu_out32(w, in, (float)div_fmas(amdgpu_in32(w, s[0][l]), amdgpu_in32(w, s[1][l]),
                                                 amdgpu_in32(w, s[2][l]), vcc >> l & 1, &DIV32));
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_div_fixup_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t s[3][LANES], d[LANES];
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc64(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        d[l] = amdgpu_out64(w, in, div_fixup(amdgpu_in64(w, s[0][l]), amdgpu_in64(w, s[1][l]),
                                           amdgpu_in64(w, s[2][l]), INFINITY));
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_div_fixup_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t s[3][LANES], d[LANES];
    for (unsigned i = 0; i < 3; i++) amdgpu_vsrc32(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        d[l] = amdgpu_out32(w, in, (float)div_fixup(amdgpu_in32(w, s[0][l]), amdgpu_in32(w, s[1][l]),
                                                  amdgpu_in32(w, s[2][l]), INFINITY));
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- v_trig_preop_f64 ---------------------------------------------------- *
 * D = 53 bits of 2/pi starting shift bits into its fraction, scaled by
 * 2^(-53 - shift): shift = S1[4:0] * 53, plus (exponent(S0) - 1077) for
 * large S0; the result is scaled up by 2^128 when exponent(S0) >= 1968.
 * The table holds the 1201 fraction bits the hardware has (MSB first;
 * computed with Machin's formula in integer arithmetic; it matches the
 * classic fdlibm ipio2 table). */
static const uint64_t two_over_pi[19] = {
    0xa2f9836e4e441529ull, 0xfc2757d1f534ddc0ull, 0xdb6295993c439041ull, 0xfe5163abdebbc561ull,
    0xb7246e3a424dd2e0ull, 0x06492eea09d1921cull, 0xfe1deb1cb129a73eull, 0xe88235f52ebb4484ull,
    0xe99c7026b45f7e41ull, 0x3991d639835339f4ull, 0x9c845f8bbdf9283bull, 0x1ff897ffde05980full,
    0xef2f118b5a0a6d1full, 0x6d367ecf27cb09b7ull, 0x4f463f669e5fea2dull, 0x7527bac7ebe5f17bull,
    0x3d0739f78a5292eaull, 0x6bfb5fb11f8d5d08ull, 0x56033046fc7b6babull};

/* Bit i (0 = MSB) of the 1201-bit fraction; 0 past its end. */
static unsigned tpi_bit(unsigned i)
{
    if (i > 1200) return 0;
    return (unsigned)(two_over_pi[i / 64] >> (63 - i % 64) & 1);
}

static double trig_preop(uint64_t s0, uint32_t s1)
{
    unsigned e = (unsigned)(s0 >> 52 & 0x7ff);
    unsigned shift = (s1 & 31) * 53 + (e > 1077 ? e - 1077 : 0);
    uint64_t r = 0;
    for (unsigned i = 0; i < 53; i++) r = r << 1 | tpi_bit(shift + i);
    int scale = -53 - (int)shift + (e >= 1968 ? 128 : 0);
    return ldexp((double)r, scale);
}

static int x_v_trig_preop_f64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t a[LANES], d[LANES];
    uint32_t b[LANES];
    amdgpu_vsrc64(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, b);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) d[l] = amdgpu_out64(w, in, trig_preop(a[l], b[l]));
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu_f64[AMDGPU_OP_COUNT] = {
    E(v_add_f64), E(v_mul_f64), E(v_fma_f64), E(v_trunc_f64), E(v_ceil_f64),
    E(v_rndne_f64), E(v_floor_f64), E(v_fract_f64), E(v_rcp_f64), E(v_rsq_f64),
    E(v_sqrt_f64), E(v_frexp_mant_f64), E(v_min_f64), E(v_max_f64), E(v_ldexp_f64),
    E(v_frexp_exp_i32_f64), E(v_div_scale_f64), E(v_div_scale_f32), E(v_div_fmas_f64),
    E(v_div_fmas_f32), E(v_div_fixup_f64), E(v_div_fixup_f32), E(v_trig_preop_f64),
};
