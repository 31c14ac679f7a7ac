/* Internals of the compute unit (components/cu/): shared by the stage
 * files cu.c (component, tick), cu_admit.c (workgroups, waves),
 * cu_fetch.c (instruction buffers, decode), cu_issue.c (issue arbiter,
 * execution units, waitcnt, barrier), cu_mem.c (record / replay,
 * coalescer, retire) and cu_report.c (errors). Time inside is in cycles
 * of the CU clock. */
#ifndef MGSIM_COMPONENTS_CU_INT_H
#define MGSIM_COMPONENTS_CU_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cu/cu.h"
#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "components/cu/cu_iline.h"
#include "components/cu/cu_msg.h"
#include "components/cu/cu_sched.h"
#include "components/mem/mem_allocs.h"
#include "components/mem/mem_msg.h"
#include "engine/scratch.h"
#include "amdgpu/exec.h"
#include "amdgpu/inst.h"
#include "amdgpu/wave.h"
#include "hooks/trace_hook.h"
#include "util/ring.h"
#include "util/err.h"

#define CU_MFMA_KEYS 20 /* MFMA shapes with a passes parameter (cu_issue.c) */

/* Decode cache entries (direct mapped by PC), for what the launch's
 * shared decoding (cu_code.h) lacks: made at the first such instruction,
 * a power of two covering the kernel's code, between these bounds. */
#define CU_DCACHE_MIN 32
#define CU_DCACHE_MAX 512

/* 768 bytes, not 1024: a CU's admitted waves touch pages of its zmem
 * array in proportion (16 waves 3 pages, not 4; 8 waves 2 either way;
 * cu.c asserts the size). Its instruction buffer holds references to the
 * CU's lines (cu_iline.h), not two lines of bytes. */
typedef struct cu_wave {
    amdgpu_wave w;
    uint8_t state;             /* enum cu_wave_state */
    uint8_t ib_victim;
    bool ib_valid[2], ib_pending[2];
    bool have_inst;            /* inst decoded, may issue at ready_at */
    bool own_inst;             /* inst is the wave's own copy, not the launch's */
    uint32_t gen;              /* admission count: tags fetches */
    uint32_t simd, wg;         /* SIMD and workgroup-table index */
    uint32_t vcap;             /* dwords allocated in w.v */
    uint64_t ib_addr[2];       /* the buffer's lines (valid or pending: ib_valid, ib_pending) */
    /* The decoded instruction and its prepared semantics: the launch's
     * shared decoding (cu_code.h: immutable while the launch runs), or,
     * where that lacks it, a copy in own (made at the first such
     * instruction; a decode-cache entry may be replaced at any time). */
    const amdgpu_inst *inst;
    const amdgpu_exec_prep *prep;
    struct cu_inst_copy *own;
    uint64_t ready_at;         /* cycle */
    uint32_t vm_out, lgkm_out; /* outstanding counted instructions */
    uint32_t vm_head, vm_tail, lgkm_head, lgkm_tail; /* in-order minst lists */
    uint8_t wait_vm, wait_lgkm;/* s_waitcnt thresholds */
    uint16_t ib_line[2];       /* a valid buffer line's entry in cu.ilines */
    uint64_t insts;
    uint64_t trace_id;         /* its wavefront task */
    uint64_t age;              /* admission order (cu.age_next); gto may renew it */
    uint64_t entry_pc;         /* its kernel's first instruction */
} cu_wave;

typedef struct cu_atom_rec {
    uint64_t src, cmp;
    uint16_t op;               /* enum amdgpu_op */
} cu_atom_rec;

enum { CLS_VM, CLS_LGKM };

/* A decoded instruction with its prepared semantics, owned by a wave or
 * a record (when it is not the launch's shared decoding). */
typedef struct cu_inst_copy {
    amdgpu_inst in;
    amdgpu_exec_prep prep;
} cu_inst_copy;

/* An in-flight memory instruction (VMEM, SMEM or DS): 96 bytes, not 344.
 * It points at its decoded instruction (the launch's, or a copy in block)
 * and keeps only what the flight and the replay need; what only issuing
 * needs (capacities, write bytes, lane accesses, the launch's
 * allocations) is the worker's (u->s, cu_mem.c). */
typedef struct cu_minst {
    const amdgpu_inst *inst;     /* see cu_wave.inst; the copy lives in block */
    const amdgpu_exec_prep *prep;
    /* While it issues, tx and tdata are the worker's scratch arrays (u->s:
     * one instruction issues at a time), and so are its lane accesses
     * (u->s->acc, nacc of them: a policy's mem_txn may read them); then
     * cu_mem.c's seal copies what the flight needs into one block of
     * exactly that size, so the memory held is that of the instructions
     * in flight: [the instruction copy][tx][tx_x][the snapshot][tdata]. */
    void *block;
    cu_txn *tx;
    union {
        uint8_t *tdata;        /* the transactions' bytes */
        uint64_t done_at;      /* lds: the cycle it completes */
    };
    uint64_t pc;
    uint64_t trace_id;         /* its inst task: the trace_id of its requests */
    uint32_t wave;
    uint32_t next;             /* next in the wave's list of its class; when free,
                                * the next free record */
    uint32_t vaff;             /* bit k: the k-th source VGPR is affine over the lanes,
                                * kept as 2 dwords (lane 0, step), not 64 */
    /* nsnap dwords of replay snapshot (cu_minst_snap): a 128-bit mask of
     * the scalar registers the semantics may read (4 dwords: bit r for
     * s[r]), their values in ascending r, then the source VGPRs, at issue
     * (cu_mem.c: snapshot) */
    uint16_t nacc, ntx, ndone, ntd, nsnap;
    uint16_t nqueued;          /* transactions in a send queue, not yet sent */
    uint16_t replay_i, replay_tx; /* pass 2: accesses replayed, the last transaction found */
    uint16_t vreg[4];          /* source VGPRs (gfx940: or AGPRs, in the unified file) */
    uint8_t vwidth[4], nvr;    /* ... their widths */
    uint8_t cls : 1;           /* CLS_VM, CLS_LGKM */
    bool used : 1;
    bool scalar : 1;           /* goes to the scalar port */
    bool lds : 1;              /* DS: completes at done_at, no traffic */
    bool replay : 1;           /* needs pass 2 (reads or returned atomics) */
    bool scc : 1;              /* at issue (replay) */
    bool sealed : 1;           /* its parts are in block (no longer u->s's) */
    bool has_x : 1;            /* sealed: the block keeps a cu_txn_x per transaction */
} cu_minst;

/* 96 bytes, not 144 (a CU's table holds one per resident workgroup). */
typedef struct cu_wg {
    cu_wg_msg *msg;            /* the ACE's message, returned when done */
    const cu_launch *launch;
    uint8_t *lds;
    char *error;
    uint64_t insts;
    uint32_t lds_cap, lds_size;
    uint16_t wave_idx[16];     /* wave-table indices (<= 1024 work-items; slots
                                * are 16-bit everywhere: cu.wpos) */
    uint16_t nwaves, ended, at_barrier;
    uint16_t vgprs, sgprs;     /* per wave, reserved at admission (the launch may
                                * be gone when a held workgroup is released) */
    bool used;
} cu_wg;

/* The working arrays of the memory instruction being issued or replayed
 * (cu_minst; cu_mem.c): one set per engine worker (engine/scratch.h), not
 * per CU (2.6 KiB a CU), since a worker ticks one CU at a time. */
struct cu_scratch {
    uint8_t *wb; uint32_t nwb, wb_cap; /* write data, atomic operands */
    cu_access *acc; uint32_t acc_cap;
    cu_txn *tx; uint32_t tx_cap;
    cu_txn_x *tx_x; uint32_t tx_x_cap; /* beside tx */
    uint8_t *td; uint32_t td_cap;
    uint32_t *snap; size_t snap_cap;
    uint32_t *vtmp; size_t vtmp_cap; /* destination VGPRs at issue, sources at replay */
    const struct mem_allocs *allocs; /* its launch's allocated ranges, or NULL */
    cu_minst *m;
};
extern const eng_scratch_kind cu_scratch_kind;

/* Transactions waiting for their port: a util/ring.h ring of (record,
 * transaction) pairs, grown as they queue (most CUs queue a few at a
 * time, and 64 per queue were 256 KiB on d-mgpu-4's 256 CUs); n is the
 * number waiting. */
struct cu_sendq_ent { uint32_t minst, tx; };
typedef ring cu_sendq;

typedef struct cu_dentry {
    uint64_t pc;
    uint32_t w0, w1;
    bool valid;
    amdgpu_inst in;
    amdgpu_exec_prep prep;       /* semantics and operand bounds, found once */
} cu_dentry;

struct cu {
    eng_comp comp;
    cu_config cfg;
    eng_port *dispatch, *inst_port, *scalar_port, *vector_port;
    eng_port *inst_dst, *scalar_dst;  /* the caches' ports */
    eng_port **vector_dst; uint32_t nvector_dst;
    const struct mem_map *vector_map; /* address -> vector_dst index */
    size_t alloc_hint;         /* last allocated range found (cu_mem.c) */
    cu_wave *waves;            /* simds * wave_slots records (zmem): use cu_wave_at */
    uint32_t *wpos;            /* wave slot -> its record's byte offset in waves */
    uint16_t *widx;            /* record place -> its wave slot */
    uint32_t nwaves;
    /* Wave bit sets (see cu_bit_set), one bit per wave slot each: */
    uint64_t *fetch_set;       /* may be RUN without an instruction */
    uint64_t *issue_set;       /* may hold an instruction, or wait on s_waitcnt */
    uint64_t *mem_set;         /* may have memory instructions to retire */
    /* The workgroup table: entries [0, wgs_cap) of cfg.max_wgs, grown as
     * workgroups are resident at once (4, 8, ...; a CU's full table of 40
     * filled a page, and most run a handful). Entries past wgs_cap are free. */
    cu_wg *wgs; uint32_t wgs_cap;
    cu_minst *mi; uint32_t nmi, mi_free;
    /* the worker's working arrays while a memory instruction issues or
     * replays (cu_mem_issue, the replay), else NULL */
    struct cu_scratch *s;
    cu_sendq vq, sq;
    /* requests a policy queued on vq (cu_mem_push_own), in vq order */
    struct mem_req **own; uint32_t own_head, own_n, own_cap;
    eng_msg **outq; uint32_t outq_n, outq_cap; /* messages to the ACE, in order */
    eng_port *front;           /* the ACE's port (where workgroups come from) */
    uint32_t mem_inflight;     /* data transactions sent, not yet answered */
    uint32_t fetch_inflight;   /* instruction lines requested, not yet answered */
    const cu_sched_ops *sched; /* the wavefront scheduler (cu_sched.h) */
    void *sched_state;         /* its state */
    uint64_t age_next;         /* the next wave's age */
    /* the policy layers (cu_det.h), in call order, and their states */
    const cu_det_ops *det[CU_DET_MAX];
    void *det_state[CU_DET_MAX];
    uint32_t ndet;
    cu_iline_store ilines;     /* the lines in the waves' instruction buffers */
    cu_dentry *dcache; uint32_t ndcache; /* NULL, 0 until the first admission */
    uint16_t class_cycles[4];  /* VALU occupancy per latency class (cu_issue.c) */
    uint32_t mfma_cycles[CU_MFMA_KEYS]; /* matrix core cycles per MFMA shape (cu_issue.c) */
    /* resources in use */
    uint32_t vgpr_used[CU_MAX_SIMDS], sgpr_used[CU_MAX_SIMDS], slots_used[CU_MAX_SIMDS];
    uint32_t lds_used, wgs_used, next_simd;
    /* units */
    uint64_t simd_free[CU_MAX_SIMDS];
    uint64_t xdl_free[CU_MAX_SIMDS]; /* each SIMD's matrix core (MFMA) */
    uint64_t salu_free, branch_free, vmem_free, smem_free, lds_free;
    uint32_t issue_rr, fetch_rr;
    uint64_t now;              /* current cycle while ticking */
    uint64_t wake_at;          /* earliest cycle something timed happens */
    uint64_t busy_start;       /* cycle the CU last became occupied */
    uint64_t acct_at;          /* cycle of the last tick (CPI stack) */
    uint8_t acct_reason;       /* its enum cu_stall, CU_STALL_COUNT: not busy */
    uint8_t issue_block;       /* this tick: CU_STALL_PORT / _POLICY seen, else COUNT */
    uint64_t trace_n;          /* tasks made (cu_trace_new) */
    cu_stats st;
};

/* The record of wave slot wi (slot wi % wave_slots of SIMD wi /
 * wave_slots; slots are numbered so everywhere). Records lie slot-major
 * (slot i of every SIMD side by side), so that the few slots a run fills
 * share pages of the zmem array: a record is 1024 bytes, and in SIMD
 * order a CU's first wave on each of its 4 SIMDs made 4-8 pages resident. */
static inline cu_wave *cu_wave_at(const cu *u, uint32_t wi)
{
    /* a byte offset: records are 768 bytes, and x * 768 costs two
     * instructions where x * 1024 cost one (every tick walks the slots) */
    return (cu_wave *)(void *)((char *)u->waves + u->wpos[wi]);
}

/* The slot number of a record (cu_wave_at's inverse). */
static inline uint32_t cu_wave_index(const cu *u, const cu_wave *wv)
{
    return u->widx[wv - u->waves];
}

/* A new task id of the CU's (wavefronts, instructions): counted whether
 * or not a tracer listens, so ids do not depend on tracing. */
static inline uint64_t cu_trace_new(cu *u)
{
    return trace_task_id(&u->comp, ++u->trace_n);
}

/* The wave bit sets. Each is a superset of the waves its stage has to
 * look at, so the stages visit set bits (in the same order as a walk of
 * every slot) instead of all the slots each cycle. A bit is set wherever
 * a wave may become interesting to the stage and cleared only by the
 * stage itself when it finds the wave is not; the stage still checks
 * every wave it visits, so a stale bit costs a visit, never a result. */
#define CU_BIT_WORDS(n) (((n) + 63) / 64)
static inline void cu_bit_set(uint64_t *m, uint32_t i) { m[i >> 6] |= 1ull << (i & 63); }
static inline void cu_bit_clr(uint64_t *m, uint32_t i) { m[i >> 6] &= ~(1ull << (i & 63)); }

/* The first set bit in [from, to), or to. */
static inline uint32_t cu_bit_scan(const uint64_t *m, uint32_t from, uint32_t to)
{
    while (from < to) {
        uint64_t w = m[from >> 6] >> (from & 63);
        if (w) {
            uint32_t i = from + (uint32_t)__builtin_ctzll(w);
            return i < to ? i : to;
        }
        from = (from | 63) + 1;
    }
    return to;
}

/* The smallest d in [0, limit) with bit (start + d) % n set, else limit
 * (start < n, limit <= n): the next wave of a round-robin walk. */
static inline uint32_t cu_bit_next(const uint64_t *m, uint32_t n, uint32_t start, uint32_t limit)
{
    uint32_t end = start + limit;
    if (end <= n) return cu_bit_scan(m, start, end) - start;
    uint32_t i = cu_bit_scan(m, start, n);
    if (i < n) return i - start;
    return n - start + cu_bit_scan(m, 0, end - n);
}

/* cu.c */
static inline void cu_want(cu *u, uint64_t cycle)
{
    if (cycle < u->wake_at) u->wake_at = cycle;
}
void cu_out_push(cu *u, cu_wg_msg *m);
/* Any other message to the ACE (dst and bytes set by the caller), after
 * those already queued. */
void cu_out_push_msg(cu *u, eng_msg *m);
/* The CP opened the grid barrier wave m->wave waits at (cu_issue.c). */
void cu_gws_go(cu *u, const cu_gws_msg *m);

/* cu_admit.c */
bool cu_admit(cu *u, cu_wg_msg *m);
void cu_wave_try_end(cu *u, uint32_t wi);
void cu_wg_fail(cu *u, uint32_t wi, const char *text);
void cu_admit_end_now(cu *u, uint32_t gi, uint64_t extra_insts); /* cu_ext_wg_end_now */
void cu_barrier_check(cu *u, uint32_t wg);
void cu_admit_free(cu *u);
/* Frees the resources of finished workgroups a policy held
 * (cu_det_ops.hold_resources). */
void cu_admit_release_held(cu *u);

/* cu_fetch.c */
bool cu_fetch(cu *u);
/* Empties wave wv's instruction buffer (it fetches no more, or starts
 * over): its lines go back to cu.ilines, a pending fetch's answer will
 * be dropped. */
void cu_fetch_drop(cu *u, cu_wave *wv);
void cu_fetch_response(cu *u, mem_rsp *r);

/* cu_issue.c */
bool cu_issue(cu *u);
void cu_issue_init_latencies(cu *u);
/* The cycles a DS instruction of wave wv (its decoded inst, before it
 * executes) takes beyond the conflict-free case: per half wavefront, its
 * busiest LDS bank's distinct dwords less ceil(dwords / banks)
 * (cu_lds.c); 0 with cfg.lds_banks = 0. */
uint32_t cu_lds_conflict_cycles(const cu *u, const cu_wave *wv);
bool cu_waitcnt_ok(const cu_wave *wv);
/* The enum cu_stall of the current cycle (after the stages ran), given
 * whether an instruction issued in it. */
unsigned cu_stall_reason(const cu *u, bool issued);

/* cu_mem.c */
bool cu_mem_issue(cu *u, uint32_t wi);
void cu_mem_response(cu *u, mem_rsp *r);
bool cu_mem_send(cu *u);
bool cu_mem_retire(cu *u);
void cu_mem_free(cu *u);
void cu_minst_release(cu *u, uint32_t mi);
/* Transaction ti's cu_txn_x (u->s->tx_x while it issues), or NULL when
 * its sealed record keeps none (plain loads: no mask, nothing forwarded). */
cu_txn_x *cu_tx_x(const cu *u, const cu_minst *m, uint32_t ti);
/* m's replay snapshot (see cu_minst.nsnap): u->s->snap while it issues,
 * then in its block. */
const uint32_t *cu_minst_snap(const cu *u, const cu_minst *m);
/* Gives record m its transactions' bytes when it has none yet (a record
 * of reads gets them at its first response: cu_mem.c, seal); this may
 * move m's block, so pointers into it (m->tx) are taken after. */
void cu_minst_bytes(cu_minst *m);
extern const amdgpu_mem_ops cu_replay_ops;
/* A policy's own request (cu_det.h): r (id with CU_OWN_ID set, type,
 * address, operands filled; hdr.dst is set when it is sent) joins the
 * vector send queue behind every transaction queued so far, so it reaches
 * the L1V before any later one of this CU; its answer goes to the
 * policy's mem_rsp. The queue owns r until it is sent. */
#define CU_OWN_ID (1ull << 63)
void cu_mem_push_own(cu *u, struct mem_req *r);
/* Transaction t of m as a whole line: its bytes, zeros elsewhere. */
void cu_txn_line(const cu_minst *m, const cu_txn *t, uint8_t line[MEM_LINE_MAX]);
/* Keeps the bytes of line that mask marks (a read's bytes a policy
 * forwarded, its cu_tx_x: the response does not overwrite them). */
void cu_txn_keep(cu_minst *m, const cu_txn *t, const uint64_t *mask,
                 const uint8_t line[MEM_LINE_MAX]);

/* cu_det.c: the policy layers' chains, each combining the layers'
 * answers as its hook says (cu_det.h); with no layer, the baseline's. */
int cu_det_init(cu *u, char *err, size_t errlen);
void cu_det_fini(cu *u);
bool cu_det_admit_begin(cu *u, cu_wg_msg *m);
bool cu_det_place(cu *u, uint32_t n, uint32_t vgprs, uint32_t sgprs, uint32_t *simd_of);
void cu_det_admitted(cu *u, uint32_t wg, bool ok);
bool cu_det_hold_resources(cu *u);
bool cu_det_may_issue(cu *u, uint32_t wi);
void cu_det_issued(cu *u, uint32_t wi, const void *in);
bool cu_det_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti);
bool cu_det_ctl(cu *u, eng_msg *m);
bool cu_det_tick_end(cu *u, bool progress);
/* The answer to a layer's own request (its id names the layer). */
void cu_det_mem_rsp(cu *u, struct mem_rsp *r);
/* Own request ids: CU_OWN_ID, the layer in bits 56..62, the layer's 56. */
#define CU_OWN_LAYER_SHIFT 56

/* cu_describe.c: eng_comp_ops.describe */
bool cu_describe(const eng_comp *c, char *buf, size_t len);

/* cu_report.c */
/* Ends wave wi's workgroup with "kernel K: workgroup (x,y,z) wave N: PC
 * 0x.. (K+0x..): WHAT[ at ADDR]: [encoding] disassembly". in may be NULL
 * or undecoded (info NULL: only its words are shown). */
void cu_report(cu *u, uint32_t wi, const amdgpu_inst *in, uint64_t pc, const char *what,
               bool has_addr, uint64_t addr);

#endif
