/* amdgpu/exec_valu_int.h - what the vector ALU semantics files share
 * (internal to amdgpu/exec_valu*.c): lane-loop drivers, the floating-point
 * mode (MODE register), f16 conversions and output modifiers.
 *
 * Floating point (GCN3 ISA 4.4 "Mode register", 6.2 VOP3 modifiers):
 * - Arithmetic is the host's IEEE binary32/binary64 with the default
 *   round-to-nearest-even. MODE.FP_ROUND is not honoured (LLVM emits no
 *   mode changes for it in OpenCL code); MODE.FP_DENORM is: per precision
 *   (f32: bits 5:4, f64 and f16: bits 7:6), bit 0 allows denormal inputs
 *   (else they read as signed zero) and bit 1 denormal results (else they
 *   become signed zero). clang's gfx803 kernels flush f32 and keep f64/f16.
 * - Output modifiers apply after the operation: omod (*2, *4, /2), then
 *   clamp to [0, 1] (NaN -> 0 when MODE.DX10_CLAMP, bit 8).
 * - NaN results are quiet; tests compare NaN-ness, not payloads.
 */
#ifndef MGSIM_AMDGPU_EXEC_VALU_INT_H
#define MGSIM_AMDGPU_EXEC_VALU_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "amdgpu/exec.h"
#include "amdgpu/exec_alu_int.h"
#include "amdgpu/operand.h"

#define AMDGPU_LANES AMDGPU_WAVE_LANES

/* ---- bit casts ----------------------------------------------------------- */

static inline float amdgpu_f32(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static inline uint32_t amdgpu_u32(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static inline double amdgpu_f64(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

static inline uint64_t amdgpu_u64(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* ---- denormal modes ------------------------------------------------------ */

enum { AMDGPU_FP32, AMDGPU_FP64, AMDGPU_FP16 };

/* MODE.FP_DENORM bits for a precision: bit 0 inputs allowed, bit 1 outputs. */
static inline unsigned amdgpu_denorm_mode(const amdgpu_wave *w, int prec)
{
    return (w->mode >> (prec == AMDGPU_FP32 ? 4 : 6)) & 3;
}

static inline float amdgpu_ftz32(float x)
{
    uint32_t u = amdgpu_u32(x);
    return (u & 0x7f800000u) == 0 ? amdgpu_f32(u & 0x80000000u) : x;
}

static inline double amdgpu_ftz64(double x)
{
    uint64_t u = amdgpu_u64(x);
    return (u & 0x7ff0000000000000ull) == 0 ? amdgpu_f64(u & 0x8000000000000000ull) : x;
}

static inline float amdgpu_in32(const amdgpu_wave *w, uint32_t u)
{
    float x = amdgpu_f32(u);
    return (amdgpu_denorm_mode(w, AMDGPU_FP32) & 1) ? x : amdgpu_ftz32(x);
}

static inline double amdgpu_in64(const amdgpu_wave *w, uint64_t u)
{
    double x = amdgpu_f64(u);
    return (amdgpu_denorm_mode(w, AMDGPU_FP64) & 1) ? x : amdgpu_ftz64(x);
}

/* ---- f16 ----------------------------------------------------------------- */

float amdgpu_h2f(uint16_t h);                 /* exact */
uint16_t amdgpu_d2h(double x, bool rtz);      /* RNE (or toward zero), one rounding */
double amdgpu_in16(const amdgpu_wave *w, uint32_t u);      /* low half, denormal mode */
uint32_t amdgpu_out16(const amdgpu_wave *w, const amdgpu_inst *in, double r); /* modifiers, round */

/* ---- output modifiers + denormal results --------------------------------- */

/* omod then clamp (exec_valu_fp.c); the rare path of amdgpu_out32/64. */
double amdgpu_omod_clamp(const amdgpu_wave *w, const amdgpu_inst *in, double r);

static inline uint32_t amdgpu_out32(const amdgpu_wave *w, const amdgpu_inst *in, float r)
{
    if (in->vop.omod || in->vop.clamp) r = (float)amdgpu_omod_clamp(w, in, r);
    if (!(amdgpu_denorm_mode(w, AMDGPU_FP32) & 2)) r = amdgpu_ftz32(r);
    return amdgpu_u32(r);
}

static inline uint64_t amdgpu_out64(const amdgpu_wave *w, const amdgpu_inst *in, double r)
{
    if (in->vop.omod || in->vop.clamp) r = amdgpu_omod_clamp(w, in, r);
    if (!(amdgpu_denorm_mode(w, AMDGPU_FP64) & 2)) r = amdgpu_ftz64(r);
    return amdgpu_u64(r);
}

/* The common end of a VALU instruction. */
static inline int amdgpu_valu_next(amdgpu_wave *w, const amdgpu_inst *in)
{
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* ---- drivers --------------------------------------------------------------
 * Each reads nsrc sources (src[0..nsrc-1]) per lane, applies f to the
 * lanes amdgpu_vlanes() names, writes dst[0] and advances the PC. They are
 * forced inline so that each instruction's f is inlined into its own
 * lane loop (the per-lane indirect call was most of a VALU op's cost);
 * sources are read in place when they need no conversion (amdgpu_vsrc32_ref),
 * and the unused ones read as zeros. Integer lane functions are pure and
 * total, so with every lane active they run over all 64 lanes unmasked. */

#define AMDGPU_VALU_INLINE static inline __attribute__((always_inline))

typedef uint32_t (*amdgpu_u32_fn)(uint32_t a, uint32_t b, uint32_t c);
typedef uint32_t (*amdgpu_u32_lane_fn)(uint32_t a, uint32_t b, uint32_t c, unsigned lane);
typedef float (*amdgpu_f32_fn)(float a, float b, float c);
typedef double (*amdgpu_f64_fn)(double a, double b, double c);
typedef uint64_t (*amdgpu_u64_fn)(uint64_t a, uint64_t b, uint64_t c);

/* The lane mask of 64 flags (each 0 or 1): bit l = f[l]. A multiply
 * gathers eight 0/1 bytes (little-endian, as the device) into one byte. */
static inline uint64_t amdgpu_lane_mask(const uint8_t f[AMDGPU_LANES])
{
    uint64_t m = 0;
    for (unsigned i = 0; i < AMDGPU_LANES / 8; i++) {
        uint64_t x;
        memcpy(&x, f + 8 * i, sizeof x);
        m |= (x * 0x0102040810204080ull >> 56) << (8 * i);
    }
    return m;
}

/* The nsrc 32-bit sources of in, by reference (see above). */
AMDGPU_VALU_INLINE void amdgpu_valu_srcs32(const amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                       uint32_t buf[3][AMDGPU_LANES], const uint32_t *s[3])
{
    for (unsigned i = 0; i < 3; i++)
        s[i] = i < nsrc ? amdgpu_vsrc32_ref(w, in, i, buf[i]) : amdgpu_zero_lanes32;
}

AMDGPU_VALU_INLINE int amdgpu_valu_u32(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                   amdgpu_u32_fn f)
{
    uint32_t buf[3][AMDGPU_LANES], d[AMDGPU_LANES];
    const uint32_t *s[3];
    amdgpu_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = amdgpu_vlanes(w, in);
    if (lanes == ~0ull) {
        for (unsigned l = 0; l < AMDGPU_LANES; l++) d[l] = f(s[0][l], s[1][l], s[2][l]);
    } else {
        for (unsigned l = 0; l < AMDGPU_LANES; l++)
            if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l]);
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

AMDGPU_VALU_INLINE int amdgpu_valu_u32_lane(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                        amdgpu_u32_lane_fn f)
{
    uint32_t buf[3][AMDGPU_LANES], d[AMDGPU_LANES];
    const uint32_t *s[3];
    amdgpu_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < AMDGPU_LANES; l++)
        if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l], l);
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* f32: inputs and result through the denormal mode and output modifiers;
 * ftz forces flushing (v_mad_f32/v_mac_f32 do not support denormals). */
AMDGPU_VALU_INLINE int amdgpu_valu_f32(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                   amdgpu_f32_fn f, bool ftz)
{
    uint32_t buf[3][AMDGPU_LANES], d[AMDGPU_LANES];
    const uint32_t *s[3];
    amdgpu_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = amdgpu_vlanes(w, in);
    /* amdgpu_in32 and amdgpu_out32 per lane, their tests taken once per
     * instruction, and only the nsrc sources f reads converted */
    unsigned dm = amdgpu_denorm_mode(w, AMDGPU_FP32);
    bool in_ftz = ftz || !(dm & 1), out_ftz = !(dm & 2), mods = in->vop.omod || in->vop.clamp;
    if (lanes == ~0ull && !mods && in_ftz && out_ftz) {
        /* clang's kernels (f32 denormals flushed), every lane: no branch
         * in the loop, so it vectorizes */
        const uint32_t *s0 = s[0], *s1 = s[1], *s2 = s[2]; /* unused ones: zeros */
        for (unsigned l = 0; l < AMDGPU_LANES; l++) {
            float a = amdgpu_ftz32(amdgpu_f32(s0[l])), b = amdgpu_ftz32(amdgpu_f32(s1[l]));
            float c = amdgpu_ftz32(amdgpu_f32(s2[l]));
            d[l] = amdgpu_u32(amdgpu_ftz32(f(a, b, c)));
        }
    } else {
        for (unsigned l = 0; l < AMDGPU_LANES; l++) {
            if (!(lanes >> l & 1)) continue;
            float x[3] = {0.0f, 0.0f, 0.0f};
            for (unsigned i = 0; i < nsrc && i < 3; i++) {
                x[i] = amdgpu_f32(s[i][l]);
                if (in_ftz) x[i] = amdgpu_ftz32(x[i]);
            }
            float r = f(x[0], x[1], x[2]);
            if (ftz) r = amdgpu_ftz32(r);
            if (mods) r = (float)amdgpu_omod_clamp(w, in, r);
            if (out_ftz) r = amdgpu_ftz32(r);
            d[l] = amdgpu_u32(r);
        }
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

AMDGPU_VALU_INLINE int amdgpu_valu_f64(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                   amdgpu_f64_fn f)
{
    uint64_t s[3][AMDGPU_LANES] = {{0}}, d[AMDGPU_LANES];
    for (unsigned i = 0; i < nsrc; i++) amdgpu_vsrc64(w, in, i, s[i]);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < AMDGPU_LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        double r = f(amdgpu_in64(w, s[0][l]), amdgpu_in64(w, s[1][l]), amdgpu_in64(w, s[2][l]));
        d[l] = amdgpu_out64(w, in, r);
    }
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* f16 in double precision (exact for one operation of f16 values, then
 * one rounding to f16). */
AMDGPU_VALU_INLINE int amdgpu_valu_f16(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                   amdgpu_f64_fn f)
{
    uint32_t buf[3][AMDGPU_LANES], d[AMDGPU_LANES];
    const uint32_t *s[3];
    amdgpu_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < AMDGPU_LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        double r = f(amdgpu_in16(w, s[0][l]), amdgpu_in16(w, s[1][l]), amdgpu_in16(w, s[2][l]));
        d[l] = amdgpu_out16(w, in, r);
    }
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* 64-bit integer sources/result; srcw[i] = dwords of source i (1 or 2). */
AMDGPU_VALU_INLINE int amdgpu_valu_u64(amdgpu_wave *w, const amdgpu_inst *in, unsigned nsrc,
                                   const unsigned *srcw, amdgpu_u64_fn f)
{
    uint64_t s[3][AMDGPU_LANES] = {{0}}, d[AMDGPU_LANES];
    for (unsigned i = 0; i < nsrc; i++) {
        if (srcw[i] == 2) {
            amdgpu_vsrc64(w, in, i, s[i]);
        } else {
            uint32_t t[AMDGPU_LANES];
            const uint32_t *p = amdgpu_vsrc32_ref(w, in, i, t);
            for (unsigned l = 0; l < AMDGPU_LANES; l++) s[i][l] = p[l];
        }
    }
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < AMDGPU_LANES; l++)
        if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l]);
    amdgpu_vdst64(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* IEEE-754-2008 minNum/maxNum as GCN3 does them: a quiet NaN operand
 * yields the other operand; in IEEE mode (MODE bit 9) a signalling NaN
 * yields a quiet NaN; -0 orders below +0. */
float amdgpu_fmin32(const amdgpu_wave *w, float a, float b);
float amdgpu_fmax32(const amdgpu_wave *w, float a, float b);
double amdgpu_fmin64(const amdgpu_wave *w, double a, double b);
double amdgpu_fmax64(const amdgpu_wave *w, double a, double b);

#endif
