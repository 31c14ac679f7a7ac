/* See dab_mech.h: DAB's entry in the mechanism registry, its side unit
 * (the drain beside each L2 bank) and its counter table. */
#include "mech/dab/dab_mech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/dab/dab_cp.h"
#include "mech/dab/dab_cu.h"
#include "mech/dab/dab_drain.h"
#include "components/gpu/gpu_mstat.h"

_Static_assert(sizeof(dab_config) <= GPU_MECH_CFG_BYTES, "dab_config outgrew its slot");
_Static_assert(sizeof(dab_stats) <= GPU_MECH_STAT_WORDS * sizeof(uint64_t),
               "dab_stats outgrew its slot");

dab_config *dab_config_of(gpu_config *g) { return gpu_mech_cfg(g, &dab_mech); }
const dab_stats *dab_stats_of(const gpu_stats *s)
{
    return (const dab_stats *)gpu_mech_stats(s, &dab_mech);
}

static bool enabled(const void *cfg) { return ((const dab_config *)cfg)->enable; }

static int check_config(const void *cfg, char *err, size_t errlen)
{
    return dab_config_check(cfg, err, errlen);
}

static const char *check(const gpu_config *c, const void *cfg)
{
    (void)cfg;
    if (c->l1v_enabled)
        return "dab: needs gpu.l1v_enabled = false (an L1V would keep stale copies of lines "
               "the flushes update)";
    if (!c->cp_enabled && !c->external_front) return "dab: needs the GPU's command processor";
    if (c->cu.scheduler != 0) /* 0: lrr, the default */
        return "dab: cu.scheduler is not used under DAB, whose own schedulers issue (dab.sched: "
               "srr, gtrr, gtar, gwat, gto); leave cu.scheduler at its default";
    return NULL;
}

/* ---- the side unit: the bank's drain ---------------------------------- */

static void side_push(void *unit, eng_msg *m) { dab_drain_push(unit, (dab_flush_msg *)m); }
static cache_side_req side_pop(void *unit) { return (cache_side_req){.req = dab_drain_pop(unit)}; }
static void side_fini(void *unit)
{
    dab_drain_fini(unit);
    free(unit);
}

static const cache_side_ops drain_ops = {side_push, side_pop, side_fini};

/* Every CU (of every GPU on U-MGPU) is a source of every bank's drain. */
static int bank(const gpu *g, const void *cfg, cache *l2)
{
    (void)cfg;
    dab_drain *d = malloc(sizeof *d);
    if (!d || dab_drain_init(d, gpu_side_sources(g)) < 0) {
        free(d);
        return -1;
    }
    if (cache_set_side(l2, &drain_ops, d) < 0) {
        side_fini(d);
        return -1;
    }
    return 0;
}

static uint32_t side_latency(const void *cfg) { return ((const dab_config *)cfg)->link_latency; }

/* ---- statistics -------------------------------------------------------- */

static void cu_counters(const cu *u, uint64_t *x)
{
    dab_stats d = dab_cu_get_stats(u);
    memcpy(x, &d, sizeof d);
}

static void cp_counters(const cp *c, uint64_t *x)
{
    dab_stats d = dab_cp_get_stats(c);
    memcpy(x, &d, sizeof d);
}

/* Summed over the CUs and the CP; the object appears when DAB flushed
 * or buffered, so the baseline's JSON is unchanged. */
static const gpu_mstat dab_rows[] = {
    GPU_MSTAT_RAN(dab_stats, cp_flushes, "flushes"),
    GPU_MSTAT_SUM(dab_stats, cp_flushes_blocked, "flushes_blocked"),
    GPU_MSTAT_SUM(dab_stats, cp_flushes_end, "flushes_end"),
    GPU_MSTAT_SUM(dab_stats, flush_entries, "entries"),
    GPU_MSTAT_RATIO(dab_stats, "entries_per_flush", flush_entries, cp_flushes, 3),
    GPU_MSTAT_SUM(dab_stats, flush_txns, "txns"),
    GPU_MSTAT_RAN(dab_stats, atomics, "atomics"),
    GPU_MSTAT_SUM(dab_stats, fused, "fused"),
    GPU_MSTAT_SUM(dab_stats, returning, "returning"),
    GPU_MSTAT_SUM(dab_stats, stall_full_cycles, "stall_full_cycles"),
    GPU_MSTAT_SUM(dab_stats, stall_token_cycles, "stall_token_cycles"),
    GPU_MSTAT_SUM(dab_stats, stall_fence_cycles, "stall_fence_cycles"),
    GPU_MSTAT_SUM(dab_stats, flush_wait_cycles, "flush_wait_cycles"),
    GPU_MSTAT_SUM(dab_stats, cp_flush_cycles, "flush_cycles"),
    GPU_MSTAT_SUM(dab_stats, batches, "batches"),
    GPU_MSTAT_HIDDEN(dab_stats, flushes, "cu_flushes"),
    GPU_MSTAT_HIDDEN(dab_stats, blocked_reports, "blocked_reports"),
    GPU_MSTAT_END,
};

static const gpu_mstat_table dab_counters = GPU_MSTAT_TABLE("dab", dab_stats, dab_rows, false);

/* The pairs DAB refuses (docs/components.md, "Stacking mechanisms"). */
static const gpu_mech_conflict conflicts[] = {
    {"gpudet", "both fix the order of atomics (DAB in its buffers' flushes, GPUDet in its "
               "serial mode) and both dispatch the workgroups"},
    {"lab", "both take the CU's atomics into a buffer of their own (DAB to order them, LAB "
            "to combine them); an atomic can be in only one"},
    {NULL, NULL},
};

const gpu_mech dab_mech = {
    .name = "dab",
    .params = &dab_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .check = check,
    .conflicts = conflicts,
    .cu = &dab_cu_ops,
    .ace = &dab_cp_ops,
    .bank = bank,
    .side_conn = "DABToL2",
    .side_latency = side_latency,
    .side_perturbed = false,
    .cu_port = dab_cu_port,
    .cu_banks = dab_cu_set_banks,
    .cp_federate = dab_cp_federate,
    .cp_peers = dab_cp_set_peers,
    .stats = &dab_counters,
    .cu_stats = cu_counters,
    .cp_stats = cp_counters,
};
