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

uint32_t gcn3_out32(const gcn3_wave *w, const gcn3_inst *in, float r);
uint64_t gcn3_out64(const gcn3_wave *w, const gcn3_inst *in, double r);

/* ---- drivers --------------------------------------------------------------
 * Each reads nsrc sources (src[0..nsrc-1]) per lane, applies f to the
 * lanes gcn3_vlanes() names, writes dst[0] and advances the PC. */

typedef uint32_t (*gcn3_u32_fn)(uint32_t a, uint32_t b, uint32_t c);
typedef uint32_t (*gcn3_u32_lane_fn)(uint32_t a, uint32_t b, uint32_t c, unsigned lane);
typedef float (*gcn3_f32_fn)(float a, float b, float c);
typedef double (*gcn3_f64_fn)(double a, double b, double c);
typedef uint64_t (*gcn3_u64_fn)(uint64_t a, uint64_t b, uint64_t c);

int gcn3_valu_u32(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, gcn3_u32_fn f);
int gcn3_valu_u32_lane(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, gcn3_u32_lane_fn f);
/* f32: inputs and result through the denormal mode and output modifiers;
 * ftz forces flushing (v_mad_f32/v_mac_f32 do not support denormals). */
int gcn3_valu_f32(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, gcn3_f32_fn f, bool ftz);
int gcn3_valu_f64(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, gcn3_f64_fn f);
/* f16 in double precision (exact for one operation of f16 values, then
 * one rounding to f16). */
int gcn3_valu_f16(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, gcn3_f64_fn f);
/* 64-bit integer sources/result; srcw[i] = dwords of source i (1 or 2). */
int gcn3_valu_u64(gcn3_wave *w, const gcn3_inst *in, unsigned nsrc, const unsigned *srcw,
                  gcn3_u64_fn f);

/* The common end of a VALU instruction. */
static inline int gcn3_valu_next(gcn3_wave *w, const gcn3_inst *in)
{
    w->pc += in->size;
    return GCN3_EXEC_OK;
}

/* IEEE-754-2008 minNum/maxNum as GCN3 does them: a quiet NaN operand
 * yields the other operand; in IEEE mode (MODE bit 9) a signalling NaN
 * yields a quiet NaN; -0 orders below +0. */
float gcn3_fmin32(const gcn3_wave *w, float a, float b);
float gcn3_fmax32(const gcn3_wave *w, float a, float b);
double gcn3_fmin64(const gcn3_wave *w, double a, double b);
double gcn3_fmax64(const gcn3_wave *w, double a, double b);

#endif
