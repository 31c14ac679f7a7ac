/* What a mechanism's CU layer (cu_det.h) may see and change of a compute
 * unit (prefix cu_ext_): a few public types and accessors, so that a
 * mechanism never includes cu_int.h and the CU's insides may change
 * without it. Everything here is for use inside the CU's tick (a layer's
 * hooks), on the CU the hook was called for. Indices are the CU's: wave
 * slot wi (0 .. cu_ext_nwaves - 1), workgroup-table entry gi (0 ..
 * cu_ext_wg_cap - 1), in-flight memory instruction mi and its
 * transaction ti (as mem_txn names them).
 *
 * What a layer may change is what these functions change: the
 * transaction's done state and bytes (a layer that took it), a wave's
 * next issue cycle (later only), the CU's wake-up, its scheduler (a
 * wrapper), its own requests, its messages to the ACE. */
#ifndef MGSIM_COMPONENTS_CU_CU_EXT_H
#define MGSIM_COMPONENTS_CU_CU_EXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/cu/cu.h"
#include "components/cu/cu_det.h"
#include "components/cu/cu_msg.h"
#include "components/cu/cu_sched.h"
#include "components/mem/mem_msg.h"
#include "amdgpu/inst.h"
#include "amdgpu/wave.h"

#define CU_NO_IDX UINT32_MAX

enum cu_wave_state {
    WS_FREE,      /* slot unused */
    WS_RUN,       /* fetching / decoding / issuing */
    WS_WAITCNT,   /* s_waitcnt not yet satisfied */
    WS_BARRIER,   /* at s_barrier */
    WS_GWS,       /* at ds_gws_barrier: waits for the CP to open it (grid sync) */
    WS_ENDED,     /* s_endpgm issued; waits for its memory to drain */
    WS_GONE,      /* ended and counted; freed with its workgroup */
    WS_CLAIMED    /* reserved during admission */
};

/* One lane access recorded by pass 1 (16 bytes: a memory instruction
 * keeps one per lane while it is in flight). An atomic's operands are in
 * the CU's write bytes (cu.s.wb) at data_off (cu_atom_rec). */
enum { ACC_READ, ACC_WRITE, ACC_ATOMIC };
typedef struct cu_access {
    uint64_t addr;
    uint32_t data_off;         /* writes: offset of its bytes in cu.s.wb */
    uint16_t tx;               /* transaction holding its first byte */
    uint8_t kind;
    uint8_t size;
} cu_access;

/* A coalesced request: one cache line of reads or of writes, or one lane
 * atomic. A read or write carries only the bytes its lanes touch, the
 * span [lo, hi) of the line, at minst.tdata + doff (a scattered access
 * keeps its 4 bytes, not the line). What only some transactions need is
 * in a cu_txn_x beside it (cu_ext_txn_x), which a record of plain loads
 * does not keep: the written bytes' mask (writes), the bytes a layer
 * forwarded (reads; cu_ext_txn_keep), an atomic's operands and then its
 * answer. */
typedef struct cu_txn {       /* 16 bytes: a gathering load keeps 64 in flight */
    uint64_t addr;
    uint16_t doff;             /* < 16 KiB (coalesce: at most 128 lines of 128 bytes) */
    uint8_t size;              /* a line (<= MEM_LINE_MAX) or an atomic's 4 / 8 bytes */
    uint8_t type;              /* enum mem_msg_type */
    union {
        struct { uint8_t lo, hi; }; /* reads, writes */
        uint16_t op;                /* atomics: enum amdgpu_op */
    };
    bool done, ok;
} cu_txn;

typedef union cu_txn_x {
    uint64_t mask[MEM_LINE_MAX / 64]; /* reads, writes */
    struct { uint64_t src, cmp; };    /* atomics, until sent */
    uint64_t old;          /* atomics, once answered (src went out with the request,
                            * or into a layer's buffer, before any answer) */
} cu_txn_x;

/* ---- the CU ------------------------------------------------------------- */

uint64_t cu_ext_now(const cu *u);           /* the cycle being ticked */
void cu_ext_want(cu *u, uint64_t cycle);    /* tick again no later than cycle */
const cu_config *cu_ext_cfg(const cu *u);
/* Whether this MPI rank runs the CU (always on one rank). Every rank
 * builds every CU and the ranks' counters are summed, so a layer's
 * per-CU facts ("this CU ran the layer") count only where it runs. */
bool cu_ext_runs_here(const cu *u);
uint32_t cu_ext_nwaves(const cu *u);        /* wave slots */
/* Layer ops's state (NULL before cu_ext_set_state or when it does not
 * run on u); its init sets it. */
void *cu_ext_state(const cu *u, const cu_det_ops *ops);
void cu_ext_set_state(cu *u, const cu_det_ops *ops, void *state);
/* Nothing queued for or in flight to memory (data, not fetches). */
bool cu_ext_mem_idle(const cu *u);
/* Nothing can happen in u without a message from outside: nothing timed
 * pending this tick, no memory or instruction fetch queued or in flight. */
bool cu_ext_quiet(const cu *u);
/* Replaces u's wavefront scheduler (cu_sched.h) with s; returns the one
 * it had, which a wrapper calls and gives back in its fini. */
const cu_sched_ops *cu_ext_set_sched(cu *u, const cu_sched_ops *s);

/* ---- waves ---------------------------------------------------------------- */

enum cu_wave_state cu_ext_wave_state(const cu *u, uint32_t wi);
/* Its decoded next instruction, or NULL when it has none yet. */
const amdgpu_inst *cu_ext_wave_inst(const cu *u, uint32_t wi);
const amdgpu_wave *cu_ext_wave_regs(const cu *u, uint32_t wi); /* registers, PC, EXEC */
uint32_t cu_ext_wave_simd(const cu *u, uint32_t wi);
uint32_t cu_ext_wave_wg(const cu *u, uint32_t wi);       /* its workgroup-table entry */
uint32_t cu_ext_wave_gen(const cu *u, uint32_t wi);      /* the slot's admission count */
uint64_t cu_ext_wave_entry_pc(const cu *u, uint32_t wi); /* its kernel's first instruction */
/* Its next instruction issues cycles later than it would have (a layer's
 * own cost: GPUDet's store-buffer search); the CU is woken then. */
void cu_ext_wave_delay(cu *u, uint32_t wi, uint64_t cycles);

/* ---- workgroups and resources ------------------------------------------ */

typedef struct cu_ext_wg {
    bool used;                 /* resident (running, or finished and held) */
    bool running;              /* resident and not yet finished */
    const cu_launch *launch;
    const uint32_t *id;        /* its workgroup id (x, y, z) while running, else NULL */
    uint32_t nwaves;
    const uint16_t *wave;      /* its wave slots */
} cu_ext_wg;

uint32_t cu_ext_wg_cap(const cu *u);
cu_ext_wg cu_ext_wg_at(const cu *u, uint32_t gi);
/* Whether SIMD s has room for n more waves of vgprs / sgprs each. */
bool cu_ext_simd_fits(const cu *u, uint32_t s, uint32_t n, uint32_t vgprs, uint32_t sgprs);
/* Frees the resources of finished workgroups a layer held
 * (cu_det_ops.hold_resources). */
void cu_ext_release_held(cu *u);

/* ---- memory instructions and their transactions ------------------------ */

const amdgpu_inst *cu_ext_minst_inst(const cu *u, uint32_t mi);
bool cu_ext_minst_scalar(const cu *u, uint32_t mi);     /* to the scalar port */
cu_txn *cu_ext_txn(cu *u, uint32_t mi, uint32_t ti);
/* Its cu_txn_x (see cu_txn), or NULL when its record keeps none. */
cu_txn_x *cu_ext_txn_x(cu *u, uint32_t mi, uint32_t ti);
/* Marks a transaction a layer took as answered, ok; false (and nothing
 * changed) when it is no longer in flight or already done. */
bool cu_ext_txn_done(cu *u, uint32_t mi, uint32_t ti);
/* The transaction as a whole line (its bytes, zeros elsewhere), and the
 * bytes of line that mask marks kept over memory's answer (a read). */
void cu_ext_txn_line(cu *u, uint32_t mi, uint32_t ti, uint8_t line[MEM_LINE_MAX]);
void cu_ext_txn_keep(cu *u, uint32_t mi, uint32_t ti, const uint64_t *mask,
                     const uint8_t line[MEM_LINE_MAX]);
/* While mem_txn runs: the lane accesses of mi (*n of them). */
const cu_access *cu_ext_accesses(const cu *u, uint32_t mi, uint32_t *n);
/* The answer to transaction (mi, ti) a layer took: r->id is
 * (mi << 16 | ti), as the CU's own requests carry; the CU frees r. */
void cu_ext_mem_response(cu *u, mem_rsp *r);
/* A request of layer ops's own: r (type, address, operands filled; its
 * id's low 56 bits the layer's) joins the vector send queue behind every
 * transaction queued so far, so it reaches the L1V before any later one
 * of this CU; its answer goes to ops's mem_rsp. The queue owns r. */
void cu_ext_push_own(cu *u, const cu_det_ops *ops, mem_req *r);

/* ---- between engine runs ------------------------------------------------ */

/* For a mechanism's part on the driver's side (gpu_mech_run), while no
 * event runs; not inside a tick. */

/* Wave wi's registers, PC and LDS to change (its rest run elsewhere). */
amdgpu_wave *cu_ext_wave_regs_rw(cu *u, uint32_t wi);
/* Memory instructions wave wi has in flight (VMEM, SMEM and DS). */
uint32_t cu_ext_wave_out(const cu *u, uint32_t wi);
/* Ends running workgroup gi now, as if each of its waves had reached
 * s_endpgm, with extra_insts more instructions in its count: for a
 * mechanism that ran the rest of it elsewhere (sampling's fast part).
 * None of its waves may have memory in flight (cu_ext_wave_out). Its
 * answer goes to the ACE at the CU's next tick, which this asks for. */
void cu_ext_wg_end_now(cu *u, uint32_t gi, uint64_t extra_insts);
/* Ticks u at its next cycle (a layer stopped holding its waves). */
void cu_ext_wake(cu *u);

/* ---- the ACE ------------------------------------------------------------- */

/* The ACE's port (where workgroups come from; a message to it sets
 * hdr.dst so), and a message to it, after those already queued. */
eng_port *cu_ext_ace_port(const cu *u);
void cu_ext_to_ace(cu *u, eng_msg *m);

#endif
