/* amdgpu/exec_valu.c - vector integer semantics of VOP2/VOP1 (and their
 * VOP3 forms): 32- and 16-bit arithmetic, logic and shifts, 24-bit
 * multiplies, carry chains, v_cndmask, moves, cross-lane reads/writes and
 * M0-relative moves. The "rev" shifts take the shift count in src0. 16-bit
 * results are zero-extended to the dword (VI has no packed halves). */
#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

/* ---- plain lane ops ------------------------------------------------------ */

#define OP(name, n, expr)                                                      \
    static uint32_t f_##name(uint32_t a, uint32_t b, uint32_t c)               \
    {                                                                          \
        (void)a, (void)b, (void)c;                                             \
        return (uint32_t)(expr);                                               \
    }                                                                          \
    static int x_##name(amdgpu_wave *w, const amdgpu_inst *in)                      \
    {                                                                          \
        return amdgpu_valu_u32(w, in, n, f_##name);                              \
    }

static int32_t s24(uint32_t x) { return amdgpu_asr32(x << 8, 8); }
static int16_t s16(uint32_t x) { return (int16_t)(uint16_t)x; }
static uint16_t u16(uint32_t x) { return (uint16_t)x; }

OP(v_mul_i32_i24, 2, (int64_t)s24(a) * s24(b))
OP(v_mul_hi_i32_i24, 2, (uint64_t)((int64_t)s24(a) * s24(b)) >> 32)
OP(v_mul_u32_u24, 2, (a & 0xffffff) * (b & 0xffffff))
OP(v_mul_hi_u32_u24, 2, (uint64_t)(a & 0xffffff) * (b & 0xffffff) >> 32)
OP(v_min_i32, 2, (int32_t)a < (int32_t)b ? a : b)
OP(v_max_i32, 2, (int32_t)a > (int32_t)b ? a : b)
OP(v_min_u32, 2, a < b ? a : b)
OP(v_max_u32, 2, a > b ? a : b)
OP(v_lshrrev_b32, 2, b >> (a & 31))
OP(v_ashrrev_i32, 2, amdgpu_asr32(b, a & 31))
OP(v_lshlrev_b32, 2, b << (a & 31))
OP(v_and_b32, 2, a & b)
OP(v_or_b32, 2, a | b)
OP(v_xor_b32, 2, a ^ b)
OP(v_add_u16, 2, u16(a + b))
OP(v_sub_u16, 2, u16(a - b))
OP(v_subrev_u16, 2, u16(b - a))
OP(v_mul_lo_u16, 2, u16((uint32_t)u16(a) * u16(b)))
OP(v_lshlrev_b16, 2, u16(u16(b) << (a & 15)))
OP(v_lshrrev_b16, 2, u16(b) >> (a & 15))
OP(v_ashrrev_i16, 2, u16((uint32_t)amdgpu_asr32((uint32_t)(int32_t)s16(b), a & 15)))
OP(v_max_u16, 2, u16(a) > u16(b) ? u16(a) : u16(b))
OP(v_min_u16, 2, u16(a) < u16(b) ? u16(a) : u16(b))
OP(v_max_i16, 2, u16((uint32_t)(s16(a) > s16(b) ? s16(a) : s16(b))))
OP(v_min_i16, 2, u16((uint32_t)(s16(a) < s16(b) ? s16(a) : s16(b))))
OP(v_mov_b32, 1, a)
OP(v_not_b32, 1, ~a)
OP(v_bfrev_b32, 1, amdgpu_brev32(a))
OP(v_ffbh_u32, 1, amdgpu_flbit64(a, 32))
OP(v_ffbl_b32, 1, amdgpu_ff1_64(a))
OP(v_ffbh_i32, 1, amdgpu_flbit_signed(a, 32))

static int x_v_nop(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_next(w, in);
}

/* ---- masks: cndmask and carries ------------------------------------------ */

/* The lane mask operand src[2] (vcc for e32, an SGPR pair for e64). */
static uint64_t mask_src(const amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_sval(w, in, in->src[2], AMDGPU_T_B64);
}

static int x_v_cndmask_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t ba[LANES], bb[LANES], d[LANES];
    const uint32_t *a = amdgpu_vsrc32_ref(w, in, 0, ba), *b = amdgpu_vsrc32_ref(w, in, 1, bb);
    uint64_t m = mask_src(w, in), lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) d[l] = (m >> l & 1) ? b[l] : a[l];
    amdgpu_vdst32(w, in, lanes, d);
    return amdgpu_valu_next(w, in);
}

/* D = x + y + cin (sub: x - y - cin); carry-out per lane to dst[1]. For
 * subtraction the flag is the borrow. Every lane is computed (the sums
 * are total); only the active ones are written. Inlined per instruction
 * so that the flags are constants. */
AMDGPU_VALU_INLINE int carry_op(amdgpu_wave *w, const amdgpu_inst *in, bool sub, bool rev, bool cin)
{
    uint32_t ba[LANES], bb[LANES], d[LANES];
    const uint32_t *a = amdgpu_vsrc32_ref(w, in, 0, ba), *b = amdgpu_vsrc32_ref(w, in, 1, bb);
    if (rev) {
        const uint32_t *t = a;
        a = b, b = t;
    }
    uint64_t lanes = amdgpu_vlanes(w, in);
    uint8_t cf[LANES]; /* carry, or borrow (wrapped below 0) */
    if (!cin) { /* 32-bit only: the loop vectorizes */
        const uint32_t *restrict ra = a, *restrict rb = b;
        for (unsigned l = 0; l < LANES; l++) {
            uint32_t x = ra[l], y = rb[l], r = sub ? x - y : x + y;
            d[l] = r;
            cf[l] = sub ? x < y : r < x;
        }
    } else {
        uint64_t m = mask_src(w, in);
        for (unsigned l = 0; l < LANES; l++) {
            uint64_t c = m >> l & 1;
            uint64_t r = sub ? (uint64_t)a[l] - b[l] - c : (uint64_t)a[l] + b[l] + c;
            d[l] = (uint32_t)r;
            cf[l] = (uint8_t)(r >> 32 & 1);
        }
    }
    amdgpu_vdst32(w, in, lanes, d);
    amdgpu_sdst_mask(w, in->dst[1], lanes, amdgpu_lane_mask(cf));
    return amdgpu_valu_next(w, in);
}

static int x_v_add_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, false, false, false); }
static int x_v_sub_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, true, false, false); }
static int x_v_subrev_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, true, true, false); }
static int x_v_addc_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, false, false, true); }
static int x_v_subb_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, true, false, true); }
static int x_v_subbrev_u32(amdgpu_wave *w, const amdgpu_inst *in) { return carry_op(w, in, true, true, true); }

/* ---- cross-lane ---------------------------------------------------------- */

/* v_readfirstlane_b32: SGPR = src0 of the lowest active lane (lane 0 when
 * EXEC is empty). */
static int x_v_readfirstlane_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES];
    amdgpu_vsrc32(w, in, 0, a);
    uint64_t exec = amdgpu_wave_exec(w);
    amdgpu_sset(w, in->dst[0], a[exec ? __builtin_ctzll(exec) : 0]);
    return amdgpu_valu_next(w, in);
}

/* v_readlane_b32: SGPR = VGPR src0 at lane src1[5:0], EXEC ignored. */
static int x_v_readlane_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t a[LANES];
    amdgpu_vread32(w, in, in->src[0], AMDGPU_T_B32, a);
    unsigned lane = amdgpu_ssrc32(w, in, 1) & 63;
    amdgpu_sset(w, in->dst[0], a[lane]);
    return amdgpu_valu_next(w, in);
}

/* v_writelane_b32: VGPR dst at lane src1[5:0] = scalar src0, EXEC ignored. */
static int x_v_writelane_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    uint32_t v = amdgpu_ssrc32(w, in, 0), d[LANES];
    unsigned lane = amdgpu_ssrc32(w, in, 1) & 63;
    d[lane] = v;
    amdgpu_vdst32(w, in, 1ull << lane, d);
    return amdgpu_valu_next(w, in);
}

/* ---- M0-relative moves --------------------------------------------------- */

/* Offsets a VGPR operand by M0; false when it leaves the allocation. */
static bool rel_vgpr(const amdgpu_wave *w, amdgpu_opnd *o)
{
    if (!amdgpu_is_vgpr(*o)) return true; /* a scalar source is not relative */
    uint32_t reg = o->code - AMDGPU_SRC_VGPR0, m0 = w->s[AMDGPU_SREG_M0];
    if (m0 >= w->nvgpr || reg + m0 >= w->nvgpr) return false;
    o->code = (uint16_t)(o->code + m0);
    return true;
}

static int movrel(amdgpu_wave *w, const amdgpu_inst *in, bool rel_src, bool rel_dst)
{
    amdgpu_inst t = *in;
    t.ext = AMDGPU_EXT_NONE;
    if ((rel_src && !rel_vgpr(w, &t.src[0])) || (rel_dst && !rel_vgpr(w, &t.dst[0])))
        return AMDGPU_EXEC_BADOPND;
    uint32_t a[LANES];
    amdgpu_vread32(w, &t, t.src[0], AMDGPU_T_B32, a);
    amdgpu_vdst32(w, &t, amdgpu_wave_exec(w), a);
    return amdgpu_valu_next(w, in);
}

static int x_v_movrels_b32(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, true, false); }
static int x_v_movreld_b32(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, false, true); }
static int x_v_movrelsd_b32(amdgpu_wave *w, const amdgpu_inst *in) { return movrel(w, in, true, true); }

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu[AMDGPU_OP_COUNT] = {
    E(v_cndmask_b32), E(v_mul_i32_i24), E(v_mul_hi_i32_i24), E(v_mul_u32_u24),
    E(v_mul_hi_u32_u24), E(v_min_i32), E(v_max_i32), E(v_min_u32), E(v_max_u32),
    E(v_lshrrev_b32), E(v_ashrrev_i32), E(v_lshlrev_b32), E(v_and_b32), E(v_or_b32),
    E(v_xor_b32), E(v_add_u32), E(v_sub_u32), E(v_subrev_u32), E(v_addc_u32),
    E(v_subb_u32), E(v_subbrev_u32), E(v_add_u16), E(v_sub_u16), E(v_subrev_u16),
    E(v_mul_lo_u16), E(v_lshlrev_b16), E(v_lshrrev_b16), E(v_ashrrev_i16), E(v_max_u16),
    E(v_max_i16), E(v_min_u16), E(v_min_i16), E(v_nop), E(v_mov_b32),
    E(v_readfirstlane_b32), E(v_not_b32), E(v_bfrev_b32), E(v_ffbh_u32), E(v_ffbl_b32),
    E(v_ffbh_i32), E(v_movreld_b32), E(v_movrels_b32), E(v_movrelsd_b32),
    E(v_readlane_b32), E(v_writelane_b32),
    [AMDGPU_OP_v_clrexcp] = x_v_nop, /* no exception state is modelled */
};
