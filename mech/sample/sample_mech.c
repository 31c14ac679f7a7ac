/* See sample.h: the [sample] section, the registry entry, the refused
 * combinations and the "sample" --stats object. */
#include <stdio.h>

#include "mech/sample/sample_int.h"
#include "params/param.h"
#include "util/js.h"

static const param_def sample_defs[] = {
    PARAM_BOOL(sample_config, enable, "false",
               "sampled timing: detail until stable, the rest functional, time predicted "
               "(docs/sampling.md)"),
    PARAM_DOUBLE(sample_config, tolerance, "0.05", "",
                 "converged when the mean's 95% half-width and the last windows' drift are "
                 "within it (relative); the phase-change threshold too"),
    PARAM_U32(sample_config, windows, "3", 2, 1000, "windows",
              "windows measured at least (the last ones: the drift check) before the rest "
              "runs functionally"),
    PARAM_U32(sample_config, warmup, "1", 0, 1000, "windows",
              "windows each detailed phase discards before measuring"),
    PARAM_U32(sample_config, window, "0", 0, 1u << 30, "workgroups",
              "workgroups per window (0: as many as were in flight at the first completion)"),
    PARAM_BOOL(sample_config, reuse, "true",
               "an identical launch (kernel, grid, arguments) takes an earlier one's rate"),
};

static const param_table sample_param_table =
    PARAM_TABLE("sample", "Sampled simulation (docs/sampling.md).", sample_config, sample_defs);

sample_config *sample_config_of(gpu_config *g) { return gpu_mech_cfg(g, &sample_mech); }
const sample_stats *sample_stats_of(const gpu_stats *s)
{
    return (const sample_stats *)gpu_mech_stats(s, &sample_mech);
}

static bool enabled(const void *cfg) { return ((const sample_config *)cfg)->enable; }

static int check_config(const void *cfg, char *err, size_t errlen)
{
    const sample_config *c = cfg;
    if (!(c->tolerance > 0 && c->tolerance < 1)) {
        snprintf(err, errlen, "sample.tolerance must be above 0 and below 1");
        return -1;
    }
    return 0;
}

static const gpu_mech_conflict conflicts[] = {
    {"dab", "DAB changes the schedule (its batches and flushes), which the fast part does not "
            "follow: the sampled units would not predict it"},
    {"gpudet", "GPUDet changes the schedule (quanta, serial mode), which the fast part does not "
               "follow: the sampled units would not predict it"},
    {"lab", "LAB keeps atomics in the CUs' buffers, out of the memory the fast part runs on"},
    {"xlat", "the fast part reaches memory by physical address; it does not translate"},
    {NULL, NULL},
};

static void add_cp(const cp *c, uint64_t *sum)
{
    const sample_ace *s = sample_of(c);
    if (s) gpu_stats_add(sum, &s->st, sizeof s->st);
}

static void json(json_object *g, const uint64_t *sum)
{
    const sample_stats *s = (const sample_stats *)sum;
    if (!s->launches) return; /* did not run */
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "launches", s->launches);
    js_put_u64(o, "sampled_launches", s->sampled);
    js_put_u64(o, "reused_launches", s->reused);
    js_put_u64(o, "workgroups_detailed", s->wg_detail);
    js_put_u64(o, "workgroups_fast", s->wg_fast);
    uint64_t wgs = s->wg_detail + s->wg_fast;
    js_put_fixed(o, "detail_fraction", wgs ? (double)s->wg_detail / (double)wgs : 1.0, 4);
    js_put_u64(o, "phases", s->phases);
    js_put_u64(o, "phase_changes", s->phase_changes);
    js_put_u64(o, "kernel_cycles", s->kernel_cycles);
    js_put_u64(o, "predicted_cycles", s->fast_cycles);
    js_put_u64(o, "bound_cycles", s->bound_cycles);
    js_put_fixed(o, "bound_fraction",
                 s->kernel_cycles ? (double)s->bound_cycles / (double)s->kernel_cycles : 0.0, 4);
    js_put_u64(o, "fast_instructions", s->fast_insts);
    js_put_u64(o, "fast_bytes", s->fast_bytes);
    js_put_u64(o, "fast_cross_gpu_bytes", s->fast_remote_bytes);
    js_put(g, "sample", o);
}

static void combine(uint64_t *sum, const uint64_t *x) { gpu_stats_add(sum, x, sizeof(sample_stats)); }

const gpu_mech sample_mech = {
    .name = "sample",
    .params = &sample_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .conflicts = conflicts,
    .ace = &sample_ace_ops,
    .one_process = true,
    .cp_stats = add_cp,
    .json = json,
    .combine = combine,
};
