/* See count.h: a CU policy that counts, its [count] section, and its
 * entry in the mechanism registry. */
#include "mech/count/count.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "params/param.h"
#include "components/gpu/gpu_mstat.h"

/* ---- the configuration ---------------------------------------------------- */

static const param_def count_defs[] = {
    PARAM_BOOL(count_config, enable, "false",
               "count each CU's issued instructions and atomics (an example mechanism)"),
};

static const param_table count_param_table =
    PARAM_TABLE("count", "The example mechanism (docs/components.md, Adding a mechanism).",
                count_config, count_defs);

count_config *count_config_of(gpu_config *g) { return gpu_mech_cfg(g, &count_mech); }
const count_stats *count_stats_of(const gpu_stats *s)
{
    return (const count_stats *)gpu_mech_stats(s, &count_mech);
}

/* ---- the CU layer: two counters (every other hook the baseline's) ------- */

static const cu_det_ops count_cu_ops;

static int init(cu *u, const void *arg, char *err, size_t errlen)
{
    (void)arg;
    count_stats *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "count: out of memory");
        return -1;
    }
    cu_ext_set_state(u, &count_cu_ops, s);
    return 0;
}

static void fini(cu *u) { free(cu_ext_state(u, &count_cu_ops)); }

static void issued(cu *u, uint32_t wi, const void *in)
{
    (void)wi;
    const amdgpu_inst *i = in;
    count_stats *s = cu_ext_state(u, &count_cu_ops);
    s->instructions++;
    s->atomics += i->info->unit == AMDGPU_UNIT_VMEM && (i->info->flags & AMDGPU_F_ATOMIC);
}

static const cu_det_ops count_cu_ops = {.name = "count", .init = init, .fini = fini,
                                        .issued = issued};

/* ---- the mechanism --------------------------------------------------------- */

static bool enabled(const void *cfg) { return ((const count_config *)cfg)->enable; }

/* Its counters: per CU (the layer's state), summed per GPU. */
static void cu_counters(const cu *u, uint64_t *x)
{
    const count_stats *s = cu_ext_state(u, &count_cu_ops);
    if (s) memcpy(x, s, sizeof *s);
}

static const gpu_mstat count_rows[] = {
    GPU_MSTAT_RAN(count_stats, instructions, "instructions"),
    GPU_MSTAT_SUM(count_stats, atomics, "atomics"),
    GPU_MSTAT_END,
};

static const gpu_mstat_table count_counters =
    GPU_MSTAT_TABLE("count", count_stats, count_rows, false);

const gpu_mech count_mech = {
    .name = "count",
    .params = &count_param_table,
    .enabled = enabled,
    .cu = &count_cu_ops,
    .stats = &count_counters,
    .cu_stats = cu_counters,
};
