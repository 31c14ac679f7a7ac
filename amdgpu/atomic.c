/* See amdgpu/atomic.h. The op -> kind table is built at compile time from
 * the instruction ids, so there is no string parsing at run time and no
 * mutable state. */
#include <string.h>

#include "amdgpu/atomic.h"
#include "amdgpu/inst.h"

#define W8 0x80 /* 8-byte word */

/* FLAT and MUBUF share names: <fmt>_atomic_<name>[_x2]. */
#define VM(name, kind)                                                                       \
    [AMDGPU_OP_flat_atomic_##name] = (kind), [AMDGPU_OP_flat_atomic_##name##_x2] = (kind) | W8,   \
    [AMDGPU_OP_buffer_atomic_##name] = (kind), [AMDGPU_OP_buffer_atomic_##name##_x2] = (kind) | W8,  \
    [AMDGPU_OP_global_atomic_##name] = (kind), [AMDGPU_OP_global_atomic_##name##_x2] = (kind) | W8,
/* DS: ds_<name>_<t32>, ds_<name>_rtn_<t32> and the 64-bit pair. */
#define DS(name, t32, t64, kind)                                                              \
    [AMDGPU_OP_ds_##name##_##t32] = (kind), [AMDGPU_OP_ds_##name##_rtn_##t32] = (kind),           \
    [AMDGPU_OP_ds_##name##_##t64] = (kind) | W8, [AMDGPU_OP_ds_##name##_rtn_##t64] = (kind) | W8,

static const uint8_t kind_of[AMDGPU_OP_COUNT] = {
    VM(swap, AMDGPU_ATOM_SWAP) VM(cmpswap, AMDGPU_ATOM_CMPSWAP) VM(add, AMDGPU_ATOM_ADD)
    VM(sub, AMDGPU_ATOM_SUB) VM(smin, AMDGPU_ATOM_SMIN) VM(umin, AMDGPU_ATOM_UMIN)
    VM(smax, AMDGPU_ATOM_SMAX) VM(umax, AMDGPU_ATOM_UMAX) VM(and, AMDGPU_ATOM_AND)
    VM(or, AMDGPU_ATOM_OR) VM(xor, AMDGPU_ATOM_XOR) VM(inc, AMDGPU_ATOM_INC)
    VM(dec, AMDGPU_ATOM_DEC)
    DS(add, u32, u64, AMDGPU_ATOM_ADD) DS(sub, u32, u64, AMDGPU_ATOM_SUB)
    DS(rsub, u32, u64, AMDGPU_ATOM_RSUB) DS(inc, u32, u64, AMDGPU_ATOM_INC)
    DS(dec, u32, u64, AMDGPU_ATOM_DEC) DS(min, i32, i64, AMDGPU_ATOM_SMIN)
    DS(max, i32, i64, AMDGPU_ATOM_SMAX) DS(min, u32, u64, AMDGPU_ATOM_UMIN)
    DS(max, u32, u64, AMDGPU_ATOM_UMAX) DS(and, b32, b64, AMDGPU_ATOM_AND)
    DS(or, b32, b64, AMDGPU_ATOM_OR) DS(xor, b32, b64, AMDGPU_ATOM_XOR)
    DS(mskor, b32, b64, AMDGPU_ATOM_MSKOR) DS(cmpst, b32, b64, AMDGPU_ATOM_CMPSWAP)
    DS(cmpst, f32, f64, AMDGPU_ATOM_FCMPSWAP) DS(min, f32, f64, AMDGPU_ATOM_FMIN)
    DS(max, f32, f64, AMDGPU_ATOM_FMAX)
    [AMDGPU_OP_ds_wrxchg_rtn_b32] = AMDGPU_ATOM_SWAP,
    [AMDGPU_OP_ds_wrxchg_rtn_b64] = AMDGPU_ATOM_SWAP | W8,
    [AMDGPU_OP_ds_add_f32] = AMDGPU_ATOM_FADD,
    [AMDGPU_OP_ds_add_rtn_f32] = AMDGPU_ATOM_FADD,
    /* gfx90a/gfx940 float atomics on global memory */
    [AMDGPU_OP_flat_atomic_add_f32] = AMDGPU_ATOM_FADD, [AMDGPU_OP_global_atomic_add_f32] = AMDGPU_ATOM_FADD,
    [AMDGPU_OP_flat_atomic_add_f64] = AMDGPU_ATOM_FADD | W8,
    [AMDGPU_OP_global_atomic_add_f64] = AMDGPU_ATOM_FADD | W8,
    [AMDGPU_OP_flat_atomic_min_f64] = AMDGPU_ATOM_FMIN | W8,
    [AMDGPU_OP_global_atomic_min_f64] = AMDGPU_ATOM_FMIN | W8,
    [AMDGPU_OP_flat_atomic_max_f64] = AMDGPU_ATOM_FMAX | W8,
    [AMDGPU_OP_global_atomic_max_f64] = AMDGPU_ATOM_FMAX | W8,
};

enum amdgpu_atomic_kind amdgpu_atomic_kind(unsigned op)
{
    return op < AMDGPU_OP_COUNT ? (enum amdgpu_atomic_kind)(kind_of[op] & ~W8) : AMDGPU_ATOM_NONE;
}

unsigned amdgpu_atomic_width(unsigned op)
{
    if (op >= AMDGPU_OP_COUNT || !kind_of[op]) return 0;
    return (kind_of[op] & W8) ? 8 : 4;
}

static double as_f(uint64_t v, unsigned width)
{
    if (width == 8) {
        double d;
        memcpy(&d, &v, 8);
        return d;
    }
    uint32_t u = (uint32_t)v;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint64_t from_f(double d, unsigned width)
{
    if (width == 8) {
        uint64_t v;
        memcpy(&v, &d, 8);
        return v;
    }
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* Float min/max as the LDS does them: a NaN operand loses to a number
 * (IEEE minNum/maxNum), which is also what OpenCL's fmin/fmax promise. */
static uint64_t fminmax(uint64_t old, uint64_t src, unsigned width, int want_max)
{
    double a = as_f(old, width), b = as_f(src, width);
    if (a != a) return src;
    if (b != b) return old;
    return (want_max ? b > a : b < a) ? src : old;
}

uint64_t amdgpu_atomic_apply(enum amdgpu_atomic_kind kind, unsigned width, uint64_t old,
                           uint64_t src, uint64_t cmp)
{
    uint64_t mask = width == 8 ? ~0ull : 0xffffffffull;
    int shift = width == 8 ? 0 : 32; /* sign-extends a 32-bit value in an int64 */
    old &= mask, src &= mask, cmp &= mask;
    int64_t so = (int64_t)(old << shift) >> shift, ss = (int64_t)(src << shift) >> shift;
    uint64_t r;
    switch (kind) {
    case AMDGPU_ATOM_SWAP: r = src; break;
    case AMDGPU_ATOM_CMPSWAP: r = old == cmp ? src : old; break;
    case AMDGPU_ATOM_ADD: r = old + src; break;
    case AMDGPU_ATOM_SUB: r = old - src; break;
    case AMDGPU_ATOM_RSUB: r = src - old; break;
    case AMDGPU_ATOM_SMIN: r = ss < so ? src : old; break;
    case AMDGPU_ATOM_UMIN: r = src < old ? src : old; break;
    case AMDGPU_ATOM_SMAX: r = ss > so ? src : old; break;
    case AMDGPU_ATOM_UMAX: r = src > old ? src : old; break;
    case AMDGPU_ATOM_AND: r = old & src; break;
    case AMDGPU_ATOM_OR: r = old | src; break;
    case AMDGPU_ATOM_XOR: r = old ^ src; break;
    case AMDGPU_ATOM_INC: r = old >= src ? 0 : old + 1; break;
    case AMDGPU_ATOM_DEC: r = (old == 0 || old > src) ? src : old - 1; break;
    case AMDGPU_ATOM_MSKOR: r = (old & ~cmp) | src; break;
    case AMDGPU_ATOM_FCMPSWAP: r = as_f(old, width) == as_f(cmp, width) ? src : old; break;
    case AMDGPU_ATOM_FMIN: r = fminmax(old, src, width, 0); break;
    case AMDGPU_ATOM_FMAX: r = fminmax(old, src, width, 1); break;
    case AMDGPU_ATOM_FADD: r = from_f(as_f(old, width) + as_f(src, width), width); break;
    default: r = old; break;
    }
    return r & mask;
}

const char *amdgpu_atomic_kind_name(enum amdgpu_atomic_kind kind)
{
    static const char *const names[AMDGPU_ATOM_KIND_COUNT] = {
        "none", "swap", "cmpswap", "add", "sub", "rsub", "smin", "umin", "smax", "umax",
        "and", "or", "xor", "inc", "dec", "mskor", "fcmpswap", "fmin", "fmax", "fadd"};
    return (unsigned)kind < AMDGPU_ATOM_KIND_COUNT ? names[kind] : "?";
}
