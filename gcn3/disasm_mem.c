/* gcn3/disasm_mem.c - text of the memory and export encodings: SMEM, DS,
 * MUBUF, MTBUF, MIMG, FLAT, EXP. Modifier order follows llvm's asm strings. */
#include "gcn3/disasm_int.h"
#include "gcn3/decode_int.h"

static void put_reg(gcn3_out *o, const gcn3_inst *in, unsigned code, unsigned width)
{
    gcn3_opnd op = {(uint16_t)code, (uint8_t)width, 0};
    gcn3_put_opnd(o, in, op, GCN3_T_B32);
}

static void disasm_smem(gcn3_out *o, const gcn3_inst *in)
{
    const gcn3_opinfo *r = in->info;
    gcn3_put(o, "%s", r->name);
    if (r->flags & GCN3_F_NOSRC) {
        if (in->dst[0].code != GCN3_OPND_NONE) {
            gcn3_put(o, " ");
            gcn3_put_opnd(o, in, in->dst[0], r->dst);
        }
        return;
    }
    gcn3_put(o, " ");
    if (r->flags & GCN3_F_PROBE) gcn3_put(o, in->simm16 <= 64 ? "%d" : "0x%x", in->simm16);
    else if (r->flags & GCN3_F_STORE) gcn3_put_opnd(o, in, in->src[1], r->src[1]);
    else gcn3_put_opnd(o, in, in->dst[0], r->dst);
    gcn3_put(o, ", ");
    gcn3_put_opnd(o, in, in->src[0], r->src[0]);
    gcn3_put(o, ", ");
    if (in->mem.imm) gcn3_put(o, "0x%x", (unsigned)in->mem.offset);
    else gcn3_put_opnd(o, in, in->src[2], GCN3_T_B32);
    if (in->mem.glc && !(r->flags & GCN3_F_PROBE)) gcn3_put(o, " glc");
}

/* ds_swizzle_b32's offset, as llvm names its patterns (GCN3 ISA 12.13). */
static void put_swizzle(gcn3_out *o, unsigned imm)
{
    if ((imm & 0xff00) == 0x8000) {
        gcn3_put(o, " offset:swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, (imm >> 2) & 3,
                 (imm >> 4) & 3, (imm >> 6) & 3);
        return;
    }
    if (imm & 0x8000) {
        gcn3_put(o, " offset:%u", imm);
        return;
    }
    unsigned and_m = imm & 0x1f, or_m = (imm >> 5) & 0x1f, xor_m = (imm >> 10) & 0x1f;
    unsigned group = 0x1f - and_m + 1;
    if (and_m == 0x1f && or_m == 0 && xor_m && !(xor_m & (xor_m - 1))) {
        gcn3_put(o, " offset:swizzle(SWAP,%u)", xor_m);
    } else if (and_m == 0x1f && or_m == 0 && xor_m && !((xor_m + 1) & xor_m)) {
        gcn3_put(o, " offset:swizzle(REVERSE,%u)", xor_m + 1);
    } else if (group > 1 && !(group & (group - 1)) && or_m < group && xor_m == 0 &&
               (and_m & (group - 1)) == 0) {
        gcn3_put(o, " offset:swizzle(BROADCAST,%u,%u)", group, or_m);
    } else {
        /* lane bit = ((id & and) | or) ^ xor: constant, kept (p) or inverted (i) */
        char pat[6];
        for (int i = 0; i < 5; i++) {
            unsigned m = 1u << (4 - i);
            if (!(and_m & m) || (or_m & m)) pat[i] = ((or_m ^ xor_m) & m) ? '1' : '0';
            else pat[i] = (xor_m & m) ? 'i' : 'p';
        }
        pat[5] = '\0';
        gcn3_put(o, " offset:swizzle(BITMASK_PERM,\"%s\")", pat);
    }
}

static void disasm_ds(gcn3_out *o, const gcn3_inst *in)
{
    const gcn3_opinfo *r = in->info;
    const char *sep = " ";
    gcn3_put(o, "%s", r->name);
    if (in->dst[0].code != GCN3_OPND_NONE) {
        gcn3_put(o, "%s", sep);
        gcn3_put_opnd(o, in, in->dst[0], r->dst);
        sep = ", ";
    }
    for (int i = 0; i < 3; i++) {
        if (in->src[i].code == GCN3_OPND_NONE) continue;
        gcn3_put(o, "%s", sep);
        gcn3_put_opnd(o, in, in->src[i], r->src[i]);
        sep = ", ";
    }
    if (r->flags & GCN3_F_OFF2) {
        if (in->mem.offset0) gcn3_put(o, " offset0:%u", in->mem.offset0);
        if (in->mem.offset1) gcn3_put(o, " offset1:%u", in->mem.offset1);
    } else if ((r->flags & GCN3_F_SWIZZLE) && in->mem.offset) {
        put_swizzle(o, in->mem.offset);
    } else if (in->mem.offset) {
        gcn3_put(o, " offset:%u", (unsigned)in->mem.offset);
    }
    if (in->mem.gds) gcn3_put(o, " gds");
}

static void put_mtbuf_format(gcn3_out *o, unsigned dfmt, unsigned nfmt)
{
    static const char *const d[] = {"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11",
                                    "11_11_10", "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32",
                                    "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"};
    static const char *const n[] = {"UNORM", "SNORM", "USCALED", "SSCALED",
                                    "UINT", "SINT", "RESERVED_6", "FLOAT"};
    if (dfmt == 1 && nfmt == 0) return;
    gcn3_put(o, " format:[");
    if (dfmt != 1) gcn3_put(o, "BUF_DATA_FORMAT_%s%s", d[dfmt & 15], nfmt ? "," : "");
    if (nfmt != 0) gcn3_put(o, "BUF_NUM_FORMAT_%s", n[nfmt & 7]);
    gcn3_put(o, "]");
}

static void disasm_buf(gcn3_out *o, const gcn3_inst *in)
{
    const gcn3_opinfo *r = in->info;
    uint32_t w1 = in->word[1];
    gcn3_put(o, "%s", r->name);
    if (r->flags & GCN3_F_NOSRC) return;
    gcn3_put(o, " ");
    if (!(r->flags & GCN3_F_LDS) && !in->mem.lds) {
        unsigned t = r->src[1] != GCN3_T_NA ? r->src[1] : r->dst;
        put_reg(o, in, GCN3_SRC_VGPR0 + gcn3_bits(w1, 15, 8), gcn3_type_dwords(t));
        gcn3_put(o, ", ");
        if (in->src[0].code != GCN3_OPND_NONE) gcn3_put_opnd(o, in, in->src[0], GCN3_T_B32);
        else gcn3_put(o, "off");
        gcn3_put(o, ", ");
    } else if (!(r->flags & GCN3_F_LDS)) {
        if (in->src[0].code != GCN3_OPND_NONE) gcn3_put_opnd(o, in, in->src[0], GCN3_T_B32);
        else gcn3_put(o, "off");
        gcn3_put(o, ", ");
    }
    gcn3_put_opnd(o, in, in->src[2], GCN3_T_B32);
    gcn3_put(o, ", ");
    gcn3_put_opnd(o, in, in->src[3], GCN3_T_B32);
    if (in->enc == GCN3_FMT_MTBUF) put_mtbuf_format(o, in->mem.dfmt, in->mem.nfmt);
    if (in->mem.idxen) gcn3_put(o, " idxen");
    if (in->mem.offen) gcn3_put(o, " offen");
    if (in->mem.offset) gcn3_put(o, " offset:%u", (unsigned)in->mem.offset);
    if (r->flags & GCN3_F_LDS) gcn3_put(o, " lds"); /* fixed in its asm string */
    if (in->mem.glc) gcn3_put(o, " glc");
    if (in->mem.slc) gcn3_put(o, " slc");
    if (in->mem.lds && !(r->flags & GCN3_F_LDS)) gcn3_put(o, " lds");
    /* llvm has no tfe operand on atomics and LDS loads */
    if (in->mem.tfe && !in->mem.lds && !(r->flags & (GCN3_F_ATOMIC | GCN3_F_LDS)))
        gcn3_put(o, " tfe");
}

static void disasm_mimg(gcn3_out *o, const gcn3_inst *in)
{
    const gcn3_opinfo *r = in->info;
    gcn3_opnd data = in->dst[0].code != GCN3_OPND_NONE ? in->dst[0] : in->src[1];
    gcn3_put(o, "%s ", r->name);
    gcn3_put_opnd(o, in, data, GCN3_T_B32);
    gcn3_put(o, ", ");
    gcn3_put_opnd(o, in, in->src[0], GCN3_T_B32);
    gcn3_put(o, ", ");
    gcn3_put_opnd(o, in, in->src[2], GCN3_T_B32);
    if (in->src[3].code != GCN3_OPND_NONE) {
        gcn3_put(o, ", ");
        gcn3_put_opnd(o, in, in->src[3], GCN3_T_B32);
    }
    if (in->mem.dmask) gcn3_put(o, " dmask:0x%x", in->mem.dmask);
    if (in->mem.unorm) gcn3_put(o, " unorm");
    if (in->mem.glc) gcn3_put(o, " glc");
    if (in->mem.slc) gcn3_put(o, " slc");
    if (in->mem.r128) gcn3_put(o, " r128");
    if (in->mem.tfe) gcn3_put(o, " tfe");
    if (in->mem.lwe) gcn3_put(o, " lwe");
    if (in->mem.da) gcn3_put(o, " da");
    if (in->mem.d16) gcn3_put(o, " d16");
}

static void disasm_flat(gcn3_out *o, const gcn3_inst *in)
{
    const gcn3_opinfo *r = in->info;
    gcn3_put(o, "%s ", r->name);
    if (in->dst[0].code != GCN3_OPND_NONE) {
        put_reg(o, in, in->dst[0].code, gcn3_type_dwords(r->dst));
        gcn3_put(o, ", ");
    }
    gcn3_put_opnd(o, in, in->src[0], GCN3_T_B64);
    if (in->src[1].code != GCN3_OPND_NONE) {
        gcn3_put(o, ", ");
        gcn3_put_opnd(o, in, in->src[1], r->src[1]);
    }
    if (in->mem.glc) gcn3_put(o, " glc");
    if (in->mem.slc) gcn3_put(o, " slc");
    if (in->mem.tfe) gcn3_put(o, " tfe");
}

static void disasm_exp(gcn3_out *o, const gcn3_inst *in)
{
    unsigned t = in->exp.tgt;
    gcn3_put(o, "exp ");
    if (t <= 7) gcn3_put(o, "mrt%u", t);
    else if (t == 8) gcn3_put(o, "mrtz");
    else if (t == 9) gcn3_put(o, "null");
    else if (t >= 12 && t <= 15) gcn3_put(o, "pos%u", t - 12);
    else if (t >= 32) gcn3_put(o, "param%u", t - 32);
    else gcn3_put(o, "invalid_target_%u", t);
    for (unsigned i = 0; i < 4; i++) {
        unsigned k = in->exp.compr ? i / 2 : i; /* compr: src0, src0, src1, src1 */
        gcn3_put(o, i ? ", " : " ");
        if (in->exp.en & (1u << i)) gcn3_put_opnd(o, in, in->src[k], GCN3_T_B32);
        else gcn3_put(o, "off");
    }
    if (in->exp.done) gcn3_put(o, " done");
    if (in->exp.compr) gcn3_put(o, " compr");
    if (in->exp.vm) gcn3_put(o, " vm");
}

void gcn3_disasm_mem(gcn3_out *o, const gcn3_inst *in)
{
    switch (in->enc) {
    case GCN3_FMT_SMEM: disasm_smem(o, in); break;
    case GCN3_FMT_DS: disasm_ds(o, in); break;
    case GCN3_FMT_MUBUF: case GCN3_FMT_MTBUF: disasm_buf(o, in); break;
    case GCN3_FMT_MIMG: disasm_mimg(o, in); break;
    case GCN3_FMT_FLAT: disasm_flat(o, in); break;
    case GCN3_FMT_EXP: disasm_exp(o, in); break;
    default: gcn3_put(o, "/* unknown format */"); break;
    }
}
