/* The R9 Nano GPU builder (prefix gpu_): the one place that wires
 * a single GPU's components together.
 *
 *   CP (command processor + ACE + DMA) ~~Dispatch~~ CU[0..cus)
 *   CU[i].Vector ==VBus[i]== L1V[i] (bypass by default, as ROCm runs it)
 *   CU[4s..4s+3].Inst   --IBus[s]-- L1I[s]   (one per shader array of
 *   CU[4s..4s+3].Scalar --SBus[s]-- L1S[s]    cus_per_sa CUs)
 *   L1V*, L1S*, CP.Mem ~~L1ToL2~~ L2[0..banks).Top[GPU_L2_DATA]
 *                                   (interleaved by address, mem_map)
 *   L1I* ~~IToL2~~ L2[0..banks).Top[GPU_L2_INST]
 *   L2[b] --L2ToDRAM-- DRAM[b]
 *   CP.Ctl ~~CtlBus~~ one extra top port of every L1 (invalidation)
 *
 * "--" is a direct connection (one cycle), "==" a link with latency,
 * "~~" a crossbar (engine/conn_xbar.h: xbar_latency cycles each way,
 * xbar_credits credits per sender and receiver, IToL2 also inst_latency
 * and link_bytes per sender) that the parallel engine may cut, so the
 * CUs with their L1s and the memory side can run in separate partitions
 * (gpu_set_partition_hints); the L2's tag and data latencies give the
 * crossbar's cycles back, so unloaded accesses cost the same:
 * VBus[i] stands for the CU-to-L2 crossbar of the vector path
 * (vector_latency each way) and IToL2 for the long instruction-fetch
 * path (inst_latency each way); they set the L2-hit and I-cache-miss
 * costs the paper measured (docs/validation.md shows the budget).
 *
 * Device memory is [mem_base, mem_base + mem_size), interleaved over the
 * banks every `interleave` bytes (4 KiB, as the paper says). Connections
 * other latencies live in the components' configs.
 * The host side (driver/) plugs its own component on gpu_host_port's
 * connection through gpu_connect_host.
 *
 * In a multi-GPU platform (components/platform/ builds those) the GPU
 * also has an RDMA engine (rdma_enabled): its Inside and Memory ports sit
 * on L1ToL2, a bridge (gpu_bridge.h) gives the L1Is a way to it, and the
 * platform's layout (gpu_layout) says which addresses are this GPU's
 * banks and which go to the RDMA engine. With external_front the CUs'
 * Dispatch ports and the L1s' control ports are left for the platform to
 * wire (U-MGPU: GPU 0's CP drives every GPU's CUs), and without
 * cp_enabled the GPU has no command processor at all.
 *
 * Mechanisms (gpu_mech.h: deterministic execution and the like) plug
 * into the build through one ops table each: CU and CP policies, a unit
 * beside every L2 bank on Top[GPU_L2_SIDE + j] (the j-th such mechanism,
 * registry order), and a side connection each
 *
 *   CU[i].<side port> ==GPU[g].<side_conn>== L2[b].Top[GPU_L2_SIDE + j]
 *
 * made last, so a GPU without mechanisms keeps every owner id (and with
 * them the order of same-cycle events) it always had.
 *
 * The configurable fields have parameter tables: gpu_param_table ([gpu])
 * and the sections of the nested configs (cu, cp, l1v, l1i, l1s, l2,
 * dram, rdma); gpu_default_config reads them all. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_H
#define MGSIM_COMPONENTS_GPU_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/cache/cache.h"
#include "components/cp/cp.h"
#include "components/cu/cu.h"
#include "components/dram/dram.h"
#include "components/mem/mem_map.h"
#include "components/rdma/rdma.h"
#include "engine/eng.h"
#include "hooks/fault.h"

struct gpu_bridge;
struct gpu_mech;
struct rdma_tunnel;

/* The roles of an L2 bank's upper ports: the L1s' data path (L1V, L1S,
 * the CP, the RDMA engine), the L1Is' instruction path, and, when a
 * mechanism (gpu_mech.h) puts a unit beside the bank, its side path. */
enum gpu_l2_port { GPU_L2_DATA, GPU_L2_INST, GPU_L2_SIDE, GPU_L2_CTL = GPU_L2_SIDE };
/* Mechanisms with side units stack: the j-th enabled one (registry
 * order) has Top[GPU_L2_SIDE + j], at most GPU_SIDE_MAX of them. */
enum { GPU_SIDE_MAX = 4 };
/* GPU_L2_CTL: with an L2 per XCD (gpu_xcd.h, where no mechanism runs)
 * the CP's control bus takes the side port's place. */

/* The L1s' memory paths a mechanism may put a unit on (gpu_mech.path). */
enum gpu_path { GPU_PATH_VECTOR, GPU_PATH_SCALAR, GPU_PATH_INST, GPU_PATH_DMA };

/* Room for the mechanisms of gpu_mech.h: each registered mechanism
 * (mech/mech_list.h) keeps its config (its parameter section)
 * in cfg.mech[its slot] and its summed counters in gpu_stats.mech[slot];
 * only the mechanism reads them (gpu_mech_cfg, gpu_mech_stats). */
#define GPU_MECH_MAX 12
#define GPU_MECH_CFG_BYTES 192
#define GPU_MECH_STAT_WORDS 64
typedef struct gpu_mech_blob {
    _Alignas(8) unsigned char b[GPU_MECH_CFG_BYTES];
} gpu_mech_blob;

/* Where a multi-GPU platform puts this GPU's memory. route maps every
 * global address to one of nroute targets; bank[t] is the local L2 bank
 * serving target t, or -1 for "another GPU's: to the RDMA engine". DRAM
 * channel b uses dram (with channel dram_first + b) for its local
 * offsets. */
#define GPU_ROUTE_MAX 1024
typedef struct gpu_layout {
    mem_map route;
    uint32_t nroute;
    int32_t bank[GPU_ROUTE_MAX];
    mem_map dram;
    uint32_t dram_first;
    /* every GPU's banks by global index h x banks + b (a mechanism's
     * side path, gpu_mech.h): nside targets; one GPU and U-MGPU: = route */
    mem_map side;
    uint32_t nside;
} gpu_layout;

typedef struct gpu_config {
    uint32_t index;        /* GPU[index] in names; 0 */
    uint32_t isa;          /* enum amdgpu_isa the GPU runs; gfx803 */
    uint32_t cus;          /* 64 */
    uint32_t cus_per_sa;   /* CUs sharing an L1I and an L1S; 4 */
    uint32_t banks;        /* L2 banks = DRAM channels; 8 */
    bool l1v_enabled;      /* false: L1V in bypass, as ROCm runs the R9 Nano */
    uint64_t mem_base;     /* 4 GiB (the driver's allocator starts there) */
    uint64_t mem_size;     /* 4 GiB */
    uint64_t interleave;   /* 4096 */
    uint32_t vector_latency;  /* CU <-> L1V link, cycles each way; 12 */
    uint32_t inst_latency;    /* L1I <-> L2 link, cycles each way; 97 */
    uint32_t link_bytes;      /* bytes per cycle of those links; 64 */
    uint32_t vector_link_buf; /* messages in flight on a CU <-> L1V link; 64 */
    uint32_t xbar_latency;    /* the crossbars between CU side and memory side; 8 */
    uint32_t xbar_credits;    /* their credits per sender and receiver; 16 */
    /* Compute dies (gpu_xcd.h): with xcd_l2_banks > 0 each of the xcds
     * dies has its own L2 of xcd_l2_banks banks (interleaved every
     * l2_interleave bytes) caching any address, and the banks channels
     * (DRAM, and a MALL slice each with mall) sit behind a crossbar of
     * mem_xbar_latency cycles; xcd_l2_banks 0: the R9 Nano's L2 bank per
     * channel, xcds 1 */
    uint32_t xcds;            /* 1 */
    uint32_t xcd_l2_banks;    /* 0 */
    uint64_t l2_interleave;   /* 4096 */
    bool mall;                /* false */
    uint32_t mem_xbar_latency; /* 1 */
    cu_config cu;
    cp_config cp;
    cache_config l1v, l1i, l1s, l2, mall_cache;
    dram_config dram;      /* capacity is set to mem_size / banks */
    gpu_mech_blob mech[GPU_MECH_MAX]; /* the mechanisms' configs (gpu_mech.h); all off */
    /* set by platform builders, not parameters: */
    bool cp_enabled;       /* true: the GPU has a command processor */
    bool external_front;   /* false: the GPU wires its own Dispatch and Ctl */
    bool rdma_enabled;     /* false: no RDMA engine (one GPU alone) */
    uint32_t cu_id_base;   /* CU i gets id cu_id_base + i (its scratch slots); 0 */
    uint32_t gpus;         /* GPUs of the platform (U-MGPU: whose CUs GPU 0's CP drives); 1 */
    rdma_config rdma;
    const gpu_layout *layout; /* NULL: [mem_base, +mem_size) over the banks */
    /* Nondeterminism injection (components/platform/perturb.h), set by
     * platform builders: the direct connections whose names match
     * perturb.connections become seeded delaying ones (hooks/fault.h);
     * connections NULL (the default): none, the unperturbed model. */
    fault_config perturb;
} gpu_config;

typedef struct gpu {
    gpu_config cfg;
    eng_engine *engine;
    mem_map map;               /* = lay.route */
    mem_map l2_map;            /* with XCDs: address -> bank of an XCD's L2 */
    gpu_layout lay;            /* where this GPU's memory is */
    cp *cp;                    /* NULL without cp_enabled */
    cu **cu;
    cache **l1v, **l1i, **l1s, **l2;
    uint32_t nl2;              /* L2 banks: cfg.banks, or xcds x xcd_l2_banks */
    cache **mall;              /* a slice per channel (cfg.mall), or NULL */
    dram **dram;               /* a controller per channel (cfg.banks) */
    rdma *rdma;                /* NULL unless rdma_enabled */
    struct gpu_bridge *bridge; /* with rdma */
    /* the mechanisms with a side path (gpu_mech.h), in registry order:
     * side[j]'s units are on the banks' Top[GPU_L2_SIDE + j], tunnel[j]
     * is its path to other GPUs (NULL with one GPU) */
    const struct gpu_mech *side[GPU_SIDE_MAX];
    struct rdma_tunnel *tunnel[GPU_SIDE_MAX];
    uint32_t nside;
    eng_port **dispatch_ports; /* the CUs' Dispatch ports (cus) */
    eng_port **ctl_ports;      /* the L1s' control ports (cus + 2 * nsa) */
    eng_conn **conn;
    uint32_t nconn, nsa;
    struct eng_xbar *xbar[6];  /* Dispatch, CtlBus, L1ToL2, IToL2, MemBus (conn_xbar.h) */
    struct eng_xbar *ctl_xbar; /* CtlBus, or NULL */
    uint32_t nxbar;
    /* mechanisms' per-GPU state (gpu_mech.gpu_init), by registry slot */
    void *mech_state[GPU_MECH_MAX];
    /* mechanisms' components that live with a shader array (hints) */
    struct gpu_cu_side {
        eng_comp *c;
        uint32_t sa;
    } *cu_side;
    uint32_t ncu_side, capcu_side;
    eng_conn *l1l2_conn;       /* L1ToL2 when it cannot be cut (perturbed) */
    struct eng_xbar *l1l2_xbar; /* L1ToL2 otherwise */
} gpu;

extern const param_table gpu_param_table; /* section "gpu" */

gpu_config gpu_default_config(void);
/* Builds and wires a GPU into e. NULL with err filled on a bad config or
 * out of memory (nothing is left behind). */
gpu *gpu_build(eng_engine *e, const gpu_config *cfg, char *err, size_t errlen);
void gpu_destroy(gpu *g);
/* Multi-GPU: tells every GPU's side tunnels (gpu_mech.h; g[i]->tunnel[j],
 * whose fabric ports the platform attached) about the others, and with a
 * CP per GPU (D-MGPU) joins the mechanism's CPs on one connection, a
 * link of latency cycles. 0, or -1 with err. */
int gpu_link_side(gpu *const *g, uint32_t n, uint32_t latency, char *err, size_t errlen);
/* The CUs that send to a side unit beside each bank: every GPU's, CU i
 * of GPU h as source h * cus + i. */
static inline uint32_t gpu_side_sources(const gpu *g)
{
    return (g->cfg.gpus ? g->cfg.gpus : 1) * g->cfg.cus;
}
/* Partition hints for the parallel engine (docs/engine.md): the caller
 * gave every component of g `first` (the memory side: RDMA engine,
 * bridge, anything else keeps it); the shader arrays fall into `groups`
 * groups dealt round (array s into group s % groups, at most one per
 * array: neighbouring arrays, which a kernel's workgroups often keep
 * busy at the same time, land in different groups), and group k's CUs
 * and L1 caches get first + 1 + k; the CP gets first + 1 + groups, and L2 bank
 * b with DRAM channel b first + 2 + groups + b. Returns the number of
 * hints used (groups + 2 + banks, groups counted after the clamp to
 * 1..arrays). Hints never change results, only what can run at once. */
uint32_t gpu_set_partition_hints(gpu *g, uint32_t first, uint32_t groups);
/* For mechanisms (gpu_mech.h): c belongs to shader array sa's partition;
 * p goes on L1ToL2 (beside the L1s, the CP and the RDMA engine). 0 / -1. */
int gpu_add_cu_side(gpu *g, eng_comp *c, uint32_t sa);
int gpu_plug_l1l2(gpu *g, eng_port *p);
/* For mechanisms whose ports on L1ToL2 exchange messages of their own:
 * msg_size (which must cover the memory protocol too, mem_msg_size)
 * sizes every message L1ToL2 copies to another rank. */
void gpu_set_l1l2_msg_size(gpu *g, size_t (*msg_size)(const eng_msg *m));
/* Plugs a host port into a new direct connection with the CP's Host port. */
int gpu_connect_host(gpu *g, eng_port *host, char *err, size_t errlen);
eng_port *gpu_host_port(gpu *g);

/* One line saying what was built, e.g. "228 CUs in 6 XCDs, 114 shader
 * arrays, 6 L2s of 16 banks (96), MALL: 128 slices of 2 MiB, 128 DRAM
 * channels" (no newline; truncated to len). */
void gpu_summary(const gpu *g, char *buf, size_t len);

/* Sums of the component statistics (read while the engine is not running). */
typedef struct gpu_stats {
    cu_stats cu;           /* every field summed over the CUs */
    cache_stats l1v, l1i, l1s, l2;
    cache_stats mall;      /* zero without one */
    dram_stats dram;
    rdma_stats rdma;       /* zero without an RDMA engine */
    /* per mechanism (gpu_mech.h): its CU counts summed and its CP's;
     * zero without it */
    uint64_t mech[GPU_MECH_MAX][GPU_MECH_STAT_WORDS];
} gpu_stats;
gpu_stats gpu_get_stats(const gpu *g);
/* Instructions issued so far and workgroups resident now, over the CUs:
 * the hang detector's forward progress (cheaper than gpu_get_stats). */
void gpu_cu_activity(const gpu *g, uint64_t *instructions, uint64_t *workgroups);
/* sum[i] += the i-th word of x, for bytes / 8 words: every statistics
 * struct here is plain uint64_t counters, so a sum is a loop over words. */
void gpu_stats_add(void *sum, const void *x, size_t bytes);

#endif
