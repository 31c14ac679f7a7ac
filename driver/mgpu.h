/* The multi-GPU host driver API (prefix mgpu_): what a host program calls
 * to use a simulated platform (components/platform) of one or more GPUs.
 * The same program runs unchanged on every platform: it asks how many
 * devices there are and uses them.
 *
 * Devices: a discrete platform (R9 Nano, M-SGPU, D-MGPU) shows one device
 * per GPU; a unified one (U-MGPU) shows a single device, GPU 0's command
 * processor driving every GPU's CUs. MGPU_UNIFIED names "all the
 * platform's compute as one GPU" on any platform: on U-MGPU it is the one
 * device; on a discrete platform a launch on it is split by the driver
 * into one launch per GPU, workgroups divided along the grid's last
 * dimension in proportion to the GPUs' CUs, each part told its global
 * offset (so get_global_id is right; get_group_id restarts at 0 per part,
 * so kernels must index by global id; a split that needs an offset needs
 * a kernel with hidden_global_offset arguments, clang's default).
 *
 * Memory: mgpu_malloc(dev) takes memory of that device (D-MGPU: the GPU's
 * own range; U-MGPU: the interleaved memory of all GPUs). Unified memory,
 * mgpu_malloc_unified, is one range of addresses every GPU can use whose
 * pages (platform.page bytes) each live on a GPU the program chose; on a
 * discrete platform that is real placement (the address maps translate
 * the pages, components/mem/mem_map.h), on U-MGPU the hardware
 * interleaving decides and the choice is ignored. mgpu_malloc_spread is
 * the common case: the buffer cut into equal contiguous parts, part g on
 * GPU g (MGMark's partitioned placement). Any GPU may access any address;
 * other GPUs' memory is reached through the RDMA engines and the fabric.
 *
 * Commands: each device has an in-order queue. mgpu_enqueue_* queue
 * asynchronously (nothing runs yet) and mgpu_drain runs the simulation
 * until every queue is empty; queues of different devices run
 * concurrently. A copy runs on its queue's command processor, whose DMA
 * reaches every address (a remote one over the fabric: device-to-device
 * and peer copies cost what they cost). h2d copies the source at the call;
 * d2h writes its destination during the drain (keep it valid until then).
 * The synchronous helpers (mgpu_memcpy_h2d/d2h) split a copy by the GPU
 * owning each page, queue each piece on its owner's device, and drain.
 *
 * Tracing (hooks/trace_hook.h): each device's Host component
 * (GPU[d].Host) reports every command as a task, kind "cmd", what
 * "memcpy_h2d", "memcpy_d2h", "launch" or "flush", id
 * trace_task_id(host, n), from the moment it is sent to the CP (step
 * "sent to CP") to the moment its answer is taken; and each drain as a
 * task "cmd"/"drain" on device 0's Host, the parent of the drain's
 * commands. Observers that must run the engine themselves (a hang
 * detector, a progress line) install a runner (mgpu_set_runner).
 *
 * Failure: 0 or -1 with one line in err (which may be NULL); mgpu_drain
 * reports the first command error (kernel errors name kernel, workgroup,
 * wave, PC and instruction). No global state. */
#ifndef MGSIM_DRIVER_MGPU_H
#define MGSIM_DRIVER_MGPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "components/platform/platform.h"
#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "util/js.h"
#include "util/err.h"

#define MGPU_UNIFIED UINT32_MAX

typedef struct mgpu mgpu;

typedef struct mgpu_device {
    uint32_t gpus;            /* physical GPUs behind it (U-MGPU: all) */
    uint32_t cus;             /* compute units */
    uint64_t mem_base, mem_size; /* its memory (U-MGPU: all, interleaved) */
    amdgpu_isa isa;           /* the code it runs (gpu.isa) */
} mgpu_device;

/* What one launch cost (a split launch: first start to last end). */
typedef struct mgpu_kernel_stats {
    uint64_t time_ps;
    uint64_t cycles;          /* GPU core cycles */
    uint64_t instructions;    /* wavefront instructions */
    uint64_t workgroups;
} mgpu_kernel_stats;

mgpu *mgpu_init(const platform_config *cfg, char *err, size_t errlen);
void mgpu_free(mgpu *m);

uint32_t mgpu_device_count(const mgpu *m);
mgpu_device mgpu_device_info(const mgpu *m, uint32_t dev);
/* The device the calls taking MGPU_CURRENT use (cudaSetDevice). */
int mgpu_select(mgpu *m, uint32_t dev, char *err, size_t errlen);
uint32_t mgpu_selected(const mgpu *m);
#define MGPU_CURRENT (UINT32_MAX - 1)

/* Device memory on device dev. On U-MGPU under a fault policy ([xlat]
 * policy not pinned) every program allocation is unified memory whose
 * pages the handler places: a range of the unified window, as
 * mgpu_malloc_unified gives on a discrete platform, its pages starting in
 * one range of device memory from the allocator (where the interleave
 * places them). */
int mgpu_malloc(mgpu *m, uint32_t dev, uint64_t size, uint64_t *addr, char *err,
                size_t errlen);
/* page_gpu[i]: the GPU holding page i (NULL: all on GPU 0). */
int mgpu_malloc_unified(mgpu *m, uint64_t size, const uint32_t *page_gpu, uint64_t *addr,
                        char *err, size_t errlen);
int mgpu_malloc_spread(mgpu *m, uint64_t size, uint64_t *addr, char *err, size_t errlen);
uint64_t mgpu_page_size(const mgpu *m);
/* Moves the unified-window pages covering [va, va + n) to GPU gpu
 * (cudaMemPrefetchAsync's job; a discrete platform with [xlat] enabled):
 * each page's bytes are copied to a new frame of that GPU by its CP's DMA
 * over the fabric (a drain runs), then every GPU's page table maps the
 * page there and every TLB forgets its translations. Pages already on
 * gpu stay. 0, or -1 with err. */
int mgpu_migrate(mgpu *m, uint64_t va, uint64_t n, uint32_t gpu, char *err, size_t errlen);
/* The same request under a fault policy ([xlat] policy not pinned;
 * cudaMemPrefetchAsync, hipMemPrefetchAsync): runs what is queued, then
 * the fault handler moves the managed pages covering [va, va + n) to GPU
 * gpu and maps them there, in a drain of its own (so the next command
 * finds them there: no fault), each as a fault's move would be made
 * (xlat_uvm_prefetch). Addresses outside the unified window are skipped.
 * Without a policy (or translation) nothing happens: a hint. *moved (may
 * be NULL): the pages the handler took a job for. 0, or -1 with err. */
int mgpu_prefetch(mgpu *m, uint64_t va, uint64_t n, uint32_t gpu, uint64_t *moved, char *err,
                  size_t errlen);
/* Whether a fault policy manages the unified window's pages (then
 * mgpu_prefetch moves them; else it does nothing). */
bool mgpu_pages_managed(const mgpu *m);
/* The physical GPU holding addr, or -1. */
int mgpu_owner(const mgpu *m, uint64_t addr);

int mgpu_enqueue_h2d(mgpu *m, uint32_t dev, uint64_t dst, const void *src, uint64_t n,
                     char *err, size_t errlen);
int mgpu_enqueue_d2h(mgpu *m, uint32_t dev, void *dst, uint64_t src, uint64_t n, char *err,
                     size_t errlen);
int mgpu_enqueue_d2d(mgpu *m, uint32_t dev, uint64_t dst, uint64_t src, uint64_t n,
                     char *err, size_t errlen);
/* L2 write-back + L1 invalidation of the device's GPU(s) with a CP. */
int mgpu_enqueue_flush(mgpu *m, uint32_t dev, char *err, size_t errlen);
/* The address later launches on dev get as their hidden_hostcall_buffer
 * argument (a host runtime's hostcall buffer in device memory: device
 * printf; 0, the default, means none). */
void mgpu_set_hostcall(mgpu *m, uint32_t dev, uint64_t addr);
/* The same for hidden_multigrid_sync_arg (a runtime's multi-grid sync
 * structure in device memory: HIP's multi-device cooperative launch). */
void mgpu_set_multigrid(mgpu *m, uint32_t dev, uint64_t addr);
/* A launch on dev (or MGPU_UNIFIED / MGPU_CURRENT): dims 1..3, sizes in
 * work-items, explicit argument values, offset (NULL: 0) the global
 * work-item offset. co must outlive the drain. */
int mgpu_enqueue_launch(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co,
                        const struct amdgpu_kernel *k, unsigned dims, const uint32_t grid[3],
                        const uint32_t wg[3], const uint64_t offset[3],
                        const amdgpu_argval *args, size_t nargs, char *err, size_t errlen);
/* The same with dyn_lds bytes of LDS per workgroup beyond the kernel's
 * static allocation (HIP's dynamic shared memory, extern __shared__,
 * which the kernel finds right after its static LDS). */
int mgpu_enqueue_launch_lds(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co,
                            const struct amdgpu_kernel *k, unsigned dims, const uint32_t grid[3],
                            const uint32_t wg[3], const uint64_t offset[3],
                            const amdgpu_argval *args, size_t nargs, uint32_t dyn_lds, char *err,
                            size_t errlen);
int mgpu_drain(mgpu *m, char *err, size_t errlen);
/* Places co's sections in dev's memory (once per device: queued copies,
 * as the first launch of co there would) and gives the offset from an
 * image address to its device address, so the host can reach the code
 * object's variables (HIP's __device__ globals). */
int mgpu_place_code(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co, uint64_t *delta,
                    char *err, size_t errlen);

/* What mgpu_drain calls to run the engine until it has nothing left to
 * do (default: eng_run). A runner may stop early: it returns -1 with a
 * message (the drain then fails with it), else 0. fn NULL restores the
 * default. */
typedef int (*mgpu_run_fn)(void *user, eng_engine *e, char *err, size_t errlen);
void mgpu_set_runner(mgpu *m, mgpu_run_fn fn, void *user);

/* Runaway kernels: the platform's sim.max_cycles and sim.max_instructions
 * (--max-cycles, --max-instructions). A drain runs in slices no longer
 * than mgpu_limit_slice_end(m, now) allows (ENG_TIME_NEVER: no limit set
 * and no mechanism slices the run: gpu_mech_run.slice_end) and after each
 * calls mgpu_limits_check, which first lets the mechanisms act between
 * slices (gpu_mech_run.at_slice), then returns -1 with a report when the
 * run passed a limit with work unfinished; the drain then fails with it.
 * A runner must do the same between its eng_run_until calls. */
/* Over MPI ranks (engine/ranks.h): this drain's command answers, and the
 * bytes their d2h copies wrote, from the rank that ran each device to
 * every rank. Once per drain (later calls do nothing); mgpu_drain calls
 * it after the run, and a runner that reads mgpu_progress after running
 * calls it first. Nothing on one rank. */
void mgpu_sync_ranks(mgpu *m);

eng_time mgpu_limit_slice_end(const mgpu *m, eng_time now);

/* Work a mechanism holds back to run off the engine (gpu_mech_run; e.g.
 * sampling's fast part, mech/sample): whether a launch waits for it (the
 * engine ran dry on purpose: a runner's deadlock check must not count
 * it), and running all of it (driver/mgpu_mech.c; a drain does it
 * between engine runs and runs the engine again): true when some ran. A
 * workgroup's failure there is its launch's. */
bool mgpu_mech_pending(const mgpu *m);
bool mgpu_mech_run_held(mgpu *m);
int mgpu_limits_check(mgpu *m, char *err, size_t errlen);

/* Where the current drain stands, for progress lines: read it only while
 * the engine is stopped (from a runner between eng_run_until calls). */
typedef struct mgpu_progress_info {
    uint32_t cmds, cmds_done;           /* this drain's commands */
    uint32_t launches, launches_done;   /* launch commands among them */
    uint64_t workgroups, workgroups_done; /* of those launches (done: finished launches) */
    const char *kernel;                 /* the first unfinished launch's kernel, or NULL */
} mgpu_progress_info;
mgpu_progress_info mgpu_progress(const mgpu *m);

/* Split by owning GPU, queued on the owners' devices, drained. */
int mgpu_memcpy_h2d(mgpu *m, uint64_t dst, const void *src, uint64_t n, char *err,
                    size_t errlen);
int mgpu_memcpy_d2h(mgpu *m, void *dst, uint64_t src, uint64_t n, char *err, size_t errlen);

/* The last launch that finished (MGPU_UNIFIED: all its parts). */
mgpu_kernel_stats mgpu_last_kernel(const mgpu *m);
/* Each launch the last successful drain ran (a split launch counts once),
 * in the order they were queued; valid until the next drain. */
uint32_t mgpu_drained_launches(const mgpu *m, const mgpu_kernel_stats **out);
/* Simulated time so far, picoseconds. */
uint64_t mgpu_now_ps(const mgpu *m);
/* Of it, the time launch groups were answered after their ends, summed
 * (0 but under sampling (sample.enable), whose fast parts run when the engine has run
 * dry, which may be after a GPU's predicted end: the launches after it
 * start that much later than a detailed run starts them). A launch
 * step's kernel time is its elapsed time less what this grew by. */
uint64_t mgpu_late_ps(const mgpu *m);
platform *mgpu_platform(mgpu *m);

/* Statistics (mgpu_stats.c): per GPU and in total. Counters are totals
 * since mgpu_init; cross-GPU bytes = the wire bytes all RDMA engines put
 * on the fabric. Under sampling (mech/sample) they also hold the fast
 * part's estimate, cross_gpu_bytes_fast: its lines in other GPUs'
 * memory times the run's wire bytes per such line in detail, within
 * cross_gpu_bytes_bound (docs/sampling.md); both 0 otherwise. */
typedef struct mgpu_totals {
    uint64_t instructions, l2_hits, l2_accesses, dram_bytes;
    uint64_t rdma_transactions, cross_gpu_bytes;
    uint64_t cross_gpu_bytes_fast, cross_gpu_bytes_bound;
} mgpu_totals;
mgpu_totals mgpu_get_totals(const mgpu *m, int gpu); /* gpu -1: all */
/* Its field table (components/gpu/gpu_mstat.h): one GPU's object
 * (V_PART: run reports' per_gpu) and the sum's ("total", V_TOTAL). */
extern const struct gpu_mstat_table mgpu_totals_table;

/* Zero-copy host memory (platform.host_memory, components/hostmem):
 * size bytes of the host window whose accesses cross PCIe to the host's
 * endpoint and are served from the host's bytes at host (NULL: at the
 * window address itself, which the caller then maps in its own address
 * space before the next run). *addr: the device address (a page of
 * guard after each range). 0, or -1 with err: no host memory on this
 * platform, the window is full. Unmapping (between runs) makes the range
 * unreachable; 0, or -1 for an address no map returned. */
bool mgpu_has_host_memory(const mgpu *m);
int mgpu_hostmem_map(mgpu *m, uint64_t size, void *host, uint64_t *addr, char *err,
                     size_t errlen);
int mgpu_hostmem_unmap(mgpu *m, uint64_t addr);
/* The host memory's accesses and PCIe wire bytes so far (zeros without). */
typedef struct mgpu_hostmem_stats {
    uint64_t reads, writes, atomics, read_bytes, write_bytes, pcie_bytes;
} mgpu_hostmem_stats;
mgpu_hostmem_stats mgpu_hostmem_get_stats(const mgpu *m);
/* Forward progress for the hang detector (hang_config.forward): *done the
 * instructions issued so far, *waiting whether workgroups are resident;
 * over every GPU and rank (collective over ranks). user: the mgpu. */
void mgpu_forward(void *user, uint64_t *done, bool *waiting);
/* JSON: {"platform": {...}, EXTRA, "kernel_time_ns", "cycles",
 * "instructions", "workgroups" (the last launch), "sim_time_ns",
 * "gpus": [{per GPU: instructions, l1v/l1i/l1s/l2 hit rates, DRAM bytes,
 * RDMA transactions, cross-GPU bytes}], "total": {...}, "fabric":
 * {messages, bytes, links: [{name, bytes, busy_cycles, utilisation}]}}.
 * extra (may be NULL; an object, taken) gives more top-level members,
 * in its order. As a tree (util/js.h; the caller puts it), and written on
 * one line (0 or -1). */
json_object *mgpu_stats_json(const mgpu *m, json_object *extra);
/* The objects of the mechanisms that sum over GPUs (gpu_mech.combine)
 * and ran: {"name": {totals..., "per_gpu": [{...}, ...]}}; NULL when
 * none ran (mgsim run --stats). */
json_object *mgpu_mech_json(const mgpu *m);
int mgpu_write_stats_json(const mgpu *m, FILE *f, json_object *extra);

#endif
