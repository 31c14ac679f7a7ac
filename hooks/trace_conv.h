/* Converting a loaded trace (trace_read.h) for people: Chrome
 * trace-event JSON for Perfetto UI / chrome://tracing, a flat CSV table,
 * and a text summary. Each writes deterministically (same trace, same
 * bytes) and returns 0, or -1 when writing fails.
 *
 * Perfetto layout: one process per component (pid = component index + 1,
 * named after the component, ordered as in the trace), whose threads are
 * lanes: a task goes to the first lane where it nests properly (inside
 * the slice still open there, preferring its parent's lane), so
 * overlapping requests sit side by side and nested tasks nest. Steps are
 * instant events on their task's lane; counter records and a derived
 * "tasks in flight" counter per component are counter tracks; flow
 * arrows join a parent task to its children in other components. */
#ifndef MGSIM_HOOKS_TRACE_CONV_H
#define MGSIM_HOOKS_TRACE_CONV_H

#include <stdio.h>

#include "hooks/trace_read.h"

int trace_to_perfetto(const trace_data *d, FILE *out);
/* One row per task: id, parent, component, kind, what, start_ps, end_ps,
 * duration_ps, complete, steps ("time_ps:what" joined by '|'). */
int trace_to_csv(const trace_data *d, FILE *out);
/* Busiest components, latency per level (name with indices as [*]),
 * kind and what, and the longest tasks; top rows of each. */
int trace_summary(const trace_data *d, FILE *out, int top);

/* For the converters: the lane of each task (by index), computed as
 * described above. Returns a malloc'd array of d->ntask, NULL when out of
 * memory. */
uint32_t *trace_lanes(const trace_data *d);

#endif
