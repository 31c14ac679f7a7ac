/* mgsim sweep: expands a sweep spec's grid and runs its points locally
 * (-j N), one shard of it (--task-index/--task-count, defaulting to
 * Slurm's array variables), or emits a Slurm array script or a GNU
 * parallel command line that runs the shards elsewhere; --merge gathers
 * the shards' results. tools/sweep.h has the spec and the result format. */
#include <errno.h>
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
#include "util/err.h"

static void sweep_usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim sweep SPEC [options]     run the points (tools/sweep.h: the spec)\n"
            "       mgsim sweep --merge DIR|FILE [-o OUT]\n"
            "  -j N               points at once (default 1); each point's mgsim run\n"
            "                     gets cores / N engine workers by default (MGSIM_CORES)\n"
            "  -o FILE            results, one JSON line per point (default: the spec's\n"
            "                     output, else SPEC.jsonl; a shard: DIR/shard-I.jsonl)\n"
            "  --task-index I     run only points p with p %% N == I (default\n"
            "  --task-count N     $SLURM_ARRAY_TASK_ID / $SLURM_ARRAY_TASK_COUNT)\n"
            "  --list             print the points and their commands, run nothing\n"
            "  --emit-slurm       print an sbatch --array script for --task-count shards\n"
            "                     (and make the shard dir: Slurm opens the tasks' logs there)\n"
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

/* s for a POSIX shell, and for sbatch's #SBATCH lines, which take the
 * same quotes: in single quotes, each ' as '\''. */
static void put_quoted(FILE *f, const char *s)
{
    putc('\'', f);
    for (; *s; s++) {
        if (*s == '\'')
            fputs("'\\''", f);
        else
            putc(*s, f);
    }
    putc('\'', f);
}

/* The command that runs shard TASK (a shell word: "$SLURM_ARRAY_TASK_ID"
 * or GNU parallel's {}) of the sweep, into f. */
static void put_shard_cmd(FILE *f, const char *exe, const char *spec, const char *dir, int jobs,
                          size_t n, const char *task, int quiet)
{
    put_quoted(f, exe);
    fputs(" sweep ", f);
    put_quoted(f, spec);
    fprintf(f, " -j %d%s --task-count %zu --task-index %s -o ", jobs, quiet ? " --quiet" : "", n,
            task);
    put_quoted(f, dir);
    fprintf(f, "/shard-%s.jsonl", task);
}

/* A Slurm array script. Its tasks start in the directory we run in
 * (--chdir), so a relative path in the spec's command means what it
 * means here wherever sbatch runs; Slurm opens each task's --output file
 * before the script runs (a task whose log cannot be opened fails
 * without running), so the caller has made the shard directory. */
static void emit_slurm(const char *exe, const char *spec, const char *dir, const char *cwd,
                       size_t n, int jobs)
{
    printf("#!/bin/bash\n"
           "# mgsim sweep of %s: %zu shards as one Slurm job array.\n"
           "# Submit with: sbatch THIS_FILE (from anywhere: the tasks start in %s);\n"
           "# merge with: %s sweep --merge %s -o results.jsonl\n"
           "#SBATCH --job-name=mgsim-sweep\n#SBATCH --array=0-%zu\n"
           "#SBATCH --cpus-per-task=%d\n#SBATCH --chdir=",
           spec, n, cwd, exe, dir, n - 1, jobs);
    put_quoted(stdout, cwd);
    fputs("\n#SBATCH --output=", stdout);
    char pat[2 * PATH_MAX + 32], *p = pat; /* '%' is Slurm's escape in a file pattern */
    for (const char *s = dir; *s; s++) {
        if (*s == '%')
            *p++ = '%';
        *p++ = *s;
    }
    snprintf(p, sizeof pat - (size_t)(p - pat), "/slurm-%%A_%%a.log");
    put_quoted(stdout, pat);
    fputs("\nexec ", stdout);
    put_shard_cmd(stdout, exe, spec, dir, jobs, n, "\"$SLURM_ARRAY_TASK_ID\"", 0);
    putchar('\n');
}

/* GNU parallel runs its command through a shell: the command is one word. */
static void emit_parallel(const char *exe, const char *spec, const char *dir, size_t n, int jobs)
{
    char *cmd = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&cmd, &len);
    if (!m)
        return;
    put_shard_cmd(m, exe, spec, dir, jobs, n, "{}", 1);
    fclose(m);
    fputs("mkdir -p ", stdout);
    put_quoted(stdout, dir);
    printf(" && seq 0 %zu | parallel -j %zu ", n - 1, n);
    put_quoted(stdout, cmd);
    fputs(" && ", stdout);
    put_quoted(stdout, exe);
    fputs(" sweep --merge ", stdout);
    put_quoted(stdout, dir);
    fputs(" -o results.jsonl\n", stdout);
    free(cmd);
}

static int emit(const char *exe, const char *spec, const char *dir, size_t n, int jobs, int slurm)
{
    char abs_spec[PATH_MAX], abs_dir[PATH_MAX], cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) {
        fprintf(stderr, "mgsim sweep: cannot read the working directory: %s\n", strerror(errno));
        return 2;
    }
    if (!realpath(spec, abs_spec))
        snprintf(abs_spec, sizeof abs_spec, "%s", spec);
    if (dir[0] == '/' || snprintf(abs_dir, sizeof abs_dir, "%s/%s", cwd, dir) >= (int)sizeof abs_dir)
        snprintf(abs_dir, sizeof abs_dir, "%s", dir); /* too long: keep it relative */
    const char *paths[] = {abs_spec, abs_dir, cwd, exe};
    for (size_t i = 0; i < sizeof paths / sizeof *paths; i++)
        if (strchr(paths[i], '\n')) {
            fprintf(stderr, "mgsim sweep: cannot emit a script for a path with a newline in it\n");
            return 2;
        }
    if (slurm && mkdir(abs_dir, 0777) < 0 && errno != EEXIST) {
        fprintf(stderr, "mgsim sweep: cannot create the shard directory '%s': %s\n", abs_dir,
                strerror(errno));
        return 2;
    }
    if (slurm)
        emit_slurm(exe, abs_spec, abs_dir, cwd, n, jobs);
    else
        emit_parallel(exe, abs_spec, abs_dir, n, jobs);
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
    char err[ERR_LEN_NEST(4)];
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
