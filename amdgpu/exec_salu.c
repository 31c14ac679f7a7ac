/* amdgpu/exec_salu.c - scalar ALU semantics: SOP2, SOPK and SOPC (SOP1 and
 * SOPP are in exec_salu_sop1.c). One function per instruction; operands
 * through amdgpu/operand.h. SCC follows the GCN3 ISA manual, chapter 5:
 * carry/borrow for unsigned add/sub, signed overflow for signed add/sub,
 * "S0 was chosen" for min/max, "result != 0" for bit logic, shifts and
 * bit-field extracts; cselect, bfm and mul leave it alone. */
#include "amdgpu/exec.h"
#include "amdgpu/exec_alu_int.h"
#include "amdgpu/operand.h"

/* ---- SOP2 ---------------------------------------------------------------- */

/* D = body over a = S0, b = S1 (32-bit); body may set w->scc. */
#define SOP2_32(name, body)                                                    \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint32_t a = amdgpu_ssrc32(w, in, 0), b = amdgpu_ssrc32(w, in, 1), d;       \
        body;                                                                  \
        amdgpu_sset(w, in->dst[0], d);                                           \
        return amdgpu_salu_next(w, in);                                          \
    }

/* Same with a 64-bit S0 (b is S1 as the row types it: 32 or 64 bits). */
#define SOP2_64(name, body)                                                    \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        uint64_t a = amdgpu_ssrc64(w, in, 0), b = amdgpu_ssrc64(w, in, 1), d;       \
        body;                                                                  \
        amdgpu_sset(w, in->dst[0], d);                                           \
        return amdgpu_salu_next(w, in);                                          \
    }

#define NZ(x) (w->scc = (x) != 0)

SOP2_32(s_add_u32, d = a + b; w->scc = d < a)
SOP2_32(s_sub_u32, d = a - b; w->scc = b > a)
SOP2_32(s_add_i32, d = a + b; w->scc = ((a ^ d) & (b ^ d)) >> 31)
SOP2_32(s_sub_i32, d = a - b; w->scc = ((a ^ b) & (a ^ d)) >> 31)
SOP2_32(s_addc_u32, uint64_t r = (uint64_t)a + b + w->scc; d = (uint32_t)r; w->scc = r >> 32)
SOP2_32(s_subb_u32, d = a - b - w->scc; w->scc = (uint64_t)b + w->scc > a)
SOP2_32(s_min_i32, w->scc = (int32_t)a < (int32_t)b; d = w->scc ? a : b)
SOP2_32(s_min_u32, w->scc = a < b; d = w->scc ? a : b)
SOP2_32(s_max_i32, w->scc = (int32_t)a > (int32_t)b; d = w->scc ? a : b)
SOP2_32(s_max_u32, w->scc = a > b; d = w->scc ? a : b)
SOP2_32(s_cselect_b32, d = w->scc ? a : b)
SOP2_64(s_cselect_b64, d = w->scc ? a : b)
SOP2_32(s_and_b32, d = a & b; NZ(d))
SOP2_64(s_and_b64, d = a & b; NZ(d))
SOP2_32(s_or_b32, d = a | b; NZ(d))
SOP2_64(s_or_b64, d = a | b; NZ(d))
SOP2_32(s_xor_b32, d = a ^ b; NZ(d))
SOP2_64(s_xor_b64, d = a ^ b; NZ(d))
SOP2_32(s_andn2_b32, d = a & ~b; NZ(d))
SOP2_64(s_andn2_b64, d = a & ~b; NZ(d))
SOP2_32(s_orn2_b32, d = a | ~b; NZ(d))
SOP2_64(s_orn2_b64, d = a | ~b; NZ(d))
SOP2_32(s_nand_b32, d = ~(a & b); NZ(d))
SOP2_64(s_nand_b64, d = ~(a & b); NZ(d))
SOP2_32(s_nor_b32, d = ~(a | b); NZ(d))
SOP2_64(s_nor_b64, d = ~(a | b); NZ(d))
SOP2_32(s_xnor_b32, d = ~(a ^ b); NZ(d))
SOP2_64(s_xnor_b64, d = ~(a ^ b); NZ(d))
SOP2_32(s_lshl_b32, d = a << (b & 31); NZ(d))
SOP2_64(s_lshl_b64, d = a << (b & 63); NZ(d))
SOP2_32(s_lshr_b32, d = a >> (b & 31); NZ(d))
SOP2_64(s_lshr_b64, d = a >> (b & 63); NZ(d))
SOP2_32(s_ashr_i32, d = (uint32_t)amdgpu_asr32(a, b & 31); NZ(d))
SOP2_64(s_ashr_i64, d = (uint64_t)amdgpu_asr64(a, b & 63); NZ(d))
SOP2_32(s_bfm_b32, d = ((1u << (a & 31)) - 1) << (b & 31))
SOP2_32(s_mul_i32, d = a * b)
SOP2_32(s_bfe_u32, d = (uint32_t)amdgpu_bfe_u64(a, b & 31, (b >> 16) & 0x7f, 32); NZ(d))
SOP2_32(s_bfe_i32, d = (uint32_t)amdgpu_bfe_i64(a, b & 31, (b >> 16) & 0x7f, 32); NZ(d))
SOP2_64(s_bfe_u64, d = amdgpu_bfe_u64(a, b & 63, (b >> 16) & 0x7f, 64); NZ(d))
SOP2_64(s_bfe_i64, d = amdgpu_bfe_i64(a, b & 63, (b >> 16) & 0x7f, 64); NZ(d))
SOP2_32(s_absdiff_i32, int64_t t = (int64_t)(int32_t)a - (int32_t)b;
        d = (uint32_t)(t < 0 ? -t : t); NZ(d))

/* s_bfm_b64 has 32-bit sources and a 64-bit result. */
static int x_s_bfm_b64(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a = amdgpu_ssrc32(w, in, 0), b = amdgpu_ssrc32(w, in, 1);
    amdgpu_sset(w, in->dst[0], ((1ull << (a & 63)) - 1) << (b & 63));
    return amdgpu_salu_next(w, in);
}

/* ---- SOPK ---------------------------------------------------------------- */

/* The register SOPK names in its sdst field, read as a source: src[0]
 * for the compares and s_setreg, dst[0] for s_addk/s_mulk. */
static uint32_t sopk_reg(const amdgpu_wave *w, const amdgpu_inst *in)
{
    amdgpu_opnd o = in->src[0].code != AMDGPU_OPND_NONE ? in->src[0] : in->dst[0];
    return (uint32_t)amdgpu_sval(w, in, o, AMDGPU_T_B32);
}

static int x_s_movk_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    amdgpu_sset(w, in->dst[0], (uint32_t)in->simm16);
    return amdgpu_salu_next(w, in);
}

static int x_s_cmovk_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    if (w->scc) amdgpu_sset(w, in->dst[0], (uint32_t)in->simm16);
    return amdgpu_salu_next(w, in);
}

/* s_cmpk_*: SCC = S op simm16, sign-extended (_i32) or zero-extended (_u32). */
#define CMPK(name, T, K, op)                                                   \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        T a = (T)sopk_reg(w, in), k = (T)(K);                                  \
        w->scc = a op k;                                                       \
        return amdgpu_salu_next(w, in);                                          \
    }
CMPK(s_cmpk_eq_i32, int32_t, in->simm16, ==)
CMPK(s_cmpk_lg_i32, int32_t, in->simm16, !=)
CMPK(s_cmpk_gt_i32, int32_t, in->simm16, >)
CMPK(s_cmpk_ge_i32, int32_t, in->simm16, >=)
CMPK(s_cmpk_lt_i32, int32_t, in->simm16, <)
CMPK(s_cmpk_le_i32, int32_t, in->simm16, <=)
CMPK(s_cmpk_eq_u32, uint32_t, (uint16_t)in->simm16, ==)
CMPK(s_cmpk_lg_u32, uint32_t, (uint16_t)in->simm16, !=)
CMPK(s_cmpk_gt_u32, uint32_t, (uint16_t)in->simm16, >)
CMPK(s_cmpk_ge_u32, uint32_t, (uint16_t)in->simm16, >=)
CMPK(s_cmpk_lt_u32, uint32_t, (uint16_t)in->simm16, <)
CMPK(s_cmpk_le_u32, uint32_t, (uint16_t)in->simm16, <=)

static int x_s_addk_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a = sopk_reg(w, in), b = (uint32_t)in->simm16, d = a + b;
    w->scc = ((a ^ d) & (b ^ d)) >> 31;
    amdgpu_sset(w, in->dst[0], d);
    return amdgpu_salu_next(w, in);
}

static int x_s_mulk_i32(amdgpu_wave *w, const amdgpu_inst *in)
{
    amdgpu_sset(w, in->dst[0], sopk_reg(w, in) * (uint32_t)in->simm16);
    return amdgpu_salu_next(w, in);
}

/* Hardware registers s_getreg/s_setreg reach (GCN3 ISA 4.5): MODE and
 * TRAPSTS are the wave's; STATUS and HW_ID are composed from its state;
 * the rest read as 0. Writes reach MODE and TRAPSTS only. */
enum { HW_MODE = 1, HW_STATUS = 2, HW_TRAPSTS = 3, HW_ID = 4 };

static uint32_t hwreg_read(const amdgpu_wave *w, unsigned id)
{
    switch (id) {
    case HW_MODE: return w->mode;
    case HW_STATUS:
        return (uint32_t)w->scc | (uint32_t)(amdgpu_wave_exec(w) == 0) << 9 |
               (uint32_t)(amdgpu_wave_vcc(w) == 0) << 10;
    case HW_TRAPSTS: return w->trapsts;
    case HW_ID:
        return (w->wave_id & 15) | (w->simd_id & 3) << 4 | (w->cu_id & 15) << 8;
    default: return 0;
    }
}

static void hwreg_write(amdgpu_wave *w, unsigned id, uint32_t mask, uint32_t v)
{
    if (id == HW_MODE) w->mode = (w->mode & ~mask) | (v & mask);
    else if (id == HW_TRAPSTS) w->trapsts = (w->trapsts & ~mask) | (v & mask);
}

/* simm16 of the hwreg instructions: id[5:0], offset[10:6], size-1[15:11]. */
static void hwreg_field(const amdgpu_inst *in, unsigned *id, unsigned *off, uint32_t *mask)
{
    uint32_t f = (uint16_t)in->simm16;
    unsigned size = ((f >> 11) & 31) + 1;
    *id = f & 63;
    *off = (f >> 6) & 31;
    *mask = (size >= 32 ? ~0u : (1u << size) - 1) << *off;
}

static int x_s_getreg_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    unsigned id, off;
    uint32_t mask;
    hwreg_field(in, &id, &off, &mask);
    amdgpu_sset(w, in->dst[0], (hwreg_read(w, id) & mask) >> off);
    return amdgpu_salu_next(w, in);
}

static int setreg(amdgpu_wave *w, const amdgpu_inst *in, uint32_t v)
{
    unsigned id, off;
    uint32_t mask;
    hwreg_field(in, &id, &off, &mask);
    hwreg_write(w, id, mask, v << off);
    return amdgpu_salu_next(w, in);
}

static int x_s_setreg_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return setreg(w, in, sopk_reg(w, in));
}

static int x_s_setreg_imm32_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return setreg(w, in, in->literal);
}

/* ---- SOPC ---------------------------------------------------------------- */

#define SOPC(name, T, bits, expr)                                              \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        T a = (T)amdgpu_ssrc##bits(w, in, 0), b = (T)amdgpu_ssrc##bits(w, in, 1);   \
        w->scc = (expr);                                                       \
        return amdgpu_salu_next(w, in);                                          \
    }
SOPC(s_cmp_eq_i32, int32_t, 32, a == b)
SOPC(s_cmp_lg_i32, int32_t, 32, a != b)
SOPC(s_cmp_gt_i32, int32_t, 32, a > b)
SOPC(s_cmp_ge_i32, int32_t, 32, a >= b)
SOPC(s_cmp_lt_i32, int32_t, 32, a < b)
SOPC(s_cmp_le_i32, int32_t, 32, a <= b)
SOPC(s_cmp_eq_u32, uint32_t, 32, a == b)
SOPC(s_cmp_lg_u32, uint32_t, 32, a != b)
SOPC(s_cmp_gt_u32, uint32_t, 32, a > b)
SOPC(s_cmp_ge_u32, uint32_t, 32, a >= b)
SOPC(s_cmp_lt_u32, uint32_t, 32, a < b)
SOPC(s_cmp_le_u32, uint32_t, 32, a <= b)
SOPC(s_bitcmp0_b32, uint32_t, 32, !(a >> (b & 31) & 1))
SOPC(s_bitcmp1_b32, uint32_t, 32, a >> (b & 31) & 1)
SOPC(s_bitcmp0_b64, uint64_t, 64, !(a >> (b & 63) & 1))
SOPC(s_bitcmp1_b64, uint64_t, 64, a >> (b & 63) & 1)
SOPC(s_cmp_eq_u64, uint64_t, 64, a == b)
SOPC(s_cmp_lg_u64, uint64_t, 64, a != b)

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_salu[AMDGPU_OP_COUNT] = {
    E(s_add_u32), E(s_sub_u32), E(s_add_i32), E(s_sub_i32), E(s_addc_u32),
    E(s_subb_u32), E(s_min_i32), E(s_min_u32), E(s_max_i32), E(s_max_u32),
    E(s_cselect_b32), E(s_cselect_b64), E(s_and_b32), E(s_and_b64), E(s_or_b32),
    E(s_or_b64), E(s_xor_b32), E(s_xor_b64), E(s_andn2_b32), E(s_andn2_b64),
    E(s_orn2_b32), E(s_orn2_b64), E(s_nand_b32), E(s_nand_b64), E(s_nor_b32),
    E(s_nor_b64), E(s_xnor_b32), E(s_xnor_b64), E(s_lshl_b32), E(s_lshl_b64),
    E(s_lshr_b32), E(s_lshr_b64), E(s_ashr_i32), E(s_ashr_i64), E(s_bfm_b32),
    E(s_bfm_b64), E(s_mul_i32), E(s_bfe_u32), E(s_bfe_i32), E(s_bfe_u64),
    E(s_bfe_i64), E(s_absdiff_i32),
    E(s_movk_i32), E(s_cmovk_i32), E(s_cmpk_eq_i32), E(s_cmpk_lg_i32),
    E(s_cmpk_gt_i32), E(s_cmpk_ge_i32), E(s_cmpk_lt_i32), E(s_cmpk_le_i32),
    E(s_cmpk_eq_u32), E(s_cmpk_lg_u32), E(s_cmpk_gt_u32), E(s_cmpk_ge_u32),
    E(s_cmpk_lt_u32), E(s_cmpk_le_u32), E(s_addk_i32), E(s_mulk_i32),
    E(s_getreg_b32), E(s_setreg_b32), E(s_setreg_imm32_b32),
    E(s_cmp_eq_i32), E(s_cmp_lg_i32), E(s_cmp_gt_i32), E(s_cmp_ge_i32),
    E(s_cmp_lt_i32), E(s_cmp_le_i32), E(s_cmp_eq_u32), E(s_cmp_lg_u32),
    E(s_cmp_gt_u32), E(s_cmp_ge_u32), E(s_cmp_lt_u32), E(s_cmp_le_u32),
    E(s_bitcmp0_b32), E(s_bitcmp1_b32), E(s_bitcmp0_b64), E(s_bitcmp1_b64),
    E(s_cmp_eq_u64), E(s_cmp_lg_u64),
};
