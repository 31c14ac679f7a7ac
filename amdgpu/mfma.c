/* amdgpu/mfma.c - MFMA arithmetic over a wave's registers (see mfma.h for
 * the layout). The code walks the registers (lane, register -> element);
 * the tests check it against the calculator's other direction (element
 * -> lane, register), written out per instruction. */
#include "amdgpu/mfma.h"

#include <stdlib.h>
#include <string.h>

#define LANES 64

/* Elements of A (or B) per dword. */
static unsigned per_dword(unsigned type)
{
    switch (type) {
    case AMDGPU_MFMA_F16:
    case AMDGPU_MFMA_BF16: return 2;
    case AMDGPU_MFMA_I8: return 4;
    default: return 1;
    }
}

/* Elements of A per lane: M * K * blocks spread over 64 lanes. */
static unsigned elems_per_lane(const amdgpu_mfma_shape *s)
{
    unsigned e = (unsigned)s->m * s->k * s->blocks / LANES;
    return e ? e : 1;
}

unsigned amdgpu_mfma_ab_regs(const amdgpu_mfma_shape *s)
{
    unsigned r = elems_per_lane(s) / per_dword(s->type);
    return r ? r : 1;
}

unsigned amdgpu_mfma_cd_regs(const amdgpu_mfma_shape *s)
{
    return (unsigned)s->m * s->n * s->blocks / LANES;
}

/* ---- names ----------------------------------------------------------------- */

static bool parse_type(const char *t, unsigned *type)
{
    static const struct { const char *name; unsigned type; } types[] = {
        {"f32", AMDGPU_MFMA_F32}, {"f16", AMDGPU_MFMA_F16}, {"bf16", AMDGPU_MFMA_BF16},
        {"bf16_1k", AMDGPU_MFMA_BF16}, {"i8", AMDGPU_MFMA_I8},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (!strcmp(t, types[i].name)) {
            *type = types[i].type;
            return true;
        }
    return false;
}

bool amdgpu_mfma_shape_of(const char *name, amdgpu_mfma_shape *out)
{
    const char *p;
    if (!strncmp(name, "v_mfma_f32_", 11)) p = name + 11;
    else if (!strncmp(name, "v_mfma_i32_", 11)) p = name + 11;
    else return false;
    char *e;
    unsigned long m = strtoul(p, &e, 10);
    if (*e != 'x') return false;
    unsigned long n = strtoul(e + 1, &e, 10);
    if (*e != 'x') return false;
    unsigned long k = strtoul(e + 1, &e, 10);
    unsigned long blocks = 0;
    if (*e == '_' && e[1] >= '0' && e[1] <= '9') { /* "_2b_" */
        blocks = strtoul(e + 1, &e, 10);
        if (*e != 'b') return false;
        e++;
    }
    if (*e == '_') e++;
    unsigned type;
    if (!parse_type(e, &type) || m != n || !(m == 4 || m == 16 || m == 32) || !k || k > 64)
        return false;
    if ((name[7] == 'i') != (type == AMDGPU_MFMA_I8)) return false;
    /* Without an explicit block count: the lane groups of M lanes that a
     * block's K does not need (at the type's base of one dword of A per
     * lane, two for bf16_1k/f16's four elements) are further blocks. */
    unsigned groups = LANES / (unsigned)m;
    unsigned base = type == AMDGPU_MFMA_F32 ? 1 : 4;
    unsigned kg = (unsigned)k / base ? (unsigned)k / base : 1;
    unsigned inferred = groups > kg ? groups / kg : 1;
    if (blocks && blocks != inferred) return false;
    out->m = (uint8_t)m;
    out->n = (uint8_t)n;
    out->k = (uint8_t)k;
    out->blocks = (uint8_t)inferred;
    out->type = (uint8_t)type;
    return true;
}

/* ---- elements -------------------------------------------------------------- */

static float h2f(uint16_t h)
{
    unsigned e = (h >> 10) & 0x1f, f = h & 0x3ff;
    float v;
    if (e == 0) v = (float)f * (1.0f / 16777216.0f); /* 2^-24 */
    else if (e == 31) v = f ? __builtin_nanf("") : __builtin_inff();
    else {
        uint32_t u = (uint32_t)(e - 15 + 127) << 23 | (uint32_t)f << 13;
        memcpy(&v, &u, sizeof v);
    }
    return (h & 0x8000) ? -v : v;
}

/* Element slot kk of a lane's dword run regs[r * 64 + lane], as double. */
static double elem(const amdgpu_mfma_shape *s, const uint32_t *regs, unsigned lane, unsigned kk)
{
    unsigned pd = per_dword(s->type);
    uint32_t w = regs[(size_t)(kk / pd) * LANES + lane];
    unsigned sub = kk % pd;
    switch (s->type) {
    case AMDGPU_MFMA_F16: return h2f((uint16_t)(w >> (16 * sub)));
    case AMDGPU_MFMA_BF16: {
        uint32_t u = (w >> (16 * sub)) << 16;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    case AMDGPU_MFMA_I8: return (int8_t)(w >> (8 * sub));
    default: {
        float f;
        memcpy(&f, &w, sizeof f);
        return f;
    }
    }
}

/* The lane B is read from for lane L under blgp. */
static unsigned blgp_lane(unsigned l, unsigned blgp)
{
    switch (blgp & 7) {
    case 1: return l % 32;
    case 2: return 32 + l % 32;
    case 3: return (l + 16) % 64;
    case 4: case 5: case 6: case 7: return 16 * ((blgp & 7) - 4) + l % 16;
    default: return l;
    }
}

/* Where A's (or B's) row/column x, step k, block b sits: lane and slot. */
static void ab_pos(const amdgpu_mfma_shape *s, unsigned x, unsigned k, unsigned b, unsigned *lane,
                   unsigned *slot)
{
    unsigned groups = LANES / s->m, kg = groups / s->blocks, kl = elems_per_lane(s);
    unsigned g = b * kg + k / kl;
    *lane = g * s->m + x;
    *slot = k % kl;
}

/* Which element output register r of lane holds: row i, column j, block b. */
static void cd_elem(const amdgpu_mfma_shape *s, unsigned r, unsigned lane, unsigned *i, unsigned *j,
                    unsigned *b)
{
    unsigned h = lane / s->n, hg = LANES / s->n, rq = s->m / 4; /* lane groups, row quads */
    *j = lane % s->n;
    if (hg >= rq) { /* every row quad in one register quad; surplus lane groups are blocks */
        *i = 4 * (h % rq) + r % 4;
        *b = (r / 4) * (hg / rq) + h / rq;
    } else {        /* row quads over the lane groups, then the register quads */
        unsigned q = rq / hg;
        *i = 4 * (hg * ((r / 4) % q) + h) + r % 4;
        *b = r / (4 * q);
    }
}

void amdgpu_mfma_run(const amdgpu_mfma_shape *s, const uint32_t *a, const uint32_t *b,
                     const uint32_t *c, uint32_t *d, unsigned cbsz, unsigned abid, unsigned blgp)
{
    unsigned nregs = amdgpu_mfma_cd_regs(s);
    uint32_t out[32 * LANES]; /* at most 32 registers (32x32, 2 blocks) */
    for (unsigned r = 0; r < nregs; r++)
        for (unsigned lane = 0; lane < LANES; lane++) {
            unsigned i, j, blk;
            cd_elem(s, r, lane, &i, &j, &blk);
            unsigned span = 1u << cbsz, ablk = (blk / span) * span + abid;
            if (ablk >= s->blocks) ablk = blk; /* out of range: no broadcast */
            double acc = 0;
            int32_t iacc = 0;
            for (unsigned k = 0; k < s->k; k++) {
                unsigned al, as, bl, bs;
                ab_pos(s, i, k, ablk, &al, &as);
                ab_pos(s, j, k, blk, &bl, &bs);
                double x = elem(s, a, al, as), y = elem(s, b, blgp_lane(bl, blgp), bs);
                if (s->type == AMDGPU_MFMA_I8) iacc = (int32_t)((uint32_t)iacc + (uint32_t)((int32_t)x * (int32_t)y));
                else acc += x * y;
            }
            uint32_t cv = c[(size_t)r * LANES + lane], res;
            if (s->type == AMDGPU_MFMA_I8) res = cv + (uint32_t)iacc;
            else {
                float cf;
                memcpy(&cf, &cv, sizeof cf);
                float f = (float)(acc + cf);
                memcpy(&res, &f, sizeof res);
            }
            out[(size_t)r * LANES + lane] = res;
        }
    memcpy(d, out, (size_t)nregs * LANES * sizeof *d);
}
