/* amdgpu/exec_valu_cvt.c - conversions between integers, f16, f32 and f64,
 * and the packing conversions.
 *
 * Float -> integer truncates toward zero (rpi: floor(x + 0.5), flr:
 * floor) and saturates to the destination range; NaN gives 0. Integer ->
 * float and narrowing float -> float round to nearest even (pkrtz: toward
 * zero). Results pass through the destination precision's denormal mode
 * and the output modifiers. */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

/* Saturating conversions of an already-rounded double. */
static uint32_t sat_i32(double x)
{
    if (isnan(x)) return 0;
    if (x <= -2147483648.0) return 0x80000000u;
    if (x >= 2147483647.0) return 0x7fffffffu;
    return (uint32_t)(int32_t)x;
}

static uint32_t sat_u32(double x)
{
    if (isnan(x) || x <= 0) return 0;
    if (x >= 4294967295.0) return 0xffffffffu;
    return (uint32_t)x;
}

static uint32_t sat_i16(double x)
{
    if (isnan(x)) return 0;
    if (x <= -32768.0) return 0x8000u;
    if (x >= 32767.0) return 0x7fffu;
    return (uint16_t)(int16_t)x;
}

static uint32_t sat_u16(double x)
{
    if (isnan(x) || x <= 0) return 0;
    if (x >= 65535.0) return 0xffffu;
    return (uint16_t)x;
}

/* Generic one-source conversion: in(bits of the source) -> out(bits). */
typedef uint64_t (*cvt_fn)(const amdgpu_wave *w, const amdgpu_inst *in, uint64_t a);

static int cvt(amdgpu_wave *w, const amdgpu_inst *in, cvt_fn f)
{
    uint64_t a[LANES], d[LANES];
    unsigned st = in->info->src[0], dt = in->info->dst;
    if (st == AMDGPU_T_F64 || st == AMDGPU_T_B64) {
        amdgpu_vsrc64(w, in, 0, a);
    } else {
        uint32_t t[LANES];
        amdgpu_vsrc32(w, in, 0, t);
        for (unsigned l = 0; l < LANES; l++) a[l] = t[l];
    }
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        if (lanes >> l & 1) d[l] = f(w, in, a[l]);
    if (dt == AMDGPU_T_F64 || dt == AMDGPU_T_B64) {
        amdgpu_vdst64(w, in, lanes, d);
    } else {
        uint32_t t[LANES];
        for (unsigned l = 0; l < LANES; l++) t[l] = (uint32_t)d[l];
        amdgpu_vdst32(w, in, lanes, t);
    }
    return amdgpu_valu_next(w, in);
}

#define CVT(name, expr)                                                        \
    static uint64_t f_##name(const amdgpu_wave *w, const amdgpu_inst *in, uint64_t a) \
    {                                                                          \
        (void)w, (void)in;                                                     \
        return (expr);                                                         \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in) { return cvt(w, in, f_##name); }

#define A32 amdgpu_in32(w, (uint32_t)a)
#define A64 amdgpu_in64(w, a)
#define A16 amdgpu_in16(w, (uint32_t)a)
#define O32(x) amdgpu_out32(w, in, (float)(x))
#define O64(x) amdgpu_out64(w, in, (double)(x))
#define O16(x) amdgpu_out16(w, in, (double)(x))

CVT(v_cvt_i32_f64, sat_i32(trunc(A64)))
CVT(v_cvt_u32_f64, sat_u32(trunc(A64)))
CVT(v_cvt_f64_i32, O64((int32_t)(uint32_t)a))
CVT(v_cvt_f64_u32, O64((uint32_t)a))
CVT(v_cvt_f32_i32, O32((int32_t)(uint32_t)a))
CVT(v_cvt_f32_u32, O32((uint32_t)a))
CVT(v_cvt_u32_f32, sat_u32(trunc(A32)))
CVT(v_cvt_i32_f32, sat_i32(trunc(A32)))
CVT(v_cvt_rpi_i32_f32, sat_i32(floor((double)A32 + 0.5)))
CVT(v_cvt_flr_i32_f32, sat_i32(floor(A32)))
CVT(v_cvt_off_f32_i4, O32((float)(amdgpu_asr32((uint32_t)a << 28, 28)) * 0.0625f))
CVT(v_cvt_f32_f64, O32(A64))
CVT(v_cvt_f64_f32, O64(A32))
CVT(v_cvt_f32_ubyte0, O32((float)(a & 0xff)))
CVT(v_cvt_f32_ubyte1, O32((float)(a >> 8 & 0xff)))
CVT(v_cvt_f32_ubyte2, O32((float)(a >> 16 & 0xff)))
CVT(v_cvt_f32_ubyte3, O32((float)(a >> 24 & 0xff)))
CVT(v_cvt_f16_f32, O16(A32))
CVT(v_cvt_f32_f16, O32(A16))
CVT(v_cvt_f16_u16, O16((uint16_t)a))
CVT(v_cvt_f16_i16, O16((int16_t)(uint16_t)a))
CVT(v_cvt_u16_f16, sat_u16(trunc(A16)))
CVT(v_cvt_i16_f16, sat_i16(trunc(A16)))

/* ---- two-source packing (VOP3) ------------------------------------------- */

typedef uint32_t (*pk_fn)(const amdgpu_wave *w, uint32_t a, uint32_t b, uint32_t c);

static int pack(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc, pk_fn f)
{
    uint32_t s[3][LANES] = {{0}}, d[LANES];
    for (unsigned i = 0; i < nsrc; i++) amdgpu_vsrc32(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        if (lanes >> l & 1) d[l] = f(w, s[0][l], s[1][l], s[2][l]);
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

#define PK(name, n, expr)                                                      \
    static uint32_t f_##name(const amdgpu_wave *w, uint32_t a, uint32_t b, uint32_t c) \
    {                                                                          \
        (void)w, (void)a, (void)b, (void)c;                                    \
        return (expr);                                                         \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in) { return pack(w, in, n, f_##name); }

static double clampd(double x, double lo, double hi)
{
    return isnan(x) ? 0.0 : x < lo ? lo : x > hi ? hi : x;
}

/* Round-toward-zero f16 of an f32 operand (denormal inputs per MODE). */
static uint32_t rtz16(const amdgpu_wave *w, uint32_t a)
{
    return amdgpu_d2h(amdgpu_in32(w, a), true);
}

PK(v_cvt_pkrtz_f16_f32, 2, rtz16(w, b) << 16 | rtz16(w, a))
PK(v_cvt_pknorm_i16_f32, 2,
   sat_i16(nearbyint(clampd(amdgpu_in32(w, b), -1, 1) * 32767.0)) << 16 |
       sat_i16(nearbyint(clampd(amdgpu_in32(w, a), -1, 1) * 32767.0)))
PK(v_cvt_pknorm_u16_f32, 2,
   sat_u16(nearbyint(clampd(amdgpu_in32(w, b), 0, 1) * 65535.0)) << 16 |
       sat_u16(nearbyint(clampd(amdgpu_in32(w, a), 0, 1) * 65535.0)))
PK(v_cvt_pk_u16_u32, 2, (b > 0xffffu ? 0xffffu : b) << 16 | (a > 0xffffu ? 0xffffu : a))
PK(v_cvt_pk_i16_i32, 2, sat_i16((int32_t)b) << 16 | sat_i16((int32_t)a))
/* Byte S1[1:0] of S2 replaced by S0 converted to u8 (nearest even, saturated). */
PK(v_cvt_pk_u8_f32, 3,
   (c & ~(0xffu << (8 * (b & 3)))) |
       (uint32_t)clampd(nearbyint(amdgpu_in32(w, a)), 0, 255) << (8 * (b & 3)))

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu_cvt[AMDGPU_OP_COUNT] = {
    E(v_cvt_i32_f64), E(v_cvt_u32_f64), E(v_cvt_f64_i32), E(v_cvt_f64_u32),
    E(v_cvt_f32_i32), E(v_cvt_f32_u32), E(v_cvt_u32_f32), E(v_cvt_i32_f32),
    E(v_cvt_rpi_i32_f32), E(v_cvt_flr_i32_f32), E(v_cvt_off_f32_i4), E(v_cvt_f32_f64),
    E(v_cvt_f64_f32), E(v_cvt_f32_ubyte0), E(v_cvt_f32_ubyte1), E(v_cvt_f32_ubyte2),
    E(v_cvt_f32_ubyte3), E(v_cvt_f16_f32), E(v_cvt_f32_f16), E(v_cvt_f16_u16),
    E(v_cvt_f16_i16), E(v_cvt_u16_f16), E(v_cvt_i16_f16), E(v_cvt_pkrtz_f16_f32),
    E(v_cvt_pknorm_i16_f32), E(v_cvt_pknorm_u16_f32), E(v_cvt_pk_u16_u32),
    E(v_cvt_pk_i16_i32), E(v_cvt_pk_u8_f32),
};
