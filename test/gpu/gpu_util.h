/* Helpers of the GPU timing-model tests: run one kernel in the functional
 * mode and on the timing model (driver API) with the same arguments and
 * compare every buffer byte for byte. */
#ifndef MGSIM_TEST_GPU_UTIL_H
#define MGSIM_TEST_GPU_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "driver/mgpu.h"

enum { GA_BUF, GA_U32, GA_LDS };

typedef struct gu_arg {
    int kind;
    uint64_t size;        /* GA_BUF: bytes; GA_LDS: bytes */
    const void *init;     /* GA_BUF: initial bytes (NULL: zeros) */
    uint32_t value;       /* GA_U32 */
} gu_arg;

/* $BUILD/kernels/<name>.hsaco (BUILD from the environment, else "build"). */
void gu_kernel_path(const char *name, char *out, size_t len);

/* Runs both modes; fails the cmocka test on any difference or error.
 * threads: the timing engine's (ENG_THREADS_SERIAL or N). stats may be
 * NULL. Returns the timing run's kernel stats. */
mgpu_kernel_stats gu_run_both(const char *hsaco, const char *kernel, unsigned dims,
                             const uint32_t grid[3], const uint32_t wg[3], const gu_arg *args,
                             size_t nargs, int threads);

/* A small one-GPU platform for tests: cus CUs (all other R9 Nano
 * values), threads as platform.sim.threads (0: the serial engine). */
platform_config gu_config(uint32_t cus, int threads);

#endif
