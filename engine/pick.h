/* Whether the parallel engine's windows run on worker 0 alone or open to
 * the helpers (parallel.c).
 *
 * Opening windows pays only when the helpers get a core when they need
 * one and the cores pass data quickly. Neither is known in advance: on a
 * shared machine a helper may lose its core for milliseconds, and a VM's
 * two vCPUs may for seconds at a time pass a cache line three times
 * slower than usual (docs/engine-history.md, "Slow spells"). So the engine
 * measures its own throughput, in epochs of PICK_EPOCH ticks: the ticks
 * per event of all windows run in the epoch, worker 0's work between them
 * included. It keeps one mode, opened or alone, for every window worth
 * opening (more than one partition with work, PICK_ALONE_BELOW events or
 * more in the window before), and after some epochs tries the other mode
 * for one epoch; it switches when the try ran cheaper by PICK_MARGIN than
 * the epoch before it, and otherwise waits twice as many epochs before
 * the next try, up to PICK_TRY_MAX.
 *
 * Why whole epochs, not a choice per window: a window run alone pulls
 * every partition's state into worker 0's cache, and the next opened
 * window pays to move it back, so windows of the two modes mixed make
 * each other dear; a mode kept for an epoch pays the move once. Measured
 * per window (a choice per size class of windows), bs 16K on r9nano in a
 * slow spell took 1.15-1.25 s at 2 threads, whichever way, against 0.90 s
 * on one thread.
 *
 * Which worker runs a partition never changes a result, so neither does
 * this choice. */
#ifndef MGSIM_ENGINE_PICK_H
#define MGSIM_ENGINE_PICK_H

#include <stdbool.h>
#include <stdint.h>

/* Windows whose predecessor ran fewer events run alone without asking
 * (a helper's wake-up costs more than a few events). */
#define PICK_ALONE_BELOW 8
/* An epoch: about 6 ms at 2.5-3 GHz (TSC ticks). */
#define PICK_EPOCH (1ull << 24)
/* A try switches modes when it ran cheaper than this factor. */
#define PICK_MARGIN 1.1
/* Epochs kept before the first try after a switch, and at most. */
#define PICK_TRY_FIRST 2
#define PICK_TRY_MAX 64

typedef struct eng_pick {
    bool alone;        /* the mode kept */
    bool trying;       /* this epoch runs the other mode */
    uint64_t t0;       /* ticks when the epoch began (0: not yet) */
    uint64_t events;   /* events run in the epoch */
    double kept_cost;  /* ticks per event of the last epoch of the kept mode */
    uint32_t kept;     /* epochs of the kept mode since the last try */
    uint32_t every;    /* try after this many (0: PICK_TRY_FIRST) */
    uint64_t epochs, tries, switches;
} eng_pick;

/* Whether the next window worth opening runs alone. */
bool eng_pick_alone(const eng_pick *p);
/* A window (any window, opened or not) ended at now (eng_pick_ticks())
 * after running events. */
void eng_pick_learn(eng_pick *p, uint64_t now, uint64_t events);
/* A run begins: the time since the last window (the caller's, between
 * runs) is not the engine's; the next window starts a new epoch. */
void eng_pick_pause(eng_pick *p);
/* A cheap monotonic clock (the TSC on x86-64, else nanoseconds). */
uint64_t eng_pick_ticks(void);

#endif
