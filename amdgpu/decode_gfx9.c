/* amdgpu/decode_gfx9.c - per-format field extraction for gfx940 (GFX9 and
 * CDNA3 layouts). The scalar formats, VOP1/VOP2/VOPC words and DPP are the
 * same as gfx803's (amdgpu/decode_fields.c); what differs is drawn here
 * (word 1 = the second dword; "acc" = the data registers are AGPRs):
 *
 *  SMEM   |110000| op:8 |imm|glc|nv|soe|-|sdata:7|sbase:6|
 *         w1: |soffset:7|-:4|offset:21 (signed)|
 *  SDWA   w1: |s1|-|s1abs|s1neg|s1sext|s1sel:3|s0|-|s0abs|s0neg|s0sext|s0sel:3|
 *             |omod:2|clamp|dst_unused:2|dst_sel:3|src0:8|
 *         VOPC: bits 15:8 are |sd|sdst:7| instead of omod..dst_sel
 *  VOP3a  |110100| op:10 |clamp|op_sel:4|abs:3|vdst:8|  w1 as gfx803
 *  VOP3P  |110100111| op:7 |clamp|opsel_hi2|op_sel:3|neg_hi:3|vdst:8|
 *         w1: |neg_lo:3|opsel_hi:2|src2:9|src1:9|src0:9|
 *  MAI    |110100111| op:7 |acc_cd|abid:4|cbsz:3|vdst:8|
 *         w1: |blgp:3|acc:2|src2:9|src1:9|src0:9|
 *  DS     |110110|acc| op:8 |gds|offset1:8|offset0:8|  w1 as gfx803
 *  MUBUF  |111000|-| op:7 |nt|lds|sc1|sc0|idxen|offen|offset:12|
 *         w1: |soffset:8|acc|-:2|srsrc:5|vdata:8|vaddr:8|
 *  MTBUF  |111010|nfmt:3|dfmt:4|op:4|-|sc0|idxen|offen|offset:12|
 *         w1: |soffset:8|acc|nt|sc1|srsrc:5|vdata:8|vaddr:8|
 *  FLAT   |110111|sc1| op:7 |nt|sc0|seg:2|sve/lds|offset:13|
 *         w1: |vdst:8|acc|saddr:7|data:8|addr:8|
 *         FLAT's offset is 12-bit unsigned, GLOBAL/SCRATCH 13-bit signed;
 *         saddr 0x7f = none ("off"); SCRATCH's sve says vaddr is used.
 */
#include "amdgpu/decode.h"
#include "amdgpu/decode_int.h"

#define B amdgpu_bits
#define op_t amdgpu_dec_op_t
#define op_n amdgpu_dec_op_n

static int32_t sext(uint32_t v, unsigned bits)
{
    uint32_t m = 1u << (bits - 1);
    return (int32_t)((v ^ m) - m);
}

/* A VGPR operand, or an AGPR one when acc. */
static amdgpu_opnd vreg(unsigned n, unsigned dwords, bool acc)
{
    return op_n((acc ? AMDGPU_SRC_AGPR0 : AMDGPU_SRC_VGPR0) + n, dwords);
}

static amdgpu_opnd vreg_t(unsigned n, unsigned type, bool acc)
{
    amdgpu_opnd o = vreg(n, amdgpu_type_dwords(type), acc);
    if (type == AMDGPU_T_NA) o.code = AMDGPU_OPND_NONE;
    return o;
}

/* A 9-bit source field code as an AGPR when acc and it names a VGPR. */
static amdgpu_opnd src9(unsigned code, unsigned type, bool acc)
{
    if (acc && code >= AMDGPU_SRC_VGPR0) return vreg_t(code - AMDGPU_SRC_VGPR0, type, true);
    return op_t(code, type);
}

/* ---- scalar memory -------------------------------------------------------- */

static int dec_smem(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    uint32_t w = in->word[0], w1 = in->word[1];
    unsigned sdata = B(w, 12, 6);
    in->mem.imm = (uint8_t)B(w, 17, 17);
    in->mem.glc = (uint8_t)B(w, 16, 16);
    in->mem.soe = (uint8_t)B(w, 14, 14);
    in->mem.offset = (uint32_t)sext(B(w1, 20, 0), 21);
    if (r->flags & AMDGPU_F_NOSRC) {
        in->dst[0] = op_t(sdata, r->dst);
        return 8;
    }
    if (r->flags & AMDGPU_F_PROBE) in->simm16 = (int32_t)sdata;
    bool ret = !(r->flags & AMDGPU_F_ATOMIC) || in->mem.glc;
    if (ret) in->dst[0] = op_t(sdata, r->dst);
    in->src[0] = op_t(B(w, 5, 0) << 1, r->src[0]);
    in->src[1] = op_t(sdata, r->src[1]);
    if (in->mem.soe) in->src[2] = op_n(B(w1, 31, 25), 1);
    else if (!in->mem.imm) {
        in->src[2] = op_n(B(w1, 6, 0), 1); /* an SGPR number in the offset field */
        in->mem.offset = 0;
    }
    return 8;
}

/* ---- vector ALU ------------------------------------------------------------- */

static void dec_sdwa9(amdgpu_inst *in, const amdgpu_opinfo *r, uint32_t w1)
{
    in->ext = AMDGPU_EXT_SDWA;
    unsigned s0 = B(w1, 7, 0) + (B(w1, 23, 23) ? 0 : AMDGPU_SRC_VGPR0);
    in->src[0] = op_t(s0, r->src[0]);
    if (in->enc == AMDGPU_FMT_VOPC) {
        in->vop.sdwa_sd = (uint8_t)B(w1, 15, 15);
        if (in->vop.sdwa_sd) in->dst[0] = op_n(B(w1, 14, 8), 2);
    } else {
        in->vop.dst_sel = (uint8_t)B(w1, 10, 8);
        in->vop.dst_unused = (uint8_t)B(w1, 12, 11);
        in->vop.omod = (uint8_t)B(w1, 15, 14);
        in->vop.clamp = (uint8_t)B(w1, 13, 13); /* VOPC: part of sdst */
    }
    in->vop.src0_sel = (uint8_t)B(w1, 18, 16);
    in->vop.src1_sel = (uint8_t)B(w1, 26, 24);
    in->src[0].mods = (uint8_t)(B(w1, 19, 19) * AMDGPU_MOD_SEXT | B(w1, 20, 20) * AMDGPU_MOD_NEG |
                                B(w1, 21, 21) * AMDGPU_MOD_ABS);
    if (in->src[1].code != AMDGPU_OPND_NONE) {
        if (B(w1, 31, 31)) in->src[1].code = (uint16_t)(in->src[1].code - AMDGPU_SRC_VGPR0);
        in->src[1].mods = (uint8_t)(B(w1, 27, 27) * AMDGPU_MOD_SEXT |
                                    B(w1, 28, 28) * AMDGPU_MOD_NEG | B(w1, 29, 29) * AMDGPU_MOD_ABS);
    }
}

static const amdgpu_opnd vcc = {AMDGPU_SRC_VCC_LO, 2, 0};

static int dec_vop_e32(const uint8_t *b, size_t avail, amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0];
    unsigned f = r->flags;
    unsigned vdst = B(w, 24, 17), src0 = B(w, 8, 0);
    bool accs = r->xflags & AMDGPU_X_ACCSRC, accd = r->xflags & AMDGPU_X_ACCDST;
    if (in->enc == AMDGPU_FMT_VOPC) {
        in->dst[0] = vcc;
        in->src[0] = op_t(src0, r->src[0]);
        in->src[1] = op_t(AMDGPU_SRC_VGPR0 + B(w, 16, 9), r->src[1]);
    } else if (in->enc == AMDGPU_FMT_VOP1) {
        if (!(f & AMDGPU_F_NODST)) {
            if (f & AMDGPU_F_SDST) in->dst[0] = op_t(vdst, r->dst);
            else in->dst[0] = vreg_t(vdst, r->dst, accd);
        }
        if (!(f & AMDGPU_F_NOSRC)) in->src[0] = src9(src0, r->src[0], accs);
    } else { /* VOP2 */
        in->dst[0] = op_t(AMDGPU_SRC_VGPR0 + vdst, r->dst);
        in->src[0] = op_t(src0, r->src[0]);
        in->src[1] = op_t(AMDGPU_SRC_VGPR0 + B(w, 16, 9), r->src[1]);
        if (f & AMDGPU_F_COUT) in->dst[1] = vcc;
        if (f & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK)) in->src[2] = vcc;
        if (f & AMDGPU_F_MAC) in->src[2] = in->dst[0];
        if (f & (AMDGPU_F_MADMK | AMDGPU_F_MADAK)) {
            amdgpu_opnd v1 = in->src[1];
            in->src[1] = op_n(AMDGPU_SRC_LITERAL, 1);
            in->src[2] = v1;
            if (f & AMDGPU_F_MADAK) {
                in->src[1] = v1;
                in->src[2] = op_n(AMDGPU_SRC_LITERAL, 1);
            }
        }
    }
    if (src0 == AMDGPU_SRC_SDWA || src0 == AMDGPU_SRC_DPP) {
        if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
        if (src0 == AMDGPU_SRC_SDWA) dec_sdwa9(in, r, in->word[1]);
        else {
            amdgpu_dec_dpp(in, r, in->word[1]);
            if (accs) in->src[0] = vreg(B(in->word[1], 7, 0), 1, true);
        }
        return 8;
    }
    return amdgpu_dec_take_literal(b, avail, in);
}

static bool is_float(unsigned t)
{
    return t == AMDGPU_T_F16 || t == AMDGPU_T_F32 || t == AMDGPU_T_F64;
}

static int dec_vop3(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    unsigned f = r->flags;
    unsigned vdst = B(w, 7, 0);
    unsigned s[3] = {B(w1, 8, 0), B(w1, 17, 9), B(w1, 26, 18)};
    bool vop3b = (f & (AMDGPU_F_COUT | AMDGPU_F_SDST)) && r->fmt != AMDGPU_FMT_VOP1 &&
                 r->id != AMDGPU_OP_v_readlane_b32;
    in->vop.clamp = (uint8_t)B(w, 15, 15);
    in->vop.omod = (uint8_t)B(w1, 28, 27);
    if (!vop3b && (r->xflags & AMDGPU_X_OPSEL)) in->vop.op_sel = (uint8_t)B(w, 14, 11);
    if (r->fmt == AMDGPU_FMT_VOPC) in->dst[0] = op_n(vdst, 2);
    else if (f & AMDGPU_F_SDST && !vop3b) in->dst[0] = op_n(vdst, 1);
    else if (r->dst != AMDGPU_T_NA) in->dst[0] = op_t(AMDGPU_SRC_VGPR0 + vdst, r->dst);
    if (vop3b) in->dst[1] = op_n(B(w, 14, 8), 2);
    for (int i = 0; i < 3; i++) {
        if (r->src[i] == AMDGPU_T_NA || (i == 2 && (f & AMDGPU_F_MAC))) continue;
        bool fp = is_float(r->src[i]);
        in->src[i] = op_t(s[i], r->src[i]);
        in->src[i].mods = (uint8_t)(B(w1, 29 + i, 29 + i) * (fp ? AMDGPU_MOD_NEG : AMDGPU_MOD_SEXT));
        if (!vop3b && fp) in->src[i].mods |= (uint8_t)(B(w, 8 + i, 8 + i) * AMDGPU_MOD_ABS);
    }
    if (f & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK)) in->src[2] = op_n(s[2], 2);
    if (f & AMDGPU_F_MAC) in->src[2] = in->dst[0];
    return 8;
}

static int dec_vop3p(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    unsigned s[3] = {B(w1, 8, 0), B(w1, 17, 9), B(w1, 26, 18)};
    unsigned vdst = B(w, 7, 0);
    if (r->xflags & AMDGPU_X_MAI) {
        in->mai.cbsz = (uint8_t)B(w, 10, 8);
        in->mai.abid = (uint8_t)B(w, 14, 11);
        in->mai.acc_cd = (uint8_t)B(w, 15, 15);
        in->mai.blgp = (uint8_t)B(w1, 31, 29);
        bool acc_c = in->mai.acc_cd;
        in->dst[0] = vreg_t(vdst, r->dst, acc_c);
        in->src[0] = src9(s[0], r->src[0], B(w1, 27, 27));
        in->src[1] = src9(s[1], r->src[1], B(w1, 28, 28));
        /* SMFMAC's src2 is the index VGPR; MFMA's C follows acc_cd */
        bool smfmac = r->src[2] == AMDGPU_T_B32;
        in->src[2] = smfmac ? src9(s[2], r->src[2], false) : src9(s[2], r->src[2], acc_c);
        return 8;
    }
    in->vop.clamp = (uint8_t)B(w, 15, 15);
    in->vop.neg_hi = (uint8_t)B(w, 10, 8);
    in->vop.op_sel = (uint8_t)B(w, 13, 11);
    in->vop.op_sel_hi = (uint8_t)(B(w1, 28, 27) | B(w, 14, 14) << 2);
    in->vop.neg_lo = (uint8_t)B(w1, 31, 29);
    bool accs = r->xflags & AMDGPU_X_ACCSRC, accd = r->xflags & AMDGPU_X_ACCDST;
    in->dst[0] = vreg_t(vdst, r->dst, accd);
    for (int i = 0; i < 3; i++)
        if (r->src[i] != AMDGPU_T_NA) in->src[i] = src9(s[i], r->src[i], accs && i == 0);
    return 8;
}

/* ---- memory ------------------------------------------------------------------ */

static int dec_ds(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    bool acc = B(w, 25, 25);
    in->mem.acc = (uint8_t)acc;
    in->mem.offset0 = (uint8_t)B(w, 7, 0);
    in->mem.offset1 = (uint8_t)B(w, 15, 8);
    in->mem.offset = B(w, 15, 0);
    in->mem.gds = (uint8_t)B(w, 16, 16);
    in->dst[0] = vreg_t(B(w1, 31, 24), r->dst, acc);
    /* the GWS ops carry their data VGPR in the addr field */
    in->src[0] = vreg_t(B(w1, 7, 0), r->src[0], acc && (r->flags & AMDGPU_F_GDS));
    in->src[1] = vreg_t(B(w1, 15, 8), r->src[1], acc);
    in->src[2] = vreg_t(B(w1, 23, 16), r->src[2], acc);
    return 8;
}

static void mem_data(amdgpu_inst *in, const amdgpu_opinfo *r, unsigned vdata)
{
    unsigned f = r->flags;
    bool ret = (f & AMDGPU_F_LOAD) || ((f & AMDGPU_F_ATOMIC) && in->mem.glc);
    if (ret && r->dst != AMDGPU_T_NA) in->dst[0] = vreg_t(vdata, r->dst, in->mem.acc);
    if (r->src[1] != AMDGPU_T_NA) in->src[1] = vreg_t(vdata, r->src[1], in->mem.acc);
}

static int dec_buf(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.offset = B(w, 11, 0);
    in->mem.offen = (uint8_t)B(w, 12, 12);
    in->mem.idxen = (uint8_t)B(w, 13, 13);
    in->mem.glc = in->mem.sc0 = (uint8_t)B(w, 14, 14);
    in->mem.acc = (uint8_t)B(w1, 23, 23);
    if (in->enc == AMDGPU_FMT_MUBUF) {
        in->mem.sc1 = (uint8_t)B(w, 15, 15);
        in->mem.lds = (uint8_t)B(w, 16, 16);
        in->mem.slc = in->mem.nt = (uint8_t)B(w, 17, 17);
    } else {
        in->mem.dfmt = (uint8_t)B(w, 22, 19);
        in->mem.nfmt = (uint8_t)B(w, 25, 23);
        in->mem.slc = in->mem.nt = (uint8_t)B(w1, 22, 22);
        in->mem.sc1 = (uint8_t)B(w1, 21, 21);
    }
    if (r->flags & AMDGPU_F_NOSRC) return 8;
    if (in->mem.offen || in->mem.idxen)
        in->src[0] = op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), in->mem.offen + in->mem.idxen);
    if (!(r->flags & AMDGPU_F_LDS) && !in->mem.lds) mem_data(in, r, B(w1, 15, 8));
    in->src[2] = op_n(B(w1, 20, 16) << 2, 4);
    in->src[3] = op_n(B(w1, 31, 24), 1);
    return 8;
}

static int dec_flat(amdgpu_inst *in, const amdgpu_opinfo *r)
{
    uint32_t w = in->word[0], w1 = in->word[1];
    in->mem.glc = in->mem.sc0 = (uint8_t)B(w, 16, 16);
    in->mem.slc = in->mem.nt = (uint8_t)B(w, 17, 17);
    in->mem.sc1 = (uint8_t)B(w, 25, 25);
    in->mem.acc = (uint8_t)B(w1, 23, 23);
    unsigned saddr = B(w1, 22, 16);
    bool has_saddr = saddr != 0x7f && in->enc != AMDGPU_FMT_FLAT;
    if (in->enc == AMDGPU_FMT_FLAT) {
        in->mem.offset = B(w, 11, 0);
        in->src[0] = op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), 2);
    } else {
        in->mem.offset = (uint32_t)sext(B(w, 12, 0), 13);
        if (in->enc == AMDGPU_FMT_SCRATCH) {
            in->mem.sve = (uint8_t)B(w, 13, 13);
            if (in->mem.sve) in->src[0] = op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), 1);
            if (has_saddr) in->src[2] = op_n(saddr, 1);
        } else {
            in->src[0] = op_n(AMDGPU_SRC_VGPR0 + B(w1, 7, 0), has_saddr ? 1 : 2);
            if (has_saddr) in->src[2] = op_n(saddr, 2);
        }
    }
    if (r->flags & AMDGPU_F_LDS) return 8; /* global/scratch_load_lds_*: no data registers */
    unsigned f = r->flags;
    bool ret = (f & AMDGPU_F_LOAD) || ((f & AMDGPU_F_ATOMIC) && in->mem.glc);
    if (ret) in->dst[0] = vreg_t(B(w1, 31, 24), r->dst, in->mem.acc);
    in->src[1] = vreg_t(B(w1, 15, 8), r->src[1], in->mem.acc);
    return 8;
}

int amdgpu_decode_fields_gfx9(const uint8_t *b, size_t avail, amdgpu_inst *in,
                              const amdgpu_opinfo *r)
{
    switch (in->enc) {
    case AMDGPU_FMT_SOP2: case AMDGPU_FMT_SOPK: case AMDGPU_FMT_SOP1:
    case AMDGPU_FMT_SOPC: case AMDGPU_FMT_SOPP:
        return amdgpu_dec_salu(b, avail, in, r);
    case AMDGPU_FMT_VOP2: case AMDGPU_FMT_VOP1: case AMDGPU_FMT_VOPC:
        return dec_vop_e32(b, avail, in, r);
    default: break;
    }
    /* The remaining formats are all 64-bit. */
    if (amdgpu_dec_word1(b, avail, in) < 0) return AMDGPU_DEC_ETRUNC;
    switch (in->enc) {
    case AMDGPU_FMT_SMEM: return dec_smem(b, avail, in, r);
    case AMDGPU_FMT_VOP3: return dec_vop3(in, r);
    case AMDGPU_FMT_VOP3P: return dec_vop3p(in, r);
    case AMDGPU_FMT_DS: return dec_ds(in, r);
    case AMDGPU_FMT_MUBUF: case AMDGPU_FMT_MTBUF: return dec_buf(in, r);
    case AMDGPU_FMT_FLAT: case AMDGPU_FMT_GLOBAL: case AMDGPU_FMT_SCRATCH: return dec_flat(in, r);
    default: return AMDGPU_DEC_EUNKNOWN;
    }
}
