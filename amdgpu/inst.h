/* amdgpu/inst.h - the decoded instruction (gfx803 and gfx940): the interface
 * that the decoder fills in and the disassembler, the semantics and the
 * timing model read.
 *
 * Contract
 * - Operations and encodings are separate tables. The operation list is
 *   amdgpu/isa_table.h (the GCN3 operations; each row is also gfx803's
 *   encoding of it) followed by amdgpu/isa_ops_gfx9.h (operations GFX9 and
 *   CDNA added). Every operation has an id, enum amdgpu_op
 *   (AMDGPU_OP_<gfx803 mnemonic>, or <llvm's gfx940 mnemonic> for a new
 *   one), a unit, operand types and flags. An ISA is an encoding table that
 *   maps (format, opcode) to (operation, the ISA's mnemonic): gfx803's is
 *   amdgpu/isa_table.h itself, gfx940's amdgpu/isa_gfx940.h. An operation
 *   with the same meaning in two ISAs has one id even when the mnemonic
 *   differs (gfx940 v_add_co_u32 is AMDGPU_OP_v_add_u32); different
 *   meanings have different ids (gfx940's carry-less v_add_u32 is
 *   AMDGPU_OP_v_add_nc_u32).
 * - inst->info is the ISA's row: struct amdgpu_opinfo with the ISA's
 *   mnemonic, format and opcode and the operation's id, unit, types and
 *   flags. amdgpu_opinfo_get(id) gives the operation's canonical row (its
 *   gfx803 row; for a gfx9-only operation, the name, home format and
 *   fields of isa_ops_gfx9.h, opcode 0).
 *   Semantics are attached by id (an array indexed by enum amdgpu_op, or an
 *   X-macro over the same table), never by a switch on encoding numbers.
 * - The e32 and e64 (VOP3) forms of a VOP1/VOP2/VOPC/VINTRP instruction
 *   share one row and one id: the hardware maps VOP3 opcode ranges onto
 *   those formats (VOPC 0x000-0x0ff, VOP2 0x100-0x13f, VOP1 0x140-0x1bf,
 *   VINTRP 0x270-0x273). inst->enc says which encoding was used, inst->ext
 *   whether an SDWA or DPP word followed.
 * - Operands are uniform: every register or constant an instruction reads
 *   or writes is a amdgpu_opnd holding the hardware's 9-bit operand code (see
 *   AMDGPU_SRC_* below; VGPRs are 256 + n) and a width in dwords. Memory
 *   formats put their registers in the same arrays (see "operand slots").
 *   An absent operand has code AMDGPU_OPND_NONE.
 * - Plain data: no pointers except info (static const storage), so a
 *   decoded instruction can be copied, cached and compared freely.
 */
#ifndef MGSIM_AMDGPU_INST_H
#define MGSIM_AMDGPU_INST_H

#include <stdbool.h>
#include <stdint.h>

/* Encoding formats (the row's home format; inst->enc is the one used). */
enum amdgpu_fmt {
    AMDGPU_FMT_SOP2, AMDGPU_FMT_SOPK, AMDGPU_FMT_SOP1, AMDGPU_FMT_SOPC,
    AMDGPU_FMT_SOPP, AMDGPU_FMT_SMEM, AMDGPU_FMT_VOP2, AMDGPU_FMT_VOP1,
    AMDGPU_FMT_VOPC, AMDGPU_FMT_VOP3, AMDGPU_FMT_VINTRP, AMDGPU_FMT_DS,
    AMDGPU_FMT_MUBUF, AMDGPU_FMT_MTBUF, AMDGPU_FMT_MIMG, AMDGPU_FMT_FLAT,
    AMDGPU_FMT_EXP,
    AMDGPU_FMT_VOP3P,   /* gfx9+: packed math, dot, MFMA (VOP3 ops 0x380-0x3ff) */
    AMDGPU_FMT_GLOBAL,  /* gfx9+: FLAT with seg = 2 */
    AMDGPU_FMT_SCRATCH, /* gfx9+: FLAT with seg = 1 */
    AMDGPU_FMT_COUNT
};

/* Execution unit that issues the instruction (the timing model's view). */
enum amdgpu_unit {
    AMDGPU_UNIT_SALU,    /* scalar ALU */
    AMDGPU_UNIT_SMEM,    /* scalar memory (constant cache) */
    AMDGPU_UNIT_BRANCH,  /* PC-changing scalar instructions */
    AMDGPU_UNIT_SPECIAL, /* s_waitcnt, s_barrier, s_endpgm, s_nop, ... */
    AMDGPU_UNIT_VALU,    /* vector ALU, including interpolation */
    AMDGPU_UNIT_VMEM,    /* MUBUF, MTBUF, MIMG, FLAT */
    AMDGPU_UNIT_LDS,     /* DS (LDS and GDS) */
    AMDGPU_UNIT_EXPORT,  /* EXP */
    AMDGPU_UNIT_COUNT
};

/* Operand value types of a row: integer/bit ("B") or float ("F") and the
 * width. 16-bit values still occupy one dword register. NA = no operand. */
enum amdgpu_type {
    AMDGPU_T_NA, AMDGPU_T_B16, AMDGPU_T_F16, AMDGPU_T_B32, AMDGPU_T_F32,
    AMDGPU_T_B64, AMDGPU_T_F64, AMDGPU_T_B96, AMDGPU_T_B128, AMDGPU_T_B256,
    AMDGPU_T_B512, AMDGPU_T_B1024 /* 32 dwords: the largest MFMA accumulators */
};

/* Row flags: operand shapes and behaviour the generic fields don't say. */
#define AMDGPU_F_E64      (1u <<  0) /* VOP1/2/C/VINTRP row also has a VOP3 form */
#define AMDGPU_F_NOE64    (1u <<  1) /* ... and this one has none */
#define AMDGPU_F_NODST    (1u <<  2) /* scalar op without destination */
#define AMDGPU_F_NOSRC    (1u <<  3) /* no source operand */
#define AMDGPU_F_SDST     (1u <<  4) /* VALU op writing an SGPR (readlane, VOP3b) */
#define AMDGPU_F_COUT     (1u <<  5) /* VOP2 carry-out: vcc (e32) / sdst (e64) */
#define AMDGPU_F_CIN      (1u <<  6) /* VOP2 carry-in: vcc (e32) / src2 (e64) */
#define AMDGPU_F_CNDMASK  (1u <<  7) /* mask operand vcc (e32) / src2 (e64) */
#define AMDGPU_F_MADMK    (1u <<  8) /* VOP2 with literal as src1 */
#define AMDGPU_F_MADAK    (1u <<  9) /* VOP2 with literal as src2 */
#define AMDGPU_F_MAC      (1u << 10) /* dst is also the addend */
#define AMDGPU_F_WEXEC    (1u << 11) /* writes EXEC (v_cmpx, s_*_saveexec) */
#define AMDGPU_F_BRANCH   (1u << 12) /* simm16 is a PC-relative dword offset */
#define AMDGPU_F_NOIMM    (1u << 13) /* SOPP without operand */
#define AMDGPU_F_WAITCNT  (1u << 14) /* simm16 is a waitcnt mask */
#define AMDGPU_F_SENDMSG  (1u << 15) /* simm16 is a message */
#define AMDGPU_F_HWREG    (1u << 16) /* simm16 names a hardware register field */
#define AMDGPU_F_GPRIDX   (1u << 17) /* immediate is a gpr_idx mode mask */
#define AMDGPU_F_LIT      (1u << 18) /* always followed by a 32-bit literal */
#define AMDGPU_F_LOAD     (1u << 19) /* memory read */
#define AMDGPU_F_STORE    (1u << 20) /* memory write */
#define AMDGPU_F_ATOMIC   (1u << 21) /* read-modify-write; returns data iff glc (MUBUF/FLAT/MIMG) or _rtn_ (DS) */
#define AMDGPU_F_OFF2     (1u << 22) /* DS with offset0/offset1 (read2/write2) */
#define AMDGPU_F_GDS      (1u << 23) /* DS op that always uses GDS */
#define AMDGPU_F_SWIZZLE  (1u << 24) /* DS offset is a swizzle pattern */
#define AMDGPU_F_LDS      (1u << 25) /* MUBUF op that moves data to LDS */
#define AMDGPU_F_LDSOK    (1u << 26) /* MUBUF load that may set the lds bit */
#define AMDGPU_F_D16      (1u << 27) /* 16-bit packed data format */
#define AMDGPU_F_SAMPLER  (1u << 28) /* MIMG op with an ssamp operand */
#define AMDGPU_F_GATHER   (1u << 29) /* MIMG gather4: always 4 dwords back */
#define AMDGPU_F_INTERP   (1u << 30) /* VOP3-only interpolation (attr operand) */
#define AMDGPU_F_PROBE    (1u << 31) /* s_atc_probe*: sdata field is an immediate */

/* Extra row flags of GFX9/CDNA operations (amdgpu_opinfo.xflags). */
#define AMDGPU_X_OPSEL    (1u << 0) /* VOP3 16-bit op with op_sel (gfx9) */
#define AMDGPU_X_PK       (1u << 1) /* VOP3P packed 16-bit: op_sel_hi, neg_lo/hi */
#define AMDGPU_X_PK32     (1u << 2) /* VOP3P packed f32: 64-bit operand pairs */
#define AMDGPU_X_MIX      (1u << 3) /* v_fma_mix*: op_sel_hi picks f16 sources */
#define AMDGPU_X_DOT      (1u << 4) /* VOP3P dot products */
#define AMDGPU_X_MAI      (1u << 5) /* VOP3P-MAI (MFMA/SMFMAC): cbsz, abid, blgp, acc_cd */
#define AMDGPU_X_ACCSRC   (1u << 6) /* src0 is an AGPR (v_accvgpr_read/mov) */
#define AMDGPU_X_ACCDST   (1u << 7) /* dst is an AGPR (v_accvgpr_write/mov) */

/* The ids: AMDGPU_OP_<name>, the GCN3 operations in table order, then the
 * GFX9/CDNA ones, plus AMDGPU_OP_COUNT. AMDGPU_OP_GFX803_COUNT is the
 * number of GCN3 operations (ids below it are gfx803's rows). */
enum amdgpu_op {
#define AMDGPU_INST(fmt, op, name, unit, d, s0, s1, s2, flags) AMDGPU_OP_##name,
#include "amdgpu/isa_table.h"
#undef AMDGPU_INST
    AMDGPU_OP_GFX803_COUNT,
    AMDGPU_OP_GFX9_FIRST_ = AMDGPU_OP_GFX803_COUNT - 1,
#define AMDGPU_OPER(name, fmt, unit, d, s0, s1, s2, flags, xflags) AMDGPU_OP_##name,
#include "amdgpu/isa_ops_gfx9.h"
#undef AMDGPU_OPER
    AMDGPU_OP_COUNT
};

/* One table row, as a C value. */
typedef struct amdgpu_opinfo {
    const char *name;   /* mnemonic without _e32/_e64/_sdwa/_dpp */
    uint16_t id;        /* enum amdgpu_op */
    uint16_t opcode;    /* opcode number in the home format */
    uint8_t fmt;        /* enum amdgpu_fmt (home format) */
    uint8_t unit;       /* enum amdgpu_unit */
    uint8_t dst;        /* enum amdgpu_type of the destination / returned data */
    uint8_t src[3];     /* enum amdgpu_type of src0..src2 (memory: see below) */
    uint32_t flags;     /* AMDGPU_F_* bits */
    uint32_t xflags;    /* AMDGPU_X_* bits (0 for every gfx803 row) */
} amdgpu_opinfo;

/* 9-bit scalar/vector operand codes (SSRC/SRC fields, GCN3 ISA 3.3). */
enum {
    AMDGPU_SRC_SGPR_MAX = 101,   /* s0..s101 */
    AMDGPU_SRC_FLAT_SCR_LO = 102, AMDGPU_SRC_FLAT_SCR_HI = 103,
    AMDGPU_SRC_XNACK_LO = 104, AMDGPU_SRC_XNACK_HI = 105,
    AMDGPU_SRC_VCC_LO = 106, AMDGPU_SRC_VCC_HI = 107,
    AMDGPU_SRC_TBA_LO = 108, AMDGPU_SRC_TBA_HI = 109,
    AMDGPU_SRC_TMA_LO = 110, AMDGPU_SRC_TMA_HI = 111,
    AMDGPU_SRC_TTMP0 = 112,      /* ttmp0..ttmp11 = 112..123 */
    AMDGPU_SRC_M0 = 124,
    AMDGPU_SRC_EXEC_LO = 126, AMDGPU_SRC_EXEC_HI = 127,
    AMDGPU_SRC_INT0 = 128,       /* 128..192 = 0..64; 193..208 = -1..-16 */
    AMDGPU_SRC_FLT_HALF = 240,   /* 0.5, -0.5, 1, -1, 2, -2, 4, -4: 240..247 */
    AMDGPU_SRC_INV2PI = 248,     /* 1/(2*pi) */
    AMDGPU_SRC_SDWA = 249, AMDGPU_SRC_DPP = 250,
    AMDGPU_SRC_VCCZ = 251, AMDGPU_SRC_EXECZ = 252, AMDGPU_SRC_SCC = 253,
    AMDGPU_SRC_LDS_DIRECT = 254,
    AMDGPU_SRC_LITERAL = 255,
    AMDGPU_SRC_VGPR0 = 256,      /* v0..v255 = 256..511 */
    AMDGPU_SRC_AGPR0 = 512,      /* gfx940: a0..a255 = 512..767 (decoded, not an encoding) */
    AMDGPU_OPND_NONE = 0xffff
};

/* Registers on gfx940: a lane has 512 registers, VGPRs and AGPRs
 * (accumulation registers) unified, split by the kernel's accum_offset.
 * The decoder keeps the architectural names apart: v<n> is code 256 + n,
 * a<n> is code 512 + n (n < 256 each), whatever encoding said so (the acc
 * bit of DS/MUBUF/FLAT data, VOP3P-MAI's acc_cd and acc bits, the AGPR
 * operands of v_accvgpr_*). Mapping a<n> onto the unified file (a<n> is
 * register accum_offset + n) is the executor's job. */
static inline bool amdgpu_opnd_is_agpr(unsigned code)
{
    return code >= AMDGPU_SRC_AGPR0 && code < AMDGPU_SRC_AGPR0 + 256;
}

/* Source modifiers (amdgpu_opnd.mods). */
enum { AMDGPU_MOD_NEG = 1, AMDGPU_MOD_ABS = 2, AMDGPU_MOD_SEXT = 4 };

typedef struct amdgpu_opnd {
    uint16_t code;  /* AMDGPU_SRC_* / VGPR 256+n / AMDGPU_OPND_NONE */
    uint8_t width;  /* register count in dwords (1, 2, 3, 4, 8, 16) */
    uint8_t mods;   /* AMDGPU_MOD_* (VOP3, SDWA, DPP sources) */
} amdgpu_opnd;

/* Extension word that follows a VOP1/VOP2/VOPC word. */
enum amdgpu_ext { AMDGPU_EXT_NONE, AMDGPU_EXT_SDWA, AMDGPU_EXT_DPP };

/* SDWA selects (src*_sel, dst_sel) and dst_unused. */
enum { AMDGPU_SEL_BYTE0, AMDGPU_SEL_BYTE1, AMDGPU_SEL_BYTE2, AMDGPU_SEL_BYTE3,
       AMDGPU_SEL_WORD0, AMDGPU_SEL_WORD1, AMDGPU_SEL_DWORD };
enum { AMDGPU_UNUSED_PAD, AMDGPU_UNUSED_SEXT, AMDGPU_UNUSED_PRESERVE };

/*
 * Operand slots per home format (dst[0], dst[1]; src[0..3]):
 *   SOP*:   dst[0] sdst; src[0] ssrc0, src[1] ssrc1 (SOPK: src[0] = sdst
 *           when the instruction reads it, e.g. s_cmpk/s_addk)
 *   SMEM:   dst[0] sdata (loads; atomics when glc); src[0] sbase;
 *           src[1] sdata (stores, atomics); src[2] soffset SGPR when
 *           !mem.imm (gfx9: or when mem.soe, with the immediate offset too)
 *   VOP*:   dst[0] vdst (or SGPR pair for VOPC/readlane);
 *           dst[1] carry-out / VOP3b sdst (vcc for e32);
 *           src[0..2] as the ISA numbers them (vcc for e32 carry-in and
 *           cndmask is src[2])
 *   VINTRP: dst[0] vdst; src[0] vsrc (p1/p2); interp.attr/chan/param
 *   DS:     dst[0] vdst; src[0] addr; src[1] data0; src[2] data1
 *   MUBUF/MTBUF: dst[0] vdata when data comes back; src[0] vaddr (when
 *           offen/idxen); src[1] vdata when written; src[2] srsrc (4);
 *           src[3] soffset
 *   MIMG:   dst[0] vdata back; src[0] vaddr; src[1] vdata written;
 *           src[2] srsrc; src[3] ssamp
 *   FLAT:   dst[0] vdst; src[0] vaddr (2); src[1] vdata
 *   GLOBAL: as FLAT, and src[2] saddr (SGPR pair) when given, then vaddr
 *           is a 32-bit offset (1 VGPR)
 *   SCRATCH: dst[0] vdst; src[0] vaddr (1, when mem.sve); src[1] vdata;
 *           src[2] saddr (1 SGPR) when given
 *   VOP3P:  as VOP3 (dst[0], src[0..2]); packed operands are one dword
 *           (16-bit pairs) or a pair (f32 pairs, AMDGPU_X_PK32)
 *   MAI:    dst[0] the accumulator D; src[0] A; src[1] B; src[2] C (SMFMAC:
 *           src[2] is the index VGPR, C is D itself); AGPR codes when
 *           mai.acc_cd (D, C) / the ACC bits (A, B) say so
 *   EXP:    src[0..3] vsrc0..3 (all four, see exp.en)
 */
typedef struct amdgpu_inst {
    const amdgpu_opinfo *info; /* the table row; never NULL after decode */
    uint16_t op;             /* enum amdgpu_op, == info->id */
    uint8_t enc;             /* enum amdgpu_fmt of the encoding used */
    uint8_t ext;             /* enum amdgpu_ext */
    uint8_t isa;             /* enum amdgpu_isa whose encoding this was */
    uint8_t size;            /* bytes: 4, 8 (incl. literal / ext word) */
    bool has_literal;
    uint32_t literal;        /* 32-bit literal constant (src code 255) */
    uint32_t word[2];        /* raw encoding words (word[1]: 2nd dword) */
    int32_t simm16;          /* SOPK/SOPP immediate, sign-extended */
    amdgpu_opnd dst[2];
    amdgpu_opnd src[4];

    struct {                 /* VOP3 / SDWA / DPP modifiers */
        uint8_t clamp;       /* 0/1 */
        uint8_t omod;        /* 0 none, 1 *2, 2 *4, 3 /2 */
        uint8_t dst_sel, dst_unused, src0_sel, src1_sel; /* SDWA */
        uint16_t dpp_ctrl;   /* DPP */
        uint8_t row_mask, bank_mask, bound_ctrl;
        uint8_t op_sel;      /* gfx9 VOP3/VOP3P: bits 0..3 = src0..2, dst */
        uint8_t op_sel_hi;   /* VOP3P: bits 0..2 */
        uint8_t neg_lo, neg_hi; /* VOP3P: bits 0..2 (neg_lo is the VOP3 neg field) */
        uint8_t sdwa_sd;     /* gfx9 SDWA VOPC: sdst given (dst[0]) rather than vcc */
    } vop;
    struct {                 /* VOP3P-MAI (gfx940) */
        uint8_t cbsz, abid, blgp;
        uint8_t acc_cd;      /* dst and src2 are AGPRs */
    } mai;
    struct {                 /* SMEM / DS / MUBUF / MTBUF / MIMG / FLAT */
        uint32_t offset;     /* SMEM 20-bit (gfx9: 21-bit signed, sign-
                                extended), DS offset0|offset1<<8 (16),
                                MUBUF/MTBUF 12-bit, gfx9 FLAT 12-bit and
                                GLOBAL/SCRATCH 13-bit signed (sign-extended) */
        uint8_t offset0, offset1; /* DS */
        uint8_t imm;         /* SMEM: offset is immediate */
        uint8_t glc, slc, tfe, lds, gds, offen, idxen, addr64;
        uint8_t dfmt, nfmt;  /* MTBUF */
        uint8_t dmask, unorm, da, r128, lwe, d16; /* MIMG */
        /* gfx940 cache policy (MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH): sc0
         * is glc's bit 16 and nt slc's bit 17, so glc == sc0 and slc == nt
         * (an atomic returns data iff glc/sc0, as on gfx803); sc1 is bit 25.
         * SMEM's glc bit is its only cache bit. */
        uint8_t sc0, sc1, nt;
        uint8_t acc;         /* gfx940: data / vdst are AGPRs (DS, MUBUF, MTBUF, FLAT) */
        uint8_t sve;         /* gfx940 SCRATCH: a vaddr is given */
        uint8_t soe;         /* gfx9 SMEM: an soffset SGPR is given as well as imm */
    } mem;
    struct { uint8_t tgt, en, done, compr, vm; } exp;
    struct {                 /* VINTRP and VOP3 interpolation */
        uint8_t attr, chan;  /* attrN.{x,y,z,w} */
        uint8_t param;       /* v_interp_mov: 0 p10, 1 p20, 2 p0 */
        uint8_t high;        /* f16 forms: use the high half */
    } interp;
} amdgpu_inst;

/* The row for an id; NULL if id >= AMDGPU_OP_COUNT. */
const amdgpu_opinfo *amdgpu_opinfo_get(unsigned id);

/* Names for reports and tests. */
const char *amdgpu_fmt_name(unsigned fmt);
const char *amdgpu_unit_name(unsigned unit);

#endif
