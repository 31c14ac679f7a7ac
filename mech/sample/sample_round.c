/* Sampling by slices of time (sample.slice; sample_priv.h): a launch whose
 * workgroups all fit on the GPU at once never completes the windows of
 * workgroups sample_ace.c measures before it is nearly over (km at
 * paper4 is one round of long workgroups, aes too), and one of a few
 * rounds completes them only near its end. Here the unit is time
 * instead: at every slice end (the driver stops the engine every
 * sample.slice cycles while sampling runs: gpu_mech_run.slice_end, so
 * every thread count sees the same state) the GPU's instruction rate
 * over the slice, summed over the CUs its CP dispatches to, is one
 * window. After the warm-up, once the windows' rate is stable
 * (sample_stable: the 95% half-width of the mean and the last windows'
 * drift within the tolerance; a change point drops a transient, as with
 * workgroup windows):
 *
 * Within a round (every workgroup on a CU), the CUs hold the launch's
 * waves before their next instruction. At the next slice ends, once
 * none of those waves has memory in flight (their registers are then
 * what the semantics made them), they run to their ends functionally
 * from where they stand, all interleaved on their own records
 * (sample_exec_held), and the CUs end their workgroups
 * (cu_ext_wg_end_now).
 *
 * Several rounds (a workgroup done while others wait for a CU): the
 * windows begin once the first round is done and must span a round of
 * completions; once stable, at that slice end, the middle rounds (whole
 * rounds of the workgroups in flight, of those not dispatched: all but
 * a part-round) run functionally and the CP counts them done
 * (run_middle). Nothing is held: the workgroups in flight go on in
 * detail (none reads what another writes: no global atomics), and they
 * and the part-round left time the launch's tail.
 *
 * Prediction: the rest's instructions I at the measured rate r. Within
 * a round the launch ends at t_d + I / r, t_d the decision; several
 * rounds, at its detailed end plus I / r. Bound (95%): I x the rate's
 * t-interval half-width / r^2 (the first-order error of I / r), plus a
 * slice; within a round plus the CU with the most left (the launch ends
 * with its last CU), several rounds plus I x the last windows' drift /
 * r^2. The half-width is widened for the windows' autocorrelation
 * (sample_series_widen). Where it may not run: sample_round_eligible,
 * with the measured reasons. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_code.h"
#include "components/cu/cu_ext.h"
#include "components/gpu/gpu.h"
#include "engine/engine.h"
#include "mech/sample/sample_priv.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* A window's rate stands for the GPU's only when it counts this many
 * instructions or more (sqrt(n) noise of about 3%); a sparser window
 * (gd over four GPUs of 4 CUs: 18 in a slice of 300 cycles, every window
 * the same count and the interval 0) starts the series over, and the
 * launch is left to the windows of workgroups (sample_ace.c). */
#define MIN_WINDOW_INSTS 1000

/* The CUs GPU g's CP dispatches to: its own, or on U-MGPU (one CP over
 * every GPU's CUs) all of them, GPU by GPU. */
static uint32_t ncus(const platform *p, uint32_t g)
{
    bool all = p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1;
    uint32_t n = 0;
    for (uint32_t h = all ? 0 : g; h < (all ? p->ngpus : g + 1); h++) n += p->gpu[h]->cfg.cus;
    return n;
}

static cu *cu_of(const platform *p, uint32_t g, uint32_t i)
{
    bool all = p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1;
    for (uint32_t h = all ? 0 : g; h < p->ngpus; h++) {
        if (i < p->gpu[h]->cfg.cus) return p->gpu[h]->cu[i];
        i -= p->gpu[h]->cfg.cus;
    }
    return NULL;
}

static void freeze(const platform *p, uint32_t g, const cu_launch *l)
{
    for (uint32_t i = 0, m = ncus(p, g); i < m; i++) sample_cu_freeze(cu_of(p, g, i), l);
}

/* The held waves issue again (those left on the CUs go on in detail). */
static void thaw(const platform *p, uint32_t g)
{
    freeze(p, g, NULL);
    for (uint32_t i = 0, m = ncus(p, g); i < m; i++) cu_ext_wake(cu_of(p, g, i));
}

void sample_round_free(sample_ace *s)
{
    free(s->rw), free(s->rd);
    s->rw = NULL, s->rd = NULL;
    s->rdcap = 0;
    s->nrw = s->rwcap = 0;
}

/* ---- measuring ---------------------------------------------------------- */

bool sample_round_eligible(const sample_ace *s, const cp *c, uint64_t W)
{
    const cu_launch *l = cp_ext_launch(c);
    /* One GPU only: over several the fabric's and the other GPUs' queues
     * build up over far longer than the windows (at paper4, within a
     * round: aes on U-MGPU -78%, km -46%; on D-MGPU km's compute launches
     * start slow for longer than the warm-up and the windows, +37%), and
     * one GPU's middle rounds skipped leave the others a fabric and
     * memories it no longer loads (mt of 256 workgroups per GPU on four
     * GPUs of 4 CUs: +22% alone, +14% with the GPUs deciding together;
     * docs/sampling.md, the eighth pass). No global atomics (nor a kernel
     * whose code is not known): workgroups that wait for each other (a
     * lock, a flag) run at a rate their first windows do not show (the
     * sync workloads at their default sizes on the R9 Nano: atm -31%, nw
     * +31%); and the middle rounds run beside workgroups in flight. */
    return s->cfg.slice && s->gpus <= 1 && l && l->code && !cu_code_atomics(l->code) &&
           (!W || cp_ext_wg_total(c) <= W);
}

/* A slice ended at cycle cyc in the launch's detail: one window of its
 * rate, and the decision: within a round the waves held; true: several
 * rounds, the middle to run now. */
static bool measure(platform *p, uint32_t g, cp *c, sample_ace *s, uint64_t cyc)
{
    if (!sample_round_eligible(s, c, 0)) {
        s->r_off = true;
        return false;
    }
    /* several rounds: a workgroup done while others wait for a CU. The
     * windows begin once the first round's workgroups are done (the first
     * round starts all at once, the later ones as CUs free up) */
    uint64_t next = cp_ext_wg_next(c), total = cp_ext_wg_total(c), done = cp_ext_wg_done(c);
    if (!s->r_multi && done > 0 && next < total) {
        s->r_multi = true, s->r_round = next;
        s->r_begun = false;
    }
    if (s->r_multi && done < s->r_round) return false;
    uint64_t insts = 0;
    for (uint32_t i = 0, n = ncus(p, g); i < n; i++)
        insts += cu_get_stats(cu_of(p, g, i)).instructions;
    if (!s->r_begun) {
        s->r_begun = true, s->r_seen = 0, s->nrw = 0;
    } else if (cyc > s->r_cycle && ++s->r_seen > s->cfg.warmup + 1) {
        /* (the first window is a part of a slice and the GPU filling up) */
        double rate = (double)(insts - s->r_insts) / (double)(cyc - s->r_cycle);
        if (insts - s->r_insts < MIN_WINDOW_INSTS) s->nrw = 0;
        else {
            uint32_t n = s->nrw;
            VEC_PUSH(s->rw, s->nrw, s->rwcap, rate, "sample rate windows");
            VEC_PUSH(s->rd, n, s->rdcap, s->r_done, "sample rate windows");
        }
        uint32_t drop = sample_transient(s->rw, s->nrw, s->cfg.windows, s->cfg.tolerance);
        if (drop) {
            memmove(s->rw, s->rw + drop, (s->nrw - drop) * sizeof *s->rw);
            memmove(s->rd, s->rd + drop, (s->nrw - drop) * sizeof *s->rd);
            s->nrw -= drop;
        }
    }
    s->r_cycle = cyc, s->r_insts = insts, s->r_done = done;
    if (s->nrw < s->cfg.windows || !sample_stable(s->rw, s->nrw, s->cfg.windows, s->cfg.tolerance))
        return false;
    if (cp_ext_failed(c) || done >= total) return false;
    if (s->r_multi) {
        /* the middle rounds to the fast part: of those not dispatched,
         * whole rounds of the workgroups in flight; the part-round left
         * runs in detail after the workgroups in flight, as it would
         * have, and they time the tail themselves (modelled instead,
         * the tail had been 10% to 22% long: docs/sampling.md) */
        uint64_t W = cp_ext_wg_out(c);
        if (!W || (total - next) / W < 1) {
            s->r_off = true; /* too few rounds left to gain */
            return false;
        }
        /* the windows span a round of workgroups done at least: a round's
         * phases (mt's loads, barrier and stores, all its workgroups in
         * step) are in its rate, not the slices' that caught one of them
         * (mt at paper4 on M-SGPU: 11% short) */
        if (done - s->rd[0] < W) return false;
        /* nor is a launch predicted from less than 1 / sample.extrapolate
         * of it: its first rounds may run slower for longer than its
         * windows take to be stable, and the middle's time scales what
         * they saw (mt at 8K and 16K on the R9 Nano, 64 and 256 rounds,
         * its first four or so slower: +7.3% and +10.3% outside the
         * bounds from a round of windows; +1.3% and +4.5% within them
         * from a sixteenth) */
        if (s->cfg.extrapolate && (done - s->rd[0]) * s->cfg.extrapolate < total) return false;
        s->r_W = W;
        return true;
    }
    if (next < total)
        return false; /* (one round: every workgroup on a CU, nothing to hold back at the CP) */
    s->t_d = cyc;
    freeze(p, g, cp_ext_launch(c));
    s->state = SS_FREEZE;
    cp_ext_trace_step(c, "sampling: stable within a round, holding the waves for the fast part");
    return false;
}

/* ---- the rest ------------------------------------------------------------- */

/* Whether the held waves have nothing in flight (NULL: yes); a wave at a
 * grid barrier (which the fast part cannot wait at) sets *gws. */
static bool drained(const platform *p, uint32_t g, const cu_launch *l, bool *gws)
{

    for (uint32_t i = 0, m = ncus(p, g); i < m; i++) {
        cu *u = cu_of(p, g, i);
        for (uint32_t gi = 0; gi < cu_ext_wg_cap(u); gi++) {
            cu_ext_wg e = cu_ext_wg_at(u, gi);
            if (!e.running || e.launch != l) continue;
            for (uint32_t k = 0; k < e.nwaves; k++) {
                if (cu_ext_wave_state(u, e.wave[k]) == WS_GWS) *gws = true;
                if (cu_ext_wave_out(u, e.wave[k])) return false;
            }
        }
    }
    return true;
}

static int fail(cp *c, sample_ace *s, const char *err, uint64_t cyc)
{
    cp_ext_fail(c, err);
    s->state = SS_END;
    s->t_r = cyc;
    cp_ext_wake_at(c, cyc);
    return -1;
}

/* The windows' rate: its mean, and the half-width of the mean widened
 * for the windows' autocorrelation (the stated bounds'). */
static sample_est rate_of(const sample_ace *s)
{
    sample_est e = sample_bound(s->rw, s->nrw, 1, 0);
    e.half *= sample_series_widen(s->rw, s->nrw);
    return e;
}

/* Several rounds, at the slice end of the decision: the middle rounds
 * (of the workgroups not dispatched, whole rounds of those in flight;
 * the part-round left after them) run on mem and the CP counts them
 * done, while the workgroups in flight go on in detail; the launch ends
 * the middle's instructions at the measured rate after its detailed end.
 * Until the eighth pass (docs/sampling.md) the CUs held the waves in
 * flight until their memory drained, the held cycles standing for the
 * middle's first; the hold is no part of a detailed run (mt at paper4 on
 * the R9 Nano: -2.85% held, +0.11% not; on D-MGPU gd's held 32000 to
 * 112000 cycles of gathers). */
static int run_middle(cp *c, sample_ace *s, const sample_mem *mem, uint64_t cyc)
{
    const cu_launch *l = cp_ext_launch(c);
    char err[ERR_LEN];
    sample_est e = rate_of(s);
    uint64_t next = cp_ext_wg_next(c), left = cp_ext_wg_total(c) - next;
    uint64_t F = left / s->r_W * s->r_W, I = 0; /* (measure: at least a round) */
    /* the L2 left as the detailed part left it, as within a round: the
     * middle's lines in its order took the lines the workgroups in
     * flight go on with (sc at paper4 on M-SGPU: +3.5%, +2.1% without) */
    *mem->touch = false;
    int rc = sample_exec_run(&s->exec, l, next, F, mem, &I, err, sizeof err);
    *mem->touch = true;
    if (rc) return fail(c, s, err, cyc);
    s->state = SS_TAIL;
    cp_ext_wg_skip(c, F, I);
    double pred = e.mean > 0 ? (double)I / e.mean : 0;
    /* the bound: the rate's interval, and its drift over the last
     * windows (a launch whose rate moves as it goes) */
    uint32_t k = s->cfg.windows < s->nrw ? s->cfg.windows : s->nrw;
    double recent = 0;
    for (uint32_t i = s->nrw - k; i < s->nrw; i++) recent += s->rw[i] / k;
    double half = e.mean > 0 ? (double)I * (e.half + fabs(recent - e.mean)) / (e.mean * e.mean)
                             : 0;
    s->r_shift = pred;
    s->fast_wgs += F;
    s->st.mid_rounds++;
    sample_fast_count(s, mem, pred, half + s->cfg.slice, I);
    cp_ext_trace_step(c, "sampling: stable; the middle rounds ran functionally, the rest in detail");
    return 0;
}

/* The rest, run on mem: the held workgroups from where they stand, CU by
 * CU, then those not dispatched; the predicted end and its bound. */
static int run_rest(platform *p, uint32_t g, cp *c, sample_ace *s, const sample_mem *mem,
                    uint64_t cyc)
{
    const cu_launch *l = cp_ext_launch(c);
    char err[ERR_LEN];
    uint32_t n = ncus(p, g);
    sample_est e = rate_of(s);
    /* the held waves, CU by CU, and their workgroups */
    sample_held *h = NULL;
    uint32_t nh = 0, hcap = 0, nwg = 0, wgcap = 0;
    struct hwg { cu *u; uint32_t gi, cu_i; } *wg = NULL;
    for (uint32_t i = 0; i < n; i++) {
        cu *u = cu_of(p, g, i);
        for (uint32_t gi = 0; gi < cu_ext_wg_cap(u); gi++) {
            cu_ext_wg w = cu_ext_wg_at(u, gi);
            if (!w.running || w.launch != l) continue;
            for (uint32_t k = 0; k < w.nwaves; k++) {
                enum cu_wave_state st = cu_ext_wave_state(u, w.wave[k]);
                sample_held x = {cu_ext_wave_regs_rw(u, w.wave[k]), nwg,
                                 st == WS_BARRIER ? W_BARRIER : st >= WS_ENDED ? W_DONE : W_RUN,
                                 0};
                VEC_PUSH(h, nh, hcap, x, "sample held waves");
            }
            struct hwg y = {u, gi, i};
            VEC_PUSH(wg, nwg, wgcap, y, "sample held workgroups");
        }
    }
    uint64_t *wg_insts = xcalloc(nwg + 1, sizeof *wg_insts, "sample held counts");
    /* the held waves leave the L2 as the detailed part left it (their
     * writes land in lines already cached, or below): see the top */
    *mem->touch = false;
    int rc = sample_exec_held(&s->exec, l, h, nh, nwg, mem, wg_insts, err, sizeof err);
    *mem->touch = true;
    uint64_t I = 0, most = 0, mine = 0; /* most: one CU's largest rest */
    uint32_t busy = 0;                    /* CUs that held some */
    for (uint32_t k = 0; k < nwg; k++) {
        if (!rc) cu_ext_wg_end_now(wg[k].u, wg[k].gi, wg_insts[k]);
        I += wg_insts[k], mine += wg_insts[k];
        if (k + 1 == nwg || wg[k + 1].cu_i != wg[k].cu_i) {
            busy++;
            if (mine > most) most = mine;
            mine = 0;
        }
    }
    free(h), free(wg), free(wg_insts);
    freeze(p, g, NULL);
    if (rc) return fail(c, s, err, cyc);
    /* (one round: every workgroup was on a CU, none is left to run) */
    double pred = e.mean > 0 ? (double)I / e.mean : 0;
    double half = e.mean > 0 ? (double)I * e.half / (e.mean * e.mean) : 0;
    /* the CU with the most left ends last: at the GPU's rate shared by
     * the CUs that held some, (most - their mean) x those CUs / rate
     * after the mean; in the bound only (aes's CUs run one after
     * another, at the GPU's rate, to its end) */
    if (e.mean > 0) half += fmax(0, (double)most * busy - (double)I) / e.mean;
    /* and the resolution: the rate is known at slice ends, the rest's end
     * (its last answers, the CP's) not at all: a slice */
    half += s->cfg.slice;
    uint64_t t_r = s->t_d + (uint64_t)ceil(pred);
    s->t_r = t_r > cyc ? t_r : cyc;
    s->t_e = cyc;
    s->st.in_round++;
    sample_fast_count(s, mem, pred, half, I);
    s->state = SS_END;
    cp_ext_trace_step(c, "sampling: the rest ran functionally; waiting for the predicted end");
    cp_ext_wake_at(c, s->t_r);
    return 0;
}

bool sample_round_step(platform *p, uint32_t g)
{
    cp *c = p->gpu[g]->cp;
    sample_ace *s = c ? sample_of(c) : NULL;
    if (!s || !s->cfg.slice || s->r_off || !cp_ext_launch(c) || !s->begun || s->reusing)
        return false;
    uint64_t cyc = eng_now(p->e) / eng_clock_hz(cp_ext_cfg(c)->freq_hz).period;
    if (s->state == SS_DETAIL && !cp_ext_failed(c)) return measure(p, g, c, s, cyc);
    if (s->state != SS_FREEZE) return false;
    bool gws = false;
    if (!drained(p, g, cp_ext_launch(c), &gws)) return false;
    if (gws) { /* the fast part cannot wait at a grid barrier: detail again */
        thaw(p, g);
        s->r_off = true;
        s->state = SS_DETAIL;
        return false;
    }
    return true;
}

void sample_round_rest(platform *p, uint32_t g, const sample_mem *mem)
{
    cp *c = p->gpu[g]->cp;
    sample_ace *s = sample_of(c);
    uint64_t cyc = eng_now(p->e) / eng_clock_hz(cp_ext_cfg(c)->freq_hz).period;
    if (s->r_multi) (void)run_middle(c, s, mem, cyc);
    else (void)run_rest(p, g, c, s, mem, cyc);
}
