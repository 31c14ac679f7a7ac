/* Platforms (prefix platform_): N GPUs, their RDMA engines and the PCIe
 * fabric, built from one platform_config. This is the one readable place
 * where GPUs are wired to each other; one GPU's insides are
 * components/gpu.
 *
 * Kinds (platform.kind):
 *   discrete  D-MGPU (and, with gpus = 1, a plain GPU such as the R9 Nano
 *             or M-SGPU): every GPU has its own command processor; GPU g
 *             owns [mem_base + g*mem_size, +mem_size), interleaved over its
 *             banks every gpu.interleave bytes. An access to another
 *             GPU's range leaves through the local RDMA engine, crosses
 *             the fabric and is served by the owner's L2 and DRAM.
 *   unified   U-MGPU: GPU 0's command processor and ACE drive the CUs of
 *             all GPUs over a cross-GPU connection (UGPU.Dispatch, and
 *             UGPU.Ctl for L1 invalidation; a link of dispatch_latency
 *             cycles); the other GPUs have no CP. Memory
 *             [mem_base, +gpus*mem_size) is interleaved over all GPUs'
 *             DRAM channels every platform.page bytes: page k is served
 *             by channel k mod (gpus*banks), that is GPU
 *             (k / banks) mod gpus.
 *
 *   GPU[g].RDMA.FabricReq/FabricRsp -- PCIe (fabric endpoint g; the host
 *   is endpoint gpus: copies go through the CPs' DMA, and with
 *   platform.host_memory the Host memory (components/hostmem) serves the
 *   GPUs' accesses to zero-copy host memory there, the host being GPU
 *   map entry gpus of every RDMA engine; one GPU then has an RDMA engine
 *   and a fabric too)
 *
 * Configuration: platform_config_register() puts every section (platform,
 * sim, gpu, cu, cp, l1v, l1i, l1s, l2, dram, rdma, fabric) into a config
 * (params/config.h); platform_config_load() applies an INI file and
 * --set overrides and checks the result. fabric.endpoints is derived
 * (gpus + 1). Failure: NULL / -1 with one line in err. */
#ifndef MGSIM_COMPONENTS_PLATFORM_PLATFORM_H
#define MGSIM_COMPONENTS_PLATFORM_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "components/fabric/fabric.h"
#include "components/gpu/gpu.h"
#include "engine/eng.h"
#include "params/config.h"

#define PLATFORM_MAX_GPUS 64

enum platform_kind { PLATFORM_DISCRETE, PLATFORM_UNIFIED };

/* sim.threads set by a tool (not the ini, whose range stops at 1024): one
 * worker per physical core, a one-partition model in the serial order on
 * one of them (engine.h ENG_THREADS_DEFAULT); the serial engine on one core. */
#define PLATFORM_THREADS_AUTO UINT32_MAX

typedef struct platform_sim {
    uint32_t threads;  /* 0: the serial engine; N: the parallel one, N workers;
                          PLATFORM_THREADS_AUTO */
    uint64_t seed;
    bool pin;
    uint32_t cu_groups; /* partition hints: CU groups per GPU (gpu_set_partition_hints);
                           0: automatic (platform.c) */
    /* nondeterminism injection (perturb.h): 0 off, else its seed */
    uint64_t perturb;
    uint32_t perturb_cycles;   /* most extra cycles per message; 16 */
    uint32_t perturb_pct;      /* chance a message is delayed, %; 50 */
    /* Runaway kernels: a drain that passes either limit stops with a report
     * (driver/mgpu.h). 0: no limit. */
    uint64_t max_cycles;       /* simulated GPU cycles since the platform started */
    uint64_t max_instructions; /* wavefront instructions, all GPUs (functional mode: per wave) */
} platform_sim;

typedef struct platform_config {
    uint32_t kind;             /* enum platform_kind */
    uint32_t gpus;             /* 1 */
    uint64_t page;             /* unified: interleaving across GPUs; 4 KiB */
    uint32_t dispatch_latency; /* unified: the cross-GPU front link, cycles */
    /* Zero-copy host memory on the fabric (components/hostmem): a Host
     * endpoint serving [host_base, +host_size) over PCIe; discrete only,
     * off by default (mgsim exec turns it on unless the platform is an
     * APU, apu: host memory is the GPU's own, MI300A) */
    bool host_memory, apu;
    uint64_t host_base, host_size;
    uint32_t host_latency;     /* cycles (fabric clock) the host takes to answer */
    platform_sim sim;
    gpu_config gpu;            /* every GPU; index set by the builder */
    fabric_config fabric;
} platform_config;

extern const param_table platform_param_table; /* [platform] */
extern const param_table platform_sim_param_table; /* [sim] */

platform_config platform_default_config(void);
/* Registers every section of p into c (c must have room: 12 sections and
 * one per mechanism, mech/mech_list.h). */
int platform_config_register(config *c, platform_config *p);
/* Defaults, then the INI file (path may be NULL), then each --set, then
 * the checks (platform_config_check). c (may be NULL) receives the
 * registered sections, for printing. */
int platform_config_load(platform_config *p, config *c, const char *path,
                         const char *const *sets, size_t nsets, char *err, size_t errlen);
/* The same for a tool whose default is one engine worker per physical
 * core (mgsim run): sim.threads is PLATFORM_THREADS_AUTO unless the file
 * or a --set gives [sim] threads. */
int platform_config_load_auto(platform_config *p, const char *path, const char *const *sets,
                              size_t nsets, char *err, size_t errlen);
/* docs/config.md: an introduction and every section's table. */
void platform_config_print_doc(FILE *f);
/* Cross-field checks (power-of-two sizes, GPU count, route table size). */
int platform_config_check(const platform_config *p, char *err, size_t errlen);

typedef struct platform {
    platform_config cfg;
    eng_engine *e;
    uint32_t ngpus;
    gpu **gpu;
    fabric *fab;               /* NULL for one GPU (without host memory) */
    struct hostmem *host;      /* platform.host_memory: the Host memory; else NULL */
    eng_xbar *front[2];        /* unified: UGPU.Dispatch, UGPU.Ctl (crossbars) */
    mem_map gpu_map;           /* address -> owning GPU */
    mem_pages *pages;          /* the unified window's placement (discrete; U-MGPU
                                * under a fault policy, driver/mgpu_xlat.c) */
} platform;

/* Builds the engine and everything in it. */
platform *platform_build(const platform_config *cfg, char *err, size_t errlen);
void platform_destroy(platform *p);

/* The GPU owning addr (a window address: its frame's), or -1 (also for
 * the host memory window). */
int platform_owner(const platform *p, uint64_t addr);
/* [base, base + size) of GPU g's own memory (discrete), or of the whole
 * interleaved memory (unified). */
void platform_gpu_range(const platform *p, uint32_t g, uint64_t *base, uint64_t *size);
/* Discrete platforms: unified memory is a window of addresses above all
 * GPUs' memory ([mem_base + gpus*mem_size, ...)), each page (platform.page
 * bytes) placed at a physical page of some GPU's memory: every map
 * translates through p->pages. U-MGPU has the window only under a fault
 * policy, where every access to it is translated: its maps do not look at
 * p->pages, platform_owner does. Places (or moves, between runs) the page
 * at vaddr; 0, or -1 (misaligned, out of memory). */
int platform_place_page(platform *p, uint64_t vaddr, uint64_t phys);
/* Not a model path: while the engine is not running, reads or writes n
 * bytes at addr (inside one line) of device memory, through the owning
 * GPU's L2 bank (when it holds the line) and DRAM channel. 0, or -1 when
 * no GPU holds addr. */
int platform_backdoor(platform *p, uint64_t addr, void *buf, uint32_t n, bool write);
/* The same for sampling's untimed fast part (mech/sample): the owning
 * L2 bank keeps the line as the access would (cache_backdoor_touch:
 * filled from DRAM on a miss, the victim written back), so the next
 * launch finds the caches as a detailed run would roughly leave them. */
int platform_backdoor_touch(platform *p, uint64_t addr, void *buf, uint32_t n, bool write);
/* The GPUs a host can give commands to: all (discrete) or GPU 0. */
int platform_has_cp(const platform *p, uint32_t g);

#endif
