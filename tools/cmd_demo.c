/* mgsim demo: runs the synthetic traffic platform (components/synth) on
 * the engine and prints a summary. It shows the engine at work before any
 * GPU model is involved, and that the digests do not change with the
 * thread count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "components/synth/synth.h"
#include "hooks/metric.h"
#include "hooks/prof.h"
#include "tools/cmd.h"
#include "tools/opt.h"

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

int cmd_demo(int argc, char **argv)
{
    eng_config ec = eng_default_config();
    synth_config sc = synth_default_config();
    sc.nodes = 256;
    sc.active_cycles = 2000;
    sc.links = 16;
    sc.log_messages = true;
    const char *stats = NULL;
    bool profile = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int ok = 1;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            demo_usage(stdout);
            return 0;
        } else if (!strcmp(a, "--serial")) {
            ec.threads = ENG_THREADS_SERIAL;
        } else if (!strcmp(a, "--threads")) {
            ok = opt_int(argc, argv, &i, 1, 1024, &ec.threads);
        } else if (!strcmp(a, "--nodes")) {
            ok = opt_u32(argc, argv, &i, 2, 1u << 24, &sc.nodes);
            sc.links = sc.nodes / 16 ? sc.nodes / 16 : 1;
        } else if (!strcmp(a, "--cycles")) {
            ok = opt_u32(argc, argv, &i, 0, UINT32_MAX, &sc.active_cycles);
        } else if (!strcmp(a, "--send-pct")) {
            ok = opt_u32(argc, argv, &i, 0, 100, &sc.send_pct);
        } else if (!strcmp(a, "--work")) {
            ok = opt_u32(argc, argv, &i, 0, UINT32_MAX, &sc.work_iters);
        } else if (!strcmp(a, "--seed")) {
            ok = opt_u64(argc, argv, &i, &ec.seed);
        } else if (!strcmp(a, "--stats") && i + 1 < argc) {
            stats = argv[++i];
        } else if (!strcmp(a, "--parallelism-profile")) {
            profile = true;
        } else {
            fprintf(stderr, "mgsim demo: unknown option '%s'\n", a);
            demo_usage(stderr);
            return 2;
        }
        if (!ok)
            return 2;
    }
    char err[256];
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
