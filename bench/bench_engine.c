/* Engine benchmark: events per second of the serial engine and of the
 * parallel engine on a synthetic platform of 256 components whose work per
 * tick is comparable to a compute-unit tick (a few hundred ns), and the
 * parallel/serial speedup ratio. Every configuration runs in this one
 * process, so the ratio compares like with like, measured as
 * bench/alternate.h says: a warm-up, rounds whose first configuration
 * rotates, medians with min-max; the state digests and event counts must
 * agree (a fast wrong answer is no speedup).
 *
 * Two shapes of the platform: shared links between the groups (one
 * partition: lockstep batches) and channels of 20 cycles between groups
 * hinted into 8 partitions (windows of 20 cycles; docs/engine.md).
 *
 *   bench_engine [threads...]     default: 1 2 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench/alternate.h"
#include "synth/synth.h"
#include "util/err.h"

#define REPEAT 5

typedef struct bench {
    const synth_config *sc;
    const int *threads;
    uint64_t events; /* of the last run */
    char how[160];   /* how the last parallel run ran */
} bench;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One timed run of configuration k (alt_run_fn). */
static double run_once(void *ctx, int k, uint64_t *digest)
{
    bench *b = ctx;
    const synth_config *sc = b->sc;
    eng_config ec = eng_default_config();
    ec.threads = b->threads[k];
    char err[ERR_LEN];
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
    b->events = n;
    if (ec.threads)
        eng_describe_partitioning(e, b->how, sizeof b->how);
    *digest = alt_fnv(s.state_digest, &n, sizeof n);
    synth_free(p);
    eng_destroy(e);
    return wall;
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

/* One shape: every configuration, alternated; 1 on a digest mismatch. */
static int measure(const char *shape, const synth_config *sc, const int *threads, int nconf,
                   const char *const *names)
{
    bench b = {sc, threads, 0, ""};
    alt_result r[16];
    alt_spec spec = {nconf, names, REPEAT};
    printf("%s:\n", shape);
    if (alt_measure(&spec, run_once, &b, r) < 0) return 1; /* a digest mismatch fails */
    for (int k = 0; k < nconf; k++) {
        printf("  %-12s %7.3f s (%.3f-%.3f)  %10llu events  %7.3f M events/s", names[k],
               r[k].median, r[k].min, r[k].max, (unsigned long long)b.events,
               (double)b.events / r[k].median / 1e6);
        if (k) printf("  speedup %.2fx", r[0].median / r[k].median);
        printf("\n");
    }
    printf("  (%s)\n", b.how);
    return 0;
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
           "%u active cycles, %d rounds after a warm-up, median (min-max)\n",
           sc.nodes, sc.work_iters, sc.active_cycles, REPEAT);
    /* threads[0] = serial; then the thread counts asked for (default 1 2) */
    int threads[16] = {ENG_THREADS_SERIAL, 1, 2}, nconf = 3;
    if (argc > 1)
        for (nconf = 1; nconf < 16 && nconf < argc; nconf++)
            threads[nconf] = atoi(argv[nconf]) < 1 ? 1 : atoi(argv[nconf]);
    char labels[16][32];
    const char *names[16];
    for (int k = 0; k < nconf; k++) {
        if (k == 0) snprintf(labels[k], sizeof labels[k], "serial");
        else snprintf(labels[k], sizeof labels[k], "parallel x%d", threads[k]);
        names[k] = labels[k];
    }
    int rc = measure("shared links (one partition)", &sc, threads, nconf, names);
    sc.chan_latency = 20;
    sc.part_groups = 8;
    rc |= measure("channels of 20 cycles between 8 hinted partitions", &sc, threads, nconf, names);
    return rc;
}
