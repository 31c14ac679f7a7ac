/* The compute unit's parameter table ([cu]); cu_default_config reads it,
 * so the documented defaults are the defaults. id is not a key: the GPU
 * builder numbers its CUs. */
#include "components/cu/cu.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/cu/cu_sched.h"
#include "params/param.h"

static const param_def cu_defs[] = {
    PARAM_FREQ(cu_config, freq_hz, "1GHz", 1, 100000000000ull,
               "core clock (also the GPU's connections)"),
    PARAM_U32(cu_config, simds, "4", 1, 8, "", "SIMD units"),
    PARAM_U32(cu_config, wave_slots, "10", 1, 64, "", "wavefront slots per SIMD"),
    PARAM_U32(cu_config, vgprs_per_simd, "256", 1, 65536, "registers",
              "VGPRs per lane per SIMD"),
    PARAM_U32(cu_config, sgprs_per_simd, "800", 1, 65536, "registers", "SGPRs per SIMD"),
    PARAM_U32(cu_config, lds_bytes, "65536", 0, 1u << 24, "bytes", "LDS per CU"),
    PARAM_U32(cu_config, max_wgs, "40", 1, 1024, "", "workgroups resident at once"),
    PARAM_U32(cu_config, line_bytes, "64", 4, 128, "bytes", "cache line / fetch size"),
    PARAM_U32(cu_config, decode_cycles, "1", 0, 1000, "cycles", "decode"),
    PARAM_U32(cu_config, valu_cycles, "4", 1, 1000, "cycles",
              "a 64-lane VALU op on a 16-lane SIMD"),
    PARAM_U32(cu_config, valu_f64_cycles, "16", 1, 1000, "cycles", "double precision VALU op"),
    PARAM_U32(cu_config, valu_trans_cycles, "16", 1, 1000, "cycles",
              "transcendental (rcp, rsq, sqrt, log, exp, sin, cos)"),
    PARAM_U32(cu_config, salu_cycles, "4", 1, 1000, "cycles", "scalar ALU op"),
    PARAM_U32(cu_config, branch_cycles, "4", 1, 1000, "cycles", "branch"),
    PARAM_U32(cu_config, special_cycles, "1", 1, 1000, "cycles",
              "s_nop / s_waitcnt / s_barrier pass"),
    PARAM_U32(cu_config, vmem_issue_cycles, "4", 1, 1000, "cycles",
              "vector memory address processing before the wave goes on"),
    PARAM_U32(cu_config, smem_issue_cycles, "4", 1, 1000, "cycles", "scalar memory issue"),
    PARAM_U32(cu_config, lds_issue_cycles, "4", 1, 1000, "cycles", "LDS instruction issue"),
    PARAM_U32(cu_config, lds_cycles, "32", 1, 100000, "cycles", "DS latency, issue to data"),
    PARAM_U32(cu_config, lds_banks, "32", 0, 64, "banks",
              "LDS banks of 4 bytes; a DS op's extra cycles are its busiest bank's per half-wave "
              "(AMD OpenCL guide, GCN); 0: no conflicts"),
    PARAM_U32(cu_config, mem_per_cycle, "1", 1, 64, "", "memory transactions per port per cycle"),
    PARAM_U32(cu_config, port_buf, "64", 1, 65536, "messages", "port buffer slots each way"),
    PARAM_U32(cu_config, wave_launch_cycles, "4", 0, 100000, "cycles",
              "admission to the wave's first fetch"),
    PARAM_ENUM(cu_config, scheduler, "lrr", cu_sched_names,
               "wavefront scheduler: lrr (loose round-robin), gto (greedy-then-oldest), srr (round-robin per SIMD)"),
    PARAM_U32(cu_config, gto_rotate, "50000", 0, 4000000000u, "cycles",
              "gto: the oldest wave becomes the youngest this often (0: never; BOWS paper)"),
    PARAM_U32(cu_config, mfma_pass_cycles, "4", 1, 1000, "cycles",
              "one MFMA pass (CDNA3 ISA guide: a pass is 4 cycles); an MFMA holds its SIMD's matrix "
              "core for passes * this and its wave waits for the result"),
    PARAM_U32(cu_config, mfma_f32_32x32x1_passes, "16", 1, 1000, "passes",
              "v_mfma_f32_32x32x1f32 (2 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f32_16x16x1_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_16x16x1f32 (4 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f32_4x4x1_passes, "2", 1, 1000, "passes",
              "v_mfma_f32_4x4x1f32 (16 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f32_32x32x2_passes, "16", 1, 1000, "passes",
              "v_mfma_f32_32x32x2f32: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f32_16x16x4_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_16x16x4f32: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f16_32x32x4_passes, "16", 1, 1000, "passes",
              "v_mfma_f32_32x32x4f16 (2 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f16_16x16x4_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_16x16x4f16 (4 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f16_4x4x4_passes, "2", 1, 1000, "passes",
              "v_mfma_f32_4x4x4f16 (16 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f16_32x32x8_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_32x32x8f16: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_f16_16x16x16_passes, "4", 1, 1000, "passes",
              "v_mfma_f32_16x16x16f16: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_bf16_32x32x4_passes, "16", 1, 1000, "passes",
              "v_mfma_f32_32x32x4bf16_1k (2 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_bf16_16x16x4_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_16x16x4bf16_1k (4 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_bf16_4x4x4_passes, "2", 1, 1000, "passes",
              "v_mfma_f32_4x4x4bf16_1k (16 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_bf16_32x32x8_passes, "8", 1, 1000, "passes",
              "v_mfma_f32_32x32x8bf16_1k: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_bf16_16x16x16_passes, "4", 1, 1000, "passes",
              "v_mfma_f32_16x16x16bf16_1k: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_i8_32x32x4_passes, "16", 1, 1000, "passes",
              "v_mfma_i32_32x32x4i8 (2 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_i8_16x16x4_passes, "8", 1, 1000, "passes",
              "v_mfma_i32_16x16x4i8 (4 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_i8_4x4x4_passes, "2", 1, 1000, "passes",
              "v_mfma_i32_4x4x4i8 (16 blocks): passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_i8_32x32x16_passes, "8", 1, 1000, "passes",
              "v_mfma_i32_32x32x16i8: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
    PARAM_U32(cu_config, mfma_i8_16x16x32_passes, "4", 1, 1000, "passes",
              "v_mfma_i32_16x16x32i8: passes (AMD Matrix Instruction Calculator, CDNA3 cycles / 4)"),
};

const param_table cu_param_table =
    PARAM_TABLE("cu", "Compute unit (every CU of every GPU).", cu_config, cu_defs);

cu_config cu_default_config(void)
{
    cu_config c;
    param_defaults_fixed(&cu_param_table, &c);
    return c;
}
