/* workloads/mgm.h - the workload descriptor: what the host drivers,
 * `mgsim run`, `mgsim det` and the functional reference runner need to
 * know about a workload, as data plus a few functions, the same for every
 * workload of every suite (workloads/<suite>/: mgmark, det, sync, graph).
 * Suites are listed once in workloads/wl_list.h (the registry,
 * workloads/wl.h). Beside it: the plan runners every suite shares
 * (workloads/mgm_driver.h on the timing model, mgm_functional.h in the
 * functional mode) and the helpers a workload's file uses (mgm_int.h).
 * The prefix mgm_ is MGMark's, where the descriptor began.
 *
 * A workload (mgm_workload, one const ops table per workloads/<suite>/<name>.c)
 * turns a problem size and a seed into
 *   - an mgm_problem: its derived parameters and its device buffers, each
 *     with its initial bytes (inputs generated deterministically from the
 *     seed) and, for outputs, how to compare them;
 *   - an mgm_plan for G GPUs: the kernel launches (grid, work-group, every
 *     argument, as data) grouped in steps, host steps between them, where
 *     every buffer lives per GPU (D-MGPU placement) and which bytes every
 *     launch reads and writes (its footprint, from which the remote
 *     accesses of a placement follow);
 *   - a CPU reference of its outputs, computed independently of the
 *     kernels, and a verification of device outputs against it (by
 *     default every OUT buffer exactly or within its tolerance; a workload
 *     whose outputs may legitimately vary, e.g. with the order of atomics,
 *     gives its own check of what must hold).
 *
 * Execution contract of a plan: steps run in order. A launch step holds
 * one launch per GPU taking part (launch.gpu); they may run concurrently
 * and the step ends when all have completed. A launch's buffer arguments
 * are the device address of (buffer, byte offset); for a replicated
 * buffer, the replica of the launch's GPU. launch.offset is the global
 * work-item offset the dispatch reports to the kernel (the kernarg's
 * hidden_global_offset_x/y/z); a kernel without those hidden arguments is
 * only given launches with offset 0. A host step calls w->host with the
 * step's op through an mgm_mem, which reads the device buffers and writes
 * every replica. With ngpus = 1 the plan is the single-GPU program; the
 * outputs of a plan do not depend on ngpus.
 *
 * Sizes: `size` is the workload's main dimension in its unit (w->unit):
 * bytes of plaintext (aes), elements (bs, fir, gd), points (km), matrix or
 * image width (mt, sc). mgm_parse_size accepts a number with an optional
 * K/M/G suffix (powers of 1024) or a preset: "default" (seconds in the
 * functional mode), "paper1" and "paper4" (the 1-GPU and 4-GPU columns of
 * Table 2 of the MGSim/MGMark paper).
 *
 * Failure: functions that can fail return 0 or -1 with one line in
 * err[ERR_LEN]. Ownership: an mgm_problem owns its initial bytes
 * (mgm_problem_free), an mgm_plan its arrays (mgm_plan_free); reference
 * outputs are malloc'd buffers the caller frees. No global state. */
#ifndef MGSIM_WORKLOADS_MGM_H
#define MGSIM_WORKLOADS_MGM_H

#include <stddef.h>
#include <stdint.h>

#include <nettle/sha2.h>

#include "util/err.h"

struct amdgpu_codeobj;
struct amdgpu_kernel;

#define MGM_SHA256_HEX_LEN (2 * SHA256_DIGEST_SIZE + 1) /* hex digits and the NUL */
#define MGM_MAX_BUFS 8
#define MGM_MAX_ARGS 10
#define MGM_MAX_ACCESS 8
#define MGM_MAX_GPUS 64
#define MGM_MAX_PARAMS 8

/* The multi-GPU collaborative execution patterns of the paper (5.1). */
enum mgm_pattern {
    MGM_PAT_PARTITIONED, /* no remote access under D-MGPU placement */
    MGM_PAT_ADJACENT,    /* a halo next to a GPU's own range */
    MGM_PAT_GATHER,      /* reads from every GPU, writes local */
    MGM_PAT_SCATTER,     /* reads local, writes to every GPU */
    MGM_PAT_IRREGULAR    /* reads and writes anywhere */
};

/* Buffer roles. An OUT buffer is compared against the reference. A
 * REPLICATED buffer (read-only constants) has one copy per GPU. */
enum { MGM_BUF_IN = 1u, MGM_BUF_OUT = 2u, MGM_BUF_REPLICATED = 4u };

/* Element type of a buffer, for verification: integers compare exactly,
 * F32 within |got - ref| <= atol + rtol * |ref|. */
enum mgm_elem { MGM_E_U8, MGM_E_U32, MGM_E_I32, MGM_E_F32 };

typedef struct mgm_buffer {
    const char *name;
    uint64_t bytes;
    unsigned flags;
    enum mgm_elem elem;
    double rtol, atol; /* F32 outputs only */
    uint8_t *init;     /* initial bytes (owned), or NULL: zero-filled */
    /* init_fd > 0: init is a shared mapping of this memfd (large inputs),
     * which a functional image maps copy-on-write instead of copying;
     * 0: init is malloc'd (a buffer made by hand has 0 here) */
    int init_fd;
} mgm_buffer;

typedef struct mgm_problem {
    const struct mgm_workload *w;
    uint64_t size, seed;
    uint64_t param[MGM_MAX_PARAMS]; /* derived; each workload names its own */
    unsigned nbufs;
    mgm_buffer buf[MGM_MAX_BUFS];
    /* The device memory the buffers must fit (mgm_problem_init_for; 0: not
     * checked) and what they need so far (a replicated buffer once per GPU). */
    uint32_t gpus;
    uint64_t mem_per_gpu, device_bytes;
} mgm_problem;

/* A set of byte ranges of one buffer: count blocks of len bytes starting
 * at off, off + stride, ... (count 1: one range; len 0: empty). */
typedef struct mgm_span {
    uint64_t off, len, stride;
    uint32_t count;
} mgm_span;

enum { MGM_ACC_R = 1u, MGM_ACC_W = 2u };

typedef struct mgm_access {
    unsigned buf, mode;
    mgm_span span;
} mgm_access;

enum mgm_arg_kind { MGM_ARG_BUF, MGM_ARG_VAL, MGM_ARG_LOCAL };

/* One explicit kernel argument: a buffer (device address of buf + offset),
 * a by-value argument (size bytes of val, little-endian), or the byte
 * size of a __local buffer. */
typedef struct mgm_arg {
    enum mgm_arg_kind kind;
    unsigned buf;
    uint64_t offset;
    uint32_t size;
    uint64_t val;
} mgm_arg;

typedef struct mgm_launch {
    const char *kernel;
    unsigned gpu;
    unsigned dims;
    uint32_t grid[3], local[3]; /* work-items; a partial last group is fine */
    uint64_t offset[3];         /* global work-item offset */
    /* LDS bytes per workgroup beyond the kernel's static allocation that
     * no argument points at: HIP's dynamic shared memory (extern
     * __shared__), a launch parameter there, where OpenCL passes a
     * __local pointer argument (MGM_ARG_LOCAL) instead */
    uint32_t dyn_lds;
    unsigned nargs, naccess;
    mgm_arg args[MGM_MAX_ARGS];
    mgm_access access[MGM_MAX_ACCESS]; /* footprint: what it may touch */
} mgm_launch;

enum mgm_step_kind { MGM_STEP_LAUNCH, MGM_STEP_HOST };

typedef struct mgm_step {
    enum mgm_step_kind kind;
    unsigned first, count; /* LAUNCH: launches[first .. first + count) */
    unsigned op;           /* HOST: passed to w->host */
} mgm_step;

typedef struct mgm_plan {
    unsigned ngpus;
    /* the kernel interface the launches are for: an index into
     * w->variants (0, the suite's own kernels, when it has none) */
    unsigned variant;
    /* D-MGPU placement: owner[b][g] is the part of buffer b that lives in
     * GPU g's memory (REPLICATED buffers: the whole buffer on every GPU).
     * The parts of the GPUs are disjoint and cover the buffer. They are
     * exact byte ranges that follow the work split; at the paper's sizes
     * they fall on 4 KB pages except SC's (rows of width + 2 pixels), so
     * a driver placing whole pages moves a few boundary bytes. */
    mgm_span owner[MGM_MAX_BUFS][MGM_MAX_GPUS];
    unsigned nsteps, nlaunches, cap_steps, cap_launches;
    mgm_step *steps;
    mgm_launch *launches;
} mgm_plan;

/* Device memory as a host step sees it; read fills dst, write updates
 * every replica of a replicated buffer. Both return 0 or -1. */
typedef struct mgm_mem {
    void *ctx;
    int (*read)(void *ctx, unsigned buf, uint64_t off, void *dst, uint64_t n);
    int (*write)(void *ctx, unsigned buf, uint64_t off, const void *src, uint64_t n);
} mgm_mem;

/* Workload flags. ORDER_SENSITIVE: its output bytes are expected to
 * change with the interleaving of atomics (`mgsim det` says so). */
enum { MGM_WL_ORDER_SENSITIVE = 1u };

/* A kernel interface a workload's plan can drive. Code built elsewhere
 * (HIP ports of the same kernels: MGPUSim's gfx942 objects, our
 * test/mgmark/hip) may take the same data through other arguments; the
 * plan then builds other launches for the same problem. Which interface a code object has is read from
 * its metadata (the explicit arguments of `kernel`), never from a file
 * name. sig spells those arguments as mgm_kernel_sig does. */
typedef struct mgm_variant {
    const char *name;   /* "opencl", "hip": for messages */
    const char *kernel; /* a kernel of the plan whose arguments differ */
    const char *sig;    /* "g,g,l,4,4,4,4,4" */
} mgm_variant;

typedef struct mgm_workload {
    const char *name;   /* "aes"; unique over all suites */
    const char *title;  /* "AES-256 encryption" */
    const char *hsaco;  /* code object built from workloads/<suite>/kernels/<name>.cl */
    const char *unit;   /* what size counts */
    enum mgm_pattern pattern;
    uint64_t size_default, size_paper1, size_paper4;
    /* 0 when size is usable, else -1 and why (e.g. not a power of two) */
    int (*check_size)(uint64_t size, char *err);
    /* fills p->param and p->buf (sizes, roles, inputs from p->seed);
     * p->w, size and seed are set and checked by mgm_problem_init */
    int (*setup)(mgm_problem *p, char *err);
    /* appends the steps and launches for pl->ngpus GPUs and sets owner */
    int (*plan)(const mgm_problem *p, mgm_plan *pl, char *err);
    /* host step op (NULL when the plan has none) */
    int (*host)(const mgm_problem *p, unsigned op, const mgm_mem *mem, char *err);
    /* the expected bytes of every OUT buffer b in out[b] (malloc'd,
     * buf[b].bytes each); other entries are left NULL */
    int (*reference)(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err);
    /* device outputs got[b] against what must hold; 0 or -1 with why in
     * err. NULL: mgm_verify (every OUT buffer against the reference) */
    int (*verify)(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err);
    unsigned flags;     /* MGM_WL_* */
    /* the interfaces plan understands, variants[0] the suite's own; none
     * (NULL, 0): only the suite's own, not checked before the launches */
    const mgm_variant *variants;
    unsigned nvariants;
} mgm_workload;

/* ---- suites ---- */
/* A suite: a named list of workloads, defined by its folder (MGMark's in
 * workloads/mgmark/mgmark.c, det's in workloads/det/det.c) and registered
 * by one line of workloads/wl_list.h. */
typedef struct mgm_suite {
    const char *name;   /* "mgmark": `mgsim list` groups by it */
    const char *title;  /* one line for `mgsim list` */
    const mgm_workload *const *w;
    size_t n;
} mgm_suite;

/* A workload of suite s by name: NULL and "unknown workload 'x' (aes,
 * bs, ...)" in err. */
const mgm_workload *mgm_suite_find(const mgm_suite *s, const char *name, char *err);
const char *mgm_pattern_name(enum mgm_pattern p);

/* ---- sizes ---- */
int mgm_parse_size(const mgm_workload *w, const char *s, uint64_t *size, char *err);

/* ---- problems ---- */
int mgm_problem_init(mgm_problem *p, const mgm_workload *w, uint64_t size, uint64_t seed,
                     char *err);
/* The same for a platform of gpus GPUs with mem_per_gpu bytes each: the
 * buffers are checked against that memory as they are declared, before
 * their host bytes are allocated and filled, so a size that cannot fit is
 * refused at once (with what it needs and what the platform has) instead
 * of after minutes and gigabytes of input generation. A necessary
 * condition: the driver still checks each device when it allocates. */
int mgm_problem_init_for(mgm_problem *p, const mgm_workload *w, uint64_t size, uint64_t seed,
                         uint32_t gpus, uint64_t mem_per_gpu, char *err);
void mgm_problem_free(mgm_problem *p);
/* index of the buffer called name, or -1 */
int mgm_problem_buf(const mgm_problem *p, const char *name);

/* ---- plans ---- */
/* ngpus 1..MGM_MAX_GPUS; on failure pl is left empty (freed). The plan
 * is for the suite's own kernels (variant 0). */
int mgm_plan_build(const mgm_problem *p, unsigned ngpus, mgm_plan *pl, char *err);
/* The same for the kernels of code object co: the variant its metadata
 * matches (mgm_variant_of). */
int mgm_plan_build_for(const mgm_problem *p, unsigned ngpus, const struct amdgpu_codeobj *co,
                       mgm_plan *pl, char *err);
/* The explicit arguments of kernel k, comma-separated: g a global buffer,
 * l a __local pointer (dynamic_shared_pointer), the size in bytes for a
 * by-value argument, the metadata's value kind for any other. Truncated
 * to n bytes (n >= 1). */
void mgm_kernel_sig(const struct amdgpu_kernel *k, char *buf, size_t n);
/* Which of w's variants co's kernels match: 0 when w has none; else
 * the first whose kernel is in co with that signature, or -1 with the
 * kernel's signature and the ones w drives in err. */
int mgm_variant_of(const mgm_workload *w, const struct amdgpu_codeobj *co, unsigned *v,
                   char *err);
void mgm_plan_free(mgm_plan *pl);
/* Bytes of launch l's footprint outside GPU l->gpu's own part of each
 * non-replicated buffer (read and written counted apart): the remote
 * traffic the placement implies at most, each byte counted once per launch. */
void mgm_launch_remote(const mgm_plan *pl, const mgm_launch *l, uint64_t *rd, uint64_t *wr);

/* ---- reference and verification ---- */
/* Runs w->reference and compares every OUT buffer; got[b] holds the
 * device bytes of OUT buffer b. 0 when all match; -1 with the first
 * mismatch (buffer, index, values) in err. */
int mgm_verify(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err);
int mgm_compare(const mgm_problem *p, unsigned b, const uint8_t *got, const uint8_t *ref,
                char *err);
/* The workload's check: w->verify, or mgm_verify when it has none. */
int mgm_check(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err);
/* SHA-256 (nettle's, Debian nettle-dev) over the OUT buffers in buffer
 * order, lower-case hex: the output hash of `mgsim run` and `mgsim det`. */
void mgm_hash_outputs(const mgm_problem *p, uint8_t *const out[MGM_MAX_BUFS],
                      char hex[MGM_SHA256_HEX_LEN]);
/* A SHA-256 digest as lower-case hex. */
void mgm_sha256_hex(const uint8_t digest[SHA256_DIGEST_SIZE], char hex[MGM_SHA256_HEX_LEN]);

#endif
