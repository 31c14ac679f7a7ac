/* amdgpu/wave.h - the architectural state of one wavefront (gfx803 or
 * gfx940), and the contract every instruction's semantics works against.
 *
 * Scalar registers are stored by their 7-bit operand code, so reading an
 * SGPR-class operand (s0..s101, flat_scratch, xnack_mask, vcc, tba, tma,
 * ttmp0..11, m0, exec) is one array index: s[code]. vcc is s[106..107],
 * m0 s[124], exec s[126..127]. SCC is a separate bit. Vector registers are
 * v[reg * 64 + lane]; gfx940's AGPRs share that array (accum_offset). A wave owns its registers; LDS belongs to the
 * workgroup and is shared by its waves through the lds pointer.
 *
 * Memory is reached only through the amdgpu_mem ops table (functional mode:
 * a memory image; timing mode: the CU's path through the caches). Every
 * access can fail (out of bounds, unmapped): the semantics report it as
 * AMDGPU_EXEC_MEMFAULT and the executor stops the simulation with the PC,
 * the encoding and the disassembly. */
#ifndef MGSIM_AMDGPU_WAVE_H
#define MGSIM_AMDGPU_WAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/inst.h"

#define AMDGPU_WAVE_LANES 64
#define AMDGPU_SREG_COUNT 128 /* scalar operand codes 0..127 */

enum {
    AMDGPU_SREG_VCC = AMDGPU_SRC_VCC_LO,
    AMDGPU_SREG_M0 = AMDGPU_SRC_M0,
    AMDGPU_SREG_EXEC = AMDGPU_SRC_EXEC_LO,
    AMDGPU_SREG_FLAT_SCR = AMDGPU_SRC_FLAT_SCR_LO
};

/* Results of executing one instruction. */
enum amdgpu_exec_status {
    AMDGPU_EXEC_OK = 0,
    AMDGPU_EXEC_ENDPGM,      /* s_endpgm: the wave is done */
    AMDGPU_EXEC_BARRIER,     /* s_barrier: wait for the workgroup */
    AMDGPU_EXEC_WAITCNT,     /* s_waitcnt: the timing model waits; functional mode goes on */
    AMDGPU_EXEC_UNIMPL,      /* decoded, but no semantics: an error */
    AMDGPU_EXEC_MEMFAULT,    /* a memory access failed: an error */
    AMDGPU_EXEC_BADOPND,     /* an operand the instruction cannot take: an error */
    AMDGPU_EXEC_TRAP,        /* s_trap, or s_sethalt 1: the kernel aborts (no trap
                            * handler runs, no host resumes a halted wave) */
    AMDGPU_EXEC_GWS          /* ds_gws_barrier: wait for the grid (amdgpu_gws_args);
                              * the timing model's CU asks its CP, functional
                              * mode cannot wait (an error there) */
};

/* The memory a wave sees: global/flat memory by 64-bit address. Each op
 * returns 0, or -1 when [addr, addr+n) is not accessible. atomic() applies
 * op (enum amdgpu_op of the atomic instruction) to the n-byte (4 or 8) word
 * at addr with operand src (and cmp for cmpswap), and returns the old
 * value in *old.
 * window() is optional (NULL: every access goes through read/write): the
 * host bytes behind addr, for plain loads and stores that may touch them
 * directly -- a pointer p to the bytes of [*lo, *hi), a range holding
 * addr, valid as long as the memory lives; with write set, the bytes are
 * created if they do not exist yet. NULL (then read/write decide, and
 * report faults) when addr is not backed by plain host bytes, or, without
 * write, not yet written. Plain loads and stores through a window equal
 * read and write; the functional mode's image has one, so the lanes of a
 * wave that access one page skip the call per lane. */
typedef struct amdgpu_mem_ops {
    int (*read)(void *ctx, uint64_t addr, void *dst, size_t n);
    int (*write)(void *ctx, uint64_t addr, const void *src, size_t n);
    int (*atomic)(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                  uint64_t cmp, uint64_t *old);
    uint8_t *(*window)(void *ctx, uint64_t addr, int write, uint64_t *lo, uint64_t *hi);
} amdgpu_mem_ops;

typedef struct amdgpu_mem {
    const amdgpu_mem_ops *ops;
    void *ctx;
} amdgpu_mem;

typedef struct amdgpu_wave {
    uint32_t s[AMDGPU_SREG_COUNT];
    bool scc;
    /* gfx940's unified register file: v holds the wave's nvgpr registers
     * (at most 512), VGPRs first, then from accum_offset (the kernel
     * descriptor's ACCUM_OFFSET, a multiple of 4) its nagpr AGPRs: AGPR n
     * (a[n]) is v[(accum_offset + n) * 64 + lane], amdgpu_areg(w, n), and
     * exists when n < nagpr. VGPR r is valid when r < accum_offset.
     * gfx8: no AGPRs (accum_offset = nvgpr, nagpr = 0). 16 bits each, in
     * the padding after scc: the record keeps its size (the CU's wave
     * records are sized to whole pages). */
    uint16_t accum_offset, nagpr;
    uint64_t pc;           /* byte address of the next instruction */
    uint32_t *v;           /* nvgpr * 64 dwords */
    uint32_t nvgpr, nsgpr; /* allocated registers (from the kernel) */
    uint32_t mode, trapsts;/* hardware registers s_getreg/s_setreg see */
    uint8_t *lds;          /* the workgroup's LDS */
    uint32_t lds_size;
    amdgpu_mem mem;
    /* Identity, for s_getreg(HW_REG_HW_ID) and reports. */
    uint32_t wave_id, simd_id, cu_id, wg_id[3];
    /* FLAT apertures and scratch (set by amdgpu_dispatch_wave_init): a FLAT
     * address whose high 32 bits equal shared_aperture_hi is the LDS
     * address in its low 32 bits; private_aperture_hi likewise names this
     * lane's private (scratch) offset, which lives in memory at
     * scratch_base + FLAT_SCRATCH_HI * 256, interleaved per lane in dwords
     * as the private segment buffer descriptor does it. 0 = no aperture. */
    uint32_t shared_aperture_hi, private_aperture_hi;
    uint64_t scratch_base;
    /* Set by a memory instruction that returns AMDGPU_EXEC_MEMFAULT: the
     * address (LDS offset for DS) of the first access that failed. */
    uint64_t fault_addr;
} amdgpu_wave;

static inline uint64_t amdgpu_wave_exec(const amdgpu_wave *w)
{
    return (uint64_t)w->s[AMDGPU_SREG_EXEC] | (uint64_t)w->s[AMDGPU_SREG_EXEC + 1] << 32;
}

static inline void amdgpu_wave_set_exec(amdgpu_wave *w, uint64_t m)
{
    w->s[AMDGPU_SREG_EXEC] = (uint32_t)m;
    w->s[AMDGPU_SREG_EXEC + 1] = (uint32_t)(m >> 32);
}

static inline uint64_t amdgpu_wave_vcc(const amdgpu_wave *w)
{
    return (uint64_t)w->s[AMDGPU_SREG_VCC] | (uint64_t)w->s[AMDGPU_SREG_VCC + 1] << 32;
}

static inline void amdgpu_wave_set_vcc(amdgpu_wave *w, uint64_t m)
{
    w->s[AMDGPU_SREG_VCC] = (uint32_t)m;
    w->s[AMDGPU_SREG_VCC + 1] = (uint32_t)(m >> 32);
}

static inline uint32_t *amdgpu_vreg(amdgpu_wave *w, unsigned reg)
{
    return &w->v[(size_t)reg * AMDGPU_WAVE_LANES];
}

/* AGPR n's 64 lanes (gfx940; the caller checks n < w->nagpr). */
static inline uint32_t *amdgpu_areg(amdgpu_wave *w, unsigned n)
{
    return &w->v[((size_t)w->accum_offset + n) * AMDGPU_WAVE_LANES];
}

#endif
