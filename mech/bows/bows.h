/* BOWS and DDOS (prefix bows_, ddos_): Back-Off Warp Spinning and
 * Dynamic Detection Of Spinning (ElTantawy and Aamodt, HPCA 2018) as
 * two GPU-level mechanisms (components/gpu/gpu_mech.h) sharing one CU
 * policy (bows_cu.c):
 *
 *   [ddos] ddos.enable  every CU detects spin-inducing branches (ddos.h)
 *                       and counts; scheduling is unchanged.
 *   [bows] bows.enable  DDOS plus back-off (it turns DDOS on): a wave
 *                       that takes a confirmed SIB is backed off: it goes
 *                       behind every other wave of the CU's scheduler
 *                       (lrr or gto, cu.scheduler) and may not issue
 *                       before its pending delay has run out; when it
 *                       issues it leaves the backed-off state and its
 *                       pending delay restarts at the delay limit. The
 *                       limit adapts per window of `window` cycles
 *                       (Figure 5 of the paper; docs/bows.md).
 *
 * Statistics (--stats, per GPU and total: "bows"): confirmed SIBs, SIB
 * hits, backed-off cycles, the delay limit per window (min, mean, max),
 * and DDOS against a ground truth: a taken backward branch is a true
 * spin iteration when the wave's registers (SGPRs, SCC, VGPRs of every
 * lane) are the same as the last time the wave arrived at the same loop
 * header (the branch target) through a back edge, i.e. the iteration
 * changed nothing the wave can see (Li, Lebeck and Sorin's definition of
 * spinning that DDOS approximates); a back edge is a true SIB when its
 * loop (its header) had at least one such iteration. */
#ifndef MGSIM_MECH_BOWS_BOWS_H
#define MGSIM_MECH_BOWS_BOWS_H

#include <stdbool.h>
#include <stdint.h>

#include "components/gpu/gpu_mech.h"

typedef struct ddos_config {
    bool enable;          /* false */
    uint32_t hash;        /* enum ddos_hash_kind: xor */
    uint32_t m, k;        /* path / value hash bits: 8 */
    uint32_t l;           /* history entries: 8 */
    uint32_t t;           /* confidence threshold: 4 */
    uint32_t sib_entries; /* SIB-PT entries per CU: 16 */
} ddos_config;

typedef struct bows_config {
    bool enable;          /* false */
    uint32_t window;      /* T, cycles: 1000 */
    double frac1, frac2;  /* see docs/bows.md */
    uint32_t step, min, max; /* delay step and limits, cycles */
} bows_config;

/* Summed over CUs (bows_cu.c), but delay_min and delay_max, the min
 * and max over the CUs with windows (bows_mech.c's counter table). */
typedef struct bows_stats {
    uint64_t ran;              /* CUs that ran the policy */
    uint64_t sibs;             /* branches confirmed as SIB (per CU) */
    uint64_t sib_hits;         /* taken backward branches that were confirmed SIBs */
    uint64_t backoffs;         /* times a wave was backed off */
    uint64_t backed_off_cycles;/* cycles waves spent backed off */
    uint64_t windows;          /* adaptive windows (delay-limit samples) */
    uint64_t delay_sum, delay_min, delay_max; /* of the limit over windows */
    uint64_t backward_taken;   /* taken backward branches */
    uint64_t spin_iterations;  /* of them, true spin iterations (ground truth) */
    uint64_t branches;         /* distinct taken backward branches (per CU) */
    uint64_t true_sibs;        /* of them, true SIBs */
    uint64_t true_detected;    /* confirmed and true */
    uint64_t false_detected;   /* confirmed, not true */
    uint64_t dpr_ppm;          /* detection phase ratios of true detections, x 1e6, summed */
    uint64_t detect_taken;     /* times true SIBs were taken up to their confirmation */
} bows_stats;

extern const gpu_mech ddos_mech, bows_mech;

ddos_config *ddos_config_of(gpu_config *g);
bows_config *bows_config_of(gpu_config *g);
const bows_stats *bows_stats_of(const gpu_stats *s);

/* bows_cu.c: the CU policy (arg: the gpu_config). */
struct cu_det_ops;
extern const struct cu_det_ops bows_cu_ops;

#endif
