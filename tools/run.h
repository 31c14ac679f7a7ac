/* tools/run.h - one MGMark workload run, shared by `mgsim run`,
 * `mgsim scaling` and `mgsim casestudy` (prefix run_).
 *
 * A run: load the platform (--config/--set, tools/plat_opt.h), set up the
 * workload's problem at --size/--seed, build its plan for the GPUs the
 * platform exposes, load the code object (ours from the build's kernels
 * directory, or --hsaco FILE), then run the plan in the functional mode
 * (workloads/mgmark/mgm_functional.h) or on the timing model through the driver
 * (workloads/mgmark/mgm_driver.h), verify the outputs against the CPU reference
 * and hash them (SHA-256 over the OUT buffers in buffer order).
 *
 * Where our code objects are: $MGSIM_KERNELS if set, else the kernels/
 * directory next to the binary's bin/ (BUILD/bin/mgsim -> BUILD/kernels),
 * else build/kernels next to it (bin/mgsim -> build/kernels), else
 * ./build/kernels.
 *
 * Observation (run_observe.c, timing mode only): a trace of the run
 * (hooks/trace.h, with the fabric as an extra source), the parallelism
 * profile (hooks/prof.h), the metrics registry (hooks/metric.h: every
 * CU, cache, DRAM channel, RDMA engine and fabric link), the hang
 * detector (hooks/hang.h: a deadlock always, a window without progress
 * with --hang-window, stops the run with a report) and the progress line
 * (hooks/progress.h), all attached from outside after the platform is
 * built; none of them changes the run's results.
 *
 * Failure: run_exec returns RUN_OK (verification may still have failed:
 * see verified), RUN_USAGE (bad size, config, code object path: the
 * user's input) or RUN_ERROR (the simulation failed), after one line in
 * err. No global state. */
#ifndef MGSIM_TOOLS_RUN_H
#define MGSIM_TOOLS_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "workloads/mgmark/mgm.h"
#include "workloads/mgmark/mgm_driver.h"
#include "tools/plat_opt.h"
#include "util/js.h"

#define RUN_ERR_LEN 1024
#define RUN_THREADS_CONFIG (-1) /* threads: whatever [sim] threads says */

enum { RUN_OK = 0, RUN_ERROR = 1, RUN_USAGE = 2 };

typedef struct run_opts {
    const mgm_workload *w; /* NULL until the workload argument is seen */
    plat_opt plat;         /* --config, --set (owned: run_opts_free) */
    int threads;           /* RUN_THREADS_CONFIG, 0 (serial engine) or N workers */
    bool functional;       /* --functional; default the timing model */
    const char *size;      /* --size; "default" */
    uint64_t seed;         /* --seed: the workload's input seed; 1 */
    bool verify;           /* --verify / --no-verify; true */
    const char *stats;     /* --stats FILE.json or NULL */
    const char *hsaco;     /* --hsaco FILE or NULL: ours */
    bool quiet;            /* no per-run summary (scaling, casestudy) */
    /* observation of a timing run (run_observe.c) */
    const char *trace;        /* --trace FILE (msgpack, docs/trace-format.md) */
    const char *trace_filter; /* --trace-filter: component-name patterns */
    const char *trace_kinds;  /* --trace-kinds: task kinds */
    uint64_t trace_from, trace_to; /* --trace-window, ps; trace_to UINT64_MAX: the end */
    bool profile;             /* --parallelism-profile */
    const char *stats_csv;    /* --stats-csv FILE: the metrics as key,value */
    bool metrics;             /* collect the metrics into the result (mgsim run) */
    bool stats_detail;        /* --stats-detail: every component's metrics in --stats */
    int progress;             /* RUN_PROGRESS_*: --progress / --no-progress */
    uint64_t hang_window;     /* --hang-window, ps without progress; 0: only deadlocks */
} run_opts;

enum { RUN_PROGRESS_AUTO = -1, RUN_PROGRESS_OFF = 0, RUN_PROGRESS_ON = 1 };

typedef struct run_result {
    const mgm_workload *w;
    char platform[64];     /* config file name without .ini, or "r9nano" */
    const char *mode;      /* "timing" or "functional" */
    uint64_t size;
    unsigned plan_gpus;    /* GPUs the plan was built for */
    unsigned gpus;         /* GPUs of the platform */
    int threads;           /* 0: serial engine */
    char engine[192];      /* how the engine ran (eng_describe_partitioning) */
    uint64_t kernel_time_ps, cycles, instructions, workgroups, launches, host_steps;
    uint64_t cross_gpu_bytes;
    bool cross_is_estimate;/* functional: the plan's remote footprint */
    int verified;          /* 1 passed, 0 failed, -1 not checked */
    char verify_msg[MGM_ERR_LEN];
    char sha256[MGM_SHA256_HEX_LEN];
    double wall_s, kips;   /* host time of the simulation and its rate */
    double cpu_s;          /* the process's CPU seconds in wall_s (all threads): what a
                            * loaded machine does not inflate */
    double peak_rss_mib;   /* the process's peak resident memory so far (getrusage) */
    double workload_mib;   /* the workload's own bytes: device buffers (a replica per GPU),
                            * their initial host copies and the outputs read back */
    int rank;              /* over MPI ranks (engine/ranks.h): this process's; only rank 0
                              writes files */
    unsigned ngpu_detail;  /* entries of gpu[] (timing mode) */
    mgpu_totals gpu[MGM_MAX_GPUS]; /* per GPU, over the launch steps */
    /* observation (owned: run_result_free; NULL when not asked for) */
    json_object *metrics_json; /* {"key": value, ...} of the metrics registry */
    json_object *mech_json;    /* mgpu_mech_json: {"bows": {..., "per_gpu": [...]}} or NULL */
    json_object *profile_json; /* the parallelism profile (hooks/prof.h) */
    char *profile_text;    /* ... and as text */
    char *hang_report;     /* the hang detector's report when it stopped the run */
    uint64_t trace_records;/* records written to --trace */
    int interrupted;       /* the signal that stopped the run (run_interrupted), or 0 */
} run_result;

void run_opts_init(run_opts *o);
void run_opts_free(run_opts *o);
/* The run options as two option groups (tools/opt.h: the platform's and
 * the run's), filling o; a command passes them to opt_parse with its own. */
void run_opts_groups(run_opts *o, opt_group g[2]);
/* The run options' help text, one line per option. */
void run_opts_help(FILE *f);
/* Sets o->w from a name; -1 after a message naming the workloads. */
int run_set_workload(run_opts *o, const char *name, const char *cmd);

int run_exec(const run_opts *o, run_result *r, char *err);
/* Frees what observation left in r (safe on a zeroed or failed result). */
void run_result_free(run_result *r);

/* Observation around one timing run (run_observe.c): run_obs_start after
 * the driver is built (NULL with a message in err, *code RUN_USAGE or
 * RUN_ERROR), run_obs_finish after the run, whatever its outcome, before
 * the driver is freed: it collects into r, closes the trace (0, or -1
 * with a message when the trace or --stats-csv could not be written). */
typedef struct run_obs run_obs;
run_obs *run_obs_start(const run_opts *o, mgpu *d, int *code, char *err);
int run_obs_finish(run_obs *ob, run_result *r, char *err);
/* Parses --trace-window "T0:T1" (units ps, ns, us, ms; no unit: ns; T1
 * empty: the end) and a --hang-window time. 0 or -1. */
int run_parse_window(const char *s, uint64_t *from, uint64_t *to);
int run_parse_time(const char *s, uint64_t *ps);

/* Human summary (several lines) and the --stats JSON object: as a tree
 * (the caller puts it), and written on one line (-1 on a write error). */
void run_print_summary(FILE *f, const run_result *r);
json_object *run_json(const run_result *r);
int run_write_json(FILE *f, const run_result *r);
/* --stats FILE: 0, or -1 after a message on stderr. */
int run_write_stats(const char *path, const run_result *r, const char *cmd);

/* Stopping a timing run cleanly on SIGINT or SIGTERM (run_interrupt.c):
 * run_interrupt_install sets handlers that only record the signal (a
 * second one ends the process); the observed run checks between batches
 * and stops, run_exec returns RUN_ERROR with r->interrupted set and the
 * figures so far in r, the trace closed on a whole record. The command
 * writes --stats (with "interrupted": true) and exits 128 + the signal.
 * run_interrupted: the signal caught, or 0. */
#include "tools/interrupt.h"

/* The platform name of a --config path ("configs/d-mgpu-4.ini" ->
 * "d-mgpu-4"), "r9nano" for none. */
void run_platform_name(const char *config, char *out, size_t n);
/* The shipped configs: $MGSIM_CONFIGS, else configs/ of the source tree
 * the binary was built in (bin/ or BUILD/bin/), else ./configs. */
void run_configs_dir(char *out, size_t n);
/* Where our code object of w for isa is (see above): the kernels
 * directory itself for gfx803, its gfx940/ for gfx940 (`make kernels`
 * builds both). */
void run_kernel_path(const mgm_workload *w, amdgpu_isa isa, char *out, size_t n);
/* The gpu.isa of the platform config (with sets) names; gfx803 when it
 * does not load (the run that loads it says why). */
amdgpu_isa run_platform_isa(const char *config, const char *const *sets, size_t nsets);

#endif
