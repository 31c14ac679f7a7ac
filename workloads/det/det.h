/* workloads/det/det.h - order-sensitive workloads for the deterministic-GPU study
 * (issue 8; prefix det_): kernels whose results depend on the order in
 * which atomics from different CUs reach memory, a control that does not,
 * and a runner that shows it with the nondeterminism injection
 * ([sim] perturb, components/platform/perturb.h).
 *
 *   name  kernels (workloads/det/kernels/)        atomics                  order-sensitive output
 *   sum   det_sum                       float add as CAS loop    bins (float sums)
 *   bfs   det_bfs_level                 CAS claim + atomic_inc   queue order, parents
 *   hist  det_hist                      integer add              none: the control
 *   pr    det_pr_push, det_pr_update    float add as CAS loop    ranks (float)
 *   bc    det_bc_init/forward/          CAS claim, integer add,  centrality (float)
 *         backward/accum                float add as CAS loop
 *
 * Each workload is a workload descriptor (workloads/mgm.h: problem, plan for
 * G GPUs, CPU reference, check) of suite "det" (det_suite, registered in
 * workloads/wl_list.h), so it runs through the MGMark host driver
 * (workloads/mgm_driver.h) on every platform unchanged and through `mgsim
 * run` like any workload; graphs are R-MAT graphs from the problem's
 * seed (det_graph.h). What MGMark's exact verification cannot do is
 * added here: a workload's verify compares what must be
 * equal (levels, counts, path counts: exactly; float results: within a
 * tolerance of a double-precision reference) and what may legitimately
 * vary with the order (the BFS queue per level as a set, each parent as
 * a valid BFS parent). The output hash is mgm_hash_outputs (SHA-256 over
 * the raw bytes of the OUT buffers in buffer order, as `mgsim run` hashes
 * them), so any change in order shows. det_run runs any workload of the
 * registry (`mgsim det` on top of it).
 *
 * Failure: -1 with one line in err[ERR_LEN] (det_run: RUN-style
 * errors from the platform, the code object, the driver). No global
 * state. */
#ifndef MGSIM_DET_DET_H
#define MGSIM_DET_DET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "workloads/mgm.h"

/* sum, bfs, hist, pr, bc (flags MGM_WL_ORDER_SENSITIVE but hist). */
extern const mgm_suite det_suite;
/* NULL and "unknown workload 'x' (sum, bfs, ...)" in err */
const mgm_workload *det_workload_find(const char *name, char *err);

/* One run on the timing model. */
typedef struct det_opts {
    const char *config;          /* platform INI, NULL: one R9 Nano */
    const char *const *sets;     /* section.key=value overrides */
    size_t nsets;
    uint64_t perturb;            /* [sim] perturb for this run (0: off) */
    int threads;                 /* -1: the config's; 0 serial; N workers */
    uint64_t size;               /* 0: the workload's default */
    uint64_t seed;               /* the inputs' (and graph's) seed */
    const char *hsaco;           /* the code object of the workload */
} det_opts;

typedef struct det_result {
    uint64_t size;
    unsigned gpus, plan_gpus;
    int verified;                /* 1 passed, 0 failed */
    char msg[ERR_LEN];       /* why it failed */
    char sha256[MGM_SHA256_HEX_LEN];
    uint64_t cycles, instructions;
    double wall_s;
} det_result;

/* Any workload w (its check: mgm_check). */
int det_run(const mgm_workload *w, const det_opts *o, det_result *r, char *err);

#endif
