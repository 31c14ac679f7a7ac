/* test/det helpers: one det workload run with the test's options,
 * failing the test on a run error. Kernels from $BUILD/kernels (default
 * build/kernels); configs from ./configs (tests run at the tree root). */
#ifndef MGSIM_TEST_DET_DT_UTIL_H
#define MGSIM_TEST_DET_DT_UTIL_H

#include <stdint.h>

#include "workloads/det/det.h"

/* config: "r9nano", "d-mgpu-4" (configs/NAME.ini); size 0: the test size
 * of the workload (small); threads -1: serial engine. */
det_result dt_run(const char *workload, const char *config, uint64_t size, uint64_t perturb,
                  int threads);
/* The small sizes the tests use per workload. */
uint64_t dt_size(const char *workload);

#endif
