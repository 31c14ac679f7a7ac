/* Helpers for the test/run tests: one workload run through the same
 * library paths `mgsim run` uses (workloads/mgm_functional.h for the
 * functional mode, workloads/mgm_driver.h on driver/mgpu.h for the timing
 * model), on a shipped platform (configs/NAME.ini, relative to the
 * source root the tests run from), with the code object from
 * $BUILD/kernels. Setup errors fail the running cmocka test. */
#ifndef MGSIM_TEST_RUN_RT_UTIL_H
#define MGSIM_TEST_RUN_RT_UTIL_H

#include <stdbool.h>
#include <stdint.h>

#include "workloads/mgm_driver.h"

typedef struct rt_result {
    char sha256[MGM_SHA256_HEX_LEN]; /* over the OUT buffers, as mgsim run */
    bool verified;
    char msg[ERR_LEN];
    unsigned plan_gpus;
    uint64_t kernel_time_ps, cycles, instructions, cross_gpu_bytes;
    mgpu_totals gpu[MGM_MAX_GPUS];
    char engine[256]; /* timing: how the engine ran (eng_describe_partitioning) */
    uint64_t prof_batches, prof_events; /* lockstep: the parallelism profile's */
} rt_result;

typedef struct rt_spec {
    const char *workload, *platform; /* "aes", "d-mgpu-4" */
    uint64_t size;
    int threads;         /* 0: serial engine */
    bool functional;
    const char *set;     /* one --set style override, or NULL */
    bool lockstep;       /* timing: the parallelism profile attached, a batch
                            hook, so threads run lockstep batches (engine.h) */
} rt_spec;

/* Runs the spec; a simulation error fails the test (verification is
 * reported in r, not failed here). */
void rt_run(const rt_spec *s, rt_result *r);

#endif
