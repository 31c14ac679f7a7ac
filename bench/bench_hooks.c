/* Hooks benchmark: what the hooks cost on a memory model (requesters ->
 * L1 -> L2 -> DRAM, the hooks tests' shape, 16 requesters).
 *
 * "Off" is what every run pays: each task hook call site in the caches
 * and DRAM is one pointer test (trace_hook.h). It is measured as
 *   sites executed in the run (counted by a hook in a separate run)
 *   x the cost of one not-taken site (a micro-benchmark in this process)
 *   / the run's time with nothing attached,
 * since a build without the sites cannot run in the same process. The
 * bar is < 2%. "On" ratios (tracer writing to /dev/null, parallelism
 * profile, hang detector, metrics) are timed against the same run with
 * nothing attached, in this one process, as bench/alternate.h says
 * (warm-up, rotating rounds, medians with min-max; every mode must end
 * the model in the same state: simulated time and answers).
 *
 *   bench_hooks [threads]     default: serial engine */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/alternate.h"
#include "components/cache/cache.h"
#include "components/dram/dram.h"
#include "components/mem/mem_util.h"
#include "hooks/hang.h"
#include "hooks/metric.h"
#include "hooks/prof.h"
#include "hooks/trace.h"
#include "hooks/trace_hook.h"

#define NREQ 16
#define REPEAT 5

typedef struct rq {
    eng_comp comp;
    eng_port *port, *dst;
    uint64_t base, issued, answered, count;
    uint32_t out;
    mem_req *pending;
} rq;

static bool rq_tick(eng_comp *c)
{
    rq *q = (rq *)c;
    bool progress = false;
    mem_rsp *r;
    while ((r = (mem_rsp *)eng_port_retrieve(q->port))) {
        q->answered++;
        q->out--;
        free(r);
        progress = true;
    }
    while (q->out < 8 && (q->pending || q->issued < q->count)) {
        mem_req *m = q->pending;
        if (!m) {
            uint64_t k = q->issued++;
            m = mem_req_new(MEM_READ, q->base + (k * 7919 % 4096) * 64, 4);
            m->hdr.dst = q->dst;
        }
        q->pending = eng_port_send(q->port, &m->hdr) ? m : NULL;
        if (q->pending)
            break;
        q->out++;
        progress = true;
    }
    return progress;
}

static const eng_comp_ops rq_ops = {.kind = "bench_rq", .tick = rq_tick};

typedef struct model {
    rq q[NREQ];
    cache *l1[NREQ], *l2;
    dram *d;
    eng_conn *conn[NREQ + 2];
} model;

static void build(eng_engine *e, model *m)
{
    char name[32], err[256];
    eng_clock clk = eng_clock_hz(1000000000);
    cache_config l1c = cache_l1v_default_config(), l2c = cache_l2_default_config();
    dram_config dc = dram_default_config();
    memset(m, 0, sizeof *m);
    for (int i = 0; i < NREQ; i++) {
        snprintf(name, sizeof name, "RQ[%d]", i);
        eng_comp_init(&m->q[i].comp, e, name, &rq_ops, clk);
        m->q[i].port = eng_port_new(&m->q[i].comp, "Port", 4, 4);
        m->q[i].base = (uint64_t)(i + 1) << 20;
        m->q[i].count = 4000;
        snprintf(name, sizeof name, "L1[%d]", i);
        m->l1[i] = cache_build(e, &l1c, name, err, sizeof err);
    }
    m->l2 = cache_build(e, &l2c, "L2", err, sizeof err);
    m->d = dram_build(e, &dc, "DRAM", err, sizeof err);
    if (!m->l2 || !m->d) {
        fprintf(stderr, "bench_hooks: %s\n", err);
        exit(1);
    }
    eng_conn *up = eng_direct_new(e, "L1-L2", clk), *down = eng_direct_new(e, "L2-DRAM", clk);
    eng_port *l2top = cache_top_port(m->l2, 0), *dp = dram_port(m->d);
    for (int i = 0; i < NREQ; i++) {
        m->conn[i] = eng_direct_new(e, "RQ-L1", clk);
        eng_conn_plug(m->conn[i], m->q[i].port);
        eng_conn_plug(m->conn[i], cache_top_port(m->l1[i], 0));
        m->q[i].dst = cache_top_port(m->l1[i], 0);
        eng_conn_plug(up, cache_bottom_port(m->l1[i]));
        cache_set_lower(m->l1[i], &l2top, 1, NULL, err, sizeof err);
        eng_comp_wake(&m->q[i].comp);
    }
    eng_conn_plug(up, l2top);
    eng_conn_plug(down, cache_bottom_port(m->l2));
    eng_conn_plug(down, dp);
    cache_set_lower(m->l2, &dp, 1, NULL, err, sizeof err);
    m->conn[NREQ] = up;
    m->conn[NREQ + 1] = down;
}

static void teardown(model *m)
{
    for (int i = 0; i < NREQ + 2; i++)
        eng_conn_destroy(m->conn[i]);
    for (int i = 0; i < NREQ; i++) {
        free(m->q[i].pending);
        eng_comp_fini(&m->q[i].comp);
        cache_destroy(m->l1[i]);
    }
    cache_destroy(m->l2);
    dram_destroy(m->d);
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

enum mode { OFF, COUNT_SITES, TRACE, PROFILE, HANG, METRICS };

static void count_site(void *user, const eng_hook_ctx *ctx)
{
    if (ctx->pos >= TRACE_POS_TASK_START && ctx->pos <= TRACE_POS_COUNTER)
        __atomic_fetch_add((uint64_t *)user, 1, __ATOMIC_RELAXED);
}

/* One run in this mode: its wall time; *sites for COUNT_SITES; *digest
 * of where the model ended (simulated time, answers per requester). */
static double run_once(int threads, enum mode mode, uint64_t *sites, uint64_t *digest)
{
    eng_engine *e = eng_create(&(eng_config){.threads = threads, .seed = 1}, NULL, 0);
    model *m = malloc(sizeof *m);
    build(e, m);
    tracer *t = NULL;
    prof *p = NULL;
    hang *h = NULL;
    metric_reg *mr = NULL;
    uint64_t n = 0;
    if (mode == COUNT_SITES)
        for (size_t id = 0; id < eng_owner_count(e); id++) {
            eng_owner *o = eng_owner_at(e, id);
            if (o && o->kind == ENG_OWNER_COMPONENT)
                eng_hooks_attach(&((eng_comp *)o)->hooks, count_site, &n);
        }
    if (mode == TRACE) {
        trace_config tc = trace_default_config();
        tc.path = "/dev/null";
        t = trace_open(e, &tc, NULL, 0);
    }
    if (mode == PROFILE)
        p = prof_new(e, NULL, 0);
    if (mode == HANG)
        h = hang_new(e, &(hang_config){0}, NULL, 0);
    if (mode == METRICS) {
        mr = metric_new();
        metric_watch_ports(mr, e, NULL);
    }
    double t0 = now_s();
    if (h)
        hang_run(h, ENG_TIME_NEVER);
    else
        eng_run(e);
    double wall = now_s() - t0;
    if (sites)
        *sites = n;
    eng_time end = eng_now(e);
    uint64_t d = alt_fnv(ALT_FNV_INIT, &end, sizeof end);
    for (int i = 0; i < NREQ; i++) d = alt_fnv(d, &m->q[i].answered, sizeof m->q[i].answered);
    *digest = d;
    trace_close(t, NULL, 0);
    prof_free(p);
    hang_free(h);
    metric_free(mr);
    teardown(m);
    free(m);
    eng_destroy(e);
    return wall;
}

/* The modes alt_measure compares: configuration i runs measured[i]. */
static const enum mode measured[] = {OFF, TRACE, PROFILE, HANG, METRICS};
static const char *const measured_name[] = {"nothing attached", "tracer -> /dev/null",
                                            "parallelism profile", "hang detector",
                                            "port traffic metrics"};

static double run_mode(void *ctx, int c, uint64_t *digest)
{
    return run_once(*(const int *)ctx, measured[c], NULL, digest);
}

/* ns per not-taken hook site: the site against an empty loop. */
static double site_ns(void)
{
    eng_comp c;
    memset(&c, 0, sizeof c);
    eng_comp *volatile vc = &c;
    const long n = 200000000;
    double best_site = 1e30, best_empty = 1e30;
    for (int r = 0; r < REPEAT; r++) {
        double t0 = now_s();
        for (long i = 0; i < n; i++) {
            eng_comp *x = vc;
            trace_task_step(x, (uint64_t)i, "req", "hit");
        }
        double t1 = now_s();
        for (long i = 0; i < n; i++) {
            eng_comp *x = vc;
            (void)x;
        }
        double t2 = now_s();
        best_site = t1 - t0 < best_site ? t1 - t0 : best_site;
        best_empty = t2 - t1 < best_empty ? t2 - t1 : best_empty;
    }
    double d = (best_site - best_empty) / (double)n * 1e9;
    return d > 0 ? d : 0;
}

int main(int argc, char **argv)
{
    int threads = argc > 1 ? atoi(argv[1]) : ENG_THREADS_SERIAL;
    enum { NMODE = sizeof measured / sizeof measured[0] };
    alt_result r[NMODE];
    alt_spec spec = {NMODE, measured_name, REPEAT};
    if (alt_measure(&spec, run_mode, &threads, r) < 0) return 1;
    uint64_t sites = 0, digest;
    run_once(threads, COUNT_SITES, &sites, &digest);
    double ns = site_ns();
    double off = r[0].median, off_cost = (double)sites * ns * 1e-9 / off;
    printf("bench_hooks: memory model, %d requesters x 4000 reads, %s; "
           "%d rounds after a warm-up, median (min-max)\n",
           NREQ, threads ? "parallel engine" : "serial engine", REPEAT);
    printf("  %-22s  %7.3f s (%.3f-%.3f)\n", measured_name[0], off, r[0].min, r[0].max);
    printf("  hooks off: %llu task hook sites x %.3f ns = %.3f%% of the run (bar: < 2%%) %s\n",
           (unsigned long long)sites, ns, 100 * off_cost, off_cost < 0.02 ? "ok" : "OVER");
    for (int i = 1; i < NMODE; i++)
        printf("  %-22s  %7.3f s (%.3f-%.3f)  x%.3f\n", measured_name[i], r[i].median, r[i].min,
               r[i].max, r[i].median / off);
    return off_cost < 0.02 ? 0 : 1;
}
