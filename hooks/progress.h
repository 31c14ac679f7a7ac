/* The progress line (prefix progress_): one line on stderr, rewritten in
 * place, for long runs: simulated time, simulation rate (events/s and
 * simulated ns per host second), and fields the caller feeds (kernel,
 * workgroups done/total) with an ETA from the done/total pair.
 *
 * Shown only when the stream is a terminal, unless forced; throttled by
 * host time (hz updates per second, default 4). It listens to the
 * engine's between hook (engine.h), so it runs on the engine's calling
 * thread between batches or windows, reads the host clock once every 64
 * of them, and leaves the parallel engine in windows.
 *
 * progress_field / progress_work may be called between runs or from
 * inside an event (the driver's host component): the gap between batches
 * or windows orders those writes before the line is drawn. */
#ifndef MGSIM_HOOKS_PROGRESS_H
#define MGSIM_HOOKS_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/eng.h"

typedef struct progress_config {
    FILE *out;      /* default stderr */
    double hz;      /* updates per host second; default 4 */
    bool force;     /* draw even when out is not a terminal */
} progress_config;

typedef struct progress progress;

/* NULL when out of memory. A progress that is not shown costs one hook
 * call per batch (or window) and nothing else. */
progress *progress_new(eng_engine *e, const progress_config *cfg);
bool progress_shown(const progress *p);
/* Sets caller field name (up to 8 fields) to the formatted value. */
void progress_field(progress *p, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Work done of total (workgroups, kernels): shown, and the ETA. */
void progress_work(progress *p, uint64_t done, uint64_t total);
/* Draws the final line and ends it with a newline (when shown). */
void progress_finish(progress *p);
void progress_free(progress *p);

#endif
