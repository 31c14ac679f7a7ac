/* Design-space sweeps (`mgsim sweep`, prefix sweep_): a spec, its grid
 * of points, running them, and their results.
 *
 * The spec is an INI file (inih):
 *
 *     [sweep]
 *     command = demo --nodes {nodes} --seed {seed}   ; mgsim arguments
 *     output  = results.jsonl                          ; optional
 *     timeout = 600                                    ; s per point, optional
 *     [axes]
 *     nodes = 16, 32, 64          ; {nodes} in the command
 *     seed  = 1, 2
 *     [set]
 *     l2.size_bytes = 262144, 524288   ; appended as --set key=value
 *
 * The grid is the product of all axes, [axes] then [set], each in file
 * order, the first axis varying slowest; point p is its index in that
 * order, so every machine expands the same grid. A point's key is its
 * parameters as "name=value" joined by ',' (what resuming matches).
 *
 * A point runs `mgsim <command> [--set k=v ...] --stats TMP.json` by
 * fork/exec of mgsim itself (no shell); its result is one JSON line:
 *   {"point":P,"key":"...","params":{"name":"value",...},"status":"ok",
 *    "exit_code":0,"wall_s":1.23,"stats":{...the --stats JSON...}}
 * and on failure "status":"failed" with "stderr_tail" (and no stats), or
 * "status":"timeout" with "timeout_s" when the point ran past the spec's
 * timeout and was killed. */
#ifndef MGSIM_TOOLS_SWEEP_H
#define MGSIM_TOOLS_SWEEP_H

#include <stddef.h>
#include <stdio.h>

#define SWEEP_MAX_AXES 16
#define SWEEP_MAX_VALUES 256
#define SWEEP_MAX_POINTS 100000000ull /* a larger grid is refused at load */

typedef struct sweep_axis {
    char *name;
    int is_set;                /* from [set]: appended as --set name=value */
    char *value[SWEEP_MAX_VALUES];
    size_t nvalues;
} sweep_axis;

typedef struct sweep_spec {
    char *command;
    char *output;              /* NULL: none given */
    double timeout_s;          /* 0: none */
    sweep_axis axis[SWEEP_MAX_AXES];
    size_t naxes;
} sweep_spec;

/* 0, or -1 with a message naming the file and line: a syntax error, an
 * unknown section or key, a key given twice, an empty value in a list
 * ("1024,,2048"), a line too long for the INI reader (an indented line
 * continues `command`), a {name} in the command that names no axis, a
 * grid of more than SWEEP_MAX_POINTS points. */
int sweep_spec_load(const char *path, sweep_spec *s, char *err, size_t errlen);
/* The same from an open stream; name is what messages call it. */
int sweep_spec_load_stream(FILE *f, const char *name, sweep_spec *s, char *err, size_t errlen);
void sweep_spec_free(sweep_spec *s);
size_t sweep_points(const sweep_spec *s);
/* The value index of each axis for point p. */
void sweep_point_values(const sweep_spec *s, size_t p, size_t *idx);
/* The key of point p into buf. */
void sweep_point_key(const sweep_spec *s, size_t p, char *buf, size_t len);
/* argv (malloc'd, NULL-terminated, strings malloc'd) for point p, without
 * the program name and --stats; NULL with a message for an unknown {name}. */
char **sweep_point_argv(const sweep_spec *s, size_t p, char *err, size_t errlen);
void sweep_argv_free(char **argv);

typedef struct sweep_run_opts {
    const char *exe;           /* the mgsim binary */
    const char *out;           /* JSON lines, appended, then sorted */
    int jobs;                  /* points at once */
    size_t task_index, task_count;
    int quiet;
} sweep_run_opts;

/* Runs the shard's points not already in out, each `mgsim` child in a
 * process group of its own, killed if the sweep dies. A point over the
 * spec's timeout is killed and recorded with "status":"timeout" and
 * "timeout_s". Returns the number of failed points (0 = all ok), -1 with
 * a message when the sweep itself could not run (bad output file), or
 * -(128 + signal) with a message after SIGINT/SIGTERM (run_interrupt_install
 * by the caller): the running points stopped and not recorded, the
 * temporary files removed, out sorted. */
long sweep_run(const sweep_spec *s, const sweep_run_opts *o, char *err, size_t errlen);
/* Merges the *.jsonl files in dir (or the single file dir) into out,
 * one line per point key (the first ok line wins over failures), sorted
 * by point. 0, or -1 with a message. */
int sweep_merge(const char *dir, FILE *out, char *err, size_t errlen);
/* Sorts a results file by point in place (deterministic order). */
int sweep_sort_file(const char *path, char *err, size_t errlen);

#endif
