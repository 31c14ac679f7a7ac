/* amdgpu/decode.c - the table-driven decoder (see amdgpu/decode.h): format
 * and opcode of the first dword, the ISA's row, then the format's fields
 * (amdgpu/decode_fields.c for gfx803, amdgpu/decode_gfx9.c for gfx940).
 *
 * gfx803's table (amdgpu/isa_table.h) is expanded twice here: once into the rows
 * (amdgpu_table, indexed by enum amdgpu_op) and once into a dense index from
 * (format, opcode) to id, built with designated initializers so it is
 * constant data. Two rows with the same format and opcode would initialize
 * the same index slot twice, which -Woverride-init (gcc, -Wextra) and
 * -Winitializer-overrides (clang) turn into a build error.
 *
 * Bit diagrams (GCN3 ISA manual ch. 13; word 1 = the second dword):
 *
 *  SOP2   |10|  op:7  | sdst:7 |ssrc1:8 |ssrc0:8 |
 *  SOPK   |1011| op:5 | sdst:7 |     simm16:16    |
 *  SOP1   |101111101  | sdst:7 |  op:8  |ssrc0:8 |
 *  SOPC   |101111110  |  op:7  |ssrc1:8 |ssrc0:8 |
 *  SOPP   |101111111  |  op:7  |     simm16:16    |
 *  SMEM   |110000| op:8 |imm|glc|-:3|sdata:7|sbase:6|   w1: offset:20
 *  VOP2   |0| op:6 | vdst:8 | vsrc1:8 |  src0:9  |
 *  VOP1   |0111111 | vdst:8 |  op:8   |  src0:9  |
 *  VOPC   |0111110 |  op:8  | vsrc1:8 |  src0:9  |
 *  VOP3a  |110100| op:10 |clamp|-:4|abs:3|vdst:8|
 *         w1: |neg:3|omod:2|src2:9|src1:9|src0:9|
 *  VOP3b  |110100| op:10 |clamp|sdst:7|vdst:8|  w1 as VOP3a
 *  SDWA   w1: |-|s1abs|s1neg|s1sext|s1sel:3|-|s0abs|s0neg|s0sext|s0sel:3|
 *             |-:2|clamp|dst_unused:2|dst_sel:3|src0:8|
 *  DPP    w1: |row_mask:4|bank_mask:4|s1abs|s1neg|s0abs|s0neg|bound_ctrl|
 *             |-:2|dpp_ctrl:9|src0:8|
 *  VINTRP |110101| vdst:8 | op:2 | attr:6 | chan:2 | vsrc:8 |
 *  DS     |110110|-| op:8 |gds|offset1:8|offset0:8|
 *         w1: |vdst:8|data1:8|data0:8|addr:8|
 *  MUBUF  |111000|-| op:7 |slc|lds|-|glc|idxen|offen|offset:12|
 *         w1: |soffset:8|tfe|-:2|srsrc:5|vdata:8|vaddr:8|
 *  MTBUF  |111010|nfmt:3|dfmt:4|op:4|-:2|glc|idxen|offen|offset:12|
 *         w1: |soffset:8|tfe|slc|-|srsrc:5|vdata:8|vaddr:8|
 *  MIMG   |111100|slc| op:7 |lwe|tfe|r128|da|glc|unorm|dmask:4|-:8|
 *         w1: |d16|-:5|ssamp:5|srsrc:5|vdata:8|vaddr:8|
 *  FLAT   |110111|-| op:7 |slc|glc|-:16|
 *         w1: |vdst:8|tfe|-:7|data:8|addr:8|
 *  EXP    |110001|-:13|vm|done|compr|tgt:6|en:4|
 *         w1: |vsrc3:8|vsrc2:8|vsrc1:8|vsrc0:8|
 *
 * GFX9/gfx940 differences (the layouts are drawn in amdgpu/decode_gfx9.c):
 * VOP3 opcodes 0x380-0x3ff are VOP3P (|110100111| op:7 |...|); FLAT's
 * seg field (bits 15:14) makes FLAT, SCRATCH (1) and GLOBAL (2); there is
 * no VINTRP, MIMG or EXP.
 */
#include "amdgpu/decode.h"

#include <string.h>

#include "amdgpu/decode_int.h"

static const amdgpu_opinfo amdgpu_table[AMDGPU_OP_GFX803_COUNT] = {
#define AMDGPU_INST(fmt, op, name, unit, d, s0, s1, s2, flags)                   \
    {#name, AMDGPU_OP_##name, op, AMDGPU_FMT_##fmt, AMDGPU_UNIT_##unit, AMDGPU_T_##d, \
     {AMDGPU_T_##s0, AMDGPU_T_##s1, AMDGPU_T_##s2}, flags, 0},
#include "amdgpu/isa_table.h"
#undef AMDGPU_INST
};

/* Start of each format's opcode space in the dense index. */
enum {
    IDX_SOP2 = 0, IDX_SOPK = IDX_SOP2 + 128, IDX_SOP1 = IDX_SOPK + 32,
    IDX_SOPC = IDX_SOP1 + 256, IDX_SOPP = IDX_SOPC + 128,
    IDX_SMEM = IDX_SOPP + 128, IDX_VOP2 = IDX_SMEM + 256,
    IDX_VOP1 = IDX_VOP2 + 64, IDX_VOPC = IDX_VOP1 + 256,
    IDX_VOP3 = IDX_VOPC + 256, IDX_VINTRP = IDX_VOP3 + 1024,
    IDX_DS = IDX_VINTRP + 4, IDX_MUBUF = IDX_DS + 256,
    IDX_MTBUF = IDX_MUBUF + 128, IDX_MIMG = IDX_MTBUF + 16,
    IDX_FLAT = IDX_MIMG + 128, IDX_EXP = IDX_FLAT + 128,
    IDX_END = IDX_EXP + 1
};

static const uint16_t idx_base[AMDGPU_FMT_COUNT + 1] = {
    IDX_SOP2, IDX_SOPK, IDX_SOP1, IDX_SOPC, IDX_SOPP, IDX_SMEM, IDX_VOP2,
    IDX_VOP1, IDX_VOPC, IDX_VOP3, IDX_VINTRP, IDX_DS, IDX_MUBUF, IDX_MTBUF,
    IDX_MIMG, IDX_FLAT, IDX_EXP, IDX_END, IDX_END, IDX_END, IDX_END};

/* id + 1 per (format, opcode); 0 = no instruction. */
static const uint16_t amdgpu_index[IDX_END] = {
#define AMDGPU_INST(fmt, op, name, unit, d, s0, s1, s2, flags)                   \
    [IDX_##fmt + (op)] = AMDGPU_OP_##name + 1,
#include "amdgpu/isa_table.h"
#undef AMDGPU_INST
};

static const amdgpu_isa_tab tab_gfx803 = {amdgpu_table, AMDGPU_OP_GFX803_COUNT, amdgpu_index,
                                           idx_base};

static const amdgpu_isa_tab *isa_tab(amdgpu_isa isa)
{
    switch (isa) {
    case AMDGPU_ISA_GFX803: return &tab_gfx803;
    case AMDGPU_ISA_GFX940: return &amdgpu_tab_gfx940;
    default: return NULL;
    }
}

const amdgpu_opinfo *amdgpu_opinfo_get(unsigned id)
{
    return id < AMDGPU_OP_GFX803_COUNT ? &amdgpu_table[id] : amdgpu_gfx9_op(id);
}

const amdgpu_opinfo *amdgpu_lookup(amdgpu_isa isa, unsigned fmt, unsigned opcode)
{
    const amdgpu_isa_tab *t = isa_tab(isa);
    if (!t || fmt >= AMDGPU_FMT_COUNT || opcode >= (unsigned)(t->base[fmt + 1] - t->base[fmt]))
        return NULL;
    unsigned v = t->index[t->base[fmt] + opcode];
    return v ? &t->rows[v - 1] : NULL;
}

const amdgpu_opinfo *amdgpu_isa_rows(amdgpu_isa isa, unsigned *n)
{
    const amdgpu_isa_tab *t = isa_tab(isa);
    *n = t ? t->nrows : 0;
    return t ? t->rows : NULL;
}

const char *amdgpu_fmt_name(unsigned fmt)
{
    static const char *const names[AMDGPU_FMT_COUNT] = {
        "SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM", "VOP2", "VOP1", "VOPC",
        "VOP3", "VINTRP", "DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "EXP", "VOP3P",
        "GLOBAL", "SCRATCH"};
    return fmt < AMDGPU_FMT_COUNT ? names[fmt] : "?";
}

const char *amdgpu_unit_name(unsigned unit)
{
    static const char *const names[AMDGPU_UNIT_COUNT] = {
        "salu", "smem", "branch", "special", "valu", "vmem", "lds", "export"};
    return unit < AMDGPU_UNIT_COUNT ? names[unit] : "?";
}

const char *amdgpu_decode_strerror(int err)
{
    switch (err) {
    case AMDGPU_DEC_ETRUNC: return "truncated instruction";
    case AMDGPU_DEC_EUNKNOWN: return "unknown instruction encoding";
    default: return err >= 0 ? "ok" : "decode error";
    }
}

/* Which format does the first dword start? -1 if none. */
static int classify(uint32_t w)
{
    if ((w >> 31) == 0) {
        unsigned top7 = amdgpu_bits(w, 31, 25);
        return top7 == 0x3f ? AMDGPU_FMT_VOP1 : top7 == 0x3e ? AMDGPU_FMT_VOPC : AMDGPU_FMT_VOP2;
    }
    if ((w >> 30) == 2) {
        unsigned top9 = amdgpu_bits(w, 31, 23);
        if (top9 == 0x17d) return AMDGPU_FMT_SOP1;
        if (top9 == 0x17e) return AMDGPU_FMT_SOPC;
        if (top9 == 0x17f) return AMDGPU_FMT_SOPP;
        return amdgpu_bits(w, 31, 28) == 0xb ? AMDGPU_FMT_SOPK : AMDGPU_FMT_SOP2;
    }
    switch (amdgpu_bits(w, 31, 26)) {
    case 0x30: return AMDGPU_FMT_SMEM;
    case 0x31: return AMDGPU_FMT_EXP;
    case 0x34: return AMDGPU_FMT_VOP3;
    case 0x35: return AMDGPU_FMT_VINTRP;
    case 0x36: return AMDGPU_FMT_DS;
    case 0x37: return AMDGPU_FMT_FLAT;
    case 0x38: return AMDGPU_FMT_MUBUF;
    case 0x3a: return AMDGPU_FMT_MTBUF;
    case 0x3c: return AMDGPU_FMT_MIMG;
    default: return -1;
    }
}

static unsigned opcode_of(int fmt, uint32_t w)
{
    switch (fmt) {
    case AMDGPU_FMT_SOP2: return amdgpu_bits(w, 29, 23);
    case AMDGPU_FMT_SOPK: return amdgpu_bits(w, 27, 23);
    case AMDGPU_FMT_SOP1: return amdgpu_bits(w, 15, 8);
    case AMDGPU_FMT_SOPC: case AMDGPU_FMT_SOPP: return amdgpu_bits(w, 22, 16);
    case AMDGPU_FMT_SMEM: return amdgpu_bits(w, 25, 18);
    case AMDGPU_FMT_VOP2: return amdgpu_bits(w, 30, 25);
    case AMDGPU_FMT_VOP1: return amdgpu_bits(w, 16, 9);
    case AMDGPU_FMT_VOPC: return amdgpu_bits(w, 24, 17);
    case AMDGPU_FMT_VOP3: return amdgpu_bits(w, 25, 16);
    case AMDGPU_FMT_VINTRP: return amdgpu_bits(w, 17, 16);
    case AMDGPU_FMT_DS: return amdgpu_bits(w, 24, 17);
    case AMDGPU_FMT_MUBUF: case AMDGPU_FMT_MIMG: case AMDGPU_FMT_FLAT:
    case AMDGPU_FMT_GLOBAL: case AMDGPU_FMT_SCRATCH: return amdgpu_bits(w, 24, 18);
    case AMDGPU_FMT_VOP3P: return amdgpu_bits(w, 22, 16);
    case AMDGPU_FMT_MTBUF: return amdgpu_bits(w, 18, 15);
    default: return 0;
    }
}

/* VOP3 opcodes below 0x1c0 and 0x270-0x273 are the e64 forms of the
 * VOPC/VOP2/VOP1/VINTRP rows (GCN3 ISA 6.3 and 12.x; the same on gfx9). */
static const amdgpu_opinfo *lookup_vop3(amdgpu_isa isa, unsigned op)
{
    const amdgpu_opinfo *r = NULL;
    if (op < 0x100) r = amdgpu_lookup(isa, AMDGPU_FMT_VOPC, op);
    else if (op < 0x140) r = amdgpu_lookup(isa, AMDGPU_FMT_VOP2, op - 0x100);
    else if (op < 0x1c0) r = amdgpu_lookup(isa, AMDGPU_FMT_VOP1, op - 0x140);
    else if (op >= 0x270 && op < 0x274) r = amdgpu_lookup(isa, AMDGPU_FMT_VINTRP, op - 0x270);
    else return amdgpu_lookup(isa, AMDGPU_FMT_VOP3, op);
    return r && (r->flags & AMDGPU_F_E64) ? r : NULL;
}

/* gfx9 formats that the GCN3 classification does not name. */
static int classify_gfx9(uint32_t w, int fmt)
{
    if (fmt == AMDGPU_FMT_VOP3 && amdgpu_bits(w, 25, 23) == 7) return AMDGPU_FMT_VOP3P;
    if (fmt == AMDGPU_FMT_FLAT) {
        static const int seg[4] = {AMDGPU_FMT_FLAT, AMDGPU_FMT_SCRATCH, AMDGPU_FMT_GLOBAL, -1};
        return seg[amdgpu_bits(w, 15, 14)];
    }
    if (fmt == AMDGPU_FMT_VINTRP || fmt == AMDGPU_FMT_MIMG || fmt == AMDGPU_FMT_EXP) return -1;
    return fmt;
}

int amdgpu_decode(amdgpu_isa isa, const uint8_t *bytes, size_t avail, amdgpu_inst *out)
{
    memset(out, 0, sizeof *out);
    out->isa = (uint8_t)isa;
    for (int i = 0; i < 2; i++) out->dst[i].code = AMDGPU_OPND_NONE;
    for (int i = 0; i < 4; i++) out->src[i].code = AMDGPU_OPND_NONE;
    if (avail < 4) {
        out->size = (uint8_t)avail;
        return AMDGPU_DEC_ETRUNC;
    }
    uint32_t w = amdgpu_rd32(bytes);
    out->word[0] = w;
    out->size = 4;
    if (avail >= 8) out->word[1] = amdgpu_rd32(bytes + 4);
    int fmt = classify(w);
    bool gfx9 = isa == AMDGPU_ISA_GFX940;
    if (gfx9 && fmt >= 0) fmt = classify_gfx9(w, fmt);
    if (fmt < 0 || !isa_tab(isa)) return AMDGPU_DEC_EUNKNOWN;
    unsigned op = opcode_of(fmt, w);
    const amdgpu_opinfo *info = fmt == AMDGPU_FMT_VOP3 ? lookup_vop3(isa, op)
                                                       : amdgpu_lookup(isa, (unsigned)fmt, op);
    if (!info) return AMDGPU_DEC_EUNKNOWN;
    out->enc = (uint8_t)fmt;
    int rc = gfx9 ? amdgpu_decode_fields_gfx9(bytes, avail, out, info)
                  : amdgpu_decode_fields(bytes, avail, out, info);
    if (rc < 0) return rc;
    out->info = info;
    out->op = info->id;
    return rc;
}
