/* mgsim sweep: expands a sweep spec's grid and runs its points locally
 * (-j N), one shard of it (--task-index/--task-count, defaulting to
 * Slurm's array variables), or emits a Slurm array script or a GNU
 * parallel command line that runs the shards elsewhere; --merge gathers
 * the shards' results. tools/sweep.h has the spec and the result format. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cmd.h"
#include "tools/opt.h"
#include "tools/interrupt.h"
#include "tools/sweep.h"

static void sweep_usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim sweep SPEC [options]     run the points (tools/sweep.h: the spec)\n"
            "       mgsim sweep --merge DIR|FILE [-o OUT]\n"
            "  -j N               points at once (default 1)\n"
            "  -o FILE            results, one JSON line per point (default: the spec's\n"
            "                     output, else SPEC.jsonl; a shard: DIR/shard-I.jsonl)\n"
            "  --task-index I     run only points p with p %% N == I (default\n"
            "  --task-count N     $SLURM_ARRAY_TASK_ID / $SLURM_ARRAY_TASK_COUNT)\n"
            "  --list             print the points and their commands, run nothing\n"
            "  --emit-slurm       print an sbatch --array script for --task-count shards\n"
            "  --emit-parallel    print a GNU parallel command line for the shards\n"
            "  --shard-dir DIR    where emitted shards write (default SPEC.shards)\n"
            "  --quiet            no line per finished point\n"
            "Points already in the results are skipped; a failing point is recorded\n"
            "and the sweep goes on. Exit status: 0 all ok, 1 some point failed.\n");
}

static size_t env_size(const char *name, size_t dflt)
{
    const char *v = getenv(name);
    char *end;
    unsigned long long x = v && *v ? strtoull(v, &end, 10) : 0;
    return v && *v && !*end ? (size_t)x : dflt;
}

static int list_points(const sweep_spec *s)
{
    char key[4096], err[256];
    for (size_t p = 0; p < sweep_points(s); p++) {
        sweep_point_key(s, p, key, sizeof key);
        char **argv = sweep_point_argv(s, p, err, sizeof err);
        printf("%zu %s :", p, key);
        for (size_t i = 0; argv && argv[i]; i++)
            printf(" %s", argv[i]);
        printf("%s\n", argv ? "" : err);
        sweep_argv_free(argv);
    }
    return 0;
}

static int emit(const char *exe, const char *spec, const char *dir, size_t n, int jobs, int slurm)
{
    char abs_spec[PATH_MAX], abs_dir[PATH_MAX];
    if (!realpath(spec, abs_spec))
        snprintf(abs_spec, sizeof abs_spec, "%s", spec);
    if (dir[0] == '/')
        snprintf(abs_dir, sizeof abs_dir, "%s", dir);
    else if (getcwd(abs_dir, sizeof abs_dir) &&
             snprintf(abs_dir + strlen(abs_dir), sizeof abs_dir - strlen(abs_dir), "/%s", dir) >=
                 (int)(sizeof abs_dir - strlen(abs_dir)))
        snprintf(abs_dir, sizeof abs_dir, "%s", dir); /* too long: keep it relative */
    if (slurm) {
        printf("#!/bin/bash\n"
               "# mgsim sweep of %s: %zu shards as one Slurm job array.\n"
               "# Submit with: sbatch THIS_FILE; merge with: %s sweep --merge %s -o results.jsonl\n"
               "#SBATCH --job-name=mgsim-sweep\n#SBATCH --array=0-%zu\n"
               "#SBATCH --cpus-per-task=%d\n#SBATCH --output=%s/slurm-%%A_%%a.log\n"
               "mkdir -p %s\n"
               "exec %s sweep %s -j %d --task-count %zu --task-index \"$SLURM_ARRAY_TASK_ID\" "
               "-o %s/shard-\"$SLURM_ARRAY_TASK_ID\".jsonl\n",
               abs_spec, n, exe, abs_dir, n - 1, jobs, abs_dir, abs_dir, exe, abs_spec, jobs, n,
               abs_dir);
    } else {
        printf("mkdir -p %s && seq 0 %zu | parallel -j %zu %s sweep %s -j %d --quiet "
               "--task-count %zu --task-index {} -o %s/shard-{}.jsonl && "
               "%s sweep --merge %s -o results.jsonl\n",
               abs_dir, n - 1, n, exe, abs_spec, jobs, n, abs_dir, exe, abs_dir);
    }
    return 0;
}

typedef struct sweep_opts {
    const char *out, *merge, *shard_dir;
    int jobs, list, slurm, parallel, quiet, sharded;
    size_t index, count;
} sweep_opts;

enum { SW_MERGE = 1, SW_SHARD_DIR, SW_TASK_INDEX, SW_TASK_COUNT, SW_LIST, SW_EMIT_SLURM,
       SW_EMIT_PARALLEL, SW_QUIET };

static const struct option sweep_options[] = {
    {"merge", required_argument, NULL, SW_MERGE},
    {"shard-dir", required_argument, NULL, SW_SHARD_DIR},
    {"task-index", required_argument, NULL, SW_TASK_INDEX},
    {"task-count", required_argument, NULL, SW_TASK_COUNT},
    {"list", no_argument, NULL, SW_LIST},
    {"emit-slurm", no_argument, NULL, SW_EMIT_SLURM},
    {"emit-parallel", no_argument, NULL, SW_EMIT_PARALLEL},
    {"quiet", no_argument, NULL, SW_QUIET},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    sweep_opts *o = self;
    uint64_t n;
    switch (code) {
    case 'j': return opt_val_int(cmd, name, v, 1, 4096, &o->jobs);
    case 'o': o->out = v; return opt_val_output(cmd, name, v);
    case SW_MERGE: o->merge = v; return 0;
    case SW_SHARD_DIR: o->shard_dir = v; return opt_val_outdir(cmd, name, v);
    case SW_TASK_INDEX:
    case SW_TASK_COUNT:
        if (opt_val_u64(cmd, name, v, &n) < 0) return -1;
        *(code == SW_TASK_INDEX ? &o->index : &o->count) = (size_t)n;
        o->sharded = 1;
        return 0;
    case SW_LIST: o->list = 1; return 0;
    case SW_EMIT_SLURM: o->slurm = 1; return 0;
    case SW_EMIT_PARALLEL: o->parallel = 1; return 0;
    case SW_QUIET: o->quiet = 1; return 0;
    default: return -1;
    }
}

int cmd_sweep(int argc, char **argv)
{
    sweep_opts so = {.jobs = 1,
                     .index = env_size("SLURM_ARRAY_TASK_ID", 0),
                     .count = env_size("SLURM_ARRAY_TASK_COUNT", 1),
                     .sharded = getenv("SLURM_ARRAY_TASK_COUNT") != NULL};
    opt_group g = {sweep_options, "j:o:", take, &so};
    int first, t = opt_parse(argc, argv, "sweep", &g, 1, &first);
    if (t == OPT_HELP) {
        sweep_usage(stdout);
        return 0;
    }
    if (t == OPT_OK && argc - first > 1) {
        fprintf(stderr, "mgsim sweep: unexpected argument '%s'\n", argv[first + 1]);
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        sweep_usage(stderr);
        return 2;
    }
    const char *spec_path = first < argc ? argv[first] : NULL, *out = so.out, *merge = so.merge;
    const char *shard_dir = so.shard_dir;
    int jobs = so.jobs, list = so.list, slurm = so.slurm, parallel = so.parallel;
    int quiet = so.quiet, sharded = so.sharded;
    size_t index = so.index, count = so.count;
    char err[1024];
    if (merge) {
        FILE *f = out ? fopen(out, "w") : stdout;
        int rc = f ? sweep_merge(merge, f, err, sizeof err) : -1;
        if (!f)
            snprintf(err, sizeof err, "cannot create '%s'", out);
        if (f && f != stdout && fclose(f))
            rc = -1;
        if (rc)
            fprintf(stderr, "mgsim sweep: %s\n", err);
        return rc ? 1 : 0;
    }
    if (!spec_path) {
        sweep_usage(stderr);
        return 2;
    }
    if (count == 0 || index >= count) {
        fprintf(stderr, "mgsim sweep: task index %zu is not below the task count %zu\n", index,
                count);
        return 2;
    }
    sweep_spec s;
    if (sweep_spec_load(spec_path, &s, err, sizeof err)) {
        fprintf(stderr, "mgsim sweep: %s\n", err);
        return 2;
    }
    char exe[PATH_MAX], dflt[PATH_MAX + 32], dir[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    snprintf(dir, sizeof dir, "%s", shard_dir ? shard_dir : spec_path);
    if (!shard_dir)
        strncat(dir, ".shards", sizeof dir - strlen(dir) - 1);
    int rc = 0;
    if (list) {
        rc = list_points(&s);
    } else if (slurm || parallel) {
        size_t shards = sharded ? count : sweep_points(&s);
        rc = emit(exe, spec_path, dir, shards ? shards : 1, jobs, slurm);
    } else {
        if (!out && sharded) {
            mkdir(dir, 0777);
            if (snprintf(dflt, sizeof dflt, "%s/shard-%zu.jsonl", dir, index) >= (int)sizeof dflt)
                dflt[0] = 0; /* fails to open below, with the path in the message */
        } else if (!out) {
            snprintf(dflt, sizeof dflt, "%s", s.output ? s.output : spec_path);
            if (!s.output)
                strncat(dflt, ".jsonl", sizeof dflt - strlen(dflt) - 1);
        }
        sweep_run_opts o = {.exe = exe, .out = out ? out : dflt, .jobs = jobs,
                            .task_index = index, .task_count = count, .quiet = quiet};
        run_interrupt_install(); /* stop the children and clean up on SIGINT/SIGTERM */
        long failed = sweep_run(&s, &o, err, sizeof err);
        if (failed < 0)
            fprintf(stderr, "mgsim sweep: %s\n", err);
        else if (failed && !quiet)
            fprintf(stderr, "mgsim sweep: %ld point(s) failed (recorded in %s)\n", failed, o.out);
        rc = failed < -1 ? (int)-failed : failed ? 1 : 0;
    }
    sweep_spec_free(&s);
    return rc;
}
