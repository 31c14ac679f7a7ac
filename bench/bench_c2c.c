/* Core-to-core round trip: two threads pass one cache line back and forth
 * and the time per round trip is printed, median of ROUNDS with min-max.
 *
 * Why a benchmark of the machine, not of the simulator: the parallel
 * engine's windows hand partitions' events and messages between cores,
 * and on a shared VM the host at times makes that three or four times
 * slower (docs/engine-history.md, "Slow spells": 81-220 ns per round trip in
 * usual spells, 409-447 ns in slow ones) while a lone thread runs as
 * fast as ever. bench/scaling.sh prints this figure before each pass so
 * that a two-thread row can be read against the spell it ran in.
 *
 *   bench_c2c           ROUNDS rounds of TRIPS round trips: a table line
 *   bench_c2c --ns      one quick measurement: the median in ns, alone */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROUNDS 5
#define TRIPS 50000

typedef struct pingpong {
    _Alignas(64) atomic_int flag; /* 1: the other thread's turn; 0: ours */
    int trips;
} pingpong;

/* Pins the calling thread to CPU cpu when there are that many (speed only:
 * without it the two threads may share a core and measure the scheduler). */
static void pin(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    (void)pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

static void *other(void *arg)
{
    pingpong *pp = arg;
    pin(1);
    for (int i = 0; i < pp->trips; i++) {
        while (atomic_load_explicit(&pp->flag, memory_order_acquire) != 1)
            ;
        atomic_store_explicit(&pp->flag, 0, memory_order_release);
    }
    return NULL;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* ns per round trip over trips of them; < 0 if no thread could start. */
static double round_trip(int trips)
{
    pingpong pp;
    memset(&pp, 0, sizeof pp);
    pp.trips = trips;
    pthread_t t;
    if (pthread_create(&t, NULL, other, &pp))
        return -1;
    double t0 = now_ns();
    for (int i = 0; i < trips; i++) {
        atomic_store_explicit(&pp.flag, 1, memory_order_release);
        while (atomic_load_explicit(&pp.flag, memory_order_acquire) != 0)
            ;
    }
    double t1 = now_ns();
    pthread_join(t, NULL);
    return (t1 - t0) / trips;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    bool quick = argc > 1 && !strcmp(argv[1], "--ns");
    if (argc > 1 && !quick) {
        fprintf(stderr, "usage: bench_c2c [--ns]\n");
        return 2;
    }
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) < 2) {
        if (quick)
            printf("-\n");
        else
            printf("bench_c2c: one CPU: no core-to-core round trip to measure\n");
        return 0;
    }
    pin(0);
    int rounds = quick ? 3 : ROUNDS;
    double v[ROUNDS];
    for (int r = 0; r < rounds; r++) {
        v[r] = round_trip(quick ? TRIPS / 5 : TRIPS);
        if (v[r] < 0) {
            fprintf(stderr, "bench_c2c: cannot start a thread\n");
            return 1;
        }
    }
    qsort(v, (size_t)rounds, sizeof v[0], cmp_double);
    if (quick)
        printf("%.0f\n", v[rounds / 2]);
    else
        printf("core-to-core round trip: %.0f ns [%.0f-%.0f] (median of %d rounds of %d; "
               "docs/engine-history.md, \"Slow spells\": 81-220 ns usual, 409-447 ns slow)\n",
               v[rounds / 2], v[0], v[rounds - 1], rounds, TRIPS);
    return 0;
}
