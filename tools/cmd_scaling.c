/* mgsim scaling WORKLOAD [--threads 1,2,4] [run options] [--plot FILE]:
 * the simulator's own parallel speedup. The same simulation runs once per
 * thread count, in this process, one after another; the outputs (hash)
 * and every statistic must be identical (the engine's determinism
 * contract), and the table gives host wall time, speedup over the first
 * count and parallel efficiency (speedup / threads). Thread count 0 is
 * the serial engine (counted as one thread). Exit 0 when all runs agree
 * and verify, 1 otherwise, 2 on bad usage. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cmd.h"
#include "tools/run.h"
#include "tools/run_plot.h"

#define MAX_COUNTS 32

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim scaling WORKLOAD [options]\n"
               "  --threads LIST     comma-separated engine thread counts (default 1,2,4;\n"
               "                     0 is the serial engine); speedup is over the first\n"
               "  --plot FILE        speedup chart, .png or .svg (gnuplot if installed)\n"
               "  --csv FILE         the table as CSV\n"
               "and the options of mgsim run (--threads there is this list):\n");
    run_opts_help(f);
}

static int parse_list(const char *s, int *out, int *n)
{
    *n = 0;
    while (*s) {
        char *end;
        errno = 0;
        long v = strtol(s, &end, 10);
        if (errno || end == s || v < 0 || v > 1024 || *n == MAX_COUNTS) return -1;
        out[(*n)++] = (int)v;
        if (*end == ',') end++;
        else if (*end) return -1;
        s = end;
    }
    return *n ? 0 : -1;
}

/* Everything but the host times must match the first run. */
static int same(const run_result *a, const run_result *b, char *what, size_t n)
{
    const char *d = strcmp(a->sha256, b->sha256)               ? "output_sha256"
                    : a->kernel_time_ps != b->kernel_time_ps   ? "kernel_time"
                    : a->cycles != b->cycles                   ? "cycles"
                    : a->instructions != b->instructions       ? "instructions"
                    : a->cross_gpu_bytes != b->cross_gpu_bytes ? "cross_gpu_bytes"
                    : a->verified != b->verified               ? "verified"
                    : memcmp(a->gpu, b->gpu, sizeof a->gpu)    ? "per-GPU statistics"
                                                               : NULL;
    if (d) snprintf(what, n, "%s", d);
    return d == NULL;
}

static int plot(const char *path, const char *wl, const int *th, int n, const double *wall)
{
    char cats[MAX_COUNTS][16], err[512], title[128];
    const char *cat[MAX_COUNTS], *ser[2] = {"measured", "ideal"};
    double val[2 * MAX_COUNTS];
    int base = th[0] ? th[0] : 1;
    for (int i = 0; i < n; i++) {
        snprintf(cats[i], sizeof cats[i], th[i] ? "%d" : "serial", th[i]);
        cat[i] = cats[i];
        val[2 * i] = wall[i] > 0 ? wall[0] / wall[i] : 0;
        val[2 * i + 1] = (double)(th[i] ? th[i] : 1) / base;
    }
    snprintf(title, sizeof title, "mgsim scaling: %s, speedup over %s", wl, cat[0]);
    run_chart c = {title, "speedup", (size_t)n, 2, cat, ser, val, false, NULL};
    if (run_chart_write(&c, path, err, sizeof err) == 0) return 0;
    fprintf(stderr, "mgsim scaling: %s\n", err);
    return -1;
}

static int write_csv(const char *path, const run_result *r, const int *th, int n)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "mgsim scaling: --csv %s: %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "workload,platform,threads,wall_s,speedup,efficiency,kips,output_sha256\n");
    for (int i = 0; i < n; i++) {
        double sp = r[i].wall_s > 0 ? r[0].wall_s / r[i].wall_s : 0;
        int t = th[i] ? th[i] : 1, b = th[0] ? th[0] : 1;
        fprintf(f, "%s,%s,%d,%.6f,%.4f,%.4f,%.3f,%s\n", r[i].w->name, r[i].platform, th[i],
                r[i].wall_s, sp, sp * b / t, r[i].kips, r[i].sha256);
    }
    return fclose(f) == 0 ? 0 : -1;
}

static int run_all(run_opts *o, const int *th, int n, run_result *r, const char *plotf,
                   const char *csv)
{
    char err[RUN_ERR_LEN], what[64];
    int bad = 0;
    char base[32];
    snprintf(base, sizeof base, th[0] ? "%d thread%s" : "the serial engine", th[0],
             th[0] == 1 ? "" : "s");
    printf("mgsim scaling: %s, %s mode, speedup over %s\n", o->w->name,
           o->functional ? "functional" : "timing", base);
    printf("  %-8s %10s %9s %11s %10s  %s\n", "threads", "wall (s)", "speedup", "efficiency",
           "KIPS", "identical");
    for (int i = 0; i < n; i++) {
        o->threads = th[i];
        int rc = run_exec(o, &r[i], err);
        if (rc != RUN_OK) {
            fprintf(stderr, "mgsim scaling: %d threads: %s\n", th[i], err);
            return rc;
        }
        int ok = i == 0 || same(&r[0], &r[i], what, sizeof what);
        double sp = r[i].wall_s > 0 ? r[0].wall_s / r[i].wall_s : 0;
        int t = th[i] ? th[i] : 1, b = th[0] ? th[0] : 1;
        printf("  %-8d %10.3f %9.2f %11.2f %10.1f  %s%s\n", th[i], r[i].wall_s, sp,
               sp * b / t, r[i].kips, ok ? "yes" : "NO: ", ok ? "" : what);
        fflush(stdout);
        bad |= !ok || r[i].verified == 0;
    }
    printf("  output sha256 %s, verification %s\n", r[0].sha256,
           r[0].verified < 0 ? "not checked" : r[0].verified ? "passed" : "FAILED");
    if (o->stats && run_write_stats(o->stats, &r[0], "scaling") < 0) bad = 1;
    double wall[MAX_COUNTS];
    for (int i = 0; i < n; i++) wall[i] = r[i].wall_s;
    if (plotf && plot(plotf, o->w->name, th, n, wall) < 0) bad = 1;
    if (csv && write_csv(csv, r, th, n) < 0) bad = 1;
    return bad ? RUN_ERROR : RUN_OK;
}

/* scaling's own options; --threads takes a list (and hides the run's). */
typedef struct scaling_opts {
    int *th, *n;
    const char *plotf, *csv;
} scaling_opts;

enum { SO_THREADS = 1, SO_PLOT, SO_CSV };

static const struct option scaling_options[] = {
    {"threads", required_argument, NULL, SO_THREADS},
    {"plot", required_argument, NULL, SO_PLOT},
    {"csv", required_argument, NULL, SO_CSV},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    scaling_opts *s = self;
    (void)name;
    if (code == SO_PLOT) s->plotf = v;
    else if (code == SO_CSV) s->csv = v;
    else if (parse_list(v, s->th, s->n) < 0) {
        fprintf(stderr, "mgsim %s: --threads %s: want a list like 1,2,4 (0..1024, at most %d)\n",
                cmd, v, MAX_COUNTS);
        return -1;
    }
    return 0;
}

int cmd_scaling(int argc, char **argv)
{
    run_opts o;
    run_opts_init(&o);
    int th[MAX_COUNTS] = {1, 2, 4}, n = 3, rc = RUN_USAGE;
    scaling_opts so = {th, &n, NULL, NULL};
    run_result *r = NULL;
    opt_group g[3] = {{scaling_options, NULL, take, &so}};
    run_opts_groups(&o, g + 1);
    int first, t = opt_parse(argc, argv, "scaling", g, 3, &first);
    if (t == OPT_HELP) {
        usage(stdout);
        rc = 0;
        goto out;
    }
    if (t != OPT_OK) goto out;
    for (int i = first; i < argc; i++)
        if (run_set_workload(&o, argv[i], "scaling") < 0) goto out;
    if (!o.w) {
        fprintf(stderr, "mgsim scaling: no workload given\n");
        usage(stderr);
        goto out;
    }
    if (!(r = calloc((size_t)n, sizeof *r))) {
        rc = RUN_ERROR;
        goto out;
    }
    rc = run_all(&o, th, n, r, so.plotf, so.csv);
out:
    free(r);
    run_opts_free(&o);
    return rc;
}
