/* The hang detector (prefix hang_): stops a run that can no longer finish
 * and says which components hold work and what each waits for.
 *
 * Two symptoms:
 *   HANG_DRAINED  the event queue is empty while some component still
 *                 reports pending work (a lost message, two components
 *                 each waiting for the other);
 *   HANG_STALLED  simulated time went on for `window` with events still
 *                 running but no watched component made progress (a
 *                 livelock, a component polling for something that will
 *                 never come).
 *   HANG_NO_PROGRESS with cfg.forward set: time went on for
 *                 `forward_window` with work waiting (waves resident)
 *                 but none of it done (no instruction retired): a
 *                 livelock of the memory system (pages migrating back
 *                 and forth, shootdowns) is busy and even writes memory,
 *                 so it passes the other tests, but no wave moves.
 *   HANG_SPINNING with cfg.visible set: time went on for
 *                 `visible_window` and components were busy, but no
 *                 message the predicate
 *                 calls memory-visible (a write or an atomic reaching
 *                 memory) was taken by anyone: a wave spinning on a
 *                 location nobody writes keeps its caches busy, so it is
 *                 progress to the first test but not to this one.
 * Progress is what a component does at its ports (a send or a retrieve)
 * and its task hooks (trace_hook.h: a task started, stepped or ended),
 * seen through hooks in the component's own context.
 *
 * What a component waits for comes from its optional describe op
 * (eng_comp_ops.describe, engine/component.h): a one-line status, or
 * false when it holds no work. Components without it are listed only by
 * when they last made progress.
 *
 * Use: hang_new() after building (watches the components matching the
 * pattern, with every port they have then), then hang_run() instead of
 * eng_run(); it runs in slices of `slice` ps with eng_run_until and checks
 * between them, so no lock is taken and the run's result is unchanged.
 * hang_free() before the platform is destroyed. */
#ifndef MGSIM_HOOKS_HANG_H
#define MGSIM_HOOKS_HANG_H

#include <stddef.h>

#include "engine/eng.h"

enum hang_kind { HANG_NONE, HANG_DRAINED, HANG_STALLED, HANG_SPINNING, HANG_NO_PROGRESS };

typedef struct hang_config {
    eng_time window;          /* ps without progress that is a hang; default 100 us */
    eng_time slice;           /* ps per eng_run_until; default window / 4 */
    const char *components;   /* fnmatch patterns, comma-separated; NULL: all */
    /* Whether receiver taking m makes memory-visible progress (NULL: the
     * HANG_SPINNING test is off). Called in the receiver's context. */
    bool (*visible)(const eng_comp *receiver, const eng_msg *m);
    eng_time visible_window;  /* ps without one; default max(10 x window, 1 ms):
                               * kernels compute for a while between writes */
    /* Forward progress (NULL: the HANG_NO_PROGRESS test is off): *done is
     * the work done so far (a count that only grows: instructions
     * retired), *waiting whether work waits to be done now (waves
     * resident). Called between slices, on every rank alike (it may make
     * collective calls). */
    void (*forward)(void *user, uint64_t *done, bool *waiting);
    void *forward_user;
    eng_time forward_window;  /* ps without any done while waiting; default
                               * max(10 x window, 1 ms) */
} hang_config;

hang_config hang_default_config(void);

typedef struct hang hang;

/* NULL with a message when out of memory. */
hang *hang_new(eng_engine *e, const hang_config *cfg, char *err, size_t errlen);
/* Runs until the queue is empty, time passes limit (ENG_TIME_NEVER: no
 * limit) or a hang is found. */
enum hang_kind hang_run(hang *h, eng_time limit);
/* Checks now, for callers that drive the engine themselves (between
 * eng_run_until calls). */
enum hang_kind hang_check(hang *h);
/* The report of the last hang found ("" when none): a headline, then one
 * line per component holding work, "  NAME: status". */
const char *hang_report(const hang *h);
/* The components named in the report, in owner order. */
size_t hang_nstuck(const hang *h);
const char *hang_stuck(const hang *h, size_t i);
void hang_free(hang *h);

#endif
