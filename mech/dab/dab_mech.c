/* See dab_mech.h: DAB's entry in the mechanism registry, its side unit
 * (the drain beside each L2 bank) and its --stats object. */
#include "mech/dab/dab_mech.h"

#include <stdio.h>
#include <stdlib.h>

#include "mech/dab/dab_cp.h"
#include "mech/dab/dab_cu.h"
#include "mech/dab/dab_drain.h"
#include "util/js.h"

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

static void add_cu_stats(const cu *u, uint64_t *sum)
{
    dab_stats d = dab_cu_get_stats(u);
    gpu_stats_add(sum, &d, sizeof d);
}

static void add_cp_stats(const cp *c, uint64_t *sum)
{
    dab_stats d = dab_cp_get_stats(c);
    gpu_stats_add(sum, &d, sizeof d);
}

static double rate(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

/* Only when it ran, so the baseline's JSON is unchanged. */
static void json(json_object *g, const uint64_t *sum)
{
    const dab_stats *d = (const dab_stats *)sum;
    if (!d->cp_flushes && !d->atomics) return;
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "flushes", d->cp_flushes);
    js_put_u64(o, "flushes_blocked", d->cp_flushes_blocked);
    js_put_u64(o, "flushes_end", d->cp_flushes_end);
    js_put_u64(o, "entries", d->flush_entries);
    js_put_fixed(o, "entries_per_flush", rate(d->flush_entries, d->cp_flushes), 3);
    js_put_u64(o, "txns", d->flush_txns);
    js_put_u64(o, "atomics", d->atomics);
    js_put_u64(o, "fused", d->fused);
    js_put_u64(o, "returning", d->returning);
    js_put_u64(o, "stall_full_cycles", d->stall_full_cycles);
    js_put_u64(o, "stall_token_cycles", d->stall_token_cycles);
    js_put_u64(o, "stall_fence_cycles", d->stall_fence_cycles);
    js_put_u64(o, "flush_wait_cycles", d->flush_wait_cycles);
    js_put_u64(o, "flush_cycles", d->cp_flush_cycles);
    js_put_u64(o, "batches", d->batches);
    js_put(g, "dab", o);
}

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
    .cu_stats = add_cu_stats,
    .cp_stats = add_cp_stats,
    .json = json,
};
