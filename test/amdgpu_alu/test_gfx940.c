/* test/amdgpu_alu/test_gfx940.c - the semantics of the operations gfx940
 * (CDNA3) added (amdgpu/exec_gfx9.c, amdgpu/exec_gfx940.c), assembled
 * with llvm-mc-15 --mcpu=gfx940 and decoded with amdgpu_decode(gfx940),
 * against C references written here from the CDNA3 ISA guide's
 * pseudo-code: per-lane integer and fused ops (valu_ref.h's driver),
 * packed f32 with op_sel / op_sel_hi / neg_lo / neg_hi, the SOP2
 * additions, AGPR moves, and every MFMA with AGPR and VGPR operands
 * against the layout reference of test_mfma (mfma_ref.h). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"
#include "amdgpu/operand.h"
#include "valu_ref.h"

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

RU(add, a + b)
RU(sub, a - b)
RU(subrev, b - a)
RU(add_sat, (uint64_t)a + b > 0xffffffffu ? 0xffffffffu : a + b)
RU(sub_sat, a < b ? 0 : a - b)
RU(xad, (a ^ b) + c)
RU(lshl_add, (a << (b % 32)) + c)
RU(add_lshl, (a + b) << (c % 32))
RU(add3, a + b + c)
RU(lshl_or, (a << (b % 32)) | c)
RU(and_or, (a & b) | c)
RU(or3, a | b | c)
RU(xnor, ~(a ^ b))
RU(add_i32, (uint32_t)((int32_t)a + (int64_t)(int32_t)b))
RU(sub_i32, (uint32_t)((int32_t)a - (int64_t)(int32_t)b))
RU64(lshl_add_u64, (A << (B % 8)) + C)
RU64(mov_b64, A)

static uint64_t r_fma(uint64_t A, uint64_t B, uint64_t C)
{
    return au_u(fmaf(au_f((uint32_t)A), au_f((uint32_t)B), au_f((uint32_t)C)));
}

static uint64_t r_fma64(uint64_t A, uint64_t B, uint64_t C)
{
    return au_ud(fma(au_d(A), au_d(B), au_d(C)));
}

/* Packed f32: h(x, i) is half i of the pair x. */
static float h(uint64_t x, int i) { return au_f((uint32_t)(x >> (32 * i))); }
static uint64_t pair(float lo, float hi) { return au_u(lo) | (uint64_t)au_u(hi) << 32; }

static uint64_t r_pk_fma(uint64_t A, uint64_t B, uint64_t C)
{
    return pair(fmaf(h(A, 0), h(B, 0), h(C, 0)), fmaf(h(A, 1), h(B, 1), h(C, 1)));
}
static uint64_t r_pk_mul(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return pair(h(A, 0) * h(B, 0), h(A, 1) * h(B, 1));
}
static uint64_t r_pk_add(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return pair(h(A, 0) + h(B, 0), h(A, 1) + h(B, 1));
}
/* op_sel:[1,0,1] op_sel_hi:[0,1,1]: lo = fma(A.hi, B.lo, C.hi), hi = fma(A.lo, B.hi, C.hi). */
static uint64_t r_pk_fma_sel(uint64_t A, uint64_t B, uint64_t C)
{
    return pair(fmaf(h(A, 1), h(B, 0), h(C, 1)), fmaf(h(A, 0), h(B, 1), h(C, 1)));
}
/* neg_lo:[1,0,0] neg_hi:[0,1,1]. */
static uint64_t r_pk_fma_neg(uint64_t A, uint64_t B, uint64_t C)
{
    return pair(fmaf(-h(A, 0), h(B, 0), h(C, 0)), fmaf(h(A, 1), -h(B, 1), -h(C, 1)));
}
/* v_pk_mul_f32 op_sel:[0,1] op_sel_hi:[1,0] (as nbody's code has it). */
static uint64_t r_pk_mul_sel(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return pair(h(A, 0) * h(B, 1), h(A, 1) * h(B, 0));
}
/* v_pk_add_f32 neg_lo:[0,1] neg_hi:[0,1]: A - B per half. */
static uint64_t r_pk_sub(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return pair(h(A, 0) - h(B, 0), h(A, 1) - h(B, 1));
}
/* v_pk_mov_b32 op_sel:[1,0]: lo = A.hi, hi = B.lo. */
static uint64_t r_pk_mov(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return (A >> 32) | (B << 32);
}

/* v_pack_b32_f16: {B.f16, A.f16}; op_sel:[1,0,0] takes A's hi half; -A
 * flips A's half's sign bit, |B| clears B's. */
RU(pack, (a & 0xffff) | (b & 0xffff) << 16)
RU(pack_sel, a >> 16 | (b & 0xffff) << 16)
RU(pack_mods, ((a ^ 0x8000) & 0xffff) | (b & 0x7fff) << 16)

/* Packed f16, with the test's own f16 codec: q(x, i) is half i of x. */
static double q(uint64_t x, int i) { return ref_h2d((uint16_t)(x >> (16 * i))); }
static uint64_t hpair(double lo, double hi) { return ref_d2h(lo) | (uint64_t)ref_d2h(hi) << 16; }
/* minNum/maxNum: a NaN input gives the other; -0 < +0 */
static double rmin(double a, double b, int max)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return (signbit(a) != 0) != (max != 0) ? a : b;
    return (a < b) != (max != 0) ? a : b;
}
static uint64_t r_pk16_add(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(q(A, 0) + q(B, 0), q(A, 1) + q(B, 1));
}
static uint64_t r_pk16_mul(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(q(A, 0) * q(B, 0), q(A, 1) * q(B, 1));
}
static uint64_t r_pk16_fma(uint64_t A, uint64_t B, uint64_t C)
{
    return hpair(fma(q(A, 0), q(B, 0), q(C, 0)), fma(q(A, 1), q(B, 1), q(C, 1)));
}
static uint64_t r_pk16_min(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(rmin(q(A, 0), q(B, 0), 0), rmin(q(A, 1), q(B, 1), 0));
}
static uint64_t r_pk16_max(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(rmin(q(A, 0), q(B, 0), 1), rmin(q(A, 1), q(B, 1), 1));
}
/* op_sel:[1,0] op_sel_hi:[0,1]: lo = A.hi * B.lo, hi = A.lo * B.hi. */
static uint64_t r_pk16_mul_sel(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(q(A, 1) * q(B, 0), q(A, 0) * q(B, 1));
}
/* neg_lo:[0,1] neg_hi:[1,0]: lo = A.lo - B.lo, hi = B.hi - A.hi. */
static uint64_t r_pk16_sub(uint64_t A, uint64_t B, uint64_t C)
{
    (void)C;
    return hpair(q(A, 0) - q(B, 0), q(B, 1) - q(A, 1));
}

/* GFX9 v_fma_f16 / v_mad_f16 (the dst's lo half, compared alone: the hi
 * half keeps the old dst's); op_sel:[1,0,1,0] takes A's and C's hi halves. */
static uint64_t r_fma16(uint64_t A, uint64_t B, uint64_t C) { return ref_d2h(fma(q(A, 0), q(B, 0), q(C, 0))); }
static uint64_t r_mad16(uint64_t A, uint64_t B, uint64_t C)
{
    return ref_d2h(ref_h2d(ref_d2h(q(A, 0) * q(B, 0))) + q(C, 0));
}
static uint64_t r_fma16_sel(uint64_t A, uint64_t B, uint64_t C) { return ref_d2h(fma(q(A, 1), q(B, 0), q(C, 1))); }

static void test_valu(void **state)
{
    (void)state;
    static const vcase cases[] = {
        {"v_add_u32_e32 v10, v2, v4", r_add, VC_BITS, 0},
        {"v_add_u32_e64 v10, v2, v4 clamp", r_add_sat, VC_BITS, 0},
        {"v_sub_u32_e32 v10, v2, v4", r_sub, VC_BITS, 0},
        {"v_sub_u32_e64 v10, v2, v4 clamp", r_sub_sat, VC_BITS, 0},
        {"v_subrev_u32_e32 v10, v2, v4", r_subrev, VC_BITS, 0},
        {"v_add_i32 v10, v2, v4", r_add_i32, VC_BITS, 0},
        {"v_sub_i32 v10, v2, v4", r_sub_i32, VC_BITS, 0},
        {"v_xad_u32 v10, v2, v4, v6", r_xad, VC_BITS, 0},
        {"v_lshl_add_u32 v10, v2, v4, v6", r_lshl_add, VC_BITS, 0},
        {"v_add_lshl_u32 v10, v2, v4, v6", r_add_lshl, VC_BITS, 0},
        {"v_add3_u32 v10, v2, v4, v6", r_add3, VC_BITS, 0},
        {"v_lshl_or_b32 v10, v2, v4, v6", r_lshl_or, VC_BITS, 0},
        {"v_and_or_b32 v10, v2, v4, v6", r_and_or, VC_BITS, 0},
        {"v_or3_b32 v10, v2, v4, v6", r_or3, VC_BITS, 0},
        {"v_xnor_b32_e32 v10, v2, v4", r_xnor, VC_BITS, 0},
        {"v_lshl_add_u64 v[10:11], v[2:3], v4, v[6:7]", r_lshl_add_u64, VC_BITS, 0},
        {"v_mov_b64_e32 v[10:11], v[2:3]", r_mov_b64, VC_BITS, 0},
        {"v_fmac_f32_e32 v10, v2, v4", r_fma, VC_F32, 0},
        {"v_fmac_f64_e32 v[10:11], v[2:3], v[4:5]", r_fma64, VC_F64, 0},
        {"v_fma_f32 v10, v2, v4, v6", r_fma, VC_F32, 0},
        {"v_pk_fma_f32 v[10:11], v[2:3], v[4:5], v[6:7]", r_pk_fma, VC_F32X2, 0},
        {"v_pk_mul_f32 v[10:11], v[2:3], v[4:5]", r_pk_mul, VC_F32X2, 0},
        {"v_pk_add_f32 v[10:11], v[2:3], v[4:5]", r_pk_add, VC_F32X2, 0},
        {"v_pk_fma_f32 v[10:11], v[2:3], v[4:5], v[6:7] op_sel:[1,0,1] op_sel_hi:[0,1,1]", r_pk_fma_sel, VC_F32X2, 0},
        {"v_pk_fma_f32 v[10:11], v[2:3], v[4:5], v[6:7] neg_lo:[1,0,0] neg_hi:[0,1,1]", r_pk_fma_neg, VC_F32X2, 0},
        {"v_pk_mul_f32 v[10:11], v[2:3], v[4:5] op_sel:[0,1] op_sel_hi:[1,0]", r_pk_mul_sel, VC_F32X2, 0},
        {"v_pk_add_f32 v[10:11], v[2:3], v[4:5] neg_lo:[0,1] neg_hi:[0,1]", r_pk_sub, VC_F32X2, 0},
        {"v_pk_mov_b32 v[10:11], v[2:3], v[4:5] op_sel:[1,0]", r_pk_mov, VC_BITS, 0},
        {"v_pk_add_f16 v10, v2, v4", r_pk16_add, VC_F16X2, 0},
        {"v_pk_mul_f16 v10, v2, v4", r_pk16_mul, VC_F16X2, 0},
        {"v_pk_fma_f16 v10, v2, v4, v6", r_pk16_fma, VC_F16X2, 0},
        {"v_pk_min_f16 v10, v2, v4", r_pk16_min, VC_F16X2, 0},
        {"v_pk_max_f16 v10, v2, v4", r_pk16_max, VC_F16X2, 0},
        {"v_pk_mul_f16 v10, v2, v4 op_sel:[1,0] op_sel_hi:[0,1]", r_pk16_mul_sel, VC_F16X2, 0},
        {"v_pk_add_f16 v10, v2, v4 neg_lo:[0,1] neg_hi:[1,0]", r_pk16_sub, VC_F16X2, 0},
        {"v_fma_f16 v10, v2, v4, v6", r_fma16, VC_F16LO, 0},
        {"v_mad_f16 v10, v2, v4, v6", r_mad16, VC_F16LO, 0},
        {"v_fma_f16 v10, v2, v4, v6 op_sel:[1,0,1,0]", r_fma16_sel, VC_F16LO, 0},
        {"v_pack_b32_f16 v10, v2, v4", r_pack, VC_BITS, 0},
        {"v_pack_b32_f16 v10, v2, v4 op_sel:[1,0,0]", r_pack_sel, VC_BITS, 0},
        {"v_pack_b32_f16 v10, -v2, |v4|", r_pack_mods, VC_BITS, 0},
    };
    vtest_run_isa(AMDGPU_ISA_GFX940, cases, sizeof cases / sizeof cases[0], 940);
}

/* fmamk/fmaak take a literal: their own cases (K = 1.5). */
static void test_fmamk_fmaak(void **state)
{
    (void)state;
    const char *lines[] = {"v_fmamk_f32 v10, v2, 0x3fc00000, v4", "v_fmaak_f32 v10, v2, v4, 0x3fc00000"};
    amdgpu_inst in[2];
    au_asm_isa(AMDGPU_ISA_GFX940, lines, 2, in);
    uint64_t st = 29;
    amdgpu_wave *w = au_wave_new();
    for (int k = 0; k < 2; k++) {
        uint32_t a[64], b[64];
        for (unsigned l = 0; l < 64; l++) {
            a[l] = au_rand_f32(&st), b[l] = au_rand_f32(&st);
            w->v[2 * 64 + l] = a[l], w->v[4 * 64 + l] = b[l];
        }
        au_exec(w, &in[k], AMDGPU_EXEC_OK);
        for (unsigned l = 0; l < 64; l++) {
            float want = k == 0 ? fmaf(au_f(a[l]), 1.5f, au_f(b[l])) : fmaf(au_f(a[l]), au_f(b[l]), 1.5f);
            uint32_t got = w->v[10 * 64 + l];
            if (!(got == au_u(want) || (isnan(want) && isnan(au_f(got)))))
                fail_msg("%s lane %u: %08x want %08x", lines[k], l, got, au_u(want));
        }
    }
    au_wave_free(w);
}

/* SOP2 additions: every (a, b) of a list of edge values. */
static void test_salu(void **state)
{
    (void)state;
    const char *lines[] = {"s_mul_hi_u32 s10, s1, s2", "s_mul_hi_i32 s10, s1, s2", "s_lshl1_add_u32 s10, s1, s2",
                           "s_lshl2_add_u32 s10, s1, s2", "s_lshl3_add_u32 s10, s1, s2", "s_lshl4_add_u32 s10, s1, s2",
                           "s_pack_ll_b32_b16 s10, s1, s2", "s_pack_lh_b32_b16 s10, s1, s2", "s_pack_hh_b32_b16 s10, s1, s2"};
    enum { N = sizeof lines / sizeof lines[0] };
    amdgpu_inst in[N];
    au_asm_isa(AMDGPU_ISA_GFX940, lines, N, in);
    static const uint32_t v[] = {0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 0x12345678, 0xdeadbeef, 0x0fffffff};
    amdgpu_wave *w = au_wave_new();
    for (size_t k = 0; k < N; k++)
        for (size_t i = 0; i < sizeof v / 4; i++)
            for (size_t j = 0; j < sizeof v / 4; j++) {
                uint32_t a = v[i], b = v[j], want;
                bool scc = false, has_scc = k >= 2 && k <= 5;
                switch (k) {
                case 0: want = (uint32_t)(((uint64_t)a * b) >> 32); break;
                case 1: want = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32); break;
                case 6: want = (a & 0xffff) | (b << 16); break;
                case 7: want = (a & 0xffff) | (b & 0xffff0000u); break;
                case 8: want = (a >> 16) | (b & 0xffff0000u); break;
                default: {
                    uint64_t r = ((uint64_t)a << (k - 1)) + b;
                    want = (uint32_t)r, scc = (r >> 32) != 0;
                }
                }
                w->s[1] = a, w->s[2] = b, w->scc = !scc;
                au_exec(w, &in[k], AMDGPU_EXEC_OK);
                if (w->s[10] != want || (has_scc && w->scc != scc))
                    fail_msg("%s a=%08x b=%08x: %08x scc %d, want %08x scc %d", lines[k], a, b, w->s[10], w->scc, want, scc);
            }
    au_wave_free(w);
}

/* AGPR moves between the two halves of the unified file. */
static void test_accvgpr(void **state)
{
    (void)state;
    const char *lines[] = {"v_accvgpr_write_b32 a3, v1", "v_accvgpr_read_b32 v10, a3", "v_accvgpr_mov_b32 a7, a3",
                           "v_accvgpr_write_b32 a5, 7"};
    amdgpu_inst in[4];
    au_asm_isa(AMDGPU_ISA_GFX940, lines, 4, in);
    amdgpu_wave *w = au_wave_new();
    w->accum_offset = 128, w->nagpr = AU_NVGPR - 128;
    uint64_t st = 5, exec = au_rand(&st);
    for (unsigned l = 0; l < 64; l++) {
        w->v[64 + l] = au_rand_u32(&st);
        w->v[(128 + 3) * 64 + l] = w->v[(128 + 7) * 64 + l] = w->v[(128 + 5) * 64 + l] = 0xaaaa5555u;
        w->v[10 * 64 + l] = 0x5555aaaau;
    }
    amdgpu_wave_set_exec(w, exec);
    for (int k = 0; k < 4; k++) au_exec(w, &in[k], AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        bool on = exec >> l & 1;
        assert_int_equal(w->v[(128 + 3) * 64 + l], on ? w->v[64 + l] : 0xaaaa5555u);
        assert_int_equal(w->v[10 * 64 + l], on ? w->v[64 + l] : 0x5555aaaau);
        assert_int_equal(w->v[(128 + 7) * 64 + l], on ? w->v[64 + l] : 0xaaaa5555u);
        assert_int_equal(w->v[(128 + 5) * 64 + l], on ? 7u : 0xaaaa5555u);
    }
    /* an AGPR past the wave's: a bad operand, nothing written */
    w->nagpr = 3;
    au_exec(w, &in[0], AMDGPU_EXEC_BADOPND);
    au_wave_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valu),
        cmocka_unit_test(test_fmamk_fmaak),
        cmocka_unit_test(test_salu),
        cmocka_unit_test(test_accvgpr),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
