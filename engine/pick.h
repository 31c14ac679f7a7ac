/* Whether a window of the parallel engine runs on worker 0 alone or opens
 * to the helpers (parallel.c).
 *
 * Opening a window costs a helper's wake-up and the wait for the last one
 * out; it pays only when the window holds enough work and the helpers get
 * a core when they need one. Neither is known in advance: the events per
 * window range from 4 to 10,000 over the platforms and phases of a run,
 * and on a shared machine a helper may lose its core for milliseconds. So
 * the engine measures: for each size class (by the previous window's
 * events, in powers of two) it keeps the time per event of the windows it
 * ran alone and of those it opened (smoothed, a quarter per window; the
 * first window of each way not counted), runs each window the cheaper
 * way, and tries the other way every PICK_EXPLORE-th time, so a change of
 * phase or of the machine's load is noticed. Which worker runs a partition never
 * changes a result, so neither does this choice. */
#ifndef MGSIM_ENGINE_PICK_H
#define MGSIM_ENGINE_PICK_H

#include <stdbool.h>
#include <stdint.h>

#define PICK_SIZES 16
#define PICK_EXPLORE 16
/* Windows of a size class run each way before choosing (taking turns);
 * the first of each way is not counted. A run of d-mgpu-4 fir 64K has
 * 209 windows: the choice must settle within a few. */
#define PICK_WARM 3
/* Windows whose predecessor ran fewer events run alone without a
 * measurement (a helper's wake-up costs more than a few events). */
#define PICK_ALONE_BELOW 8

typedef struct eng_pick {
    double cost[PICK_SIZES][2];   /* ticks per event: [size][alone] */
    uint32_t seen[PICK_SIZES][2]; /* windows measured */
    uint32_t turns[PICK_SIZES];
} eng_pick;

/* The size class of a window whose predecessor ran prev events. */
uint32_t eng_pick_size(uint64_t prev);
/* Whether the next window of class size runs alone. */
bool eng_pick_alone(eng_pick *p, uint32_t size);
/* A window of class size ran (alone or not) events in ticks. */
void eng_pick_learn(eng_pick *p, uint32_t size, bool alone, uint64_t ticks, uint64_t events);
/* A cheap monotonic clock (the TSC on x86-64, else nanoseconds). */
uint64_t eng_pick_ticks(void);

#endif
