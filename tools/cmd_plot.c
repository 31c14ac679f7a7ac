/* mgsim plot: draws sweep results (tools/sweep.h, one JSON line per
 * point) with gnuplot: y against x, one line per value of the group key.
 * A key is looked up among the point's params, then its stats metrics
 * ("L2[*].read_hits", "sim.time_ps"), then the stats object itself
 * (`mgsim run --stats` writes flat figures: "cycles"), then the whole
 * line ("wall_s"); x and y take the first that is a number. Points with equal (group, x) are averaged. Failed points
 * and points missing a key are skipped (and counted on stderr); a line
 * that is not a result (torn, damaged) is reported by its number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tools/cmd.h"
#include "tools/opt.h"
#include "util/js.h"
#include "util/xalloc.h"
#include "util/vec.h"
#include "util/err.h"

typedef struct pt {
    char group[128];
    double x, y;
    int n;
} pt;

static void plot_usage(FILE *f)
{
    fprintf(f, "usage: mgsim plot RESULTS.jsonl --x KEY --y KEY [--group KEY] [-o OUT.png|OUT.svg]\n"
               "                  [--title TEXT] [--logx] [--logy] [--scatter] [--diagonal]\n"
               "  draws with gnuplot (Debian: gnuplot-nox); default output plot.png;\n"
               "  --scatter: points only, no lines; --diagonal: the line y = x too\n");
}

/* The text of a number or string value of o[key], into buf. */
static int lookup(const json_object *o, const char *key, char *buf, size_t len)
{
    json_object *v = js_get(o, key);
    if (!json_object_is_type(v, json_type_string) && !json_object_is_type(v, json_type_int) &&
        !json_object_is_type(v, json_type_double))
        return 0;
    snprintf(buf, len, "%s", json_object_get_string(v));
    return 1;
}

static int numeric(const char *s)
{
    char *end;
    strtod(s, &end);
    return *s && !*end;
}

/* The first of params, stats metrics, stats, the whole line that has the
 * key (and, for an axis of the plot, a number: a param "1K" gives way to
 * the stats' "size": 1024). */
static int value(const json_object *line, const char *key, char *buf, size_t len,
                 int need_number)
{
    json_object *stats = js_get(line, "stats");
    const json_object *scopes[] = {js_get(line, "params"), js_get(stats, "metrics"), stats, line};
    for (int i = 0; i < 4; i++)
        if (lookup(scopes[i], key, buf, len) && (!need_number || numeric(buf)))
            return 1;
    return 0;
}

/* A point of the plot from one results line; 0, -1 to skip it (failed,
 * or missing a key), -2 when the line is not a result at all (torn by an
 * interrupted run, or damaged). */
static int point_of(const char *text, const char *xk, const char *yk, const char *gk, pt *p)
{
    char err[ERR_LEN], xs[64], ys[64], gs[128];
    json_object *o = js_parse(text, err, sizeof err), *st = js_get(o, "status");
    if (!json_object_is_type(o, json_type_object) ||
        !json_object_is_type(js_get(o, "point"), json_type_int)) {
        json_object_put(o);
        return -2;
    }
    int ok = json_object_is_type(st, json_type_string) &&
             !strcmp(json_object_get_string(st), "ok") && value(o, xk, xs, sizeof xs, 1) &&
             value(o, yk, ys, sizeof ys, 1) && (!gk || value(o, gk, gs, sizeof gs, 0));
    json_object_put(o);
    if (!ok)
        return -1;
    *p = (pt){.x = strtod(xs, NULL), .y = strtod(ys, NULL), .n = 1};
    snprintf(p->group, sizeof p->group, "%s", gk ? gs : "");
    return 0;
}

static int by_group_x(const void *a, const void *b)
{
    const pt *x = a, *y = b;
    char *ex, *ey; /* numeric groups in numeric order */
    double gx = strtod(x->group, &ex), gy = strtod(y->group, &ey);
    int g = *x->group && *y->group && !*ex && !*ey ? (gx > gy) - (gx < gy)
                                                   : strcmp(x->group, y->group);
    if (g)
        return g;
    return x->x < y->x ? -1 : x->x > y->x;
}

static int run_gnuplot(const char *script)
{
    pid_t pid = fork();
    if (pid == 0) {
        execlp("gnuplot", "gnuplot", script, (char *)NULL);
        fprintf(stderr, "mgsim plot: cannot run gnuplot (Debian package gnuplot-nox)\n");
        _exit(127);
    }
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) < 0)
        return -1;
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* Reads the points; returns how many, -1 when the file cannot be read. */
static long load(const char *path, const char *xk, const char *yk, const char *gk, pt **out,
                 long *skipped)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char *line = NULL;
    size_t cap = 0, n = 0, np = 0;
    pt *v = NULL, p;
    long lineno = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) > 0) {
        lineno++;
        if (len == 1 && *line == '\n')
            continue;
        int r = point_of(line, xk, yk, gk, &p);
        if (r == -2)
            fprintf(stderr, "mgsim plot: %s:%ld: not a sweep result line%s: skipped\n", path,
                    lineno, line[len - 1] == '\n' ? "" : " (a partial last line)");
        if (r < 0) {
            *skipped += r == -1;
            continue;
        }
        VEC_PUSH(v, n, np, p, "plot points");
    }
    free(line);
    fclose(f);
    if (n)
        qsort(v, n, sizeof *v, by_group_x);
    size_t m = 0; /* average equal (group, x) */
    for (size_t i = 0; i < n; i++) {
        if (m && !strcmp(v[m - 1].group, v[i].group) && v[m - 1].x == v[i].x) {
            v[m - 1].y += v[i].y;
            v[m - 1].n++;
        } else {
            v[m++] = v[i];
        }
    }
    for (size_t i = 0; i < m; i++)
        v[i].y /= v[i].n;
    *out = v;
    return (long)m;
}

typedef struct plot_opts {
    const char *xk, *yk, *gk, *out, *title;
    int logx, logy, scatter, diagonal;
} plot_opts;

enum { PL_X = 1, PL_Y, PL_GROUP, PL_TITLE, PL_LOGX, PL_LOGY, PL_SCATTER, PL_DIAG };

static const struct option plot_options[] = {
    {"x", required_argument, NULL, PL_X},
    {"y", required_argument, NULL, PL_Y},
    {"group", required_argument, NULL, PL_GROUP},
    {"title", required_argument, NULL, PL_TITLE},
    {"logx", no_argument, NULL, PL_LOGX},
    {"logy", no_argument, NULL, PL_LOGY},
    {"scatter", no_argument, NULL, PL_SCATTER},
    {"diagonal", no_argument, NULL, PL_DIAG},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    plot_opts *p = self;
    (void)name, (void)cmd;
    switch (code) {
    case PL_X: p->xk = v; return 0;
    case PL_Y: p->yk = v; return 0;
    case PL_GROUP: p->gk = v; return 0;
    case PL_TITLE: p->title = v; return 0;
    case 'o': p->out = v; return opt_val_output(cmd, name, v);
    case PL_LOGX: p->logx = 1; return 0;
    case PL_LOGY: p->logy = 1; return 0;
    case PL_SCATTER: p->scatter = 1; return 0;
    case PL_DIAG: p->diagonal = 1; return 0;
    default: return -1;
    }
}

/* a, b and c written as one gnuplot string in single quotes, where a
 * quote is written twice (a title or a group value may hold one: "it's"
 * ended the string and gnuplot refused the script). */
static void gp_str(FILE *s, const char *a, const char *b, const char *c)
{
    fputc('\'', s);
    for (const char *p[3] = {a, b, c}, **q = p; q < p + 3; q++)
        for (const char *t = *q; *t; t++) {
            if (*t == '\'') fputc('\'', s);
            fputc(*t, s);
        }
    fputc('\'', s);
}

int cmd_plot(int argc, char **argv)
{
    plot_opts o = {NULL, NULL, NULL, "plot.png", NULL, 0, 0, 0, 0};
    opt_group g = {plot_options, "o:", take, &o};
    int first, t = opt_parse(argc, argv, "plot", &g, 1, &first);
    if (t == OPT_OK && argc - first > 1) {
        fprintf(stderr, "mgsim plot: unexpected argument '%s'\n", argv[first + 1]);
        t = OPT_BAD;
    }
    if (t == OPT_OK && (first == argc || !o.xk || !o.yk)) t = OPT_BAD;
    if (t != OPT_OK) {
        plot_usage(t == OPT_HELP ? stdout : stderr);
        return t == OPT_HELP ? 0 : 2;
    }
    const char *in = argv[first], *xk = o.xk, *yk = o.yk, *gk = o.gk, *out = o.out;
    const char *title = o.title;
    int logx = o.logx, logy = o.logy;
    size_t olen = strlen(out);
    int svg = olen > 4 && !strcmp(out + olen - 4, ".svg");
    if (!svg && !(olen > 4 && !strcmp(out + olen - 4, ".png"))) {
        fprintf(stderr, "mgsim plot: output '%s' must end in .png or .svg\n", out);
        return 2;
    }
    pt *v = NULL;
    long skipped = 0, n = load(in, xk, yk, gk, &v, &skipped);
    if (n < 0) {
        fprintf(stderr, "mgsim plot: cannot read '%s'\n", in);
        return 1;
    }
    if (n == 0) {
        fprintf(stderr, "mgsim plot: no point of '%s' has numbers for %s and %s\n", in, xk, yk);
        free(v);
        return 1;
    }
    if (skipped)
        fprintf(stderr, "mgsim plot: %ld line(s) skipped (failed, or missing a key)\n", skipped);
    char data[] = "/tmp/mgsim-plot-XXXXXX";
    int fd = mkstemp(data);
    FILE *d = fd >= 0 ? fdopen(fd, "w") : NULL;
    char script[64];
    snprintf(script, sizeof script, "%s.gp", data);
    FILE *s = d ? fopen(script, "w") : NULL;
    if (!s) {
        fprintf(stderr, "mgsim plot: cannot write temporary files\n");
        if (d)
            fclose(d);
        free(v);
        return 1;
    }
    /* a scatter has many series over the whole plot: its key goes outside */
    fprintf(s, "set terminal %s size %s\nset output ", svg ? "svg" : "pngcairo",
            o.scatter ? "1000,600" : "800,560");
    gp_str(s, out, "", "");
    fprintf(s, "\nset key %s\nset grid\nset xlabel ",
            o.scatter ? "outside right top maxcols 1 font \",9\"" : "left top");
    gp_str(s, xk, "", "");
    fputs("\nset ylabel ", s);
    gp_str(s, yk, "", "");
    fputs("\nset title ", s);
    gp_str(s, title ? title : in, "", "");
    fprintf(s, " noenhanced\nset xlabel noenhanced\nset ylabel noenhanced\n%s%splot ",
            logx ? "set logscale x\n" : "", logy ? "set logscale y\n" : "");
    int series = 0;
    for (long i = 0; i < n; i++) {
        if (i && !strcmp(v[i].group, v[i - 1].group)) {
            fprintf(d, "%.17g %.17g\n", v[i].x, v[i].y);
            continue;
        }
        if (i)
            fputs("\n\n", d);
        fprintf(d, "%.17g %.17g\n", v[i].x, v[i].y);
        fputs(series ? ", " : "", s);
        gp_str(s, data, "", "");
        fprintf(s, " index %d with %s title ", series, o.scatter ? "points" : "linespoints");
        gp_str(s, gk ? gk : yk, gk ? "=" : "", v[i].group);
        fputs(" noenhanced", s);
        series++;
    }
    if (o.diagonal) /* simulated = measured: the comparison's reference line */
        fputs(", x with lines dashtype 2 linecolor rgb 'gray40' title 'y = x'", s);
    fputs("\n", s);
    fclose(d);
    fclose(s);
    free(v);
    int rc = run_gnuplot(script);
    unlink(data);
    unlink(script);
    if (rc)
        fprintf(stderr, "mgsim plot: gnuplot failed\n");
    else
        printf("mgsim plot: %s (%d series)\n", out, series);
    return rc ? 1 : 0;
}
