/* The comparison report of tools/hwcmp.h: markdown, TSV and the JSON
 * lines `mgsim plot` draws. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tools/hwcmp.h"
#include "util/xalloc.h"

/* One measured point and what the simulators gave for it. */
typedef struct cmp_pt {
    const hwcmp_row *hw, *ours, *third;
} cmp_pt;

/* The reason notrun gives for the key, or "no result" (it failed). */
static void reason_of(const char *notrun, const hwcmp_row *r, char *buf, size_t len)
{
    char key[200];
    snprintf(key, sizeof key, "%s,%s,%d,", r->kernel, r->size, r->occ);
    size_t kl = strlen(key);
    for (const char *p = notrun; p && *p;) {
        const char *nl = strchr(p, '\n'), *end = nl ? nl : p + strlen(p);
        if ((size_t)(end - p) > kl && !strncmp(p, key, kl)) {
            snprintf(buf, len, "%.*s", (int)(end - p - (ptrdiff_t)kl), p + kl);
            return;
        }
        p = nl ? nl + 1 : end;
    }
    snprintf(buf, len, "no result");
}

static double err_of(const hwcmp_row *sim, const hwcmp_row *hw)
{
    return (sim->ms - hw->ms) / hw->ms;
}

/* Statistics of ours (which = 0) or third (1) over the points that have
 * it, and, with need_third, only those that also have third. */
static hwcmp_stats stats_over(const cmp_pt *p, size_t n, int which, int need_third)
{
    double *s = xmalloc((n + 1) * sizeof *s, "compare");
    double *h = xmalloc((n + 1) * sizeof *h, "compare");
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const hwcmp_row *r = which ? p[i].third : p[i].ours;
        if (!r || !p[i].ours || (need_third && !p[i].third))
            continue;
        s[k] = r->ms;
        h[k++] = p[i].hw->ms;
    }
    hwcmp_stats st = hwcmp_stats_of(s, h, k);
    free(s);
    free(h);
    return st;
}

/* Median |error| of ours (0) or third (1) over kernel's points; -1: none. */
static double kernel_median(const cmp_pt *p, size_t n, const char *kernel, int which,
                            size_t *count)
{
    double *v = xmalloc((n + 1) * sizeof *v, "compare");
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const hwcmp_row *r = which ? p[i].third : p[i].ours;
        if (r && p[i].ours && !strcmp(p[i].hw->kernel, kernel))
            v[k++] = err_of(r, p[i].hw);
    }
    double m = k ? hwcmp_median_abs(v, k) : -1;
    free(v);
    *count = k;
    return m;
}

static void summary(FILE *f, const cmp_pt *p, size_t n, int have_third, const char *pre)
{
    size_t run = 0;
    for (size_t i = 0; i < n; i++)
        run += p[i].ours != NULL;
    hwcmp_stats o = stats_over(p, n, 0, 0);
    fprintf(f, "%spoints: %zu measured, %zu run, %zu not run\n", pre, n, run, n - run);
    fprintf(f, "%smgsim: WMAPE %.1f%%, MAPE %.1f%% over %zu points\n", pre, 100 * o.wmape,
            100 * o.mape, o.n);
    if (!have_third)
        return;
    hwcmp_stats a = stats_over(p, n, 0, 1), b = stats_over(p, n, 1, 1);
    fprintf(f, "%son the %zu points MGPUSim has too: mgsim WMAPE %.1f%%, MAPE %.1f%%; "
               "MGPUSim WMAPE %.1f%%, MAPE %.1f%%\n",
            pre, a.n, 100 * a.wmape, 100 * a.mape, 100 * b.wmape, 100 * b.mape);
}

static void fmt_ms(char *buf, size_t len, const hwcmp_row *r)
{
    if (r)
        snprintf(buf, len, "%.4f", r->ms);
    else
        snprintf(buf, len, "-");
}

static void fmt_err(char *buf, size_t len, const hwcmp_row *r, const hwcmp_row *hw)
{
    if (r)
        snprintf(buf, len, "%+.1f%%", 100 * err_of(r, hw));
    else
        snprintf(buf, len, "-");
}

static void write_md(FILE *f, const cmp_pt *p, size_t n, int have_third, const char *notrun)
{
    fputs("# mgsim against measured MI300A times\n\n", f);
    summary(f, p, n, have_third, "- ");
    fputs("\n## Per kernel: median absolute error\n\n", f);
    fputs("| kernel | points run | median abs. error |", f);
    fputs(have_third ? " MGPUSim points | MGPUSim median abs. error |\n|---|---:|---:|---:|---:|\n"
                     : "\n|---|---:|---:|\n",
          f);
    for (size_t i = 0; i < n; i++) {
        size_t j = 0;
        while (j < i && strcmp(p[j].hw->kernel, p[i].hw->kernel))
            j++;
        if (j < i)
            continue; /* one line per kernel, in the order of hw */
        size_t k, kt;
        double m = kernel_median(p, n, p[i].hw->kernel, 0, &k);
        double mt = kernel_median(p, n, p[i].hw->kernel, 1, &kt);
        fprintf(f, "| %s | %zu | ", p[i].hw->kernel, k);
        m < 0 ? fputs("-", f) : (void)fprintf(f, "%.1f%%", 100 * m);
        if (have_third) {
            fprintf(f, " | %zu | ", kt);
            mt < 0 ? fputs("-", f) : (void)fprintf(f, "%.1f%%", 100 * mt);
        }
        fputs(" |\n", f);
    }
    fputs("\n## Points\n\n| kernel | size | hardware ms | mgsim ms | error |", f);
    fputs(have_third ? " MGPUSim ms | MGPUSim error |\n|---|---|---:|---:|---:|---:|---:|\n"
                     : "\n|---|---|---:|---:|---:|\n",
          f);
    char a[32], b[32], c[32], d[32], e[32];
    for (size_t i = 0; i < n; i++) {
        if (!p[i].ours)
            continue;
        fmt_ms(a, sizeof a, p[i].hw);
        fmt_ms(b, sizeof b, p[i].ours);
        fmt_err(c, sizeof c, p[i].ours, p[i].hw);
        /* the same size again (bfs's degrees): which one, by order */
        static const char *const nth[] = {"", " (2nd)", " (3rd)", " (4th)", " (5th+)"};
        int o = p[i].hw->occ < 4 ? p[i].hw->occ : 4;
        fprintf(f, "| %s | %s%s | %s | %s | %s |", p[i].hw->kernel, p[i].hw->size, nth[o], a, b,
                c);
        if (have_third) {
            fmt_ms(d, sizeof d, p[i].third);
            fmt_err(e, sizeof e, p[i].third, p[i].hw);
            fprintf(f, " %s | %s |", d, e);
        }
        fputc('\n', f);
    }
    size_t nr = 0;
    for (size_t i = 0; i < n; i++)
        nr += !p[i].ours;
    fprintf(f, "\n## Not run (%zu)\n\n", nr);
    if (nr)
        fputs("| kernel | size | occurrence | reason |\n|---|---|---:|---|\n", f);
    char why[200];
    for (size_t i = 0; i < n; i++)
        if (!p[i].ours) {
            reason_of(notrun, p[i].hw, why, sizeof why);
            fprintf(f, "| %s | %s | %d | %s |\n", p[i].hw->kernel, p[i].hw->size, p[i].hw->occ,
                    why);
        }
}

static void write_tsv(FILE *f, const cmp_pt *p, size_t n, const char *notrun)
{
    fputs("kernel\tsize\toccurrence\thw_ms\tsim_ms\terror\tmgpusim_ms\tmgpusim_error\tstatus\n", f);
    char why[200];
    for (size_t i = 0; i < n; i++) {
        const hwcmp_row *h = p[i].hw;
        fprintf(f, "%s\t%s\t%d\t%.6g\t", h->kernel, h->size, h->occ, h->ms);
        if (p[i].ours)
            fprintf(f, "%.6g\t%.6f\t", p[i].ours->ms, err_of(p[i].ours, h));
        else
            fputs("\t\t", f);
        if (p[i].third)
            fprintf(f, "%.6g\t%.6f\t", p[i].third->ms, err_of(p[i].third, h));
        else
            fputs("\t\t", f);
        if (p[i].ours)
            fputs("ok\n", f);
        else {
            reason_of(notrun, h, why, sizeof why);
            fprintf(f, "not run: %s\n", why);
        }
    }
}

static void write_jsonl(FILE *f, const cmp_pt *p, size_t n)
{
    for (size_t i = 0, k = 0; i < n; i++)
        if (p[i].ours)
            fprintf(f, "{\"point\": %zu, \"status\": \"ok\", \"params\": {\"kernel\": \"%s\", "
                       "\"size\": \"%s\"}, \"hw_ms\": %.9g, \"sim_ms\": %.9g}\n",
                    k++, p[i].hw->kernel, p[i].hw->size, p[i].hw->ms, p[i].ours->ms);
}

static int write_file(const char *path, int kind, const cmp_pt *p, size_t n, int have_third,
                      const char *notrun, char *err, size_t errlen)
{
    if (!path)
        return 0;
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errlen, "cannot write '%s'", path);
        return -1;
    }
    if (kind == 0)
        write_md(f, p, n, have_third, notrun);
    else if (kind == 1)
        write_tsv(f, p, n, notrun);
    else
        write_jsonl(f, p, n);
    if (fclose(f)) {
        snprintf(err, errlen, "cannot write '%s'", path);
        return -1;
    }
    return 0;
}

int hwcmp_report(const hwcmp_table *hw, const hwcmp_table *ours, const hwcmp_table *third,
                 const char *notrun, const hwcmp_paths *paths, FILE *out, char *err,
                 size_t errlen)
{
    if (!hw->n) {
        snprintf(err, errlen, "no measured point");
        return -1;
    }
    cmp_pt *p = xmalloc(hw->n * sizeof *p, "compare points");
    for (size_t i = 0; i < hw->n; i++) {
        const hwcmp_row *h = &hw->rows[i];
        p[i] = (cmp_pt){h, hwcmp_find(ours, h->kernel, h->size, h->occ),
                        hwcmp_find(third, h->kernel, h->size, h->occ)};
    }
    int rc = write_file(paths->md, 0, p, hw->n, third != NULL, notrun, err, errlen);
    rc = rc ? rc : write_file(paths->tsv, 1, p, hw->n, third != NULL, notrun, err, errlen);
    rc = rc ? rc : write_file(paths->jsonl, 2, p, hw->n, third != NULL, notrun, err, errlen);
    if (!rc && out)
        summary(out, p, hw->n, third != NULL, "");
    free(p);
    return rc;
}
