/* mgsim compare: simulated kernel times against measured ones
 * (tools/hwcmp.h): the table, WMAPE, MAPE and per-kernel median |error|,
 * with a third column of another simulator's figures (MGPUSim's) where
 * it has them. It compared our `mgsim exec` runs of MGPUSim's programs
 * with their MI300A measurements (docs/validation.md; neither is in our
 * tree). With --buffers it compares two folders of device-buffer dumps
 * (mgsim exec --dump-buffers) instead. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cmd.h"
#include "tools/hwcmp.h"
#include "tools/opt.h"
#include "util/err.h"

typedef struct cmp_opts {
    const char *third, *notrun;
    int buffers;
    hwcmp_paths out;
} cmp_opts;

enum { CO_THIRD = 1, CO_NOTRUN, CO_MD, CO_TSV, CO_JSONL, CO_BUFFERS };

static const struct option cmp_options[] = {
    {"third", required_argument, NULL, CO_THIRD},
    {"not-run", required_argument, NULL, CO_NOTRUN},
    {"md", required_argument, NULL, CO_MD},
    {"tsv", required_argument, NULL, CO_TSV},
    {"jsonl", required_argument, NULL, CO_JSONL},
    {"buffers", no_argument, NULL, CO_BUFFERS},
    {0, 0, 0, 0},
};

static void cmp_usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim compare MEASURED.csv SIMULATED.csv [--third OTHER.csv]\n"
            "                     [--not-run FILE] [--md OUT.md] [--tsv OUT.tsv]\n"
            "                     [--jsonl OUT.jsonl]\n"
            "  CSV files as the benchmark programs print them (kernel_name,problem_size,...,\n"
            "  avg_ms or sim_ms); --not-run: lines kernel,size,occurrence,reason for the\n"
            "  points not simulated; prints WMAPE and MAPE, writes the table\n"
            "       mgsim compare --buffers DIR_A DIR_B\n"
            "  the device buffers two runs dumped (mgsim exec --stats F --dump-buffers DIR):\n"
            "  each the same bytes, or float32 within rounding; exit 1 when one differs\n");
}

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    cmp_opts *o = self;
    switch (code) {
    case CO_THIRD: o->third = v; return 0;
    case CO_NOTRUN: o->notrun = v; return 0;
    case CO_MD: o->out.md = v; return opt_val_output(cmd, name, v);
    case CO_TSV: o->out.tsv = v; return opt_val_output(cmd, name, v);
    case CO_JSONL: o->out.jsonl = v; return opt_val_output(cmd, name, v);
    case CO_BUFFERS: o->buffers = 1; return 0;
    default: return -1;
    }
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    int c;
    while ((c = fgetc(f)) != EOF)
        fputc(c, m);
    fclose(m);
    fclose(f);
    return text;
}

/* DIR/buf-NNN.bin, or NULL when it is not there; its length in *n. */
static char *dump_of(const char *dir, unsigned k, size_t *n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/buf-%03u.bin", dir, k);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = NULL;
    FILE *m = open_memstream(&text, n);
    char buf[65536];
    size_t r;
    while ((r = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, r, m);
    fclose(m);
    fclose(f);
    return text;
}

/* Buffer k of a against buffer k of b, for every k either has. */
static int compare_buffers(const char *a, const char *b)
{
    int bad = 0;
    unsigned k = 0;
    for (;; k++) {
        size_t na, nb, at;
        double va, vb;
        char *x = dump_of(a, k, &na), *y = dump_of(b, k, &nb);
        if (!x && !y)
            break;
        if (!x || !y || na != nb) {
            printf("buffer %u: %s\n", k, !x || !y ? "in one folder only" : "sizes differ");
            bad = 1;
        } else {
            int r = hwcmp_buffers(x, y, na, &at, &va, &vb);
            if (r == HWCMP_DIFFER)
                printf("buffer %u: %zu bytes, DIFFER at float %zu: %.9g against %.9g\n", k, na,
                       at, va, vb);
            else
                printf("buffer %u: %zu bytes, %s\n", k, na,
                       r == HWCMP_SAME ? "the same bytes" : "floats within rounding");
            bad |= r == HWCMP_DIFFER;
        }
        free(x);
        free(y);
    }
    if (!k) {
        fprintf(stderr, "mgsim compare: no buf-000.bin in '%s' or '%s'\n", a, b);
        return 1;
    }
    return bad;
}

int cmd_compare(int argc, char **argv)
{
    cmp_opts o = {0};
    opt_group g = {cmp_options, NULL, take, &o};
    int first, t = opt_parse(argc, argv, "compare", &g, 1, &first);
    if (t == OPT_OK && argc - first != 2) {
        fprintf(stderr, "mgsim compare: needs MEASURED.csv and SIMULATED.csv\n");
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        cmp_usage(t == OPT_HELP ? stdout : stderr);
        return t == OPT_HELP ? 0 : 2;
    }
    if (o.buffers)
        return compare_buffers(argv[first], argv[first + 1]);
    hwcmp_table hw = {0}, ours = {0}, third = {0};
    char err[ERR_LEN];
    char *notrun = NULL;
    int rc = hwcmp_read(argv[first], &hw, err, sizeof err);
    rc = rc ? rc : hwcmp_read(argv[first + 1], &ours, err, sizeof err);
    if (!rc && o.third)
        rc = hwcmp_read(o.third, &third, err, sizeof err);
    if (!rc && o.notrun && !(notrun = slurp(o.notrun))) {
        snprintf(err, sizeof err, "cannot read '%s'", o.notrun);
        rc = -1;
    }
    if (!rc)
        rc = hwcmp_report(&hw, &ours, o.third ? &third : NULL, notrun, &o.out, stdout, err,
                          sizeof err);
    if (rc)
        fprintf(stderr, "mgsim compare: %s\n", err);
    free(notrun);
    hwcmp_free(&hw);
    hwcmp_free(&ours);
    hwcmp_free(&third);
    return rc ? 1 : 0;
}
