/* amdgpu/exec_valu_vop3.c - the VOP3-only integer semantics: 24-bit mads,
 * bit-field ops, byte ops (lerp, sad, perm), 3-operand min/max/med,
 * full 32-bit multiplies, 64-bit mads with carry-out, 64-bit shifts, bit
 * counts and mbcnt. Shift and field counts use only the bits the ISA
 * names (5 for 32-bit values, 6 for 64-bit). */
#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

#define OP3(name, n, expr)                                                     \
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
static int32_t si(uint32_t x) { return (int32_t)x; }
static uint32_t byte(uint32_t x, unsigned i) { return x >> (8 * i) & 0xff; }

static uint32_t min3u(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t m = a < b ? a : b;
    return m < c ? m : c;
}

static uint32_t max3u(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t m = a > b ? a : b;
    return m > c ? m : c;
}

static int32_t min3i(int32_t a, int32_t b, int32_t c)
{
    int32_t m = a < b ? a : b;
    return m < c ? m : c;
}

static int32_t max3i(int32_t a, int32_t b, int32_t c)
{
    int32_t m = a > b ? a : b;
    return m > c ? m : c;
}

/* med3 = max(min(a, b), min(max(a, b), c)). */
static uint32_t med3u(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    uint32_t m = hi < c ? hi : c;
    return lo > m ? lo : m;
}

static int32_t med3i(int32_t a, int32_t b, int32_t c)
{
    int32_t lo = a < b ? a : b, hi = a < b ? b : a;
    int32_t m = hi < c ? hi : c;
    return lo > m ? lo : m;
}

/* Per-byte rounded average; the rounding bit is the low bit of S2's byte. */
static uint32_t lerp_u8(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t d = 0;
    for (unsigned i = 0; i < 4; i++)
        d |= ((byte(a, i) + byte(b, i) + (byte(c, i) & 1)) >> 1) << (8 * i);
    return d;
}

static uint32_t absdiff(uint32_t x, uint32_t y) { return x > y ? x - y : y - x; }

static uint32_t sad_u8(uint32_t a, uint32_t b, bool masked)
{
    uint32_t s = 0;
    for (unsigned i = 0; i < 4; i++)
        if (!masked || byte(b, i) != 0) s += absdiff(byte(a, i), byte(b, i));
    return s;
}

/* v_perm_b32: each result byte selects from the 8 bytes of {S0, S1}
 * (S1 low), a sign replicate (8..11), zero (12) or 0xff (13..). */
static uint32_t perm(uint32_t a, uint32_t b, uint32_t c)
{
    uint64_t v = (uint64_t)a << 32 | b;
    uint32_t d = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned sel = c >> (8 * i) & 0xff, r;
        if (sel < 8) r = (unsigned)(v >> (8 * sel) & 0xff);
        else if (sel < 12) r = (v >> (16 * (sel - 8) + 15) & 1) ? 0xff : 0;
        else if (sel == 12) r = 0;
        else r = 0xff;
        d |= (uint32_t)r << (8 * i);
    }
    return d;
}

OP3(v_mad_i32_i24, 3, (int64_t)s24(a) * s24(b) + si(c))
OP3(v_mad_u32_u24, 3, (a & 0xffffff) * (b & 0xffffff) + c)
OP3(v_bfe_u32, 3, amdgpu_bfe_u64(a, b & 31, c & 31, 32))
OP3(v_bfe_i32, 3, amdgpu_bfe_i64(a, b & 31, c & 31, 32))
OP3(v_bfi_b32, 3, (a & b) | (~a & c))
OP3(v_lerp_u8, 3, lerp_u8(a, b, c))
OP3(v_alignbit_b32, 3, ((uint64_t)a << 32 | b) >> (c & 31))
OP3(v_alignbyte_b32, 3, ((uint64_t)a << 32 | b) >> (8 * (c & 3)))
OP3(v_min3_i32, 3, min3i(si(a), si(b), si(c)))
OP3(v_min3_u32, 3, min3u(a, b, c))
OP3(v_max3_i32, 3, max3i(si(a), si(b), si(c)))
OP3(v_max3_u32, 3, max3u(a, b, c))
OP3(v_med3_i32, 3, med3i(si(a), si(b), si(c)))
OP3(v_med3_u32, 3, med3u(a, b, c))
OP3(v_sad_u8, 3, sad_u8(a, b, false) + c)
OP3(v_sad_hi_u8, 3, (sad_u8(a, b, false) << 16) + c)
OP3(v_sad_u16, 3, absdiff(a & 0xffff, b & 0xffff) + absdiff(a >> 16, b >> 16) + c)
OP3(v_sad_u32, 3, absdiff(a, b) + c)
OP3(v_msad_u8, 3, sad_u8(a, b, true) + c)
OP3(v_mad_u16, 3, (uint16_t)((a & 0xffff) * (b & 0xffff) + c))
OP3(v_mad_i16, 3, (uint16_t)((int32_t)(int16_t)a * (int16_t)b + (int16_t)c))
OP3(v_perm_b32, 3, perm(a, b, c))
OP3(v_mul_lo_u32, 2, a * b)
OP3(v_mul_hi_u32, 2, (uint64_t)a * b >> 32)
OP3(v_mul_hi_i32, 2, (uint64_t)((int64_t)si(a) * si(b)) >> 32)
OP3(v_bcnt_u32_b32, 2, amdgpu_popcount64(a) + b)
OP3(v_bfm_b32, 2, ((1u << (a & 31)) - 1) << (b & 31))

/* mbcnt: count of S0's bits below this lane (low/high half) plus S1. */
static uint32_t mbcnt_lo(uint32_t a, uint32_t b, uint32_t c, unsigned lane)
{
    (void)c;
    uint64_t below = (1ull << lane) - 1;
    return amdgpu_popcount64(a & (uint32_t)below) + b;
}

static uint32_t mbcnt_hi(uint32_t a, uint32_t b, uint32_t c, unsigned lane)
{
    (void)c;
    uint64_t below = (1ull << lane) - 1;
    return amdgpu_popcount64(a & (uint32_t)(below >> 32)) + b;
}

static int x_v_mbcnt_lo_u32_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_u32_lane(w, in, 2, mbcnt_lo);
}

static int x_v_mbcnt_hi_u32_b32(amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_valu_u32_lane(w, in, 2, mbcnt_hi);
}

/* ---- 64-bit -------------------------------------------------------------- */

static uint64_t shl64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return b << (a & 63); }
static uint64_t shr64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return b >> (a & 63); }
static uint64_t sar64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return (uint64_t)amdgpu_asr64(b, a & 63); }

static const unsigned w_32_64[2] = {1, 2};

static int x_v_lshlrev_b64(amdgpu_wave *w, const amdgpu_inst *in) { return amdgpu_valu_u64(w, in, 2, w_32_64, shl64); }
static int x_v_lshrrev_b64(amdgpu_wave *w, const amdgpu_inst *in) { return amdgpu_valu_u64(w, in, 2, w_32_64, shr64); }
static int x_v_ashrrev_i64(amdgpu_wave *w, const amdgpu_inst *in) { return amdgpu_valu_u64(w, in, 2, w_32_64, sar64); }

/* {carry, D} = S0 * S1 + S2 (64-bit), unsigned or signed; the carry-out
 * (overflow of the 64-bit sum) goes to dst[1]. */
static int mad64(amdgpu_wave *w, const amdgpu_inst *in, bool sgn)
{
    uint32_t a[LANES], b[LANES];
    uint64_t c[LANES], d[LANES], co = 0;
    amdgpu_vsrc32(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, b);
    amdgpu_vsrc64(w, in, 2, c);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        uint64_t p = sgn ? (uint64_t)((int64_t)si(a[l]) * si(b[l])) : (uint64_t)a[l] * b[l];
        uint64_t r = p + c[l];
        bool carry = sgn ? ((~(p ^ c[l]) & (p ^ r)) >> 63) != 0 : r < p;
        d[l] = r;
        if (carry) co |= 1ull << l;
    }
    amdgpu_vdst64(w, in, lanes, d);
    amdgpu_sdst_mask(w, in->dst[1], lanes, co);
    return amdgpu_valu_next(w, in);
}

static int x_v_mad_u64_u32(amdgpu_wave *w, const amdgpu_inst *in) { return mad64(w, in, false); }
static int x_v_mad_i64_i32(amdgpu_wave *w, const amdgpu_inst *in) { return mad64(w, in, true); }

/* ---- table --------------------------------------------------------------- */

#define E(name) [AMDGPU_OP_##name] = x_##name
const amdgpu_exec_fn amdgpu_exec_valu_vop3[AMDGPU_OP_COUNT] = {
    E(v_mad_i32_i24), E(v_mad_u32_u24), E(v_bfe_u32), E(v_bfe_i32), E(v_bfi_b32),
    E(v_lerp_u8), E(v_alignbit_b32), E(v_alignbyte_b32), E(v_min3_i32), E(v_min3_u32),
    E(v_max3_i32), E(v_max3_u32), E(v_med3_i32), E(v_med3_u32), E(v_sad_u8),
    E(v_sad_hi_u8), E(v_sad_u16), E(v_sad_u32), E(v_msad_u8), E(v_mad_u16), E(v_mad_i16),
    E(v_perm_b32), E(v_mul_lo_u32), E(v_mul_hi_u32), E(v_mul_hi_i32), E(v_bcnt_u32_b32),
    E(v_bfm_b32), E(v_mbcnt_lo_u32_b32), E(v_mbcnt_hi_u32_b32), E(v_lshlrev_b64),
    E(v_lshrrev_b64), E(v_ashrrev_i64), E(v_mad_u64_u32), E(v_mad_i64_i32),
};
