/* amdgpu/mfma.h - the arithmetic of the CDNA matrix instructions (MFMA,
 * gfx940 "VOP3P-MAI"): D = A * B + C over one wave's registers, with the
 * lane layout of AMD's Matrix Instruction Calculator
 * (github.com/ROCm/amd_matrix_instruction_calculator, CDNA3 tables).
 *
 * Contract
 * - A shape names M, N, K, the number of blocks (independent products the
 *   instruction computes at once) and the input type; outputs are f32 for
 *   the float types and i32 for i8. f64 MFMA is not covered (its layout
 *   differs: a 64-bit value per lane and register pair).
 * - Registers are passed lane-major, as the wave stores them: a[r * 64 +
 *   lane] is dword r of operand A in lane. A and B have
 *   amdgpu_mfma_ab_regs() registers, C and D amdgpu_mfma_cd_regs().
 * - Where an element lives (per lane and register; "g" is a lane group of
 *   M lanes for A/B, N lanes for C/D):
 *   A[i][k] of block b: lane = M * g + i, in register/packed slot kk of
 *     the lane (kk = reg * per_dword + sub-word); with G = 64 / M groups and
 *     kg = G / blocks groups per block: b = g / kg, k = KL * (g % kg) + kk
 *     (KL elements per lane). B likewise with j for i.
 *   C/D[i][j] of block b: j = lane % N, h = lane / N, four consecutive
 *     registers hold four consecutive rows; the row quads are spread over
 *     the lane groups first, then over the registers, then the blocks.
 * - Modifiers: cbsz/abid broadcast A's block abid to each group of
 *   2^cbsz blocks; blgp (0..7) makes lane L read B from another lane (1:
 *   L%32, 2: 32+L%32, 3: (L+16)%64, 4..7: 16*(blgp-4) + L%16).
 * - Arithmetic: each output is C plus the sum over k of the products,
 *   accumulated in double and rounded once to f32 (the hardware's
 *   intermediate rounding is not documented; tests allow for it);
 *   denormals are kept. i8 products are summed in 32-bit two's
 *   complement. Every lane is computed: the instruction ignores EXEC here.
 * - Pure functions, no state, thread-safe.
 */
#ifndef MGSIM_AMDGPU_MFMA_H
#define MGSIM_AMDGPU_MFMA_H

#include <stdbool.h>
#include <stdint.h>

enum amdgpu_mfma_type { AMDGPU_MFMA_F32, AMDGPU_MFMA_F16, AMDGPU_MFMA_BF16, AMDGPU_MFMA_I8 };

typedef struct amdgpu_mfma_shape {
    uint8_t m, n, k, blocks;
    uint8_t type; /* enum amdgpu_mfma_type of A and B */
} amdgpu_mfma_shape;

/* The shape an MFMA mnemonic names, in LLVM's gfx908-gfx940 spellings
 * ("v_mfma_f32_32x32x8f16", "v_mfma_f32_32x32x8_f16", "v_mfma_i32_16x16x16i8",
 * "v_mfma_f32_32x32x1_2b_f32" / "v_mfma_f32_32x32x1f32": blocks follow from
 * the registers the type needs). false for anything else (f64, xf32, fp8,
 * smfmac). */
bool amdgpu_mfma_shape_of(const char *mnemonic, amdgpu_mfma_shape *out);

/* Registers of A (and B), and of C (and D). */
unsigned amdgpu_mfma_ab_regs(const amdgpu_mfma_shape *s);
unsigned amdgpu_mfma_cd_regs(const amdgpu_mfma_shape *s);

/* d = a * b + c for all 64 lanes. d may alias c (read before written). */
void amdgpu_mfma_run(const amdgpu_mfma_shape *s, const uint32_t *a, const uint32_t *b,
                     const uint32_t *c, uint32_t *d, unsigned cbsz, unsigned abid, unsigned blgp);

#endif
