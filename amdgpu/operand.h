/* amdgpu/operand.h - reading and writing the operands of a decoded GCN3
 * instruction on a wavefront: the one place that knows what an operand
 * code means. The semantics (amdgpu/exec_*.c) never look at codes.
 *
 * Contract
 * - Scalar values: amdgpu_sval() returns the value of a non-VGPR operand
 *   (SGPR-class register, inline constant, literal, VCCZ/EXECZ/SCC) as
 *   type (enum amdgpu_type) asks: inline float constants are f16, f32 or
 *   f64 bit patterns for 16-, 32- and 64-bit types; inline integers are
 *   sign-extended; a literal is placed in the high dword for F64 and
 *   sign-extended for B64 (what LLVM's code generator assumes when it
 *   emits a 32-bit literal for a 64-bit integer operand).
 * - Vector sources: amdgpu_vsrc32/64() give one value per lane (a scalar
 *   operand is broadcast) with every modifier the encoding carries
 *   applied: DPP lane permutation (src0), SDWA byte/word select with
 *   sign or zero extension (src0, src1), then VOP3/SDWA/DPP abs and neg,
 *   which flip the sign bit of the operand's width (bit 15, 31 or 63).
 * - amdgpu_vlanes() is the set of lanes a VALU instruction writes: EXEC,
 *   narrowed for DPP by row_mask/bank_mask and, without bound_ctrl, by
 *   lanes whose source lane is out of range or inactive.
 * - amdgpu_vdst32/64() write dst[0] for the given lanes; 32-bit writes obey
 *   SDWA dst_sel/dst_unused. amdgpu_sdst_mask() writes a lane mask to an
 *   SGPR pair: lanes outside `lanes` read as 0 (as VOPC and carry-outs do).
 * - Operands are assumed in range: amdgpu_opnd_check() (called by amdgpu_exec
 *   before any semantics function) rejects instructions whose registers
 *   fall outside the wave's VGPRs or the 128 scalar codes.
 * None of these functions allocates, prints or fails.
 */
#ifndef MGSIM_AMDGPU_OPERAND_H
#define MGSIM_AMDGPU_OPERAND_H

#include <stdbool.h>
#include <stdint.h>

#include "amdgpu/inst.h"
#include "amdgpu/wave.h"

/* Operand code classes. */
static inline bool amdgpu_is_vgpr(amdgpu_opnd o)
{
    return o.code >= AMDGPU_SRC_VGPR0 && o.code != AMDGPU_OPND_NONE;
}

static inline bool amdgpu_is_sreg(amdgpu_opnd o)
{
    return o.code < AMDGPU_SREG_COUNT;
}

/* The index in w->v of a vector operand code: VGPR n (256 + n) is n,
 * gfx940's AGPR n (512 + n) is accum_offset + n (amdgpu/wave.h). */
static inline uint32_t amdgpu_vidx(const amdgpu_wave *w, unsigned code)
{
    return code >= AMDGPU_SRC_AGPR0 ? w->accum_offset + (code - AMDGPU_SRC_AGPR0)
                                    : code - AMDGPU_SRC_VGPR0;
}

/* Whether every register operand of in lies inside w's register files:
 * amdgpu_opnd_sreg_ok(in), amdgpu_opnd_vgpr_end(in) <= w->nvgpr, and w has
 * its VGPRs when it has any. */
bool amdgpu_opnd_check(const amdgpu_wave *w, const amdgpu_inst *in);
/* 1 + the highest VGPR the operands of in name (0: none). */
uint32_t amdgpu_opnd_vgpr_end(const amdgpu_inst *in);
/* 1 + the highest AGPR the operands of in name (0: none); valid when at
 * most the wave's nagpr. */
uint32_t amdgpu_opnd_agpr_end(const amdgpu_inst *in);
/* Whether every SGPR-class operand of in (with its width) fits the 128
 * scalar codes. */
bool amdgpu_opnd_sreg_ok(const amdgpu_inst *in);

/* The bits of an inline constant or literal for an operand of type. */
uint64_t amdgpu_const_val(unsigned code, unsigned type, uint32_t literal);

/* Value of a scalar (non-VGPR) operand, as type asks; 32-bit types give
 * the low dword. A VGPR operand reads lane 0 (callers never ask). */
uint64_t amdgpu_sval(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type);

/* src[slot] of in, typed by the row (shorthands for the SALU). */
static inline uint32_t amdgpu_ssrc32(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot)
{
    return (uint32_t)amdgpu_sval(w, in, in->src[slot], in->info->src[slot]);
}

static inline uint64_t amdgpu_ssrc64(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot)
{
    return amdgpu_sval(w, in, in->src[slot], in->info->src[slot]);
}

/* Writes an SGPR-class operand (1 or 2 dwords by o.width; 64-bit values
 * to a 1-dword operand keep the low dword). Codes that are not registers
 * are ignored (the hardware drops such writes). */
void amdgpu_sset(amdgpu_wave *w, amdgpu_opnd o, uint64_t v);

/* Lanes a VALU instruction writes (EXEC, narrowed by DPP). */
uint64_t amdgpu_vlanes_dpp(const amdgpu_wave *w, const amdgpu_inst *in);
static inline uint64_t amdgpu_vlanes(const amdgpu_wave *w, const amdgpu_inst *in)
{
    return in->ext == AMDGPU_EXT_DPP ? amdgpu_vlanes_dpp(w, in) : amdgpu_wave_exec(w);
}

/* Per-lane source values with modifiers applied. */
void amdgpu_vsrc32(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot, uint32_t out[AMDGPU_WAVE_LANES]);
void amdgpu_vsrc64(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot, uint64_t out[AMDGPU_WAVE_LANES]);

/* 64 zero lanes (a missing source). */
extern const uint32_t amdgpu_zero_lanes32[AMDGPU_WAVE_LANES];

/* The values amdgpu_vsrc32 gives, without the copy where there is nothing
 * to convert: a plain VGPR source (no modifier, no SDWA/DPP on its slot)
 * is returned in place, anything else is written to buf, which is
 * returned. The result is valid until the wave's registers change. */
static inline const uint32_t *amdgpu_vsrc32_ref(const amdgpu_wave *w, const amdgpu_inst *in,
                                              unsigned slot, uint32_t buf[AMDGPU_WAVE_LANES])
{
    amdgpu_opnd o = in->src[slot];
    if (amdgpu_is_vgpr(o) && !o.mods && (in->ext == AMDGPU_EXT_NONE || slot > 1))
        return &w->v[(size_t)amdgpu_vidx(w, o.code) * AMDGPU_WAVE_LANES];
    amdgpu_vsrc32(w, in, slot, buf);
    return buf;
}

/* Same, for an operand given explicitly (type decides constants and the
 * sign bit the modifiers flip); no SDWA/DPP. */
void amdgpu_vread32(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type,
                  uint32_t out[AMDGPU_WAVE_LANES]);
void amdgpu_vread64(const amdgpu_wave *w, const amdgpu_inst *in, amdgpu_opnd o, unsigned type,
                  uint64_t out[AMDGPU_WAVE_LANES]);

/* Writes dst[0] (a VGPR, or VGPR pair) for lanes. */
void amdgpu_vdst32(amdgpu_wave *w, const amdgpu_inst *in, uint64_t lanes, const uint32_t d[AMDGPU_WAVE_LANES]);
void amdgpu_vdst64(amdgpu_wave *w, const amdgpu_inst *in, uint64_t lanes, const uint64_t d[AMDGPU_WAVE_LANES]);

/* Writes a per-lane bit mask (bits & lanes) to an SGPR pair operand. */
void amdgpu_sdst_mask(amdgpu_wave *w, amdgpu_opnd o, uint64_t lanes, uint64_t bits);

/* The DPP source lane for lane under dpp_ctrl, or -1 when out of range
 * (exposed for tests and for the disassembler's curiosity). */
int amdgpu_dpp_src_lane(unsigned dpp_ctrl, unsigned lane);

#endif
