/* mgmark/mgm_driver.h - the host driver of an MGMark workload: runs a
 * workload's plan (mgm.h) on the timing model through the host driver
 * API (driver/drv.h), the way a host program would.
 *
 * What it does, in order:
 *   1. allocates every buffer and copies its initial bytes in (buffers
 *      without initial bytes are left as allocated: device memory starts
 *      zeroed), and the code object is placed by the first launch;
 *   2. runs the steps in plan order: a launch step queues every launch of
 *      the step (each on its GPU) and drains them together, so the GPUs
 *      run concurrently; a host step reads and writes device buffers
 *      through copies (w->host through an mgm_mem);
 *   3. reads every OUT buffer back.
 *
 * Placement follows the platform: one GPU (R9 Nano, M-SGPU) and U-MGPU
 * (one logical GPU over interleaved memory) run the 1-GPU plan with
 * every buffer in plain device memory; mgm_driver_plan_gpus says how
 * many GPUs the plan must be built for.
 *
 * Statistics: kernel_time_ps is the sum over launch steps of the step's
 * simulated span (first launch start to last launch end), so host steps
 * and copies do not count, as with a GPU profiler's kernel times.
 *
 * Failure: -1 with one line in err[MGM_DRV_ERR_LEN] (a driver error, a
 * kernel fault with the driver's report, a kernel missing from the code
 * object, a host step's error); res then holds no buffers. */
#ifndef MGSIM_MGMARK_MGM_DRIVER_H
#define MGSIM_MGMARK_MGM_DRIVER_H

#include <stdint.h>

#include "driver/drv.h"
#include "gcn3/codeobj.h"
#include "mgmark/mgm.h"

#define MGM_DRV_ERR_LEN (DRV_ERR_LEN + 128)

typedef struct mgm_drv_gpu {
    uint64_t instructions;    /* wavefront instructions its CUs issued */
    uint64_t workgroups;
    uint64_t kernel_time_ps;  /* sum of its launches' spans */
    uint64_t cross_gpu_bytes; /* bytes its RDMA engine sent and received */
} mgm_drv_gpu;

typedef struct mgm_drv_result {
    uint8_t *out[MGM_MAX_BUFS]; /* OUT buffers, as mgm_func_result */
    uint64_t kernel_time_ps;    /* see above */
    uint64_t cycles;            /* kernel_time_ps in GPU core cycles */
    uint64_t instructions;      /* wavefront instructions, all GPUs */
    uint64_t workgroups, launches, host_steps;
    uint64_t cross_gpu_bytes;   /* payload bytes that crossed between GPUs */
    uint64_t sim_time_ps;       /* engine time at the end, copies included */
    unsigned ngpus;             /* GPUs with per-GPU detail in gpu[] */
    mgm_drv_gpu gpu[MGM_MAX_GPUS];
} mgm_drv_result;

/* How many GPUs the plan for driver d must be built for. */
unsigned mgm_driver_plan_gpus(const drv *d);

/* Runs plan pl of problem p with code object co on d (a fresh driver:
 * the run allocates its buffers in it). res is overwritten. */
int mgm_driver_run(drv *d, const mgm_problem *p, const mgm_plan *pl,
                   const struct gcn3_codeobj *co, mgm_drv_result *res, char *err);
void mgm_drv_result_free(mgm_drv_result *r);

#endif
