/* test/amdgpu_alu/test_valu.c - per-lane VALU semantics (VOP1, VOP2, VOP3
 * integer/f32/f64/f16 arithmetic and conversions) against C references
 * written here with host arithmetic and libm (see valu_ref.h for the
 * driver and register convention). Wave MODE: all denormals on, RNE,
 * IEEE and DX10 clamp on (flush modes are tested in test_valu_misc.c). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "alu_util.h"
#include "valu_ref.h"

/* Reference makers: A/B/C raw bits; a/b/c typed. */
#define RU(n, expr)                                                            \
    static uint64_t r_##n(uint64_t A, uint64_t B, uint64_t C)                  \
    {                                                                          \
        uint32_t a = (uint32_t)A, b = (uint32_t)B, c = (uint32_t)C;            \
        (void)a, (void)b, (void)c, (void)A, (void)B, (void)C;                  \
        return (uint32_t)(expr);                                               \
    }
#define RU64(n, expr)                                                          \
    static uint64_t r_##n(uint64_t A, uint64_t B, uint64_t C)                  \
    {                                                                          \
        (void)A, (void)B, (void)C;                                             \
        return (uint64_t)(expr);                                               \
    }
#define RF(n, expr)                                                            \
    static uint64_t r_##n(uint64_t A, uint64_t B, uint64_t C)                  \
    {                                                                          \
        float a = au_f((uint32_t)A), b = au_f((uint32_t)B), c = au_f((uint32_t)C); \
        (void)a, (void)b, (void)c;                                             \
        return au_u((float)(expr));                                            \
    }
#define RD(n, expr)                                                            \
    static uint64_t r_##n(uint64_t A, uint64_t B, uint64_t C)                  \
    {                                                                          \
        double a = au_d(A), b = au_d(B), c = au_d(C);                          \
        (void)a, (void)b, (void)c;                                             \
        return au_ud((double)(expr));                                          \
    }
#define RH(n, expr)                                                            \
    static uint64_t r_##n(uint64_t A, uint64_t B, uint64_t C)                  \
    {                                                                          \
        double a = ref_h2d((uint16_t)A), b = ref_h2d((uint16_t)B), c = ref_h2d((uint16_t)C); \
        (void)a, (void)b, (void)c;                                             \
        return ref_d2h((double)(expr));                                        \
    }

static int64_t sx(uint64_t v, int bits) /* sign-extend the low bits */
{
    uint64_t m = 1ull << (bits - 1);
    v &= bits == 64 ? ~0ull : (1ull << bits) - 1;
    return (int64_t)((v ^ m) - m);
}

static uint32_t clz32(uint32_t v)
{
    uint32_t n = 0;
    if (!v) return 0xffffffffu;
    while (!(v & 0x80000000u)) v <<= 1, n++;
    return n;
}

static uint32_t ctz32(uint32_t v)
{
    uint32_t n = 0;
    if (!v) return 0xffffffffu;
    while (!(v & 1)) v >>= 1, n++;
    return n;
}

static uint32_t rev32(uint32_t v)
{
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) r = r << 1 | (v >> i & 1);
    return r;
}

static uint32_t pop(uint64_t v)
{
    uint32_t n = 0;
    while (v) n += v & 1, v >>= 1;
    return n;
}

/* minNum/maxNum with -0 < +0 and quiet/signalling NaN rules (IEEE mode). */
static bool snan_f(float x) { return isnan(x) && !(au_u(x) & 0x400000); }
static float fmn(float a, float b)
{
    if (snan_f(a) || snan_f(b)) return NAN;
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? a : b;
    return a < b ? a : b;
}
static float fmx(float a, float b)
{
    if (snan_f(a) || snan_f(b)) return NAN;
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? b : a;
    return a > b ? a : b;
}
static bool snan_d(double x) { return isnan(x) && !(au_ud(x) & 0x8000000000000ull); }
static double dmn(double a, double b)
{
    if (snan_d(a) || snan_d(b)) return NAN;
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? a : b;
    return a < b ? a : b;
}
static double dmx(double a, double b)
{
    if (snan_d(a) || snan_d(b)) return NAN;
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? b : a;
    return a > b ? a : b;
}
static float med3f(float a, float b, float c)
{
    if (isnan(a) || isnan(b) || isnan(c)) return fmn(fmn(a, b), c);
    float lo = fmn(a, b), hi = fmx(a, b);
    return fmx(lo, fmn(hi, c));
}

/* Saturating float -> int. */
static uint32_t f2i(double x)
{
    if (isnan(x)) return 0;
    x = trunc(x);
    return x < -2147483648.0 ? 0x80000000u : x > 2147483647.0 ? 0x7fffffffu : (uint32_t)(int32_t)x;
}
static uint32_t f2u(double x)
{
    if (isnan(x)) return 0;
    x = trunc(x);
    return x < 0 ? 0 : x > 4294967295.0 ? 0xffffffffu : (uint32_t)x;
}

static float fract_f(float x) { return isinf(x) ? NAN : fminf(x - floorf(x), nextafterf(1.0f, 0.0f)); }
static double fract_d(double x) { return isinf(x) ? NAN : fmin(x - floor(x), nextafter(1.0, 0.0)); }
static float frexp_m(float x) { int e; return isinf(x) || isnan(x) ? x : frexpf(x, &e); }
static uint32_t frexp_e(float x) { int e = 0; if (isfinite(x)) frexpf(x, &e); return (uint32_t)e; }
static double frexp_md(double x) { int e; return isinf(x) || isnan(x) ? x : frexp(x, &e); }
static uint32_t frexp_ed(double x) { int e = 0; if (isfinite(x)) frexp(x, &e); return (uint32_t)e; }
static float rev_sin(float x) { return isinf(x) ? NAN : (float)sin(2 * M_PI * fmod((double)x, 1.0)); }
static float rev_cos(float x) { return isinf(x) ? NAN : (float)cos(2 * M_PI * fmod((double)x, 1.0)); }
static float mad_f(float a, float b, float c) { float p = a * b; return p + c; }
static int clampi(int64_t v, int64_t lo, int64_t hi) { return (int)(v < lo ? lo : v > hi ? hi : v); }

/* ---- integer ------------------------------------------------------------- */
RU(mul_i24, sx(a, 24) * sx(b, 24))
RU(mul_hi_i24, (uint64_t)(sx(a, 24) * sx(b, 24)) >> 32)
RU(mul_u24, (uint64_t)(a & 0xffffff) * (b & 0xffffff))
RU(mul_hi_u24, (uint64_t)(a & 0xffffff) * (b & 0xffffff) >> 32)
RU(min_i, (int32_t)a < (int32_t)b ? a : b)
RU(max_i, (int32_t)a > (int32_t)b ? a : b)
RU(min_u, a < b ? a : b)
RU(max_u, a > b ? a : b)
RU(lshrrev, (uint64_t)b >> (a % 32))
RU(ashrrev, sx(b, 32) >> (a % 32))
RU(lshlrev, (uint64_t)b << (a % 32))
RU(and, a & b)
RU(or, a | b)
RU(xor, a ^ b)
RU(add16, (a + b) & 0xffff)
RU(sub16, (a - b) & 0xffff)
RU(subrev16, (b - a) & 0xffff)
RU(mullo16, ((a & 0xffff) * (b & 0xffff)) & 0xffff)
RU(lshl16, ((b & 0xffff) << (a % 16)) & 0xffff)
RU(lshr16, (b & 0xffff) >> (a % 16))
RU(ashr16, (uint64_t)(sx(b, 16) >> (a % 16)) & 0xffff)
RU(max_u16, (a & 0xffff) > (b & 0xffff) ? a & 0xffff : b & 0xffff)
RU(min_u16, (a & 0xffff) < (b & 0xffff) ? a & 0xffff : b & 0xffff)
RU(max_i16, (uint64_t)(sx(a, 16) > sx(b, 16) ? sx(a, 16) : sx(b, 16)) & 0xffff)
RU(min_i16, (uint64_t)(sx(a, 16) < sx(b, 16) ? sx(a, 16) : sx(b, 16)) & 0xffff)
RU(mov, a)
RU(not, ~a)
RU(bfrev, rev32(a))
RU(ffbh_u, clz32(a))
RU(ffbl, ctz32(a))
RU(ffbh_i, (int32_t)a < 0 ? clz32(~a) : clz32(a))
RU(mad_i24, sx(a, 24) * sx(b, 24) + sx(c, 32))
RU(mad_u24, (uint64_t)(a & 0xffffff) * (b & 0xffffff) + c)
RU(bfe_u, (c % 32) == 0 ? 0 : ((uint64_t)a >> (b % 32)) & ((1ull << (c % 32)) - 1))
RU(bfe_i, (c % 32) == 0 ? 0 : (b % 32) + (c % 32) >= 32 ? (uint64_t)(sx(a, 32) >> (b % 32))
                                                        : (uint64_t)sx((uint64_t)a >> (b % 32), (int)(c % 32)))
RU(bfi, (a & b) | (~a & c))
RU(alignbit, (((uint64_t)a << 32) | b) >> (c % 32))
RU(alignbyte, (((uint64_t)a << 32) | b) >> (8 * (c % 4)))
RU(min3_i, (uint32_t)(int32_t)fmin(fmin((int32_t)a, (int32_t)b), (int32_t)c))
RU(max3_i, (uint32_t)(int32_t)fmax(fmax((int32_t)a, (int32_t)b), (int32_t)c))
RU(min3_u, (uint32_t)fmin(fmin(a, b), c))
RU(max3_u, (uint32_t)fmax(fmax(a, b), c))
RU(med3_i, (uint32_t)(int32_t)((double)(int32_t)a + (int32_t)b + (int32_t)c -
                               fmin(fmin((int32_t)a, (int32_t)b), (int32_t)c) -
                               fmax(fmax((int32_t)a, (int32_t)b), (int32_t)c)))
RU(med3_u, (uint32_t)((double)a + b + c - fmin(fmin(a, b), c) - fmax(fmax(a, b), c)))
RU(mul_lo, (uint64_t)a * b)
RU(mul_hi_u, (uint64_t)a * b >> 32)
RU(mul_hi_i, (uint64_t)(sx(a, 32) * sx(b, 32)) >> 32)
RU(bcnt, pop(a) + b)
RU(bfm, ((1ull << (a % 32)) - 1) << (b % 32))
RU(mad_u16, ((a & 0xffff) * (b & 0xffff) + c) & 0xffff)
RU(mad_i16, (uint64_t)(sx(a, 16) * sx(b, 16) + sx(c, 16)) & 0xffff)
RU64(lshl64, B << (A % 64))
RU64(lshr64, B >> (A % 64))
RU64(ashr64, (uint64_t)((int64_t)B >> (A % 64)))
RU64(mad_u64, (uint64_t)(uint32_t)A * (uint32_t)B + C)
RU64(mad_i64, (uint64_t)(sx(A, 32) * sx(B, 32)) + C)

static uint32_t byte_of(uint64_t v, unsigned i) { return (uint32_t)(v >> (8 * i)) & 0xff; }
static uint32_t adiff(uint32_t x, uint32_t y) { return x > y ? x - y : y - x; }
RU(lerp, (((byte_of(a, 0) + byte_of(b, 0) + (c & 1)) >> 1)) |
             (((byte_of(a, 1) + byte_of(b, 1) + (c >> 8 & 1)) >> 1) << 8) |
             (((byte_of(a, 2) + byte_of(b, 2) + (c >> 16 & 1)) >> 1) << 16) |
             ((uint64_t)((byte_of(a, 3) + byte_of(b, 3) + (c >> 24 & 1)) >> 1) << 24))
RU(sad8, adiff(byte_of(a, 0), byte_of(b, 0)) + adiff(byte_of(a, 1), byte_of(b, 1)) +
             adiff(byte_of(a, 2), byte_of(b, 2)) + adiff(byte_of(a, 3), byte_of(b, 3)) + c)
RU(sadhi8, ((adiff(byte_of(a, 0), byte_of(b, 0)) + adiff(byte_of(a, 1), byte_of(b, 1)) +
             adiff(byte_of(a, 2), byte_of(b, 2)) + adiff(byte_of(a, 3), byte_of(b, 3))) << 16) + c)
RU(sad16, adiff(a & 0xffff, b & 0xffff) + adiff(a >> 16, b >> 16) + c)
RU(sad32, adiff(a, b) + c)
RU(msad8, (byte_of(b, 0) ? adiff(byte_of(a, 0), byte_of(b, 0)) : 0) +
              (byte_of(b, 1) ? adiff(byte_of(a, 1), byte_of(b, 1)) : 0) +
              (byte_of(b, 2) ? adiff(byte_of(a, 2), byte_of(b, 2)) : 0) +
              (byte_of(b, 3) ? adiff(byte_of(a, 3), byte_of(b, 3)) : 0) + c)
static uint32_t perm_byte(uint32_t a, uint32_t b, unsigned sel)
{
    uint8_t bytes[8];
    for (int i = 0; i < 4; i++) bytes[i] = (uint8_t)byte_of(b, i), bytes[4 + i] = (uint8_t)byte_of(a, i);
    if (sel < 8) return bytes[sel];
    if (sel < 12) return (bytes[2 * (sel - 8) + 1] & 0x80) ? 0xff : 0;
    return sel == 12 ? 0 : 0xff;
}
RU(perm, perm_byte(a, b, c & 0xff) | perm_byte(a, b, c >> 8 & 0xff) << 8 |
             perm_byte(a, b, c >> 16 & 0xff) << 16 | (uint64_t)perm_byte(a, b, c >> 24) << 24)
RU(pk_u16_u32, (b > 0xffff ? 0xffff : b) << 16 | (a > 0xffff ? 0xffff : a))
RU(pk_i16_i32, (uint32_t)(clampi((int32_t)b, -32768, 32767) & 0xffff) << 16 |
                   (uint32_t)(clampi((int32_t)a, -32768, 32767) & 0xffff))

/* ---- f32 ----------------------------------------------------------------- */
RF(add_f, a + b)
RF(sub_f, a - b)
RF(subrev_f, b - a)
RF(mul_f, a * b)
RF(mul_legacy_f, (a == 0 || b == 0) ? 0.0f : a * b)
RF(min_f, fmn(a, b))
RF(max_f, fmx(a, b))
RF(min3_f, fmn(fmn(a, b), c))
RF(max3_f, fmx(fmx(a, b), c))
RF(med3_f, med3f(a, b, c))
RF(fma_f, fmaf(a, b, c))
RF(fract_f, fract_f(a))
RF(trunc_f, truncf(a))
RF(ceil_f, ceilf(a))
RF(rndne_f, rintf(a))
RF(floor_f, floorf(a))
RF(exp_f, exp2f(a))
RF(log_f, log2f(a))
RF(rcp_f, 1.0f / a)
RF(rsq_f, 1.0f / sqrtf(a))
RF(sqrt_f, sqrtf(a))
RF(sin_f, rev_sin(a))
RF(cos_f, rev_cos(a))
RF(frexp_mant_f, frexp_m(a))
RU(frexp_exp_f, frexp_e(au_f(a)))
RF(ldexp_f, ldexpf(a, clampi((int32_t)au_u(b), -1000, 1000)))
/* mad/mac: not fused, f32 denormals flushed on input and output. */
static float ftz(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }
RF(mad_f, ftz(mad_f(ftz(a), ftz(b), ftz(c))))
RF(madmk_f, ftz(mad_f(ftz(a), 3.0f, ftz(b))))
RF(madak_f, ftz(mad_f(ftz(a), ftz(b), -2.5f)))
static float mul_leg(float a, float b) { return (a == 0 || b == 0) ? 0.0f : a * b; }
RF(mad_legacy_f, ftz(mul_leg(ftz(a), ftz(b)) + ftz(c)))

/* ---- f64 ----------------------------------------------------------------- */
RD(add_d, a + b)
RD(mul_d, a * b)
RD(min_d, dmn(a, b))
RD(max_d, dmx(a, b))
RD(fma_d, fma(a, b, c))
RD(trunc_d, trunc(a))
RD(ceil_d, ceil(a))
RD(rndne_d, rint(a))
RD(floor_d, floor(a))
RD(fract_d, fract_d(a))
RD(rcp_d, 1.0 / a)
RD(rsq_d, 1.0 / sqrt(a))
RD(sqrt_d, sqrt(a))
RD(frexp_mant_d, frexp_md(a))
RU64(frexp_exp_d, frexp_ed(au_d(A)))
static uint64_t r_ldexp_d(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return au_ud(ldexp(au_d(A), clampi((int32_t)(uint32_t)B, -5000, 5000)));
}

/* 2/pi's fraction, hex (the classic published ipio2 digits). */
static const char tpi_hex[] =
    "a2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163abdebbc561b7246e3a424dd2e0"
    "06492eea09d1921cfe1deb1cb129a73ee88235f52ebb4484e99c7026b45f7e413991d639835339f4"
    "9c845f8bbdf9283b1ff897ffde05980fef2f118b5a0a6d1f6d367ecf27cb09b74f463f669e5fea2d"
    "7527bac7ebe5f17b3d0739f78a5292ea6bfb5fb11f8d5d0856033046fc7b6bab";
static unsigned tpi(unsigned i) /* bit i of the fraction, 1201 bits */
{
    if (i > 1200) return 0;
    char ch = tpi_hex[i / 4];
    unsigned nib = (unsigned)(ch <= '9' ? ch - '0' : ch - 'a' + 10);
    return nib >> (3 - i % 4) & 1;
}
static uint64_t r_trig_preop(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    int e = (int)(A >> 52 & 0x7ff);
    unsigned sh = (unsigned)(B & 31) * 53 + (unsigned)(e > 1077 ? e - 1077 : 0);
    double r = 0;
    for (unsigned i = 0; i < 53; i++) r = r * 2 + tpi(sh + i);
    return au_ud(ldexp(r, -53 - (int)sh + (e >= 1968 ? 128 : 0)));
}

/* ---- conversions --------------------------------------------------------- */
RU(cvt_i32_f64, f2i(au_d(A)))
RU(cvt_u32_f64, f2u(au_d(A)))
RD(cvt_f64_i32, (double)(int32_t)(uint32_t)A)
RD(cvt_f64_u32, (double)(uint32_t)A)
RF(cvt_f32_i32, (float)(int32_t)(uint32_t)A)
RF(cvt_f32_u32, (float)(uint32_t)A)
RU(cvt_u32_f32, f2u(au_f(a)))
RU(cvt_i32_f32, f2i(au_f(a)))
RU(cvt_rpi, f2i(floor((double)au_f(a) + 0.5)))
RU(cvt_flr, f2i(floor(au_f(a))))
RF(cvt_off, (float)sx(A, 4) / 16.0f)
RF(cvt_f32_f64, (float)au_d(A))
RD(cvt_f64_f32, (double)au_f((uint32_t)A))
RF(ub0, (float)(A & 0xff))
RF(ub1, (float)(A >> 8 & 0xff))
RF(ub2, (float)(A >> 16 & 0xff))
RF(ub3, (float)(A >> 24 & 0xff))
RU(cvt_f16_f32, ref_d2h(au_f(a)))
RF(cvt_f32_f16, (float)ref_h2d((uint16_t)A))
RU(cvt_f16_u16, ref_d2h((double)(A & 0xffff)))
RU(cvt_f16_i16, ref_d2h((double)sx(A, 16)))
RU(cvt_u16_f16, isnan(ref_h2d((uint16_t)A)) ? 0 : (uint32_t)fmin(fmax(trunc(ref_h2d((uint16_t)A)), 0), 65535))
RU(cvt_i16_f16, isnan(ref_h2d((uint16_t)A)) ? 0
                : (uint32_t)clampi((int64_t)fmin(fmax(trunc(ref_h2d((uint16_t)A)), -32768), 32767), -32768, 32767) & 0xffff)
/* Toward-zero f16: the nearest-even one, stepped back if it rounded away. */
static uint32_t rtz16(float x)
{
    uint16_t h = ref_d2h(x);
    if (isnan(x) || isinf(x)) return h;
    if (fabs(ref_h2d(h)) > fabs((double)x)) h--;
    return h;
}
RU(pkrtz, rtz16(au_f(b)) << 16 | rtz16(au_f(a)))
static uint32_t snorm(float x) { return isnan(x) ? 0 : (uint32_t)(int)rint(fmax(-1, fmin(1, x)) * 32767) & 0xffff; }
static uint32_t unorm(float x) { return isnan(x) ? 0 : (uint32_t)rint(fmax(0, fmin(1, x)) * 65535); }
RU(pknorm_i16, snorm(au_f(b)) << 16 | snorm(au_f(a)))
RU(pknorm_u16, unorm(au_f(b)) << 16 | unorm(au_f(a)))
static uint32_t u8(float x) { return isnan(x) ? 0 : (uint32_t)fmax(0, fmin(255, rintf(x))); }
RU(pk_u8, (c & ~(0xffu << (8 * (b % 4)))) | u8(au_f(a)) << (8 * (b % 4)))

/* ---- f16 ----------------------------------------------------------------- */
RH(add_h, a + b)
RH(sub_h, a - b)
RH(subrev_h, b - a)
RH(mul_h, a * b)
RH(fma_h, fma(a, b, c))
RH(mad_h, ref_h2d(ref_d2h(a * b)) + c)
RH(madmk_h, ref_h2d(ref_d2h(a * 3.0)) + b)
RH(madak_h, ref_h2d(ref_d2h(a * b)) - 2.5)
RH(max_h, isnan(a) ? b : isnan(b) ? a : fmax(a, b) == 0 && a == b ? (signbit(a) ? b : a) : fmax(a, b))
RH(min_h, isnan(a) ? b : isnan(b) ? a : fmin(a, b) == 0 && a == b ? (signbit(a) ? a : b) : fmin(a, b))
RH(rcp_h, 1.0 / a)
RH(sqrt_h, sqrt(a))
RH(rsq_h, 1.0 / sqrt(a))
RH(log_h, log2(a))
RH(exp_h, exp2(a))
RH(floor_h, floor(a))
RH(ceil_h, ceil(a))
RH(trunc_h, trunc(a))
RH(rndne_h, rint(a))
RH(fract_h, isinf(a) ? NAN : fmin(a - floor(a), 0x1.ffcp-1))
RH(sin_h, isinf(a) ? NAN : sin(2 * M_PI * fmod(a, 1.0)))
RH(cos_h, isinf(a) ? NAN : cos(2 * M_PI * fmod(a, 1.0)))
RH(frexp_mant_h, isinf(a) || isnan(a) ? a : frexp_md(a))
RU(frexp_exp_h, frexp_ed(ref_h2d((uint16_t)A)) & 0xffff)
RU(ldexp_h, ref_d2h(ldexp(ref_h2d((uint16_t)A), clampi((int32_t)b, -100, 100))))

#define B(t, r) {t, r_##r, VC_BITS, 0}
#define F(t, r, u) {t, r_##r, VC_F32, u}
#define D(t, r, u) {t, r_##r, VC_F64, u}
#define H(t, r, u) {t, r_##r, VC_F16, u}

static const vcase cases[] = {
    B("v_mul_i32_i24 v10, v1, v4", mul_i24), B("v_mul_hi_i32_i24 v10, v1, v4", mul_hi_i24),
    B("v_mul_u32_u24 v10, v1, v4", mul_u24), B("v_mul_hi_u32_u24 v10, v1, v4", mul_hi_u24),
    B("v_min_i32 v10, v1, v4", min_i), B("v_max_i32 v10, v1, v4", max_i),
    B("v_min_u32 v10, v1, v4", min_u), B("v_max_u32 v10, v1, v4", max_u),
    B("v_lshrrev_b32 v10, v1, v4", lshrrev), B("v_ashrrev_i32 v10, v1, v4", ashrrev),
    B("v_lshlrev_b32 v10, v1, v4", lshlrev), B("v_and_b32 v10, v1, v4", and),
    B("v_or_b32 v10, v1, v4", or), B("v_xor_b32 v10, v1, v4", xor),
    B("v_add_u16 v10, v1, v4", add16), B("v_sub_u16 v10, v1, v4", sub16),
    B("v_subrev_u16 v10, v1, v4", subrev16), B("v_mul_lo_u16 v10, v1, v4", mullo16),
    B("v_lshlrev_b16 v10, v1, v4", lshl16), B("v_lshrrev_b16 v10, v1, v4", lshr16),
    B("v_ashrrev_i16 v10, v1, v4", ashr16), B("v_max_u16 v10, v1, v4", max_u16),
    B("v_min_u16 v10, v1, v4", min_u16), B("v_max_i16 v10, v1, v4", max_i16),
    B("v_min_i16 v10, v1, v4", min_i16), B("v_mov_b32 v10, v1", mov),
    B("v_not_b32 v10, v1", not), B("v_bfrev_b32 v10, v1", bfrev),
    B("v_ffbh_u32 v10, v1", ffbh_u), B("v_ffbl_b32 v10, v1", ffbl),
    B("v_ffbh_i32 v10, v1", ffbh_i),
    B("v_mad_i32_i24 v10, v1, v4, v6", mad_i24), B("v_mad_u32_u24 v10, v1, v4, v6", mad_u24),
    B("v_bfe_u32 v10, v1, v4, v6", bfe_u), B("v_bfe_i32 v10, v1, v4, v6", bfe_i),
    B("v_bfi_b32 v10, v1, v4, v6", bfi), B("v_lerp_u8 v10, v1, v4, v6", lerp),
    B("v_alignbit_b32 v10, v1, v4, v6", alignbit), B("v_alignbyte_b32 v10, v1, v4, v6", alignbyte),
    B("v_min3_i32 v10, v1, v4, v6", min3_i), B("v_min3_u32 v10, v1, v4, v6", min3_u),
    B("v_max3_i32 v10, v1, v4, v6", max3_i), B("v_max3_u32 v10, v1, v4, v6", max3_u),
    B("v_med3_i32 v10, v1, v4, v6", med3_i), B("v_med3_u32 v10, v1, v4, v6", med3_u),
    B("v_sad_u8 v10, v1, v4, v6", sad8), B("v_sad_hi_u8 v10, v1, v4, v6", sadhi8),
    B("v_sad_u16 v10, v1, v4, v6", sad16), B("v_sad_u32 v10, v1, v4, v6", sad32),
    B("v_msad_u8 v10, v1, v4, v6", msad8), B("v_mad_u16 v10, v1, v4, v6", mad_u16),
    B("v_mad_i16 v10, v1, v4, v6", mad_i16), B("v_perm_b32 v10, v1, v4, v6", perm),
    B("v_mul_lo_u32 v10, v1, v4", mul_lo), B("v_mul_hi_u32 v10, v1, v4", mul_hi_u),
    B("v_mul_hi_i32 v10, v1, v4", mul_hi_i), B("v_bcnt_u32_b32 v10, v1, v4", bcnt),
    B("v_bfm_b32 v10, v1, v4", bfm),
    B("v_lshlrev_b64 v[10:11], v1, v[4:5]", lshl64), B("v_lshrrev_b64 v[10:11], v1, v[4:5]", lshr64),
    B("v_ashrrev_i64 v[10:11], v1, v[4:5]", ashr64),
    B("v_mad_u64_u32 v[10:11], s[20:21], v1, v4, v[6:7]", mad_u64),
    B("v_mad_i64_i32 v[10:11], s[20:21], v1, v4, v[6:7]", mad_i64),
    B("v_cvt_pk_u16_u32 v10, v1, v4", pk_u16_u32), B("v_cvt_pk_i16_i32 v10, v1, v4", pk_i16_i32),
    F("v_add_f32 v10, v1, v4", add_f, 0), F("v_sub_f32 v10, v1, v4", sub_f, 0),
    F("v_subrev_f32 v10, v1, v4", subrev_f, 0), F("v_mul_f32 v10, v1, v4", mul_f, 0),
    F("v_mul_legacy_f32 v10, v1, v4", mul_legacy_f, 0),
    F("v_min_f32 v10, v1, v4", min_f, 0), F("v_max_f32 v10, v1, v4", max_f, 0),
    F("v_min3_f32 v10, v1, v4, v6", min3_f, 0), F("v_max3_f32 v10, v1, v4, v6", max3_f, 0),
    F("v_med3_f32 v10, v1, v4, v6", med3_f, 0), F("v_fma_f32 v10, v1, v4, v6", fma_f, 0),
    F("v_mad_f32 v10, v1, v4, v6", mad_f, 0), F("v_mac_f32 v10, v1, v4", mad_f, 0),
    F("v_madmk_f32 v10, v1, 0x40400000, v4", madmk_f, 0),
    F("v_madak_f32 v10, v1, v4, 0xc0200000", madak_f, 0),
    F("v_mad_legacy_f32 v10, v1, v4, v6", mad_legacy_f, 0),
    H("v_madmk_f16 v10, v1, 0x4200, v4", madmk_h, 0), H("v_madak_f16 v10, v1, v4, 0xc100", madak_h, 0),
    F("v_fract_f32 v10, v1", fract_f, 0), F("v_trunc_f32 v10, v1", trunc_f, 0),
    F("v_ceil_f32 v10, v1", ceil_f, 0), F("v_rndne_f32 v10, v1", rndne_f, 0),
    F("v_floor_f32 v10, v1", floor_f, 0), F("v_exp_f32 v10, v1", exp_f, 1),
    F("v_log_f32 v10, v1", log_f, 1), F("v_rcp_f32 v10, v1", rcp_f, 1),
    F("v_rcp_iflag_f32 v10, v1", rcp_f, 1), F("v_rsq_f32 v10, v1", rsq_f, 1),
    F("v_sqrt_f32 v10, v1", sqrt_f, 1), F("v_sin_f32 v10, v1", sin_f, 2),
    F("v_cos_f32 v10, v1", cos_f, 2), F("v_frexp_mant_f32 v10, v1", frexp_mant_f, 0),
    B("v_frexp_exp_i32_f32 v10, v1", frexp_exp_f), F("v_ldexp_f32 v10, v1, v4", ldexp_f, 0),
    D("v_add_f64 v[10:11], v[1:2], v[4:5]", add_d, 0), D("v_mul_f64 v[10:11], v[1:2], v[4:5]", mul_d, 0),
    D("v_min_f64 v[10:11], v[1:2], v[4:5]", min_d, 0), D("v_max_f64 v[10:11], v[1:2], v[4:5]", max_d, 0),
    D("v_fma_f64 v[10:11], v[1:2], v[4:5], v[6:7]", fma_d, 0),
    D("v_trunc_f64 v[10:11], v[1:2]", trunc_d, 0), D("v_ceil_f64 v[10:11], v[1:2]", ceil_d, 0),
    D("v_rndne_f64 v[10:11], v[1:2]", rndne_d, 0), D("v_floor_f64 v[10:11], v[1:2]", floor_d, 0),
    D("v_fract_f64 v[10:11], v[1:2]", fract_d, 0), D("v_rcp_f64 v[10:11], v[1:2]", rcp_d, 1),
    D("v_rsq_f64 v[10:11], v[1:2]", rsq_d, 1), D("v_sqrt_f64 v[10:11], v[1:2]", sqrt_d, 0),
    D("v_frexp_mant_f64 v[10:11], v[1:2]", frexp_mant_d, 0),
    B("v_frexp_exp_i32_f64 v10, v[1:2]", frexp_exp_d), D("v_ldexp_f64 v[10:11], v[1:2], v4", ldexp_d, 0),
    D("v_trig_preop_f64 v[10:11], v[1:2], v4", trig_preop, 0),
    B("v_cvt_i32_f64 v10, v[1:2]", cvt_i32_f64), B("v_cvt_u32_f64 v10, v[1:2]", cvt_u32_f64),
    D("v_cvt_f64_i32 v[10:11], v1", cvt_f64_i32, 0), D("v_cvt_f64_u32 v[10:11], v1", cvt_f64_u32, 0),
    F("v_cvt_f32_i32 v10, v1", cvt_f32_i32, 0), F("v_cvt_f32_u32 v10, v1", cvt_f32_u32, 0),
    B("v_cvt_u32_f32 v10, v1", cvt_u32_f32), B("v_cvt_i32_f32 v10, v1", cvt_i32_f32),
    B("v_cvt_rpi_i32_f32 v10, v1", cvt_rpi), B("v_cvt_flr_i32_f32 v10, v1", cvt_flr),
    F("v_cvt_off_f32_i4 v10, v1", cvt_off, 0), F("v_cvt_f32_f64 v10, v[1:2]", cvt_f32_f64, 0),
    D("v_cvt_f64_f32 v[10:11], v1", cvt_f64_f32, 0), F("v_cvt_f32_ubyte0 v10, v1", ub0, 0),
    F("v_cvt_f32_ubyte1 v10, v1", ub1, 0), F("v_cvt_f32_ubyte2 v10, v1", ub2, 0),
    F("v_cvt_f32_ubyte3 v10, v1", ub3, 0), H("v_cvt_f16_f32 v10, v1", cvt_f16_f32, 0),
    F("v_cvt_f32_f16 v10, v1", cvt_f32_f16, 0), B("v_cvt_f16_u16 v10, v1", cvt_f16_u16),
    B("v_cvt_f16_i16 v10, v1", cvt_f16_i16), B("v_cvt_u16_f16 v10, v1", cvt_u16_f16),
    B("v_cvt_i16_f16 v10, v1", cvt_i16_f16), B("v_cvt_pkrtz_f16_f32 v10, v1, v4", pkrtz),
    B("v_cvt_pknorm_i16_f32 v10, v1, v4", pknorm_i16), B("v_cvt_pknorm_u16_f32 v10, v1, v4", pknorm_u16),
    B("v_cvt_pk_u8_f32 v10, v1, v4, v6", pk_u8),
    H("v_add_f16 v10, v1, v4", add_h, 0), H("v_sub_f16 v10, v1, v4", sub_h, 0),
    H("v_subrev_f16 v10, v1, v4", subrev_h, 0), H("v_mul_f16 v10, v1, v4", mul_h, 0),
    H("v_fma_f16 v10, v1, v4, v6", fma_h, 0), H("v_mad_f16 v10, v1, v4, v6", mad_h, 0),
    H("v_mac_f16 v10, v1, v4", mad_h, 0), H("v_max_f16 v10, v1, v4", max_h, 0),
    H("v_min_f16 v10, v1, v4", min_h, 0), H("v_rcp_f16 v10, v1", rcp_h, 0),
    H("v_sqrt_f16 v10, v1", sqrt_h, 0), H("v_rsq_f16 v10, v1", rsq_h, 0),
    H("v_log_f16 v10, v1", log_h, 0), H("v_exp_f16 v10, v1", exp_h, 0),
    H("v_floor_f16 v10, v1", floor_h, 0), H("v_ceil_f16 v10, v1", ceil_h, 0),
    H("v_trunc_f16 v10, v1", trunc_h, 0), H("v_rndne_f16 v10, v1", rndne_h, 0),
    H("v_fract_f16 v10, v1", fract_h, 0), H("v_sin_f16 v10, v1", sin_h, 1),
    H("v_cos_f16 v10, v1", cos_h, 1), H("v_frexp_mant_f16 v10, v1", frexp_mant_h, 0),
    B("v_frexp_exp_i16_f16 v10, v1", frexp_exp_h), H("v_ldexp_f16 v10, v1, v4", ldexp_h, 0),
};

static void test_valu_lanes(void **state)
{
    (void)state;
    vtest_run(cases, sizeof cases / sizeof cases[0], 0x243f6a8885a308d3ull);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valu_lanes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
