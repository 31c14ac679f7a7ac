/* See sample.h: the [sample] section, the registry entry, the refused
 * combinations and the counter table (the "sample" --stats object). */
#include <stdio.h>
#include <string.h>

#include "mech/sample/sample_priv.h"
#include "params/param.h"
#include "components/gpu/gpu_mstat.h"

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
    PARAM_BOOL(sample_config, similar, "true",
               "with reuse, a launch differing only in by-value arguments counts as identical "
               "when its shape (the addresses it touches, not its data's) is the same"),
    PARAM_U32(sample_config, slice, "2000", 0, 1u << 30, "cycles",
              "on one GPU, slices of this many cycles of its instruction rate decide a "
              "launch without global atomics, within a round or by its middle rounds (0: off)"),
    PARAM_U32(sample_config, extrapolate, "16", 0, 1u << 30, "times",
              "a launch decided by its middle rounds is at most this many times the "
              "workgroups its windows spanned (0: no limit)"),
    PARAM_BOOL(sample_config, copies, "true",
               "a large copy is timed in detail until its rate is stable, its middle moved "
               "functionally, its tail (four times the caches) in detail again"),
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

static void cp_counters(const cp *c, uint64_t *x)
{
    const sample_ace *s = sample_of(c);
    if (!s) return;
    sample_stats st = s->st;
    st.detail_remote_lines = st.detail_lines = 0; /* the CUs' (sample_cu.c) */
    memcpy(x, &st, sizeof st);
}

/* The ACE's, summed over GPUs in "total"; shown when a launch ran under
 * the layer. */
static const gpu_mstat sample_rows[] = {
    GPU_MSTAT_RAN(sample_stats, launches, "launches"),
    GPU_MSTAT_SUM(sample_stats, sampled, "sampled_launches"),
    GPU_MSTAT_SUM(sample_stats, reused, "reused_launches"),
    GPU_MSTAT_SUM(sample_stats, similar, "similar_launches"),
    GPU_MSTAT_SUM(sample_stats, work_changes, "reused_work_changes"),
    GPU_MSTAT_SUM(sample_stats, wg_detail, "workgroups_detailed"),
    GPU_MSTAT_SUM(sample_stats, wg_fast, "workgroups_fast"),
    /* of every workgroup, the detailed ones (1 when there were none) */
    GPU_MSTAT_RATIO_X(sample_stats, "detail_fraction", wg_detail, wg_detail, wg_fast, 0, 1.0, 1.0,
                      4),
    GPU_MSTAT_SUM(sample_stats, in_round, "in_round_launches"),
    GPU_MSTAT_SUM(sample_stats, mid_rounds, "middle_rounds_launches"),
    GPU_MSTAT_SUM(sample_stats, phases, "phases"),
    GPU_MSTAT_SUM(sample_stats, phase_changes, "phase_changes"),
    GPU_MSTAT_SUM(sample_stats, kernel_cycles, "kernel_cycles"),
    GPU_MSTAT_SUM(sample_stats, fast_cycles, "predicted_cycles"),
    GPU_MSTAT_SUM(sample_stats, bound_cycles, "bound_cycles"),
    GPU_MSTAT_RATIO(sample_stats, "bound_fraction", bound_cycles, kernel_cycles, 4),
    /* run off the CUs: the run's instructions count them too */
    GPU_MSTAT_C(sample_stats, fast_insts, "fast_instructions", GPU_MSTAT_K_SUM, GPU_MSTAT_F_INSTS,
                GPU_MSTAT_NONE),
    GPU_MSTAT_SUM(sample_stats, fast_bytes, "fast_bytes"),
    GPU_MSTAT_SUM(sample_stats, fast_remote_bytes, "fast_cross_gpu_bytes"),
    GPU_MSTAT_SUM(sample_stats, fast_remote_lines, "fast_cross_gpu_lines"),
    GPU_MSTAT_SUM(sample_stats, detail_remote_lines, "detailed_cross_gpu_lines"),
    GPU_MSTAT_SUM(sample_stats, fast_lines, "fast_lines"),
    GPU_MSTAT_SUM(sample_stats, detail_lines, "detailed_lines"),
    GPU_MSTAT_SUM(sample_stats, copies, "copies"),
    GPU_MSTAT_SUM(sample_stats, copies_sampled, "sampled_copies"),
    GPU_MSTAT_SUM(sample_stats, copy_fast_bytes, "copy_fast_bytes"),
    GPU_MSTAT_SUM(sample_stats, copy_fast_ns, "copy_predicted_ns"),
    GPU_MSTAT_SUM(sample_stats, copy_bound_ns, "copy_bound_ns"),
    GPU_MSTAT_END,
};

static const gpu_mstat_table sample_counters =
    GPU_MSTAT_TABLE("sample", sample_stats, sample_rows, true);

const gpu_mech sample_mech = {
    .name = "sample",
    .params = &sample_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .conflicts = conflicts,
    .cu = &sample_cu_ops,
    .ace = &sample_ace_ops,
    .one_process = true,
    .stats = &sample_counters,
    .cu_stats = sample_cu_stats,
    .cp_stats = cp_counters,
    .run = &sample_run_ops,
};
