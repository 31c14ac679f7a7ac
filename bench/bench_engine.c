/* Engine benchmark: events per second of the serial engine and of the
 * parallel engine on a synthetic platform of 256 components whose work per
 * tick is comparable to a compute-unit tick (a few hundred ns), and the
 * parallel/serial speedup ratio. Every configuration runs in this one
 * process, so the ratio compares like with like; the configurations take
 * turns, round after round, and each keeps its best time, so a burst of
 * noise from other processes (or the VM) hits all of them alike.
 * The digests are compared too: a fast wrong answer is no speedup.
 *
 *   bench_engine [threads...]     default: 1 2 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "components/synth/synth.h"

#define REPEAT 5

typedef struct result {
    double wall;
    uint64_t events, digest;
} result;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One timed run; keeps it in *best if faster. */
static void run_once(int threads, const synth_config *sc, result *best)
{
    eng_config ec = eng_default_config();
    ec.threads = threads;
    char err[256];
    eng_engine *e = eng_create(&ec, err, sizeof err);
    synth_platform *p = e ? synth_build(e, sc, err, sizeof err) : NULL;
    if (!p) {
        fprintf(stderr, "bench_engine: %s\n", err);
        exit(1);
    }
    double t0 = now_s();
    uint64_t n = eng_run(e);
    double wall = now_s() - t0;
    synth_stats s = synth_collect(p);
    if (wall < best->wall)
        *best = (result){wall, n, s.state_digest};
    synth_free(p);
    eng_destroy(e);
}

/* Busy-work iterations that take about target_ns. */
static uint32_t calibrate(double target_ns)
{
    uint64_t x = 88172645463325252ull;
    uint32_t iters = 1u << 22;
    double t0 = now_s();
    for (uint32_t i = 0; i < iters; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        __asm__ volatile("" : "+r"(x));
    }
    double per = (now_s() - t0) / iters * 1e9;
    return (uint32_t)(target_ns / per);
}

int main(int argc, char **argv)
{
    synth_config sc = synth_default_config();
    sc.nodes = 256;
    sc.group_size = 8;
    sc.links = 16;
    sc.active_cycles = 3000;
    sc.send_pct = 10;
    sc.buf_cap = 4;
    sc.work_iters = calibrate(300.0);

    printf("engine benchmark: %u components, ~300 ns of work per tick (%u iterations), "
           "%u active cycles, best of %d\n",
           sc.nodes, sc.work_iters, sc.active_cycles, REPEAT);
    /* threads[0] = serial; then the thread counts asked for (default 1 2) */
    int threads[16] = {ENG_THREADS_SERIAL, 1, 2}, nconf = 3;
    if (argc > 1)
        for (nconf = 1; nconf < 16 && nconf < argc; nconf++)
            threads[nconf] = atoi(argv[nconf]) < 1 ? 1 : atoi(argv[nconf]);
    result best[16];
    for (int k = 0; k < nconf; k++)
        best[k] = (result){1e30, 0, 0};
    for (int r = 0; r < REPEAT; r++)
        for (int k = 0; k < nconf; k++)
            run_once(threads[k], &sc, &best[k]);
    const result *ser = &best[0];
    printf("  %-12s %9.3f s  %10llu events  %7.3f M events/s\n", "serial", ser->wall,
           (unsigned long long)ser->events, (double)ser->events / ser->wall / 1e6);
    int status = 0;
    for (int k = 1; k < nconf; k++) {
        const result *par = &best[k];
        char label[32];
        snprintf(label, sizeof label, "parallel x%d", threads[k]);
        bool same = par->digest == ser->digest && par->events == ser->events;
        printf("  %-12s %9.3f s  %10llu events  %7.3f M events/s  speedup %.2fx%s\n", label,
               par->wall, (unsigned long long)par->events, (double)par->events / par->wall / 1e6,
               ser->wall / par->wall, same ? "" : "  DIGEST MISMATCH");
        if (!same)
            status = 1;
    }
    return status;
}
