/* tools/kernel_timing.h - `mgsim kernel --timing`: runs the dispatch on
 * the timing model of a platform (--config FILE, --set section.key=value;
 * the default is one R9 Nano) through the multi-GPU driver (driver/mgpu.h)
 * instead of the functional mode. On several GPUs the buffers are spread
 * over all GPUs' memory and the dispatch runs on all of them as one
 * (MGPU_UNIFIED).
 * The buffers live in the command's memory image m: each is copied to a
 * device buffer of its own (the kernel gets that address), and copied
 * back into m after the kernel, so --dump writes what the timing model
 * computed. Prints one
 * summary line with the simulated kernel time; --stats (path non-NULL)
 * writes kernel_time_ns, cycles and instructions. 0, or the command's
 * exit status after one message on stderr: 1, or 3 when the message
 * reports out of memory (util/err.h err_exit). */
#ifndef MGSIM_TOOLS_KERNEL_TIMING_H
#define MGSIM_TOOLS_KERNEL_TIMING_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "amdgpu/memimg.h"
#include "tools/cmd_kernel.h"
#include "tools/plat_opt.h"

int kernel_timing(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k, unsigned dims,
                  const uint32_t grid[3], const uint32_t local[3], const struct karg *args,
                  const amdgpu_argval *vals, size_t nargs, amdgpu_memimg *m, const char *stats,
                  const plat_opt *plat, uint64_t hang_window);

#endif
