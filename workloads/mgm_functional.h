/* workloads/mgm_functional.h - runs a workload's plan in the GCN3
 * functional mode: one memory image, every launch of every step in plan
 * order (the launches of a step one after another, GPU 0 first), host
 * steps in between. It is the reference path for the workloads (no
 * timing, no platform); a plan for G GPUs runs here too, which checks
 * that its per-GPU launches (offsets, splits) compose to the right
 * result. With opts->threads > 0 each launch runs its workgroups on that
 * many workers (one pool for the whole plan), with the serial result
 * (amdgpu/functional.h, "Threads"); host steps stay on the calling thread.
 *
 * Memory: every buffer is mapped at its own page-aligned address and
 * starts with its initial bytes (zeros when it has none); a replicated
 * buffer gets one copy per GPU of the plan, and a launch on GPU g gets
 * copy g. A launch's global offset is written into the kernarg's
 * hidden_global_offset_x/y/z after the dispatch is placed (the dispatch
 * itself reports 0); a non-zero offset for a kernel without those
 * arguments is an error.
 *
 * Failure: -1 with one message in err[ERR_LEN_NEST(1)]: a kernel that
 * is not in the code object, arguments that do not match its metadata,
 * a launch whose instruction has no semantics or faults (the functional
 * mode's message: kernel, workgroup, wave, PC, disassembly), a host step
 * error. Results: the final bytes of every OUT buffer (copy 0), owned by
 * the result until mgm_func_result_free; they are read in place in the
 * run's memory image, which the result keeps (no copy out: for mt that
 * was a copy and a fresh page per 4 KiB of the output). */
#ifndef MGSIM_WORKLOADS_MGM_FUNCTIONAL_H
#define MGSIM_WORKLOADS_MGM_FUNCTIONAL_H

#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/functional.h"
#include "workloads/mgm.h"
#include "util/err.h"

typedef struct mgm_func_result {
    uint8_t *out[MGM_MAX_BUFS];              /* in image's bytes */
    struct amdgpu_memimg *image;               /* the run's memory, kept for out */
    uint64_t instructions;                   /* wavefront instructions */
    uint64_t gpu_instructions[MGM_MAX_GPUS]; /* per launch.gpu */
    uint64_t launches, workgroups, host_steps;
} mgm_func_result;

/* opts may be NULL (no instruction limit, serial). res is overwritten. */
int mgm_functional_run(const mgm_problem *p, const mgm_plan *pl, const struct amdgpu_codeobj *co,
                       const amdgpu_func_opts *opts, mgm_func_result *res, char *err);
void mgm_func_result_free(mgm_func_result *r);

#endif
