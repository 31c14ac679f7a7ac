/* See gpudet_mech.h: GPUDet's entry in the mechanism registry, its side
 * unit (the Z-buffer unit beside each L2 bank) and its --stats object. */
#include "mech/gpudet/gpudet_mech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/gpudet/gpudet_cu.h"
#include "mech/gpudet/gpudet_zbuf.h"
#include "components/mem/mem_util.h"
#include "components/gpu/gpu_mstat.h"

_Static_assert(sizeof(gpudet_config) <= GPU_MECH_CFG_BYTES, "gpudet_config outgrew its slot");
_Static_assert(sizeof(gpudet_stats) <= GPU_MECH_STAT_WORDS * sizeof(uint64_t),
               "gpudet_stats outgrew its slot");

gpudet_config *gpudet_config_of(gpu_config *g) { return gpu_mech_cfg(g, &gpudet_mech); }
const gpudet_stats *gpudet_stats_of(const gpu_stats *s)
{
    return (const gpudet_stats *)gpu_mech_stats(s, &gpudet_mech);
}

static bool enabled(const void *cfg) { return ((const gpudet_config *)cfg)->enable; }

static int check_config(const void *cfg, char *err, size_t errlen)
{
    return gpudet_config_check(cfg, err, errlen);
}

static const char *check(const gpu_config *c, const void *cfg)
{
    (void)cfg;
    if (!c->cp_enabled && !c->external_front) return "gpudet: needs the GPU's command processor";
    if (c->cu.scheduler != 0) /* 0: lrr, the default */
        return "gpudet: cu.scheduler is not used under GPUDet, which orders the waves' issue "
               "itself (a turn per wave in a fixed order); leave cu.scheduler at its default";
    return NULL;
}

/* ---- the side unit: the bank's Z-buffer unit --------------------------- */

/* Commit writes wait in the unit's request buffer; in arrival order each
 * is depth-tested and its surviving bytes enter the bank's pipeline as a
 * masked write, so tests and writes take effect in the same order. A
 * write with no surviving byte is answered at once. */
typedef struct zunit {
    gpudet_zbuf z;
    uint32_t line_bytes, z_latency;
} zunit;

/* The commit write as a masked MEM_WRITE of the line; hdr.src stays the
 * CU's port, which gets the answer. */
static mem_req *as_write(const zunit *u, const gpudet_zwrite *z)
{
    uint32_t size = z->size < u->line_bytes ? z->size : u->line_bytes;
    mem_req *r = mem_req_new(MEM_WRITE, z->line, size);
    r->id = z->id;
    r->source = MEM_SRC_VECTOR;
    memcpy(r->data, z->data, size);
    memcpy(r->mask, z->mask, sizeof r->mask);
    r->hdr.src = z->hdr.src;
    return r;
}

static bool mask_empty(const uint64_t *m)
{
    for (uint32_t i = 0; i < MEM_LINE_MAX / 64; i++)
        if (m[i]) return false;
    return true;
}

static void side_push(void *unit, eng_msg *m)
{
    gpudet_zbuf_push(&((zunit *)unit)->z, (gpudet_zwrite *)m);
}

static cache_side_req side_pop(void *unit)
{
    zunit *u = unit;
    gpudet_zwrite *z = gpudet_zbuf_pop(&u->z);
    if (!z) return (cache_side_req){0};
    gpudet_zbuf_test(&u->z, z);
    mem_req *r = as_write(u, z);
    free(z);
    /* every byte lost to a later writer: answered, never written */
    return (cache_side_req){.req = r, .latency = u->z_latency, .answer_now = mask_empty(r->mask)};
}

static void side_fini(void *unit)
{
    gpudet_zbuf_fini(&((zunit *)unit)->z);
    free(unit);
}

static const cache_side_ops zunit_ops = {side_push, side_pop, side_fini};

static int bank(const gpu *g, const void *cfg, cache *l2)
{
    zunit *u = malloc(sizeof *u);
    if (!u || gpudet_zbuf_init(&u->z, g->cfg.l2.line_bytes) < 0) {
        free(u);
        return -1;
    }
    u->line_bytes = g->cfg.l2.line_bytes;
    u->z_latency = ((const gpudet_config *)cfg)->z_latency;
    if (cache_set_side(l2, &zunit_ops, u) < 0) {
        side_fini(u);
        return -1;
    }
    return 0;
}

static uint32_t side_latency(const void *cfg)
{
    return ((const gpudet_config *)cfg)->link_latency;
}

/* Every CU sends its commit writes to the bank of their address. */
static int cu_banks(cu *u, uint32_t src, const mem_map *map, eng_port *const *banks, uint32_t n)
{
    (void)src;
    return gpudet_cu_set_banks(u, map, banks, n);
}

/* ---- statistics -------------------------------------------------------- */

static void cu_counters(const cu *u, uint64_t *x)
{
    gpudet_stats d = gpudet_cu_get_stats(u);
    memcpy(x, &d, sizeof d);
}

static void cp_counters(const cp *c, uint64_t *x)
{
    gpudet_stats d = gpudet_cp_get_stats(c);
    memcpy(x, &d, sizeof d);
}

#define GD_END(i, nm) GPU_MSTAT_SUM(gpudet_stats, ends[i], nm)

/* Summed over the CUs and the CP; shown when quanta ran. The ends are
 * named as gpudet_end_name names them. */
static const gpu_mstat gpudet_rows[] = {
    GPU_MSTAT_RAN(gpudet_stats, cp_quanta, "quanta"),
    GPU_MSTAT_SUM(gpudet_stats, cp_par_cycles, "parallel_cycles"),
    GPU_MSTAT_SUM(gpudet_stats, cp_commit_cycles, "commit_cycles"),
    GPU_MSTAT_SUM(gpudet_stats, cp_serial_cycles, "serial_cycles"),
    GPU_MSTAT_SUM(gpudet_stats, cp_sync_cycles, "sync_cycles"),
    GPU_MSTAT_OPEN("ends"),
    GD_END(GPUDET_END_INSTS, "instructions"),
    GD_END(GPUDET_END_ATOMIC, "atomic"),
    GD_END(GPUDET_END_FENCE, "fence"),
    GD_END(GPUDET_END_BARRIER, "barrier"),
    GD_END(GPUDET_END_SBFULL, "store_buffer_full"),
    GD_END(GPUDET_END_KERNEL, "kernel_end"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_SUM(gpudet_stats, stores, "stores"),
    GPU_MSTAT_SUM(gpudet_stats, bloom_lookups, "bloom_lookups"),
    GPU_MSTAT_SUM(gpudet_stats, bloom_hits, "bloom_hits"),
    GPU_MSTAT_SUM(gpudet_stats, bloom_false, "bloom_false"),
    GPU_MSTAT_SUM(gpudet_stats, fwd_full, "fwd_full"),
    GPU_MSTAT_SUM(gpudet_stats, fwd_partial, "fwd_partial"),
    GPU_MSTAT_SUM(gpudet_stats, sb_cycles, "sb_cycles"),
    GPU_MSTAT_SUM(gpudet_stats, commit_entries, "commit_entries"),
    GPU_MSTAT_SUM(gpudet_stats, serial_atomics, "serial_atomics"),
    GPU_MSTAT_SUM(gpudet_stats, dwp_spawns, "dwp_spawns"),
    GPU_MSTAT_END,
};
_Static_assert(GPUDET_END_COUNT == 6, "a new quantum end needs its row above");

static const gpu_mstat_table gpudet_counters =
    GPU_MSTAT_TABLE("gpudet", gpudet_stats, gpudet_rows, false);

/* The pairs GPUDet refuses besides DAB's (docs/components.md, "Stacking
 * mechanisms"). */
static const gpu_mech_conflict conflicts[] = {
    {"lab", "LAB would keep atomics in its buffer past the quantum that issued them; GPUDet "
            "makes every atomic visible in its quantum's serial mode"},
    {NULL, NULL},
};

const gpu_mech gpudet_mech = {
    .name = "gpudet",
    .params = &gpudet_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .check = check,
    .conflicts = conflicts,
    .cu = &gpudet_cu_ops,
    .ace = &gpudet_cp_ops,
    .bank = bank,
    .side_conn = "GDToL2",
    .side_latency = side_latency,
    .side_perturbed = true,
    .cu_port = gpudet_cu_port,
    .cu_banks = cu_banks,
    .cp_federate = gpudet_cp_federate,
    .cp_peers = gpudet_cp_set_peers,
    .stats = &gpudet_counters,
    .cu_stats = cu_counters,
    .cp_stats = cp_counters,
};
