/* The options of a workload run and where its inputs are found (run.h). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hooks/trace.h"
#include "tools/opt.h"
#include "tools/run.h"
#include "workloads/wl.h"
#include "util/err.h"

void run_opts_init(run_opts *o)
{
    memset(o, 0, sizeof *o);
    session_opts_init(&o->s);
    o->s.auto_threads = true; /* without [sim] threads: one worker per physical core */
    o->s.watch = true;        /* every drain under the session's runner */
    o->size = "default";
    o->seed = 1;
    o->verify = true;
}

void run_opts_free(run_opts *o) { plat_opt_free(&o->plat); }

void run_opts_help(FILE *f)
{
    fprintf(f,
            "  --config FILE      platform description (configs/*.ini; default: one R9 Nano)\n"
            "  --set S.K=V        override one configuration key (repeatable)\n"
            "  --sample           sampled timing (sample.enable=1): each launch in detail\n"
            "                     until its timing is stable, the rest functional, the\n"
            "                     time predicted with a 95%% bound; on one GPU a launch of\n"
            "                     one round is decided within it, one of several rounds\n"
            "                     runs its middle rounds fast and its last in detail\n"
            "                     (sample.slice); a large copy's middle is moved\n"
            "                     functionally too (sample.copies; docs/sampling.md)\n"
            "  --max-cycles N     stop with a report after N GPU cycles (a kernel that never\n"
            "                     ends); --max-instructions N after N wave instructions\n"
            "  --threads N        simulate with N engine threads (0: the serial engine;\n"
            "                     default: the config's [sim] threads, else one per\n"
            "                     physical core it may run on (taskset, cgroups and\n"
            "                     mpirun's binding count; or MGSIM_CORES, which\n"
            "                     mgsim sweep -j N sets to cores / N), serial on one\n"
            "                     core: the engine line says which ran; functional\n"
            "                     mode: workgroups over N threads; the result is the\n"
            "                     same for any N)\n"
            "  --timing           run on the timing model through the driver (default)\n"
            "  --functional       run the GCN3 functional mode only (no timing, fast)\n"
            "  --size N|PRESET    problem size in the workload's unit (K/M suffixes), or\n"
            "                     default, paper1, paper4 (Table 2 of the MGSim paper)\n"
            "  --seed S           seed of the generated inputs (default 1; the simulator's\n"
            "                     own seed is --set sim.seed=S)\n"
            "  --verify           check the outputs against the CPU reference (default)\n"
            "  --no-verify        skip the check (the output hash is still computed)\n"
            "  --stats FILE.json  write the figures as JSON\n"
            "  --hsaco FILE       run this code object (e.g. built by ROCm) instead of ours;\n"
            "                     it must hold the workload's kernels with their signatures\n"
            "observation (timing mode; docs/hooks.md):\n"
            "  --trace FILE       record the run's tasks (msgpack; `mgsim trace FILE\n"
            "                     --perfetto OUT.json` converts it for ui.perfetto.dev)\n"
            "  --trace-filter P   only components whose names match (fnmatch, comma-separated,\n"
            "                     e.g. 'GPU[0].L2*,GPU[*].RDMA,PCIe')\n"
            "  --trace-kinds K    only these task kinds (comma-separated: cmd, kernel,\n"
            "                     workgroup, wavefront, inst, req, hop)\n"
            "  --trace-window T0:T1  only this simulated time (ps, ns, us, ms; no unit: ns;\n"
            "                     T1 empty: to the end)\n"
            "  --parallelism-profile  print events per (time, phase): summary and histogram\n"
            "                     (also under \"parallelism\" in --stats)\n"
            "  --stats-csv FILE   write every metric (per CU, cache, DRAM, RDMA, fabric link)\n"
            "                     as key,value (--stats has the totals under \"metrics\")\n"
            "  --stats-detail     put every component's metrics in --stats, not only the\n"
            "                     totals (thousands of keys on a multi-GPU platform)\n"
            "  --progress         show the progress line on stderr even when not a terminal\n"
            "  --no-progress      never show it (default: only when stderr is a terminal)\n"
            "  --hang-window T    also stop with a report when no component makes progress\n"
            "                     for T of simulated time while events run (a livelock;\n"
            "                     e.g. 100us, at least 10ns; slows the run 10-30%%), or for\n"
            "                     max(10 T, 1 ms) with waves resident and no instruction\n"
            "                     retired, or no write reaching memory. A deadlock (the queue\n"
            "                     empty, commands unanswered) is always reported\n");
}

enum {
    RO_THREADS = 1, RO_SEED, RO_TIMING, RO_FUNCTIONAL, RO_VERIFY, RO_NO_VERIFY, RO_PROFILE,
    RO_STATS_DETAIL, RO_PROGRESS, RO_NO_PROGRESS, RO_TRACE_WINDOW, RO_HANG_WINDOW, RO_SIZE,
    RO_STATS, RO_HSACO, RO_TRACE, RO_TRACE_FILTER, RO_TRACE_KINDS, RO_STATS_CSV
};

static const struct option run_options[] = {
    {"threads", required_argument, NULL, RO_THREADS},
    {"seed", required_argument, NULL, RO_SEED},
    {"timing", no_argument, NULL, RO_TIMING},
    {"functional", no_argument, NULL, RO_FUNCTIONAL},
    {"verify", no_argument, NULL, RO_VERIFY},
    {"no-verify", no_argument, NULL, RO_NO_VERIFY},
    {"parallelism-profile", no_argument, NULL, RO_PROFILE},
    {"stats-detail", no_argument, NULL, RO_STATS_DETAIL},
    {"progress", no_argument, NULL, RO_PROGRESS},
    {"no-progress", no_argument, NULL, RO_NO_PROGRESS},
    {"trace-window", required_argument, NULL, RO_TRACE_WINDOW},
    {"hang-window", required_argument, NULL, RO_HANG_WINDOW},
    {"size", required_argument, NULL, RO_SIZE},
    {"stats", required_argument, NULL, RO_STATS},
    {"hsaco", required_argument, NULL, RO_HSACO},
    {"trace", required_argument, NULL, RO_TRACE},
    {"trace-filter", required_argument, NULL, RO_TRACE_FILTER},
    {"trace-kinds", required_argument, NULL, RO_TRACE_KINDS},
    {"stats-csv", required_argument, NULL, RO_STATS_CSV},
    {0, 0, 0, 0},
};

/* The shortest --hang-window: a few clock cycles. Below it no component
 * need make progress within the window, and every run "hangs" (1ps did at
 * t=0). Longer windows can still be shorter than a DMA copy or a DRAM
 * access (test_observe provokes a report with 20ns); 100us is the sane
 * choice the help suggests. */
#define RUN_HANG_WINDOW_MIN 10000ull /* 10 ns */

/* A time option's value; 0 or -1 after a message. */
static int take_window(run_opts *o, int code, const char *name, const char *v, const char *cmd)
{
    int bad = code == RO_TRACE_WINDOW ? session_parse_window(v, &o->s.trace_from, &o->s.trace_to)
                                      : session_parse_time(v, &o->s.hang_window);
    if (!bad && code == RO_HANG_WINDOW && o->s.hang_window < RUN_HANG_WINDOW_MIN) {
        fprintf(stderr, "mgsim %s: %s '%s': shorter than 10ns, a few clock cycles in which "
                        "no component need progress, so any run would look hung (try 100us)\n",
                cmd, name, v);
        return -1;
    }
    if (!bad) return 0;
    fprintf(stderr, "mgsim %s: %s '%s': expected %s with ps, ns, us or ms\n", cmd, name, v,
            code == RO_TRACE_WINDOW ? "T0:T1 (T0 < T1)" : "a time");
    return -1;
}

/* --trace-kinds: a kind no component reports would leave an empty trace. */
static int take_kinds(run_opts *o, const char *name, const char *v, const char *cmd)
{
    char bad[64];
    o->s.trace_kinds = v;
    if (trace_kinds_known(v, bad, sizeof bad)) return 0;
    fprintf(stderr, "mgsim %s: %s: unknown task kind '%s' (the kinds: %s)\n", cmd, name, bad,
            trace_known_kinds);
    return -1;
}

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    run_opts *o = self;
    switch (code) {
    case RO_THREADS: return opt_val_int(cmd, name, v, 0, 1024, &o->s.threads);
    case RO_SEED: return opt_val_u64(cmd, name, v, &o->seed);
    case RO_TIMING: o->functional = false; return 0;
    case RO_FUNCTIONAL: o->functional = true; return 0;
    case RO_VERIFY: o->verify = true; return 0;
    case RO_NO_VERIFY: o->verify = false; return 0;
    case RO_PROFILE: o->s.profile = true; return 0;
    case RO_STATS_DETAIL: o->s.stats_detail = true; return 0;
    case RO_PROGRESS: o->s.progress = SESSION_PROGRESS_ON; return 0;
    case RO_NO_PROGRESS: o->s.progress = SESSION_PROGRESS_OFF; return 0;
    case RO_TRACE_WINDOW:
    case RO_HANG_WINDOW: return take_window(o, code, name, v, cmd);
    case RO_SIZE: o->size = v; return 0;
    case RO_STATS: o->s.stats = v; return opt_val_output(cmd, name, v);
    case RO_HSACO: o->hsaco = v; return 0;
    case RO_TRACE: o->s.trace = v; return opt_val_output(cmd, name, v);
    case RO_TRACE_FILTER: o->s.trace_filter = v; return 0;
    case RO_TRACE_KINDS: return take_kinds(o, name, v, cmd);
    case RO_STATS_CSV: o->s.stats_csv = v; return opt_val_output(cmd, name, v);
    default: return -1;
    }
}

void run_opts_groups(run_opts *o, opt_group g[2])
{
    g[0] = plat_opt_group(&o->plat);
    g[1] = (opt_group){run_options, NULL, take, o};
}

int run_set_workload(run_opts *o, const char *name, const char *cmd)
{
    char err[ERR_LEN];
    if (o->w) {
        fprintf(stderr, "mgsim %s: one workload per run ('%s' and '%s')\n", cmd, o->w->name,
                name);
        return -1;
    }
    if (!(o->w = wl_find(name, err))) {
        fprintf(stderr, "mgsim %s: %s\n", cmd, err);
        return -1;
    }
    return 0;
}

void run_platform_name(const char *config, char *out, size_t n)
{
    if (!config) {
        snprintf(out, n, "r9nano");
        return;
    }
    const char *base = strrchr(config, '/');
    base = base ? base + 1 : config;
    size_t len = strlen(base);
    if (len > 4 && !strcmp(base + len - 4, ".ini")) len -= 4;
    snprintf(out, n, "%.*s", (int)len, base);
}

static int is_dir(const char *p) { return access(p, R_OK | X_OK) == 0; }

/* The directory of our code objects (see run.h for the search order). */
static void kernel_dir(char *out, size_t n)
{
    const char *env = getenv("MGSIM_KERNELS");
    if (env && *env) {
        snprintf(out, n, "%s", env);
        return;
    }
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) {
        exe[len] = 0;
        char *s = strrchr(exe, '/');
        if (s) *s = 0;          /* .../bin */
        s = strrchr(exe, '/');
        if (s) *s = 0;          /* the build (or source) root */
        int keep = (int)(n > 16 ? n - 16 : 0);
        snprintf(out, n, "%.*s/kernels", keep, exe);
        if (is_dir(out)) return;
        snprintf(out, n, "%.*s/build/kernels", keep, exe);
        if (is_dir(out)) return;
    }
    snprintf(out, n, "build/kernels");
}

void run_kernel_path(const mgm_workload *w, amdgpu_isa isa, char *out, size_t n)
{
    char dir[PATH_MAX];
    kernel_dir(dir, sizeof dir);
    snprintf(out, n, "%.*s/%s%s", (int)(n > 80 ? n - 80 : 1), dir,
             isa == AMDGPU_ISA_GFX803 ? "" : isa == AMDGPU_ISA_GFX940 ? "gfx940/" : "none/",
             w->hsaco);
}

amdgpu_isa run_platform_isa(const char *config, const char *const *sets, size_t nsets)
{
    platform_config *pc = malloc(sizeof *pc);
    char err[ERR_LEN];
    amdgpu_isa isa = AMDGPU_ISA_GFX803;
    if (pc && platform_config_load(pc, NULL, config, sets, nsets, err, sizeof err) == 0)
        isa = (amdgpu_isa)pc->gpu.isa;
    free(pc);
    return isa;
}

void run_configs_dir(char *out, size_t n)
{
    const char *env = getenv("MGSIM_CONFIGS");
    if (env && *env) {
        snprintf(out, n, "%s", env);
        return;
    }
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    for (int up = 2; len > 0 && up <= 3; up++) { /* bin/mgsim, BUILD/bin/mgsim */
        exe[len] = 0;
        for (int k = 0; k < up; k++) {
            char *s = strrchr(exe, '/');
            if (s) *s = 0;
        }
        snprintf(out, n, "%.*s/configs", (int)(n > 16 ? n - 16 : 0), exe);
        if (is_dir(out)) return;
    }
    snprintf(out, n, "configs");
}
