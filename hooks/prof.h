/* The parallelism profile (prefix prof_): how many events run at each
 * (time, phase), the parallelism a platform and workload offer the
 * parallel engine (Figure 2 of the MGSim paper).
 *
 * It listens to the engine's batch hook (ENG_HOOK_BATCH_END), called once
 * per (time, phase) between batches on the calling thread, so counting
 * takes no lock and costs nothing per event. The profile is the same for
 * the serial engine and any thread count.
 *
 * Use: prof_new() before running, prof_summarize()/prof_write() after,
 * prof_free() (detaches) before the engine is destroyed. Over MPI ranks
 * (engine/ranks.h) call prof_gather() on every rank first: rank 0 then
 * holds the serial run's profile. */
#ifndef MGSIM_HOOKS_PROF_H
#define MGSIM_HOOKS_PROF_H

#include <stdint.h>
#include <stdio.h>

#include "engine/eng.h"
#include "util/js.h"

typedef struct prof prof;

prof *prof_new(eng_engine *e, char *err, size_t errlen);
void prof_free(prof *p);
/* Over MPI ranks, collective: the batches the other ranks ran so far are
 * added up on rank 0 (the others keep none). Over one rank: nothing. */
void prof_gather(prof *p);

typedef struct prof_summary {
    uint64_t batches, events;     /* over both phases */
    uint64_t batches_phase[2], events_phase[2];
    double mean;                  /* events per batch */
    double event_weighted_mean;   /* the batch size an average event sees */
    uint64_t p50, p90, p99, max;  /* batch sizes (nearest rank) */
} prof_summary;

prof_summary prof_summarize(const prof *p);
/* Batches that ran exactly n events. */
uint64_t prof_batches_of_size(const prof *p, uint64_t n);
/* The summary and a histogram in power-of-two buckets, as text. 0 or -1. */
int prof_write(const prof *p, FILE *f);
/* The same as one JSON object (util/js.h; the caller puts it), and
 * written (no trailing newline; 0 or -1). */
json_object *prof_json(const prof *p);
int prof_write_json(const prof *p, FILE *f);

#endif
