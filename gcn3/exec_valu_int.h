/* gcn3/exec_valu_int.h - what the vector ALU semantics files share
 * (internal to gcn3/exec_valu*.c): lane-loop drivers, the floating-point
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
#ifndef MGSIM_GCN3_EXEC_VALU_INT_H
#define MGSIM_GCN3_EXEC_VALU_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "gcn3/exec.h"
#include "gcn3/exec_alu_int.h"
#include "gcn3/operand.h"

#define GCN3_LANES GCN3_WAVE_LANES

/* ---- bit casts ----------------------------------------------------------- */

static inline float gcn3_f32(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static inline uint32_t gcn3_u32(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static inline double gcn3_f64(uint64_t u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

static inline uint64_t gcn3_u64(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* ---- denormal modes ------------------------------------------------------ */

enum { GCN3_FP32, GCN3_FP64, GCN3_FP16 };

/* MODE.FP_DENORM bits for a precision: bit 0 inputs allowed, bit 1 outputs. */
static inline unsigned gcn3_denorm_mode(const gcn3_wave *w, int prec)
{
    return (w->mode >> (prec == GCN3_FP32 ? 4 : 6)) & 3;
}

static inline float gcn3_ftz32(float x)
{
    uint32_t u = gcn3_u32(x);
    return (u & 0x7f800000u) == 0 ? gcn3_f32(u & 0x80000000u) : x;
}

static inline double gcn3_ftz64(double x)
{
    uint64_t u = gcn3_u64(x);
    return (u & 0x7ff0000000000000ull) == 0 ? gcn3_f64(u & 0x8000000000000000ull) : x;
}

static inline float gcn3_in32(const gcn3_wave *w, uint32_t u)
{
    float x = gcn3_f32(u);
    return (gcn3_denorm_mode(w, GCN3_FP32) & 1) ? x : gcn3_ftz32(x);
}

static inline double gcn3_in64(const gcn3_wave *w, uint64_t u)
{
    double x = gcn3_f64(u);
    return (gcn3_denorm_mode(w, GCN3_FP64) & 1) ? x : gcn3_ftz64(x);
}

/* ---- f16 ----------------------------------------------------------------- */

float gcn3_h2f(uint16_t h);                 /* exact */
uint16_t gcn3_d2h(double x, bool rtz);      /* RNE (or toward zero), one rounding */
double gcn3_in16(const gcn3_wave *w, uint32_t u);      /* low half, denormal mode */
uint32_t gcn3_out16(const gcn3_wave *w, const gcn3_inst *in, double r); /* modifiers, round */

/* ---- output modifiers + denormal results --------------------------------- */

/* omod then clamp (exec_valu_fp.c); the rare path of gcn3_out32/64. */
double gcn3_omod_clamp(const gcn3_wave *w, const gcn3_inst *in, double r);

static inline uint32_t gcn3_out32(const gcn3_wave *w, const gcn3_inst *in, float r)
{
    if (in->vop.omod || in->vop.clamp) r = (float)gcn3_omod_clamp(w, in, r);
    if (!(gcn3_denorm_mode(w, GCN3_FP32) & 2)) r = gcn3_ftz32(r);
    return gcn3_u32(r);
}

static inline uint64_t gcn3_out64(const gcn3_wave *w, const gcn3_inst *in, double r)
{
    if (in->vop.omod || in->vop.clamp) r = gcn3_omod_clamp(w, in, r);
    if (!(gcn3_denorm_mode(w, GCN3_FP64) & 2)) r = gcn3_ftz64(r);
    return gcn3_u64(r);
}

/* The common end of a VALU instruction. */
static inline int gcn3_valu_next(gcn3_wave *w, const gcn3_inst *in)
{
    w->pc += in->size;
    return GCN3_EXEC_OK;
}

/* ---- drivers --------------------------------------------------------------
 * Each reads nsrc sources (src[0..nsrc-1]) per lane, applies f to the
 * lanes gcn3_vlanes() names, writes dst[0] and advances the PC. They are
 * forced inline so that each instruction's f is inlined into its own
 * lane loop (the per-lane indirect call was most of a VALU op's cost);
 * sources are read in place when they need no conversion (gcn3_vsrc32_ref),
 * and the unused ones read as zeros. Integer lane functions are pure and
 * total, so with every lane active they run over all 64 lanes unmasked. */

#define GCN3_VALU_INLINE static inline __attribute__((always_inline))

typedef uint32_t (*gcn3_u32_fn)(uint32_t a, uint32_t b, uint32_t c);
typedef uint32_t (*gcn3_u32_lane_fn)(uint32_t a, uint32_t b, uint32_t c, unsigned lane);
typedef float (*gcn3_f32_fn)(float a, float b, float c);
typedef double (*gcn3_f64_fn)(double a, double b, double c);
typedef uint64_t (*gcn3_u64_fn)(uint64_t a, uint64_t b, uint64_t c);

/* The lane mask of 64 flags (each 0 or 1): bit l = f[l]. A multiply
 * gathers eight 0/1 bytes (little-endian, as the device) into one byte. */
static inline uint64_t gcn3_lane_mask(const uint8_t f[GCN3_LANES])
{
    uint64_t m = 0;
    for (unsigned i = 0; i < GCN3_LANES / 8; i++) {
        uint64_t x;
        memcpy(&x, f + 8 * i, sizeof x);
        m |= (x * 0x0102040810204080ull >> 56) << (8 * i);
    }
    return m;
}

/* The nsrc 32-bit sources of in, by reference (see above). */
GCN3_VALU_INLINE void gcn3_valu_srcs32(const gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                       uint32_t buf[3][GCN3_LANES], const uint32_t *s[3])
{
    for (unsigned i = 0; i < 3; i++)
        s[i] = i < nsrc ? gcn3_vsrc32_ref(w, in, i, buf[i]) : gcn3_zero_lanes32;
}

GCN3_VALU_INLINE int gcn3_valu_u32(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                   gcn3_u32_fn f)
{
    uint32_t buf[3][GCN3_LANES], d[GCN3_LANES];
    const uint32_t *s[3];
    gcn3_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = gcn3_vlanes(w, in);
    if (lanes == ~0ull) {
        for (unsigned l = 0; l < GCN3_LANES; l++) d[l] = f(s[0][l], s[1][l], s[2][l]);
    } else {
        for (unsigned l = 0; l < GCN3_LANES; l++)
            if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l]);
    }
    gcn3_vdst32(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

GCN3_VALU_INLINE int gcn3_valu_u32_lane(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                        gcn3_u32_lane_fn f)
{
    uint32_t buf[3][GCN3_LANES], d[GCN3_LANES];
    const uint32_t *s[3];
    gcn3_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = gcn3_vlanes(w, in);
    for (unsigned l = 0; l < GCN3_LANES; l++)
        if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l], l);
    gcn3_vdst32(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

/* f32: inputs and result through the denormal mode and output modifiers;
 * ftz forces flushing (v_mad_f32/v_mac_f32 do not support denormals). */
GCN3_VALU_INLINE int gcn3_valu_f32(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                   gcn3_f32_fn f, bool ftz)
{
    uint32_t buf[3][GCN3_LANES], d[GCN3_LANES];
    const uint32_t *s[3];
    gcn3_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = gcn3_vlanes(w, in);
    /* gcn3_in32 and gcn3_out32 per lane, their tests taken once per
     * instruction, and only the nsrc sources f reads converted */
    unsigned dm = gcn3_denorm_mode(w, GCN3_FP32);
    bool in_ftz = ftz || !(dm & 1), out_ftz = !(dm & 2), mods = in->vop.omod || in->vop.clamp;
    if (lanes == ~0ull && !mods && in_ftz && out_ftz) {
        /* clang's kernels (f32 denormals flushed), every lane: no branch
         * in the loop, so it vectorizes */
        const uint32_t *s0 = s[0], *s1 = s[1], *s2 = s[2]; /* unused ones: zeros */
        for (unsigned l = 0; l < GCN3_LANES; l++) {
            float a = gcn3_ftz32(gcn3_f32(s0[l])), b = gcn3_ftz32(gcn3_f32(s1[l]));
            float c = gcn3_ftz32(gcn3_f32(s2[l]));
            d[l] = gcn3_u32(gcn3_ftz32(f(a, b, c)));
        }
    } else {
        for (unsigned l = 0; l < GCN3_LANES; l++) {
            if (!(lanes >> l & 1)) continue;
            float x[3] = {0.0f, 0.0f, 0.0f};
            for (unsigned i = 0; i < nsrc && i < 3; i++) {
                x[i] = gcn3_f32(s[i][l]);
                if (in_ftz) x[i] = gcn3_ftz32(x[i]);
            }
            float r = f(x[0], x[1], x[2]);
            if (ftz) r = gcn3_ftz32(r);
            if (mods) r = (float)gcn3_omod_clamp(w, in, r);
            if (out_ftz) r = gcn3_ftz32(r);
            d[l] = gcn3_u32(r);
        }
    }
    gcn3_vdst32(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

GCN3_VALU_INLINE int gcn3_valu_f64(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                   gcn3_f64_fn f)
{
    uint64_t s[3][GCN3_LANES] = {{0}}, d[GCN3_LANES];
    for (unsigned i = 0; i < nsrc; i++) gcn3_vsrc64(w, in, i, s[i]);
    uint64_t lanes = gcn3_vlanes(w, in);
    for (unsigned l = 0; l < GCN3_LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        double r = f(gcn3_in64(w, s[0][l]), gcn3_in64(w, s[1][l]), gcn3_in64(w, s[2][l]));
        d[l] = gcn3_out64(w, in, r);
    }
    gcn3_vdst64(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

/* f16 in double precision (exact for one operation of f16 values, then
 * one rounding to f16). */
GCN3_VALU_INLINE int gcn3_valu_f16(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                   gcn3_f64_fn f)
{
    uint32_t buf[3][GCN3_LANES], d[GCN3_LANES];
    const uint32_t *s[3];
    gcn3_valu_srcs32(w, in, nsrc, buf, s);
    uint64_t lanes = gcn3_vlanes(w, in);
    for (unsigned l = 0; l < GCN3_LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        double r = f(gcn3_in16(w, s[0][l]), gcn3_in16(w, s[1][l]), gcn3_in16(w, s[2][l]));
        d[l] = gcn3_out16(w, in, r);
    }
    gcn3_vdst32(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

/* 64-bit integer sources/result; srcw[i] = dwords of source i (1 or 2). */
GCN3_VALU_INLINE int gcn3_valu_u64(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc,
                                   const unsigned *srcw, gcn3_u64_fn f)
{
    uint64_t s[3][GCN3_LANES] = {{0}}, d[GCN3_LANES];
    for (unsigned i = 0; i < nsrc; i++) {
        if (srcw[i] == 2) {
            gcn3_vsrc64(w, in, i, s[i]);
        } else {
            uint32_t t[GCN3_LANES];
            const uint32_t *p = gcn3_vsrc32_ref(w, in, i, t);
            for (unsigned l = 0; l < GCN3_LANES; l++) s[i][l] = p[l];
        }
    }
    uint64_t lanes = gcn3_vlanes(w, in);
    for (unsigned l = 0; l < GCN3_LANES; l++)
        if (lanes >> l & 1) d[l] = f(s[0][l], s[1][l], s[2][l]);
    gcn3_vdst64(w, in, lanes, d);
    return gcn3_valu_next(w, in);
}

/* IEEE-754-2008 minNum/maxNum as GCN3 does them: a quiet NaN operand
 * yields the other operand; in IEEE mode (MODE bit 9) a signalling NaN
 * yields a quiet NaN; -0 orders below +0. */
float gcn3_fmin32(const gcn3_wave *w, float a, float b);
float gcn3_fmax32(const gcn3_wave *w, float a, float b);
double gcn3_fmin64(const gcn3_wave *w, double a, double b);
double gcn3_fmax64(const gcn3_wave *w, double a, double b);

#endif
