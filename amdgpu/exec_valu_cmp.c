/* amdgpu/exec_valu_cmp.c - VOPC: v_cmp_* and v_cmpx_* over f16, f32, f64,
 * i16/u16, i32/u32, i64/u64, and v_cmp[x]_class_*.
 *
 * One predicate per (type, condition); the X-macro below makes the v_cmp
 * and v_cmpx function of each. The result mask goes to dst[0] (VCC for
 * e32, any SGPR pair for e64) with inactive lanes 0; v_cmpx also writes
 * it to EXEC. Float compares see inputs through the denormal mode (a
 * flushed denormal compares as zero); the "n" forms are true on unordered
 * inputs, the plain ones false (IEEE "unordered" semantics). */
#include <math.h>

#include "amdgpu/exec_valu_int.h"

#define LANES AMDGPU_LANES

/* Lane values as the compare sees them. */
typedef bool (*pred_fn)(const amdgpu_wave *w, uint64_t a, uint64_t b);

/* Inlined per compare so that p is inlined into the lane loop. */
AMDGPU_VALU_INLINE int vcmp(amdgpu_wave *w, const amdgpu_inst *in, bool wide, pred_fn p, bool x)
{
    uint64_t lanes = amdgpu_vlanes(w, in);
    uint8_t f[LANES]; /* every lane (predicates are pure); inactive ones are masked */
    if (wide) {
        uint64_t a[LANES], b[LANES];
        amdgpu_vsrc64(w, in, 0, a);
        amdgpu_vsrc64(w, in, 1, b);
        for (unsigned l = 0; l < LANES; l++) f[l] = p(w, a[l], b[l]);
    } else {
        uint32_t ba[LANES], bb[LANES];
        const uint32_t *a = amdgpu_vsrc32_ref(w, in, 0, ba), *b = amdgpu_vsrc32_ref(w, in, 1, bb);
        for (unsigned l = 0; l < LANES; l++) f[l] = p(w, a[l], b[l]);
    }
    uint64_t bits = amdgpu_lane_mask(f) & lanes;
    amdgpu_sdst_mask(w, in->dst[0], lanes, bits);
    if (x) amdgpu_wave_set_exec(w, bits & lanes);
    return amdgpu_valu_next(w, in);
}

/* Conversions of a lane value per type. */
#define CV_f16(v) amdgpu_in16(w, (uint32_t)(v))
#define CV_f32(v) amdgpu_in32(w, (uint32_t)(v))
#define CV_f64(v) amdgpu_in64(w, (v))
#define CV_i16(v) (int16_t)(uint16_t)(v)
#define CV_u16(v) (uint16_t)(v)
#define CV_i32(v) (int32_t)(uint32_t)(v)
#define CV_u32(v) (uint32_t)(v)
#define CV_i64(v) (int64_t)(v)
#define CV_u64(v) (uint64_t)(v)
#define TY_f16 double
#define TY_f32 float
#define TY_f64 double
#define TY_i16 int16_t
#define TY_u16 uint16_t
#define TY_i32 int32_t
#define TY_u32 uint32_t
#define TY_i64 int64_t
#define TY_u64 uint64_t
#define WIDE_f16 false
#define WIDE_f32 false
#define WIDE_f64 true
#define WIDE_i16 false
#define WIDE_u16 false
#define WIDE_i32 false
#define WIDE_u32 false
#define WIDE_i64 true
#define WIDE_u64 true

#define CMP(ty, cond, expr)                                                     \
    static bool p_##cond##_##ty(const amdgpu_wave *w, uint64_t av, uint64_t bv)   \
    {                                                                          \
        (void)w, (void)av, (void)bv;                                           \
        TY_##ty a = CV_##ty(av), b = CV_##ty(bv);                  \
        (void)a, (void)b;                                                      \
        return (expr);                                                         \
    }                                                                          \
    static int x_v_cmp_##cond##_##ty(amdgpu_wave *w, const amdgpu_inst *in)          \
    {                                                                          \
        return vcmp(w, in, WIDE_##ty, p_##cond##_##ty, false);                   \
    }                                                                          \
    static int x_v_cmpx_##cond##_##ty(amdgpu_wave *w, const amdgpu_inst *in)         \
    {                                                                          \
        return vcmp(w, in, WIDE_##ty, p_##cond##_##ty, true);                    \
    }

/* The 16 float conditions and the 8 integer ones, per type. */
#define FLOAT_CONDS(X, ty)                                                      \
    X(ty, f, false) X(ty, lt, a < b) X(ty, eq, a == b) X(ty, le, a <= b)           \
    X(ty, gt, a > b) X(ty, lg, a < b || a > b) X(ty, ge, a >= b)                  \
    X(ty, o, !isnan(a) && !isnan(b)) X(ty, u, isnan(a) || isnan(b))              \
    X(ty, nge, !(a >= b)) X(ty, nlg, !(a < b || a > b)) X(ty, ngt, !(a > b))      \
    X(ty, nle, !(a <= b)) X(ty, neq, !(a == b)) X(ty, nlt, !(a < b)) X(ty, tru, true)
#define INT_CONDS(X, ty)                                                        \
    X(ty, f, false) X(ty, lt, a < b) X(ty, eq, a == b) X(ty, le, a <= b)           \
    X(ty, gt, a > b) X(ty, ne, a != b) X(ty, ge, a >= b) X(ty, t, true)

FLOAT_CONDS(CMP, f16)
FLOAT_CONDS(CMP, f32)
FLOAT_CONDS(CMP, f64)
INT_CONDS(CMP, i16)
INT_CONDS(CMP, u16)
INT_CONDS(CMP, i32)
INT_CONDS(CMP, u32)
INT_CONDS(CMP, i64)
INT_CONDS(CMP, u64)

/* ---- class --------------------------------------------------------------- */

/* The class bit of a value (from its raw bits, before any flushing):
 * 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
 * 7 +denormal, 8 +normal, 9 +inf. */
static unsigned fclass(uint64_t v, unsigned mbits, unsigned ebits)
{
    uint64_t man = v & ((1ull << mbits) - 1), exp = v >> mbits & ((1ull << ebits) - 1);
    bool neg = v >> (mbits + ebits) & 1;
    if (exp == (1ull << ebits) - 1) {
        if (man) return (man >> (mbits - 1) & 1) ? 1 : 0;
        return neg ? 2 : 9;
    }
    if (exp == 0) return man ? (neg ? 4 : 7) : (neg ? 5 : 6);
    return neg ? 3 : 8;
}

static bool p_class_f32(const amdgpu_wave *w, uint64_t a, uint64_t b)
{
    (void)w;
    return b >> fclass((uint32_t)a, 23, 8) & 1;
}

static bool p_class_f16(const amdgpu_wave *w, uint64_t a, uint64_t b)
{
    (void)w;
    return b >> fclass((uint16_t)a, 10, 5) & 1;
}

/* f64: src1 is a 32-bit mask; vcmp reads it as a 64-bit source, so only
 * its low dword counts. */
static bool p_class_f64(const amdgpu_wave *w, uint64_t a, uint64_t b)
{
    (void)w;
    return (uint32_t)b >> fclass(a, 52, 11) & 1;
}

static int x_v_cmp_class_f32(amdgpu_wave *w, const amdgpu_inst *in) { return vcmp(w, in, false, p_class_f32, false); }
static int x_v_cmpx_class_f32(amdgpu_wave *w, const amdgpu_inst *in) { return vcmp(w, in, false, p_class_f32, true); }
static int x_v_cmp_class_f16(amdgpu_wave *w, const amdgpu_inst *in) { return vcmp(w, in, false, p_class_f16, false); }
static int x_v_cmpx_class_f16(amdgpu_wave *w, const amdgpu_inst *in) { return vcmp(w, in, false, p_class_f16, true); }

/* f64 class: 64-bit value, 32-bit mask. */
static int class64(amdgpu_wave *w, const amdgpu_inst *in, bool x)
{
    uint64_t a[LANES], bits = 0;
    uint32_t b[LANES];
    amdgpu_vsrc64(w, in, 0, a);
    amdgpu_vsrc32(w, in, 1, b);
    uint64_t lanes = amdgpu_vlanes(w, in);
    for (unsigned l = 0; l < LANES; l++)
        if ((lanes >> l & 1) && p_class_f64(w, a[l], b[l])) bits |= 1ull << l;
    amdgpu_sdst_mask(w, in->dst[0], lanes, bits);
    if (x) amdgpu_wave_set_exec(w, bits & lanes);
    return amdgpu_valu_next(w, in);
}

static int x_v_cmp_class_f64(amdgpu_wave *w, const amdgpu_inst *in) { return class64(w, in, false); }
static int x_v_cmpx_class_f64(amdgpu_wave *w, const amdgpu_inst *in) { return class64(w, in, true); }

/* ---- table --------------------------------------------------------------- */

#define E2(ty, cond, expr)                                                     \
    [AMDGPU_OP_v_cmp_##cond##_##ty] = x_v_cmp_##cond##_##ty,                      \
    [AMDGPU_OP_v_cmpx_##cond##_##ty] = x_v_cmpx_##cond##_##ty,
#define E(name) [AMDGPU_OP_##name] = x_##name,
const amdgpu_exec_fn amdgpu_exec_valu_cmp[AMDGPU_OP_COUNT] = {
    FLOAT_CONDS(E2, f16) FLOAT_CONDS(E2, f32) FLOAT_CONDS(E2, f64)
    INT_CONDS(E2, i16) INT_CONDS(E2, u16) INT_CONDS(E2, i32) INT_CONDS(E2, u32)
    INT_CONDS(E2, i64) INT_CONDS(E2, u64)
    E(v_cmp_class_f32) E(v_cmpx_class_f32) E(v_cmp_class_f16) E(v_cmpx_class_f16)
    E(v_cmp_class_f64) E(v_cmpx_class_f64)
};
