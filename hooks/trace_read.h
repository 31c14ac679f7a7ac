/* Reading a trace file back (prefix trace_): the records of
 * docs/trace-format.md gathered into tasks, steps and counters, for the
 * converters of `mgsim trace` (trace_conv.h) and for tests.
 *
 * The whole trace is held in memory (the writer is the side that must be
 * bounded). A task whose start fell outside the recorded window begins at
 * its first record (has_start = false); one without an end ends at the
 * last time in the trace (has_end = false). Strings are interned: equal
 * strings have equal pointers, valid until trace_data_free.
 *
 * The file is untrusted input: any bytes give either a trace_data whose
 * indices (comp, task, parent_ix) are all in range and whose tasks end no
 * earlier than they start, or NULL with a message naming the file and the
 * record: a file that cannot be read, is not an mgsim trace, has a newer
 * major version, holds a malformed record (wrong types, an unknown
 * component, task id 0) or a task that ends before it starts.
 * fuzz/fuzz_trace.c holds the reader and the converters to that. */
#ifndef MGSIM_HOOKS_TRACE_READ_H
#define MGSIM_HOOKS_TRACE_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/time.h"

typedef struct trace_comp_info {
    const char *name, *kind;
    eng_time period;         /* clock period, ps (0: unknown) */
} trace_comp_info;

typedef struct trace_task_info {
    uint64_t id, parent;
    uint32_t comp;
    const char *kind, *what;
    eng_time start, end;
    bool has_start, has_end;
    uint32_t parent_ix;      /* index of the parent task, UINT32_MAX: not in the trace */
} trace_task_info;

typedef struct trace_step_info {
    uint32_t task;           /* index into task[] */
    eng_time time;
    const char *what;
} trace_step_info;

typedef struct trace_counter_info {
    uint32_t comp;
    eng_time time;
    const char *name;
    int64_t value;
} trace_counter_info;

typedef struct trace_data {
    unsigned version;
    trace_comp_info *comp;
    size_t ncomp;
    trace_task_info *task;   /* in order of first appearance */
    size_t ntask;
    trace_step_info *step;   /* in file order */
    size_t nstep;
    trace_counter_info *ctr;
    size_t nctr;
    eng_time t_min, t_max;   /* first and last record time */
    uint64_t records;
    struct trace_strtab *strs;   /* private: interned strings */
    struct trace_idmap *ids;     /* private: task id -> index */
} trace_data;

trace_data *trace_load(const char *path, char *err, size_t errlen);
/* The same over bytes in memory (tests, the fuzzer); name is what
 * messages call them. */
trace_data *trace_load_mem(const void *buf, size_t len, const char *name, char *err,
                           size_t errlen);
void trace_data_free(trace_data *d);
/* The index of the task with this id, or -1. */
long trace_find_task(const trace_data *d, uint64_t id);

#endif
