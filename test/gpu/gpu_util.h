/* Helpers of the GPU timing-model tests: run one kernel in the functional
 * mode and on the timing model (driver API) with the same arguments and
 * compare every buffer byte for byte. */
#ifndef MGSIM_TEST_GPU_UTIL_H
#define MGSIM_TEST_GPU_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "driver/mgpu.h"
#include "test/common/tk_run.h"

/* Runs kernel of $BUILD/kernels/<hsaco>.hsaco in both modes (the
 * timing one on a 4-CU GPU, threads: ENG_THREADS_SERIAL or N); fails
 * the cmocka test on any difference or error. The args' out fields are
 * not used. Returns the timing run's kernel stats. */
mgpu_kernel_stats gu_run_both(const char *hsaco, const char *kernel, tk_grid g,
                             const tk_arg *args, size_t nargs, int threads);

/* A small one-GPU platform for tests: cus CUs (all other R9 Nano
 * values), threads as platform.sim.threads (0: the serial engine). */
platform_config gu_config(uint32_t cus, int threads);

#endif
