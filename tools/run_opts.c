/* The options of a workload run and where its inputs are found (run.h). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/opt.h"
#include "tools/run.h"
#include "workloads/wl.h"

void run_opts_init(run_opts *o)
{
    memset(o, 0, sizeof *o);
    o->threads = RUN_THREADS_CONFIG;
    o->size = "default";
    o->seed = 1;
    o->verify = true;
    o->trace_to = UINT64_MAX;
    o->progress = RUN_PROGRESS_AUTO;
}

void run_opts_free(run_opts *o) { plat_opt_free(&o->plat); }

void run_opts_help(FILE *f)
{
    fprintf(f,
            "  --config FILE      platform description (configs/*.ini; default: one R9 Nano)\n"
            "  --set S.K=V        override one configuration key (repeatable)\n"
            "  --threads N        simulate with N engine threads (0: the serial engine;\n"
            "                     default: the config's [sim] threads, serial unless set;\n"
            "                     the functional mode always runs serially)\n"
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
            "  --trace-kinds K    only these task kinds (comma-separated: req,hop,cmd)\n"
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
            "                     e.g. 100us; slows the run 10-30%%). A deadlock (the queue\n"
            "                     empty, commands unanswered) is always reported\n");
}

static int need_value(int argc, char **argv, int i, const char *cmd)
{
    if (i + 1 < argc) return 1;
    fprintf(stderr, "mgsim %s: option %s needs a value\n", cmd, argv[i]);
    return 0;
}

int run_take_opt(run_opts *o, int argc, char **argv, int *i, const char *cmd)
{
    const char *a = argv[*i];
    int t = plat_opt_take(&o->plat, argc, argv, i);
    if (t) return t;
    if (!strcmp(a, "--threads")) return opt_int(argc, argv, i, 0, 1024, &o->threads) ? 1 : -1;
    if (!strcmp(a, "--seed")) return opt_u64(argc, argv, i, &o->seed) ? 1 : -1;
    if (!strcmp(a, "--timing")) return o->functional = false, 1;
    if (!strcmp(a, "--functional")) return o->functional = true, 1;
    if (!strcmp(a, "--verify")) return o->verify = true, 1;
    if (!strcmp(a, "--no-verify")) return o->verify = false, 1;
    if (!strcmp(a, "--parallelism-profile")) return o->profile = true, 1;
    if (!strcmp(a, "--stats-detail")) return o->stats_detail = true, 1;
    if (!strcmp(a, "--progress")) return o->progress = RUN_PROGRESS_ON, 1;
    if (!strcmp(a, "--no-progress")) return o->progress = RUN_PROGRESS_OFF, 1;
    if (!strcmp(a, "--trace-window") || !strcmp(a, "--hang-window")) {
        if (!need_value(argc, argv, *i, cmd)) return -1;
        const char *v = argv[++*i];
        int bad = a[2] == 't' ? run_parse_window(v, &o->trace_from, &o->trace_to)
                              : run_parse_time(v, &o->hang_window);
        if (!bad) return 1;
        fprintf(stderr, "mgsim %s: %s '%s': expected %s with ps, ns, us or ms\n", cmd, a, v,
                a[2] == 't' ? "T0:T1 (T0 < T1)" : "a time");
        return -1;
    }
    const char **slot = !strcmp(a, "--size")           ? &o->size
                        : !strcmp(a, "--stats")        ? &o->stats
                        : !strcmp(a, "--hsaco")        ? &o->hsaco
                        : !strcmp(a, "--trace")        ? &o->trace
                        : !strcmp(a, "--trace-filter") ? &o->trace_filter
                        : !strcmp(a, "--trace-kinds")  ? &o->trace_kinds
                        : !strcmp(a, "--stats-csv")    ? &o->stats_csv
                                                       : NULL;
    if (!slot) return 0;
    if (!need_value(argc, argv, *i, cmd)) return -1;
    *slot = argv[++*i];
    return 1;
}

int run_set_workload(run_opts *o, const char *name, const char *cmd)
{
    char err[MGM_ERR_LEN];
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

void run_kernel_path(const mgm_workload *w, char *out, size_t n)
{
    char dir[PATH_MAX];
    kernel_dir(dir, sizeof dir);
    snprintf(out, n, "%.*s/%s", (int)(n > 64 ? n - 64 : 1), dir, w->hsaco);
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
