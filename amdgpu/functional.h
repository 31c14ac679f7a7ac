/* amdgpu/functional.h - the functional GPU mode: runs a whole dispatch
 * (every workgroup, every wavefront, barriers, LDS, scratch) to
 * completion on a memory image, with no timing. It is the fast path of
 * `mgsim kernel` and the reference the timing model is checked against.
 *
 * Execution: workgroups run one after another in linear id order
 * (x fastest); inside a workgroup the waves are interleaved round-robin,
 * a few instructions at a time, so waves that wait on each other through
 * LDS make progress. s_barrier holds a wave until every wave of its
 * workgroup that has not ended reaches it. Instructions are fetched from
 * the code object's bytes by PC and decoded once (a decode cache over the
 * executable section). Each workgroup gets zeroed LDS of the dispatch's
 * group size; wave i of a workgroup uses scratch slot i, so the dispatch
 * must be placed with at least max_waves_per_wg slots when the kernel
 * has private memory (with T threads, worker w's wave i uses slot
 * w * max_waves_per_wg + i: place T times as many slots, else the launch
 * runs serially). Deterministic: same inputs, same result, always.
 * Spinning on another workgroup's progress never ends (workgroups do not
 * run concurrently); opts.max_wave_insts turns such a hang into an error.
 *
 * Threads (opts.threads > 0): the serial order above defines the result;
 * threads must reproduce its bytes, for any thread count. The workgroups
 * of a launch are handed out in linear id order to the workers (one at a
 * time, each worker running whole workgroups with its own decode cache,
 * LDS and view of the image), which gives the serial result whenever no
 * workgroup's result depends on another's -- the OpenCL model: within one
 * launch, workgroups can only communicate through atomics, and plain
 * accesses of two workgroups to the same bytes, one of them a write, are
 * a data race with no defined result. Atomics are where order can show,
 * so before a launch the kernel's code is scanned
 * (amdgpu_func_needs_order):
 * - no global atomics, or only non-returning ones of one commuting class
 *   (add/sub; or one of smin, umin, smax, umax, and, or, xor): the final
 *   memory is the same in any order, so the workgroups run in parallel
 *   and the image applies the atomics with compare-and-swap;
 * - any returning global atomic (its value, e.g. a queue slot, depends on
 *   who came first), cmpswap/swap/inc/dec, or two classes: the launch
 *   runs serially on the calling thread, in the serial order.
 * A failing launch reports the failure of the lowest-numbered failing
 * workgroup (the serial run's failure); workgroups after it may have run
 * and written memory, and the stats count what ran.
 *
 * Failure: -1 with one message in err[ERR_LEN] naming the
 * kernel, workgroup, wave, PC, the encoding words and the disassembly:
 * an instruction that does not decode or has no semantics, a memory fault
 * (with its address), a bad operand, the instruction limit. Memory
 * written before the error stays written. */
#ifndef MGSIM_AMDGPU_FUNCTIONAL_H
#define MGSIM_AMDGPU_FUNCTIONAL_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "amdgpu/memimg.h"
#include "util/err.h"

typedef struct amdgpu_fpool amdgpu_fpool;

typedef struct amdgpu_func_opts {
    uint64_t max_wave_insts; /* per wave; 0 = no limit */
    uint32_t quantum;        /* instructions per turn; 0 = default (16) */
    uint32_t threads;        /* 0: serial, on the calling thread; N: N workers */
    amdgpu_fpool *pool;        /* workers to use when threads > 0 (NULL: a pool of
                              * `threads` for this call) */
} amdgpu_func_opts;

typedef struct amdgpu_func_stats {
    uint64_t instructions; /* wavefront instructions executed */
    uint64_t waves, workgroups;
} amdgpu_func_stats;

/* Runs placed dispatch d (amdgpu_dispatch_place) whose kernel belongs to
 * co. opts may be NULL; stats may be NULL (else it is overwritten). */
int amdgpu_functional_run(const struct amdgpu_codeobj *co, const amdgpu_dispatch *d, amdgpu_memimg *m,
                        const amdgpu_func_opts *opts, amdgpu_func_stats *stats, char *err);

/* NULL when kernel k of co may run its workgroups in parallel, else why it
 * needs the serial order (a constant string). See "Threads" above. */
const char *amdgpu_func_needs_order(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k);

/* A pool of worker threads, the calling thread counting as one of them
 * (threads - 1 are created; threads 0 is taken as 1); NULL when threads
 * cannot be made. One caller at a time runs a job: fn(arg, worker) on
 * every worker (0 .. threads - 1, worker 0 the caller), returning when all
 * are done. */
amdgpu_fpool *amdgpu_fpool_new(unsigned threads);
void amdgpu_fpool_free(amdgpu_fpool *p); /* NULL is fine */
unsigned amdgpu_fpool_threads(const amdgpu_fpool *p);
void amdgpu_fpool_run(amdgpu_fpool *p, void (*fn)(void *arg, unsigned worker), void *arg);

/* Maps the code object's allocated sections (code, read-only data the
 * kernel reads PC-relatively, e.g. the device libraries' constants) into
 * m at their virtual addresses; sections already mapped are left alone. */
int amdgpu_functional_map_code(const struct amdgpu_codeobj *co, amdgpu_memimg *m, char *err);

/* map_code + init + place + run + fini in one call, for callers that have their
 * argument values ready (buffers already in m). */
int amdgpu_functional_dispatch(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k,
                             unsigned dims, const uint32_t grid[3], const uint32_t wg_size[3],
                             const amdgpu_argval *args, size_t nargs, amdgpu_memimg *m,
                             const amdgpu_func_opts *opts, amdgpu_func_stats *stats, char *err);

#endif
