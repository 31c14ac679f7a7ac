/* amdgpu/exec_valu_f32.c - single-precision VALU semantics: arithmetic,
 * min/max/med3, mad/mac/fma, rounding, transcendental approximations and
 * frexp/ldexp.
 *
 * Precision of the transcendental ops: the hardware's v_rcp/v_rsq/v_sqrt/
 * v_exp/v_log/v_sin/v_cos are ~1 ulp approximations, and LLVM/ROCm device
 * libraries are written to tolerate (and refine) that. Here they are
 * computed in double and rounded once, i.e. correctly rounded or within
 * 0.5 ulp + one double rounding, which is inside the hardware's error
 * bound. v_sin/v_cos take the angle in revolutions (sin(2*pi*x)); the
 * argument is reduced exactly (x - rint(x)) before scaling.
 * v_mad_f32/v_mac_f32/v_madmk/v_madak are not fused (product rounded,
 * then sum rounded) and flush f32 denormals whatever MODE says (the
 * hardware's MAD has no denormal support, which is why LLVM only selects
 * it when f32 denormals are off). v_fma_f32 is fused and honours MODE. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

#define F32(name, n, ftz, expr)                                                \
    static float f_##name(float a, float b, float c)                           \
    {                                                                          \
        (void)a, (void)b, (void)c;                                             \
        return (expr);                                                         \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        return amdgpu_valu_f32(w, in, n, f_##name, ftz);                         \
    }

/* Non-fused multiply-add: two roundings (separate statements, so the C
 * compiler may not contract them into an fma). */
static float mad(float a, float b, float c)
{
    float p = a * b;
    return p + c;
}

/* DX9 "legacy" multiply: 0 times anything (even inf or NaN) is 0. */
static float mul_legacy(float a, float b)
{
    if (a == 0.0f || b == 0.0f) return 0.0f;
    return a * b;
}

static float mad_legacy(float a, float b, float c)
{
    float p = mul_legacy(a, b);
    return p + c;
}

static float fract32(float a)
{
    if (isinf(a)) return NAN;
    float r = a - floorf(a);
    return r < 0x1.fffffep-1f ? r : 0x1.fffffep-1f; /* largest float below 1 */
}

static float sincos_rev(float a, bool cosine)
{
    if (isinf(a)) return NAN;
    double r = (double)a - rint((double)a); /* exact: revolutions mod 1 */
    double t = 2.0 * 3.14159265358979323846 * r;
    return (float)(cosine ? cos(t) : sin(t));
}

static float frexp_mant(float a)
{
    if (isinf(a) || isnan(a)) return a;
    int e;
    return frexpf(a, &e);
}

F32(v_add_f32, 2, false, a + b)
F32(v_sub_f32, 2, false, a - b)
F32(v_subrev_f32, 2, false, b - a)
F32(v_mul_f32, 2, false, a * b)
F32(v_mul_legacy_f32, 2, false, mul_legacy(a, b))
F32(v_mac_f32, 3, true, mad(a, b, c))
F32(v_madmk_f32, 3, true, mad(a, b, c))
F32(v_madak_f32, 3, true, mad(a, b, c))
F32(v_mad_f32, 3, true, mad(a, b, c))
F32(v_mad_legacy_f32, 3, true, mad_legacy(a, b, c))
F32(v_fma_f32, 3, false, fmaf(a, b, c))
F32(v_fract_f32, 1, false, fract32(a))
F32(v_trunc_f32, 1, false, truncf(a))
F32(v_ceil_f32, 1, false, ceilf(a))
F32(v_rndne_f32, 1, false, nearbyintf(a))
F32(v_floor_f32, 1, false, floorf(a))
F32(v_exp_f32, 1, false, (float)exp2((double)a))
F32(v_log_f32, 1, false, (float)log2((double)a))
F32(v_rcp_f32, 1, false, 1.0f / a)
F32(v_rcp_iflag_f32, 1, false, 1.0f / a)
F32(v_rsq_f32, 1, false, (float)(1.0 / sqrt((double)a)))
F32(v_sqrt_f32, 1, false, sqrtf(a))
F32(v_sin_f32, 1, false, sincos_rev(a, false))
F32(v_cos_f32, 1, false, sincos_rev(a, true))
F32(v_frexp_mant_f32, 1, false, frexp_mant(a))

/* ---- min / max / med3 (NaN and signed-zero rules in exec_valu_fp.c) ------ */

static int minmax(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc, int kind)
{
    uint32_t s[3][LANES], d[LANES];
    for (unsigned i = 0; i < nsrc; i++) amdgpu_vsrc32(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        float a = amdgpu_in32(w, s[0][l]), b = amdgpu_in32(w, s[1][l]), r;
        float c = nsrc > 2 ? amdgpu_in32(w, s[2][l]) : 0.0f;
        switch (kind) {
        case 0: r = amdgpu_fmin32(w, a, b); break;
        case 1: r = amdgpu_fmax32(w, a, b); break;
        case 2: r = amdgpu_fmin32(w, amdgpu_fmin32(w, a, b), c); break;
        case 3: r = amdgpu_fmax32(w, amdgpu_fmax32(w, a, b), c); break;
        default: /* med3: a NaN operand gives the min of the other two... */
            if (isnan(a) || isnan(b) || isnan(c)) r = amdgpu_fmin32(w, amdgpu_fmin32(w, a, b), c);
            else r = amdgpu_fmax32(w, amdgpu_fmin32(w, a, b), amdgpu_fmin32(w, amdgpu_fmax32(w, a, b), c));
            break;
        }
        d[l] = amdgpu_out32(w, in, r);
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_min_f32(amdgpu_wave *w, const amdgpu_inst *in) { return minmax(w, in, 2, 0); }
static int x_v_max_f32(amdgpu_wave *w, const amdgpu_inst *in) { return minmax(w, in, 2, 1); }
static int x_v_min3_f32(amdgpu_wave *w, const amdgpu_inst *in) { return minmax(w, in, 3, 2); }
static int x_v_max3_f32(amdgpu_wave *w, const amdgpu_inst *in) { return minmax(w, in, 3, 3); }
static int x_v_med3_f32(amdgpu_wave *w, const amdgpu_inst *in) { return minmax(w, in, 3, 4); }

/* ---- frexp_exp / ldexp (an integer on one side) -------------------------- */

static int x_v_frexp_exp_i32_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES], d[LANES];
    amdgpu_vsrc32(w, in, 0, a);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        float x = amdgpu_in32(w, a[l]);
        int e = 0;
        if (!isinf(x) && !isnan(x)) frexpf(x, &e);
        d[l] = (uint32_t)e;
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

static int x_v_ldexp_f32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES], b[LANES], d[LANES];
    amdgpu_vsrc32(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, b);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        int32_t e = (int32_t)b[l];
        e = e > 1000 ? 1000 : e < -1000 ? -1000 : e; /* beyond any f32 range */
        d[l] = amdgpu_out32(w, in, ldexpf(amdgpu_in32(w, a[l]), e));
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu_f32[AMDGPU_OP_COUNT] = {
    E(v_add_f32), E(v_sub_f32), E(v_subrev_f32), E(v_mul_f32), E(v_mul_legacy_f32),
    E(v_mac_f32), E(v_madmk_f32), E(v_madak_f32), E(v_mad_f32), E(v_mad_legacy_f32),
    E(v_fma_f32), E(v_fract_f32), E(v_trunc_f32), E(v_ceil_f32), E(v_rndne_f32),
    E(v_floor_f32), E(v_exp_f32), E(v_log_f32), E(v_rcp_f32), E(v_rcp_iflag_f32),
    E(v_rsq_f32), E(v_sqrt_f32), E(v_sin_f32), E(v_cos_f32), E(v_frexp_mant_f32),
    E(v_min_f32), E(v_max_f32), E(v_min3_f32), E(v_max3_f32), E(v_med3_f32),
    E(v_frexp_exp_i32_f32), E(v_ldexp_f32),
};
