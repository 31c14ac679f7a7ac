/* The HIP runtime on the simulator (lib/hip/libamdhip64.so.5): the
 * functions of Debian's HIP 5.2 runtime that a hipcc-built program calls,
 * implemented on the multi-GPU driver API (driver/mgpu.h). `mgsim exec`
 * puts the library first on the program's library path; the program runs
 * unmodified and its kernels run on the simulated platform.
 *
 * The platform and what to observe come from `mgsim exec` as one
 * serialized session (driver/session.h: SESSION_ENV, parsed by
 * session_decode at the first HIP call): --config, --set, --threads,
 * --trace, --trace-filter, --stats (the JSON written at exit), --summary.
 * Without it: one R9 Nano, nothing observed.
 *
 * Model of execution: each device has one in-order queue (every stream of
 * a device shares it); launches and asynchronous copies are queued, and
 * the simulation runs (mgpu_drain, all devices' queues at once) at the
 * synchronising calls: hipMemcpy, hipDeviceSynchronize, hipStream/Event
 * Synchronize, hipEventRecord (which stamps the simulated time, so
 * hipEventElapsedTime is simulated time). Device memory is never reused
 * (hipFree only forgets the buffer).
 *
 * State: the HIP API has no context argument, so the runtime is one
 * process-wide object behind one mutex (hip_rt_lock): the only global of
 * the library, with the per-thread current device HIP defines (a
 * thread-local) and what its signal handler needs (hip_rt.c). A failure
 * of the simulation itself (a kernel fault, a runaway kernel, a
 * --max-cycles stop) is reported on stderr and ends the program with
 * status 1: no HIP error code could tell the program its results are
 * wrong. SIGINT, SIGTERM and SIGHUP end it as they would, 128 + the
 * signal. Either way the trace, --stats and the summary of the run so
 * far are written first, as at exit (as `mgsim run` does). Launches
 * that never ran (no synchronisation after them) are counted in --stats
 * as launches_not_run, not listed. */
#ifndef MGSIM_HIP_HIP_RT_H
#define MGSIM_HIP_HIP_RT_H

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>

#include "driver/mgpu.h"
#include "driver/session.h"

/* hipStream_t and hipEvent_t point at these. */
struct ihipStream_t {
    uint32_t dev;
};
/* hipCtx_t points at its device's one context (hip_ctx.c). */
struct ihipCtx_t {
    uint32_t dev;
};
struct ihipEvent_t {
    uint64_t ps;   /* simulated time of the last record */
    bool recorded;
};

typedef struct hip_module {
    struct amdgpu_codeobj *co;
    char triple[64];
} hip_module;

/* A __device__ / __constant__ variable the program registered. */
typedef struct hip_var {
    const void *host;     /* the host shadow the program names it by */
    hip_module *mod;
    const struct amdgpu_codeobj_var *v; /* NULL: not in the code object */
    char *name;
} hip_var;

typedef struct hip_func {
    const void *host;     /* the host-side stub the program launches by */
    char *name;           /* the kernel's symbol */
    hip_module *mod;
    const struct amdgpu_kernel *k;
} hip_func;

/* MAPPED: host memory kernels reach (hipHostMalloc, hipHostRegister:
 * hip_host.c), a device range mirrored like managed memory. */
enum hip_mem_kind { HIP_MEM_DEVICE, HIP_MEM_MANAGED, HIP_MEM_HOST, HIP_MEM_MAPPED };

typedef struct hip_alloc {
    uint64_t addr, size;
    uint32_t dev;
    enum hip_mem_kind kind;
    bool freed;
    void *host;           /* MAPPED: its host bytes (addr itself for hipHostMalloc) */
    bool touched;         /* MAPPED: a kernel took a pointer into it: kept coherent */
    bool pcie;            /* MAPPED: in the platform's host memory window: kernels
                           * reach the host bytes over PCIe (never touched) */
} hip_alloc;

/* One launch, for --stats. */
typedef struct hip_launch_rec {
    const char *kernel;
    uint32_t dev;
    uint32_t grid[3], block[3];
    mgpu_kernel_stats st;
    bool ran;            /* drained: st holds its figures */
} hip_launch_rec;

typedef struct hip_callcfg {
    dim3 grid, block;
    size_t shmem;
    hipStream_t stream;
} hip_callcfg;

typedef struct hip_rt {
    mgpu *m;
    hip_func *funcs;
    uint32_t nfuncs, funccap;
    hip_var *vars;
    uint32_t nvars, varcap;
    hip_alloc *allocs;
    uint32_t nallocs, alloccap;
    hip_callcfg *cfgs;       /* the <<<>>> configurations pushed, not popped */
    uint32_t ncfgs, cfgcap;
    uint32_t pending;        /* launches queued since the last drain */
    uint32_t *pending_dev;   /* their devices, in order */
    uint32_t pendcap;
    hip_launch_rec *recs;
    uint32_t nrecs, reccap;
    struct hip_hostcall *hc; /* device printf's buffers and messages (hip_printf.c) */
    hipError_t last_error;
    bool managed;            /* a managed allocation exists */
    struct ihipStream_t *null_stream; /* per device: the stream 0 means */
    struct ihipCtx_t *ctxs;  /* per device: its context */
    uint64_t *frag_base, *frag_used;  /* per device: the 2 MiB block small
                                         hipMallocs are carved from (hip_mem.c) */
    session_opts so;         /* what `mgsim exec` asked for (strings in so_store) */
    void *so_store;
    struct session *ses;     /* its observers (the trace), until exit */
    bool stats_done;         /* --stats and the summary written (once) */
    struct amdgpu_codeobj *blit[AMDGPU_ISA_COUNT]; /* the copy kernel, per ISA (hip_blit.c) */
} hip_rt;

/* The page --map-pages maps on each side of a device block (hip_mem.c). */
#define HIP_MAP_PAD 4096u

/* The runtime, built at the first call (exits with a message when the
 * platform cannot be built); every entry point holds the lock. */
hip_rt *hip_rt_lock(void);
void hip_rt_unlock(hip_rt *rt);
/* Records e as the last error and returns it (HIP's sticky error). */
hipError_t hip_rt_ret(hip_rt *rt, hipError_t e);
/* "mgsim: NAME: message" on stderr and exit(1): a simulation failure. */
_Noreturn void hip_rt_fatal(const char *fn, const char *err);
/* Out of memory in fn: as hip_rt_fatal, but with the one out-of-memory
 * exit status (3, util/exitcode.h) and xoom's message. */
_Noreturn void hip_rt_oom(const char *fn);
/* Runs the simulation until every queue is empty, then pulls managed
 * memory back to the host and records the finished launches. */
void hip_rt_sync(hip_rt *rt, const char *fn);
/* The calling host thread's current device (HIP: per thread; 0 until
 * the thread calls hipSetDevice), and setting it. */
uint32_t hip_rt_device(const hip_rt *rt);
void hip_rt_set_device(hip_rt *rt, uint32_t dev);
/* The device a stream runs on (NULL: the current device). */
uint32_t hip_rt_stream_dev(hip_rt *rt, hipStream_t s);
/* The allocation holding [p, p+n), or NULL (host memory). */
hip_alloc *hip_rt_find(hip_rt *rt, const void *p, uint64_t n);
/* A launch of f: explicit arguments from args (one pointer per argument,
 * hipLaunchKernel's) or else from a kernarg image at the metadata's
 * offsets (hipModuleLaunchKernel's extra buffer). */
hipError_t hip_rt_launch(hip_rt *rt, const hip_func *f, dim3 nblocks, dim3 block, void **args,
                         const uint8_t *kernarg, size_t shmem, hipStream_t stream,
                         const char *fn);
/* The kernel registered for a host stub, or NULL. */
const hip_func *hip_rt_func(hip_rt *rt, const void *host);
/* The device range of a code object's variable on dev (placing the code
 * there first), entered among the allocations so copies know it. */
int hip_rt_var_addr(hip_rt *rt, hip_module *mod, const struct amdgpu_codeobj_var *v, uint32_t dev,
                    uint64_t *addr, const char *fn);
/* One copy queued (host<->host done at once): on the stream's device,
 * else the device owning the device side; the kind is checked against
 * where the pointers are (hipMemcpyDefault: taken from them). */
hipError_t hip_rt_copy(hip_rt *rt, void *dst, const void *src, size_t n, hipMemcpyKind kind,
                       hipStream_t stream, const char *fn);
/* count elements of esize bytes (1, 2, 4) set to value's low bytes, as a
 * DMA copy; sync: and run the queues. Takes the lock itself. */
hipError_t hip_rt_fill(void *dst, uint32_t value, size_t esize, size_t count, hipStream_t stream,
                       bool sync, const char *fn);
/* A new entry among the allocations. */
hip_alloc *hip_rt_add_alloc(hip_rt *rt, uint64_t addr, uint64_t size, uint32_t dev,
                            enum hip_mem_kind kind);
/* size bytes of dev's memory at an address also mapped on the host (NULL
 * when they do not fit): managed and mapped host memory. */
void *hip_rt_mirrored(hip_rt *rt, uint32_t dev, size_t size, const char *fn);
/* Pushes managed and mapped host memory to the devices before work that
 * reads it. */
void hip_rt_push_managed(hip_rt *rt, const char *fn);
/* The device buffers' sizes and SHA-256 digests, for --stats
 * (hip_digest.c). */
struct json_object *hip_rt_buffers_json(hip_rt *rt);
/* Before a launch of k on dev: when k takes a hostcall buffer (device
 * printf), dev has one and the host serves it while the engine runs
 * (hip_printf.c). */
void hip_printf_prepare(hip_rt *rt, const struct amdgpu_kernel *k, uint32_t dev, const char *fn);
/* Workgroups of block work-items (and dyn bytes of dynamic LDS) of k
 * that one empty CU holds at once (hip_occ.c). */
int hip_occ_blocks_per_cu(hip_rt *rt, const struct amdgpu_kernel *k, int block, size_t dyn);
/* Runs the queues and records the finished launches (no copy back). */
void hip_rt_drain(hip_rt *rt, const char *fn);

#endif
