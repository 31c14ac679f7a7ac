/* mgsim demo: runs the synthetic traffic platform (components/synth) on
 * the engine and prints a summary. It shows the engine at work before any
 * GPU model is involved, and that the digests do not change with the
 * thread count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "components/synth/synth.h"
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
            "  --seed S         global seed (default 1)\n");
}

int cmd_demo(int argc, char **argv)
{
    eng_config ec = eng_default_config();
    synth_config sc = synth_default_config();
    sc.nodes = 256;
    sc.active_cycles = 2000;
    sc.links = 16;
    sc.log_messages = true;
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
    synth_free(p);
    eng_destroy(e);
    return 0;
}
