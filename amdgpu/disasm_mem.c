/* amdgpu/disasm_mem.c - text of the memory and export encodings: SMEM, DS,
 * MUBUF, MTBUF, MIMG, FLAT, EXP. Modifier order follows llvm's asm strings. */
#include "amdgpu/disasm_int.h"
#include "amdgpu/decode_int.h"

static void put_reg(amdgpu_out *o, const amdgpu_inst *in, unsigned code, unsigned width)
{
    amdgpu_opnd op = {(uint16_t)code, (uint8_t)width, 0};
    amdgpu_put_opnd(o, in, op, AMDGPU_T_B32);
}

static void disasm_smem(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    amdgpu_put(o, "%s", r->name);
    if (r->flags & AMDGPU_F_NOSRC) {
        if (in->dst[0].code != AMDGPU_OPND_NONE) {
            amdgpu_put(o, " ");
            amdgpu_put_opnd(o, in, in->dst[0], r->dst);
        }
        return;
    }
    amdgpu_put(o, " ");
    if (r->flags & AMDGPU_F_PROBE) amdgpu_put(o, in->simm16 <= 64 ? "%d" : "0x%x", in->simm16);
    else if (r->flags & (AMDGPU_F_STORE | AMDGPU_F_ATOMIC)) amdgpu_put_opnd(o, in, in->src[1], r->src[1]);
    else if (r->dst != AMDGPU_T_NA) amdgpu_put_opnd(o, in, in->dst[0], r->dst);
    if (r->dst != AMDGPU_T_NA || (r->flags & (AMDGPU_F_PROBE | AMDGPU_F_STORE))) amdgpu_put(o, ", ");
    amdgpu_put_opnd(o, in, in->src[0], r->src[0]);
    amdgpu_put(o, ", ");
    if (in->isa == AMDGPU_ISA_GFX940) { /* an SGPR, an offset or both (soe) */
        if (in->src[2].code != AMDGPU_OPND_NONE) {
            amdgpu_put_opnd(o, in, in->src[2], AMDGPU_T_B32);
            if (in->mem.imm) amdgpu_put(o, " offset:");
        }
        if (in->mem.imm) amdgpu_put_shex(o, (int32_t)in->mem.offset);
    } else if (in->mem.imm) {
        amdgpu_put(o, "0x%x", (unsigned)in->mem.offset);
    } else {
        amdgpu_put_opnd(o, in, in->src[2], AMDGPU_T_B32);
    }
    if (in->mem.glc && !(r->flags & AMDGPU_F_PROBE)) amdgpu_put(o, " glc");
}

/* ds_swizzle_b32's offset, as llvm names its patterns (GCN3 ISA 12.13). */
static void put_swizzle(amdgpu_out *o, unsigned imm)
{
    if ((imm & 0xff00) == 0x8000) {
        amdgpu_put(o, " offset:swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, (imm >> 2) & 3,
                 (imm >> 4) & 3, (imm >> 6) & 3);
        return;
    }
    if (imm & 0x8000) {
        amdgpu_put(o, " offset:%u", imm);
        return;
    }
    unsigned and_m = imm & 0x1f, or_m = (imm >> 5) & 0x1f, xor_m = (imm >> 10) & 0x1f;
    unsigned group = 0x1f - and_m + 1;
    if (and_m == 0x1f && or_m == 0 && xor_m && !(xor_m & (xor_m - 1))) {
        amdgpu_put(o, " offset:swizzle(SWAP,%u)", xor_m);
    } else if (and_m == 0x1f && or_m == 0 && xor_m && !((xor_m + 1) & xor_m)) {
        amdgpu_put(o, " offset:swizzle(REVERSE,%u)", xor_m + 1);
    } else if (group > 1 && !(group & (group - 1)) && or_m < group && xor_m == 0 &&
               (and_m & (group - 1)) == 0) {
        amdgpu_put(o, " offset:swizzle(BROADCAST,%u,%u)", group, or_m);
    } else {
        /* lane bit = ((id & and) | or) ^ xor: constant, kept (p) or inverted (i) */
        char pat[6];
        for (int i = 0; i < 5; i++) {
            unsigned m = 1u << (4 - i);
            if (!(and_m & m) || (or_m & m)) pat[i] = ((or_m ^ xor_m) & m) ? '1' : '0';
            else pat[i] = (xor_m & m) ? 'i' : 'p';
        }
        pat[5] = '\0';
        amdgpu_put(o, " offset:swizzle(BITMASK_PERM,\"%s\")", pat);
    }
}

static void disasm_ds(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    const char *sep = " ";
    amdgpu_put(o, "%s", r->name);
    if (in->dst[0].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, "%s", sep);
        amdgpu_put_opnd(o, in, in->dst[0], r->dst);
        sep = ", ";
    }
    for (int i = 0; i < 3; i++) {
        if (in->src[i].code == AMDGPU_OPND_NONE) continue;
        amdgpu_put(o, "%s", sep);
        amdgpu_put_opnd(o, in, in->src[i], r->src[i]);
        sep = ", ";
    }
    if (r->flags & AMDGPU_F_OFF2) {
        if (in->mem.offset0) amdgpu_put(o, " offset0:%u", in->mem.offset0);
        if (in->mem.offset1) amdgpu_put(o, " offset1:%u", in->mem.offset1);
    } else if ((r->flags & AMDGPU_F_SWIZZLE) && in->mem.offset) {
        put_swizzle(o, in->mem.offset);
    } else if (in->mem.offset) {
        amdgpu_put(o, " offset:%u", (unsigned)in->mem.offset);
    }
    if (in->mem.gds) amdgpu_put(o, " gds");
}

static void put_mtbuf_format(amdgpu_out *o, unsigned dfmt, unsigned nfmt)
{
    static const char *const d[] = {"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11",
                                    "11_11_10", "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32",
                                    "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"};
    static const char *const n[] = {"UNORM", "SNORM", "USCALED", "SSCALED",
                                    "UINT", "SINT", "RESERVED_6", "FLOAT"};
    if (dfmt == 1 && nfmt == 0) return;
    amdgpu_put(o, " format:[");
    if (dfmt != 1) amdgpu_put(o, "BUF_DATA_FORMAT_%s%s", d[dfmt & 15], nfmt ? "," : "");
    if (nfmt != 0) amdgpu_put(o, "BUF_NUM_FORMAT_%s", n[nfmt & 7]);
    amdgpu_put(o, "]");
}

static void disasm_buf(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    uint32_t w1 = in->word[1];
    amdgpu_put(o, "%s", r->name);
    if (r->flags & AMDGPU_F_NOSRC) {
        if (in->isa == AMDGPU_ISA_GFX940) amdgpu_put_cpol940(o, in);
        return;
    }
    amdgpu_put(o, " ");
    if (!(r->flags & AMDGPU_F_LDS) && !in->mem.lds) {
        unsigned t = r->src[1] != AMDGPU_T_NA ? r->src[1] : r->dst;
        unsigned file = in->mem.acc ? AMDGPU_SRC_AGPR0 : AMDGPU_SRC_VGPR0;
        put_reg(o, in, file + amdgpu_bits(w1, 15, 8), amdgpu_type_dwords(t));
        amdgpu_put(o, ", ");
        if (in->src[0].code != AMDGPU_OPND_NONE) amdgpu_put_opnd(o, in, in->src[0], AMDGPU_T_B32);
        else amdgpu_put(o, "off");
        amdgpu_put(o, ", ");
    } else if (!(r->flags & AMDGPU_F_LDS)) {
        if (in->src[0].code != AMDGPU_OPND_NONE) amdgpu_put_opnd(o, in, in->src[0], AMDGPU_T_B32);
        else amdgpu_put(o, "off");
        amdgpu_put(o, ", ");
    }
    amdgpu_put_opnd(o, in, in->src[2], AMDGPU_T_B32);
    amdgpu_put(o, ", ");
    amdgpu_put_opnd(o, in, in->src[3], AMDGPU_T_B32);
    if (in->enc == AMDGPU_FMT_MTBUF) put_mtbuf_format(o, in->mem.dfmt, in->mem.nfmt);
    if (in->mem.idxen) amdgpu_put(o, " idxen");
    if (in->mem.offen) amdgpu_put(o, " offen");
    if (in->mem.offset) amdgpu_put(o, " offset:%u", (unsigned)in->mem.offset);
    if (r->flags & AMDGPU_F_LDS) amdgpu_put(o, " lds"); /* fixed in its asm string */
    if (in->isa == AMDGPU_ISA_GFX940) {
        amdgpu_put_cpol940(o, in);
        if (in->mem.lds && !(r->flags & AMDGPU_F_LDS)) amdgpu_put(o, " lds");
        return;
    }
    if (in->mem.glc) amdgpu_put(o, " glc");
    if (in->mem.slc) amdgpu_put(o, " slc");
    if (in->mem.lds && !(r->flags & AMDGPU_F_LDS)) amdgpu_put(o, " lds");
    /* llvm has no tfe operand on atomics and LDS loads */
    if (in->mem.tfe && !in->mem.lds && !(r->flags & (AMDGPU_F_ATOMIC | AMDGPU_F_LDS)))
        amdgpu_put(o, " tfe");
}

static void disasm_mimg(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    amdgpu_opnd data = in->dst[0].code != AMDGPU_OPND_NONE ? in->dst[0] : in->src[1];
    amdgpu_put(o, "%s ", r->name);
    amdgpu_put_opnd(o, in, data, AMDGPU_T_B32);
    amdgpu_put(o, ", ");
    amdgpu_put_opnd(o, in, in->src[0], AMDGPU_T_B32);
    amdgpu_put(o, ", ");
    amdgpu_put_opnd(o, in, in->src[2], AMDGPU_T_B32);
    if (in->src[3].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, ", ");
        amdgpu_put_opnd(o, in, in->src[3], AMDGPU_T_B32);
    }
    if (in->mem.dmask) amdgpu_put(o, " dmask:0x%x", in->mem.dmask);
    if (in->mem.unorm) amdgpu_put(o, " unorm");
    if (in->mem.glc) amdgpu_put(o, " glc");
    if (in->mem.slc) amdgpu_put(o, " slc");
    if (in->mem.r128) amdgpu_put(o, " r128");
    if (in->mem.tfe) amdgpu_put(o, " tfe");
    if (in->mem.lwe) amdgpu_put(o, " lwe");
    if (in->mem.da) amdgpu_put(o, " da");
    if (in->mem.d16) amdgpu_put(o, " d16");
}

static void disasm_flat(amdgpu_out *o, const amdgpu_inst *in)
{
    const amdgpu_opinfo *r = in->info;
    amdgpu_put(o, "%s ", r->name);
    if (in->dst[0].code != AMDGPU_OPND_NONE) {
        put_reg(o, in, in->dst[0].code, amdgpu_type_dwords(r->dst));
        amdgpu_put(o, ", ");
    }
    amdgpu_put_opnd(o, in, in->src[0], AMDGPU_T_B64);
    if (in->src[1].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, ", ");
        amdgpu_put_opnd(o, in, in->src[1], r->src[1]);
    }
    if (in->mem.glc) amdgpu_put(o, " glc");
    if (in->mem.slc) amdgpu_put(o, " slc");
    if (in->mem.tfe) amdgpu_put(o, " tfe");
}

static void disasm_exp(amdgpu_out *o, const amdgpu_inst *in)
{
    unsigned t = in->exp.tgt;
    amdgpu_put(o, "exp ");
    if (t <= 7) amdgpu_put(o, "mrt%u", t);
    else if (t == 8) amdgpu_put(o, "mrtz");
    else if (t == 9) amdgpu_put(o, "null");
    else if (t >= 12 && t <= 15) amdgpu_put(o, "pos%u", t - 12);
    else if (t >= 32) amdgpu_put(o, "param%u", t - 32);
    else amdgpu_put(o, "invalid_target_%u", t);
    for (unsigned i = 0; i < 4; i++) {
        unsigned k = in->exp.compr ? i / 2 : i; /* compr: src0, src0, src1, src1 */
        amdgpu_put(o, i ? ", " : " ");
        if (in->exp.en & (1u << i)) amdgpu_put_opnd(o, in, in->src[k], AMDGPU_T_B32);
        else amdgpu_put(o, "off");
    }
    if (in->exp.done) amdgpu_put(o, " done");
    if (in->exp.compr) amdgpu_put(o, " compr");
    if (in->exp.vm) amdgpu_put(o, " vm");
}

void amdgpu_disasm_mem(amdgpu_out *o, const amdgpu_inst *in)
{
    switch (in->enc) {
    case AMDGPU_FMT_SMEM: disasm_smem(o, in); break;
    case AMDGPU_FMT_DS: disasm_ds(o, in); break;
    case AMDGPU_FMT_MUBUF: case AMDGPU_FMT_MTBUF: disasm_buf(o, in); break;
    case AMDGPU_FMT_MIMG: disasm_mimg(o, in); break;
    case AMDGPU_FMT_FLAT:
        if (in->isa == AMDGPU_ISA_GFX940) amdgpu_disasm_flat9(o, in);
        else disasm_flat(o, in);
        break;
    case AMDGPU_FMT_GLOBAL: case AMDGPU_FMT_SCRATCH: amdgpu_disasm_flat9(o, in); break;
    case AMDGPU_FMT_EXP: disasm_exp(o, in); break;
    default: amdgpu_put(o, "/* unknown format */"); break;
    }
}
