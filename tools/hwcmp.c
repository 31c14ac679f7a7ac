/* Simulated against measured kernel times: the CSV reader, the
 * statistics and the report (tools/hwcmp.h). */
#include "tools/hwcmp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"
#include "util/vec.h"
#include "util/err.h"

/* ---- reading ---------------------------------------------------------- */

static const char *const time_cols[] = {"avg_ms", "sim_ms", "sim_time_ms"};

/* Splits line (modified) at commas into at most max fields; the count. */
static int split(char *line, char **f, int max)
{
    int n = 0;
    for (char *p = line; n < max;) {
        f[n++] = p;
        p = strchr(p, ',');
        if (!p)
            break;
        *p++ = '\0';
    }
    return n;
}

/* The time column of a header line, -1 when it has none. */
static int time_col(char **f, int n)
{
    for (size_t c = 0; c < sizeof time_cols / sizeof *time_cols; c++)
        for (int i = 2; i < n; i++)
            if (!strcmp(f[i], time_cols[c]))
                return i;
    return -1;
}

static int occurrences(const hwcmp_table *t, const char *kernel, const char *size)
{
    int k = 0;
    for (size_t i = 0; i < t->n; i++)
        k += !strcmp(t->rows[i].kernel, kernel) && !strcmp(t->rows[i].size, size);
    return k;
}

/* One data line (fields f[0..n)) into t, its time in column col, its
 * occurrence in column occ_col (-1: counted); 1 added, 0 no time, -1 bad. */
static int add_row(hwcmp_table *t, char **f, int n, int col, int occ_col, long lineno,
                   char *err, size_t errlen)
{
    if (col >= n || !*f[col])
        return 0;
    char *end;
    double ms = strtod(f[col], &end);
    if (*end || !(ms > 0) || !isfinite(ms) || strlen(f[0]) >= sizeof t->rows->kernel ||
        strlen(f[1]) >= sizeof t->rows->size || !*f[0]) {
        snprintf(err, errlen, "line %ld: not a point (kernel,size,...,time > 0)", lineno);
        return -1;
    }
    VEC_RESERVE(t->rows, t->cap, t->n + 1, "compare rows");
    hwcmp_row *r = &t->rows[t->n];
    snprintf(r->kernel, sizeof r->kernel, "%s", f[0]);
    snprintf(r->size, sizeof r->size, "%s", f[1]);
    r->occ = occ_col >= 0 && occ_col < n ? atoi(f[occ_col]) : occurrences(t, f[0], f[1]);
    r->ms = ms;
    t->n++;
    return 1;
}

int hwcmp_parse(const char *text, hwcmp_table *t, char *err, size_t errlen)
{
    char *copy = xstrdup(text, "compare text"), *save = NULL, *f[16];
    int col = -1, occ_col = -1;
    long lineno = 0;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        line[strcspn(line, "\r")] = '\0';
        if (!*line)
            continue;
        int n = split(line, f, 16);
        if (!strcmp(f[0], "kernel_name")) {
            col = time_col(f, n);
            occ_col = -1;
            for (int i = 2; i < n; i++)
                if (!strcmp(f[i], "occurrence"))
                    occ_col = i;
            if (col < 0) {
                snprintf(err, errlen, "line %ld: a header without %s, %s or %s", lineno,
                         time_cols[0], time_cols[1], time_cols[2]);
                free(copy);
                return -1;
            }
            continue;
        }
        if (col < 0) {
            snprintf(err, errlen, "line %ld: a point before the header line", lineno);
            free(copy);
            return -1;
        }
        if (add_row(t, f, n, col, occ_col, lineno, err, errlen) < 0) {
            free(copy);
            return -1;
        }
    }
    free(copy);
    return 0;
}

int hwcmp_read(const char *path, hwcmp_table *t, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot read '%s'", path);
        return -1;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    char buf[4096];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, k, m);
    fclose(m);
    fclose(f);
    char e[ERR_LEN];
    int rc = hwcmp_parse(text, t, e, sizeof e);
    if (rc)
        snprintf(err, errlen, "%s: %s", path, e);
    free(text);
    return rc;
}

void hwcmp_free(hwcmp_table *t)
{
    free(t->rows);
    *t = (hwcmp_table){0};
}

const hwcmp_row *hwcmp_find(const hwcmp_table *t, const char *kernel, const char *size, int occ)
{
    for (size_t i = 0; t && i < t->n; i++)
        if (t->rows[i].occ == occ && !strcmp(t->rows[i].kernel, kernel) &&
            !strcmp(t->rows[i].size, size))
            return &t->rows[i];
    return NULL;
}

/* ---- statistics ------------------------------------------------------- */

hwcmp_stats hwcmp_stats_of(const double *sim, const double *hw, size_t n)
{
    hwcmp_stats s = {.n = n};
    double abs_sum = 0, hw_sum = 0, rel_sum = 0;
    for (size_t i = 0; i < n; i++) {
        abs_sum += fabs(sim[i] - hw[i]);
        hw_sum += hw[i];
        rel_sum += fabs(sim[i] - hw[i]) / hw[i];
    }
    if (n) {
        s.mape = rel_sum / (double)n;
        s.wmape = abs_sum / hw_sum;
    }
    return s;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double hwcmp_median_abs(double *v, size_t n)
{
    if (!n)
        return 0;
    for (size_t i = 0; i < n; i++)
        v[i] = fabs(v[i]);
    qsort(v, n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
