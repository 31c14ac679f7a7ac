/* sample (prefix sample_): sampled timing simulation. With
 * sample.enable a GPU's ACE runs each launch's workgroups in detail only
 * until their timing is stable, runs the rest functionally (same
 * semantics, so results stay exact) and predicts the launch's time from
 * the measured units, with a confidence bound (docs/sampling.md).
 *
 * Units are windows of `window` completed workgroups (0: as many as the
 * GPU held in flight when the first one completed, its occupancy). A
 * window's measure is its cycles per workgroup and instructions per
 * workgroup. A phase (the launch's start, or the return to detail after a
 * phase change) discards `warmup` windows; once it has at least
 * `windows` windows and both measures have converged against the whole
 * launch (sample_stable_over: the 95% half-width of the rest's predicted
 * time within `tolerance` of the launch's predicted time, the drift of
 * the last `windows` windows' mean too) the ACE stops dispatching (cp_ext.h's
 * limit), lets the workgroups in flight finish in detail and asks the
 * driver to run the rest (its run ops, gpu_mech_run: sample_drv.c). The
 * driver runs them while the engine has nothing left to do (every thread
 * count reaches that point in the same state: the prediction is the same
 * for any thread count), a window at a time, through the platform's
 * untimed path to memory (sample_fast_forward). A window whose instructions per workgroup leave
 * the tolerance is a phase change: the ones after it go back to detail.
 *
 * Prediction: from the decision at cycle t_d with C workgroups done, the
 * rest complete at the measured rate: end = t_d + (remaining) x mean
 * cycles per workgroup (a window flagged as a phase change scaled by its
 * instruction ratio). Bound (95%): remaining x the t-interval half-width
 * of the mean over the windows measured, plus half a window for the
 * tail (sample_bound). The prediction carries the hit rates the
 * detailed windows measured; the fast part's accesses keep the L2 banks'
 * contents as they would (platform_backdoor_touch), so the next launch
 * starts with roughly the caches a detailed run leaves.
 *
 * Across launches (sample.reuse): a launch with the same kernel, grid,
 * workgroup size, offset, LDS and explicit argument bytes as an earlier
 * one on that GPU, after the same launch as it (the caches it starts
 * with), takes the earlier one's cycles per workgroup (sample.similar:
 * without one, a launch whose by-value arguments alone differ and whose
 * shape is the same -- the addresses its first and last workgroups
 * touch, which its data must not move (sample_shape.c) -- after a
 * launch similar to the one before it, counts too): run functionally
 * from its start when it is too short to measure, once two measurements
 * in a row agreed within the tolerance (its windows checked as above; a
 * change returns to detail; measured again after 2 reuses, the gap
 * doubling to 16 while the measurements agree, the spread of the
 * measured rates its bound), else as a prior its own windows must agree
 * with (sample_ace.c: converged). A reused launch whose instructions per
 * workgroup, over the whole launch, leave the tolerance keeps its time,
 * its bound takes the difference, and the next one is measured
 * (sample_ff.c).
 *
 * Within a round (sample.slice > 0, one GPU, a launch of one round
 * without global atomics; sample_round.c): the driver stops the engine
 * every slice cycles (gpu_mech_run.slice_end), and the GPU's instruction rate over each
 * slice is a window; once stable the CUs hold the launch's waves, and
 * when their memory has drained the rest runs functionally from where
 * they stand (interleaved, on their own records); the end is predicted
 * at the measured rate. For launches whose workgroups all fit at once
 * (km, aes), which never complete a window of workgroups in time.
 * Several rounds (the same slices, one GPU): once the rate over windows
 * spanning a round of completions, and 1 / extrapolate of the launch's
 * workgroups, is stable, the middle rounds (whole rounds of those not
 * dispatched) run functionally at that slice end,
 * nothing held; the workgroups in flight and the part-round left run in
 * detail, and the launch ends the middle's instructions at the rate
 * after its detailed end. Every stated bound is widened for its
 * windows' autocorrelation (sample_series_widen).
 *
 * Cross-GPU traffic: the fast part counts its lines in other GPUs' memory
 * per vector memory instruction (sample_mem.remote_lines), a layer on the
 * CUs the detailed part's transactions to such lines (sample_cu.c); its
 * run ops scale the first by the wire bytes per the second of the drains
 * that ran the same kernels, the spread of those drains' rates the bound,
 * and hand the driver the estimate (gpu_mech_run.cross_bytes,
 * sample_tx.c).
 *
 * Copies (sample.copies; sample_copy.c): a copy of many times the
 * caches is measured in windows of bytes answered; once stable, its
 * middle moves functionally (platform_backdoor) and the DMA engine goes
 * on at the cycle the middle's bytes predict, the tail (four times the
 * caches) in detail; their predicted time and bound are counted apart
 * (copy_predicted_ns, copy_bound_ns: the run's time, not the kernels').
 * Refused with dab, gpudet (they change the schedule), lab (atomics
 * buffered in the CUs are not in memory for the fast part) and xlat (the
 * fast part does not translate addresses); over MPI ranks too. */
#ifndef MGSIM_MECH_SAMPLE_SAMPLE_H
#define MGSIM_MECH_SAMPLE_SAMPLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/wave.h"
#include "components/cp/cp_ace.h"
#include "components/gpu/gpu_mech.h"

typedef struct sample_config {
    bool enable;      /* false */
    double tolerance; /* 0.05 */
    uint32_t windows; /* 3: stable windows needed */
    uint32_t warmup;  /* 1: windows a phase discards */
    uint32_t window;  /* 0: workgroups per window (0: measured occupancy) */
    bool reuse;       /* true */
    bool similar;     /* true: with reuse, a launch over the same buffers
                       * with other by-value arguments counts as one too
                       * when its shape is the same (sample_shape.c) */
    uint32_t slice;   /* 2000: cycles per window within a round (0: off;
                       * sample_round.c) */
    bool copies;      /* true: large copies sampled too (sample_copy.c) */
    uint32_t extrapolate; /* 16: a launch decided by its middle rounds is at
                           * most this many times the workgroups its windows
                           * spanned (0: no limit; sample_round.c) */
} sample_config;

/* Per GPU, summed over its launches (--stats "sample"). */
typedef struct sample_stats {
    uint64_t launches;       /* launches under the layer */
    uint64_t sampled;        /* of those, with a functional part */
    uint64_t reused;         /* predicted from an identical earlier launch */
    uint64_t similar;        /* of those, from a similar one (sample.similar) */
    uint64_t wg_detail, wg_fast;
    uint64_t phases;         /* detailed phases begun */
    uint64_t phase_changes;  /* returns to detail from the fast part */
    uint64_t kernel_cycles;  /* the launches' dispatch cycles (predicted) */
    uint64_t fast_cycles;    /* of those, predicted for fast parts */
    uint64_t bound_cycles;   /* the 95% half-widths, summed */
    uint64_t fast_insts;
    uint64_t fast_bytes, fast_remote_bytes; /* the fast part's memory bytes;
                                             * of them another GPU's */
    /* lines of another GPU's memory, one per line, kind and memory
     * instruction (the coalescer's transactions): the fast part's, from
     * the functional run, and the detailed part's, from the CUs (the
     * run's wire bytes per such line scale the first: sample_drv.c) */
    uint64_t fast_remote_lines, detail_remote_lines;
    uint64_t fast_lines, detail_lines; /* the same over every GPU's memory */
    uint64_t in_round;       /* sampled launches decided within a round */
    uint64_t work_changes;   /* reused launches whose work per workgroup was not
                              * the measured launch's (sample_ff.c) */
    uint64_t mid_rounds;     /* launches of several rounds whose middle rounds
                              * were run functionally, decided by slices */
    uint64_t copies;         /* copies under the layer */
    uint64_t copies_sampled; /* of those, with a middle moved functionally */
    uint64_t copy_fast_bytes;   /* those middles' bytes */
    uint64_t copy_fast_ns;      /* their predicted time */
    uint64_t copy_bound_ns;     /* the 95% half-widths, summed */
} sample_stats;

extern const gpu_mech sample_mech;
extern const cp_ace_ops sample_ace_ops;
extern const struct cu_det_ops sample_cu_ops; /* counts the detailed part's remote lines */

sample_config *sample_config_of(gpu_config *g);
const sample_stats *sample_stats_of(const gpu_stats *s);

/* ---- the statistics (sample_stat.c) -------------------------------------- */

/* Student's t quantile 0.975 for dof degrees of freedom (dof >= 1; a
 * table to 30, then the normal's 1.96 approached as 1.96 + 2.4 / dof). */
double sample_t975(uint32_t dof);

/* The mean of x[0..n-1] and the 95% half-width of a prediction of units
 * units from it: units x t975(n-1) x sd / sqrt(n), plus tail x mean (the
 * last window's imbalance, in units of the mean). n < 2: half-width
 * units x mean (nothing known of the spread). */
typedef struct sample_est {
    double mean, sd, half;
} sample_est;
sample_est sample_bound(const double *x, uint32_t n, double units, double tail);

/* How much wider the half-width of the mean of x[0..n-1] is than
 * sample_bound's when x is a series (one launch's windows, one after
 * another, sharing the caches' and queues' state) rather than
 * independent units: sqrt((1 + rho) / (1 - rho)), rho the lag-1
 * autocorrelation clamped to [0, 0.8] (an AR(1) series' mean has the
 * variance of n (1 - rho) / (1 + rho) independent units); 1 for n < 3.
 * The stated bounds carry it; the stability test does not. */
double sample_series_widen(const double *x, uint32_t n);

/* A change point in x[0..n-1]: when the last k agree among themselves
 * (sample_stable) but their mean is more than tol x the mean of all
 * from it, the earlier n - k were a transient; how many to drop from the
 * front (0: none). */
uint32_t sample_transient(const double *x, uint32_t n, uint32_t k, double tol);

/* Whether x[0..n-1] (n >= k, n >= 2) has converged: the 95% half-width
 * of its mean is at most tol x the mean, and the mean of the last k is
 * within tol x the mean of the mean of all (no drift). A zero mean is
 * stable only when all are zero. */
bool sample_stable(const double *x, uint32_t n, uint32_t k, double tol);

/* The same test against the whole launch: x's mean is to predict units
 * more units after known (cycles or instructions) already measured; the
 * prediction has converged when units x the 95% half-width of the mean,
 * and units x the distance of the last k's mean from the mean, are both
 * at most tol x (known + units x mean), the predicted whole. With known
 * 0 it is sample_stable. A zero whole is stable only when all are zero. */
bool sample_stable_over(const double *x, uint32_t n, uint32_t k, double tol, double known,
                        double units);

#endif
