/* See alternate.h. */
#include "alternate.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double alt_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

uint64_t alt_fnv(uint64_t h, const void *p, uint64_t n)
{
    const unsigned char *b = p;
    for (uint64_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* One run of configuration c; checks its digest against the first one. */
static int run_one(const alt_spec *s, alt_run_fn run, void *ctx, int c, alt_result *out,
                   double *t)
{
    uint64_t d = 0;
    *t = run(ctx, c, &d);
    if (*t < 0) return -1;
    if (d != out[0].digest) {
        fprintf(stderr, "bench: %s computed a different result (digest %016llx) than %s (%016llx)\n",
                s->names[c], (unsigned long long)d, s->names[0], (unsigned long long)out[0].digest);
        return -1;
    }
    out[c].digest = d;
    return 0;
}

int alt_measure(const alt_spec *s, alt_run_fn run, void *ctx, alt_result *out)
{
    int n = s->nconfig, r = s->repeats;
    double *t = calloc((size_t)n * (size_t)r, sizeof *t), warm;
    if (!t) return fprintf(stderr, "bench: out of memory\n"), -1;
    int rc = -1;
    /* Warm-up, untimed; the first run sets the reference digest. */
    if ((warm = run(ctx, 0, &out[0].digest)) < 0) goto done;
    for (int c = 1; c < n; c++)
        if (run_one(s, run, ctx, c, out, &warm) < 0) goto done;
    /* BENCH_ORDER=reverse runs each round's configurations the other way
     * round: two runs, one each way, show whether order still matters. */
    const char *order = getenv("BENCH_ORDER");
    bool reverse = order && !strcmp(order, "reverse");
    for (int round = 0; round < r; round++)
        for (int k = 0; k < n; k++) {
            int c = reverse ? ((round - k) % n + n) % n : (round + k) % n;
            if (run_one(s, run, ctx, c, out, &t[c * r + round]) < 0) goto done;
        }
    for (int c = 0; c < n; c++) {
        double *v = &t[c * r];
        out[c].median = alt_median(v, r); /* sorted now */
        out[c].min = v[0];
        out[c].max = v[r - 1];
    }
    rc = 0;
done:
    free(t);
    return rc;
}
