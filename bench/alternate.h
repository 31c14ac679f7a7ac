/* bench/alternate.h - how every benchmark here compares configurations.
 *
 * The machine is noisy (+-30% run to run) and its speed drifts within a
 * run (frequency, other processes, cache warmth), so a benchmark that runs
 * A then B measures the drift as much as A vs B. alt_measure therefore:
 *   - runs each configuration once first, untimed (warm-up: page faults,
 *     code and file caches, lazy initialisation);
 *   - then runs `repeats` rounds; in each round every configuration runs
 *     once, and the starting configuration rotates from round to round,
 *     so no configuration is always first or always last
 *     (BENCH_ORDER=reverse walks each round the other way: a run each way
 *     shows that the order no longer matters);
 *   - reports per configuration the median and the min-max of its times;
 *   - checks that every run of every configuration produced the same
 *     result digest (a fast wrong answer is no speedup) and fails if not.
 * A benchmark prints ratios of medians measured in one invocation, never
 * absolute pass/fail thresholds. */
#ifndef MGSIM_BENCH_ALTERNATE_H
#define MGSIM_BENCH_ALTERNATE_H

#include <stdint.h>

/* Runs configuration `config` once; returns its host seconds (< 0: error,
 * already reported) and the digest of what it computed in *digest. */
typedef double (*alt_run_fn)(void *ctx, int config, uint64_t *digest);

typedef struct alt_spec {
    int nconfig;               /* configurations 0 .. nconfig-1 */
    const char *const *names;  /* their names, for messages */
    int repeats;               /* timed rounds (at least 5 for a claim) */
} alt_spec;

typedef struct alt_result {
    double median, min, max;   /* host seconds over the timed rounds */
    uint64_t digest;           /* the (common) result digest */
} alt_result;

/* Measures as above; out[i] for configuration i. Returns 0, or -1 after a
 * message on stderr when a run failed or the digests differ. */
int alt_measure(const alt_spec *s, alt_run_fn run, void *ctx, alt_result *out);

/* FNV-1a over n bytes, continuing from h (start with ALT_FNV_INIT). */
#define ALT_FNV_INIT 0xcbf29ce484222325ull
uint64_t alt_fnv(uint64_t h, const void *p, uint64_t n);

/* The median of n values (reorders v). */
double alt_median(double *v, int n);

#endif
