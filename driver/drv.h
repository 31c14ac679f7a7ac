/* The host driver API for one GPU (prefix drv_): what a host program
 * calls to use the simulated R9 Nano. It is not a component: it is the
 * host program's library. It builds an engine and a GPU (components/gpu),
 * keeps the device-memory allocator, and owns one small component, the
 * "Host" (GPU[0].Host), whose port is wired to the command processor:
 * API calls queue commands (cp_msg.h) there, and drv_drain runs the
 * engine in the calling thread until every queued command is answered.
 *
 * Ordering: commands run in the order they were queued (copies, then a
 * launch, then copies back). Buffers: drv_memcpy_h2d copies the source
 * at the call; drv_memcpy_d2h writes the destination during drv_drain,
 * so it must stay valid until then.
 *
 * Addresses: device memory is the GPU's [mem_base, mem_base + mem_size);
 * drv_malloc hands out regions with unmapped guard pages between them
 * (gcn3_memimg's allocator over a shadow image that also stages the
 * dispatch packet, queue descriptor and kernarg segment, copied to the
 * device by DMA before each launch). Code objects are placed in device
 * memory whole (every allocated section at its address + a delta), and
 * waves start at entry + delta, so instruction bytes come from memory.
 *
 * Failure: functions return 0 or -1 with one line in err (which may be
 * NULL); drv_drain reports the first command error (a kernel's error names
 * kernel, workgroup, wave, PC, encoding and disassembly). */
#ifndef MGSIM_DRIVER_DRV_H
#define MGSIM_DRIVER_DRV_H

#include <stddef.h>
#include <stdint.h>

#include "components/gpu/gpu.h"
#include "engine/eng.h"
#include "gcn3/codeobj.h"
#include "gcn3/dispatch.h"

#define DRV_ERR_LEN 512

typedef struct drv_config {
    eng_config engine;   /* threads, seed */
    gpu_config gpu;
} drv_config;

/* What the last launch cost, for reports and --stats. */
typedef struct drv_kernel_stats {
    uint64_t kernel_time_ps;  /* CP start of the launch to its last workgroup */
    uint64_t cycles;          /* the same in GPU core cycles */
    uint64_t instructions;    /* wavefront instructions issued */
    uint64_t workgroups;
} drv_kernel_stats;

typedef struct drv drv;

drv_config drv_default_config(void);
drv *drv_init(const drv_config *cfg, char *err, size_t errlen);
void drv_free(drv *d);

int drv_malloc(drv *d, uint64_t size, uint64_t *addr, char *err, size_t errlen);
int drv_memcpy_h2d(drv *d, uint64_t dst, const void *src, uint64_t n, char *err, size_t errlen);
int drv_memcpy_d2h(drv *d, void *dst, uint64_t src, uint64_t n, char *err, size_t errlen);
/* Queues a launch of kernel k of code object co (placed on first use):
 * dims 1..3, grid and workgroup sizes in work-items, explicit argument
 * values as gcn3_dispatch_init takes them. co must outlive the drain. */
int drv_launch(drv *d, const struct gcn3_codeobj *co, const struct gcn3_kernel *k,
               unsigned dims, const uint32_t grid[3], const uint32_t wg[3],
               const gcn3_argval *args, size_t nargs, char *err, size_t errlen);
/* Queues an L2 write-back and L1 invalidation (DRAM then holds all). */
int drv_flush(drv *d, char *err, size_t errlen);
/* Runs the engine until every queued command has finished. */
int drv_drain(drv *d, char *err, size_t errlen);

drv_kernel_stats drv_last_kernel(const drv *d);
gpu *drv_gpu(drv *d);
eng_engine *drv_engine(drv *d);

#endif
