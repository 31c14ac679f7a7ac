/* test/amdgpu_alu/valu_ref.h - the per-lane VALU test driver: one case is
 * an instruction text, how to compare results, and a C reference over the
 * lane's raw source bits. vtest_run() assembles all cases in one llvm-mc
 * run, fills the source VGPRs with random, special-value-rich inputs of
 * the types the decoded row gives, runs amdgpu_exec, and compares every
 * lane (half of them inactive in some rounds) with the reference.
 *
 * Register convention of the case texts: src0 v1 (v[1:2]), src1 v4
 * (v[4:5]), src2 v6 (v[6:7]), dst v10 (v[10:11]); for v_mac the old dst
 * is the third input (c). */
#ifndef MGSIM_TEST_GCN3_VALU_REF_H
#define MGSIM_TEST_GCN3_VALU_REF_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/isa.h"

enum vcmp_kind {
    VC_BITS,  /* exact bits (32 or 64 by the row's dst type) */
    VC_F32,   /* f32: NaN == NaN, else within ulps */
    VC_F64,
    VC_F16,
    VC_F32X2, /* two f32 in a 64-bit result (packed f32), each as VC_F32 */
    VC_F16X2, /* two f16 in a 32-bit result (packed f16), each as VC_F16 */
    VC_F16LO  /* the low f16 as VC_F16 (GFX9 f16 ops keep the dst's hi half) */
};

typedef uint64_t (*vref_fn)(uint64_t a, uint64_t b, uint64_t c);

typedef struct vcase {
    const char *text;
    vref_fn ref;
    int cmp;  /* enum vcmp_kind */
    int ulps; /* allowed error for VC_F* */
} vcase;

/* Runs the cases; returns nothing, fails the cmocka test on a mismatch. */
void vtest_run(const vcase *cases, size_t n, uint64_t seed);
/* The same for an ISA's encoding; gfx940 wants 64-bit register pairs
 * even-aligned, so there src0 is v2 (v[2:3]) rather than v1. */
void vtest_run_isa(amdgpu_isa isa, const vcase *cases, size_t n, uint64_t seed);

/* The test's own f16 codec (independent of amdgpu/exec_valu_fp.c): exact
 * decode, and nearest-even encode by search over the f16 values. */
double ref_h2d(uint16_t h);
uint16_t ref_d2h(double x);

#endif
