/* The sampling ACE layer (sample.h): beside the baseline dispatcher, it
 * measures windows of completed workgroups, holds the dispatch back once
 * they are stable, and ends the launch at the predicted cycle after the
 * driver ran the rest (sample_ff.c). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mech/sample/sample_priv.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* A launch too short to measure takes an identical launch's rate only
 * once two measurements in a row agreed (within the tolerance): the
 * first one alone is no rate to reuse (km at paper4 on M-SGPU: its first
 * compute launch after one of its kind ran 12% and 18% slower than the
 * next two, which took its rate, +4.32% against a bound of 1.59%). Then
 * REMEASURE times, then it is measured again; each measurement that
 * agrees with the last doubles the reuses before the next, up to
 * GAP_MAX; one that does not starts over (two must agree again). */
#define REMEASURE 2
#define GAP_MAX 16

sample_ace *sample_of(const cp *c) { return cp_ext_state(c, &sample_ace_ops); }

bool sample_pending(const cp *c)
{
    const sample_ace *s = sample_of(c);
    return s && ((cp_ext_launch(c) && s->state == SS_PENDING) || sample_copy_pending(s));
}

static int init(cp *c, const void *arg, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    sample_ace *s = xcalloc(1, sizeof *s, "sample ACE state");
    s->cfg = *(const sample_config *)gpu_mech_cfg_c(arg, &sample_mech); /* arg: the GPU's */
    s->gpus = ((const gpu_config *)arg)->gpus;
    sample_copy_init(s, arg);
    cp_ext_set_state(c, &sample_ace_ops, s);
    return 0;
}

static void fini(cp *c)
{
    sample_ace *s = sample_of(c);
    if (!s) return;
    for (uint32_t i = 0; i < s->nmemo; i++) free(s->memo[i].args);
    free(s->memo), free(s->wc), free(s->wi), free(s->scratch);
    sample_round_free(s);
    sample_copy_free(s);
    sample_exec_free(&s->exec);
    free(s);
    cp_ext_set_state(c, &sample_ace_ops, NULL);
}

/* ---- identical launches ----------------------------------------------------- */

/* The explicit arguments' bytes; for a similar launch (sim) with the
 * by-value ones zeroed (into s->scratch): what stays is the buffers (and
 * anything else passed by address), so launches of one kernel over the
 * same buffers whose scalars differ (bs's stage and pass) match. */
static void args_of(sample_ace *s, const amdgpu_dispatch *d, bool sim, const uint8_t **p,
                    uint32_t *n)
{
    const struct amdgpu_kernel *k = d->kernel;
    size_t ne = amdgpu_explicit_args(k);
    uint32_t end = 0;
    for (size_t i = 0; i < ne; i++)
        if (k->args[i].offset + k->args[i].size > end) end = k->args[i].offset + k->args[i].size;
    if (end > k->kernarg_size) end = k->kernarg_size;
    *p = d->kernarg, *n = d->kernarg ? end : 0;
    if (!sim || !*n) return;
    if (s->scratch_cap < *n) {
        free(s->scratch);
        s->scratch = xmalloc(*n, "sample args");
        s->scratch_cap = *n;
    }
    memcpy(s->scratch, d->kernarg, *n);
    for (size_t i = 0; i < ne; i++)
        if (k->args[i].kind == AMDGPU_ARG_BY_VALUE && k->args[i].offset < *n)
            memset(s->scratch + k->args[i].offset, 0,
                   k->args[i].offset + k->args[i].size > *n ? *n - k->args[i].offset
                                                            : k->args[i].size);
    *p = s->scratch;
}

/* A launch's identity for "what ran before it" (sim: as a similar
 * launch, its shape too): a 64-bit FNV-1a hash of what same() compares (a collision only
 * pairs a memo with the wrong predecessor, never with another launch:
 * same() compares the bytes). */
static uint64_t ident(sample_ace *s, const amdgpu_dispatch *d, bool sim)
{
    const uint8_t *a;
    uint32_t n;
    args_of(s, d, sim, &a, &n);
    uint64_t h = 1469598103934665603ull;
    uintptr_t k = (uintptr_t)d->kernel;
#define MIX(p, len)                                                                           \
    for (size_t i_ = 0; i_ < (len); i_++) h = (h ^ ((const uint8_t *)(p))[i_]) * 1099511628211ull
    MIX(&k, sizeof k);
    MIX(d->grid, sizeof d->grid);
    MIX(d->wg_size, sizeof d->wg_size);
    MIX(d->offset, sizeof d->offset);
    MIX(&d->group_size, sizeof d->group_size);
    MIX(a, n);
    if (sim) MIX(&s->shape, sizeof s->shape);
#undef MIX
    return h ? h : 1; /* 0: no launch before */
}

/* The same launch after the same launch: an identical launch's rate
 * depends on the caches it starts with, which the launch before leaves
 * (km paper4 on the R9 Nano: its first compute launch, after the swap
 * kernel, runs 7% faster than the ones after a compute launch; taking
 * its rate for those was km's -2.3% against a 2.1% bound). A similar
 * memo (m->sim) compares the arguments without their by-value bytes but
 * the shapes (sample_shape.c), and the predecessor's identity as a
 * similar launch. */
static bool same(sample_ace *s, const sample_memo *m, const amdgpu_dispatch *d)
{
    const uint8_t *a;
    uint32_t n;
    args_of(s, d, m->sim, &a, &n);
    return m->prev == (m->sim ? s->prev_sid : s->prev_id) && m->kernel == d->kernel &&
           !memcmp(m->grid, d->grid, sizeof m->grid) && !memcmp(m->wg, d->wg_size, sizeof m->wg) &&
           !memcmp(m->offset, d->offset, sizeof m->offset) && m->group_size == d->group_size &&
           m->nargs == n && (!n || !memcmp(m->args, a, n)) &&
           (!m->sim || (s->shape && m->shape == s->shape));
}

static sample_memo *find_memo(sample_ace *s, const amdgpu_dispatch *d, bool sim)
{
    for (uint32_t i = 0; i < s->nmemo; i++)
        if (s->memo[i].sim == sim && same(s, &s->memo[i], d)) return &s->memo[i];
    return NULL;
}

/* Remembers this launch's cycles and instructions per workgroup, as an
 * identical launch (sim false) or a similar one. */
static void remember(sample_ace *s, const amdgpu_dispatch *d, bool sim, double cpw, double ipw,
                     double half, uint32_t W)
{
    sample_memo *m = find_memo(s, d, sim);
    if (!m) {
        sample_memo z = {0};
        VEC_PUSH(s->memo, s->nmemo, s->memocap, z, "sample memo");
        m = &s->memo[s->nmemo - 1];
        const uint8_t *a;
        args_of(s, d, sim, &a, &m->nargs);
        m->args = xmalloc(m->nargs + 1, "sample memo args");
        if (m->nargs) memcpy(m->args, a, m->nargs);
        m->sim = sim, m->shape = sim ? s->shape : 0;
        m->kernel = d->kernel, m->group_size = d->group_size;
        m->prev = sim ? s->prev_sid : s->prev_id;
        m->gap = 0; /* not before a second measurement agrees */
        memcpy(m->grid, d->grid, sizeof m->grid), memcpy(m->wg, d->wg_size, sizeof m->wg);
        memcpy(m->offset, d->offset, sizeof m->offset);
    }
    else if (fabs(cpw - m->cpw) <= s->cfg.tolerance * m->cpw) /* it holds: measure less often */
        m->gap = !m->gap ? REMEASURE : m->gap * 2 > GAP_MAX ? GAP_MAX : m->gap * 2;
    else
        m->gap = 0;
    if (!m->lo || cpw < m->lo) m->lo = cpw;
    if (cpw > m->hi) m->hi = cpw;
    m->cpw = cpw, m->ipw = ipw, m->half_pw = half, m->W = W;
    m->uses = 0;
}

/* ---- the launch --------------------------------------------------------------- */

static void new_phase(sample_ace *s)
{
    s->phase_begun = false;
    s->seen = s->nw = s->nwi = 0;
    s->st.phases++;
}

static void start(cp *c)
{
    sample_ace *s = sample_of(c);
    s->state = SS_DETAIL;
    s->begun = s->fast_any = s->reusing = s->similar = s->marked = false;
    s->W = s->cfg.window;
    s->peak = 0;
    s->pred_fast = s->bound = 0;
    s->lag = 0;
    s->fast_wgs = 0;
    s->memo_ok = true;
    s->reused = -1;
    s->r_begun = s->r_off = s->r_multi = false;
    s->r_round = s->r_W = 0;
    s->r_shift = 0;
    s->st.launches++;
    new_phase(s);
    const amdgpu_dispatch *d = cp_ext_launch(c)->d;
    s->shape = s->cfg.reuse && s->cfg.similar ? sample_shape(&s->exec, cp_ext_launch(c)) : 0;
    s->cur_id = ident(s, d, false), s->cur_sid = ident(s, d, true);
    s->prior = 0;
    if (!s->cfg.reuse) return;
    /* an identical earlier launch; else (sample.similar) one over the
     * same buffers with other scalars */
    sample_memo *m = find_memo(s, d, false);
    bool sim = !m && s->cfg.similar;
    if (sim) m = find_memo(s, d, true);
    if (!m) return;
    uint64_t W = s->W ? s->W : m->W;
    /* within a round (sample.slice), a launch as long as the warm-up,
     * the windows and the drain is measured itself rather than reused */
    double slices = m->cpw * (double)cp_ext_wg_total(c) / (s->cfg.slice ? s->cfg.slice : 1);
    bool measurable = sample_round_eligible(s, c, W) &&
                      slices >= s->cfg.warmup + s->cfg.windows + 4;
    if (!measurable && cp_ext_wg_total(c) < (uint64_t)(s->cfg.warmup + s->cfg.windows + 1) * W) {
        /* too short to measure: all of it to the fast part, at the
         * earlier launch's rate, but in detail again after m->gap such
         * launches: identical launches differ with the caches they start
         * with, similar ones with their scalars too, and the spread
         * measured so is the bound (per workgroup), the tolerance at
         * least; the gap grows while they agree */
        if (m->uses >= m->gap) return;
        m->uses++;
        s->reusing = true;
        s->reused = (int32_t)(m - s->memo);
        s->similar = sim;
        s->cpw = m->cpw, s->ipw = m->ipw;
        s->half_pw = fmax(m->half_pw, m->hi - m->lo);
        s->W = (uint32_t)W;
        cp_ext_set_wg_limit(c, 0);
    } else /* measured as any launch, the earlier rate a shortcut to trust it */
        s->prior = m->cpw;
}

/* Converged, against the whole launch: the launch's predicted time (the
 * cycles measured since it began, and the rest at the windows' mean)
 * within the tolerance, and its instructions too (sample_stable_over):
 * a launch with much done needs fewer windows than one with much left.
 * With an identical earlier launch's rate (the prior): the minimum
 * windows agreeing with it are enough, and windows that converge
 * elsewhere must hold for four times as long (a launch starts with
 * whatever the caches hold, and after a fast part that is not what a
 * detailed run leaves: gd's second 1024-workgroup launch ran its first
 * windows twice as fast as the rest). Measured again because the same
 * launch may run at another rate later (km's second launch is 13% slower
 * than the next ones, its caches colder). */
enum { CONV_NO, CONV_OWN, CONV_PRIOR };
static int converged(const cp *c, const sample_ace *s, double mean)
{
    uint32_t k = s->cfg.windows;
    double tol = s->cfg.tolerance;
    double left = (double)(cp_ext_wg_total(c) - cp_ext_wg_done(c));
    double known = (double)(cp_ext_cycle(c) - s->start_cycle - s->lag);
    if (!sample_stable_over(s->wi, s->nwi, k, tol, (double)cp_ext_insts(c), left)) return CONV_NO;
    bool own = sample_stable_over(s->wc, s->nw, k, tol, known, left);
    if (s->prior > 0 && s->nw >= k &&
        left * fabs(mean - s->prior) <= tol * (known + left * s->prior))
        return own ? CONV_OWN : CONV_PRIOR;
    return own && (s->prior <= 0 || s->nw >= 4 * k) ? CONV_OWN : CONV_NO;
}

/* A change point: the last k windows agree among themselves but not with
 * the phase's mean: the earlier ones were a transient (a warm or cold
 * start); keep the last k only. */
static void drop_transient(sample_ace *s)
{
    uint32_t drop = sample_transient(s->wc, s->nw, s->cfg.windows, s->cfg.tolerance);
    if (!drop) return;
    memmove(s->wc, s->wc + drop, (s->nw - drop) * sizeof *s->wc);
    memmove(s->wi, s->wi + drop, (s->nwi - drop) * sizeof *s->wi);
    s->nw -= drop, s->nwi -= drop;
}

/* A window ended at the current tick: its measures, and the decision. */
static void window_end(cp *c, sample_ace *s, uint64_t done, uint64_t cyc)
{
    uint64_t n = done - s->win_done, insts = cp_ext_insts(c);
    double cpw = (double)(cyc - s->win_cycle) / (double)n;
    double ipw = (double)(insts - s->win_insts) / (double)n;
    s->win_done = done, s->win_cycle = cyc, s->win_insts = insts;
    if (++s->seen <= s->cfg.warmup) return;
    VEC_PUSH(s->wc, s->nw, s->wcap, cpw, "sample windows");
    VEC_PUSH(s->wi, s->nwi, s->wicap, ipw, "sample windows");
    drop_transient(s);
    /* the phase's windows: the estimate the rest is predicted from */
    sample_est e = sample_bound(s->wc, s->nw, 1, 0);
    int conv = converged(c, s, e.mean);
    if (conv == CONV_NO) return;
    uint64_t next = cp_ext_wg_next(c), total = cp_ext_wg_total(c);
    if (total - next < s->W) return; /* not a window left to gain */
    sample_est ei = sample_bound(s->wi, s->nwi, 1, 0);
    s->st.reused += conv == CONV_PRIOR;
    s->cpw = e.mean, s->half_pw = e.half * sample_series_widen(s->wc, s->nw), s->ipw = ei.mean;
    s->t_d = cyc, s->C = done, s->D = next;
    cp_ext_set_wg_limit(c, next);
    s->state = SS_DRAIN;
    cp_ext_trace_step(c, "sampling: stable, holding the rest for the fast part");
}

static void measure(cp *c, sample_ace *s)
{
    uint64_t done = cp_ext_wg_done(c), cyc = cp_ext_cycle(c);
    if (!s->phase_begun) {
        s->phase_begun = true;
        s->win_done = done, s->win_cycle = cyc, s->win_insts = cp_ext_insts(c);
    }
    if (!s->W) {
        /* occupancy: what was in flight at the last tick before the first
         * one came back (the rejected ones answered by then: every CU
         * full, the dispatcher idle) */
        if (done == s->win_done) {
            s->peak = cp_ext_wg_out(c);
            return;
        }
        s->W = s->peak ? (uint32_t)s->peak : 1;
    }
    if (done - s->win_done >= s->W) window_end(c, s, done, cyc);
}

static bool step(cp *c)
{
    sample_ace *s = sample_of(c);
    uint64_t cyc = cp_ext_cycle(c);
    if (!s->begun) {
        s->begun = true;
        s->start_cycle = cyc;
        if (s->reusing) { /* nothing dispatched: the fast part from here */
            s->t_d = s->t_e = cyc, s->C = s->D = 0;
            s->state = SS_PENDING;
            return true;
        }
    }
    switch (s->state) {
    case SS_DETAIL: measure(c, s); return false;
    case SS_DRAIN:
        if (cp_ext_wg_done(c) >= s->D && !cp_ext_wg_out(c)) {
            s->state = SS_PENDING; /* the engine runs dry; the driver takes over */
            s->t_e = cyc;
            return true;
        }
        return false;
    case SS_TAIL: /* the middle rounds ran functionally (sample_round.c) */
        if (cp_ext_wg_done(c) >= cp_ext_wg_total(c) && !cp_ext_wg_out(c)) {
            s->state = SS_END;
            s->t_r = cyc + (uint64_t)ceil(s->r_shift);
            if (s->t_r > cyc) cp_ext_wake_at(c, s->t_r);
            return true;
        }
        return false;
    case SS_RESUME:
        if (cyc < s->t_r) {
            cp_ext_wake_at(c, s->t_r);
            return false;
        }
        cp_ext_trace_step(c, "sampling: the fast part's predicted end");
        /* detail resumes late when the engine ran dry only after t_r
         * (other GPUs went on in detail while this one waited): the rest
         * of the launch runs that much later than a detailed run would
         * have run it, and its end counts without the wait */
        s->lag += cyc - s->t_r;
        s->state = SS_DETAIL;
        cp_ext_set_wg_limit(c, cp_ext_wg_total(c));
        cp_ext_trace_step(c, "sampling: phase change, detailed again");
        new_phase(s);
        return true;
    case SS_END:
        if (cyc < s->t_r) cp_ext_wake_at(c, s->t_r);
        else if (!s->marked) { /* traces: where the prediction ends the launch */
            s->marked = true;
            cp_ext_trace_step(c, "sampling: the fast part's predicted end");
        }
        return false;
    default: return false;
    }
}

static bool done(const cp *c)
{
    const sample_ace *s = sample_of(c);
    if (s->state == SS_END) return cp_ext_cycle(c) >= s->t_r;
    return s->state == SS_DETAIL || cp_ext_failed(c);
}

/* The launch's end: the predicted cycle when a fast part ran (and the
 * launch's record for the statistics and for identical launches). */
static uint64_t ended_at(const cp *c)
{
    sample_ace *s = sample_of(c);
    const cp_config *cfg = cp_ext_cfg(c);
    uint64_t period = eng_clock_hz(cfg->freq_hz).period;
    uint64_t end = (s->state == SS_END ? s->t_r : cp_ext_cycle(c)) - s->lag;
    uint64_t total = cp_ext_wg_total(c);
    uint64_t cycles = end - s->start_cycle;
    s->st.kernel_cycles += cycles;
    s->st.bound_cycles += (uint64_t)(s->bound + 0.5);
    s->st.fast_cycles += (uint64_t)(s->pred_fast + 0.5);
    s->st.sampled += s->fast_any;
    s->st.wg_fast += s->fast_wgs;
    s->st.wg_detail += total - s->fast_wgs;
    s->st.reused += s->reusing && s->fast_any; /* (measured ones: at the decision) */
    s->st.similar += s->reusing && s->fast_any && s->similar;
    /* a reused launch measured nothing new */
    if (total && !cp_ext_failed(c) && s->memo_ok && s->cfg.reuse && !s->reusing) {
        double half = s->fast_any ? s->bound / (double)total
                                  : s->cfg.tolerance * (double)cycles / (double)total;
        for (int sim = 0; sim <= (int)(s->cfg.similar && s->shape); sim++)
            remember(s, cp_ext_launch(c)->d, sim, (double)cycles / (double)total,
                     (double)cp_ext_insts(c) / (double)total, half, s->W);
    }
    s->prev_id = s->cur_id, s->prev_sid = s->cur_sid;
    return s->state == SS_END || s->lag ? end * period : cp_ext_now(c);
}

const cp_ace_ops sample_ace_ops = {.name = "sample", .init = init, .fini = fini, .start = start,
                                   .step = step, .done = done, .ended_at = ended_at,
                                   .copy_start = sample_copy_start,
                                   .copy_step = sample_copy_step};
