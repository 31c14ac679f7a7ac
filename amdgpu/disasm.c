/* amdgpu/disasm.c - operand printing shared by all formats, the scalar
 * formats (SOP2/SOPK/SOP1/SOPC/SOPP) and the entry point. The rules follow
 * what llvm-objdump-15 prints for gfx803 (AMDGPUInstPrinter); test/amdgpu_decode
 * compares the two on every opcode. */
#include "amdgpu/disasm_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void amdgpu_put(amdgpu_out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->pos < o->len ? o->len - o->pos : 0;
    int n = vsnprintf(room ? o->buf + o->pos : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) o->pos += (size_t)n;
}

bool amdgpu_type_is_float(unsigned t)
{
    return t == AMDGPU_T_F16 || t == AMDGPU_T_F32 || t == AMDGPU_T_F64;
}

/* ---- registers --------------------------------------------------------- */

static void put_range(amdgpu_out *o, const char *file, unsigned n, unsigned w)
{
    if (w <= 1) amdgpu_put(o, "%s%u", file, n);
    else amdgpu_put(o, "%s[%u:%u]", file, n, n + w - 1);
}

/* Names of the special scalar registers 102..127 as single dwords; pairs
 * print without the _lo suffix (vcc, exec, ...). */
static const char *const special_lo[] = {
    "flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi",
    "vcc_lo", "vcc_hi", "tba_lo", "tba_hi", "tma_lo", "tma_hi"};
static const char *const special_pair[] = {"flat_scratch", "xnack_mask", "vcc", "tba", "tma"};

/* gfx9 has no tba/tma: ttmp0..ttmp15 are codes 108..123. */
enum { GFX9_TTMP0 = 108 };

static void put_sreg(amdgpu_out *o, unsigned code, unsigned w, bool gfx9)
{
    if (code <= AMDGPU_SRC_SGPR_MAX) {
        put_range(o, "s", code, w);
    } else if (gfx9 && code >= GFX9_TTMP0 && code < AMDGPU_SRC_M0) {
        put_range(o, "ttmp", code - GFX9_TTMP0, w);
    } else if (code < AMDGPU_SRC_TTMP0) {
        unsigned i = code - AMDGPU_SRC_FLAT_SCR_LO;
        if (w >= 2 && i % 2 == 0) amdgpu_put(o, "%s", special_pair[i / 2]);
        else amdgpu_put(o, "%s", special_lo[i]);
    } else if (code < AMDGPU_SRC_M0) {
        put_range(o, "ttmp", code - AMDGPU_SRC_TTMP0, w);
    } else if (code == AMDGPU_SRC_M0) {
        amdgpu_put(o, "m0");
    } else if (code == 125) {
        amdgpu_put(o, "null");
    } else if (code == AMDGPU_SRC_EXEC_LO) {
        amdgpu_put(o, w >= 2 ? "exec" : "exec_lo");
    } else if (code == AMDGPU_SRC_EXEC_HI) {
        amdgpu_put(o, "exec_hi");
    } else {
        amdgpu_put(o, "/*invalid sgpr %u*/", code);
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

static void put_imm16(amdgpu_out *o, uint32_t v, bool fp)
{
    int16_t s = (int16_t)(uint16_t)v;
    if (s >= -16 && s <= 64) {
        amdgpu_put(o, "%d", s);
        return;
    }
    if (fp) {
        for (int i = 0; i < 8; i++)
            if ((uint16_t)v == f16_pat[i]) {
                amdgpu_put(o, "%s", float_names[i]);
                return;
            }
        if ((uint16_t)v == 0x3118) {
            amdgpu_put(o, "0.15915494");
            return;
        }
    }
    amdgpu_put(o, "0x%x", (unsigned)(uint16_t)v);
}

static void put_imm32(amdgpu_out *o, uint32_t v)
{
    int32_t s = (int32_t)v;
    if (s >= -16 && s <= 64) {
        amdgpu_put(o, "%d", (int)s);
        return;
    }
    if (v == 0) { amdgpu_put(o, "0.0"); return; }
    for (int i = 0; i < 8; i++)
        if (v == f32_pat[i]) {
            amdgpu_put(o, "%s", float_names[i]);
            return;
        }
    if (v == 0x3e22f983) amdgpu_put(o, "0.15915494");
    else amdgpu_put(o, "0x%x", (unsigned)v);
}

static void put_imm64(amdgpu_out *o, uint64_t v)
{
    int64_t s = (int64_t)v;
    if (s >= -16 && s <= 64) {
        amdgpu_put(o, "%lld", (long long)s);
        return;
    }
    for (int i = 0; i < 8; i++)
        if (v == f64_pat[i]) {
            amdgpu_put(o, "%s", float_names[i]);
            return;
        }
    if (v == 0x3fc45f306dc9c882ull) amdgpu_put(o, "0.15915494309189532");
    else amdgpu_put(o, "0x%llx", (unsigned long long)v);
}

static unsigned type_bits(unsigned t)
{
    switch (t) {
    case AMDGPU_T_B16: case AMDGPU_T_F16: return 16;
    case AMDGPU_T_B64: case AMDGPU_T_F64: return 64;
    default: return 32;
    }
}

static void put_const(amdgpu_out *o, const amdgpu_inst *in, unsigned code, unsigned type)
{
    unsigned bits = type_bits(type);
    if (code == AMDGPU_SRC_LITERAL) {
        if (bits == 16) put_imm16(o, in->literal, type == AMDGPU_T_F16);
        else if (bits == 64) put_imm64(o, in->literal);
        else put_imm32(o, in->literal);
        return;
    }
    if (code >= AMDGPU_SRC_INT0 && code <= 208) {
        int v = code <= 192 ? (int)code - 128 : 192 - (int)code;
        amdgpu_put(o, "%d", v);
        return;
    }
    unsigned i = code - AMDGPU_SRC_FLT_HALF; /* 0..7 named, 8 = 1/(2*pi) */
    if (bits == 16) put_imm16(o, i < 8 ? f16_pat[i] : 0x3118, type == AMDGPU_T_F16);
    else if (bits == 64) put_imm64(o, i < 8 ? f64_pat[i] : 0x3fc45f306dc9c882ull);
    else put_imm32(o, i < 8 ? f32_pat[i] : 0x3e22f983);
}

static bool is_const(unsigned code)
{
    return (code >= AMDGPU_SRC_INT0 && code <= 208) ||
           (code >= AMDGPU_SRC_FLT_HALF && code <= AMDGPU_SRC_INV2PI) || code == AMDGPU_SRC_LITERAL;
}

/* Codes 235..239: llvm-15 names them for gfx8 too (they are gfx9 registers). */
static const char *const aperture_names[] = {"src_shared_base", "src_shared_limit",
                                             "src_private_base", "src_private_limit",
                                             "src_pops_exiting_wave_id"};

void amdgpu_put_opnd(amdgpu_out *o, const amdgpu_inst *in, amdgpu_opnd op, unsigned type)
{
    unsigned c = op.code;
    if (amdgpu_opnd_is_agpr(c)) put_range(o, "a", c - AMDGPU_SRC_AGPR0, op.width);
    else if (c >= AMDGPU_SRC_VGPR0 && c != AMDGPU_OPND_NONE) put_range(o, "v", c - AMDGPU_SRC_VGPR0, op.width);
    else if (c < AMDGPU_SRC_INT0) put_sreg(o, c, op.width, in->isa == AMDGPU_ISA_GFX940);
    else if (is_const(c)) put_const(o, in, c, type);
    else if (c >= 235 && c <= 239) amdgpu_put(o, "%s", aperture_names[c - 235]);
    else if (c == AMDGPU_SRC_VCCZ) amdgpu_put(o, "src_vccz");
    else if (c == AMDGPU_SRC_EXECZ) amdgpu_put(o, "src_execz");
    else if (c == AMDGPU_SRC_SCC) amdgpu_put(o, "src_scc");
    else if (c == AMDGPU_SRC_LDS_DIRECT) amdgpu_put(o, "src_lds_direct");
    else amdgpu_put(o, "/*invalid operand %u*/", c);
}

void amdgpu_put_src_mods(amdgpu_out *o, const amdgpu_inst *in, amdgpu_opnd op, unsigned type)
{
    if (!amdgpu_type_is_float(type)) {
        bool sext = op.mods & AMDGPU_MOD_SEXT;
        if (sext) amdgpu_put(o, "sext(");
        amdgpu_put_opnd(o, in, op, type);
        if (sext) amdgpu_put(o, ")");
        return;
    }
    bool neg = op.mods & AMDGPU_MOD_NEG, abs = op.mods & AMDGPU_MOD_ABS;
    bool negfn = neg && !abs && is_const(op.code); /* -1 would read as a value */
    if (negfn) amdgpu_put(o, "neg(");
    else if (neg) amdgpu_put(o, "-");
    if (abs) amdgpu_put(o, "|");
    amdgpu_put_opnd(o, in, op, type);
    if (abs) amdgpu_put(o, "|");
    if (negfn) amdgpu_put(o, ")");
}

/* ---- scalar formats ---------------------------------------------------- */

static void put_branch(amdgpu_out *o, const amdgpu_inst *in, uint64_t pc, amdgpu_sym_fn sym, void *ctx)
{
    uint64_t target = pc + 4 + (uint64_t)((int64_t)in->simm16 * 4);
    const char *name = sym ? sym(ctx, target) : NULL;
    if (name) amdgpu_put(o, "%s", name);
    else amdgpu_put(o, "%u", (unsigned)(uint16_t)in->simm16);
}

static void put_hwreg(amdgpu_out *o, uint32_t imm, bool gfx9)
{
    static const char *const names[] = {
        NULL, "HW_REG_MODE", "HW_REG_STATUS", "HW_REG_TRAPSTS", "HW_REG_HW_ID",
        "HW_REG_GPR_ALLOC", "HW_REG_LDS_ALLOC", "HW_REG_IB_STS", NULL, NULL, NULL, NULL, NULL,
        NULL, NULL, "HW_REG_SH_MEM_BASES", "HW_REG_TBA_LO", "HW_REG_TBA_HI", "HW_REG_TMA_LO",
        "HW_REG_TMA_HI", "HW_REG_XCC_ID", "HW_REG_SQ_PERF_SNAPSHOT_DATA",
        "HW_REG_SQ_PERF_SNAPSHOT_DATA1", "HW_REG_SQ_PERF_SNAPSHOT_PC_LO",
        "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"};
    unsigned id = imm & 0x3f, off = (imm >> 6) & 0x1f, size = ((imm >> 11) & 0x1f) + 1;
    unsigned known = gfx9 ? sizeof names / sizeof *names : 8; /* gfx940 names ids 15..24 too */
    amdgpu_put(o, "hwreg(");
    if (id < known && names[id]) amdgpu_put(o, "%s", names[id]);
    else amdgpu_put(o, "%u", id);
    if (off != 0 || size != 32) amdgpu_put(o, ", %u, %u", off, size);
    amdgpu_put(o, ")");
}

/* gfx9's vmcnt has two more bits, 15:14. */
static void put_waitcnt(amdgpu_out *o, uint32_t imm, bool gfx9)
{
    unsigned vm = imm & 0xf, exp = (imm >> 4) & 7, lgkm = (imm >> 8) & 0xf;
    unsigned vmax = gfx9 ? 63 : 15;
    if (gfx9) vm |= ((imm >> 14) & 3) << 4;
    bool all = vm == vmax && exp == 7 && lgkm == 15;
    const char *sep = "";
    if (vm != vmax || all) { amdgpu_put(o, "vmcnt(%u)", vm); sep = " "; }
    if (exp != 7 || all) { amdgpu_put(o, "%sexpcnt(%u)", sep, exp); sep = " "; }
    if (lgkm != 15 || all) amdgpu_put(o, "%slgkmcnt(%u)", sep, lgkm);
}

static void put_sendmsg(amdgpu_out *o, uint32_t imm, bool gfx9)
{
    static const char *const gfx9_msgs[] = {"MSG_STALL_WAVE_GEN", "MSG_HALT_WAVES",
                                            "MSG_ORDERED_PS_DONE", "MSG_EARLY_PRIM_DEALLOC",
                                            "MSG_GS_ALLOC_REQ", "MSG_GET_DOORBELL"};
    static const char *const gs_ops[] = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
    static const char *const sys_ops[] = {NULL, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                          "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
    unsigned id = imm & 0xf, op = (imm >> 4) & 7, stream = (imm >> 8) & 3;
    bool rest0 = (imm & ~0x37fu) == 0;
    if (rest0 && (id == 1 || id == 4) && op == 0 && stream == 0) {
        amdgpu_put(o, "sendmsg(%s)", id == 1 ? "MSG_INTERRUPT" : "MSG_SAVEWAVE");
    } else if (gfx9 && rest0 && id >= 5 && id <= 10 && op == 0 && stream == 0) {
        amdgpu_put(o, "sendmsg(%s)", gfx9_msgs[id - 5]);
    } else if (rest0 && id == 2 && op >= 1 && op <= 3) {
        amdgpu_put(o, "sendmsg(MSG_GS, %s, %u)", gs_ops[op], stream);
    } else if (rest0 && id == 3 && op <= 3 && (op != 0 || stream == 0)) {
        if (op == 0) amdgpu_put(o, "sendmsg(MSG_GS_DONE, GS_OP_NOP)");
        else amdgpu_put(o, "sendmsg(MSG_GS_DONE, %s, %u)", gs_ops[op], stream);
    } else if (rest0 && id == 15 && op >= 1 && op <= 4 && stream == 0) {
        amdgpu_put(o, "sendmsg(MSG_SYSMSG, %s)", sys_ops[op]);
    } else if (rest0) {
        amdgpu_put(o, "sendmsg(%u, %u, %u)", id, op, stream);
    } else {
        amdgpu_put(o, "%u", imm & 0xffff);
    }
}

static void put_gpridx(amdgpu_out *o, unsigned mode)
{
    static const char *const names[] = {"SRC0", "SRC1", "SRC2", "DST"};
    const char *sep = "";
    amdgpu_put(o, "gpr_idx(");
    for (int i = 0; i < 4; i++)
        if (mode & (1u << i)) {
            amdgpu_put(o, "%s%s", sep, names[i]);
            sep = ",";
        }
    amdgpu_put(o, ")");
}

static void disasm_scalar(amdgpu_out *o, const amdgpu_inst *in, uint64_t pc, amdgpu_sym_fn sym, void *ctx)
{
    const amdgpu_opinfo *r = in->info;
    unsigned f = r->flags;
    uint32_t imm = (uint16_t)in->simm16;
    bool gfx9 = in->isa == AMDGPU_ISA_GFX940;
    const char *sep = " ";
    amdgpu_put(o, "%s", r->name);
    if (in->enc == AMDGPU_FMT_SOPP) {
        if (f & AMDGPU_F_NOIMM) {
            if (in->op == AMDGPU_OP_s_endpgm && imm) amdgpu_put(o, " %u", (unsigned)imm);
            return;
        }
        amdgpu_put(o, " ");
        if (f & AMDGPU_F_BRANCH) put_branch(o, in, pc, sym, ctx);
        else if (f & AMDGPU_F_WAITCNT) put_waitcnt(o, imm, gfx9);
        else if (f & AMDGPU_F_SENDMSG) put_sendmsg(o, imm, gfx9);
        else if ((f & AMDGPU_F_GPRIDX) && imm <= 15) put_gpridx(o, imm);
        else if (f & AMDGPU_F_GPRIDX) amdgpu_put(o, "0x%x", (unsigned)imm);
        else put_imm32(o, imm);
        return;
    }
    if (in->enc == AMDGPU_FMT_SOPK) {
        if (f & AMDGPU_F_HWREG) {
            amdgpu_put(o, " ");
            if (in->dst[0].code != AMDGPU_OPND_NONE) {
                amdgpu_put_opnd(o, in, in->dst[0], r->dst);
                amdgpu_put(o, ", ");
                put_hwreg(o, imm, gfx9);
            } else {
                put_hwreg(o, imm, gfx9);
                amdgpu_put(o, ", ");
                if (f & AMDGPU_F_LIT) put_imm32(o, in->literal);
                else amdgpu_put_opnd(o, in, in->src[0], r->src[0]);
            }
            return;
        }
        amdgpu_opnd reg = in->dst[0].code != AMDGPU_OPND_NONE ? in->dst[0] : in->src[0];
        amdgpu_put(o, " ");
        amdgpu_put_opnd(o, in, reg, AMDGPU_T_B32);
        amdgpu_put(o, ", ");
        if (f & AMDGPU_F_BRANCH) put_branch(o, in, pc, sym, ctx);
        else amdgpu_put(o, "0x%x", (unsigned)imm);
        return;
    }
    if (in->dst[0].code != AMDGPU_OPND_NONE) {
        amdgpu_put(o, " ");
        amdgpu_put_opnd(o, in, in->dst[0], r->dst);
        sep = ", ";
    }
    for (int i = 0; i < 2; i++) {
        if (in->src[i].code == AMDGPU_OPND_NONE) continue;
        amdgpu_put(o, "%s", sep);
        amdgpu_put_opnd(o, in, in->src[i], r->src[i]);
        sep = ", ";
    }
    if (f & AMDGPU_F_GPRIDX) {
        amdgpu_put(o, ", ");
        if (imm > 15) amdgpu_put(o, "0x%x", (unsigned)imm);
        else put_gpridx(o, imm);
    }
}

int amdgpu_disasm(const amdgpu_inst *in, uint64_t pc, amdgpu_sym_fn sym, void *sym_ctx, char *buf,
                size_t len)
{
    amdgpu_out o = {buf, len, 0};
    if (len) buf[0] = '\0';
    if (!in->info) {
        amdgpu_put(&o, "/* invalid instruction 0x%08x */", (unsigned)in->word[0]);
        return (int)o.pos;
    }
    switch (in->enc) {
    case AMDGPU_FMT_SOP2: case AMDGPU_FMT_SOPK: case AMDGPU_FMT_SOP1:
    case AMDGPU_FMT_SOPC: case AMDGPU_FMT_SOPP:
        disasm_scalar(&o, in, pc, sym, sym_ctx);
        break;
    case AMDGPU_FMT_VOP2: case AMDGPU_FMT_VOP1: case AMDGPU_FMT_VOPC:
    case AMDGPU_FMT_VOP3: case AMDGPU_FMT_VINTRP:
        amdgpu_disasm_vop(&o, in);
        break;
    case AMDGPU_FMT_VOP3P:
        amdgpu_disasm_vop3p(&o, in);
        break;
    default:
        amdgpu_disasm_mem(&o, in);
        break;
    }
    return (int)o.pos;
}
