/* amdgpu/disasm_gfx9.c - text of the encodings gfx940 adds or changes:
 * VOP3P (packed math, dot, mix, MFMA/SMFMAC, v_accvgpr_*), FLAT/GLOBAL/
 * SCRATCH with signed offsets and saddr, the sc0/nt/sc1 cache bits and
 * GFX9 SMEM offsets. The rules follow what llvm-objdump-15 --mcpu=gfx940
 * prints; test/amdgpu_decode/test_corpus_gfx940 compares the two. */
#include "amdgpu/disasm_int.h"

/* " sc0", " nt", " sc1" in llvm's order. */
void amdgpu_put_cpol940(amdgpu_out *o, const amdgpu_inst *in)
{
    if (in->mem.sc0) amdgpu_put(o, " sc0");
    if (in->mem.nt) amdgpu_put(o, " nt");
    if (in->mem.sc1) amdgpu_put(o, " sc1");
}

/* A signed hex offset as llvm prints SMEM's: 0x10 / -0x10. */
void amdgpu_put_shex(amdgpu_out *o, int32_t v)
{
    if (v < 0) amdgpu_put(o, "-0x%x", (unsigned)-(int64_t)v);
    else amdgpu_put(o, "0x%x", (unsigned)v);
}

/* ---- VOP3P --------------------------------------------------------------- */

static void put_bits(amdgpu_out *o, const char *name, unsigned v, unsigned n)
{
    amdgpu_put(o, " %s:[", name);
    for (unsigned i = 0; i < n; i++) amdgpu_put(o, "%s%u", i ? "," : "", (v >> i) & 1);
    amdgpu_put(o, "]");
}

/* llvm-15 decodes the MFMA opcodes gfx908 had (VOP3P 0x40-0x52) with
 * gfx908's table, whose D and C are always AGPRs, so it prints a[] even
 * where acc_cd is 0 and the hardware uses VGPRs: printed as llvm does, the
 * decoded operands (in->dst[0], in->src[2]) stay what acc_cd says. */
static amdgpu_opnd as_llvm15(const amdgpu_inst *in, amdgpu_opnd op)
{
    bool gfx908 = in->info->opcode >= 0x40 && in->info->opcode <= 0x52;
    if (gfx908 && op.code >= AMDGPU_SRC_VGPR0 && op.code < AMDGPU_SRC_AGPR0)
        op.code = (uint16_t)(op.code - AMDGPU_SRC_VGPR0 + AMDGPU_SRC_AGPR0);
    return op;
}

static void disasm_mai(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    amdgpu_put(o, "%s ", r->name);
    amdgpu_put_opnd(o, in, as_llvm15(in, in->dst[0]), r->dst);
    for (int i = 0; i < 3; i++) {
        amdgpu_opnd s = i == 2 ? as_llvm15(in, in->src[i]) : in->src[i];
        if (s.code < AMDGPU_SRC_VGPR0 && s.width == 32) s.width = 1; /* llvm-15: no s[0:31] */
        amdgpu_put(o, ", ");
        amdgpu_put_opnd(o, in, s, r->src[i]);
    }
    if (in->mai.cbsz) amdgpu_put(o, " cbsz:%u", in->mai.cbsz);
    if (in->mai.abid) amdgpu_put(o, " abid:%u", in->mai.abid);
    if (in->mai.blgp) amdgpu_put(o, " blgp:%u", in->mai.blgp);
}

void amdgpu_disasm_vop3p(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    if (r->xflags & AMDGPU_X_MAI) {
        disasm_mai(o, in);
        return;
    }
    bool mix = r->xflags & AMDGPU_X_MIX;
    bool acc = r->xflags & (AMDGPU_X_ACCSRC | AMDGPU_X_ACCDST);
    amdgpu_put(o, "%s ", r->name);
    amdgpu_put_opnd(o, in, in->dst[0], r->dst);
    unsigned n = 0;
    for (int i = 0; i < 3; i++) {
        if (in->src[i].code == AMDGPU_OPND_NONE) continue;
        amdgpu_put(o, ", ");
        if (mix) { /* neg_lo/neg_hi are the sources' neg and abs */
            amdgpu_opnd s = in->src[i];
            s.mods = (uint8_t)(((in->vop.neg_lo >> i) & 1) * AMDGPU_MOD_NEG |
                               ((in->vop.neg_hi >> i) & 1) * AMDGPU_MOD_ABS);
            amdgpu_put_src_mods(o, in, s, AMDGPU_T_F32);
        } else {
            amdgpu_put_opnd(o, in, in->src[i], r->src[i]);
        }
        n++;
    }
    if (acc) return; /* v_accvgpr_read/write have no modifiers */
    unsigned all = (1u << n) - 1, hi_default = mix ? 0 : all;
    if (in->vop.op_sel & all) put_bits(o, "op_sel", in->vop.op_sel, n);
    if ((in->vop.op_sel_hi & all) != hi_default) put_bits(o, "op_sel_hi", in->vop.op_sel_hi, n);
    if (!mix && (in->vop.neg_lo & all)) put_bits(o, "neg_lo", in->vop.neg_lo, n);
    if (!mix && (in->vop.neg_hi & all)) put_bits(o, "neg_hi", in->vop.neg_hi, n);
    if (in->vop.clamp) amdgpu_put(o, " clamp");
}

/* ---- FLAT, GLOBAL, SCRATCH --------------------------------------------------- */

void amdgpu_disasm_flat9(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    amdgpu_put(o, "%s ", r->name);
    if (in->dst[0].code != AMDGPU_OPND_NONE) {
        amdgpu_put_opnd(o, in, in->dst[0], r->dst);
        amdgpu_put(o, ", ");
    }
    if (in->src[0].code != AMDGPU_OPND_NONE) amdgpu_put_opnd(o, in, in->src[0], AMDGPU_T_B32);
    else amdgpu_put(o, "off");
    if (in->src[1].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, ", ");
        amdgpu_put_opnd(o, in, in->src[1], r->src[1]);
    }
    if (in->enc != AMDGPU_FMT_FLAT) {
        amdgpu_put(o, ", ");
        if (in->src[2].code != AMDGPU_OPND_NONE) amdgpu_put_opnd(o, in, in->src[2], AMDGPU_T_B32);
        else amdgpu_put(o, "off");
    }
    if (in->mem.offset) amdgpu_put(o, " offset:%d", (int)(int32_t)in->mem.offset);
    amdgpu_put_cpol940(o, in);
}
