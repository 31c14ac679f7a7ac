/* The compute unit (prefix cu_): one GCN3 CU of the R9 Nano, Figure 4 of
 * the MGSim paper, as one component.
 *
 * Inside: a wavefront pool per SIMD (wave_slots each), per-wave
 * instruction buffers filled through the L1 instruction cache (64-byte
 * MEM_READ lines; the bytes decoded are the bytes that came back, DP-4),
 * a 1-cycle decode (with a decode cache keyed by PC and encoding), an
 * issue arbiter (round-robin over waves, at most one instruction per
 * execution-unit type per cycle), four SIMDs (a 64-lane VALU instruction
 * holds its SIMD valu_cycles; doubles and transcendentals longer), the
 * scalar, branch and LDS units, and the vector / scalar memory units with
 * a coalescer that turns the lanes' accesses into cache-line requests.
 * A wave issues its next instruction only after the previous one has left
 * its unit's pipeline and been decoded (so a lone wave's VALU stream costs
 * valu_cycles + decode_cycles per instruction).
 *
 * Semantics: amdgpu_exec, the same functions as the functional mode.
 * Memory instructions run twice (record / replay): at issue with a memory
 * that records each lane's access and returns zeros (the destination
 * registers are saved and restored around it), and, when every response
 * is back and the instruction is the oldest outstanding one of its
 * counter, again on the registers as they were at issue with a memory that
 * serves reads and atomic old values from the responses, in the same order.
 * vmcnt / lgkmcnt count outstanding instructions and retire in order per
 * wave, so s_waitcnt means what it means on hardware. DS instructions
 * execute against the CU's LDS at issue and complete lds_cycles later.
 *
 * Workgroups come from the ACE (cu_msg.h) and are admitted only when wave
 * slots, VGPRs, SGPRs and LDS can all be reserved; otherwise rejected.
 * Errors (no semantics, memory fault, undecodable instruction) end the
 * workgroup with a message naming kernel, workgroup, wave, PC, encoding
 * and disassembly, carried back in CU_MSG_WG_DONE.
 *
 * Ticking: the CU ticks while some wave can make progress and otherwise
 * sleeps until a message arrives or the next known completion time (it
 * schedules its own tick at that cycle instead of counting cycles).
 *
 * Ports: "Dispatch" (ACE), "Inst" (L1I), "Scalar" (scalar cache), "Vector"
 * (L1V, or the L2 directly when the GPU has no L1V). */
#ifndef MGSIM_COMPONENTS_CU_CU_H
#define MGSIM_COMPONENTS_CU_CU_H

#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

/* Policy layers a CU runs at most (cu_det.h: one per mechanism). */
#define CU_DET_MAX 8
/* SIMDs a CU has at most (cu_config.simds). */
#define CU_MAX_SIMDS 8

typedef struct cu_config {
    uint64_t freq_hz;          /* core clock; 1 GHz */
    uint32_t id;               /* CU index in the GPU: names scratch slots; 0 */
    uint32_t simds;            /* SIMD units; 4 (at most 8) */
    uint32_t wave_slots;       /* wavefront slots per SIMD; 10 */
    uint32_t vgprs_per_simd;   /* VGPRs per lane per SIMD (64 KiB); 256 */
    uint32_t sgprs_per_simd;   /* SGPRs per SIMD; 800 */
    uint32_t lds_bytes;        /* LDS per CU; 65536 */
    uint32_t max_wgs;          /* workgroups resident at once; 40 */
    uint32_t line_bytes;       /* cache line / fetch size; 64 */
    uint32_t decode_cycles;    /* 1 */
    uint32_t valu_cycles;      /* a 64-lane op on a 16-lane SIMD; 4 */
    uint32_t valu_f64_cycles;  /* double precision (1/4 rate on R9 Nano: 16) */
    uint32_t valu_trans_cycles;/* rcp/rsq/sqrt/log/exp/sin/cos; 16 */
    uint32_t salu_cycles;      /* 4 */
    uint32_t branch_cycles;    /* 4 */
    uint32_t special_cycles;   /* s_nop / s_waitcnt / s_barrier pass; 1 */
    uint32_t vmem_issue_cycles;/* address processing before the wave goes on; 4 */
    uint32_t smem_issue_cycles;/* 4 */
    uint32_t lds_issue_cycles; /* 4 */
    uint32_t lds_cycles;       /* DS latency (issue to data); 32 */
    uint32_t lds_banks;        /* LDS banks for conflicts (cu_lds.c; 0: none); 32 */
    uint32_t mem_per_cycle;    /* transactions sent per port per cycle; 1 */
    uint32_t port_buf;         /* port buffer slots each way; 64 */
    uint32_t wave_launch_cycles;/* from admission to the wave's first fetch; 4 */
    uint32_t scheduler;        /* cu_scheds[] index (cu_sched_list.h); 0 = lrr */
    uint32_t gto_rotate;       /* gto: cycles between age rotations (0: never); 50000 */
    /* MFMA (CDNA matrix core) timing, cu_issue.c: an MFMA occupies its
     * SIMD's matrix core for passes * mfma_pass_cycles, and its wave waits
     * for the result; one field per shape (mfma_<type>_<MxNxK>_passes) */
    uint32_t mfma_pass_cycles; /* 4 */
    uint32_t mfma_f32_32x32x1_passes, mfma_f32_16x16x1_passes, mfma_f32_4x4x1_passes, mfma_f32_32x32x2_passes, mfma_f32_16x16x4_passes;
    uint32_t mfma_f16_32x32x4_passes, mfma_f16_16x16x4_passes, mfma_f16_4x4x4_passes, mfma_f16_32x32x8_passes, mfma_f16_16x16x16_passes;
    uint32_t mfma_bf16_32x32x4_passes, mfma_bf16_16x16x4_passes, mfma_bf16_4x4x4_passes, mfma_bf16_32x32x8_passes, mfma_bf16_16x16x16_passes;
    uint32_t mfma_i8_32x32x4_passes, mfma_i8_16x16x4_passes, mfma_i8_4x4x4_passes, mfma_i8_32x32x16_passes, mfma_i8_16x16x32_passes;
    /* Set by builders, not parameters: the policy layers (cu_det.h), in
     * call order (none: the baseline GPU), and each one's own config,
     * read by its init. */
    const struct cu_det_ops *det[CU_DET_MAX];
    const void *det_arg[CU_DET_MAX];
    uint32_t ndet;
} cu_config;

/* Why a busy CU cycle went by (cu_stats.stall, the CPI stack). Every
 * cycle with a wave resident is charged to exactly one reason: "issue"
 * when an instruction issued, else the reason of the wave nearest to
 * issuing, in this order (the first that applies to some wave):
 *   unit     its instruction is ready, its execution unit is busy
 *   port     ready and unit free, but the memory unit's instruction
 *            table or send queue is full
 *   policy   held by the determinism policy (DAB, GPUDet)
 *   exec     its previous instruction is still in its pipeline (VALU
 *            occupancy, issue cycles, decode)
 *   fetch    waiting for instruction bytes (I-cache)
 *   lgkmcnt  s_waitcnt on scalar memory / LDS
 *   vmcnt    s_waitcnt on vector memory
 *   barrier  at s_barrier
 *   drain    ended, waiting for its workgroup to finish or leave
 * so the reasons sum to busy_cycles and, over instructions, to the CPI. */
enum cu_stall {
    CU_STALL_ISSUE, CU_STALL_UNIT, CU_STALL_PORT, CU_STALL_POLICY, CU_STALL_EXEC,
    CU_STALL_FETCH, CU_STALL_LGKMCNT, CU_STALL_VMCNT, CU_STALL_BARRIER, CU_STALL_DRAIN,
    CU_STALL_COUNT
};
/* "issue", "unit", ... ; NULL out of range. */
const char *cu_stall_name(unsigned reason);

typedef struct cu_stats {
    uint64_t instructions;     /* wavefront instructions issued */
    uint64_t valu, salu, vmem, smem, lds, branch, special;
    uint64_t waves, workgroups, rejects;
    uint64_t fetches;          /* instruction lines requested */
    uint64_t vmem_txns, smem_txns; /* cache-line transactions sent */
    uint64_t lds_conflict_cycles;  /* DS cycles added by bank conflicts (cu_lds.c) */
    uint64_t busy_cycles;      /* cycles with at least one wave resident */
    uint64_t stall[CU_STALL_COUNT]; /* busy cycles by reason (sum: busy_cycles) */
} cu_stats;

typedef struct cu cu;

/* Defaults from the parameter table (section cu, cu_params.c). */
struct param_table;
extern const struct param_table cu_param_table;
cu_config cu_default_config(void);
/* Builds a CU named name ("GPU[0].SA[3].CU[2]"). NULL with err filled on
 * a bad config or out of memory. */
cu *cu_build(eng_engine *e, const cu_config *cfg, const char *name, char *err, size_t errlen);
/* Frees the CU and the messages it still holds. NULL is fine. */
void cu_destroy(cu *u);

eng_comp *cu_comp(cu *u);
eng_port *cu_port_dispatch(cu *u);
eng_port *cu_port_inst(cu *u);
eng_port *cu_port_scalar(cu *u);
eng_port *cu_port_vector(cu *u);
/* Where requests go (call before the engine runs; the ports must be on
 * the same connections as the CU's). Vector requests go to targets[0]
 * when n == 1, else to targets[mem_map_target(map, addr)] (a GPU without
 * L1V sends straight to the interleaved L2 banks). map is borrowed. */
struct mem_map;
void cu_set_inst_dst(cu *u, eng_port *l1i);
void cu_set_scalar_dst(cu *u, eng_port *scalar_cache);
int cu_set_vector_dst(cu *u, const struct mem_map *map, eng_port *const *targets, uint32_t n);
/* Statistics; read while the engine is not running. */
cu_stats cu_get_stats(const cu *u);
/* Workgroups resident now (read while the engine is not running). */
uint32_t cu_resident_workgroups(const cu *u);

#endif
