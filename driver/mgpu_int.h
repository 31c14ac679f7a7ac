/* Internals of the multi-GPU driver shared by mgpu.c (devices, memory,
 * queues, drain), mgpu_launch.c and mgpu_stats.c. */
#ifndef MGSIM_DRIVER_MGPU_INT_H
#define MGSIM_DRIVER_MGPU_INT_H

#include "components/cp/cp_msg.h"
#include "components/cu/cu_code.h"
#include "components/mem/mem_allocs.h"
#include "driver/mgpu.h"
#include "amdgpu/memimg.h"
#include "util/vec.h"

/* The Host side of one device: a component whose port is wired to the
 * device's CP; it sends queued commands in order and takes the answers. */
typedef struct mgpu_host {
    eng_comp comp; /* first */
    eng_port *port, *cp;
    cp_cmd **out;
    uint32_t nout, outcap, sent;
    uint32_t done;       /* answers taken (in queue order) */
    uint64_t task_base;  /* tracing: out[i]'s task is trace_task_id(comp, task_base + i) */
    uint64_t drain_task; /* tracing: the parent of this drain's commands */
} mgpu_host;

typedef struct mgpu_code {
    const struct amdgpu_codeobj *co;
    uint64_t delta;
} mgpu_code;

typedef struct mgpu_queue {
    uint32_t gpu;            /* the physical GPU whose CP runs it */
    uint64_t base, size;     /* the device's memory */
    mgpu_host host;
    amdgpu_memimg *shadow;     /* allocator over [base, base + size) + staging */
    /* the device's scratch, sized by the largest need so far and shared
     * by its launches (they run one at a time: cp.h), as ROCm keeps one
     * per queue; 0 bytes until a kernel needs some */
    uint64_t scratch_base, scratch_bytes;
    uint64_t hostcall;       /* hidden_hostcall_buffer of its launches (0: none) */
    uint64_t multigrid;      /* hidden_multigrid_sync_arg of its launches (0: none) */
    mgpu_code *code;
    uint32_t ncode, codecap;
} mgpu_queue;

/* A launch's data, alive until the drain; group ties a split launch's parts. */
typedef struct mgpu_launch_rec {
    amdgpu_dispatch d;
    cu_launch l;
    cu_code *code;           /* l.code, owned */
    cp_cmd *cmd;
    uint32_t group;
    uint32_t dev;            /* the queue it went to */
} mgpu_launch_rec;

struct mgpu {
    platform *p;
    uint32_t ndev, selected;
    mgpu_queue *q;
    cp_cmd **cmds;
    uint32_t ncmds, cmdcap;
    void **owned;
    uint32_t nowned, ownedcap;
    mgpu_launch_rec **launches;
    uint32_t nl, lcap, groups;
    uint64_t win_next;       /* next unified-window address (discrete, or U-MGPU
                              * under a fault policy) */
    mem_allocs window;       /* the unified-window ranges handed out */
    mem_allocs allocs;       /* every allocated device range, rebuilt at each
                              * drain; launches point the CUs at it */
    mgpu_kernel_stats last;
    uint64_t late_ps;          /* mgpu_late_ps */
    void *mech_run[GPU_MECH_MAX]; /* each mechanism's run state (mgpu_mech.c) */
    mgpu_kernel_stats *drained; /* each launch of the last drain, in queue order */
    uint32_t ndrained, drainedcap;
    bool synced;             /* this drain's answers crossed the ranks (mgpu_sync_ranks) */
    mgpu_run_fn runner;      /* NULL: eng_run (mgpu_set_runner) */
    void *runner_user;
    struct mgpu_xlat *xlat;  /* page tables (mgpu_xlat.c); NULL: translation off */
    struct mgpu_hm_range *hm; /* zero-copy host memory's ranges (mgpu_hostmem.c) */
    uint32_t nhm, hmcap;
    uint64_t hm_next;        /* the host window's next free address */
};

/* Zero-copy host memory (mgpu_hostmem.c): its live ranges into allocs
 * (0/-1), and the ranges' memory freed at the end. */
int mgpu_hostmem_allocs(mgpu *m, mem_allocs *allocs);
void mgpu_hostmem_free(mgpu *m);

/* Address translation (mgpu_xlat.c; nothing when [xlat] is off): the
 * per-GPU page tables and the device sizes without their pools; and
 * before each drain, every allocated range mapped. 0 or -1 with err. */
int mgpu_xlat_init(mgpu *m, char *err, size_t errlen);
int mgpu_xlat_map(mgpu *m, char *err, size_t errlen);
/* Runs what is queued (a drain, when anything is), then maps every
 * allocation: after it, the fault handler knows every managed page and
 * nothing queued can move one. 0/-1. */
int mgpu_settle(mgpu *m, char *err, size_t errlen);
/* After a run: the unified window's placement follows the pages the
 * fault handler moved (xlat.policy not pinned); nothing otherwise. 0/-1. */
int mgpu_xlat_after_run(mgpu *m, char *err, size_t errlen);
void mgpu_xlat_free(mgpu *m);
/* xlat.initial_placement = host: whether [a, a + n) meets the unified
 * window (whose pages may be in host memory); and the host's own copy of
 * n bytes at va (inside one page) from or into buf when that page is in
 * host memory: 1 done, 0 not in host memory (a GPU holds it, or it is
 * not a managed page), -1 out of memory. Between runs. */
bool mgpu_xlat_host_window(const mgpu *m, uint64_t a, uint64_t n);
int mgpu_xlat_host_copy(mgpu *m, uint64_t va, void *buf, uint64_t n, bool write);
/* Under a fault policy: the samples of pages per GPU (xlat.pages_interval)
 * as "pages_over_time": {"interval_cycles": I, "pages": [[GPU 0's, GPU
 * 1's, ...] at cycle 0, ... at cycle I, ...]} in mech["xlat"]["uvm"]
 * (mgpu_mech_json's object; nothing when it has none). */
void mgpu_xlat_json(const mgpu *m, json_object *mech);
/* GPU g's translation of va in its page table (tests): 1 and *pa, 0 not
 * mapped (or translation off), -1 on error. */
int mgpu_xlat_lookup(const mgpu *m, uint32_t g, uint64_t va, uint64_t *pa);

int mgpu_fail(char *err, size_t errlen, const char *fmt, ...);
/* Appends to a growing array; aborts when out of memory (host program). */
#define MGPU_APPEND(arr, n, cap, item) VEC_PUSH(arr, n, cap, item, "host driver array")
/* Queues a command on device dev; never NULL. */
cp_cmd *mgpu_queue_cmd(mgpu *m, uint32_t dev, uint32_t type);
/* dev resolved (MGPU_CURRENT) and checked; -1 when bad. */
int mgpu_dev(const mgpu *m, uint32_t dev, char *err, size_t errlen);
/* Device memory of device dev (what mgpu_malloc gives but on U-MGPU
 * under a fault policy, where the program's memory is the managed
 * window's): the driver's own allocations (code). 0 or -1 with err. */
int mgpu_malloc_device(mgpu *m, uint32_t dev, uint64_t size, uint64_t *addr, char *err,
                       size_t errlen);
/* Whether [a, a+n) is device memory some GPU holds. */
bool mgpu_mapped(const mgpu *m, uint64_t a, uint64_t n);

/* The mechanisms' parts in the run (mgpu_mech.c, gpu_mech_run): mechanism
 * i's run ops when it is on (else NULL); making and freeing their run
 * state; a drain with launches beginning and ending; whether a launch
 * may answer after its predicted end. */
struct gpu_mech_run;
const struct gpu_mech_run *mgpu_mech_run_of(const mgpu *m, uint32_t i);
void mgpu_mech_init(mgpu *m);
void mgpu_mech_free(mgpu *m);
void mgpu_mech_drain(mgpu *m, bool begin);
bool mgpu_mech_answers_late(const mgpu *m);
/* The earliest of the mechanisms' slice ends after now, and their work
 * between slices (gpu_mech_run.slice_end, at_slice). */
eng_time mgpu_mech_slice_end(const mgpu *m, eng_time now);
void mgpu_mech_at_slice(mgpu *m);

#endif
