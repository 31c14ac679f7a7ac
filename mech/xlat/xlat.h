/* Address translation (prefix xlat_): TLBs, the page-table walker and
 * their configuration. Off by default ([xlat] enable = false): then no
 * component here is built and every result is what it was without them.
 *
 * Per GPU, when enabled (components/gpu/gpu_xlat.c wires it):
 *
 *   CU[i].Vector --VXlat[i]-- L1VTLB[i] ==VBus[i]== L1V[i]
 *   L1S[s] --SXlat[s]-- L1STLB[s] ~~L1ToL2~~ L2 banks / RDMA
 *   L1I[s] --IXlat[s]-- L1ITLB[s] ~~IToL2~~  L2 banks / bridge
 *   CP.Mem --DXlat[0]-- DMATLB[0] ~~L1ToL2~~ L2 banks / RDMA
 *   L1VTLB*, L1STLB*, L1ITLB*, DMATLB .Miss ~~TLBNet~~ L2TLB.Top
 *   L2TLB.Bottom --WalkBus-- Walker.Top;  Walker.Mem ~~L1ToL2~~ L2 banks
 *
 * An L1 TLB is an address translator (xlat_at.h): memory requests enter
 * with virtual addresses and leave, in arrival order, with physical ones.
 * The L1V is therefore physically addressed; the shared L1S and L1I sit
 * above their translators (virtually addressed, read-only). The L2 TLB
 * (xlat_l2.h) serves every L1 TLB's misses; the walker (xlat_walk.h)
 * reads the page table (xlat_pt.h) from memory through the L2. The CP's
 * DMA is translated too; the RDMA engines carry physical addresses. The
 * driver maps every allocation it makes (driver/mgpu_xlat.c: device
 * memory VA = PA, the unified window to its placed frames), so enabling
 * translation changes timing only. */
#ifndef MGSIM_MECH_XLAT_H
#define MGSIM_MECH_XLAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "mech/xlat/xlat_pt.h"
#include "engine/eng.h"
#include "params/param.h"

typedef struct xlat_config {
    bool enable;
    uint64_t page;                 /* bytes the driver maps with: 4K or 2M */
    uint64_t pt_bytes;             /* page-table pool per GPU, at the top of its memory */
    uint32_t l1v_sets, l1v_ways, l1v_mshrs, l1v_latency;
    uint32_t l1s_sets, l1s_ways, l1s_mshrs, l1s_latency;
    uint32_t l1i_sets, l1i_ways, l1i_mshrs, l1i_latency;
    uint32_t l2_sets, l2_ways, l2_mshrs, l2_latency;
    uint32_t mshr_waiters;         /* requests merged into one miss */
    uint32_t queue;                /* L1 translator: requests held, in order */
    uint32_t walkers, pwc_entries; /* concurrent walks; page-walk cache entries */
    uint32_t net_latency;          /* L1 TLBs <-> L2 TLB crossbar, cycles each way */
    uint32_t policy;               /* enum xlat_policy_id (xlat_uvm.h); pinned */
    uint32_t fault_latency;        /* fault handler cycles per fault */
    uint32_t min_residency;        /* cycles a moved page stays put */
    uint32_t counter_threshold;    /* remote accesses per page per GPU that fire a notice */
    uint32_t initial_placement;    /* enum xlat_placement_id (xlat_uvm.h); program */
    uint32_t pages_interval;       /* cycles between samples of pages per GPU; 0: none */
} xlat_config;

extern const param_table xlat_param_table; /* [xlat] */
extern const struct gpu_mech xlat_mech;     /* the mechanism entry (xlat_mech.c) */
struct gpu_config;
/* Where GPU g's page-table pool starts (its root node): the top
 * c->pt_bytes of its memory (unified: of all memory, one pool per GPU
 * going down). The driver builds the tables there (driver/mgpu_xlat.c)
 * and never hands those bytes out. */
uint64_t xlat_pool_base(const struct gpu_config *g, const xlat_config *c);
/* Not a model path: every TLB of the GPU whose xlat state this is (its
 * gpu.mech_state slot) forgets every translation, between runs. */
void xlat_gpu_flush(void *state);
/* The driver's fault handler (xlat_uvm.h) joins GPU g, whose xlat state
 * this is: its Mem port on g's L1ToL2, its Shoot port on g's TLBNet, the
 * walker's faults to it, its statistics into g's. Before the run. 0/-1. */
struct xlat_uvm;
struct gpu;
int xlat_gpu_attach_uvm(void *state, struct gpu *g, struct xlat_uvm *u);
xlat_config xlat_default_config(void);
/* NULL when c is consistent, else why not. */
const char *xlat_check(const xlat_config *c);

/* ---- the L1 address translator (xlat_at.c) ------------------------------- */

typedef struct xlat_at xlat_at;
typedef struct xlat_at_config {
    eng_clock clk;
    uint32_t sets, ways, mshrs, waiters, latency;
    uint32_t queue;    /* requests held (in arrival order) */
    uint32_t inflight; /* requests sent down, not yet answered */
    uint32_t width;    /* requests looked up, and sent down, per cycle */
    uint32_t port_buf;
    bool dma;          /* the CP's DMA: misses carry XLAT_F_DMA */
    bool inval;        /* the cache below is physically addressed and caches
                        * (an enabled L1V): a shootdown naming a frame
                        * (XLAT_F_FRAME) invalidates its lines there first */
} xlat_at_config;

/* The invalidates a translator sent below for shootdowns: how many and
 * the cycles from sending each to its answer (the shootdown's ack waits
 * for it). */
typedef struct xlat_inval_stats {
    uint64_t invals, cycles;
} xlat_inval_stats;

typedef struct xlat_tlb_stats {
    uint64_t accesses, hits, misses, merged, stall_cycles, evictions;
} xlat_tlb_stats;

xlat_at *xlat_at_build(eng_engine *e, const xlat_at_config *c, const char *name, char *err,
                       size_t errlen);
void xlat_at_destroy(xlat_at *a);
eng_port *xlat_at_top(xlat_at *a);    /* memory requests from above */
eng_port *xlat_at_bottom(xlat_at *a); /* memory requests to the cache / crossbar */
eng_port *xlat_at_miss(xlat_at *a);   /* translation requests to the L2 TLB */
/* Where translated requests go: ports[t] for map target t (map NULL:
 * ports[0]). ports and map are copied. 0 or -1 (out of memory). */
int xlat_at_set_lower(xlat_at *a, eng_port *const *ports, uint32_t n, const mem_map *map);
void xlat_at_set_l2(xlat_at *a, eng_port *l2_top);
eng_comp *xlat_at_comp(xlat_at *a);
/* Not a model path: while the engine is not running, forgets every
 * translation (the driver changed mappings between runs). */
void xlat_at_flush(xlat_at *a);
xlat_tlb_stats xlat_at_get_stats(const xlat_at *a);
xlat_inval_stats xlat_at_get_inval_stats(const xlat_at *a);

/* ---- the shared L2 TLB (xlat_l2.c) --------------------------------------- */

typedef struct xlat_l2 xlat_l2;
typedef struct xlat_l2_config {
    eng_clock clk;
    uint32_t sets, ways, mshrs, waiters, latency, width, port_buf;
} xlat_l2_config;

xlat_l2 *xlat_l2_build(eng_engine *e, const xlat_l2_config *c, const char *name, char *err,
                       size_t errlen);
void xlat_l2_destroy(xlat_l2 *t);
eng_port *xlat_l2_top(xlat_l2 *t);
eng_port *xlat_l2_bottom(xlat_l2 *t);
/* Where the fault handler sends shootdowns (and gets their acks): apart
 * from Top's requests, so that a full pipeline cannot hold one back. */
eng_port *xlat_l2_control(xlat_l2 *t);
void xlat_l2_set_lower(xlat_l2 *t, eng_port *walker_top);
eng_comp *xlat_l2_comp(xlat_l2 *t);
void xlat_l2_flush(xlat_l2 *t); /* as xlat_at_flush */
xlat_tlb_stats xlat_l2_get_stats(const xlat_l2 *t);

/* ---- the page-table walker (xlat_walk.c) --------------------------------- */

typedef struct xlat_walk xlat_walk;
typedef struct xlat_walk_config {
    eng_clock clk;
    uint64_t root;     /* physical address of the level-4 node */
    uint32_t walkers, pwc_entries, port_buf;
} xlat_walk_config;

typedef struct xlat_walk_stats {
    uint64_t walks, faults, reads, pwc_hits, latency_sum;
    uint64_t handled, fault_cycles; /* faults sent to the handler; cycles they waited */
} xlat_walk_stats;

xlat_walk *xlat_walk_build(eng_engine *e, const xlat_walk_config *c, const char *name,
                           char *err, size_t errlen);
void xlat_walk_destroy(xlat_walk *w);
eng_port *xlat_walk_top(xlat_walk *w); /* translation requests */
eng_port *xlat_walk_mem(xlat_walk *w); /* 8-byte reads of entries */
int xlat_walk_set_lower(xlat_walk *w, eng_port *const *ports, uint32_t n, const mem_map *map);
eng_comp *xlat_walk_comp(xlat_walk *w);
/* Non-present entries become XLAT_FAULTs to handler (a port on the same
 * connection as the walker's Mem port; xlat_msg.h). Before the run. */
void xlat_walk_set_handler(xlat_walk *w, eng_port *handler);
/* The port the walker's route sends physical address pa to (NULL: none). */
eng_port *xlat_walk_route(const xlat_walk *w, uint64_t pa);
xlat_walk_stats xlat_walk_get_stats(const xlat_walk *w);

#endif
