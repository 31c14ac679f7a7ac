/* test/amdgpu_alu/test_salu.c - scalar ALU semantics against C references.
 *
 * Each SOP2/SOP1/SOPC/SOPK instruction is assembled by llvm-mc-15, decoded
 * by amdgpu_decode and run by amdgpu_exec with random register contents (rich
 * in 0, -1, INT_MIN, shift counts around 32/64...); the result and SCC
 * must equal the reference written here with plain host arithmetic. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"

typedef struct sref {
    uint64_t d;
    int scc;
} sref;

/* a = S0, b = S1 (or the SOPK immediate), old = D before the op. */
typedef sref (*sref_fn)(uint64_t a, uint64_t b, int scc, uint64_t old);

#define R(name, body)                                                          \
    static sref r_##name(uint64_t a, uint64_t b, int scc, uint64_t old)        \
    {                                                                          \
        sref r = {old, scc};                                                   \
        uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b;                         \
        int32_t ai = (int32_t)a32, bi = (int32_t)b32;                          \
        (void)a32, (void)b32, (void)ai, (void)bi, (void)a, (void)b, (void)scc; \
        body;                                                                  \
        return r;                                                              \
    }

static int popc(uint64_t v)
{
    int n = 0;
    for (; v; v >>= 1) n += (int)(v & 1);
    return n;
}

static int lowest(uint64_t v, int bits)
{
    for (int i = 0; i < bits; i++)
        if (v >> i & 1) return i;
    return -1;
}

static int leading(uint64_t v, int bits)
{
    for (int i = bits - 1; i >= 0; i--)
        if (v >> i & 1) return bits - 1 - i;
    return -1;
}

static uint64_t field(uint64_t v, int off, int width, int bits, int sgn)
{
    /* Extract bit by bit, then sign-extend from the top extracted bit. */
    uint64_t r = 0;
    int n = 0;
    for (int i = 0; i < width && off + i < bits; i++, n++) r |= (v >> (off + i) & 1) << i;
    if (sgn && n > 0 && (r >> (n - 1) & 1))
        for (int i = n; i < 64; i++) r |= 1ull << i;
    if (bits == 32) r &= 0xffffffffu;
    return r;
}

R(s_add_u32, r.d = (uint32_t)(a32 + (uint64_t)b32); r.scc = a32 + (uint64_t)b32 > 0xffffffffu)
R(s_sub_u32, r.d = (uint32_t)(a32 - b32); r.scc = (int64_t)a32 - (int64_t)b32 < 0)
R(s_add_i32, int64_t t = (int64_t)ai + bi; r.d = (uint32_t)t; r.scc = t != (int32_t)t)
R(s_sub_i32, int64_t t = (int64_t)ai - bi; r.d = (uint32_t)t; r.scc = t != (int32_t)t)
R(s_addc_u32, uint64_t t = (uint64_t)a32 + b32 + (unsigned)scc; r.d = (uint32_t)t;
  r.scc = t > 0xffffffffu)
R(s_subb_u32, int64_t t = (int64_t)a32 - b32 - scc; r.d = (uint32_t)t; r.scc = t < 0)
R(s_min_i32, r.d = (uint32_t)(ai < bi ? ai : bi); r.scc = ai < bi)
R(s_min_u32, r.d = a32 < b32 ? a32 : b32; r.scc = a32 < b32)
R(s_max_i32, r.d = (uint32_t)(ai > bi ? ai : bi); r.scc = ai > bi)
R(s_max_u32, r.d = a32 > b32 ? a32 : b32; r.scc = a32 > b32)
R(s_cselect_b32, r.d = scc ? a32 : b32)
R(s_cselect_b64, r.d = scc ? a : b)
R(s_and_b32, r.d = a32 & b32; r.scc = r.d != 0)
R(s_and_b64, r.d = a & b; r.scc = r.d != 0)
R(s_or_b32, r.d = a32 | b32; r.scc = r.d != 0)
R(s_or_b64, r.d = a | b; r.scc = r.d != 0)
R(s_xor_b32, r.d = a32 ^ b32; r.scc = r.d != 0)
R(s_xor_b64, r.d = a ^ b; r.scc = r.d != 0)
R(s_andn2_b32, r.d = a32 & (uint32_t)~b32; r.scc = r.d != 0)
R(s_andn2_b64, r.d = a & ~b; r.scc = r.d != 0)
R(s_orn2_b32, r.d = a32 | (uint32_t)~b32; r.scc = r.d != 0)
R(s_orn2_b64, r.d = a | ~b; r.scc = r.d != 0)
R(s_nand_b32, r.d = (uint32_t)~(a32 & b32); r.scc = r.d != 0)
R(s_nand_b64, r.d = ~(a & b); r.scc = r.d != 0)
R(s_nor_b32, r.d = (uint32_t)~(a32 | b32); r.scc = r.d != 0)
R(s_nor_b64, r.d = ~(a | b); r.scc = r.d != 0)
R(s_xnor_b32, r.d = (uint32_t)~(a32 ^ b32); r.scc = r.d != 0)
R(s_xnor_b64, r.d = ~(a ^ b); r.scc = r.d != 0)
R(s_lshl_b32, r.d = (uint32_t)((uint64_t)a32 << (b32 % 32)); r.scc = r.d != 0)
R(s_lshl_b64, r.d = a << (b32 % 64); r.scc = r.d != 0)
R(s_lshr_b32, r.d = a32 >> (b32 % 32); r.scc = r.d != 0)
R(s_lshr_b64, r.d = a >> (b32 % 64); r.scc = r.d != 0)
R(s_ashr_i32, r.d = (uint32_t)(int32_t)((int64_t)ai / ((int64_t)1 << (b32 % 32)) -
                                        ((ai < 0 && ((int64_t)ai % ((int64_t)1 << (b32 % 32))))
                                             ? 1 : 0));
  r.scc = r.d != 0)
R(s_ashr_i64, r.d = field(a, (int)(b32 % 64), 64, 64, 1); r.scc = r.d != 0)
R(s_bfm_b32, r.d = field(~0ull, 0, (int)(a32 % 32), 64, 0) << (b32 % 32) & 0xffffffffu)
R(s_bfm_b64, r.d = field(~0ull, 0, (int)(a32 % 64), 64, 0) << (b32 % 64))
R(s_mul_i32, r.d = (uint32_t)((int64_t)ai * bi))
R(s_bfe_u32, r.d = field(a32, (int)(b32 & 31), (int)(b32 >> 16 & 127), 32, 0); r.scc = r.d != 0)
R(s_bfe_i32, r.d = field(a32, (int)(b32 & 31), (int)(b32 >> 16 & 127), 32, 1); r.scc = r.d != 0)
R(s_bfe_u64, r.d = field(a, (int)(b32 & 63), (int)(b32 >> 16 & 127), 64, 0); r.scc = r.d != 0)
R(s_bfe_i64, r.d = field(a, (int)(b32 & 63), (int)(b32 >> 16 & 127), 64, 1); r.scc = r.d != 0)
R(s_absdiff_i32, int64_t t = (int64_t)ai - bi; r.d = (uint32_t)(t < 0 ? -t : t); r.scc = r.d != 0)
/* SOPC: r.d unused. */
R(s_cmp_eq_i32, r.scc = ai == bi)
R(s_cmp_lg_i32, r.scc = ai != bi)
R(s_cmp_gt_i32, r.scc = ai > bi)
R(s_cmp_ge_i32, r.scc = ai >= bi)
R(s_cmp_lt_i32, r.scc = ai < bi)
R(s_cmp_le_i32, r.scc = ai <= bi)
R(s_cmp_eq_u32, r.scc = a32 == b32)
R(s_cmp_lg_u32, r.scc = a32 != b32)
R(s_cmp_gt_u32, r.scc = a32 > b32)
R(s_cmp_ge_u32, r.scc = a32 >= b32)
R(s_cmp_lt_u32, r.scc = a32 < b32)
R(s_cmp_le_u32, r.scc = a32 <= b32)
R(s_bitcmp0_b32, r.scc = field(a32, (int)(b32 % 32), 1, 32, 0) == 0)
R(s_bitcmp1_b32, r.scc = field(a32, (int)(b32 % 32), 1, 32, 0) == 1)
R(s_bitcmp0_b64, r.scc = field(a, (int)(b32 % 64), 1, 64, 0) == 0)
R(s_bitcmp1_b64, r.scc = field(a, (int)(b32 % 64), 1, 64, 0) == 1)
R(s_cmp_eq_u64, r.scc = a == b)
R(s_cmp_lg_u64, r.scc = a != b)
/* SOP1 */
R(s_mov_b32, r.d = a32)
R(s_mov_b64, r.d = a)
R(s_cmov_b32, if (scc) r.d = a32)
R(s_cmov_b64, if (scc) r.d = a)
R(s_not_b32, r.d = a32 ^ 0xffffffffu; r.scc = r.d != 0)
R(s_not_b64, r.d = a ^ ~0ull; r.scc = r.d != 0)
R(s_brev_b32, r.d = 0; for (int i = 0; i < 32; i++) r.d |= (uint64_t)(a32 >> i & 1) << (31 - i))
R(s_brev_b64, r.d = 0; for (int i = 0; i < 64; i++) r.d |= (a >> i & 1) << (63 - i))
R(s_bcnt0_i32_b32, r.d = (uint32_t)popc(~a32 & 0xffffffffu); r.scc = r.d != 0)
R(s_bcnt0_i32_b64, r.d = (uint32_t)popc(~a); r.scc = r.d != 0)
R(s_bcnt1_i32_b32, r.d = (uint32_t)popc(a32); r.scc = r.d != 0)
R(s_bcnt1_i32_b64, r.d = (uint32_t)popc(a); r.scc = r.d != 0)
R(s_ff0_i32_b32, r.d = (uint32_t)lowest(~a32 & 0xffffffffu, 32))
R(s_ff0_i32_b64, r.d = (uint32_t)lowest(~a, 64))
R(s_ff1_i32_b32, r.d = (uint32_t)lowest(a32, 32))
R(s_ff1_i32_b64, r.d = (uint32_t)lowest(a, 64))
R(s_flbit_i32_b32, r.d = (uint32_t)leading(a32, 32))
R(s_flbit_i32_b64, r.d = (uint32_t)leading(a, 64))
R(s_flbit_i32, r.d = (uint32_t)leading(ai < 0 ? ~a32 : a32, 32))
R(s_flbit_i32_i64, r.d = (uint32_t)leading((int64_t)a < 0 ? ~a : a, 64))
R(s_sext_i32_i8, r.d = (uint32_t)(int32_t)(signed char)(a32 & 0xff))
R(s_sext_i32_i16, r.d = (uint32_t)(int32_t)(short)(a32 & 0xffff))
R(s_bitset0_b32, r.d = old & ~(1ull << (a32 % 32)) & 0xffffffffu)
R(s_bitset0_b64, r.d = old & ~(1ull << (a32 % 64)))
R(s_bitset1_b32, r.d = (old | 1ull << (a32 % 32)) & 0xffffffffu)
R(s_bitset1_b64, r.d = old | 1ull << (a32 % 64))
R(s_abs_i32, r.d = ai == INT32_MIN ? 0x80000000u : (uint32_t)(ai < 0 ? -ai : ai); r.scc = r.d != 0)
R(s_wqm_b32, r.d = 0; for (int q = 0; q < 8; q++) if (field(a32, 4 * q, 4, 32, 0))
      r.d |= 0xfull << (4 * q);
  r.scc = r.d != 0)
R(s_wqm_b64, r.d = 0; for (int q = 0; q < 16; q++) if (field(a, 4 * q, 4, 64, 0))
      r.d |= 0xfull << (4 * q);
  r.scc = r.d != 0)
R(s_quadmask_b32, r.d = 0; for (int q = 0; q < 8; q++) if (field(a32, 4 * q, 4, 32, 0))
      r.d |= 1ull << q;
  r.scc = r.d != 0)
R(s_quadmask_b64, r.d = 0; for (int q = 0; q < 16; q++) if (field(a, 4 * q, 4, 64, 0))
      r.d |= 1ull << q;
  r.scc = r.d != 0)
/* SOPK: b is the immediate as written (16 bits). */
R(s_movk_i32, r.d = (uint32_t)(int32_t)(int16_t)b)
R(s_cmovk_i32, if (scc) r.d = (uint32_t)(int32_t)(int16_t)b)
R(s_cmpk_eq_i32, r.scc = ai == (int16_t)b)
R(s_cmpk_lg_i32, r.scc = ai != (int16_t)b)
R(s_cmpk_gt_i32, r.scc = ai > (int16_t)b)
R(s_cmpk_ge_i32, r.scc = ai >= (int16_t)b)
R(s_cmpk_lt_i32, r.scc = ai < (int16_t)b)
R(s_cmpk_le_i32, r.scc = ai <= (int16_t)b)
R(s_cmpk_eq_u32, r.scc = a32 == (uint16_t)b)
R(s_cmpk_lg_u32, r.scc = a32 != (uint16_t)b)
R(s_cmpk_gt_u32, r.scc = a32 > (uint16_t)b)
R(s_cmpk_ge_u32, r.scc = a32 >= (uint16_t)b)
R(s_cmpk_lt_u32, r.scc = a32 < (uint16_t)b)
R(s_cmpk_le_u32, r.scc = a32 <= (uint16_t)b)
R(s_addk_i32, int64_t t = (int64_t)ai + (int16_t)b; r.d = (uint32_t)t; r.scc = t != (int32_t)t)
R(s_mulk_i32, r.d = (uint32_t)((int64_t)ai * (int16_t)b))

/* Shapes: operands and which results are compared. */
enum { K_SOP2, K_SOPC, K_SOP1, K_SOPK };

typedef struct scase {
    const char *name;
    sref_fn ref;
    int kind;
    int w0, w1, wd; /* dwords of S0, S1, D */
    int sets_scc;
} scase;

#define C2(n, a, b, d, s) {#n, r_##n, K_SOP2, a, b, d, s}
#define CC(n, a, b) {#n, r_##n, K_SOPC, a, b, 0, 1}
#define C1(n, a, d, s) {#n, r_##n, K_SOP1, a, 0, d, s}
#define CK(n, s) {#n, r_##n, K_SOPK, 1, 0, 1, s}

static const scase cases[] = {
    C2(s_add_u32, 1, 1, 1, 1), C2(s_sub_u32, 1, 1, 1, 1), C2(s_add_i32, 1, 1, 1, 1),
    C2(s_sub_i32, 1, 1, 1, 1), C2(s_addc_u32, 1, 1, 1, 1), C2(s_subb_u32, 1, 1, 1, 1),
    C2(s_min_i32, 1, 1, 1, 1), C2(s_min_u32, 1, 1, 1, 1), C2(s_max_i32, 1, 1, 1, 1),
    C2(s_max_u32, 1, 1, 1, 1), C2(s_cselect_b32, 1, 1, 1, 0), C2(s_cselect_b64, 2, 2, 2, 0),
    C2(s_and_b32, 1, 1, 1, 1), C2(s_and_b64, 2, 2, 2, 1), C2(s_or_b32, 1, 1, 1, 1),
    C2(s_or_b64, 2, 2, 2, 1), C2(s_xor_b32, 1, 1, 1, 1), C2(s_xor_b64, 2, 2, 2, 1),
    C2(s_andn2_b32, 1, 1, 1, 1), C2(s_andn2_b64, 2, 2, 2, 1), C2(s_orn2_b32, 1, 1, 1, 1),
    C2(s_orn2_b64, 2, 2, 2, 1), C2(s_nand_b32, 1, 1, 1, 1), C2(s_nand_b64, 2, 2, 2, 1),
    C2(s_nor_b32, 1, 1, 1, 1), C2(s_nor_b64, 2, 2, 2, 1), C2(s_xnor_b32, 1, 1, 1, 1),
    C2(s_xnor_b64, 2, 2, 2, 1), C2(s_lshl_b32, 1, 1, 1, 1), C2(s_lshl_b64, 2, 1, 2, 1),
    C2(s_lshr_b32, 1, 1, 1, 1), C2(s_lshr_b64, 2, 1, 2, 1), C2(s_ashr_i32, 1, 1, 1, 1),
    C2(s_ashr_i64, 2, 1, 2, 1), C2(s_bfm_b32, 1, 1, 1, 0), C2(s_bfm_b64, 1, 1, 2, 0),
    C2(s_mul_i32, 1, 1, 1, 0), C2(s_bfe_u32, 1, 1, 1, 1), C2(s_bfe_i32, 1, 1, 1, 1),
    C2(s_bfe_u64, 2, 1, 2, 1), C2(s_bfe_i64, 2, 1, 2, 1), C2(s_absdiff_i32, 1, 1, 1, 1),
    CC(s_cmp_eq_i32, 1, 1), CC(s_cmp_lg_i32, 1, 1), CC(s_cmp_gt_i32, 1, 1),
    CC(s_cmp_ge_i32, 1, 1), CC(s_cmp_lt_i32, 1, 1), CC(s_cmp_le_i32, 1, 1),
    CC(s_cmp_eq_u32, 1, 1), CC(s_cmp_lg_u32, 1, 1), CC(s_cmp_gt_u32, 1, 1),
    CC(s_cmp_ge_u32, 1, 1), CC(s_cmp_lt_u32, 1, 1), CC(s_cmp_le_u32, 1, 1),
    CC(s_bitcmp0_b32, 1, 1), CC(s_bitcmp1_b32, 1, 1), CC(s_bitcmp0_b64, 2, 1),
    CC(s_bitcmp1_b64, 2, 1), CC(s_cmp_eq_u64, 2, 2), CC(s_cmp_lg_u64, 2, 2),
    C1(s_mov_b32, 1, 1, 0), C1(s_mov_b64, 2, 2, 0), C1(s_cmov_b32, 1, 1, 0),
    C1(s_cmov_b64, 2, 2, 0), C1(s_not_b32, 1, 1, 1), C1(s_not_b64, 2, 2, 1),
    C1(s_brev_b32, 1, 1, 0), C1(s_brev_b64, 2, 2, 0), C1(s_bcnt0_i32_b32, 1, 1, 1),
    C1(s_bcnt0_i32_b64, 2, 1, 1), C1(s_bcnt1_i32_b32, 1, 1, 1), C1(s_bcnt1_i32_b64, 2, 1, 1),
    C1(s_ff0_i32_b32, 1, 1, 0), C1(s_ff0_i32_b64, 2, 1, 0), C1(s_ff1_i32_b32, 1, 1, 0),
    C1(s_ff1_i32_b64, 2, 1, 0), C1(s_flbit_i32_b32, 1, 1, 0), C1(s_flbit_i32_b64, 2, 1, 0),
    C1(s_flbit_i32, 1, 1, 0), C1(s_flbit_i32_i64, 2, 1, 0), C1(s_sext_i32_i8, 1, 1, 0),
    C1(s_sext_i32_i16, 1, 1, 0), C1(s_bitset0_b32, 1, 1, 0), C1(s_bitset0_b64, 1, 2, 0),
    C1(s_bitset1_b32, 1, 1, 0), C1(s_bitset1_b64, 1, 2, 0), C1(s_abs_i32, 1, 1, 1),
    C1(s_wqm_b32, 1, 1, 1), C1(s_wqm_b64, 2, 2, 1), C1(s_quadmask_b32, 1, 1, 1),
    C1(s_quadmask_b64, 2, 2, 1),
    CK(s_movk_i32, 0), CK(s_cmovk_i32, 0), CK(s_cmpk_eq_i32, 1), CK(s_cmpk_lg_i32, 1),
    CK(s_cmpk_gt_i32, 1), CK(s_cmpk_ge_i32, 1), CK(s_cmpk_lt_i32, 1), CK(s_cmpk_le_i32, 1),
    CK(s_cmpk_eq_u32, 1), CK(s_cmpk_lg_u32, 1), CK(s_cmpk_gt_u32, 1), CK(s_cmpk_ge_u32, 1),
    CK(s_cmpk_lt_u32, 1), CK(s_cmpk_le_u32, 1), CK(s_addk_i32, 1), CK(s_mulk_i32, 0),
};
#define NCASES (sizeof cases / sizeof cases[0])

static const char *reg(int dwords, int base, char *buf)
{
    if (dwords == 2) sprintf(buf, "s[%d:%d]", base, base + 1);
    else sprintf(buf, "s%d", base);
    return buf;
}

/* SOPK immediates tried for each instruction. */
static const int kimm[] = {0, 1, -1, 0x7fff, -0x8000, 0x1234, -5, 0x00ff};
#define NKIMM (int)(sizeof kimm / sizeof kimm[0])

/* Register use: S0 = s[0:1], S1 = s[2:3], D = s[4:5]; SOPK: D = s4. */
static void run_case(const scase *c, const amdgpu_inst *ins, uint64_t *rng)
{
    amdgpu_wave *w = au_wave_new();
    for (int it = 0; it < 400; it++) {
        const amdgpu_inst *in = &ins[c->kind == K_SOPK ? it % NKIMM : 0];
        uint64_t a = au_rand_u64(rng), b = au_rand_u64(rng), old = au_rand_u64(rng);
        if (it % 7 == 0) b = a; /* equal operands for the compares */
        if (c->kind == K_SOPK) {
            b = (uint64_t)(uint16_t)kimm[it % NKIMM];
            if (it % 5 == 0) a = (uint64_t)(int64_t)(int16_t)b;
            if (it % 5 == 1) a = (uint16_t)b;
            old = a;
        }
        if (c->w0 == 1) a = (uint32_t)a;
        if (c->w1 == 1) b = (uint32_t)b;
        if (c->wd == 1) old = (uint32_t)old;
        int scc = (int)(au_rand(rng) & 1);
        w->s[0] = (uint32_t)a, w->s[1] = (uint32_t)(a >> 32);
        w->s[2] = (uint32_t)b, w->s[3] = (uint32_t)(b >> 32);
        w->s[4] = (uint32_t)old, w->s[5] = (uint32_t)(old >> 32);
        w->scc = scc;
        uint64_t pc = w->pc;
        au_exec(w, in, AMDGPU_EXEC_OK);
        sref want = c->ref(a, b, scc, old);
        uint64_t got = w->s[4] | (c->wd == 2 ? (uint64_t)w->s[5] << 32 : 0);
        if (c->wd == 1 && w->s[5] != (uint32_t)(old >> 32)) {
            fprintf(stderr, "%s wrote past its destination\n", c->name);
            fail();
        }
        if ((c->wd && got != want.d) || (c->sets_scc ? w->scc != want.scc : w->scc != scc) ||
            w->pc != pc + in->size) {
            fprintf(stderr, "%s a=%#llx b=%#llx scc=%d old=%#llx: got d=%#llx scc=%d, want d=%#llx scc=%d\n",
                    c->name, (unsigned long long)a, (unsigned long long)b, scc,
                    (unsigned long long)old, (unsigned long long)got, w->scc,
                    (unsigned long long)want.d, want.scc);
            fail();
        }
    }
    au_wave_free(w);
}

static void test_salu_ops(void **state)
{
    (void)state;
    /* Assemble everything in one llvm-mc run. */
    const char **lines = calloc(NCASES * NKIMM, sizeof *lines);
    char (*text)[64] = calloc(NCASES * NKIMM, sizeof *text);
    size_t n = 0, first[NCASES];
    char r0[16], r1[16], rd[16];
    for (size_t i = 0; i < NCASES; i++) {
        const scase *c = &cases[i];
        first[i] = n;
        switch (c->kind) {
        case K_SOP2:
            snprintf(text[n], 64, "%s %s, %s, %s", c->name, reg(c->wd, 4, rd), reg(c->w0, 0, r0),
                     reg(c->w1, 2, r1));
            break;
        case K_SOPC:
            snprintf(text[n], 64, "%s %s, %s", c->name, reg(c->w0, 0, r0), reg(c->w1, 2, r1));
            break;
        case K_SOP1:
            snprintf(text[n], 64, "%s %s, %s", c->name, reg(c->wd, 4, rd), reg(c->w0, 0, r0));
            break;
        default:
            for (int k = 0; k < NKIMM; k++) {
                snprintf(text[n], 64, "%s s4, 0x%x", c->name, (unsigned)(uint16_t)kimm[k]);
                lines[n] = text[n];
                n++;
            }
            continue;
        }
        lines[n] = text[n];
        n++;
    }
    amdgpu_inst *ins = calloc(n, sizeof *ins);
    au_asm(lines, n, ins);
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    for (size_t i = 0; i < NCASES; i++) {
        assert_int_equal(ins[first[i]].op, amdgpu_opinfo_get(ins[first[i]].op)->id);
        assert_string_equal(ins[first[i]].info->name, cases[i].name);
        run_case(&cases[i], &ins[first[i]], &rng);
    }
    free(ins);
    free(text);
    free(lines);
}

/* Inline constants and literals as scalar sources (operand.c). */
static void test_salu_constants(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        uint64_t want;
        int dw;
    } k[] = {
        {"s_mov_b32 s4, 1.0", 0x3f800000, 1},
        {"s_mov_b64 s[4:5], 1.0", 0x3ff0000000000000ull, 2},
        {"s_mov_b64 s[4:5], -4.0", 0xc010000000000000ull, 2},
        {"s_mov_b32 s4, 0.15915494", 0x3e22f983, 1},
        {"s_mov_b32 s4, -16", 0xfffffff0u, 1},
        {"s_mov_b64 s[4:5], -16", 0xfffffffffffffff0ull, 2},
        {"s_mov_b64 s[4:5], 64", 64, 2},
        {"s_mov_b32 s4, 0x12345678", 0x12345678, 1},
        {"s_mov_b64 s[4:5], 0x7fffffff", 0x7fffffff, 2},
        {"s_mov_b64 s[4:5], -100", 0xffffffffffffff9cull, 2},
        {"s_mov_b32 s4, src_scc", 1, 1},
        {"s_mov_b32 s4, src_vccz", 1, 1},
        {"s_mov_b32 s4, src_execz", 0, 1},
        {"s_mov_b32 s4, m0", 77, 1},
        {"s_mov_b64 s[4:5], exec", ~0ull, 2},
        {"s_mov_b64 s[4:5], vcc", 0, 2},
    };
    size_t n = sizeof k / sizeof k[0];
    const char *lines[sizeof k / sizeof k[0]];
    amdgpu_inst ins[sizeof k / sizeof k[0]];
    for (size_t i = 0; i < n; i++) lines[i] = k[i].text;
    au_asm(lines, n, ins);
    for (size_t i = 0; i < n; i++) {
        amdgpu_wave *w = au_wave_new();
        w->scc = 1;
        w->s[AMDGPU_SREG_M0] = 77;
        w->s[4] = w->s[5] = 0xdeadbeef;
        au_exec(w, &ins[i], AMDGPU_EXEC_OK);
        uint64_t got = w->s[4] | (k[i].dw == 2 ? (uint64_t)w->s[5] << 32 : 0);
        if (got != k[i].want) {
            fprintf(stderr, "%s: got %#llx\n", k[i].text, (unsigned long long)got);
            fail();
        }
        au_wave_free(w);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_salu_ops),
        cmocka_unit_test(test_salu_constants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
