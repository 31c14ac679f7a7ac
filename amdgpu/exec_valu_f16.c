/* amdgpu/exec_valu_f16.c - half-precision VALU semantics (VI: one f16 in
 * the low half of a dword, high half written as zero). Each operation is
 * computed in double - exact for one add/mul of f16 values - and rounded
 * once to f16 (amdgpu_out16); fma/mad of f16 round twice only when the
 * double result is itself inexact, which needs operands 2^40 apart.
 * Transcendentals as in exec_valu_f32.c (correctly rounded or within
 * hardware error). Denormals follow MODE's f64/f16 field. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

#define F16(name, n, expr)                                                     \
    static double f_##name(double a, double b, double c)                       \
    {                                                                          \
        (void)a, (void)b, (void)c;                                             \
        return (expr);                                                         \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        return amdgpu_valu_f16(w, in, n, f_##name);                              \
    }

static double mad16(double a, double b, double c)
{
    /* The product of two f16 is exact in double; round it to f16 first. */
    double p = amdgpu_h2f(amdgpu_d2h(a * b, false));
    return p + c;
}

static double fract16(double a)
{
    if (isinf(a)) return NAN;
    double r = a - floor(a);
    return r < 0x1.ffcp-1 ? r : 0x1.ffcp-1; /* largest f16 below 1 */
}

static double sincos16(double a, bool cosine)
{
    if (isinf(a)) return NAN;
    double t = 2.0 * 3.14159265358979323846 * (a - rint(a));
    return cosine ? cos(t) : sin(t);
}

static double frexp_mant16(double a)
{
    if (isinf(a) || isnan(a)) return a;
    int e;
    return frexp(a, &e);
}

/* NaN/zero rules as in f32 (minNum/maxNum, -0 < +0); no sNaN distinction. */
static double min16(double a, double b)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    return (a < b || (a == b && signbit(a))) ? a : b;
}

static double max16(double a, double b)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    return (a > b || (a == b && !signbit(a))) ? a : b;
}

F16(v_add_f16, 2, a + b)
F16(v_sub_f16, 2, a - b)
F16(v_subrev_f16, 2, b - a)
F16(v_mul_f16, 2, a * b)
F16(v_mac_f16, 3, mad16(a, b, c))
F16(v_madmk_f16, 3, mad16(a, b, c))
F16(v_madak_f16, 3, mad16(a, b, c))
F16(v_mad_f16, 3, mad16(a, b, c))
F16(v_fma_f16, 3, fma(a, b, c))
F16(v_max_f16, 2, max16(a, b))
F16(v_min_f16, 2, min16(a, b))
F16(v_rcp_f16, 1, 1.0 / a)
F16(v_sqrt_f16, 1, sqrt(a))
F16(v_rsq_f16, 1, 1.0 / sqrt(a))
F16(v_log_f16, 1, log2(a))
F16(v_exp_f16, 1, exp2(a))
F16(v_frexp_mant_f16, 1, frexp_mant16(a))
F16(v_floor_f16, 1, floor(a))
F16(v_ceil_f16, 1, ceil(a))
F16(v_trunc_f16, 1, trunc(a))
F16(v_rndne_f16, 1, nearbyint(a))
F16(v_fract_f16, 1, fract16(a))
F16(v_sin_f16, 1, sincos16(a, false))
F16(v_cos_f16, 1, sincos16(a, true))

/* Ops with an integer side. */
static int x_v_ldexp_f16(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES], b[LANES], d[LANES];
    amdgpu_vsrc32(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, b);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        int32_t e = (int32_t)b[l];
        e = e > 100 ? 100 : e < -100 ? -100 : e;
        d[l] = amdgpu_out16(w, in, ldexp(amdgpu_in16(w, a[l]), e));
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_frexp_exp_i16_f16(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES], d[LANES];
    amdgpu_vsrc32(w, in, 0, a);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        double x = amdgpu_in16(w, a[l]);
        int e = 0;
        if (!isinf(x) && !isnan(x)) frexp(x, &e);
        d[l] = (uint16_t)(int16_t)e;
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu_f16[AMDGPU_OP_COUNT] = {
    E(v_add_f16), E(v_sub_f16), E(v_subrev_f16), E(v_mul_f16), E(v_mac_f16),
    E(v_madmk_f16), E(v_madak_f16), E(v_mad_f16), E(v_fma_f16), E(v_max_f16),
    E(v_min_f16), E(v_rcp_f16), E(v_sqrt_f16), E(v_rsq_f16), E(v_log_f16), E(v_exp_f16),
    E(v_frexp_mant_f16), E(v_floor_f16), E(v_ceil_f16), E(v_trunc_f16), E(v_rndne_f16),
    E(v_fract_f16), E(v_sin_f16), E(v_cos_f16), E(v_ldexp_f16), E(v_frexp_exp_i16_f16),
};
