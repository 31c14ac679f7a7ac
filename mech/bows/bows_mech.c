/* See bows.h: the [ddos] and [bows] sections, the two registry entries
 * (ddos owns the CU policy and runs when either is enabled; bows only
 * carries its section) and the counter table (the "bows" --stats
 * object). */
#include <stdio.h>
#include <stdlib.h>

#include "mech/bows/bows.h"
#include "mech/bows/ddos.h"
#include "components/cu/cu_det.h"
#include "params/param.h"
#include "components/gpu/gpu_mstat.h"

void bows_cu_stats(const cu *u, uint64_t *out); /* bows_cu.c */

static const char *const hashes[] = {"xor", "modulo", NULL};

static const param_def ddos_defs[] = {
    PARAM_BOOL(ddos_config, enable, "false",
               "detect spin-inducing branches per CU (counts only; bows.enable also turns it on)"),
    PARAM_ENUM(ddos_config, hash, "xor", hashes,
               "h: xor (fold every m/k-bit slice) or modulo (the low m/k bits)"),
    PARAM_U32(ddos_config, m, "8", 1, DDOS_W_MAX, "bits", "path history: hashed compare PC width"),
    PARAM_U32(ddos_config, k, "8", 1, DDOS_W_MAX, "bits",
              "value history: hashed compare operand width"),
    PARAM_U32(ddos_config, l, "8", 1, DDOS_L_MAX, "entries", "history length (compares)"),
    PARAM_U32(ddos_config, t, "4", 1, 1000, "", "SIB-PT confidence threshold"),
    PARAM_U32(ddos_config, sib_entries, "16", 1, 1024, "entries", "SIB-PT entries per CU"),
};

static const param_table ddos_param_table =
    PARAM_TABLE("ddos", "Dynamic Detection Of Spinning (docs/bows.md).", ddos_config, ddos_defs);

static const param_def bows_defs[] = {
    PARAM_BOOL(bows_config, enable, "false",
               "back off waves that take a spin-inducing branch (implies ddos.enable)"),
    PARAM_U32(bows_config, window, "1000", 1, 100000000, "cycles",
              "T: adaptive delay-limit window"),
    PARAM_DOUBLE(bows_config, frac1, "0.02", "",
                 "FRAC1: SIBs above this fraction of instructions raise the limit (paper 0.5)"),
    PARAM_DOUBLE(bows_config, frac2, "0.8", "",
                 "FRAC2: instructions per SIB below this fraction of the last window's lower it"),
    PARAM_U32(bows_config, step, "250", 0, 1000000, "cycles", "delay step"),
    PARAM_U32(bows_config, min, "0", 0, 10000000, "cycles",
              "delay limit, lowest and first (paper prints 1000 = max: no adaptation)"),
    PARAM_U32(bows_config, max, "1000", 0, 10000000, "cycles", "delay limit, highest"),
};

static const param_table bows_param_table =
    PARAM_TABLE("bows", "Back-Off Warp Spinning (docs/bows.md).", bows_config, bows_defs);

ddos_config *ddos_config_of(gpu_config *g) { return gpu_mech_cfg(g, &ddos_mech); }
bows_config *bows_config_of(gpu_config *g) { return gpu_mech_cfg(g, &bows_mech); }
const bows_stats *bows_stats_of(const gpu_stats *s)
{
    return (const bows_stats *)gpu_mech_stats(s, &ddos_mech);
}

static bool ddos_enabled(const void *cfg) { return ((const ddos_config *)cfg)->enable; }
static bool ddos_runs(const gpu_config *g)
{
    return ((const ddos_config *)gpu_mech_cfg_c(g, &ddos_mech))->enable ||
           ((const bows_config *)gpu_mech_cfg_c(g, &bows_mech))->enable;
}

static int bows_check(const void *cfg, char *err, size_t errlen)
{
    const bows_config *b = cfg;
    const char *why = NULL;
    if (b->min > b->max) why = "bows.min must be <= bows.max";
    else if (!(b->frac1 >= 0 && b->frac1 <= 1)) why = "bows.frac1 must be in 0..1";
    else if (!(b->frac2 >= 0 && b->frac2 <= 1)) why = "bows.frac2 must be in 0..1";
    if (why) snprintf(err, errlen, "%s", why);
    return why ? -1 : 0;
}

/* Summed over the CUs (bows_cu_stats) and GPUs, but the delay limit's
 * min and max over the CUs that finished a window; shown when a CU ran
 * the policy. */
static const gpu_mstat bows_rows[] = {
    GPU_MSTAT_RAN_HIDDEN(bows_stats, ran, "cus"),
    GPU_MSTAT_SUM(bows_stats, sibs, "spin_branches"),
    GPU_MSTAT_SUM(bows_stats, sib_hits, "sib_hits"),
    GPU_MSTAT_SUM(bows_stats, backoffs, "backoffs"),
    GPU_MSTAT_SUM(bows_stats, backed_off_cycles, "backed_off_cycles"),
    GPU_MSTAT_OPEN("delay_limit"),
    GPU_MSTAT_SUM(bows_stats, windows, "windows"),
    GPU_MSTAT_MIN(bows_stats, delay_min, "min", windows),
    GPU_MSTAT_RATIO(bows_stats, "mean", delay_sum, windows, 1),
    GPU_MSTAT_MAX(bows_stats, delay_max, "max"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_OPEN("ddos"),
    GPU_MSTAT_SUM(bows_stats, backward_taken, "backward_taken"),
    GPU_MSTAT_SUM(bows_stats, spin_iterations, "spin_iterations"),
    GPU_MSTAT_SUM(bows_stats, branches, "branches"),
    GPU_MSTAT_SUM(bows_stats, true_sibs, "true_sibs"),
    GPU_MSTAT_SUM(bows_stats, true_detected, "true_detections"),
    GPU_MSTAT_SUM(bows_stats, false_detected, "false_detections"),
    GPU_MSTAT_RATIO(bows_stats, "tsdr", true_detected, true_sibs, 4),
    /* false detections over the branches that were not true SIBs */
    GPU_MSTAT_RATIO_X(bows_stats, "fsdr", false_detected, branches, true_sibs, GPU_MSTAT_F_MINUS,
                      1.0, 0.0, 4),
    GPU_MSTAT_RATIO_DIV(bows_stats, "dpr", dpr_ppm, true_detected, 1e6, 4),
    GPU_MSTAT_RATIO(bows_stats, "taken_to_detect", detect_taken, true_detected, 2),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_HIDDEN(bows_stats, delay_sum, "delay_limit.sum"),
    GPU_MSTAT_HIDDEN(bows_stats, dpr_ppm, "ddos.dpr_ppm_sum"),
    GPU_MSTAT_HIDDEN(bows_stats, detect_taken, "ddos.detect_taken"),
    GPU_MSTAT_END,
};

static const gpu_mstat_table bows_counters = GPU_MSTAT_TABLE("bows", bows_stats, bows_rows, true);

const gpu_mech ddos_mech = {
    .name = "ddos",
    .params = &ddos_param_table,
    .enabled = ddos_enabled,
    .enabled_by = ddos_runs,
    .cu = &bows_cu_ops,
    .stats = &bows_counters,
    .cu_stats = bows_cu_stats,
};

static bool bows_enabled(const void *cfg) { return ((const bows_config *)cfg)->enable; }

const gpu_mech bows_mech = {
    .name = "bows",
    .params = &bows_param_table,
    .enabled = bows_enabled,
    .check_config = bows_check,
};
