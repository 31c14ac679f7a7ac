/* amdgpu/exec_valu_fp.c - floating-point support of the VALU semantics (see
 * amdgpu/exec_valu_int.h for the rules; the lane-loop drivers are inline
 * there): f16 conversions, output modifiers, IEEE min/max. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

/* ---- f16 ----------------------------------------------------------------- */

float amdgpu_h2f(uint16_t h)
{
    unsigned e = h >> 10 & 31, m = h & 0x3ff;
    float v;
    if (e == 31) v = m ? NAN : INFINITY;
    else if (e == 0) v = ldexpf((float)m, -24);
    else v = ldexpf((float)(m | 0x400), (int)e - 25);
    return (h & 0x8000) ? -v : v;
}

/* Rounds x to f16 in one step (no double rounding through f32). */
uint16_t amdgpu_d2h(double x, bool rtz)
{
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (isnan(x)) return sign | 0x7e00;
    if (a == 0) return sign;
    int e;
    frexp(a, &e);              /* a = f * 2^e, f in [0.5, 1) */
    int q = e - 11;            /* unit of the last place for 11 bits */
    if (q < -24) q = -24;      /* denormal range: fixed quantum 2^-24 */
    double units = ldexp(a, -q);
    double r = rtz ? trunc(units) : nearbyint(units);
    double v = ldexp(r, q);
    if (isinf(x)) return sign | 0x7c00;
    if (v > 65504.0) return sign | (rtz ? 0x7bff : 0x7c00);
    /* Re-encode the exact f16 value v. */
    if (v < ldexp(1.0, -14)) return sign | (uint16_t)ldexp(v, 24);
    frexp(v, &e);
    unsigned mant = (unsigned)ldexp(v, 11 - e) & 0x3ff;
    return sign | (uint16_t)((unsigned)(e + 14) << 10 | mant);
}

double amdgpu_in16(const amdgpu_wave *w, uint32_t u)
{
    uint16_t h = (uint16_t)u;
    if (!(amdgpu_denorm_mode(w, AMDGPU_FP16) & 1) && (h & 0x7c00) == 0) h &= 0x8000;
    return amdgpu_h2f(h);
}

double amdgpu_omod_clamp(const amdgpu_wave *w, const amdgpu_inst *in, double r)
{
    static const double scale[4] = {1.0, 2.0, 4.0, 0.5};
    r *= scale[in->vop.omod & 3];
    if (in->vop.clamp) {
        if (isnan(r)) r = (w->mode >> 8 & 1) ? 0.0 : r;
        else if (r < 0.0 || (r == 0.0 && signbit(r))) r = 0.0;
        else if (r > 1.0) r = 1.0;
    }
    return r;
}

uint32_t amdgpu_out16(const amdgpu_wave *w, const amdgpu_inst *in, double r)
{
    uint16_t h = amdgpu_d2h(amdgpu_omod_clamp(w, in, r), false);
    if (!(amdgpu_denorm_mode(w, AMDGPU_FP16) & 2) && (h & 0x7c00) == 0) h &= 0x8000;
    return h;
}

/* ---- min / max ----------------------------------------------------------- */

static bool snan32(float x)
{
    return isnan(x) && !(amdgpu_u32(x) & 0x00400000u);
}

static bool snan64(double x)
{
    return isnan(x) && !(amdgpu_u64(x) & 0x0008000000000000ull);
}

/* lt: whether a orders before b, with -0 < +0. */
static bool lt32(float a, float b)
{
    return a < b || (a == b && signbit(a) && !signbit(b));
}

static bool lt64(double a, double b)
{
    return a < b || (a == b && signbit(a) && !signbit(b));
}

static float minmax32(const amdgpu_wave *w, float a, float b, bool max)
{
    if ((w->mode >> 9 & 1) && (snan32(a) || snan32(b))) return NAN;
    if (isnan(a)) return isnan(b) ? NAN : b;
    if (isnan(b)) return a;
    return lt32(a, b) != max ? a : b;
}

static double minmax64(const amdgpu_wave *w, double a, double b, bool max)
{
    if ((w->mode >> 9 & 1) && (snan64(a) || snan64(b))) return NAN;
    if (isnan(a)) return isnan(b) ? NAN : b;
    if (isnan(b)) return a;
    return lt64(a, b) != max ? a : b;
}

float amdgpu_fmin32(const amdgpu_wave *w, float a, float b) { return minmax32(w, a, b, false); }
float amdgpu_fmax32(const amdgpu_wave *w, float a, float b) { return minmax32(w, a, b, true); }
double amdgpu_fmin64(const amdgpu_wave *w, double a, double b) { return minmax64(w, a, b, false); }
double amdgpu_fmax64(const amdgpu_wave *w, double a, double b) { return minmax64(w, a, b, true); }
