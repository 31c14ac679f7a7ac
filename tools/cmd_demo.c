/* mgsim demo: runs the synthetic traffic platform (synth/synth.h) on
 * the engine and prints a summary. It shows the engine at work before any
 * GPU model is involved, and that the digests do not change with the
 * thread count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "synth/synth.h"
#include "hooks/metric.h"
#include "hooks/prof.h"
#include "tools/cmd.h"
#include "tools/opt.h"
#include "util/err.h"

static void demo_usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim demo [options]\n"
            "  --threads N      parallel engine with N workers (default: physical cores)\n"
            "  --serial         the serial engine\n"
            "  --nodes N        synthetic nodes (default 256; groups of 8, one link per 16)\n"
            "  --cycles N       cycles during which nodes send (default 2000)\n"
            "  --send-pct P     chance a node sends in a cycle (default 30)\n"
            "  --work N         busy-work iterations per tick (default 0)\n"
            "  --seed S         global seed (default 1)\n"
            "  --stats FILE     write the summary as JSON (hooks/metric.h keys)\n"
            "  --parallelism-profile  print how many events run per (time, phase)\n");
}

/* --stats: the summary as metrics JSON (deterministic: no host times). */
static int write_stats(const char *path, eng_engine *e, const synth_config *sc,
                       const synth_stats *s, uint64_t events)
{
    metric_reg *r = metric_new();
    FILE *f = fopen(path, "w");
    int rc = r && f ? 0 : -1;
    if (!rc) {
        metric_set(r, "sim.time_ps", (double)eng_now(e), false);
        metric_set(r, "sim.cycles", (double)(eng_now(e) / 1000), false);
        metric_set(r, "engine.events", (double)events, true);
        metric_set(r, "demo.nodes", sc->nodes, false);
        metric_set(r, "demo.sent", (double)s->sent, true);
        metric_set(r, "demo.received", (double)s->received, true);
        metric_set(r, "demo.send_stalls", (double)s->send_stalls, true);
        metric_set(r, "demo.state_digest_low32", (double)(s->state_digest & 0xffffffffu), false);
        rc = metric_collect(r) || metric_write_json(r, f) ? -1 : 0;
    }
    if (f && fclose(f))
        rc = -1;
    metric_free(r);
    if (rc)
        fprintf(stderr, "mgsim demo: cannot write stats to '%s'\n", path);
    return rc ? 1 : 0;
}

typedef struct demo_opts {
    eng_config ec;
    synth_config sc;
    const char *stats;
    bool profile;
} demo_opts;

enum { DM_SERIAL = 1, DM_THREADS, DM_NODES, DM_CYCLES, DM_SEND_PCT, DM_WORK, DM_SEED, DM_STATS,
       DM_PROFILE };

static const struct option demo_options[] = {
    {"serial", no_argument, NULL, DM_SERIAL},
    {"threads", required_argument, NULL, DM_THREADS},
    {"nodes", required_argument, NULL, DM_NODES},
    {"cycles", required_argument, NULL, DM_CYCLES},
    {"send-pct", required_argument, NULL, DM_SEND_PCT},
    {"work", required_argument, NULL, DM_WORK},
    {"seed", required_argument, NULL, DM_SEED},
    {"stats", required_argument, NULL, DM_STATS},
    {"parallelism-profile", no_argument, NULL, DM_PROFILE},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    demo_opts *d = self;
    switch (code) {
    case DM_SERIAL: d->ec.threads = ENG_THREADS_SERIAL; return 0;
    case DM_THREADS: return opt_val_int(cmd, name, v, 1, 1024, &d->ec.threads);
    case DM_NODES:
        if (opt_val_u32(cmd, name, v, 2, 1u << 24, &d->sc.nodes) < 0) return -1;
        d->sc.links = d->sc.nodes / 16 ? d->sc.nodes / 16 : 1;
        return 0;
    case DM_CYCLES: return opt_val_u32(cmd, name, v, 0, UINT32_MAX, &d->sc.active_cycles);
    case DM_SEND_PCT: return opt_val_u32(cmd, name, v, 0, 100, &d->sc.send_pct);
    case DM_WORK: return opt_val_u32(cmd, name, v, 0, UINT32_MAX, &d->sc.work_iters);
    case DM_SEED: return opt_val_u64(cmd, name, v, &d->ec.seed);
    case DM_STATS: d->stats = v; return opt_val_output(cmd, name, v);
    case DM_PROFILE: d->profile = true; return 0;
    default: return -1;
    }
}

int cmd_demo(int argc, char **argv)
{
    demo_opts d = {eng_default_config(), synth_default_config(), NULL, false};
    d.sc.nodes = 256;
    d.sc.active_cycles = 2000;
    d.sc.links = 16;
    d.sc.log_messages = true;
    opt_group g = {demo_options, NULL, take, &d};
    int first, t = opt_parse(argc, argv, "demo", &g, 1, &first);
    if (t == OPT_OK && first < argc) {
        fprintf(stderr, "mgsim demo: unexpected argument '%s'\n", argv[first]);
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        demo_usage(t == OPT_HELP ? stdout : stderr);
        return t == OPT_HELP ? 0 : 2;
    }
    eng_config ec = d.ec;
    synth_config sc = d.sc;
    const char *stats = d.stats;
    bool profile = d.profile;
    char err[ERR_LEN];
    eng_engine *e = eng_create(&ec, err, sizeof err);
    if (!e) {
        fprintf(stderr, "mgsim demo: %s\n", err);
        return 1;
    }
    synth_platform *p = synth_build(e, &sc, err, sizeof err);
    if (!p) {
        fprintf(stderr, "mgsim demo: %s\n", err);
        eng_destroy(e);
        return 1;
    }
    prof *pf = profile ? prof_new(e, err, sizeof err) : NULL;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t events = eng_run(e);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    synth_stats s = synth_collect(p);
    printf("mgsim demo: synthetic traffic, %u nodes in groups of %u, %u links\n", sc.nodes,
           sc.group_size, sc.links);
    if (eng_is_parallel(e))
        printf("  engine           parallel, %d thread%s\n", eng_threads(e),
               eng_threads(e) == 1 ? "" : "s");
    else
        printf("  engine           serial\n");
    printf("  simulated time   %.3f us (%llu cycles at 1 GHz)\n", (double)eng_now(e) / 1e6,
           (unsigned long long)(eng_now(e) / 1000));
    printf("  messages         %llu sent, %llu received, %llu send stalls\n",
           (unsigned long long)s.sent, (unsigned long long)s.received,
           (unsigned long long)s.send_stalls);
    printf("  events           %llu in %.3f s host time (%.2f M events/s)\n",
           (unsigned long long)events, wall, wall > 0 ? (double)events / wall / 1e6 : 0.0);
    printf("  state digest     %016llx\n", (unsigned long long)s.state_digest);
    printf("  message log      %016llx\n", (unsigned long long)s.log_digest);
    if (pf)
        prof_write(pf, stdout);
    prof_free(pf);
    int rc = stats ? write_stats(stats, e, &sc, &s, events) : 0;
    synth_free(p);
    eng_destroy(e);
    return rc;
}
