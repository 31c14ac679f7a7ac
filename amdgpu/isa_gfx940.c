/* amdgpu/isa_gfx940.c - the gfx940 encoding table as constant data, and the
 * canonical rows of the operations GFX9/CDNA added (see amdgpu/inst.h).
 *
 * A gfx940 row takes its mnemonic, format and opcode from its line in
 * amdgpu/isa_gfx940.h and everything else from its operation's line in
 * amdgpu/isa_table.h or amdgpu/isa_ops_gfx9.h. C cannot read another
 * array's fields in a constant initializer, so each operation's fields
 * are first made enum constants (AMDGPU_J*_<name>), which a row then names.
 * Flags have bit 31 in use, so they travel as two 16-bit halves.
 *
 * Each row also gets an enum constant R940_<fmt>_<opcode>: two rows with
 * one encoding are a duplicate enumerator (a build error), and the dense
 * (format, opcode) index below is built from those constants with
 * designated initializers, so it is constant data too. */
#include "amdgpu/decode_int.h"

enum {
#define AMDGPU_JOIN_(name, unit, d, s0, s1, s2, flags, xflags)                                     \
    AMDGPU_JU_##name = AMDGPU_UNIT_##unit, AMDGPU_JD_##name = AMDGPU_T_##d,                        \
    AMDGPU_J0_##name = AMDGPU_T_##s0, AMDGPU_J1_##name = AMDGPU_T_##s1,                            \
    AMDGPU_J2_##name = AMDGPU_T_##s2, AMDGPU_JFL_##name = (int)((flags) & 0xffffu),                \
    AMDGPU_JFH_##name = (int)(((flags) >> 16) & 0xffffu), AMDGPU_JX_##name = (int)(xflags),
#define AMDGPU_INST(fmt, op, name, unit, d, s0, s1, s2, flags)                                     \
    AMDGPU_JOIN_(name, unit, d, s0, s1, s2, flags, 0)
#include "amdgpu/isa_table.h"
#undef AMDGPU_INST
#define AMDGPU_OPER(name, fmt, unit, d, s0, s1, s2, flags, xflags)                                 \
    AMDGPU_JOIN_(name, unit, d, s0, s1, s2, flags, xflags)
#include "amdgpu/isa_ops_gfx9.h"
#undef AMDGPU_OPER
#undef AMDGPU_JOIN_
};

/* ---- the operations GFX9/CDNA added: canonical rows ---------------------- */

static const amdgpu_opinfo gfx9_ops[AMDGPU_OP_COUNT - AMDGPU_OP_GFX803_COUNT] = {
#define AMDGPU_OPER(name, fmt, unit, d, s0, s1, s2, flags, xflags)                                 \
    {#name, AMDGPU_OP_##name, 0, AMDGPU_FMT_##fmt, AMDGPU_UNIT_##unit, AMDGPU_T_##d,               \
     {AMDGPU_T_##s0, AMDGPU_T_##s1, AMDGPU_T_##s2}, flags, xflags},
#include "amdgpu/isa_ops_gfx9.h"
#undef AMDGPU_OPER
};

const amdgpu_opinfo *amdgpu_gfx9_op(unsigned id)
{
    return id >= AMDGPU_OP_GFX803_COUNT && id < AMDGPU_OP_COUNT
               ? &gfx9_ops[id - AMDGPU_OP_GFX803_COUNT]
               : NULL;
}

/* ---- gfx940 rows ----------------------------------------------------------- */

enum {
#define AMDGPU_ENC(fmt, opc, mn, op) R940_##fmt##_##opc,
#include "amdgpu/isa_gfx940.h"
#undef AMDGPU_ENC
    R940_COUNT
};

static const amdgpu_opinfo rows[R940_COUNT] = {
#define AMDGPU_ENC(fmt, opc, mn, op)                                                               \
    {#mn, AMDGPU_OP_##op, opc, AMDGPU_FMT_##fmt, AMDGPU_JU_##op, AMDGPU_JD_##op,                   \
     {AMDGPU_J0_##op, AMDGPU_J1_##op, AMDGPU_J2_##op},                                             \
     (uint32_t)AMDGPU_JFL_##op | (uint32_t)AMDGPU_JFH_##op << 16, (uint32_t)AMDGPU_JX_##op},
#include "amdgpu/isa_gfx940.h"
#undef AMDGPU_ENC
};

/* Opcode space per format (0: gfx940 has no such format). */
enum {
    I_SOP2 = 0, I_SOPK = I_SOP2 + 128, I_SOP1 = I_SOPK + 32, I_SOPC = I_SOP1 + 256,
    I_SOPP = I_SOPC + 128, I_SMEM = I_SOPP + 128, I_VOP2 = I_SMEM + 256, I_VOP1 = I_VOP2 + 64,
    I_VOPC = I_VOP1 + 256, I_VOP3 = I_VOPC + 256, I_VINTRP = I_VOP3 + 1024, I_DS = I_VINTRP,
    I_MUBUF = I_DS + 256, I_MTBUF = I_MUBUF + 128, I_MIMG = I_MTBUF + 16, I_FLAT = I_MIMG,
    I_EXP = I_FLAT + 128, I_VOP3P = I_EXP, I_GLOBAL = I_VOP3P + 128, I_SCRATCH = I_GLOBAL + 128,
    I_END = I_SCRATCH + 128
};

static const uint16_t base[AMDGPU_FMT_COUNT + 1] = {
    I_SOP2, I_SOPK, I_SOP1, I_SOPC, I_SOPP, I_SMEM, I_VOP2, I_VOP1, I_VOPC, I_VOP3, I_VINTRP,
    I_DS, I_MUBUF, I_MTBUF, I_MIMG, I_FLAT, I_EXP, I_VOP3P, I_GLOBAL, I_SCRATCH, I_END};

/* row + 1 per (format, opcode); 0 = no instruction */
static const uint16_t index_[I_END] = {
#define AMDGPU_ENC(fmt, opc, mn, op) [I_##fmt + (opc)] = R940_##fmt##_##opc + 1,
#include "amdgpu/isa_gfx940.h"
#undef AMDGPU_ENC
};

const amdgpu_isa_tab amdgpu_tab_gfx940 = {rows, R940_COUNT, index_, base};
