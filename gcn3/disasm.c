/* gcn3/disasm.c - operand printing shared by all formats, the scalar
 * formats (SOP2/SOPK/SOP1/SOPC/SOPP) and the entry point. The rules follow
 * what llvm-objdump-15 prints for gfx803 (AMDGPUInstPrinter); test/gcn3_decode
 * compares the two on every opcode. */
#include "gcn3/disasm_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void gcn3_put(gcn3_out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->pos < o->len ? o->len - o->pos : 0;
    int n = vsnprintf(room ? o->buf + o->pos : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) o->pos += (size_t)n;
}

bool gcn3_type_is_float(unsigned t)
{
    return t == GCN3_T_F16 || t == GCN3_T_F32 || t == GCN3_T_F64;
}

/* ---- registers --------------------------------------------------------- */

static void put_range(gcn3_out *o, const char *file, unsigned n, unsigned w)
{
    if (w <= 1) gcn3_put(o, "%s%u", file, n);
    else gcn3_put(o, "%s[%u:%u]", file, n, n + w - 1);
}

/* Names of the special scalar registers 102..127 as single dwords; pairs
 * print without the _lo suffix (vcc, exec, ...). */
static const char *const special_lo[] = {
    "flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi",
    "vcc_lo", "vcc_hi", "tba_lo", "tba_hi", "tma_lo", "tma_hi"};
static const char *const special_pair[] = {"flat_scratch", "xnack_mask", "vcc", "tba", "tma"};

static void put_sreg(gcn3_out *o, unsigned code, unsigned w)
{
    if (code <= GCN3_SRC_SGPR_MAX) {
        put_range(o, "s", code, w);
    } else if (code < GCN3_SRC_TTMP0) {
        unsigned i = code - GCN3_SRC_FLAT_SCR_LO;
        if (w >= 2 && i % 2 == 0) gcn3_put(o, "%s", special_pair[i / 2]);
        else gcn3_put(o, "%s", special_lo[i]);
    } else if (code < GCN3_SRC_M0) {
        put_range(o, "ttmp", code - GCN3_SRC_TTMP0, w);
    } else if (code == GCN3_SRC_M0) {
        gcn3_put(o, "m0");
    } else if (code == 125) {
        gcn3_put(o, "null");
    } else if (code == GCN3_SRC_EXEC_LO) {
        gcn3_put(o, w >= 2 ? "exec" : "exec_lo");
    } else if (code == GCN3_SRC_EXEC_HI) {
        gcn3_put(o, "exec_hi");
    } else {
        gcn3_put(o, "/*invalid sgpr %u*/", code);
    }
}

/* ---- constants ----------------------------------------------------------
 * llvm decodes an inline constant to its bit pattern at the operand's width
 * and a literal to its 32-bit value, then prints both the same way: small
 * integers in decimal, the inline float values by name, the rest in hex. */

static const char *const float_names[] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};
static const uint16_t f16_pat[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400};
static const uint32_t f32_pat[] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                   0x40000000, 0xc0000000, 0x40800000, 0xc0800000};
static const uint64_t f64_pat[] = {0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
                                   0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
                                   0x4010000000000000, 0xc010000000000000};

static void put_imm16(gcn3_out *o, uint32_t v, bool fp)
{
    int16_t s = (int16_t)(uint16_t)v;
    if (s >= -16 && s <= 64) {
        gcn3_put(o, "%d", s);
        return;
    }
    if (fp) {
        for (int i = 0; i < 8; i++)
            if ((uint16_t)v == f16_pat[i]) {
                gcn3_put(o, "%s", float_names[i]);
                return;
            }
        if ((uint16_t)v == 0x3118) {
            gcn3_put(o, "0.15915494");
            return;
        }
    }
    gcn3_put(o, "0x%x", (unsigned)(uint16_t)v);
}

static void put_imm32(gcn3_out *o, uint32_t v)
{
    int32_t s = (int32_t)v;
    if (s >= -16 && s <= 64) {
        gcn3_put(o, "%d", (int)s);
        return;
    }
    if (v == 0) { gcn3_put(o, "0.0"); return; }
    for (int i = 0; i < 8; i++)
        if (v == f32_pat[i]) {
            gcn3_put(o, "%s", float_names[i]);
            return;
        }
    if (v == 0x3e22f983) gcn3_put(o, "0.15915494");
    else gcn3_put(o, "0x%x", (unsigned)v);
}

static void put_imm64(gcn3_out *o, uint64_t v)
{
    int64_t s = (int64_t)v;
    if (s >= -16 && s <= 64) {
        gcn3_put(o, "%lld", (long long)s);
        return;
    }
    for (int i = 0; i < 8; i++)
        if (v == f64_pat[i]) {
            gcn3_put(o, "%s", float_names[i]);
            return;
        }
    if (v == 0x3fc45f306dc9c882ull) gcn3_put(o, "0.15915494309189532");
    else gcn3_put(o, "0x%llx", (unsigned long long)v);
}

static unsigned type_bits(unsigned t)
{
    switch (t) {
    case GCN3_T_B16: case GCN3_T_F16: return 16;
    case GCN3_T_B64: case GCN3_T_F64: return 64;
    default: return 32;
    }
}

static void put_const(gcn3_out *o, const gcn3_inst *in, unsigned code, unsigned type)
{
    unsigned bits = type_bits(type);
    if (code == GCN3_SRC_LITERAL) {
        if (bits == 16) put_imm16(o, in->literal, type == GCN3_T_F16);
        else if (bits == 64) put_imm64(o, in->literal);
        else put_imm32(o, in->literal);
        return;
    }
    if (code >= GCN3_SRC_INT0 && code <= 208) {
        int v = code <= 192 ? (int)code - 128 : 192 - (int)code;
        gcn3_put(o, "%d", v);
        return;
    }
    unsigned i = code - GCN3_SRC_FLT_HALF; /* 0..7 named, 8 = 1/(2*pi) */
    if (bits == 16) put_imm16(o, i < 8 ? f16_pat[i] : 0x3118, type == GCN3_T_F16);
    else if (bits == 64) put_imm64(o, i < 8 ? f64_pat[i] : 0x3fc45f306dc9c882ull);
    else put_imm32(o, i < 8 ? f32_pat[i] : 0x3e22f983);
}

static bool is_const(unsigned code)
{
    return (code >= GCN3_SRC_INT0 && code <= 208) ||
           (code >= GCN3_SRC_FLT_HALF && code <= GCN3_SRC_INV2PI) || code == GCN3_SRC_LITERAL;
}

/* Codes 235..239: llvm-15 names them for gfx8 too (they are gfx9 registers). */
static const char *const aperture_names[] = {"src_shared_base", "src_shared_limit",
                                             "src_private_base", "src_private_limit",
                                             "src_pops_exiting_wave_id"};

void gcn3_put_opnd(gcn3_out *o, const gcn3_inst *in, gcn3_opnd op, unsigned type)
{
    unsigned c = op.code;
    if (c >= GCN3_SRC_VGPR0 && c != GCN3_OPND_NONE) put_range(o, "v", c - GCN3_SRC_VGPR0, op.width);
    else if (c < GCN3_SRC_INT0) put_sreg(o, c, op.width);
    else if (is_const(c)) put_const(o, in, c, type);
    else if (c >= 235 && c <= 239) gcn3_put(o, "%s", aperture_names[c - 235]);
    else if (c == GCN3_SRC_VCCZ) gcn3_put(o, "src_vccz");
    else if (c == GCN3_SRC_EXECZ) gcn3_put(o, "src_execz");
    else if (c == GCN3_SRC_SCC) gcn3_put(o, "src_scc");
    else if (c == GCN3_SRC_LDS_DIRECT) gcn3_put(o, "src_lds_direct");
    else gcn3_put(o, "/*invalid operand %u*/", c);
}

void gcn3_put_src_mods(gcn3_out *o, const gcn3_inst *in, gcn3_opnd op, unsigned type)
{
    if (!gcn3_type_is_float(type)) {
        bool sext = op.mods & GCN3_MOD_SEXT;
        if (sext) gcn3_put(o, "sext(");
        gcn3_put_opnd(o, in, op, type);
        if (sext) gcn3_put(o, ")");
        return;
    }
    bool neg = op.mods & GCN3_MOD_NEG, abs = op.mods & GCN3_MOD_ABS;
    bool negfn = neg && !abs && is_const(op.code); /* -1 would read as a value */
    if (negfn) gcn3_put(o, "neg(");
    else if (neg) gcn3_put(o, "-");
    if (abs) gcn3_put(o, "|");
    gcn3_put_opnd(o, in, op, type);
    if (abs) gcn3_put(o, "|");
    if (negfn) gcn3_put(o, ")");
}

/* ---- scalar formats ---------------------------------------------------- */

static void put_branch(gcn3_out *o, const gcn3_inst *in, uint64_t pc, gcn3_sym_fn sym, void *ctx)
{
    uint64_t target = pc + 4 + (uint64_t)((int64_t)in->simm16 * 4);
    const char *name = sym ? sym(ctx, target) : NULL;
    if (name) gcn3_put(o, "%s", name);
    else gcn3_put(o, "%u", (unsigned)(uint16_t)in->simm16);
}

static void put_hwreg(gcn3_out *o, uint32_t imm)
{
    static const char *const names[] = {NULL, "HW_REG_MODE", "HW_REG_STATUS", "HW_REG_TRAPSTS",
                                        "HW_REG_HW_ID", "HW_REG_GPR_ALLOC", "HW_REG_LDS_ALLOC",
                                        "HW_REG_IB_STS"};
    unsigned id = imm & 0x3f, off = (imm >> 6) & 0x1f, size = ((imm >> 11) & 0x1f) + 1;
    gcn3_put(o, "hwreg(");
    if (id < 8 && names[id]) gcn3_put(o, "%s", names[id]);
    else gcn3_put(o, "%u", id);
    if (off != 0 || size != 32) gcn3_put(o, ", %u, %u", off, size);
    gcn3_put(o, ")");
}

static void put_waitcnt(gcn3_out *o, uint32_t imm)
{
    unsigned vm = imm & 0xf, exp = (imm >> 4) & 7, lgkm = (imm >> 8) & 0xf;
    bool all = vm == 15 && exp == 7 && lgkm == 15;
    const char *sep = "";
    if (vm != 15 || all) { gcn3_put(o, "vmcnt(%u)", vm); sep = " "; }
    if (exp != 7 || all) { gcn3_put(o, "%sexpcnt(%u)", sep, exp); sep = " "; }
    if (lgkm != 15 || all) gcn3_put(o, "%slgkmcnt(%u)", sep, lgkm);
}

static void put_sendmsg(gcn3_out *o, uint32_t imm)
{
    static const char *const gs_ops[] = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
    static const char *const sys_ops[] = {NULL, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                          "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
    unsigned id = imm & 0xf, op = (imm >> 4) & 7, stream = (imm >> 8) & 3;
    bool rest0 = (imm & ~0x37fu) == 0;
    if (rest0 && (id == 1 || id == 4) && op == 0 && stream == 0) {
        gcn3_put(o, "sendmsg(%s)", id == 1 ? "MSG_INTERRUPT" : "MSG_SAVEWAVE");
    } else if (rest0 && id == 2 && op >= 1 && op <= 3) {
        gcn3_put(o, "sendmsg(MSG_GS, %s, %u)", gs_ops[op], stream);
    } else if (rest0 && id == 3 && op <= 3 && (op != 0 || stream == 0)) {
        if (op == 0) gcn3_put(o, "sendmsg(MSG_GS_DONE, GS_OP_NOP)");
        else gcn3_put(o, "sendmsg(MSG_GS_DONE, %s, %u)", gs_ops[op], stream);
    } else if (rest0 && id == 15 && op >= 1 && op <= 4 && stream == 0) {
        gcn3_put(o, "sendmsg(MSG_SYSMSG, %s)", sys_ops[op]);
    } else if (rest0) {
        gcn3_put(o, "sendmsg(%u, %u, %u)", id, op, stream);
    } else {
        gcn3_put(o, "%u", imm & 0xffff);
    }
}

static void put_gpridx(gcn3_out *o, unsigned mode)
{
    static const char *const names[] = {"SRC0", "SRC1", "SRC2", "DST"};
    const char *sep = "";
    gcn3_put(o, "gpr_idx(");
    for (int i = 0; i < 4; i++)
        if (mode & (1u << i)) {
            gcn3_put(o, "%s%s", sep, names[i]);
            sep = ",";
        }
    gcn3_put(o, ")");
}

static void disasm_scalar(gcn3_out *o, const gcn3_inst *in, uint64_t pc, gcn3_sym_fn sym, void *ctx)
{
    const gcn3_opinfo *r = in->info;
    unsigned f = r->flags;
    uint32_t imm = (uint16_t)in->simm16;
    const char *sep = " ";
    gcn3_put(o, "%s", r->name);
    if (in->enc == GCN3_FMT_SOPP) {
        if (f & GCN3_F_NOIMM) {
            if (in->op == GCN3_OP_s_endpgm && imm) gcn3_put(o, " %u", (unsigned)imm);
            return;
        }
        gcn3_put(o, " ");
        if (f & GCN3_F_BRANCH) put_branch(o, in, pc, sym, ctx);
        else if (f & GCN3_F_WAITCNT) put_waitcnt(o, imm);
        else if (f & GCN3_F_SENDMSG) put_sendmsg(o, imm);
        else if ((f & GCN3_F_GPRIDX) && imm <= 15) put_gpridx(o, imm);
        else if (f & GCN3_F_GPRIDX) gcn3_put(o, "0x%x", (unsigned)imm);
        else put_imm32(o, imm);
        return;
    }
    if (in->enc == GCN3_FMT_SOPK) {
        if (f & GCN3_F_HWREG) {
            gcn3_put(o, " ");
            if (in->dst[0].code != GCN3_OPND_NONE) {
                gcn3_put_opnd(o, in, in->dst[0], r->dst);
                gcn3_put(o, ", ");
                put_hwreg(o, imm);
            } else {
                put_hwreg(o, imm);
                gcn3_put(o, ", ");
                if (f & GCN3_F_LIT) put_imm32(o, in->literal);
                else gcn3_put_opnd(o, in, in->src[0], r->src[0]);
            }
            return;
        }
        gcn3_opnd reg = in->dst[0].code != GCN3_OPND_NONE ? in->dst[0] : in->src[0];
        gcn3_put(o, " ");
        gcn3_put_opnd(o, in, reg, GCN3_T_B32);
        gcn3_put(o, ", ");
        if (f & GCN3_F_BRANCH) put_branch(o, in, pc, sym, ctx);
        else gcn3_put(o, "0x%x", (unsigned)imm);
        return;
    }
    if (in->dst[0].code != GCN3_OPND_NONE) {
        gcn3_put(o, " ");
        gcn3_put_opnd(o, in, in->dst[0], r->dst);
        sep = ", ";
    }
    for (int i = 0; i < 2; i++) {
        if (in->src[i].code == GCN3_OPND_NONE) continue;
        gcn3_put(o, "%s", sep);
        gcn3_put_opnd(o, in, in->src[i], r->src[i]);
        sep = ", ";
    }
    if (f & GCN3_F_GPRIDX) {
        gcn3_put(o, ", ");
        if (imm > 15) gcn3_put(o, "0x%x", (unsigned)imm);
        else put_gpridx(o, imm);
    }
}

int gcn3_disasm(const gcn3_inst *in, uint64_t pc, gcn3_sym_fn sym, void *sym_ctx, char *buf,
                size_t len)
{
    gcn3_out o = {buf, len, 0};
    if (len) buf[0] = '\0';
    if (!in->info) {
        gcn3_put(&o, "/* invalid instruction 0x%08x */", (unsigned)in->word[0]);
        return (int)o.pos;
    }
    switch (in->enc) {
    case GCN3_FMT_SOP2: case GCN3_FMT_SOPK: case GCN3_FMT_SOP1:
    case GCN3_FMT_SOPC: case GCN3_FMT_SOPP:
        disasm_scalar(&o, in, pc, sym, sym_ctx);
        break;
    case GCN3_FMT_VOP2: case GCN3_FMT_VOP1: case GCN3_FMT_VOPC:
    case GCN3_FMT_VOP3: case GCN3_FMT_VINTRP:
        gcn3_disasm_vop(&o, in);
        break;
    default:
        gcn3_disasm_mem(&o, in);
        break;
    }
    return (int)o.pos;
}
