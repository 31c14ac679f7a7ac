/* amdgpu/decode_fields.c - per-format field extraction for amdgpu_decode().
 * The bit diagrams are in amdgpu/decode.c; the operand slots in amdgpu/inst.h.
 * Each function here knows its format's layout and the row's operand types,
 * nothing about individual opcodes beyond the row flags. */
#include "amdgpu/decode.h"
#include "amdgpu/decode_int.h"

#define B amdgpu_bits

/* A multi-dword SGPR or ttmp operand ignores the low bits of its number
 * (pairs are even, larger tuples 4-aligned), as llvm decodes it. */
static unsigned align_sreg(unsigned code, unsigned dwords)
{
    unsigned mask = dwords >= 4 ? 3u : dwords == 2 ? 1u : 0u;
    if (code <= AMDGPU_SRC_SGPR_MAX) return code & ~mask;
    if (code >= AMDGPU_SRC_TTMP0 && code < AMDGPU_SRC_M0)
        return AMDGPU_SRC_TTMP0 + ((code - AMDGPU_SRC_TTMP0) & ~mask);
    return code;
}

amdgpu_opnd amdgpu_dec_op_t(unsigned code, unsigned type)
{
    unsigned dw = amdgpu_type_dwords(type);
    amdgpu_opnd o = {(uint16_t)align_sreg(code, dw), (uint8_t)dw, 0};
    if (type == AMDGPU_T_NA) o.code = AMDGPU_OPND_NONE;
    return o;
}

amdgpu_opnd amdgpu_dec_op_n(unsigned code, unsigned dwords)
{
    amdgpu_opnd o = {(uint16_t)align_sreg(code, dwords), (uint8_t)dwords, 0};
    return o;
}

int amdgpu_dec_word1(const uint8_t *b, size_t avail, amdgpu_inst *in)
{
    (void)b;
    if (avail < 8) {
        in->size = (uint8_t)(avail < 8 ? avail : 8);
        return AMDGPU_DEC_ETRUNC;
    }
    in->size = 8;
    return 8;
}

/* A literal follows when any source uses code 255. */
int amdgpu_dec_take_literal(const uint8_t *b, size_t avail, amdgpu_inst *in)
{
    bool lit = false;
    for (int i = 0; i < 4; i++) lit |= in->src[i].code == AMDGPU_SRC_LITERAL;
    if (!lit) return 4;
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    in->has_literal = true;
    in->literal = in->word[1];
    return 8;
}

/* ---- scalar ------------------------------------------------------------ */

int amdgpu_dec_salu(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0];
    unsigned f = r->flags;
    switch (in->enc) {
    case AMDGPU_FMT_SOP2:
        if (!(f & AMDGPU_F_NODST)) in->dst[0] = amdgpu_dec_op_t(B(w, 22, 16), r->dst);
        in->src[0] = amdgpu_dec_op_t(B(w, 7, 0), r->src[0]);
        in->src[1] = amdgpu_dec_op_t(B(w, 15, 8), r->src[1]);
        return amdgpu_dec_take_literal(b, avail, in);
    case AMDGPU_FMT_SOPK:
        in->simm16 = (int16_t)B(w, 15, 0);
        in->dst[0] = amdgpu_dec_op_t(B(w, 22, 16), r->dst);
        in->src[0] = amdgpu_dec_op_t(B(w, 22, 16), r->src[0]);
        if (f & AMDGPU_F_LIT) {
            if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
            in->has_literal = true;
            in->literal = in->word[1];
            in->src[0] = amdgpu_dec_op_n(AMDGPU_SRC_LITERAL, 1);
            return 8;
        }
        return 4;
    case AMDGPU_FMT_SOP1:
        in->dst[0] = amdgpu_dec_op_t(B(w, 22, 16), r->dst);
        in->src[0] = amdgpu_dec_op_t(B(w, 7, 0), r->src[0]);
        return amdgpu_dec_take_literal(b, avail, in);
    case AMDGPU_FMT_SOPC:
        in->src[0] = amdgpu_dec_op_t(B(w, 7, 0), r->src[0]);
        if (f & AMDGPU_F_GPRIDX) {
            in->simm16 = (int32_t)B(w, 15, 8);
            return amdgpu_dec_take_literal(b, avail, in);
        }
        in->src[1] = amdgpu_dec_op_t(B(w, 15, 8), r->src[1]);
        return amdgpu_dec_take_literal(b, avail, in);
    default: /* SOPP */
        in->simm16 = (int16_t)B(w, 15, 0);
        return 4;
    }
}

static int dec_smem(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    uint32_t w = in->word[0], w1 = in->word[1];
    unsigned sdata = B(w, 12, 6);
    in->mem.imm = (uint8_t)B(w, 17, 17);
    in->mem.glc = (uint8_t)B(w, 16, 16);
    in->mem.offset = B(w1, 19, 0);
    if (r->flags & AMDGPU_F_NOSRC) {
        in->dst[0] = amdgpu_dec_op_t(sdata, r->dst);
        return 8;
    }
    if (r->flags & AMDGPU_F_PROBE) in->simm16 = (int32_t)sdata;
    in->dst[0] = amdgpu_dec_op_t(sdata, r->dst);
    in->src[0] = amdgpu_dec_op_t(B(w, 5, 0) << 1, r->src[0]);
    in->src[1] = amdgpu_dec_op_t(sdata, r->src[1]);
    if (!in->mem.imm) in->src[2] = amdgpu_dec_op_n(B(w1, 6, 0), 1); /* an SGPR number */
    return 8;
}

/* ---- vector ALU -------------------------------------------------------- */

static void dec_sdwa(amdgpu_inst *in, uint32_t w1)
{
    in->ext = AMDGPU_EXT_SDWA;
    in->src[0].code = (uint16_t)(AMDGPU_SRC_VGPR0 + B(w1, 7, 0));
    in->vop.dst_sel = (uint8_t)B(w1, 10, 8);
    in->vop.dst_unused = (uint8_t)B(w1, 12, 11);
    in->vop.clamp = (uint8_t)B(w1, 13, 13);
    in->vop.src0_sel = (uint8_t)B(w1, 18, 16);
    in->vop.src1_sel = (uint8_t)B(w1, 26, 24);
    in->src[0].mods = (uint8_t)(B(w1, 19, 19) * AMDGPU_MOD_SEXT | B(w1, 20, 20) * AMDGPU_MOD_NEG |
                                B(w1, 21, 21) * AMDGPU_MOD_ABS);
    if (in->src[1].code != AMDGPU_OPND_NONE)
        in->src[1].mods = (uint8_t)(B(w1, 27, 27) * AMDGPU_MOD_SEXT |
                                    B(w1, 28, 28) * AMDGPU_MOD_NEG | B(w1, 29, 29) * AMDGPU_MOD_ABS);
}

/* DPP has one modifier bit where SDWA has neg and sext: an integer source
 * reads it as sext (llvm's SISrcMods::SEXT shares NEG's bit). */
uint8_t amdgpu_dec_dpp_mods(unsigned type, unsigned neg, unsigned abs)
{
    bool fp = type == AMDGPU_T_F16 || type == AMDGPU_T_F32 || type == AMDGPU_T_F64;
    return (uint8_t)(neg * (fp ? AMDGPU_MOD_NEG : AMDGPU_MOD_SEXT) + abs * AMDGPU_MOD_ABS);
}

void amdgpu_dec_dpp(amdgpu_inst *in, const amdgpu_opinfo *r, uint32_t w1)
{
    in->ext = AMDGPU_EXT_DPP;
    in->src[0].code = (uint16_t)(AMDGPU_SRC_VGPR0 + B(w1, 7, 0));
    in->vop.dpp_ctrl = (uint16_t)B(w1, 16, 8);
    in->vop.bound_ctrl = (uint8_t)B(w1, 19, 19);
    in->vop.bank_mask = (uint8_t)B(w1, 27, 24);
    in->vop.row_mask = (uint8_t)B(w1, 31, 28);
    in->src[0].mods = amdgpu_dec_dpp_mods(r->src[0], B(w1, 20, 20), B(w1, 21, 21));
    if (in->src[1].code != AMDGPU_OPND_NONE)
        in->src[1].mods = amdgpu_dec_dpp_mods(r->src[1], B(w1, 22, 22), B(w1, 23, 23));
}

static const amdgpu_opnd vcc = {AMDGPU_SRC_VCC_LO, 2, 0};

static int dec_vop_e32(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0];
    unsigned f = r->flags;
    unsigned vdst = B(w, 24, 17), src0 = B(w, 8, 0);
    if (in->enc == AMDGPU_FMT_VOPC) {
        in->dst[0] = vcc;
        in->src[0] = amdgpu_dec_op_t(src0, r->src[0]);
        in->src[1] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w, 16, 9), r->src[1]);
    } else if (in->enc == AMDGPU_FMT_VOP1) {
        if (!(f & AMDGPU_F_NODST))
            in->dst[0] = amdgpu_dec_op_t((f & AMDGPU_F_SDST) ? vdst : AMDGPU_SRC_VGPR0 + vdst, r->dst);
        if (!(f & AMDGPU_F_NOSRC)) in->src[0] = amdgpu_dec_op_t(src0, r->src[0]);
    } else { /* VOP2 */
        in->dst[0] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + vdst, r->dst);
        in->src[0] = amdgpu_dec_op_t(src0, r->src[0]);
        in->src[1] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w, 16, 9), r->src[1]);
        if (f & AMDGPU_F_COUT) in->dst[1] = vcc;
        if (f & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK)) in->src[2] = vcc;
        if (f & AMDGPU_F_MAC) in->src[2] = in->dst[0];
        if (f & (AMDGPU_F_MADMK | AMDGPU_F_MADAK)) {
            amdgpu_opnd v1 = in->src[1];
            in->src[1] = amdgpu_dec_op_n(AMDGPU_SRC_LITERAL, 1);
            in->src[2] = v1;
            if (f & AMDGPU_F_MADAK) {
                in->src[1] = v1;
                in->src[2] = amdgpu_dec_op_n(AMDGPU_SRC_LITERAL, 1);
            }
        }
    }
    if (src0 == AMDGPU_SRC_SDWA || src0 == AMDGPU_SRC_DPP) {
        if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
        if (src0 == AMDGPU_SRC_SDWA) dec_sdwa(in, in->word[1]);
        else amdgpu_dec_dpp(in, r, in->word[1]);
        return 8;
    }
    return amdgpu_dec_take_literal(b, avail, in);
}

static int dec_vop3(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    uint32_t w = in->word[0], w1 = in->word[1];
    unsigned f = r->flags;
    unsigned vdst = B(w, 7, 0);
    unsigned s[3] = {B(w1, 8, 0), B(w1, 17, 9), B(w1, 26, 18)};
    bool vop3b = (f & (AMDGPU_F_COUT | AMDGPU_F_SDST)) && r->fmt != AMDGPU_FMT_VOP1 &&
                 r->id != AMDGPU_OP_v_readlane_b32;
    in->vop.clamp = (uint8_t)B(w, 15, 15);
    in->vop.omod = (uint8_t)B(w1, 28, 27);

    if (r->fmt == AMDGPU_FMT_VINTRP || (f & AMDGPU_F_INTERP)) {
        in->dst[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + vdst, 1);
        in->interp.attr = (uint8_t)B(s[0], 5, 0);
        in->interp.chan = (uint8_t)B(s[0], 7, 6);
        in->interp.high = (uint8_t)B(s[0], 8, 8);
        if (r->id == AMDGPU_OP_v_interp_mov_f32) in->interp.param = (uint8_t)(s[1] & 3);
        else in->src[0] = amdgpu_dec_op_n(s[1], 1);
        if (r->src[2] != AMDGPU_T_NA) in->src[2] = amdgpu_dec_op_n(s[2], 1);
        /* the attribute sits in the src0 field: modifiers of src1/src2 */
        for (int i = 1; i < 3; i++)
            in->src[i == 1 ? 0 : 2].mods = (uint8_t)(B(w1, 29 + i, 29 + i) * AMDGPU_MOD_NEG |
                                                     B(w, 8 + i, 8 + i) * AMDGPU_MOD_ABS);
        return 8;
    }
    if (r->fmt == AMDGPU_FMT_VOPC) in->dst[0] = amdgpu_dec_op_n(vdst, 2);
    else if (f & AMDGPU_F_SDST && !vop3b) in->dst[0] = amdgpu_dec_op_n(vdst, 1);
    else if (r->dst != AMDGPU_T_NA) in->dst[0] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + vdst, r->dst);
    if (vop3b) in->dst[1] = amdgpu_dec_op_n(B(w, 14, 8), 2);
    for (int i = 0; i < 3; i++) {
        if (r->src[i] == AMDGPU_T_NA || (i == 2 && (f & AMDGPU_F_MAC))) continue;
        bool fp = r->src[i] == AMDGPU_T_F16 || r->src[i] == AMDGPU_T_F32 || r->src[i] == AMDGPU_T_F64;
        in->src[i] = amdgpu_dec_op_t(s[i], r->src[i]);
        /* an integer source of an instruction with modifiers reads neg as sext */
        in->src[i].mods = (uint8_t)(B(w1, 29 + i, 29 + i) * (fp ? AMDGPU_MOD_NEG : AMDGPU_MOD_SEXT));
        if (!vop3b && fp) in->src[i].mods |= (uint8_t)(B(w, 8 + i, 8 + i) * AMDGPU_MOD_ABS);
    }
    if (f & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK)) in->src[2] = amdgpu_dec_op_n(s[2], 2);
    if (f & AMDGPU_F_MAC) in->src[2] = in->dst[0];
    return 8;
}

static int dec_vintrp(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0];
    in->dst[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w, 25, 18), 1);
    in->interp.attr = (uint8_t)B(w, 15, 10);
    in->interp.chan = (uint8_t)B(w, 9, 8);
    if (r->id == AMDGPU_OP_v_interp_mov_f32) in->interp.param = (uint8_t)(B(w, 7, 0) & 3);
    else in->src[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w, 7, 0), 1);
    return 4;
}

/* ---- memory and export ------------------------------------------------- */

static int dec_ds(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.offset0 = (uint8_t)B(w, 7, 0);
    in->mem.offset1 = (uint8_t)B(w, 15, 8);
    in->mem.offset = B(w, 15, 0);
    in->mem.gds = (uint8_t)B(w, 16, 16);
    in->dst[0] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 31, 24), r->dst);
    in->src[0] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), r->src[0]);
    in->src[1] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 15, 8), r->src[1]);
    in->src[2] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 23, 16), r->src[2]);
    return 8;
}

/* Data registers of a load/store/atomic: dst gets data back, src[1] sends. */
static void mem_data(amdgpu_inst *in, const amdgpu_opinfo *r, unsigned vdata, unsigned extra)
{
    unsigned f = r->flags;
    bool ret = (f & AMDGPU_F_LOAD) || ((f & AMDGPU_F_ATOMIC) && in->mem.glc);
    if (ret && r->dst != AMDGPU_T_NA)
        in->dst[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + vdata, amdgpu_type_dwords(r->dst) + extra);
    if (r->src[1] != AMDGPU_T_NA) in->src[1] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + vdata, r->src[1]);
}

static int dec_buf(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.offset = B(w, 11, 0);
    in->mem.offen = (uint8_t)B(w, 12, 12);
    in->mem.idxen = (uint8_t)B(w, 13, 13);
    in->mem.glc = (uint8_t)B(w, 14, 14);
    in->mem.tfe = (uint8_t)B(w1, 23, 23);
    if (in->enc == AMDGPU_FMT_MUBUF) {
        in->mem.lds = (uint8_t)B(w, 16, 16);
        in->mem.slc = (uint8_t)B(w, 17, 17);
    } else {
        in->mem.dfmt = (uint8_t)B(w, 22, 19);
        in->mem.nfmt = (uint8_t)B(w, 25, 23);
        in->mem.slc = (uint8_t)B(w1, 22, 22);
    }
    if (r->flags & AMDGPU_F_NOSRC) return 8;
    if (in->mem.offen || in->mem.idxen)
        in->src[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), in->mem.offen + in->mem.idxen);
    if (!(r->flags & AMDGPU_F_LDS) && !in->mem.lds) mem_data(in, r, B(w1, 15, 8), in->mem.tfe);
    in->src[2] = amdgpu_dec_op_n(B(w1, 20, 16) << 2, 4);
    in->src[3] = amdgpu_dec_op_n(B(w1, 31, 24), 1);
    return 8;
}

static unsigned popcount4(unsigned m)
{
    return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1);
}

static int dec_mimg(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.dmask = (uint8_t)B(w, 11, 8);
    in->mem.unorm = (uint8_t)B(w, 12, 12);
    in->mem.glc = (uint8_t)B(w, 13, 13);
    in->mem.da = (uint8_t)B(w, 14, 14);
    in->mem.r128 = (uint8_t)B(w, 15, 15);
    in->mem.tfe = (uint8_t)B(w, 16, 16);
    in->mem.lwe = (uint8_t)B(w, 17, 17);
    in->mem.slc = (uint8_t)B(w, 25, 25);
    in->mem.d16 = (uint8_t)B(w1, 31, 31);
    unsigned n = (r->flags & AMDGPU_F_GATHER) ? 4 : popcount4(in->mem.dmask);
    if (n == 0) n = 1;
    if (in->mem.d16) n = (n + 1) / 2;
    unsigned vdata = AMDGPU_SRC_VGPR0 + B(w1, 15, 8);
    bool ret = !(r->flags & AMDGPU_F_STORE) && (!(r->flags & AMDGPU_F_ATOMIC) || in->mem.glc);
    if (ret) in->dst[0] = amdgpu_dec_op_n(vdata, n + in->mem.tfe);
    if (r->flags & AMDGPU_F_STORE) in->src[1] = amdgpu_dec_op_n(vdata, n + in->mem.tfe);
    if (r->flags & AMDGPU_F_ATOMIC) in->src[1] = amdgpu_dec_op_n(vdata, n);
    in->src[0] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), r->src[0]);
    in->src[2] = amdgpu_dec_op_n(B(w1, 20, 16) << 2, 8); /* r128 still names 8 SGPRs */
    if (r->flags & AMDGPU_F_SAMPLER) in->src[3] = amdgpu_dec_op_n(B(w1, 25, 21) << 2, 4);
    return 8;
}

static int dec_flat(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.glc = (uint8_t)B(w, 16, 16);
    in->mem.slc = (uint8_t)B(w, 17, 17);
    in->mem.tfe = (uint8_t)B(w1, 23, 23);
    in->src[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), 2);
    unsigned f = r->flags;
    bool ret = (f & AMDGPU_F_LOAD) || ((f & AMDGPU_F_ATOMIC) && in->mem.glc);
    if (ret) in->dst[0] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w1, 31, 24), amdgpu_type_dwords(r->dst) + in->mem.tfe);
    in->src[1] = amdgpu_dec_op_t(AMDGPU_SRC_VGPR0 + B(w1, 15, 8), r->src[1]);
    return 8;
}

static int dec_exp(amdgpu_inst *in)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->exp.en = (uint8_t)B(w, 3, 0);
    in->exp.tgt = (uint8_t)B(w, 9, 4);
    in->exp.compr = (uint8_t)B(w, 10, 10);
    in->exp.done = (uint8_t)B(w, 11, 11);
    in->exp.vm = (uint8_t)B(w, 12, 12);
    for (int i = 0; i < 4; i++) in->src[i] = amdgpu_dec_op_n(AMDGPU_SRC_VGPR0 + B(w1, 8 * i + 7, 8 * i), 1);
    return 8;
}

int amdgpu_decode_fields(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    switch (in->enc) {
    case AMDGPU_FMT_SOP2: case AMDGPU_FMT_SOPK: case AMDGPU_FMT_SOP1:
    case AMDGPU_FMT_SOPC: case AMDGPU_FMT_SOPP:
        return amdgpu_dec_salu(b, avail, in, r);
    case AMDGPU_FMT_SMEM: return dec_smem(b, avail, in, r);
    case AMDGPU_FMT_VOP2: case AMDGPU_FMT_VOP1: case AMDGPU_FMT_VOPC:
        return dec_vop_e32(b, avail, in, r);
    case AMDGPU_FMT_VOP3: return dec_vop3(b, avail, in, r);
    case AMDGPU_FMT_VINTRP: return dec_vintrp(in, r);
    default: break;
    }
    /* The remaining formats are all 64-bit. */
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    switch (in->enc) {
    case AMDGPU_FMT_DS: return dec_ds(in, r);
    case AMDGPU_FMT_MUBUF: case AMDGPU_FMT_MTBUF: return dec_buf(in, r);
    case AMDGPU_FMT_MIMG: return dec_mimg(in, r);
    case AMDGPU_FMT_FLAT: return dec_flat(in, r);
    case AMDGPU_FMT_EXP: return dec_exp(in);
    default: return AMDGPU_DEC_EUNKNOWN;
    }
}
