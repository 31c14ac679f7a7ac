/* amdgpu/operand.c - operand access for the semantics (see amdgpu/operand.h).
 * Operand codes: GCN3 ISA manual section 3.3 / 12.1; SDWA and DPP: the
 * VOP_SDWA and VOP_DPP encodings, section 12.3.4-12.3.5. */
#include "amdgpu/operand.h"

#include <string.h>

#define LANES AMDGPU_WAVE_LANES

/* ---- range check --------------------------------------------------------- */

static unsigned opnd_width(amdgpu_opnd o)
{
    return o.width ? o.width : 1;
}

/* in's operands: dst[0..1] then src[0..3]. */
static amdgpu_opnd opnd_at(const amdgpu_inst *in, unsigned i)
{
    return i < 2 ? in->dst[i] : in->src[i - 2];
}

uint32_t amdgpu_opnd_vgpr_end(const amdgpu_inst *in)
{
    uint32_t end = 0;
    for (unsigned i = 0; i < 6; i++) {
        amdgpu_opnd o = opnd_at(in, i);
        if (o.code == AMDGPU_OPND_NONE || o.code < AMDGPU_SRC_VGPR0 || o.code >= AMDGPU_SRC_AGPR0)
            continue;
        uint32_t e = o.code - AMDGPU_SRC_VGPR0 + opnd_width(o);
        if (e > end) end = e;
    }
    return end;
}

uint32_t amdgpu_opnd_agpr_end(const amdgpu_inst *in)
{
    uint32_t end = 0;
    for (unsigned i = 0; i < 6; i++) {
        amdgpu_opnd o = opnd_at(in, i);
        if (!amdgpu_opnd_is_agpr(o.code)) continue;
        uint32_t e = o.code - AMDGPU_SRC_AGPR0 + opnd_width(o);
        if (e > end) end = e;
    }
    return end;
}

bool amdgpu_opnd_sreg_ok(const amdgpu_inst *in)
{
    for (unsigned i = 0; i < 6; i++) {
        amdgpu_opnd o = opnd_at(in, i);
        if (o.code < AMDGPU_SREG_COUNT && o.code + opnd_width(o) > AMDGPU_SREG_COUNT) return false;
    }
    return true;
}

bool amdgpu_opnd_check(const amdgpu_wave *w, const amdgpu_inst *in)
{
    return amdgpu_opnd_sreg_ok(in) && amdgpu_opnd_vgpr_end(in) <= w->nvgpr &&
           amdgpu_opnd_agpr_end(in) <= w->nagpr &&
           (w->v != NULL || w->nvgpr == 0);
}

/* ---- constants ----------------------------------------------------------- */

/* 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi) in each precision. */
static const uint16_t fconst16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                     0xc000, 0x4400, 0xc400, 0x3118};
static const uint32_t fconst32[9] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                     0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
                                     0x3e22f983};
static const uint64_t fconst64[9] = {
    0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
    0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
    0x4010000000000000ull, 0xc010000000000000ull, 0x3fc45f306dc9c882ull};

static bool type_is64(unsigned type)
{
    return type == AMDGPU_T_B64 || type == AMDGPU_T_F64;
}

static bool type_is16(unsigned type)
{
    return type == AMDGPU_T_B16 || type == AMDGPU_T_F16;
}

uint64_t amdgpu_const_val(unsigned code, unsigned type, uint32_t literal)
{
    int64_t iv;
    if (code >= AMDGPU_SRC_INT0 && code <= AMDGPU_SRC_INT0 + 64) {
        iv = (int64_t)(code - AMDGPU_SRC_INT0);
    } else if (code > AMDGPU_SRC_INT0 + 64 && code <= AMDGPU_SRC_INT0 + 80) {
        iv = -(int64_t)(code - AMDGPU_SRC_INT0 - 64);
    } else if (code >= AMDGPU_SRC_FLT_HALF && code <= AMDGPU_SRC_INV2PI) {
        unsigned k = code - AMDGPU_SRC_FLT_HALF;
        if (type_is64(type)) return fconst64[k];
        if (type_is16(type)) return fconst16[k];
        return fconst32[k];
    } else if (code == AMDGPU_SRC_LITERAL) {
        if (type == AMDGPU_T_F64) return (uint64_t)literal << 32;
        if (type == AMDGPU_T_B64) return (uint64_t)(int64_t)(int32_t)literal;
        return literal;
    } else {
        return 0; /* reserved codes and LDS_DIRECT (no LDS parameter data) */
    }
    return type_is64(type) ? (uint64_t)iv : (uint32_t)iv;
}

/* ---- scalar access ------------------------------------------------------- */

uint64_t amdgpu_sval(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type)
{
    unsigned c = o.code;
    if (c < AMDGPU_SREG_COUNT) {
        uint64_t v = w->s[c];
        if (type_is64(type) && c + 1 < AMDGPU_SREG_COUNT) v |= (uint64_t)w->s[c + 1] << 32;
        return v;
    }
    switch (c) {
    case AMDGPU_SRC_VCCZ: return amdgpu_wave_vcc(w) == 0;
    case AMDGPU_SRC_EXECZ: return amdgpu_wave_exec(w) == 0;
    case AMDGPU_SRC_SCC: return w->scc;
    case AMDGPU_OPND_NONE: return 0;
    default: break;
    }
    if (c >= AMDGPU_SRC_VGPR0) {
        const uint32_t *r = &w->v[(size_t)amdgpu_vidx(w, c) * LANES];
        uint64_t v = r[0];
        if (type_is64(type)) v |= (uint64_t)r[LANES] << 32;
        return v;
    }
    return amdgpu_const_val(c, type, in->literal);
}

void amdgpu_sset(amdgpu_wave *w, amdgpu_opnd o, uint64_t v)
{
    if (o.code >= AMDGPU_SREG_COUNT) return;
    w->s[o.code] = (uint32_t)v;
    if (o.width >= 2 && o.code + 1 < AMDGPU_SREG_COUNT) w->s[o.code + 1] = (uint32_t)(v >> 32);
}

/* ---- DPP ----------------------------------------------------------------- */

int amdgpu_dpp_src_lane(unsigned ctrl, unsigned lane)
{
    int l = (int)lane, row = l & ~15, in_row = l & 15;
    if (ctrl <= 0xff) return (l & ~3) + (int)((ctrl >> ((l & 3) * 2)) & 3); /* quad_perm */
    if (ctrl >= 0x101 && ctrl <= 0x10f) { /* row_shl: read from higher lanes */
        int s = in_row + (int)(ctrl & 15);
        return s < 16 ? row + s : -1;
    }
    if (ctrl >= 0x111 && ctrl <= 0x11f) { /* row_shr: read from lower lanes */
        int s = in_row - (int)(ctrl & 15);
        return s >= 0 ? row + s : -1;
    }
    if (ctrl >= 0x121 && ctrl <= 0x12f) return row + ((in_row - (int)(ctrl & 15)) & 15);
    switch (ctrl) {
    case 0x130: return l + 1 < LANES ? l + 1 : -1;  /* wave_shl:1 */
    case 0x134: return (l + 1) & (LANES - 1);       /* wave_rol:1 */
    case 0x138: return l >= 1 ? l - 1 : -1;         /* wave_shr:1 */
    case 0x13c: return (l - 1) & (LANES - 1);       /* wave_ror:1 */
    case 0x140: return row + 15 - in_row;           /* row_mirror */
    case 0x141: return row + (in_row & 8) + 7 - (in_row & 7); /* row_half_mirror */
    case 0x142: return row >= 16 ? row - 1 : -1;    /* row_bcast:15 */
    case 0x143: return l >= 32 ? 31 : -1;           /* row_bcast:31 */
    default: return -1;                             /* reserved */
    }
}

/* Whether lane's row and bank are enabled by the DPP masks. */
static bool dpp_enabled(const amdgpu_inst *in, unsigned lane)
{
    return (in->vop.row_mask >> (lane / 16) & 1) && (in->vop.bank_mask >> ((lane / 4) & 3) & 1);
}

uint64_t amdgpu_vlanes_dpp(const amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t exec = amdgpu_wave_exec(w);
    uint64_t m = 0;
    for (unsigned l = 0; l < LANES; l++) {
        if (!(exec >> l & 1) || !dpp_enabled(in, l)) continue;
        int s = amdgpu_dpp_src_lane(in->vop.dpp_ctrl, l);
        bool valid = s >= 0 && (exec >> s & 1);
        if (valid || in->vop.bound_ctrl) m |= 1ull << l;
    }
    return m;
}

/* ---- vector sources ------------------------------------------------------ */

const uint32_t amdgpu_zero_lanes32[LANES] = {0};

static uint32_t sdwa_sel(uint32_t v, unsigned sel, bool sext)
{
    unsigned sh, bits;
    if (sel <= AMDGPU_SEL_BYTE3) sh = 8 * sel, bits = 8;
    else if (sel <= AMDGPU_SEL_WORD1) sh = 16 * (sel - AMDGPU_SEL_WORD0), bits = 16;
    else return v;
    uint32_t f = (v >> sh) & ((1u << bits) - 1);
    if (sext && (f >> (bits - 1) & 1)) f |= ~0u << bits;
    return f;
}

static unsigned sign_bit(unsigned type)
{
    return type_is16(type) ? 15 : 31;
}

static void mods32(uint32_t *v, unsigned mods, unsigned type)
{
    uint32_t sb = 1u << sign_bit(type);
    if (mods & AMDGPU_MOD_ABS) *v &= ~sb;
    if (mods & AMDGPU_MOD_NEG) *v ^= sb;
}

void amdgpu_vread32(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type,
                  uint32_t out[LANES])
{
    if (amdgpu_is_vgpr(o)) {
        const uint32_t *r = &w->v[(size_t)amdgpu_vidx(w, o.code) * LANES];
        for (unsigned l = 0; l < LANES; l++) out[l] = r[l];
    } else {
        uint32_t s = (uint32_t)amdgpu_sval(w, in, o, type);
        for (unsigned l = 0; l < LANES; l++) out[l] = s;
    }
    if (o.mods & (AMDGPU_MOD_ABS | AMDGPU_MOD_NEG))
        for (unsigned l = 0; l < LANES; l++) mods32(&out[l], o.mods, type);
}

void amdgpu_vread64(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type,
                  uint64_t out[LANES])
{
    if (amdgpu_is_vgpr(o)) {
        const uint32_t *r = &w->v[(size_t)amdgpu_vidx(w, o.code) * LANES];
        for (unsigned l = 0; l < LANES; l++) out[l] = r[l] | (uint64_t)r[l + LANES] << 32;
    } else {
        uint64_t s = amdgpu_sval(w, in, o, type_is64(type) ? type : AMDGPU_T_B64);
        for (unsigned l = 0; l < LANES; l++) out[l] = s;
    }
    uint64_t sb = 1ull << 63;
    for (unsigned l = 0; o.mods & (AMDGPU_MOD_ABS | AMDGPU_MOD_NEG) && l < LANES; l++) {
        if (o.mods & AMDGPU_MOD_ABS) out[l] &= ~sb;
        if (o.mods & AMDGPU_MOD_NEG) out[l] ^= sb;
    }
}

void amdgpu_vsrc32(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot, uint32_t out[LANES])
{
    amdgpu_opnd o = in->src[slot];
    unsigned type = in->info->src[slot];
    if (in->ext == AMDGPU_EXT_NONE || slot > 1) {
        amdgpu_vread32(w, in, o, type, out);
        return;
    }
    amdgpu_opnd raw = o;
    raw.mods = 0;
    amdgpu_vread32(w, in, raw, type, out);
    if (in->ext == AMDGPU_EXT_SDWA) {
        unsigned sel = slot == 0 ? in->vop.src0_sel : in->vop.src1_sel;
        bool sext = (o.mods & AMDGPU_MOD_SEXT) != 0;
        for (unsigned l = 0; l < LANES; l++) out[l] = sdwa_sel(out[l], sel, sext);
    } else if (slot == 0) { /* DPP permutes src0 only */
        uint32_t tmp[LANES];
        uint64_t exec = amdgpu_wave_exec(w);
        for (unsigned l = 0; l < LANES; l++) {
            int s = amdgpu_dpp_src_lane(in->vop.dpp_ctrl, l);
            tmp[l] = (s >= 0 && (exec >> s & 1)) ? out[s] : 0; /* bound_ctrl: zero */
        }
        for (unsigned l = 0; l < LANES; l++) out[l] = tmp[l];
    }
    if (o.mods & (AMDGPU_MOD_ABS | AMDGPU_MOD_NEG))
        for (unsigned l = 0; l < LANES; l++) mods32(&out[l], o.mods, type);
}

void amdgpu_vsrc64(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot, uint64_t out[LANES])
{
    amdgpu_vread64(w, in, in->src[slot], in->info->src[slot], out);
}

/* ---- vector destinations ------------------------------------------------- */

/* The dword SDWA writes: the result's low field placed at dst_sel, the
 * rest padded, sign-extended or preserved. */
static uint32_t sdwa_dst(uint32_t old, uint32_t v, unsigned sel, unsigned unused)
{
    unsigned sh, bits;
    if (sel <= AMDGPU_SEL_BYTE3) sh = 8 * sel, bits = 8;
    else if (sel <= AMDGPU_SEL_WORD1) sh = 16 * (sel - AMDGPU_SEL_WORD0), bits = 16;
    else return v;
    uint32_t fmask = ((1u << bits) - 1) << sh;
    uint32_t f = (v << sh) & fmask;
    if (unused == AMDGPU_UNUSED_PRESERVE) return (old & ~fmask) | f;
    if (unused == AMDGPU_UNUSED_SEXT && (v >> (bits - 1) & 1) && sh + bits < 32)
        f |= ~0u << (sh + bits);
    return f;
}

void amdgpu_vdst32(amdgpu_wave *w, const amdgpu_inst *in, uint64_t lanes, const uint32_t d[LANES])
{
    amdgpu_opnd o = in->dst[0];
    if (!amdgpu_is_vgpr(o)) return;
    uint32_t *r = &w->v[(size_t)amdgpu_vidx(w, o.code) * LANES];
    if (in->ext == AMDGPU_EXT_SDWA && in->vop.dst_sel != AMDGPU_SEL_DWORD) {
        for (unsigned l = 0; l < LANES; l++)
            if (lanes >> l & 1) r[l] = sdwa_dst(r[l], d[l], in->vop.dst_sel, in->vop.dst_unused);
    } else if (lanes == ~0ull) {
        memcpy(r, d, LANES * sizeof *r);
    } else {
        for (unsigned l = 0; l < LANES; l++)
            if (lanes >> l & 1) r[l] = d[l];
    }
}

void amdgpu_vdst64(amdgpu_wave *w, const amdgpu_inst *in, uint64_t lanes, const uint64_t d[LANES])
{
    amdgpu_opnd o = in->dst[0];
    if (!amdgpu_is_vgpr(o)) return;
    uint32_t *r = &w->v[(size_t)amdgpu_vidx(w, o.code) * LANES];
    for (unsigned l = 0; l < LANES; l++) {
        if (!(lanes >> l & 1)) continue;
        r[l] = (uint32_t)d[l];
        r[l + LANES] = (uint32_t)(d[l] >> 32);
    }
}

void amdgpu_sdst_mask(amdgpu_wave *w, amdgpu_opnd o, uint64_t lanes, uint64_t bits)
{
    amdgpu_opnd pair = o;
    pair.width = 2;
    amdgpu_sset(w, pair, bits & lanes);
}
