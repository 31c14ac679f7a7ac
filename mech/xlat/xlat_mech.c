/* Address translation as a GPU mechanism (components/gpu/gpu_mech.h):
 * its section [xlat], its units on the memory paths (gpu_mech.path), the
 * L2 TLB, walker and TLBNet per GPU (gpu_init, memory) and the "xlat"
 * object of --stats. xlat.h draws the wiring. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/gpu/gpu_mech.h"
#include "mech/xlat/xlat.h"
#include "components/mem/mem_util.h"
#include "components/rdma/rdma.h"
#include "mech/xlat/xlat_msg.h"
#include "mech/xlat/xlat_uvm.h"
#include "engine/conn_xbar.h"
#include "components/gpu/gpu_mstat.h"

/* The counters in gpu_stats.mech[slot] (at most GPU_MECH_STAT_WORDS). */
typedef struct xlat_gpu_stats {
    uint64_t ran;
    xlat_tlb_stats tlb[5]; /* GPU_PATH_VECTOR, _SCALAR, _INST, _DMA, then the L2 TLB */
    xlat_walk_stats walk;
    uint64_t uvm_on; /* a fault handler served this GPU */
    xlat_uvm_stats uvm;
    xlat_inval_stats inval; /* the L1V TLBs' invalidates of frames */
} xlat_gpu_stats;
_Static_assert(sizeof(xlat_gpu_stats) <= GPU_MECH_STAT_WORDS * 8, "xlat stats fit the slot");
_Static_assert(sizeof(xlat_config) <= GPU_MECH_CFG_BYTES, "xlat config fits the slot");

typedef struct xlat_gpu {
    xlat_config cfg;
    eng_clock clk;
    uint32_t xbar_credits;
    xlat_l2 *l2;
    xlat_walk *walk;
    eng_xbar *net;   /* TLBNet: every L1 translator's Miss port, the L2 TLB's Top */
    eng_conn *bus;   /* WalkBus: L2 TLB Bottom -- walker Top */
    xlat_at **at[4]; /* per path kind (enum gpu_path) */
    uint32_t nat[4];
    const xlat_uvm_stats *uvm; /* the fault handler's counters for this GPU, or NULL */
} xlat_gpu;

uint64_t xlat_pool_base(const gpu_config *g, const xlat_config *c)
{
    /* discrete (and one GPU): the top of GPU index's own memory; unified:
     * the top of all GPUs' interleaved memory, GPU index's pool below
     * those of GPUs 0..index-1 */
    if (g->external_front)
        return g->mem_base + (uint64_t)g->gpus * g->mem_size - (uint64_t)(g->index + 1) * c->pt_bytes;
    uint64_t base = g->gpus > 1 ? g->mem_base + (uint64_t)g->index * g->mem_size : g->mem_base;
    return base + g->mem_size - c->pt_bytes;
}

void xlat_gpu_flush(void *state)
{
    xlat_gpu *x = state;
    for (int k = 0; k < 4; k++)
        for (uint32_t i = 0; i < x->nat[k]; i++) xlat_at_flush(x->at[k][i]);
    xlat_l2_flush(x->l2);
}

static bool enabled(const void *cfg) { return ((const xlat_config *)cfg)->enable; }

static int check_config(const void *cfg, char *err, size_t errlen)
{
    const char *why = xlat_check(cfg);
    if (why && err) snprintf(err, errlen, "%s", why);
    return why ? -1 : 0;
}

static const char *check(const gpu_config *g, const void *cfg)
{
    const xlat_config *c = cfg;
    if (c->pt_bytes >= g->mem_size / 2)
        return "xlat.pt_bytes must be less than half of gpu.mem_size per GPU";
    /* A side path (DAB's flushes, GPUDet's commits) carries the CUs'
     * virtual addresses past the TLBs: right where they are physical, the
     * device memory of one GPU under pinned pages (the driver maps it VA
     * = PA); a multi-GPU platform's unified window is mapped to frames
     * and fault policies move pages, which the side path would miss. */
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->side_conn && gpu_mech_on(gpu_mechs[i], g) &&
            (g->gpus > 1 || c->policy != XLAT_POLICY_PINNED ||
             c->initial_placement != XLAT_PLACE_PROGRAM))
            return "xlat with a mechanism whose side path bypasses the TLBs (dab, gpudet) "
                   "needs one GPU, xlat.policy = pinned and xlat.initial_placement = program "
                   "(device memory VA = PA)";
    return NULL;
}

static void gpu_fini(void *state)
{
    xlat_gpu *x = state;
    for (int k = 0; k < 4; k++) {
        for (uint32_t i = 0; i < x->nat[k]; i++) xlat_at_destroy(x->at[k][i]);
        free(x->at[k]);
    }
    xlat_l2_destroy(x->l2);
    xlat_walk_destroy(x->walk);
    if (x->net) eng_xbar_destroy(x->net);
    if (x->bus) eng_conn_destroy(x->bus);
    free(x);
}

static void *gpu_init(gpu *g, const void *cfg, char *err, size_t errlen)
{
    char name[96];
    xlat_gpu *x = calloc(1, sizeof *x);
    if (!x) return NULL;
    x->cfg = *(const xlat_config *)cfg;
    x->clk = eng_clock_hz(g->cfg.cu.freq_hz);
    const xlat_config *c = &x->cfg;
    uint32_t gi = g->cfg.index;
    x->at[0] = calloc(g->cfg.cus, sizeof *x->at[0]);
    x->at[1] = calloc(g->nsa, sizeof *x->at[1]);
    x->at[2] = calloc(g->nsa, sizeof *x->at[2]);
    x->at[3] = calloc(1, sizeof *x->at[3]);
    xlat_l2_config lc = {x->clk, c->l2_sets, c->l2_ways, c->l2_mshrs, c->mshr_waiters,
                         c->l2_latency, 4, 16};
    xlat_walk_config wc = {x->clk, xlat_pool_base(&g->cfg, c), c->walkers, c->pwc_entries, 16};
    eng_xbar_config nc = {x->clk, c->net_latency, 0, g->cfg.xbar_credits};
    snprintf(name, sizeof name, "GPU[%u].L2TLB", gi);
    if (!x->at[0] || !x->at[1] || !x->at[2] || !x->at[3] || !(x->l2 = xlat_l2_build(g->engine, &lc, name, err, errlen)))
        goto fail;
    snprintf(name, sizeof name, "GPU[%u].Walker", gi);
    if (!(x->walk = xlat_walk_build(g->engine, &wc, name, err, errlen))) goto fail;
    snprintf(name, sizeof name, "GPU[%u].TLBNet", gi);
    if (!(x->net = eng_xbar_new(g->engine, name, &nc, err, errlen))) goto fail;
    eng_xbar_set_msg_size(x->net, xlat_msg_size); /* the fault handler's shootdowns cross ranks */
    snprintf(name, sizeof name, "GPU[%u].WalkBus", gi);
    if (!(x->bus = eng_direct_new(g->engine, name, x->clk))) goto fail;
    eng_xbar_plug(x->net, xlat_l2_top(x->l2));
    eng_xbar_plug(x->net, xlat_l2_control(x->l2));
    eng_conn_plug(x->bus, xlat_l2_bottom(x->l2));
    eng_conn_plug(x->bus, xlat_walk_top(x->walk));
    xlat_l2_set_lower(x->l2, xlat_walk_top(x->walk));
    return x;
fail:
    if (err && !err[0]) snprintf(err, errlen, "xlat: out of memory");
    gpu_fini(x);
    return NULL;
}

static int path(gpu *g, void *state, enum gpu_path k, uint32_t i, eng_port *const *lower,
                uint32_t n, const mem_map *map, eng_port **top, eng_port **bottom, char *err,
                size_t errlen)
{
    static const char *const names[4] = {"L1VTLB", "L1STLB", "L1ITLB", "DMATLB"};
    xlat_gpu *x = state;
    const xlat_config *c = &x->cfg;
    /* the DMA's TLB is shaped like a CU's vector TLB */
    const uint32_t geo[4][4] = {{c->l1v_sets, c->l1v_ways, c->l1v_mshrs, c->l1v_latency},
                                {c->l1s_sets, c->l1s_ways, c->l1s_mshrs, c->l1s_latency},
                                {c->l1i_sets, c->l1i_ways, c->l1i_mshrs, c->l1i_latency},
                                {c->l1v_sets, c->l1v_ways, c->l1v_mshrs, c->l1v_latency}};
    /* the vector path: as many in flight as the L1V takes; the shared L1s':
     * as many as their misses */
    uint32_t inflight = k == GPU_PATH_VECTOR   ? g->cfg.l1v.max_inflight
                        : k == GPU_PATH_SCALAR ? g->cfg.l1s.max_inflight
                        : k == GPU_PATH_INST   ? g->cfg.l1i.max_inflight
                                               : 64;
    xlat_at_config ac = {x->clk, geo[k][0], geo[k][1], geo[k][2], c->mshr_waiters, geo[k][3],
                         c->queue, inflight ? inflight : 64, 1, 16, k == GPU_PATH_DMA,
                         /* an enabled L1V is physically addressed: a migration drops
                          * its lines of the frame (xlat_at.c) */
                         k == GPU_PATH_VECTOR && g->cfg.l1v_enabled};
    char name[96];
    snprintf(name, sizeof name, "GPU[%u].%s[%u]", g->cfg.index, names[k], i);
    xlat_at *a = xlat_at_build(g->engine, &ac, name, err, errlen);
    if (!a) return -1;
    x->at[k][x->nat[k]++] = a;
    uint32_t sa = k == GPU_PATH_VECTOR ? i / g->cfg.cus_per_sa : i;
    if (xlat_at_set_lower(a, lower, n, map) < 0 || eng_xbar_plug(x->net, xlat_at_miss(a)) < 0 ||
        (k != GPU_PATH_DMA && gpu_add_cu_side(g, xlat_at_comp(a), sa) < 0)) { /* DMA: memory side */
        if (err) snprintf(err, errlen, "xlat: out of memory");
        return -1;
    }
    xlat_at_set_l2(a, xlat_l2_top(x->l2));
    *top = xlat_at_top(a);
    *bottom = xlat_at_bottom(a);
    return 0;
}

static int memory(gpu *g, void *state, eng_port *const *route, uint32_t n, const mem_map *map,
                  char *err, size_t errlen)
{
    xlat_gpu *x = state;
    if (xlat_walk_set_lower(x->walk, route, n, map) < 0 ||
        gpu_plug_l1l2(g, xlat_walk_mem(x->walk)) < 0) {
        if (err) snprintf(err, errlen, "xlat: out of memory");
        return -1;
    }
    return 0;
}

static void add(xlat_tlb_stats *s, const xlat_tlb_stats *x) { gpu_stats_add(s, x, sizeof *s); }

static void unit_stats(const void *state, uint64_t *out)
{
    const xlat_gpu *x = state;
    xlat_gpu_stats *s = (xlat_gpu_stats *)out;
    s->ran = 1;
    for (int k = 0; k < 4; k++)
        for (uint32_t i = 0; i < x->nat[k]; i++) {
            xlat_tlb_stats t = xlat_at_get_stats(x->at[k][i]);
            add(&s->tlb[k], &t);
        }
    for (uint32_t i = 0; i < x->nat[GPU_PATH_VECTOR]; i++) {
        xlat_inval_stats v = xlat_at_get_inval_stats(x->at[GPU_PATH_VECTOR][i]);
        gpu_stats_add(&s->inval, &v, sizeof v);
    }
    xlat_tlb_stats t = xlat_l2_get_stats(x->l2);
    add(&s->tlb[4], &t);
    xlat_walk_stats w = xlat_walk_get_stats(x->walk);
    gpu_stats_add(&s->walk, &w, sizeof w);
    if (x->uvm) {
        s->uvm_on = 1;
        gpu_stats_add(&s->uvm, x->uvm, sizeof *x->uvm);
    }
}

/* L1ToL2 with a fault handler on it: faults and their answers, counter
 * notices, and the memory protocol, each copied whole to another rank. */
static size_t l1l2_msg_size(const eng_msg *m)
{
    if (m->type == RDMA_NOTICE) return sizeof(rdma_notice);
    size_t n = xlat_msg_size(m);
    return n ? n : mem_msg_size(m);
}

static eng_port *walk_route(const void *walker, uint64_t pa)
{
    return xlat_walk_route(walker, pa);
}

int xlat_gpu_attach_uvm(void *state, gpu *g, xlat_uvm *u)
{
    xlat_gpu *x = state;
    uint32_t gi = g->cfg.index, n = 1;
    for (int k = 0; k < 4; k++) n += x->nat[k];
    eng_port **t = malloc(n * sizeof *t);
    if (!t) return -1;
    n = 0;
    t[n++] = xlat_l2_control(x->l2);
    for (int k = 0; k < 4; k++)
        for (uint32_t i = 0; i < x->nat[k]; i++) t[n++] = xlat_at_miss(x->at[k][i]);
    int rc = xlat_uvm_set_gpu(u, gi, walk_route, x->walk, t, n);
    free(t);
    if (rc < 0 || gpu_plug_l1l2(g, xlat_uvm_mem(u, gi)) < 0 ||
        eng_xbar_plug(x->net, xlat_uvm_shoot(u, gi)) < 0)
        return -1;
    xlat_walk_set_handler(x->walk, xlat_uvm_mem(u, gi));
    gpu_set_l1l2_msg_size(g, l1l2_msg_size);
    x->uvm = xlat_uvm_get_stats(u, gi);
    return 0;
}

/* One TLB level's counters in the object nm (tlb[k]). */
#define XLAT_TLB(k, nm)                                                                     \
    GPU_MSTAT_OPEN(nm), GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].accesses, "accesses"),           \
        GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].hits, "hits"),                                   \
        GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].misses, "misses"),                               \
        GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].merged, "merged"),                               \
        GPU_MSTAT_RATIO(xlat_gpu_stats, "hit_rate", tlb[k].hits, tlb[k].accesses, 6),         \
        GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].evictions, "evictions"),                         \
        GPU_MSTAT_SUM(xlat_gpu_stats, tlb[k].stall_cycles, "stall_cycles"), GPU_MSTAT_CLOSE
#define XLAT_UVM(f, nm) GPU_MSTAT_SUM(xlat_gpu_stats, uvm.f, nm)

/* The units' counters per GPU (unit_stats), summed over GPUs in "total";
 * "uvm", the fault handler's part, only where one served the GPU. */
static const gpu_mstat xlat_rows[] = {
    GPU_MSTAT_FLAG(xlat_gpu_stats, ran, GPU_MSTAT_F_RAN),
    XLAT_TLB(0, "l1v_tlb"),
    XLAT_TLB(1, "l1s_tlb"),
    XLAT_TLB(2, "l1i_tlb"),
    XLAT_TLB(3, "dma_tlb"),
    XLAT_TLB(4, "l2_tlb"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.walks, "walks"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.reads, "walk_reads"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.pwc_hits, "pwc_hits"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.faults, "faults"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.latency_sum, "walk_cycles"),
    GPU_MSTAT_RATIO(xlat_gpu_stats, "avg_walk_cycles", walk.latency_sum, walk.walks, 3),
    GPU_MSTAT_FLAG(xlat_gpu_stats, uvm_on, 0),
    GPU_MSTAT_OPEN_IF(xlat_gpu_stats, "uvm", uvm_on),
    XLAT_UVM(faults, "faults"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.handled, "walks_to_handler"),
    GPU_MSTAT_SUM(xlat_gpu_stats, walk.fault_cycles, "fault_wait_cycles"),
    XLAT_UVM(dma_faults, "dma_faults"),
    XLAT_UVM(migrations[XLAT_CAUSE_FIRST_TOUCH], "migrations_first_touch"),
    XLAT_UVM(migrations[XLAT_CAUSE_FAULT], "migrations_fault"),
    XLAT_UVM(migrations[XLAT_CAUSE_COUNTER], "migrations_counter"),
    XLAT_UVM(migrations[XLAT_CAUSE_REPLICA], "replicas_made"),
    XLAT_UVM(migrations[XLAT_CAUSE_WRITE], "migrations_write"),
    XLAT_UVM(migrations[XLAT_CAUSE_HOST], "migrations_host"),
    XLAT_UVM(migrations[XLAT_CAUSE_PREFETCH], "migrations_prefetch"),
    XLAT_UVM(notices, "counter_notices"),
    XLAT_UVM(bytes_in, "bytes_migrated_in"),
    XLAT_UVM(bytes_from_host, "bytes_from_host"),
    XLAT_UVM(remote_maps, "remote_maps"),
    XLAT_UVM(shootdowns, "tlb_shootdowns"),
    GPU_MSTAT_SUM(xlat_gpu_stats, inval.invals, "l1v_invalidates"),
    GPU_MSTAT_SUM(xlat_gpu_stats, inval.cycles, "l1v_invalidate_cycles"),
    XLAT_UVM(held, "moves_held"),
    XLAT_UVM(pages, "pages_resident"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_END,
};

static const gpu_mstat_table xlat_counters =
    GPU_MSTAT_TABLE("xlat", xlat_gpu_stats, xlat_rows, true);

const gpu_mech xlat_mech = {
    .name = "xlat",
    .params = &xlat_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .check = check,
    .stats = &xlat_counters,
    .gpu_init = gpu_init,
    .gpu_fini = gpu_fini,
    .path = path,
    .memory = memory,
    .gpu_stats = unit_stats,
};
