/* gcn3/functional.h - the functional GPU mode: runs a whole dispatch
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
 * has private memory. Deterministic: same inputs, same result, always.
 * Spinning on another workgroup's progress never ends (workgroups do not
 * run concurrently); opts.max_wave_insts turns such a hang into an error.
 *
 * Failure: -1 with one message in err[GCN3_FUNC_ERR_LEN] naming the
 * kernel, workgroup, wave, PC, the encoding words and the disassembly:
 * an instruction that does not decode or has no semantics, a memory fault
 * (with its address), a bad operand, the instruction limit. Memory
 * written before the error stays written. */
#ifndef MGSIM_GCN3_FUNCTIONAL_H
#define MGSIM_GCN3_FUNCTIONAL_H

#include <stddef.h>
#include <stdint.h>

#include "gcn3/codeobj.h"
#include "gcn3/dispatch.h"
#include "gcn3/memimg.h"

#define GCN3_FUNC_ERR_LEN 512

typedef struct gcn3_func_opts {
    uint64_t max_wave_insts; /* per wave; 0 = no limit */
    uint32_t quantum;        /* instructions per turn; 0 = default (16) */
} gcn3_func_opts;

typedef struct gcn3_func_stats {
    uint64_t instructions; /* wavefront instructions executed */
    uint64_t waves, workgroups;
} gcn3_func_stats;

/* Runs placed dispatch d (gcn3_dispatch_place) whose kernel belongs to
 * co. opts may be NULL; stats may be NULL (else it is overwritten). */
int gcn3_functional_run(const struct gcn3_codeobj *co, const gcn3_dispatch *d, gcn3_memimg *m,
                        const gcn3_func_opts *opts, gcn3_func_stats *stats, char *err);

/* Maps the code object's allocated sections (code, read-only data the
 * kernel reads PC-relatively, e.g. the device libraries' constants) into
 * m at their virtual addresses; sections already mapped are left alone. */
int gcn3_functional_map_code(const struct gcn3_codeobj *co, gcn3_memimg *m, char *err);

/* map_code + init + place + run + fini in one call, for callers that have their
 * argument values ready (buffers already in m). */
int gcn3_functional_dispatch(const struct gcn3_codeobj *co, const struct gcn3_kernel *k,
                             unsigned dims, const uint32_t grid[3], const uint32_t wg_size[3],
                             const gcn3_argval *args, size_t nargs, gcn3_memimg *m,
                             const gcn3_func_opts *opts, gcn3_func_stats *stats, char *err);

#endif
