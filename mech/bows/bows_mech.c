/* See bows.h: the [ddos] and [bows] sections, the two registry entries
 * (ddos owns the CU policy and runs when either is enabled; bows only
 * carries its section) and the "bows" --stats object. */
#include <stdio.h>
#include <stdlib.h>

#include "mech/bows/bows.h"
#include "mech/bows/ddos.h"
#include "components/cu/cu_det.h"
#include "params/param.h"
#include "util/js.h"

void bows_cu_stats(const cu *u, uint64_t *sum); /* bows_cu.c */

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

void bows_stats_add(bows_stats *a, const bows_stats *b)
{
    uint64_t mn = !a->windows ? b->delay_min
                  : !b->windows ? a->delay_min
                  : a->delay_min < b->delay_min ? a->delay_min : b->delay_min;
    uint64_t mx = a->delay_max > b->delay_max ? a->delay_max : b->delay_max;
    uint64_t *x = (uint64_t *)a;
    const uint64_t *y = (const uint64_t *)b;
    for (size_t i = 0; i < sizeof *a / sizeof *x; i++) x[i] += y[i];
    a->delay_min = mn, a->delay_max = mx;
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

static void add_cu(const cu *u, uint64_t *sum) { bows_cu_stats(u, sum); }

static double ratio(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0; }

static void json(json_object *g, const uint64_t *sum)
{
    const bows_stats *s = (const bows_stats *)sum;
    if (!s->ran) return; /* did not run: the baseline's JSON */
    json_object *o = js_obj(JS_SPACED), *d = js_obj(JS_SPACED), *l = js_obj(JS_SPACED);
    js_put_u64(o, "spin_branches", s->sibs);
    js_put_u64(o, "sib_hits", s->sib_hits);
    js_put_u64(o, "backoffs", s->backoffs);
    js_put_u64(o, "backed_off_cycles", s->backed_off_cycles);
    js_put_u64(l, "windows", s->windows);
    js_put_u64(l, "min", s->delay_min);
    js_put_fixed(l, "mean", ratio(s->delay_sum, s->windows), 1);
    js_put_u64(l, "max", s->delay_max);
    js_put(o, "delay_limit", l);
    js_put_u64(d, "backward_taken", s->backward_taken);
    js_put_u64(d, "spin_iterations", s->spin_iterations);
    js_put_u64(d, "branches", s->branches);
    js_put_u64(d, "true_sibs", s->true_sibs);
    js_put_u64(d, "true_detections", s->true_detected);
    js_put_u64(d, "false_detections", s->false_detected);
    js_put_fixed(d, "tsdr", ratio(s->true_detected, s->true_sibs), 4);
    js_put_fixed(d, "fsdr", ratio(s->false_detected, s->branches - s->true_sibs), 4);
    js_put_fixed(d, "dpr", ratio(s->dpr_ppm, s->true_detected) / 1e6, 4);
    js_put_fixed(d, "taken_to_detect", ratio(s->detect_taken, s->true_detected), 2);
    js_put(o, "ddos", d);
    js_put(g, "bows", o);
}

static void combine(uint64_t *sum, const uint64_t *x)
{
    bows_stats_add((bows_stats *)sum, (const bows_stats *)x);
}

const gpu_mech ddos_mech = {
    .name = "ddos",
    .params = &ddos_param_table,
    .enabled = ddos_enabled,
    .enabled_by = ddos_runs,
    .cu = &bows_cu_ops,
    .cu_stats = add_cu,
    .json = json,
    .combine = combine,
};

static bool bows_enabled(const void *cfg) { return ((const bows_config *)cfg)->enable; }

const gpu_mech bows_mech = {
    .name = "bows",
    .params = &bows_param_table,
    .enabled = bows_enabled,
    .check_config = bows_check,
};
