/* Test helper shared by every test area: run one kernel of a test code
 * object on the timing model through the driver API (one GPU, device 0)
 * and bring its buffers back. Every failure fails the cmocka test, so a
 * test only states what it runs and what it expects.
 *
 * Linked into every test binary (the Makefile's TEST_COMMON). */
#ifndef MGSIM_TEST_COMMON_TK_RUN_H
#define MGSIM_TEST_COMMON_TK_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "components/gpu/gpu.h"
#include "components/platform/platform.h"
#include "driver/mgpu.h"

#define TK_MAXA 8

enum { TK_BUF, TK_U32, TK_LDS };

typedef struct tk_arg {
    int kind;
    uint64_t size;      /* TK_BUF, TK_LDS: bytes */
    const void *init;   /* TK_BUF: initial bytes (NULL: zeros) */
    void *out;          /* TK_BUF: where the final bytes go (NULL: not read back) */
    uint32_t value;     /* TK_U32 */
} tk_arg;

/* The grid of one launch: dims (1-3), work-items and workgroup sizes;
 * the kernel runs `launches` times back to back (0 counts as 1). */
typedef struct tk_grid {
    unsigned dims;
    uint32_t grid[3], wg[3];
    uint32_t launches;
} tk_grid;

/* A 1-D grid of n work-items in workgroups of wg, launched once. */
tk_grid tk_grid1(uint32_t n, uint32_t wg);
/* A dims-D grid, launched once. */
tk_grid tk_grid_of(unsigned dims, const uint32_t grid[3], const uint32_t wg[3]);

/* $BUILD/kernels/<name>.hsaco (BUILD from the environment, else "build"). */
void tk_kernel_path(const char *name, char *out, size_t len);

struct amdgpu_codeobj;
struct amdgpu_kernel;
/* Loads $BUILD/kernels/<hsaco>.hsaco (NULL, the reason on stderr, if it
 * cannot: for cmocka setups); amdgpu_codeobj_free the result. */
struct amdgpu_codeobj *tk_codeobj(const char *hsaco);
/* Loads $BUILD/kernels/<hsaco>.hsaco and finds kernel in it (*k);
 * amdgpu_codeobj_free the result. */
struct amdgpu_codeobj *tk_load(const char *hsaco, const char *kernel, const struct amdgpu_kernel **k);

/* Loads kernel `kernel` of $BUILD/kernels/<hsaco>.hsaco on the platform
 * cfg, runs it with args, drains, reads back every TK_BUF with an out.
 * Returns the last launch's kernel statistics; *gs (may be NULL) gets
 * GPU 0's statistics. */
mgpu_kernel_stats tk_run(const platform_config *cfg, const char *hsaco, const char *kernel,
                         const tk_grid *g, tk_arg *args, size_t nargs, gpu_stats *gs);

#endif
