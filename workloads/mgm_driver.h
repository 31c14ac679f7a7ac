/* workloads/mgm_driver.h - the host driver of an MGMark workload: runs a
 * workload's plan (mgm.h) on the timing model through the multi-GPU host
 * driver API (driver/mgpu.h), the way a host program would, unchanged on
 * every platform.
 *
 * What it does, in order:
 *   1. allocates every buffer where the platform wants it (below) and
 *      copies its initial bytes in (buffers without initial bytes are
 *      left as allocated: device memory starts zeroed); the code object
 *      is placed on each device by its first launch;
 *   2. runs the steps in plan order: a launch step queues every launch of
 *      the step on its GPU's queue (with its global work-item offset) and
 *      drains them together, so the GPUs run concurrently; a host step
 *      reads and writes device buffers through copies (w->host through an
 *      mgm_mem);
 *   3. reads every OUT buffer back.
 *
 * Placement, from the devices the driver shows (mgm_driver_plan_gpus):
 *   - one device (R9 Nano, M-SGPU, and U-MGPU whose one device is all
 *     GPUs behind GPU 0's command processor): the 1-GPU plan, every
 *     buffer in the device's memory (U-MGPU: interleaved over all GPUs
 *     every 4 KB by the hardware, which the program cannot change);
 *   - N devices (D-MGPU): the N-GPU plan; a replicated buffer gets one
 *     copy in each GPU's memory; any other buffer is one range of unified
 *     memory whose pages live on the GPU the plan's placement (owner[][])
 *     gives most of the page's bytes (so SC's row boundaries move a few
 *     bytes to a neighbour).
 *
 * Statistics, all over the launch steps only (copies and host steps do
 * not count, as with a profiler's kernel times): kernel_time_ps sums each
 * launch step's simulated span, from queueing to the last launch's end
 * (the driver reports one figure per drain for concurrent launches, so a
 * step's span includes the dispatch packet copies, a few hundred ns);
 * instructions and the per-GPU counters are the differences of the
 * driver's totals across those steps; cross_gpu_bytes is the bytes the
 * RDMA engines put on the fabric (requests and responses).
 *
 * Failure: -1 with one line in err[ERR_LEN_NEST(1)] (a driver error, a
 * kernel fault with the driver's report, a kernel missing from the code
 * object, a host step's error); res then holds no buffers. */
#ifndef MGSIM_WORKLOADS_MGM_DRIVER_H
#define MGSIM_WORKLOADS_MGM_DRIVER_H

#include <stdint.h>

#include "driver/mgpu.h"
#include "amdgpu/codeobj.h"
#include "workloads/mgm.h"
#include "util/err.h"

typedef struct mgm_drv_result {
    uint8_t *out[MGM_MAX_BUFS]; /* OUT buffers, as mgm_func_result */
    uint64_t kernel_time_ps;    /* see above */
    uint64_t cycles;            /* kernel_time_ps in GPU core cycles */
    uint64_t instructions;      /* wavefront instructions, all GPUs */
    uint64_t workgroups, launches, host_steps;
    uint64_t cross_gpu_bytes;   /* bytes that crossed between GPUs */
    uint64_t sim_time_ps;       /* engine time at the end, copies included */
    unsigned ngpus;             /* physical GPUs, entries of gpu[] */
    mgpu_totals gpu[MGM_MAX_GPUS];
    unsigned plan_gpus;         /* mgm_driver_run_platform: the plan's GPUs */
    double wall_s;              /* mgm_driver_run_platform: host seconds of the run */
    double cpu_s;               /* ... and the process's CPU seconds in them (all threads) */
} mgm_drv_result;

/* How many GPUs the plan for driver m must be built for (its devices). */
unsigned mgm_driver_plan_gpus(const mgpu *m);

/* Runs plan pl of problem p with code object co on m (a fresh driver:
 * the run allocates its buffers in it). res is overwritten. */
int mgm_driver_run(mgpu *m, const mgm_problem *p, const mgm_plan *pl,
                   const struct amdgpu_codeobj *co, mgm_drv_result *res, char *err);
void mgm_drv_result_free(mgm_drv_result *r);

/* Observers of a whole run (mgm_driver_run_platform), either may be NULL:
 * attach sees the fresh driver before the run (a trace, a hang detector;
 * non-zero stops the run), detach comes after the run whatever its
 * outcome (non-zero fails it). Their messages and codes stay in user. */
typedef struct mgm_run_hooks {
    int (*attach)(void *user, mgpu *m);
    int (*detach)(void *user);
    void *user;
} mgm_run_hooks;

/* The whole timing run of problem p with code object co on a fresh driver
 * for platform pc, the one implementation `mgsim run` and det_run share:
 * builds the driver, the plan for its devices (res->plan_gpus), runs it
 * (res->wall_s: host seconds of mgm_driver_run) and frees the driver.
 * Returns 0; -1 with one line in err[ERR_LEN_NEST(1)] (driver, plan or
 * run failed; detach is still called after a failed run); 1 when a hook
 * stopped or failed the run (its message is the hook's). plan_gpus and
 * wall_s are set even on failure; res holds no buffers then. */
int mgm_driver_run_platform(const platform_config *pc, const mgm_problem *p,
                            const struct amdgpu_codeobj *co, const mgm_run_hooks *h,
                            mgm_drv_result *res, char *err);

#endif
