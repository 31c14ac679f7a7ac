/* tools/run.h - one MGMark workload run, shared by `mgsim run`,
 * `mgsim scaling` and `mgsim casestudy` (prefix run_).
 *
 * A run: load the platform (--config/--set, tools/plat_opt.h), set up the
 * workload's problem at --size/--seed, build its plan for the GPUs the
 * platform exposes, load the code object (ours from the build's kernels
 * directory, or --hsaco FILE), then run the plan in the functional mode
 * (workloads/mgm_functional.h) or on the timing model through the driver
 * (workloads/mgm_driver.h), verify the outputs against the CPU reference
 * and hash them (SHA-256 over the OUT buffers in buffer order).
 *
 * Where our code objects are: $MGSIM_KERNELS if set, else the kernels/
 * directory next to the binary's bin/ (BUILD/bin/mgsim -> BUILD/kernels),
 * else build/kernels next to it (bin/mgsim -> build/kernels), else
 * ./build/kernels.
 *
 * The platform and the observation of a timing run are the session's
 * (driver/session.h, the front end every simulating command shares): a
 * trace of the run, the parallelism profile, the metrics registry, the
 * hang detector (a deadlock always, a window without progress with
 * --hang-window, stops the run with a report), the progress line and the
 * interrupt check, all attached from outside after the platform is
 * built; none of them changes the run's results.
 *
 * Failure: run_exec returns RUN_OK (verification may still have failed:
 * see verified), RUN_USAGE (bad size, config, code object path: the
 * user's input), RUN_ERROR (the simulation failed) or RUN_OOM (out of
 * memory, reported as a message by a library function: util/err.h), after
 * one line in err. No global state. */
#ifndef MGSIM_TOOLS_RUN_H
#define MGSIM_TOOLS_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "workloads/mgm.h"
#include "workloads/mgm_driver.h"
#include "tools/plat_opt.h"
#include "driver/session.h"
#include "util/err.h"
#include "util/exitcode.h"
#include "util/js.h"

#define RUN_THREADS_CONFIG SESSION_THREADS_CONFIG

enum { RUN_OK = 0, RUN_ERROR = 1, RUN_USAGE = 2, RUN_OOM = MGSIM_EXIT_OOM };

typedef struct run_opts {
    const mgm_workload *w; /* NULL until the workload argument is seen */
    plat_opt plat;         /* --config, --set (owned: run_opts_free); run_exec puts
                              them into s */
    session_opts s;        /* --threads, --stats, the observation of a timing run
                              (trace, profile, metrics, progress, hang window),
                              --stats: the session's (driver/session.h) */
    bool functional;       /* --functional; default the timing model */
    const char *size;      /* --size; "default" */
    uint64_t seed;         /* --seed: the workload's input seed; 1 */
    bool verify;           /* --verify / --no-verify; true */
    const char *hsaco;     /* --hsaco FILE or NULL: ours */
    bool quiet;            /* no per-run summary (scaling, casestudy) */
} run_opts;

typedef struct run_result {
    const mgm_workload *w;
    char platform[64];     /* config file name without .ini, or "r9nano" */
    const char *mode;      /* "timing" or "functional" */
    uint64_t size;
    unsigned plan_gpus;    /* GPUs the plan was built for */
    unsigned gpus;         /* GPUs of the platform */
    int threads;           /* 0: serial engine */
    uint64_t kernel_time_ps, cycles, instructions, workgroups, launches, host_steps;
    uint64_t cross_gpu_bytes;
    bool cross_is_estimate;/* functional: the plan's remote footprint */
    int verified;          /* 1 passed, 0 failed, -1 not checked */
    char verify_msg[ERR_LEN];
    char sha256[MGM_SHA256_HEX_LEN];
    double wall_s, kips;   /* host time of the simulation and its rate */
    double cpu_s;          /* the process's CPU seconds in wall_s (all threads): what a
                            * loaded machine does not inflate */
    double peak_rss_mib;   /* the process's peak resident memory so far (getrusage) */
    double workload_mib;   /* the workload's own bytes: device buffers (a replica per GPU),
                            * their initial host copies and the outputs read back */
    unsigned ngpu_detail;  /* entries of gpu[] (timing mode) */
    mgpu_totals gpu[MGM_MAX_GPUS]; /* per GPU, over the launch steps */
    /* what the session saw: rank (over MPI ranks only rank 0 writes
     * files), engine, metrics, mechanisms, profile, hang report, trace
     * records (owned: run_result_free) */
    session_out obs;
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

/* Human summary (several lines) and the --stats JSON object: as a tree
 * (the caller puts it), and written on one line (-1 on a write error). */
void run_print_summary(FILE *f, const run_result *r);
/* A sampled run's 95% half-width on its kernel time, picoseconds (0:
 * detailed, docs/sampling.md). */
double run_time_bound_ps(const run_result *r);
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
