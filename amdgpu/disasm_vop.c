/* amdgpu/disasm_vop.c - text of the vector ALU encodings: VOP1, VOP2, VOPC
 * (with their SDWA and DPP forms), VOP3a/b and VINTRP. */
#include "amdgpu/disasm_int.h"

static const char *const sel_names[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                        "WORD_0", "WORD_1", "DWORD", "SEL_7"};
static const char *const unused_names[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE",
                                           "UNUSED_PAD"};
static const char *const chan_names = "xyzw";
static const char *const param_names[] = {"p10", "p20", "p0", "invalid_param_3"};

static void put_dpp_ctrl(amdgpu_out *o, unsigned c, bool gfx9)
{
    if (gfx9 && c >= 0x150 && c <= 0x15f) { /* gfx90a+ */
        amdgpu_put(o, "row_newbcast:%u", c & 0xf);
        return;
    }
    if (c <= 0xff)
        amdgpu_put(o, "quad_perm:[%u,%u,%u,%u]", c & 3, (c >> 2) & 3, (c >> 4) & 3, (c >> 6) & 3);
    else if (c >= 0x101 && c <= 0x10f) amdgpu_put(o, "row_shl:%u", c & 0xf);
    else if (c >= 0x111 && c <= 0x11f) amdgpu_put(o, "row_shr:%u", c & 0xf);
    else if (c >= 0x121 && c <= 0x12f) amdgpu_put(o, "row_ror:%u", c & 0xf);
    else if (c == 0x130) amdgpu_put(o, "wave_shl:1");
    else if (c == 0x134) amdgpu_put(o, "wave_rol:1");
    else if (c == 0x138) amdgpu_put(o, "wave_shr:1");
    else if (c == 0x13c) amdgpu_put(o, "wave_ror:1");
    else if (c == 0x140) amdgpu_put(o, "row_mirror");
    else if (c == 0x141) amdgpu_put(o, "row_half_mirror");
    else if (c == 0x142) amdgpu_put(o, "row_bcast:15");
    else if (c == 0x143) amdgpu_put(o, "row_bcast:31");
    else amdgpu_put(o, "/* Invalid dpp_ctrl value */");
}

/* Suffix llvm prints after the mnemonic; only instructions with a printed
 * destination get one, and instructions without a VOP3 twin get none. */
static const char *suffix(const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    if (in->dst[0].code == AMDGPU_OPND_NONE) return "";
    if (in->ext == AMDGPU_EXT_SDWA)
        return r->fmt == AMDGPU_FMT_VOPC && in->isa != AMDGPU_ISA_GFX940 ? "" : "_sdwa";
    if (in->ext == AMDGPU_EXT_DPP) return "_dpp";
    if (in->enc == AMDGPU_FMT_VOP3)
        return r->fmt == AMDGPU_FMT_VOP3 ? "" : "_e64";
    return (r->flags & AMDGPU_F_NOE64) ? "" : "_e32";
}

/* The i-th source's value type: carry-in and mask operands are SGPR pairs. */
static unsigned src_type(const amdgpu_inst *in, int i)
{
    const amdgpu_opinfo *r = in->info;
    if (i == 2 && (r->flags & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK))) return AMDGPU_T_B64;
    if (i == 2 && (r->flags & (AMDGPU_F_MADMK | AMDGPU_F_MADAK))) return r->dst;
    if (i == 1 && (r->flags & AMDGPU_F_MADMK)) return r->dst;
    return r->src[i];
}

static void put_sources(amdgpu_out *o, const amdgpu_inst *in, bool mods, const char **sep)
{
    for (int i = 0; i < 3; i++) {
        amdgpu_opnd s = in->src[i];
        if (s.code == AMDGPU_OPND_NONE) continue;
        if (i == 2 && (in->info->flags & AMDGPU_F_MAC)) continue; /* the dst itself */
        amdgpu_put(o, "%s", *sep);
        bool pair = i == 2 && (in->info->flags & (AMDGPU_F_CIN | AMDGPU_F_CNDMASK));
        /* v_cndmask_b32 takes float modifiers in VOP3, sext in SDWA, none in DPP */
        bool cnd = in->info->flags & AMDGPU_F_CNDMASK;
        bool k = (in->info->flags & (AMDGPU_F_MADMK | AMDGPU_F_MADAK)) && s.code == AMDGPU_SRC_LITERAL;
        if (k) amdgpu_put(o, "0x%x", (unsigned)in->literal); /* K is printed raw */
        else if (mods && !pair && !(in->ext == AMDGPU_EXT_DPP && cnd))
            amdgpu_put_src_mods(o, in, s, cnd && in->ext == AMDGPU_EXT_SDWA ? AMDGPU_T_B32 : src_type(in, i));
        else amdgpu_put_opnd(o, in, s, src_type(in, i));
        *sep = ", ";
    }
}

static void put_interp(amdgpu_out *o, const amdgpu_inst *in)
{
    const char *sep = " ";
    amdgpu_put(o, " ");
    amdgpu_put_opnd(o, in, in->dst[0], AMDGPU_T_F32);
    sep = ", ";
    if (in->info->id == AMDGPU_OP_v_interp_mov_f32)
        amdgpu_put(o, ", %s", param_names[in->interp.param & 3]);
    else {
        amdgpu_put(o, "%s", sep);
        amdgpu_put_src_mods(o, in, in->src[0], AMDGPU_T_F32);
    }
    amdgpu_put(o, ", attr%u.%c", in->interp.attr, chan_names[in->interp.chan & 3]);
    if (in->src[2].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, ", ");
        amdgpu_put_src_mods(o, in, in->src[2], AMDGPU_T_F32);
    }
    if (in->interp.high) amdgpu_put(o, " high");
}

static void put_vop3_mods(amdgpu_out *o, const amdgpu_inst *in)
{
    static const char *const omod[] = {"", " mul:2", " mul:4", " div:2"};
    if (in->vop.clamp) amdgpu_put(o, " clamp");
    amdgpu_put(o, "%s", omod[in->vop.omod & 3]);
}

static void disasm_vop3(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    const char *sep = " ";
    amdgpu_put(o, "%s%s", r->name, suffix(in));
    if (r->fmt == AMDGPU_FMT_VINTRP || (r->flags & AMDGPU_F_INTERP)) {
        put_interp(o, in);
        put_vop3_mods(o, in);
        return;
    }
    for (int i = 0; i < 2; i++) {
        if (in->dst[i].code == AMDGPU_OPND_NONE) continue;
        amdgpu_put(o, "%s", sep);
        amdgpu_put_opnd(o, in, in->dst[i], i ? AMDGPU_T_B64 : r->dst);
        sep = ", ";
    }
    put_sources(o, in, true, &sep);
    if (r->xflags & AMDGPU_X_OPSEL) { /* gfx9: one bit per source and the dst */
        unsigned n = 1;
        for (int i = 0; i < 3; i++) n += in->src[i].code != AMDGPU_OPND_NONE;
        if (r->id == AMDGPU_OP_v_cvt_sr_fp8_f32 || r->id == AMDGPU_OP_v_cvt_sr_bf8_f32)
            n = 4; /* llvm gives them a third, tied source (the destination's old value) */
        if (in->vop.op_sel & (((1u << (n - 1)) - 1) | 8u)) {
            amdgpu_put(o, " op_sel:[");
            for (unsigned i = 0; i < n; i++)
                amdgpu_put(o, "%s%u", i ? "," : "", (in->vop.op_sel >> (i + 1 == n ? 3 : i)) & 1);
            amdgpu_put(o, "]");
        }
    }
    put_vop3_mods(o, in);
}

static void put_sdwa_tail(amdgpu_out *o, const amdgpu_inst *in)
{
    static const char *const omod[] = {"", " mul:2", " mul:4", " div:2"};
    const amdgpu_opinfo *r = in->info;
    /* gfx940's fp8/bf8 -> f32 conversions have no dst_sel in llvm */
    bool nodst = r->id == AMDGPU_OP_v_cvt_f32_fp8 || r->id == AMDGPU_OP_v_cvt_f32_bf8 ||
                 r->id == AMDGPU_OP_v_cvt_pk_f32_fp8 || r->id == AMDGPU_OP_v_cvt_pk_f32_bf8;
    if (in->vop.clamp) amdgpu_put(o, " clamp");
    if (in->isa == AMDGPU_ISA_GFX940) amdgpu_put(o, "%s", omod[in->vop.omod & 3]);
    if (r->fmt != AMDGPU_FMT_VOPC && !nodst)
        amdgpu_put(o, " dst_sel:%s dst_unused:%s", sel_names[in->vop.dst_sel & 7],
                 unused_names[in->vop.dst_unused & 3]);
    amdgpu_put(o, " src0_sel:%s", sel_names[in->vop.src0_sel & 7]);
    if (r->fmt != AMDGPU_FMT_VOP1) amdgpu_put(o, " src1_sel:%s", sel_names[in->vop.src1_sel & 7]);
}

void amdgpu_disasm_vop(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    if (in->enc == AMDGPU_FMT_VOP3) {
        disasm_vop3(o, in);
        return;
    }
    if (in->enc == AMDGPU_FMT_VINTRP) {
        amdgpu_put(o, "%s_e32", r->name);
        put_interp(o, in);
        return;
    }
    const char *sep = " ";
    amdgpu_put(o, "%s%s", r->name, suffix(in));
    if (in->dst[0].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, " ");
        amdgpu_put_opnd(o, in, in->dst[0], r->fmt == AMDGPU_FMT_VOPC ? AMDGPU_T_B64 : r->dst);
        sep = ", ";
    }
    if (in->dst[1].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, ", vcc");
        sep = ", ";
    }
    put_sources(o, in, in->ext != AMDGPU_EXT_NONE, &sep);
    if (in->ext == AMDGPU_EXT_SDWA) {
        put_sdwa_tail(o, in);
    } else if (in->ext == AMDGPU_EXT_DPP) {
        amdgpu_put(o, " ");
        /* gfx90a+: 64-bit operands allow only row_newbcast */
        bool dp = in->dst[0].width >= 2 || in->src[0].width >= 2 ||
                  (in->src[1].code != AMDGPU_OPND_NONE && in->src[1].width >= 2 && r->fmt != AMDGPU_FMT_VOPC);
        unsigned c = in->vop.dpp_ctrl;
        if (in->isa == AMDGPU_ISA_GFX940 && dp && in->dst[0].code != AMDGPU_SRC_VCC_LO &&
            !(c >= 0x150 && c <= 0x15f))
            amdgpu_put(o, " /* 64 bit dpp only supports row_newbcast */");
        else put_dpp_ctrl(o, c, in->isa == AMDGPU_ISA_GFX940);
        amdgpu_put(o, " row_mask:0x%x bank_mask:0x%x", in->vop.row_mask, in->vop.bank_mask);
        if (in->vop.bound_ctrl) amdgpu_put(o, " bound_ctrl:1");
    }
}
