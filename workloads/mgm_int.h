/* workloads/mgm_int.h - helpers shared by the workload files: deterministic
 * input streams, buffer declaration, plan building (steps, launches,
 * arguments, footprints) and work splitting. Not part of the public
 * contract (mgm.h). Plan builders return NULL / -1 only when out of
 * memory, after writing err. */
#ifndef MGSIM_WORKLOADS_MGM_INT_H
#define MGSIM_WORKLOADS_MGM_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "amdgpu/dispatch.h"
#include "workloads/mgm.h"

/* ---- errors (every suite's workload files) ---- */
/* One line into err[ERR_LEN]; returns -1, so a failing path can
 * `return mgm_fail(err, ...)`. */
int mgm_fail(char *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A check_size: 0 when size is a power of two in lo..hi, else -1 with
 * "must be a power of two from lo to hi" in err. */
int mgm_check_pow2(uint64_t size, uint64_t lo, uint64_t hi, char *err);

/* ---- deterministic inputs: splitmix64, the state is the caller's ---- */
uint64_t mgm_rand(uint64_t *s);
/* uniform in [lo, hi) */
float mgm_randf(uint64_t *s, float lo, float hi);
/* uniform in [0, n) for n >= 1 */
uint32_t mgm_randu(uint64_t *s, uint32_t n);
/* an independent stream per purpose (inputs, keys, ...) of one seed */
uint64_t mgm_stream(uint64_t seed, uint64_t purpose);

/* ---- buffers ---- */
/* Declares buffer name; IN buffers get zeroed init bytes to fill. Returns
 * the index or -1 (out of memory / too many buffers). */
int mgm_buf_add(mgm_problem *p, const char *name, uint64_t bytes, unsigned flags,
                enum mgm_elem elem, char *err);
/* Sets the tolerance of an F32 output. */
void mgm_buf_tol(mgm_problem *p, int b, double rtol, double atol);

/* ---- spans ---- */
static inline mgm_span mgm_span1(uint64_t off, uint64_t len)
{
    return (mgm_span){off, len, len, len ? 1u : 0u};
}
static inline mgm_span mgm_spans(uint64_t off, uint64_t len, uint64_t stride, uint32_t count)
{
    return (mgm_span){off, len, stride, len ? count : 0u};
}

/* ---- splitting work among GPUs ---- */
/* Part i of n units split in parts nearly equal shares whose boundaries
 * are multiples of gran (the last part takes the remainder). */
void mgm_split(uint64_t n, unsigned parts, unsigned i, uint64_t gran, uint64_t *first,
               uint64_t *count);

/* ---- plans ---- */
/* A host step running w->host(op). */
int mgm_plan_host(mgm_plan *pl, unsigned op, char *err);
/* A zeroed launch appended to a new launch step (new_step) or to the
 * last one; kernel, gpu and dims set, local defaulting to 1. */
mgm_launch *mgm_plan_launch(mgm_plan *pl, bool new_step, const char *kernel, unsigned gpu,
                            unsigned dims, char *err);
/* A new launch step running tmpl (kernel, args, footprint) over items
 * work-items in one dimension, split over the plan's GPUs in work-groups
 * of wg, each part told its global offset. 0 or -1 (out of memory). */
int mgm_plan_launch_split(mgm_plan *pl, const mgm_launch *tmpl, uint64_t items, uint32_t wg,
                          char *err);
/* A launch template for mgm_plan_launch_split: kernel set, all else zero
 * (no arguments, no footprint yet). */
mgm_launch mgm_tmpl(const char *kernel);
void mgm_arg_buf(mgm_launch *l, int buf, uint64_t off);
void mgm_arg_val(mgm_launch *l, uint64_t v, uint32_t size);
void mgm_arg_u32(mgm_launch *l, uint32_t v);
void mgm_arg_f32(mgm_launch *l, float v);
void mgm_arg_local(mgm_launch *l, uint32_t bytes);
void mgm_touch(mgm_launch *l, int buf, unsigned mode, mgm_span s);
/* owner[b][g] = s for every g of a replicated buffer, or for one GPU */
void mgm_own(mgm_plan *pl, int b, unsigned g, mgm_span s);
void mgm_own_all(mgm_plan *pl, const mgm_problem *p, int b);
/* All of buffer b on GPU 0, none elsewhere (a shared atomic target). */
void mgm_own_first(mgm_plan *pl, const mgm_problem *p, int b);
/* Buffer b, elems elements of elem_bytes, owned part by part by the GPUs
 * that mgm_plan_launch_split(pl, .., elems, wg, ..) gives the same
 * element indices to (one work-item per element). */
void mgm_own_split(mgm_plan *pl, int b, uint64_t elems, uint64_t elem_bytes, uint32_t wg);

/* ---- running a plan (the functional runner and the host driver) ---- */
/* Copies of buffer b: one per GPU when replicated, else one. */
unsigned mgm_copies(const mgm_problem *p, const mgm_plan *pl, unsigned b);
/* The explicit argument values of launch l: addr[b][g] is the address of
 * buffer b's copy for GPU g ([0] when not replicated); v points into ptr.
 * 0, or -1 with why in err (a launch on a GPU the plan lacks, a bad
 * buffer argument), naming workload, kernel and argument. */
typedef struct mgm_argvals {
    amdgpu_argval v[MGM_MAX_ARGS];
    uint64_t ptr[MGM_MAX_ARGS];
} mgm_argvals;
int mgm_launch_args(const mgm_problem *p, const mgm_plan *pl, const mgm_launch *l,
                    uint64_t (*addr)[MGM_MAX_GPUS], mgm_argvals *out, char *err);

#endif
