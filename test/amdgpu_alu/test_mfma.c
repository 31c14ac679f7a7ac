/* test/amdgpu_alu/test_mfma.c - MFMA arithmetic (amdgpu/mfma.c) against
 * a CPU reference built from AMD's Matrix Instruction Calculator
 * (github.com/ROCm/amd_matrix_instruction_calculator, `-a cdna3 -i NAME
 * -d`): its "matrix element to register mapping" formulas, copied here
 * per instruction as the calculator prints them, place every element of
 * A, B and C in a (register, lane); the reference computes D = A*B + C
 * matrix by matrix and scatters D the same way. amdgpu/mfma.c walks the
 * other way (register, lane -> element), so a slip in either shows.
 * The register counts are the calculator's "GPRs required". */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/mfma.h"
#include "amdgpu/wave.h"
#include "alu_util.h"
#include "valu_ref.h"

#define L 64

/* Element -> register: gpr (dword), sub (element slot inside the dword)
 * and lane, for A[i][k] (B[k][j] is the same with j for i) and C[i][j]. */
typedef void (*ab_map)(unsigned i, unsigned k, unsigned b, unsigned *gpr, unsigned *sub,
                       unsigned *lane);
typedef void (*cd_map)(unsigned i, unsigned j, unsigned b, unsigned *gpr, unsigned *lane);

typedef struct ref_inst {
    const char *name;    /* LLVM-15 gfx940 mnemonic */
    unsigned m, n, k, blocks, ab_regs, cd_regs;
    int type;            /* enum amdgpu_mfma_type */
    ab_map ab;
    cd_map cd;
    bool bcast;          /* the calculator allows cbsz/abid */
    bool blgp;           /* ... and blgp */
} ref_inst;

/* v_mfma_f32_32x32x8_f16 (and _bf16): A GPR (k/2)%2 bits 16*(k%2), lane 32*(k/4)+i;
 * C/D GPR 4*(i/8)+i%4, lane (32*(i/4))%64+j. */
static void ab_32x32x8h(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = (k / 2) % 2, *s = k % 2, *l = 32 * (k / 4) + i;
}
static void cd_32x32(unsigned i, unsigned j, unsigned b, unsigned *g, unsigned *l)
{
    *g = 16 * b + 4 * (i / 8) + i % 4, *l = (32 * (i / 4)) % 64 + j;
}
/* v_mfma_f32_16x16x16_f16: A GPR (k/2)%2 bits 16*(k%2), lane 16*(k/4)+i;
 * C/D GPR i%4, lane 16*(i/4)+j (4*block + ... for the 4-block forms). */
static void ab_16x16x16h(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = (k / 2) % 2, *s = k % 2, *l = 16 * (k / 4) + i;
}
static void cd_16x16(unsigned i, unsigned j, unsigned b, unsigned *g, unsigned *l)
{
    *g = 4 * b + i % 4, *l = 16 * (i / 4) + j;
}
/* v_mfma_f32_32x32x2_f32: A GPR 0, lane 32*k+i. */
static void ab_32x32x2f(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = 0, *s = 0, *l = 32 * k + i;
}
/* v_mfma_f32_16x16x4_f32: A GPR 0, lane 16*k+i. */
static void ab_16x16x4f(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = 0, *s = 0, *l = 16 * k + i;
}
/* v_mfma_f32_32x32x1_2b_f32: A GPR 0, lane 32*block+i; C GPR 16*block+... */
static void ab_32x32x1f(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)k;
    *g = 0, *s = 0, *l = 32 * b + i;
}
/* v_mfma_f32_16x16x1_4b_f32: A GPR 0, lane 16*block+i; C GPR 4*block+i%4. */
static void ab_16x16x1f(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)k;
    *g = 0, *s = 0, *l = 16 * b + i;
}
/* v_mfma_f32_4x4x1_16b_f32: A GPR 0, lane 4*block+i; C GPR i, lane 4*block+j. */
static void ab_4x4x1f(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)k;
    *g = 0, *s = 0, *l = 4 * b + i;
}
static void cd_4x4(unsigned i, unsigned j, unsigned b, unsigned *g, unsigned *l)
{
    *g = i, *l = 4 * b + j;
}
/* v_mfma_f32_32x32x4_2b_f16: A GPR k/2 bits 16*(k%2), lane 32*block+i. */
static void ab_32x32x4h(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = k / 2, *s = k % 2, *l = 32 * b + i;
}
/* v_mfma_f32_4x4x4_16b_f16: A GPR k/2 bits 16*(k%2), lane 4*block+i. */
static void ab_4x4x4h(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = k / 2, *s = k % 2, *l = 4 * b + i;
}
/* v_mfma_i32_32x32x16_i8: A GPR (k/4)%2 bits 8*(k%4), lane 32*(k/8)+i. */
static void ab_32x32x16b(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = (k / 4) % 2, *s = k % 4, *l = 32 * (k / 8) + i;
}

/* v_mfma_f32_16x16x4_4b_f16 (and _bf16): A GPR k/2 bits 16*(k%2), lane 16*block+i. */
static void ab_16x16x4h(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = k / 2, *s = k % 2, *l = 16 * b + i;
}
/* v_mfma_i32_{32x32,16x16,4x4}x4_{2,4,16}b_i8: A GPR 0 bits 8*k, lane M*block+i. */
static void ab_32x32x4b(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = 0, *s = k, *l = 32 * b + i;
}
static void ab_16x16x4b(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = 0, *s = k, *l = 16 * b + i;
}
static void ab_4x4x4b(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    *g = 0, *s = k, *l = 4 * b + i;
}
/* v_mfma_i32_16x16x32_i8: A GPR (k/4)%2 bits 8*(k%4), lane 16*(k/8)+i. */
static void ab_16x16x32b(unsigned i, unsigned k, unsigned b, unsigned *g, unsigned *s, unsigned *l)
{
    (void)b;
    *g = (k / 4) % 2, *s = k % 4, *l = 16 * (k / 8) + i;
}

/* Every MFMA of amdgpu/exec_gfx940.c, by its llvm-15 gfx940 mnemonic. */
static const ref_inst insts[] = {
    {"v_mfma_f32_32x32x8f16", 32, 32, 8, 1, 2, 16, AMDGPU_MFMA_F16, ab_32x32x8h, cd_32x32, false, false},
    {"v_mfma_f32_16x16x16f16", 16, 16, 16, 1, 2, 4, AMDGPU_MFMA_F16, ab_16x16x16h, cd_16x16, false, false},
    {"v_mfma_f32_32x32x2f32", 32, 32, 2, 1, 1, 16, AMDGPU_MFMA_F32, ab_32x32x2f, cd_32x32, false, true},
    {"v_mfma_f32_16x16x4f32", 16, 16, 4, 1, 1, 4, AMDGPU_MFMA_F32, ab_16x16x4f, cd_16x16, false, true},
    {"v_mfma_f32_32x32x1f32", 32, 32, 1, 2, 1, 32, AMDGPU_MFMA_F32, ab_32x32x1f, cd_32x32, true, true},
    {"v_mfma_f32_16x16x1f32", 16, 16, 1, 4, 1, 16, AMDGPU_MFMA_F32, ab_16x16x1f, cd_16x16, true, true},
    {"v_mfma_f32_4x4x1f32", 4, 4, 1, 16, 1, 4, AMDGPU_MFMA_F32, ab_4x4x1f, cd_4x4, true, true},
    {"v_mfma_f32_32x32x4f16", 32, 32, 4, 2, 2, 32, AMDGPU_MFMA_F16, ab_32x32x4h, cd_32x32, true, true},
    {"v_mfma_f32_16x16x4f16", 16, 16, 4, 4, 2, 16, AMDGPU_MFMA_F16, ab_16x16x4h, cd_16x16, true, true},
    {"v_mfma_f32_4x4x4f16", 4, 4, 4, 16, 2, 4, AMDGPU_MFMA_F16, ab_4x4x4h, cd_4x4, true, true},
    {"v_mfma_i32_32x32x4i8", 32, 32, 4, 2, 1, 32, AMDGPU_MFMA_I8, ab_32x32x4b, cd_32x32, true, true},
    {"v_mfma_i32_16x16x4i8", 16, 16, 4, 4, 1, 16, AMDGPU_MFMA_I8, ab_16x16x4b, cd_16x16, true, true},
    {"v_mfma_i32_4x4x4i8", 4, 4, 4, 16, 1, 4, AMDGPU_MFMA_I8, ab_4x4x4b, cd_4x4, true, true},
    {"v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, 2, 16, AMDGPU_MFMA_I8, ab_32x32x16b, cd_32x32, false, false},
    {"v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, 2, 4, AMDGPU_MFMA_I8, ab_16x16x32b, cd_16x16, false, false},
    {"v_mfma_f32_32x32x4_2b_bf16", 32, 32, 4, 2, 2, 32, AMDGPU_MFMA_BF16, ab_32x32x4h, cd_32x32, true, true},
    {"v_mfma_f32_16x16x4_4b_bf16", 16, 16, 4, 4, 2, 16, AMDGPU_MFMA_BF16, ab_16x16x4h, cd_16x16, true, true},
    {"v_mfma_f32_4x4x4_16b_bf16", 4, 4, 4, 16, 2, 4, AMDGPU_MFMA_BF16, ab_4x4x4h, cd_4x4, true, true},
    {"v_mfma_f32_32x32x8_bf16", 32, 32, 8, 1, 2, 16, AMDGPU_MFMA_BF16, ab_32x32x8h, cd_32x32, false, false},
    {"v_mfma_f32_16x16x16_bf16", 16, 16, 16, 1, 2, 4, AMDGPU_MFMA_BF16, ab_16x16x16h, cd_16x16, false, false},
};

/* The calculator's BLGP lane swizzle, case by case as it describes them. */
static unsigned ref_blgp(unsigned lane, unsigned blgp)
{
    switch (blgp) {
    case 1: return lane < 32 ? lane : lane - 32;          /* first 32 lanes to all */
    case 2: return lane < 32 ? lane + 32 : lane;          /* second 32 lanes to all */
    case 3: return lane < 48 ? lane + 16 : lane - 48;     /* rotate down by 16 */
    case 4: case 5: case 6: case 7: return 16 * (blgp - 4) + (lane & 15); /* one 16-lane group */
    default: return lane;
    }
}

static double ref_elem(int type, const uint32_t *regs, unsigned g, unsigned s, unsigned lane)
{
    uint32_t w = regs[g * L + lane];
    switch (type) {
    case AMDGPU_MFMA_F16: return ref_h2d((uint16_t)(s ? w >> 16 : w));
    case AMDGPU_MFMA_BF16: return au_f(s ? (w & 0xffff0000u) : w << 16);
    case AMDGPU_MFMA_I8: return (double)(int8_t)(w >> (8 * s));
    default: return au_f(w);
    }
}

static uint32_t rand_elem(uint64_t *st, int type)
{
    switch (type) {
    case AMDGPU_MFMA_F16: { /* two halves, values of modest size */
        uint32_t r = 0;
        for (int h = 0; h < 2; h++) {
            double v = (double)(int)(au_rand_u32(st) % 2001 - 1000) / 256.0;
            r |= (uint32_t)ref_d2h(v) << (16 * h);
        }
        return r;
    }
    case AMDGPU_MFMA_BF16: {
        uint32_t lo = au_u((float)(int)(au_rand_u32(st) % 2001 - 1000) / 64.0f) >> 16;
        uint32_t hi = au_u((float)(int)(au_rand_u32(st) % 2001 - 1000) / 64.0f) >> 16;
        return lo | hi << 16;
    }
    case AMDGPU_MFMA_I8: return au_rand_u32(st);
    default: return au_u((float)((int)(au_rand_u32(st) % 20001) - 10000) / 1024.0f);
    }
}

/* Random A, B (the type's elements) and C registers. */
static void inputs(const ref_inst *t, uint64_t seed, uint32_t a[2 * L], uint32_t b[2 * L], uint32_t c[32 * L])
{
    uint64_t st = seed;
    for (unsigned r = 0; r < 2 * L; r++) a[r] = rand_elem(&st, t->type), b[r] = rand_elem(&st, t->type);
    for (unsigned r = 0; r < 32 * L; r++)
        c[r] = t->type == AMDGPU_MFMA_I8 ? au_rand_u32(&st) : rand_elem(&st, AMDGPU_MFMA_F32);
}

/* D's registers from the calculator's element -> register formulas, and
 * each output's magnitude (sum of |terms|) for the float tolerance. */
static void reference(const ref_inst *t, const uint32_t *a, const uint32_t *b, const uint32_t *c, unsigned cbsz,
                      unsigned abid, unsigned blgp, uint32_t want[32 * L], double mag[32 * L])
{
    memset(want, 0xee, 32 * L * sizeof *want);
    for (unsigned blk = 0; blk < t->blocks; blk++) {
        unsigned ablk = blk;
        if (cbsz) ablk = blk / (1u << cbsz) * (1u << cbsz) + abid;
        for (unsigned i = 0; i < t->m; i++)
            for (unsigned j = 0; j < t->n; j++) {
                unsigned g, s, la, gb, sb, lb, gc, lc;
                t->cd(i, j, blk, &gc, &lc);
                double sum = au_f(c[gc * L + lc]), m = fabs(sum);
                uint32_t isum = c[gc * L + lc];
                for (unsigned k = 0; k < t->k; k++) {
                    t->ab(i, k, ablk, &g, &s, &la);
                    t->ab(j, k, blk, &gb, &sb, &lb);
                    double x = ref_elem(t->type, a, g, s, la);
                    double y = ref_elem(t->type, b, gb, sb, ref_blgp(lb, blgp));
                    sum += x * y, m += fabs(x * y);
                    isum += (uint32_t)((int32_t)x * (int32_t)y);
                }
                want[gc * L + lc] = t->type == AMDGPU_MFMA_I8 ? isum : au_u((float)sum);
                mag[gc * L + lc] = m;
            }
    }
}

/* Every register of every lane of d against the reference. */
static void compare(const ref_inst *t, const uint32_t *d, const uint32_t *want, const double *mag, unsigned cbsz,
                    unsigned abid, unsigned blgp)
{
    for (unsigned r = 0; r < t->cd_regs * L; r++) {
        if (t->type == AMDGPU_MFMA_I8) {
            if (d[r] != want[r]) fail_msg("%s reg %u lane %u: %08x want %08x", t->name, r / L, r % L, d[r], want[r]);
            continue;
        }
        double got = au_f(d[r]), w = au_f(want[r]);
        if (fabs(got - w) > 1e-6 * mag[r] + 1e-30)
            fail_msg("%s cbsz %u abid %u blgp %u reg %u lane %u: %g want %g", t->name, cbsz, abid, blgp,
                     r / L, r % L, got, w);
    }
}

/* One case: reference vs amdgpu_mfma_run. */
static void check(const ref_inst *t, unsigned cbsz, unsigned abid, unsigned blgp, uint64_t seed)
{
    uint32_t a[2 * L], b[2 * L], c[32 * L], d[32 * L], want[32 * L];
    double mag[32 * L];
    inputs(t, seed, a, b, c);
    reference(t, a, b, c, cbsz, abid, blgp, want, mag);
    amdgpu_mfma_shape sh;
    assert_true(amdgpu_mfma_shape_of(t->name, &sh));
    assert_int_equal(sh.m, t->m);
    assert_int_equal(sh.k, t->k);
    assert_int_equal(sh.blocks, t->blocks);
    assert_int_equal(amdgpu_mfma_ab_regs(&sh), t->ab_regs);
    assert_int_equal(amdgpu_mfma_cd_regs(&sh), t->cd_regs);
    amdgpu_mfma_run(&sh, a, b, c, d, cbsz, abid, blgp);
    compare(t, d, want, mag, cbsz, abid, blgp);
}

/* ---- through the decoder and the executor ------------------------------------------
 * Each instruction assembled for gfx940 (llvm-mc-15) and run on a wave
 * whose registers hold random A, B, C: with C/D in AGPRs (LLVM's usual
 * form), in VGPRs (gfx940 allows both), and with a constant C of 0. The
 * result is compared with the layout reference above. */
static void run_exec(const ref_inst *t, int form, uint64_t seed)
{
    char line[160];
    unsigned ab = t->ab_regs, cd = t->cd_regs;
    char areg[24], breg[24];
    if (ab == 1) snprintf(areg, sizeof areg, "v0"), snprintf(breg, sizeof breg, "v2");
    else snprintf(areg, sizeof areg, "v[0:1]"), snprintf(breg, sizeof breg, "v[2:3]");
    if (form == 0)
        snprintf(line, sizeof line, "%s a[0:%u], %s, %s, a[0:%u]", t->name, cd - 1, areg, breg, cd - 1);
    else if (form == 1)
        snprintf(line, sizeof line, "%s v[64:%u], %s, %s, v[64:%u]", t->name, 63 + cd, areg, breg, 63 + cd);
    else
        snprintf(line, sizeof line, "%s a[0:%u], %s, %s, 0", t->name, cd - 1, areg, breg);
    amdgpu_inst in;
    const char *lp = line;
    au_asm_isa(AMDGPU_ISA_GFX940, &lp, 1, &in);
    amdgpu_wave *w = au_wave_new();
    w->accum_offset = 128, w->nagpr = AU_NVGPR - 128;
    uint32_t a[2 * L], b[2 * L], c[32 * L], want[32 * L];
    double mag[32 * L];
    inputs(t, seed, a, b, c);
    if (form == 2) memset(c, 0, sizeof c);
    reference(t, a, b, c, 0, 0, 0, want, mag);
    uint32_t *cdreg = form == 1 ? &w->v[64 * L] : &w->v[128 * L];
    memcpy(&w->v[0], a, ab * L * 4);
    memcpy(&w->v[2 * L], b, ab * L * 4);
    memcpy(cdreg, c, cd * L * 4);
    amdgpu_wave_set_exec(w, 0x00ff00ff00ff00ffull); /* MFMA computes every lane */
    au_exec(w, &in, AMDGPU_EXEC_OK);
    compare(t, cdreg, want, mag, 0, 0, 0);
    au_wave_free(w);
}

static void test_exec(void **state)
{
    (void)state;
    for (size_t n = 0; n < sizeof insts / sizeof insts[0]; n++)
        for (int form = 0; form < 3; form++) run_exec(&insts[n], form, 101 * n + (uint64_t)form);
}

static void test_layouts(void **state)
{
    (void)state;
    for (size_t n = 0; n < sizeof insts / sizeof insts[0]; n++)
        for (uint64_t seed = 1; seed <= 3; seed++) check(&insts[n], 0, 0, 0, seed * 977 + n);
}

static void test_blgp(void **state)
{
    (void)state;
    for (size_t n = 0; n < sizeof insts / sizeof insts[0]; n++)
        if (insts[n].blgp)
            for (unsigned blgp = 1; blgp < 8; blgp++) check(&insts[n], 0, 0, blgp, 31 * blgp + n);
}

static void test_cbsz_abid(void **state)
{
    (void)state;
    for (size_t n = 0; n < sizeof insts / sizeof insts[0]; n++) {
        if (!insts[n].bcast) continue;
        for (unsigned cbsz = 1; (1u << cbsz) <= insts[n].blocks && cbsz <= 4; cbsz++)
            for (unsigned abid = 0; abid < (1u << cbsz); abid++) check(&insts[n], cbsz, abid, 0, 7 * abid + cbsz);
    }
}

/* Names that are not MFMA shapes this module computes. */
static void test_names(void **state)
{
    (void)state;
    amdgpu_mfma_shape s;
    static const char *const no[] = {"v_mfma_f64_16x16x4f64", "v_mfma_f32_32x32x4_xf32", "v_mfma_f32_16x16x32_fp8_fp8",
                                     "v_smfmac_f32_16x16x32_f16", "v_mfma_f32_32x32x8", "v_mfma_i32_32x32x8f16",
                                     "v_mfma_f32_32x32x1_4b_f32", "v_add_f32"};
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) assert_false(amdgpu_mfma_shape_of(no[i], &s));
    assert_true(amdgpu_mfma_shape_of("v_mfma_f32_32x32x1_2b_f32", &s));
    assert_int_equal(s.blocks, 2);
    assert_true(amdgpu_mfma_shape_of("v_mfma_f32_16x16x16_f16", &s));
    assert_int_equal(s.blocks, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layouts),
        cmocka_unit_test(test_blgp),
        cmocka_unit_test(test_cbsz_abid),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_exec),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
