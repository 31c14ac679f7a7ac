/* test/amdgpu_alu/test_valu_misc.c - VALU behaviour beyond one lane op:
 * masks (cndmask, carry chains), cross-lane ops, M0-relative moves, SDWA,
 * DPP, VOP3 modifiers, inline constants per operand type, denormal
 * modes, and LLVM's own f32/f64 division sequences (clang-15 output)
 * checked end to end against correctly rounded host division. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"
#include "valu_ref.h"

#define V(w, r, l) ((w)->v[(r) * 64 + (l)])

static void fill(amdgpu_wave *w, unsigned reg, uint64_t *st, uint32_t (*gen)(uint64_t *))
{
    for (unsigned l = 0; l < 64; l++) V(w, reg, l) = gen(st);
}

/* Runs a sequence of instruction texts in order. */
static void run_seq(amdgpu_wave *w, const char *const *lines, size_t n)
{
    amdgpu_inst ins[32];
    assert_true(n <= 32);
    au_asm(lines, n, ins);
    for (size_t i = 0; i < n; i++) au_exec(w, &ins[i], AMDGPU_EXEC_OK);
}

static void run1(amdgpu_wave *w, const char *text)
{
    run_seq(w, &text, 1);
}

/* ---- masks --------------------------------------------------------------- */

static void test_cndmask_carry(void **state)
{
    (void)state;
    uint64_t st = 7;
    amdgpu_wave *w = au_wave_new();
    fill(w, 1, &st, au_rand_u32);
    fill(w, 4, &st, au_rand_u32);
    uint64_t m = au_rand(&st);
    amdgpu_wave_set_vcc(w, m);
    w->s[30] = (uint32_t)~m, w->s[31] = (uint32_t)(~m >> 32);
    run1(w, "v_cndmask_b32 v10, v1, v4, vcc");
    run1(w, "v_cndmask_b32_e64 v11, v1, v4, s[30:31]");
    for (unsigned l = 0; l < 64; l++) {
        assert_int_equal(V(w, 10, l), (m >> l & 1) ? V(w, 4, l) : V(w, 1, l));
        assert_int_equal(V(w, 11, l), (m >> l & 1) ? V(w, 1, l) : V(w, 4, l));
    }
    /* 64-bit add/sub through carry chains, e32 (vcc) and e64 (SGPR pairs). */
    static const char *add[] = {"v_add_u32 v10, vcc, v1, v4", "v_addc_u32 v11, vcc, v2, v5, vcc",
                                "v_sub_u32_e64 v12, s[20:21], v1, v4",
                                "v_subb_u32_e64 v13, s[22:23], v2, v5, s[20:21]",
                                "v_subrev_u32 v14, vcc, v4, v1",
                                "v_subbrev_u32 v15, vcc, v5, v2, vcc"};
    for (int round = 0; round < 20; round++) {
        fill(w, 1, &st, au_rand_u32);
        fill(w, 2, &st, au_rand_u32);
        fill(w, 4, &st, au_rand_u32);
        fill(w, 5, &st, au_rand_u32);
        uint64_t exec = round % 2 ? au_rand(&st) : ~0ull;
        amdgpu_wave_set_exec(w, exec);
        run_seq(w, add, 2);
        uint64_t co = amdgpu_wave_vcc(w);
        run_seq(w, add + 2, 2);
        uint64_t bo = w->s[22] | (uint64_t)w->s[23] << 32;
        run_seq(w, add + 4, 2);
        uint64_t bo2 = amdgpu_wave_vcc(w);
        for (unsigned l = 0; l < 64; l++) {
            if (!(exec >> l & 1)) {
                assert_false(co >> l & 1);
                continue;
            }
            uint64_t a = V(w, 1, l) | (uint64_t)V(w, 2, l) << 32, b = V(w, 4, l) | (uint64_t)V(w, 5, l) << 32;
            unsigned __int128 s = (unsigned __int128)a + b;
            assert_int_equal(V(w, 10, l) | (uint64_t)V(w, 11, l) << 32, (uint64_t)s);
            assert_int_equal(co >> l & 1, (unsigned)(s >> 64));
            assert_int_equal(V(w, 12, l) | (uint64_t)V(w, 13, l) << 32, a - b);
            assert_int_equal(bo >> l & 1, a < b);
            assert_int_equal(V(w, 14, l) | (uint64_t)V(w, 15, l) << 32, a - b);
            assert_int_equal(bo2 >> l & 1, a < b);
        }
    }
    au_wave_free(w);
}

/* ---- cross-lane ---------------------------------------------------------- */

static void test_lanes(void **state)
{
    (void)state;
    uint64_t st = 11;
    amdgpu_wave *w = au_wave_new();
    fill(w, 1, &st, au_rand_u32);
    amdgpu_wave_set_exec(w, 0xf0f0f0f000000000ull);
    w->s[3] = 45;
    run1(w, "v_readfirstlane_b32 s10, v1");
    assert_int_equal(w->s[10], V(w, 1, 36));
    run1(w, "v_readlane_b32 s11, v1, s3");
    assert_int_equal(w->s[11], V(w, 1, 45));
    run1(w, "v_readlane_b32 s12, v1, 63");
    assert_int_equal(w->s[12], V(w, 1, 63));
    uint32_t before = V(w, 1, 2);
    w->s[4] = 0x12345678;
    run1(w, "v_writelane_b32 v1, s4, 2"); /* lane 2 is inactive: written anyway */
    assert_int_equal(V(w, 1, 2), 0x12345678);
    assert_int_not_equal(before, 0x12345678);
    /* mbcnt: number of set mask bits below each lane. */
    amdgpu_wave_set_exec(w, ~0ull);
    uint64_t m = au_rand(&st);
    w->s[6] = (uint32_t)m, w->s[7] = (uint32_t)(m >> 32);
    run1(w, "v_mbcnt_lo_u32_b32 v10, s6, 0");
    run1(w, "v_mbcnt_hi_u32_b32 v10, s7, v10");
    for (unsigned l = 0; l < 64; l++) {
        unsigned n = 0;
        for (unsigned k = 0; k < l; k++) n += m >> k & 1;
        assert_int_equal(V(w, 10, l), n);
    }
    /* M0-relative moves. */
    w->s[AMDGPU_SREG_M0] = 3;
    fill(w, 8, &st, au_rand_u32);
    run1(w, "v_movrels_b32 v20, v5");    /* v20 = v8 */
    run1(w, "v_movreld_b32 v30, v8");    /* v33 = v8 */
    run1(w, "v_movrelsd_b32 v40, v5");   /* v43 = v8 */
    for (unsigned l = 0; l < 64; l++) {
        assert_int_equal(V(w, 20, l), V(w, 8, l));
        assert_int_equal(V(w, 33, l), V(w, 8, l));
        assert_int_equal(V(w, 43, l), V(w, 8, l));
    }
    w->s[AMDGPU_SREG_M0] = 1000; /* out of the register file: an error, not a crash */
    amdgpu_inst in = au_asm1("v_movrels_b32 v20, v5");
    au_exec(w, &in, AMDGPU_EXEC_BADOPND);
    /* Scalar M0-relative moves. */
    w->s[AMDGPU_SREG_M0] = 2;
    w->s[12] = 0xabcdef01;
    run1(w, "s_movrels_b32 s40, s10"); /* s40 = s12 */
    assert_int_equal(w->s[40], 0xabcdef01);
    run1(w, "s_movreld_b32 s50, s12"); /* s52 = s12 */
    assert_int_equal(w->s[52], 0xabcdef01);
    au_wave_free(w);
}

/* ---- SDWA ---------------------------------------------------------------- */

static uint32_t sel(uint32_t v, int s, bool sext)
{
    int sh = s < 4 ? 8 * s : s < 6 ? 16 * (s - 4) : 0, bits = s < 4 ? 8 : s < 6 ? 16 : 32;
    uint64_t f = (uint64_t)v >> sh & ((1ull << bits) - 1);
    if (sext && bits < 32 && (f >> (bits - 1) & 1)) f |= ~0ull << bits;
    return (uint32_t)f;
}

static void test_sdwa(void **state)
{
    (void)state;
    static const char *sn[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
    static const char *un[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};
    uint64_t st = 5;
    amdgpu_wave *w = au_wave_new();
    char text[160];
    for (int i = 0; i < 40; i++) {
        int s0 = (int)(au_rand(&st) % 7), s1 = (int)(au_rand(&st) % 7), d = (int)(au_rand(&st) % 7);
        int u = (int)(au_rand(&st) % 3);
        bool sx = au_rand(&st) & 1;
        snprintf(text, sizeof text,
                 "v_add_u32_sdwa v10, vcc, %sv1%s, v4 dst_sel:%s dst_unused:%s src0_sel:%s src1_sel:%s",
                 sx ? "sext(" : "", sx ? ")" : "", sn[d], un[u], sn[s0], sn[s1]);
        fill(w, 1, &st, au_rand_u32);
        fill(w, 4, &st, au_rand_u32);
        fill(w, 10, &st, au_rand_u32);
        uint32_t old[64];
        memcpy(old, &V(w, 10, 0), sizeof old);
        run1(w, text);
        for (unsigned l = 0; l < 64; l++) {
            uint32_t r = sel(V(w, 1, l), s0, sx) + sel(V(w, 4, l), s1, false);
            int sh = d < 4 ? 8 * d : d < 6 ? 16 * (d - 4) : 0, bits = d < 4 ? 8 : d < 6 ? 16 : 32;
            uint32_t want;
            if (bits == 32) {
                want = r;
            } else {
                uint32_t fm = (uint32_t)(((1ull << bits) - 1) << sh), f = (r << sh) & fm;
                if (u == 2) want = (old[l] & ~fm) | f;
                else if (u == 1 && (r >> (bits - 1) & 1)) want = f | (uint32_t)(~0ull << (sh + bits));
                else want = f;
            }
            if (V(w, 10, l) != want) {
                fprintf(stderr, "%s lane %u: got %#x want %#x\n", text, l, V(w, 10, l), want);
                fail();
            }
        }
    }
    /* Float SDWA with neg/abs: the modifiers apply after the select. */
    for (unsigned l = 0; l < 64; l++) V(w, 1, l) = 0x3fc00000u, V(w, 4, l) = 0x40000000u << 0;
    run1(w, "v_mul_f32_sdwa v10, -v1, |v4| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD");
    assert_int_equal(V(w, 10, 0), au_u(-3.0f));
    /* What clang emits: v_and_b32_sdwa with a WORD_1 source. */
    fill(w, 14, &st, au_rand_u32);
    fill(w, 13, &st, au_rand_u32);
    run1(w, "v_and_b32_sdwa v12, v14, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD");
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(w, 12, l), (V(w, 14, l) >> 16) & V(w, 13, l));
    au_wave_free(w);
}

/* ---- DPP ----------------------------------------------------------------- */

/* Source lane of lane l for a control, written from the ISA's table. */
static int dpp_ref(const char *ctl, int arg, int l)
{
    int row = l / 16 * 16, i = l % 16;
    if (!strcmp(ctl, "quad_perm")) return l / 4 * 4 + (arg >> (2 * (l % 4)) & 3);
    if (!strcmp(ctl, "row_shl")) return i + arg < 16 ? l + arg : -1;
    if (!strcmp(ctl, "row_shr")) return i - arg >= 0 ? l - arg : -1;
    if (!strcmp(ctl, "row_ror")) return row + (i - arg + 16) % 16;
    if (!strcmp(ctl, "wave_shl")) return l < 63 ? l + 1 : -1;
    if (!strcmp(ctl, "wave_rol")) return (l + 1) % 64;
    if (!strcmp(ctl, "wave_shr")) return l > 0 ? l - 1 : -1;
    if (!strcmp(ctl, "wave_ror")) return (l + 63) % 64;
    if (!strcmp(ctl, "row_mirror")) return row + 15 - i;
    if (!strcmp(ctl, "row_half_mirror")) return row + i / 8 * 8 + 7 - i % 8;
    if (!strcmp(ctl, "row_bcast15")) return l >= 16 ? row - 1 : -1;
    if (!strcmp(ctl, "row_bcast31")) return l >= 32 ? 31 : -1;
    return -1;
}

static void test_dpp(void **state)
{
    (void)state;
    static const struct {
        const char *ctl, *txt;
        int arg;
    } c[] = {
        {"quad_perm", "quad_perm:[1,0,3,2]", 0xb1}, {"quad_perm", "quad_perm:[3,3,0,1]", 0x4f},
        {"row_shl", "row_shl:1", 1}, {"row_shl", "row_shl:15", 15}, {"row_shr", "row_shr:3", 3},
        {"row_ror", "row_ror:7", 7}, {"wave_shl", "wave_shl:1", 1}, {"wave_rol", "wave_rol:1", 1},
        {"wave_shr", "wave_shr:1", 1}, {"wave_ror", "wave_ror:1", 1}, {"row_mirror", "row_mirror", 0},
        {"row_half_mirror", "row_half_mirror", 0}, {"row_bcast15", "row_bcast:15", 0},
        {"row_bcast31", "row_bcast:31", 0},
    };
    uint64_t st = 3;
    amdgpu_wave *w = au_wave_new();
    char text[160];
    for (size_t k = 0; k < sizeof c / sizeof c[0]; k++) {
        for (int v = 0; v < 3; v++) {
            unsigned rm = v == 1 ? 0xa : 0xf, bm = v == 2 ? 0x5 : 0xf;
            bool bc = v != 1;
            snprintf(text, sizeof text, "v_add_u32_dpp v10, vcc, v1, v4 %s row_mask:0x%x bank_mask:0x%x%s",
                     c[k].txt, rm, bm, bc ? " bound_ctrl:0" : "");
            fill(w, 1, &st, au_rand_u32);
            fill(w, 4, &st, au_rand_u32);
            fill(w, 10, &st, au_rand_u32);
            uint32_t old[64];
            memcpy(old, &V(w, 10, 0), sizeof old);
            uint64_t exec = v == 0 ? ~0ull : au_rand(&st) | 0xffff;
            amdgpu_wave_set_exec(w, exec);
            run1(w, text);
            for (int l = 0; l < 64; l++) {
                int s = dpp_ref(c[k].ctl, c[k].arg, l);
                bool valid = s >= 0 && (exec >> s & 1);
                bool write = (exec >> l & 1) && (rm >> (l / 16) & 1) && (bm >> (l % 16 / 4) & 1) &&
                             (valid || bc);
                uint32_t want = write ? (valid ? V(w, 1, s) : 0) + V(w, 4, l) : old[l];
                if (V(w, 10, l) != want) {
                    fprintf(stderr, "%s lane %d: got %#x want %#x\n", text, l, V(w, 10, l), want);
                    fail();
                }
            }
        }
    }
    au_wave_free(w);
}

/* ---- modifiers and constants --------------------------------------------- */

static void test_modifiers_constants(void **state)
{
    (void)state;
    amdgpu_wave *w = au_wave_new();
    for (unsigned l = 0; l < 64; l++) {
        V(w, 1, l) = au_u(-1.5f);
        V(w, 4, l) = au_u(0.25f);
        V(w, 2, l) = (uint32_t)au_ud(-2.0), V(w, 3, l) = (uint32_t)(au_ud(-2.0) >> 32);
        V(w, 5, l) = 0x3c00; /* f16 1.0 */
    }
    w->s[0] = au_u(3.0f);
    const struct {
        const char *text;
        uint32_t want;
    } k[] = {
        {"v_add_f32_e64 v10, |v1|, -v4", au_u(1.25f)},
        {"v_add_f32_e64 v10, -|v1|, v4 clamp", 0},             /* -1.25 clamped to 0 */
        {"v_mul_f32_e64 v10, v1, v4 mul:4", au_u(-1.5f)},
        {"v_mul_f32_e64 v10, v1, v4 div:2", au_u(-0.1875f)},
        {"v_add_f32_e64 v10, v1, 1.0 clamp", au_u(0.0f)},
        {"v_add_f32 v10, s0, v4", au_u(3.25f)},
        {"v_add_f32 v10, 0x40200000, v4", au_u(2.75f)},
        {"v_add_f32 v10, 0.15915494, v1", au_u(0.15915494f - 1.5f)},
        {"v_add_f16 v10, 1.0, v5", 0x4000},
        {"v_add_f16 v10, -2.0, v5", 0xbc00},
        {"v_add_u32 v10, vcc, -16, v4", au_u(0.25f) - 16},
        {"v_max_f32_e64 v10, -v1, 0.5", au_u(1.5f)},
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        run1(w, k[i].text);
        uint32_t want = k[i].want;
        if (V(w, 10, 7) != want) {
            fprintf(stderr, "%s: got %#x want %#x\n", k[i].text, V(w, 10, 7), want);
            fail();
        }
    }
    /* f64 constants and modifiers: inline 1.0 is the double 1.0. */
    run1(w, "v_add_f64 v[10:11], v[2:3], 1.0");
    assert_int_equal(V(w, 10, 0) | (uint64_t)V(w, 11, 0) << 32, au_ud(-1.0));
    run1(w, "v_mul_f64 v[10:11], -v[2:3], 0.15915494309189532");
    assert_true(fabs(au_d(V(w, 10, 0) | (uint64_t)V(w, 11, 0) << 32) - 2 * 0.15915494309189532) < 1e-15);
    run1(w, "v_fma_f64 v[10:11], |v[2:3]|, -4.0, 0.5");
    assert_int_equal(V(w, 10, 0) | (uint64_t)V(w, 11, 0) << 32, au_ud(-7.5));
    au_wave_free(w);
}

/* ---- denormal modes ------------------------------------------------------ */

static void test_denorm_modes(void **state)
{
    (void)state;
    amdgpu_wave *w = au_wave_new();
    for (unsigned l = 0; l < 64; l++) {
        V(w, 1, l) = 0x00400000; /* f32 denormal 2^-127 */
        V(w, 4, l) = 0x00000000;
        V(w, 6, l) = 0x3f000000; /* 0.5 */
        V(w, 2, l) = 0x00000001, V(w, 3, l) = 0; /* f64 smallest denormal */
    }
    w->mode = 0x3f0; /* everything allowed */
    run1(w, "v_add_f32 v10, v1, v4");
    assert_int_equal(V(w, 10, 0), 0x00400000);
    w->mode = 0x3c0; /* f32 flushed (clang's gfx803 default), f64 kept */
    run1(w, "v_add_f32 v10, v1, v4");
    assert_int_equal(V(w, 10, 0), 0);
    run1(w, "v_mul_f32 v10, 0x00800000, v6"); /* 2^-127: denormal result flushed */
    assert_int_equal(V(w, 10, 0), 0);
    run1(w, "v_add_f64 v[10:11], v[2:3], 0");
    assert_int_equal(V(w, 10, 0), 1);
    run1(w, "v_cmp_eq_f32 vcc, v1, v4"); /* a flushed denormal equals 0 */
    assert_int_equal(amdgpu_wave_vcc(w), ~0ull);
    /* s_setreg as LLVM's division uses it turns f32 denormals on. */
    run1(w, "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3");
    assert_int_equal(w->mode & 0x30, 0x30);
    run1(w, "v_add_f32 v10, v1, v4");
    assert_int_equal(V(w, 10, 0), 0x00400000);
    run1(w, "s_getreg_b32 s5, hwreg(HW_REG_MODE, 4, 4)");
    assert_int_equal(w->s[5], 0xf);
    w->mode = 0x330; /* f64 flushed */
    run1(w, "v_add_f64 v[10:11], v[2:3], 0");
    assert_int_equal(V(w, 10, 0), 0);
    au_wave_free(w);
}

/* ---- LLVM's division sequences ------------------------------------------- */

/* clang-15 -O3 for `a / b`, f32 with -cl-fp32-correctly-rounded-divide-sqrt:
 * numerator v4, denominator v0, quotient v0. */
static const char *fdiv32[] = {
    "v_div_scale_f32 v1, s[0:1], v0, v0, v4", "v_div_scale_f32 v5, vcc, v4, v0, v4",
    "v_rcp_f32_e32 v6, v1", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3",
    "v_fma_f32 v7, -v1, v6, 1.0", "v_fma_f32 v6, v7, v6, v6", "v_mul_f32_e32 v7, v5, v6",
    "v_fma_f32 v8, -v1, v7, v5", "v_fma_f32 v7, v8, v6, v7", "v_fma_f32 v1, -v1, v7, v5",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0", "v_div_fmas_f32 v1, v1, v6, v7",
    "v_div_fixup_f32 v0, v1, v0, v4"};

static const char *fdiv64[] = {
    "v_div_scale_f64 v[6:7], s[0:1], v[0:1], v[0:1], v[4:5]",
    "v_div_scale_f64 v[12:13], vcc, v[4:5], v[0:1], v[4:5]", "v_rcp_f64_e32 v[8:9], v[6:7]",
    "v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0", "v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]",
    "v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0", "v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]",
    "v_mul_f64 v[10:11], v[12:13], v[8:9]", "v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]",
    "v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[10:11]", "v_div_fixup_f64 v[0:1], v[6:7], v[0:1], v[4:5]"};

static uint32_t rand_normal32(uint64_t *st)
{
    uint64_t r = au_rand(st);
    if (r % 8 == 0) return au_rand_f32(st); /* specials too */
    return (uint32_t)(r >> 32 & 0x807fffff) | (uint32_t)(1 + (r >> 8) % 254) << 23;
}

static void test_division_sequences(void **state)
{
    (void)state;
    uint64_t st = 99;
    amdgpu_wave *w = au_wave_new();
    size_t bad = 0;
    for (int round = 0; round < 200; round++) {
        w->mode = 0x3c0; /* clang's kernel mode: f32 denormals flushed */
        uint32_t n[64], d[64];
        for (unsigned l = 0; l < 64; l++) {
            n[l] = V(w, 4, l) = rand_normal32(&st);
            d[l] = V(w, 0, l) = rand_normal32(&st);
        }
        run_seq(w, fdiv32, sizeof fdiv32 / sizeof fdiv32[0]);
        for (unsigned l = 0; l < 64; l++) {
            float fn = au_f(n[l]), fd = au_f(d[l]);
            if (fpclassify(fn) == FP_SUBNORMAL) fn = copysignf(0, fn);
            if (fpclassify(fd) == FP_SUBNORMAL) fd = copysignf(0, fd);
            float q = fn / fd;
            if (fpclassify(q) == FP_SUBNORMAL) q = copysignf(0, q);
            float g = au_f(V(w, 0, l));
            if (!(isnan(q) ? isnan(g) : au_u(q) == au_u(g))) {
                if (bad++ < 5)
                    fprintf(stderr, "f32 %a / %a: got %a want %a\n", (double)fn, (double)fd, (double)g,
                            (double)q);
            }
        }
        w->mode = 0x3f0;
        uint64_t n64[64], d64[64];
        for (unsigned l = 0; l < 64; l++) {
            n64[l] = au_rand_f64(&st), d64[l] = au_rand_f64(&st);
            V(w, 4, l) = (uint32_t)n64[l], V(w, 5, l) = (uint32_t)(n64[l] >> 32);
            V(w, 0, l) = (uint32_t)d64[l], V(w, 1, l) = (uint32_t)(d64[l] >> 32);
        }
        run_seq(w, fdiv64, sizeof fdiv64 / sizeof fdiv64[0]);
        for (unsigned l = 0; l < 64; l++) {
            double q = au_d(n64[l]) / au_d(d64[l]), g = au_d(V(w, 0, l) | (uint64_t)V(w, 1, l) << 32);
            if (!(isnan(q) ? isnan(g) : au_ud(q) == au_ud(g))) {
                if (bad++ < 10) fprintf(stderr, "f64 %a / %a: got %a want %a\n", au_d(n64[l]), au_d(d64[l]), g, q);
            }
        }
    }
    if (bad) fprintf(stderr, "%zu wrong quotients\n", bad);
    assert_int_equal(bad, 0);
    au_wave_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cndmask_carry),      cmocka_unit_test(test_lanes),
        cmocka_unit_test(test_sdwa),               cmocka_unit_test(test_dpp),
        cmocka_unit_test(test_modifiers_constants), cmocka_unit_test(test_denorm_modes),
        cmocka_unit_test(test_division_sequences),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
