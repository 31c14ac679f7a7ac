/* The observers of a session (session.h): tracer, parallelism profile,
 * metrics registry, hang detector, progress line and interrupt check,
 * attached to the built platform from outside and detached before it is
 * freed.
 *
 * With o->watch, a runner in the driver (mgpu_set_runner) runs each
 * drain: eng_run at
 * full speed, then, if the queue ran dry with commands unanswered, a
 * hang detector made on the spot names the components holding work (it
 * costs the run nothing). The no-progress window (--hang-window) needs
 * the engine run in slices (the detector checks between them); the
 * progress line's fields are refreshed from a between hook. The window's
 * detector watches every port and task hook, which costs
 * 10-30% of the simulation's speed, so it is off unless asked for.
 * Slicing and hooks do not change the simulation: every result, and the
 * trace, is the same with and without them and for any thread count. */
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "components/mem/mem_util.h"
#include "engine/ranks.h"
#include "hooks/hang.h"
#include "hooks/metric.h"
#include "hooks/prof.h"
#include "hooks/progress.h"
#include "hooks/trace.h"
#include "driver/session.h"

struct session {
    const session_opts *o;
    mgpu *d;
    eng_engine *e;
    tracer *tr;
    prof *pf;
    metric_reg *mr;
    hang *hg;             /* the no-progress window (--hang-window) */
    char *drained;        /* the report of a drained queue with work held */
    progress *pg;
    eng_time slice;       /* ps per eng_run_until with the hang window */
    uint64_t wg0;         /* workgroups admitted when the drain began */
    uint64_t batches;     /* batches or windows, to refresh the progress fields */
    bool sig_hook;        /* on_batch_signal attached */
};

/* ---- the runner ---------------------------------------------------------- */

/* Workgroups the CUs of every GPU have taken so far. */
static uint64_t wgs_admitted(const platform *p)
{
    uint64_t n = 0;
    for (uint32_t g = 0; g < p->ngpus; g++)
        for (uint32_t i = 0; i < p->gpu[g]->cfg.cus; i++)
            n += cu_get_stats(p->gpu[g]->cu[i]).workgroups;
    return n;
}

static void show_progress(session *ob)
{
    uint64_t wg0 = ob->wg0;
    mgpu_progress_info pi = mgpu_progress(ob->d);
    if (!pi.launches) { /* a drain of copies */
        progress_field(ob->pg, "kernel", "-");
        progress_field(ob->pg, "drain", "copies %u/%u", pi.cmds_done, pi.cmds);
        progress_work(ob->pg, 0, 0);
        return;
    }
    progress_field(ob->pg, "kernel", "%s", pi.kernel ? pi.kernel : "-");
    progress_field(ob->pg, "drain", "launches %u/%u", pi.launches_done, pi.launches);
    uint64_t wg = wgs_admitted(mgpu_platform(ob->d)) - wg0;
    progress_work(ob->pg, wg < pi.workgroups ? wg : pi.workgroups, pi.workgroups);
}

static void first_line(char *err, size_t len, const char *rep)
{
    snprintf(err, len, "%.*s", (int)strcspn(rep, "\n"), rep);
}

/* After the queue ran dry with commands unanswered: which components hold
 * work. A detector made now attaches nothing the run paid for; its check
 * on the empty queue asks every component's describe. */
static int drained_check(session *ob, char *err, size_t len)
{
    mgpu_progress_info pi = mgpu_progress(ob->d);
    if (pi.cmds_done == pi.cmds || eng_pending(ob->e) || mgpu_mech_pending(ob->d))
        return 0; /* done, stopped early, or a launch waits for sampling's fast part */
    hang_config hc = hang_default_config();
    hang *h = hang_new(ob->e, &hc, NULL, 0);
    int rc = 0;
    if (h && hang_check(h) == HANG_DRAINED) {
        free(ob->drained);
        ob->drained = strdup(hang_report(h));
        first_line(err, len, hang_report(h));
        rc = -1;
    }
    hang_free(h); /* none holds work: the driver names the deadlock */
    return rc;
}

/* A between hook (attached before the progress line's, so its fields are
 * fresh when it draws): between batches or windows no event runs, so the
 * driver's and the CUs' counters may be read. Every 4096 of them: cheap. */
static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    session *ob = user;
    (void)ctx;
    if ((ob->batches++ & 4095) == 0)
        show_progress(ob);
}

/* A between hook (not a batch hook, which would keep the parallel engine
 * out of windows): a SIGINT or SIGTERM caught (o->interrupted, e.g.
 * tools/run_interrupt.c) stops the engine after this batch or window, so
 * no event is cut in two. */
static void on_batch_signal(void *user, const eng_hook_ctx *ctx)
{
    session *ob = user;
    (void)ctx;
    if (ob->o->interrupted())
        eng_stop(ob->e);
}

/* -1 with the message when a signal stopped the run. Over MPI ranks the
 * ranks agree (a collective: every rank calls this at the same points):
 * a signal sent to one rank stops the engine on all of them (eng_stop
 * crosses at the next exchange), so every rank must also take the same
 * way out, and one that caught nothing raises the signal on itself, so
 * that its tool reports the run as interrupted, as it would if the
 * signal had gone to every rank. */
static int interrupted(const session *ob, char *err, size_t len)
{
    int sig = ob->o->interrupted ? ob->o->interrupted() : 0;
    if (ob->o->interrupted && eng_ranks(ob->e) > 1) {
        uint64_t any = (uint64_t)sig;
        eng_rank_max(ob->e, &any, 1);
        if (any && !sig) {
            raise((int)any);
            sig = ob->o->interrupted() ? ob->o->interrupted() : (int)any;
        }
    }
    if (!sig)
        return 0;
    snprintf(err, len, "interrupted by %s", sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM"
                                                                                   : "a signal");
    return -1;
}

/* The drain's engine run (mgpu_run_fn): at full speed without the hang
 * window, else in slices with the window's check between them. */
static int obs_run(void *user, eng_engine *e, char *err, size_t len)
{
    session *ob = user;
    if (ob->pg) {
        ob->wg0 = wgs_admitted(mgpu_platform(ob->d));
        show_progress(ob);
    }
    if (interrupted(ob, err, len))
        return -1;
    bool limited = mgpu_limit_slice_end(ob->d, eng_now(e)) != ENG_TIME_NEVER;
    if (!ob->hg && !limited) {
        eng_run(e);
        mgpu_sync_ranks(ob->d); /* the answers drained_check reads */
        return interrupted(ob, err, len) ? -1 : drained_check(ob, err, len);
    }
    for (;;) {
        eng_time now = eng_now(e);
        eng_time end = mgpu_limit_slice_end(ob->d, now);
        if (ob->hg && ENG_TIME_NEVER - now > ob->slice && now + ob->slice < end)
            end = now + ob->slice;
        eng_run_until(e, end);
        if (interrupted(ob, err, len) || mgpu_limits_check(ob->d, err, len) < 0)
            return -1;
        if (ob->hg && hang_check(ob->hg) != HANG_NONE) {
            first_line(err, len, hang_report(ob->hg));
            return -1;
        }
        if (!eng_pending(e)) {
            mgpu_sync_ranks(ob->d);
            return drained_check(ob, err, len);
        }
    }
}

/* ---- start and finish ---------------------------------------------------- */

static void obs_free(session *ob)
{
    if (!ob)
        return;
    if (ob->d)
        mgpu_set_runner(ob->d, NULL, NULL);
    if (ob->pg)
        eng_hooks_detach(eng_between_hooks_of(ob->e), on_batch, ob);
    if (ob->sig_hook)
        eng_hooks_detach(eng_between_hooks_of(ob->e), on_batch_signal, ob);
    trace_close(ob->tr, NULL, 0); /* only on a failed start; finish closes it itself */
    prof_free(ob->pf);
    metric_free(ob->mr);
    hang_free(ob->hg);
    free(ob->drained);
    progress_free(ob->pg);
    free(ob);
}

static session *fail_start(session *ob, int *code, int c, char *err, size_t len,
                           const char *msg)
{
    snprintf(err, len, "%s", msg);
    *code = c;
    obs_free(ob);
    return NULL;
}

static int open_trace(session *ob, char *err, size_t len)
{
    const session_opts *o = ob->o;
    platform *p = mgpu_platform(ob->d);
    trace_config tc = trace_default_config();
    trace_source fab;
    tc.path = o->trace;
    tc.components = o->trace_filter;
    tc.kinds = o->trace_kinds;
    tc.from = o->trace_from;
    tc.to = o->trace_to == UINT64_MAX ? ENG_TIME_NEVER : o->trace_to;
    if (p->fab) { /* the fabric is a connection: an extra source */
        eng_conn *c = fabric_conn(p->fab);
        fab = (trace_source){&c->owner, fabric_hooks(p->fab), "fabric", c->clock.period};
        tc.extra = &fab;
        tc.nextra = 1;
    }
    ob->tr = trace_open(ob->e, &tc, err, len);
    if (ob->tr && !trace_components(ob->tr)) { /* the trace would be empty */
        snprintf(err, len, "--trace-filter '%s' matches no component (names are like "
                 "GPU[0].L2[1], GPU[0].CU[3], PCIe; patterns use * and ?)", o->trace_filter);
        return -1;
    }
    return ob->tr ? 0 : -1;
}

/* metric_set_reducer's sum over MPI ranks. */
static void sum_ranks(void *user, double *v, size_t n)
{
    eng_rank_sum_f64(user, v, n);
}

/* Every GPU's CUs, caches, DRAM channels, RDMA engine and mechanisms'
 * counters, then the fabric. */
static int add_metrics(metric_reg *r, const platform *p)
{
    int rc = 0;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        const gpu *u = p->gpu[g];
        for (uint32_t i = 0; i < u->cfg.cus; i++)
            rc |= metric_add_cu(r, u->cu[i]);
        for (uint32_t i = 0; i < u->cfg.cus; i++)
            rc |= metric_add_cache(r, u->l1v[i]);
        for (uint32_t i = 0; i < u->nsa; i++) {
            rc |= metric_add_cache(r, u->l1i[i]);
            rc |= metric_add_cache(r, u->l1s[i]);
        }
        /* bank by bank, each with its channel; with XCDs more banks than channels */
        for (uint32_t i = 0; i < u->nl2 || i < u->cfg.banks; i++) {
            if (i < u->nl2) rc |= metric_add_cache(r, u->l2[i]);
            if (i < u->cfg.banks && u->mall) rc |= metric_add_cache(r, u->mall[i]);
            if (i < u->cfg.banks) rc |= metric_add_dram(r, u->dram[i]);
        }
        if (u->rdma)
            rc |= metric_add_rdma(r, u->rdma);
        rc |= metric_add_mechs(r, u);
    }
    if (p->fab)
        rc |= metric_add_fabric(r, p->fab);
    return rc;
}

session *session_start(const session_opts *o, mgpu *d, int *code, char *err, size_t len)
{
    char e[ERR_LEN_NEST(3)];
    session *ob = calloc(1, sizeof *ob);
    if (!ob)
        return fail_start(NULL, code, SESSION_ERROR, err, len, "out of memory");
    ob->o = o;
    ob->d = d;
    ob->e = mgpu_platform(d)->e;
    bool ranks = eng_ranks(ob->e) > 1;
    if (o->trace && open_trace(ob, e, sizeof e) < 0) {
        char m[ERR_LEN_NEST(4)];
        if (ob->tr) /* opened, but the filter matched nothing */
            snprintf(m, sizeof m, "%s", e);
        else
            snprintf(m, sizeof m, "--trace %s: %s", o->trace, e);
        return fail_start(ob, code, SESSION_USAGE, err, len, m);
    }
    if (o->profile && !(ob->pf = prof_new(ob->e, e, sizeof e)))
        return fail_start(ob, code, SESSION_ERROR, err, len, e);
    if ((o->metrics || o->stats_csv) &&
        (!(ob->mr = metric_new()) || add_metrics(ob->mr, mgpu_platform(d)) < 0))
        return fail_start(ob, code, SESSION_ERROR, err, len, "out of memory");
    if (ob->mr && ranks) /* each component counted on its own rank */
        metric_set_reducer(ob->mr, sum_ranks, ob->e);
    if (o->watch && o->hang_window) { /* checked by the runner */
        hang_config hc = hang_default_config();
        hc.window = o->hang_window;
        hc.slice = o->hang_window / 4 ? o->hang_window / 4 : 1;
        hc.visible = mem_writes_memory; /* a spinning wave is no progress */
        hc.forward = mgpu_forward;      /* nor is a busy memory system alone */
        hc.forward_user = d;
        if (!(ob->hg = hang_new(ob->e, &hc, e, sizeof e)))
            return fail_start(ob, code, SESSION_ERROR, err, len, e);
        ob->slice = hc.slice;
    }
    /* over MPI ranks the line would show rank 0's GPUs only */
    bool show = o->watch && !ranks && (o->progress == SESSION_PROGRESS_ON ||
                           (o->progress == SESSION_PROGRESS_AUTO && isatty(STDERR_FILENO)));
    if (show) {
        progress_config pc = {.force = o->progress == SESSION_PROGRESS_ON};
        if (eng_hooks_attach(eng_between_hooks_of(ob->e), on_batch, ob) < 0)
            return fail_start(ob, code, SESSION_ERROR, err, len, "out of memory");
        if (!(ob->pg = progress_new(ob->e, &pc))) {
            eng_hooks_detach(eng_between_hooks_of(ob->e), on_batch, ob);
            return fail_start(ob, code, SESSION_ERROR, err, len, "out of memory");
        }
    }
    if (o->interrupted) {
        if (eng_hooks_attach(eng_between_hooks_of(ob->e), on_batch_signal, ob) < 0)
            return fail_start(ob, code, SESSION_ERROR, err, len, "out of memory");
        ob->sig_hook = true;
    }
    if (o->watch)
        mgpu_set_runner(d, obs_run, ob); /* at least the drained-queue check */
    return ob;
}

/* The text a writer function puts out, as a heap string (NULL on error). */
#define CAPTURE(out, call)                                               \
    do {                                                                 \
        size_t n_;                                                       \
        FILE *f_ = open_memstream(&(out), &n_);                          \
        if (f_) {                                                        \
            int rc_ = (call);                                            \
            if (fclose(f_) != 0 || rc_ != 0) {                           \
                free(out);                                               \
                (out) = NULL;                                            \
            }                                                            \
        }                                                                \
    } while (0)

static int collect_metrics(session *ob, session_out *r, char *err, size_t len)
{
    metric_reg *mr = ob->mr;
    eng_time now = eng_now(ob->e);
    eng_time period = eng_clock_hz(mgpu_platform(ob->d)->cfg.gpu.cu.freq_hz).period;
    metric_set(mr, "sim.time_ps", (double)now, false);
    metric_set(mr, "sim.cycles", (double)(now / period), false);
    metric_set(mr, "engine.events", (double)eng_events_run(ob->e), false);
    if (metric_collect(mr) < 0) {
        snprintf(err, len, "metrics: out of memory");
        return -1;
    }
    if (ob->o->metrics)
        r->metrics_json = metric_json(mr, !ob->o->stats_detail);
    if (!ob->o->stats_csv || eng_rank(ob->e)) /* over MPI ranks rank 0 writes */
        return 0;
    FILE *f = fopen(ob->o->stats_csv, "w");
    int rc = f ? metric_write_csv(mr, f) : -1;
    if (f && fclose(f) != 0)
        rc = -1;
    if (rc < 0)
        snprintf(err, len, "--stats-csv %s: cannot write", ob->o->stats_csv);
    return rc;
}

int session_finish(session *ob, session_out *r, char *err, size_t len)
{
    int rc = 0;
    memset(r, 0, sizeof *r);
    r->rank = eng_rank(ob->e);
    eng_describe_partitioning(ob->e, r->engine, sizeof r->engine);
    r->mech_json = mgpu_mech_json(ob->d);
    if (ob->drained)
        r->hang_report = strdup(ob->drained);
    else if (ob->hg && hang_report(ob->hg)[0])
        r->hang_report = strdup(hang_report(ob->hg));
    if (ob->pg)
        progress_finish(ob->pg);
    if (ob->pf) {
        prof_gather(ob->pf); /* over MPI ranks: on rank 0 */
        r->profile_json = prof_json(ob->pf);
        CAPTURE(r->profile_text, prof_write(ob->pf, f_));
    }
    if (ob->mr && collect_metrics(ob, r, err, len) < 0)
        rc = -1;
    if (ob->tr) {
        char e[ERR_LEN_NEST(3)];
        r->trace_records = trace_records(ob->tr);
        eng_rank_sum(ob->e, &r->trace_records, 1); /* over MPI ranks: each its own */
        if (trace_close(ob->tr, e, sizeof e) < 0 && !rc) {
            snprintf(err, len, "--trace %s: %s", ob->o->trace, e);
            rc = -1;
        }
        ob->tr = NULL;
    }
    /* over MPI ranks: rank 0's files are whole before any rank may exit
     * (an error exit ends the whole job) */
    uint64_t done = 1;
    eng_rank_max(ob->e, &done, 1);
    obs_free(ob);
    return rc;
}

void session_out_free(session_out *r)
{
    json_object_put(r->metrics_json);
    json_object_put(r->profile_json);
    json_object_put(r->mech_json);
    r->mech_json = NULL;
    free(r->profile_text);
    free(r->hang_report);
    r->metrics_json = r->profile_json = NULL;
    r->profile_text = r->hang_report = NULL;
}
