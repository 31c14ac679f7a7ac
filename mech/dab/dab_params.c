/* The [dab] parameter table; dab_default_config reads it, so the
 * documented defaults are the defaults (the paper's best configuration:
 * GWAT, 64 entries per scheduler-level buffer, fusion, coalescing). */
#include "mech/dab/dab.h"

#include <stdio.h>
#include <stdlib.h>

#include "params/param.h"

static const char *const levels[] = {"warp", "scheduler", NULL};
static const char *const scheds[] = {"gto", "srr", "gtrr", "gtar", "gwat", NULL};

static const param_def dab_defs[] = {
    PARAM_BOOL(dab_config, enable, "false",
               "global atomics go to atomic buffers, flushed GPU-wide in a fixed order"),
    PARAM_ENUM(dab_config, level, "scheduler", levels,
               "warp: a buffer per wavefront slot; scheduler: one per SIMD (not with gto)"),
    PARAM_U32(dab_config, entries, "64", 32, 256, "entries",
              "per buffer (warp level: >= 64, a wavefront's lanes)"),
    PARAM_ENUM(dab_config, sched, "gwat", scheds,
               "scheduler: srr, gtrr, gtar, gwat (paper IV-C); gto: baseline, warp level only"),
    PARAM_BOOL(dab_config, fusion, "true",
               "atomic fusion: same address and op combine into one entry"),
    PARAM_BOOL(dab_config, coalesce, "true",
               "flush coalescing: one transaction per cache sector"),
    PARAM_U32(dab_config, sector_bytes, "32", 4, 128, "bytes",
              "coalescing granule (power of two)"),
    PARAM_U32(dab_config, flush_offset, "0", 0, 255, "entries",
              "offset flushing: even CUs start each buffer here (0: off)"),
    PARAM_U32(dab_config, link_latency, "12", 0, 100000, "cycles",
              "CU-to-L2 flush path (DABToL2), each way"),
};

const param_table dab_param_table =
    PARAM_TABLE("dab", "Deterministic Atomic Buffering (docs/determinism.md).", dab_config,
                dab_defs);

dab_config dab_default_config(void)
{
    dab_config c;
    param_defaults_fixed(&dab_param_table, &c);
    return c;
}

const char *dab_sched_name(uint32_t kind)
{
    return kind < sizeof scheds / sizeof scheds[0] - 1 ? scheds[kind] : "?";
}

int dab_config_check(const dab_config *c, char *err, size_t errlen)
{
    const char *why = NULL;
    if (!c->enable) return 0;
    if (c->entries < 32 || c->entries > 256) why = "dab.entries must be 32..256";
    else if (c->level == DAB_LEVEL_WARP && c->entries < 64)
        why = "dab.entries must be >= 64 with warp-level buffers (64-lane wavefronts)";
    else if (c->level == DAB_LEVEL_SCHED && c->sched == DAB_SCHED_GTO)
        why = "dab.sched = gto is not deterministic with scheduler-level buffers";
    else if (!c->sector_bytes || (c->sector_bytes & (c->sector_bytes - 1)))
        why = "dab.sector_bytes must be a power of two";
    else if (c->flush_offset >= c->entries)
        why = "dab.flush_offset must be below dab.entries";
    if (why) snprintf(err, errlen, "%s", why);
    return why ? -1 : 0;
}
