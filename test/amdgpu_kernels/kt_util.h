/* Helpers for the functional-mode kernel tests: find built kernels, run a
 * kernel in mgsim's functional mode with host buffers, and run the same
 * OpenCL source on PoCL (test_pocl only). A failure to load a code
 * object fails the running cmocka test; a failed run returns -1 with the
 * simulator's message in err so tests can check it. */
#ifndef MGSIM_TEST_GCN3_KERNELS_KT_UTIL_H
#define MGSIM_TEST_GCN3_KERNELS_KT_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/functional.h"

enum kt_kind { KT_BUF, KT_VAL, KT_LOCAL };

/* One explicit argument: a host buffer (copied in before, out after the
 * run), a by-value argument (size bytes of val), or a __local size. */
typedef struct kt_arg {
    enum kt_kind kind;
    void *host;
    size_t size;
    uint64_t val;
} kt_arg;

#define KT_BUF(p, n) ((kt_arg){KT_BUF, (p), (n), 0})
#define KT_I32(v) ((kt_arg){KT_VAL, NULL, 4, (uint64_t)(uint32_t)(int32_t)(v)})
#define KT_U32(v) ((kt_arg){KT_VAL, NULL, 4, (uint64_t)(uint32_t)(v)})
#define KT_LOCAL(n) ((kt_arg){KT_LOCAL, NULL, (n), 0})

/* $BUILD/kernels/NAME (BUILD defaults to "build"); malloc'd. */
char *kt_path(const char *name);

/* Runs kernel of $BUILD/kernels/<hsaco> in the functional mode. */
int kt_run(const char *hsaco, const char *kernel, unsigned dims, const uint32_t grid[3],
           const uint32_t local[3], kt_arg *args, size_t nargs, amdgpu_func_stats *st,
           char *err);

/* A deterministic pseudo-random stream for test inputs. */
uint32_t kt_rand(uint64_t *state);

#endif
