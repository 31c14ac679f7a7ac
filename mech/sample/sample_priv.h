/* Internals of the sampling mechanism: the functional workgroup runner
 * of the fast part (sample_exec.c) and the ACE layer's state
 * (sample_ace.c, sample_ff.c). */
#ifndef MGSIM_MECH_SAMPLE_SAMPLE_PRIV_H
#define MGSIM_MECH_SAMPLE_SAMPLE_PRIV_H

#include "amdgpu/exec.h"
#include "components/cp/cp_ext.h"
#include "mech/sample/sample.h"

/* ---- the functional runner (sample_exec.c) ---------------------------------- */

typedef struct sample_dent { /* a decode-cache entry */
    bool valid;
    uint64_t pc;
    uint32_t w0, w1;
    amdgpu_inst in;
    amdgpu_exec_prep prep;
} sample_dent;

typedef struct sample_exec {
    amdgpu_wave *w;          /* one workgroup's waves */
    uint8_t *state;          /* each wave's: running, at the barrier, done */
    uint64_t *winsts;        /* each wave's instructions (the spin limit) */
    uint32_t *vregs;
    uint8_t *lds;
    uint32_t cap;            /* waves */
    size_t vdw, lds_cap;     /* VGPR dwords per wave, LDS bytes */
    sample_dent *dc;         /* direct-mapped by PC */
    uint64_t serial;         /* instructions run (sample_mem.inst) */
    bool *scalar;            /* sample_mem.scalar */
} sample_exec;

/* Runs workgroups first .. first + n - 1 (linear ids, x fastest) of
 * launch l one after another on mem's memory, each to its end (waves
 * interleaved, barriers kept, as amdgpu/functional.h does), numbering
 * the instructions in *mem->inst, and adds the wavefront instructions
 * they ran to *insts. 0, or -1 with one line in err naming the kernel,
 * workgroup, PC and what went wrong. */
int sample_exec_run(sample_exec *x, const cu_launch *l, uint64_t first, uint64_t n,
                    const sample_mem *mem, uint64_t *insts, char *err, size_t errlen);

/* CU u's counters (sample_stats' detail_remote_lines; sample_cu.c). */
void sample_cu_stats(const cu *u, uint64_t *x);
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
    bool sim;                /* a similar launch's: by-value arguments not compared */
} sample_memo;

enum sample_state {
    SS_DETAIL,  /* the baseline dispatches; windows measured */
    SS_DRAIN,   /* dispatch held back; the workgroups in flight finish */
    SS_PENDING, /* waiting for the driver (sample_fast_forward) */
    SS_RESUME,  /* fast part done, a phase change: detail again at t_r */
    SS_END      /* fast part done to the launch's end: over at t_r */
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
    uint64_t prev_sid, cur_sid; /* the same as similar launches */
    bool similar;            /* reusing a similar launch's rate */
    uint8_t *scratch;        /* a similar launch's arguments (sample_ace.c: args_of) */
    uint32_t scratch_cap;
    sample_exec exec;
} sample_ace;

sample_ace *sample_of(const cp *c);

#endif
