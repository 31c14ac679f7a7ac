/* Internals of the sampling mechanism: the fast part as its run ops
 * (sample_drv.c) run it, the functional workgroup runner (sample_exec.c)
 * and the ACE layer's state (sample_ace.c, sample_ff.c). */
#ifndef MGSIM_MECH_SAMPLE_SAMPLE_PRIV_H
#define MGSIM_MECH_SAMPLE_SAMPLE_PRIV_H

#include "amdgpu/exec.h"
#include "components/cp/cp_ext.h"
#include "components/platform/platform.h"
#include "mech/sample/sample.h"

/* ---- the fast part, run by the run ops (sample_drv.c) --------------------- */

/* Whether c's layer waits for its fast part (the engine has stopped with
 * this launch unfinished on purpose). */
bool sample_pending(const cp *c);

/* The memory the fast part runs on, and the byte counter it keeps: the
 * driver's untimed path (components/platform: platform_backdoor). */
typedef struct sample_mem {
    amdgpu_mem mem;
    uint64_t *bytes, *remote_bytes; /* the caller's counters (mem's ctx) */
    uint64_t *remote_lines;         /* another GPU's lines per memory instruction */
    uint64_t *lines;                /* any GPU's lines per memory instruction */
    /* < 0: remote_lines counts another GPU's lines as the running GPU
     * sees them; else the share of lines taken as remote (U-MGPU, whose
     * CP runs a launch on every GPU's CUs: which GPU a workgroup would
     * have run on is not known, the detailed part's share stands in) */
    double remote_share;
    /* < 0: none; else the share of remote lines in the detailed part of
     * the last drain that ran this GPU's CUs in detail (its last launch
     * measured, as a rule): what a similar launch's first workgroups
     * are checked against (sample_ff.c) */
    double ref_share;
    /* the instruction running, which mem's ctx counts lines by: the fast
     * part numbers each from 1; 0 while it fetches (a fetch is no data
     * access, none of the counters take it) */
    uint64_t *inst;
    bool *scalar; /* the instruction running is a scalar one (the runner sets it) */
    /* true (as it starts): the accesses keep the L2 as they would
     * (platform_backdoor_touch); false: the L2 keeps what it holds, a
     * write updating a cached copy (platform_backdoor) */
    bool *touch;
} sample_mem;

/* Runs c's pending fast part on mem (between engine runs): workgroups a
 * window at a time until the launch's end or a phase change, then wakes
 * the CP at the predicted cycle. 0, or -1 with err (the launch also
 * fails with it). */
int sample_fast_forward(cp *c, const sample_mem *mem, char *err, size_t errlen);

/* ---- the functional runner (sample_exec.c) ---------------------------------- */

typedef struct sample_dent { /* a decode-cache entry */
    bool valid;
    uint64_t pc;
    uint32_t w0, w1;
    amdgpu_inst in;
    amdgpu_exec_prep prep;
} sample_dent;

typedef struct sample_fent { /* a fetch-memo entry: pc's instruction, verified */
    uint64_t pc, epoch;
    const amdgpu_inst *in;
    const amdgpu_exec_prep *prep;
} sample_fent;

typedef struct sample_exec {
    amdgpu_wave *w;          /* one workgroup's waves */
    uint8_t *state;          /* each wave's: running, at the barrier, done */
    uint64_t *winsts;        /* each wave's instructions (the spin limit) */
    uint32_t *vregs;
    uint8_t *lds;
    uint32_t cap;            /* waves */
    size_t vdw, lds_cap;     /* VGPR dwords per wave, LDS bytes */
    sample_dent *dc;         /* direct-mapped by PC */
    /* The fetch memo (sample_exec.c), by PC as dc: instructions whose
     * words were read and decoded (or matched) in this epoch (a run's) */
    sample_fent *fc;
    uint64_t epoch;
    uint64_t serial;         /* instructions run (sample_mem.inst) */
    bool *scalar;            /* sample_mem.scalar */
    uint64_t limit;          /* instructions a wave may run (0: a bound past any
                              * real kernel's, sample_exec.c) */
} sample_exec;

/* Runs workgroups first .. first + n - 1 (linear ids, x fastest) of
 * launch l one after another on mem's memory, each to its end (waves
 * interleaved, barriers kept, as amdgpu/functional.h does), numbering
 * the instructions in *mem->inst, and adds the wavefront instructions
 * they ran to *insts. 0, or -1 with one line in err naming the kernel,
 * workgroup, PC and what went wrong. */
int sample_exec_run(sample_exec *x, const cu_launch *l, uint64_t first, uint64_t n,
                    const sample_mem *mem, uint64_t *insts, char *err, size_t errlen);

/* A wave held mid-way on a CU (sample_round.c): its registers, PC and
 * LDS where they stand (the CU's own record), its workgroup's index in
 * the caller's numbering, its state, its instructions run here. */
enum { W_RUN, W_BARRIER, W_DONE };
typedef struct sample_held {
    amdgpu_wave *w;
    uint32_t wg;
    uint8_t state; /* W_RUN, W_BARRIER, W_DONE */
    uint64_t n;
} sample_held;

/* Runs the n held waves of nwg workgroups to their ends on mem, all of
 * them interleaved a few instructions at a time (as the GPU held them
 * all at once: the L2 is left as the GPU's interleaved accesses would
 * leave it, not as one workgroup after another would), barriers kept per
 * workgroup; adds each workgroup's instructions to wg_insts[wg]. 0, or
 * -1 with one line in err. */
int sample_exec_held(sample_exec *x, const cu_launch *l, sample_held *h, uint32_t n,
                     uint32_t nwg, const sample_mem *mem, uint64_t *wg_insts, char *err,
                     size_t errlen);

/* Launch l's shape (sample_shape.c): a hash of the addresses its first
 * and last workgroups touch and their waves' instruction counts, on a
 * memory of their own (nothing in device memory is read or written);
 * 0 when they follow the launch's data or run too long (no shape: not
 * similar to any launch). Runs on x, any thread. */
uint64_t sample_shape(sample_exec *x, const cu_launch *l);

/* CU u's counters (sample_stats' detail_remote_lines; sample_cu.c). */
void sample_cu_stats(const cu *u, uint64_t *x);
/* Holds the waves of launch l on u before their next instruction (NULL:
 * none held; sample_cu.c), between engine runs. */
void sample_cu_freeze(cu *u, const cu_launch *l);
void sample_exec_free(sample_exec *x);

/* ---- the layer's state ------------------------------------------------------ */

/* A launch measured, for identical launches after it (sample.reuse). */
typedef struct sample_memo {
    const void *kernel;
    uint32_t grid[3], wg[3], group_size;
    uint64_t offset[3];
    uint8_t *args;           /* the explicit arguments' bytes */
    uint32_t nargs;
    double cpw, ipw;         /* cycles and instructions per workgroup */
    double half_pw;          /* the bound per workgroup */
    uint32_t W;              /* its window */
    double lo, hi;           /* the least and most cycles per workgroup measured */
    uint32_t uses;           /* reuses since it was last measured */
    uint32_t gap;            /* reuses allowed before it is measured again */
    uint64_t prev;           /* the launch before it on the GPU (sample_ace.c: ident) */
    bool sim;                /* a similar launch's: by-value arguments not compared,
                              * its shape instead (sample_shape) */
    uint64_t shape;          /* sim: the shape it was measured with */
} sample_memo;

enum sample_state {
    SS_DETAIL,  /* the baseline dispatches; windows measured */
    SS_DRAIN,   /* dispatch held back; the workgroups in flight finish */
    SS_PENDING, /* waiting for the driver (sample_fast_forward) */
    SS_RESUME,  /* fast part done, a phase change: detail again at t_r */
    SS_END,     /* fast part done to the launch's end: over at t_r */
    SS_FREEZE,  /* within a round: the CUs hold the launch's waves while
                 * their memory drains (sample_round.c) */
    SS_TAIL     /* by slices, several rounds: the middle rounds ran
                 * functionally, the rest runs in detail, then the
                 * launch ends r_shift cycles later (sample_round.c) */
};

typedef struct sample_ace {
    sample_config cfg;
    sample_stats st;
    int state;
    bool begun;              /* the dispatch phase's first step seen */
    uint64_t start_cycle;    /* of the dispatch phase */
    uint32_t W;              /* workgroups per window (0: not yet known) */
    uint64_t peak;           /* in flight at the last tick (W's measure) */
    /* the phase's windows */
    bool phase_begun;
    uint32_t seen;           /* windows ended in the phase (warm-up included) */
    uint64_t win_done, win_cycle, win_insts; /* where the current window began */
    double *wc, *wi;         /* after the warm-up: cycles, instructions per workgroup */
    uint32_t nw, wcap, nwi, wicap;
    /* the decision */
    uint64_t t_d, C, D;      /* cycle; workgroups done, dispatched */
    uint64_t t_e;            /* the cycle the held-back launch drained */
    double cpw, ipw, half_pw;
    double prior;            /* an identical earlier launch's cycles per workgroup (0: none) */
    uint64_t t_r;            /* the predicted resume / end cycle */
    uint64_t lag;            /* cycles detail resumed after t_r (the engine ran dry later) */
    double pred_fast;        /* cycles predicted beyond the detail, this launch */
    double bound;            /* this launch's half-width (cycles) */
    uint64_t fast_wgs;       /* workgroups run in the fast part this launch */
    bool fast_any, reusing, memo_ok;
    bool marked;             /* the trace has the predicted end */
    sample_memo *memo;
    uint32_t nmemo, memocap;
    uint64_t prev_id, cur_id; /* the previous launch's identity, this one's */
    uint64_t prev_sid, cur_sid; /* the same as similar launches (with the shape) */
    uint64_t shape;          /* this launch's (sample_shape; 0: none, or not asked) */
    bool similar;            /* reusing a similar launch's rate */
    int32_t reused;          /* the memo reusing took (its index; -1: none) */
    /* within a round (sample.slice; sample_round.c) */
    uint32_t gpus;           /* the platform's (gpu_config.gpus) */
    bool r_begun;            /* the launch's first slice end seen */
    bool r_off;              /* not decided by slices this launch */
    bool r_multi;            /* several rounds: a workgroup done while others waited */
    uint64_t r_round;        /* then: the workgroups dispatched by then (the first round) */
    uint64_t r_W;            /* the workgroups in flight at the decision (a round) */
    double r_shift;          /* their predicted cycles (SS_TAIL) */
    uint32_t r_seen;         /* windows ended (warm-up included) */
    uint64_t r_cycle, r_insts; /* where the current window began */
    double *rw;              /* after the warm-up: instructions per cycle */
    uint64_t *rd;            /* and the workgroups done as each began */
    uint32_t rdcap;
    uint64_t r_done;         /* done at the last slice end */
    uint32_t nrw, rwcap;
    /* the copy running (sample_copy.c) */
    int c_state;
    uint32_t c_cus;          /* CUs per GPU (how many GPUs the CP drives) */
    uint64_t c_caches;       /* one GPU's L2s (and MALL), bytes */
    uint64_t c_warm, c_tail; /* this copy's warm-up and tail, bytes */
    uint64_t c_start;        /* its first cycle */
    bool c_begun;            /* past the warm-up */
    uint32_t c_seen;         /* windows ended (warm-up included) */
    uint64_t c_win_acked, c_win_cycle; /* where the current window began */
    double *cw;              /* after the warm-up: cycles per window */
    uint32_t ncw, cwcap;
    uint64_t c_td, c_tr;     /* the decision, the predicted resume */
    uint64_t c_from, c_n;    /* the middle moved functionally: offset, bytes */
    uint8_t *scratch;        /* a similar launch's arguments (sample_ace.c: args_of) */
    uint32_t scratch_cap;
    sample_exec exec;
} sample_ace;

sample_ace *sample_of(const cp *c);

/* A fast part's prediction (cycles), its bound and its instructions, and
 * the bytes and lines mem counted, into the launch's and the GPU's
 * figures (sample_ff.c). */
void sample_fast_count(sample_ace *s, const sample_mem *mem, double pred, double half,
                       uint64_t insts);

/* ---- the run's drains, for the cross-GPU bytes (sample_tx.c) -------------- */

/* A drain with launches: its kernels (a hash of their names in queue
 * order), RDMA wire bytes, the detailed CUs' vector lines and of them in
 * another GPU's memory, and each GPU's fast-part remote lines. */
typedef struct sample_drain {
    uint64_t sig, tx, dlines, dremote;
    uint64_t *fremote; /* [ngpus] */
    double share;      /* U-MGPU: the last remote share its fast part took (< 0: none) */
    uint64_t *glines;  /* the drain running: each GPU's detailed lines and */
    uint64_t *gremote; /* remote ones at its start ([ngpus]; NULL in the records) */
} sample_drain;

/* The run's state (gpu_mech_run.state_bytes: zeroed at its start). */
typedef struct sample_run {
    sample_drain *smp; /* each drain with launches */
    uint32_t nsmp, smpcap;
    sample_drain cur;  /* the drain running: the counters at its start */
    uint32_t from;     /* U-MGPU: the drain of the last fast part */
    uint64_t lines, remote; /* and the detailed CUs' lines, remote ones, then */
    double *gshare;    /* each GPU's remote share in its last drain with detail
                        * (< 0: none; sample_mem.ref_share) */
} sample_run;

/* A drain with launches is recorded from its begin to its end. The
 * U-MGPU fast part's remote share (called once per fast part): of the
 * detailed CUs' lines since the last fast part, in drains of the same
 * kernels (this one included); none there: the share the last fast part
 * of the same kernels took; none: of every line of the same kernels'
 * drains; none: of every drain's. GPU g's sample_mem.ref_share: its
 * detailed lines' remote share in the last drain that had any (< 0:
 * none; U-MGPU: none, its fast part's remote lines are a share
 * themselves). Then per GPU, the fast part's estimated wire bytes and
 * their bound (est, bound: ngpus each): each drain's fast remote lines
 * times the wire bytes per detailed remote line of the drains of its
 * kernels (else of every drain), the bound the largest distance of one
 * such drain's rate from that, at least sample.tolerance of it. And the
 * drains' counters under --stats "sample" ("drains"). */
void sample_tx_drain_begin(const platform *p, sample_run *r, const gpu_mech_drain *d);
void sample_tx_drain_end(const platform *p, sample_run *r);
double sample_tx_share(const platform *p, sample_run *r);
double sample_tx_ref_share(const platform *p, const sample_run *r, uint32_t g);
void sample_tx_traffic(const platform *p, const sample_run *r, double *est, double *bound);
void sample_tx_json(const platform *p, const sample_run *r, struct json_object *smp);
void sample_tx_free(sample_run *r);

/* ---- within a round (sample_round.c) ---------------------------------------- */

/* At a slice end (sample.slice; the engine stopped): GPU g's launch
 * measures its instruction rate over the slice. Within a round, once
 * stable its waves are held; true once their memory has drained: then
 * sample_round_rest runs its rest on mem (the waves from where they
 * stand) and predicts the end at the measured rate. Several rounds: true
 * once stable, and sample_round_rest runs the middle rounds on mem while
 * the workgroups in flight go on. */
bool sample_round_step(platform *p, uint32_t g);
/* Whether c's launch may be decided by slices: sample.slice on, one GPU,
 * no global atomics in its code, and (W > 0: the GPU's occupancy for it,
 * when known; within a round) its workgroups all in one round. */
bool sample_round_eligible(const sample_ace *s, const cp *c, uint64_t W);
void sample_round_rest(platform *p, uint32_t g, const sample_mem *mem);
/* Frees the launch state sample_round keeps (sample_ace.c's fini). */
void sample_round_free(sample_ace *s);

/* ---- copies (sample_copy.c) -------------------------------------------------- */

/* From the GPU's config (its caches' sizes), at the layer's init. */
void sample_copy_init(sample_ace *s, const gpu_config *g);
/* The layer's copy hooks (cp_ace_ops: copy_start, copy_step). */
void sample_copy_start(cp *c);
bool sample_copy_step(cp *c);
/* The copy is held, its middle waiting for the driver. */
bool sample_copy_pending(const sample_ace *s);
/* Moves the held copy's middle on p's untimed path and wakes the CP at
 * the predicted cycle (between engine runs). 0, or -1 with err (the
 * copy fails with it). */
int sample_copy_forward(cp *c, platform *p, char *err, size_t errlen);
void sample_copy_free(sample_ace *s);

/* Its part in a run on the driver's side (sample_drv.c). */
extern const gpu_mech_run sample_run_ops;

#endif
