/* mgsim scaling WORKLOAD [--threads 1,2,4] [--repeat N] [run options]
 * [--plot FILE]: the simulator's own parallel speedup. The same simulation
 * runs once per thread count, in this process, one after another, and
 * --repeat N does that N times, the counts taking turns round after round
 * so that a burst of load on a shared machine hits them alike; the
 * outputs (hash) and every statistic must be identical every time (the
 * engine's determinism contract). The table gives each count's median
 * host wall time with its min-max, the speedup of the medians over the
 * first count and the parallel efficiency (speedup / threads), and names
 * how the engine ran (eng_describe_partitioning). Thread count 0 is the
 * serial engine (counted as one thread). Exit 0 when all runs agree and
 * verify, 1 otherwise, 2 on bad usage. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/cmd.h"
#include "tools/run.h"
#include "tools/run_plot.h"

#define MAX_COUNTS 32
#define MAX_REPEAT 100

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim scaling WORKLOAD [options]\n"
               "  --threads LIST     comma-separated engine thread counts (default 1,2,4;\n"
               "                     0 is the serial engine); speedup is over the first\n"
               "  --repeat N         run the list N times, alternating (default 1); the\n"
               "                     table shows medians and min-max\n"
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

/* Median, min and max of one count's wall times. */
typedef struct spread {
    double med, min, max;
} spread;

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static spread spread_of(const double *v, int n)
{
    double s[MAX_REPEAT];
    memcpy(s, v, (size_t)n * sizeof *s);
    qsort(s, (size_t)n, sizeof *s, cmp_double);
    double med = n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    return (spread){med, s[0], s[n - 1]};
}

static int write_csv(const char *path, const run_result *r, const int *th, int n,
                     const spread *w, int repeat)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "mgsim scaling: --csv %s: %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "workload,platform,threads,wall_s,speedup,efficiency,kips,output_sha256,"
               "wall_min_s,wall_max_s,repeat\n");
    for (int i = 0; i < n; i++) {
        double sp = w[i].med > 0 ? w[0].med / w[i].med : 0;
        int t = th[i] ? th[i] : 1, b = th[0] ? th[0] : 1;
        double kips = w[i].med > 0 ? (double)r[i].instructions / w[i].med / 1e3 : 0;
        fprintf(f, "%s,%s,%d,%.6f,%.4f,%.4f,%.3f,%s,%.6f,%.6f,%d\n", r[i].w->name,
                r[i].platform, th[i], w[i].med, sp, sp * b / t, kips, r[i].sha256, w[i].min,
                w[i].max, repeat);
    }
    return fclose(f) == 0 ? 0 : -1;
}

/* Round after round, every count once; r[i] keeps count i's first run,
 * wall[i * repeat + k] its k-th wall time. */
static int run_rounds(run_opts *o, const int *th, int n, int repeat, run_result *r, double *wall,
                      int *bad)
{
    char err[ERR_LEN_NEST(4)], what[64];
    for (int k = 0; k < repeat; k++)
        for (int i = 0; i < n; i++) {
            run_result tmp, *x = k ? &tmp : &r[i];
            memset(&tmp, 0, sizeof tmp);
            o->s.threads = th[i];
            int rc = run_exec(o, x, err);
            if (rc != RUN_OK) {
                fprintf(stderr, "mgsim scaling: %d threads: %s\n", th[i], err);
                if (k) run_result_free(&tmp);
                return rc;
            }
            wall[i * repeat + k] = x->wall_s;
            if ((i || k) && !same(&r[0], x, what, sizeof what)) {
                fprintf(stderr, "mgsim scaling: %d threads, run %d: %s differs\n", th[i], k + 1,
                        what);
                *bad = 1;
            }
            *bad |= x->verified == 0;
            if (k) run_result_free(&tmp);
            if (repeat > 1 && isatty(2)) {
                fprintf(stderr, "\r  run %d/%d", k * n + i + 1, n * repeat);
                fflush(stderr);
            }
        }
    if (repeat > 1 && isatty(2)) fprintf(stderr, "\r%20s\r", "");
    return RUN_OK;
}

static int run_all(run_opts *o, const int *th, int n, int repeat, run_result *r,
                   const char *plotf, const char *csv)
{
    char what[64];
    int bad = 0;
    char base[32];
    double *wall = calloc((size_t)n * (size_t)repeat, sizeof *wall);
    spread w[MAX_COUNTS];
    if (!wall) return RUN_ERROR;
    snprintf(base, sizeof base, th[0] ? "%d thread%s" : "the serial engine", th[0],
             th[0] == 1 ? "" : "s");
    printf("mgsim scaling: %s, %s mode, speedup over %s", o->w->name,
           o->functional ? "functional" : "timing", base);
    if (repeat > 1) printf(", medians of %d alternated runs", repeat);
    printf("\n");
    fflush(stdout);
    int rc = run_rounds(o, th, n, repeat, r, wall, &bad);
    if (rc != RUN_OK) {
        free(wall);
        return rc;
    }
    for (int i = 0; i < n; i++) w[i] = spread_of(wall + (size_t)i * (size_t)repeat, repeat);
    printf("  %-8s %10s %17s %9s %11s %10s  %s\n", "threads", "wall (s)", "min-max (s)",
           "speedup", "efficiency", "KIPS", "identical");
    for (int i = 0; i < n; i++) {
        int ok = i == 0 || same(&r[0], &r[i], what, sizeof what);
        double sp = w[i].med > 0 ? w[0].med / w[i].med : 0;
        int t = th[i] ? th[i] : 1, b = th[0] ? th[0] : 1;
        double kips = w[i].med > 0 ? (double)r[i].instructions / w[i].med / 1e3 : 0;
        printf("  %-8d %10.3f %8.3f-%-8.3f %9.2f %11.2f %10.1f  %s%s\n", th[i], w[i].med,
               w[i].min, w[i].max, sp, sp * b / t, kips, ok && !bad ? "yes" : "NO: ",
               ok ? "" : what);
        bad |= !ok;
    }
    for (int i = 0; i < n; i++)
        if (r[i].obs.engine[0]) printf("  %-8d %s\n", th[i], r[i].obs.engine);
    printf("  output sha256 %s, verification %s\n", r[0].sha256,
           r[0].verified < 0 ? "not checked" : r[0].verified ? "passed" : "FAILED");
    if (o->s.stats && run_write_stats(o->s.stats, &r[0], "scaling") < 0) bad = 1;
    double med[MAX_COUNTS];
    for (int i = 0; i < n; i++) med[i] = w[i].med;
    if (plotf && plot(plotf, o->w->name, th, n, med) < 0) bad = 1;
    if (csv && write_csv(csv, r, th, n, w, repeat) < 0) bad = 1;
    free(wall);
    return bad ? RUN_ERROR : RUN_OK;
}

/* scaling's own options; --threads takes a list (and hides the run's). */
typedef struct scaling_opts {
    int *th, *n;
    const char *plotf, *csv;
    int repeat;
} scaling_opts;

enum { SO_THREADS = 1, SO_PLOT, SO_CSV, SO_REPEAT };

static const struct option scaling_options[] = {
    {"threads", required_argument, NULL, SO_THREADS},
    {"repeat", required_argument, NULL, SO_REPEAT},
    {"plot", required_argument, NULL, SO_PLOT},
    {"csv", required_argument, NULL, SO_CSV},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    scaling_opts *s = self;
    if (code == SO_PLOT || code == SO_CSV) {
        *(code == SO_PLOT ? &s->plotf : &s->csv) = v;
        return opt_val_output(cmd, name, v);
    }
    if (code == SO_REPEAT) return opt_val_int(cmd, name, v, 1, MAX_REPEAT, &s->repeat);
    if (parse_list(v, s->th, s->n) < 0) {
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
    scaling_opts so = {th, &n, NULL, NULL, 1};
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
    rc = run_all(&o, th, n, so.repeat, r, so.plotf, so.csv);
out:
    free(r);
    run_opts_free(&o);
    return rc;
}
