/* mgsim trace: converts a task trace (hooks/trace.h, docs/trace-format.md)
 * to Perfetto JSON, CSV, or a summary. The output is deterministic. */
#include <stdio.h>
#include <string.h>

#include "hooks/trace_conv.h"
#include "tools/cmd.h"
#include "tools/opt.h"
#include "util/err.h"

static void trace_usage(FILE *f)
{
    fprintf(f, "usage: mgsim trace FILE [--perfetto OUT.json] [--csv OUT.csv] [--summary] [--top N]\n"
               "  --perfetto OUT   Chrome trace-event JSON (open in ui.perfetto.dev)\n"
               "  --csv OUT        one row per task\n"
               "  --summary        busiest components, latency per level, longest tasks\n"
               "  --top N          rows in the summary's rankings (default 10)\n"
               "  OUT may be '-' for stdout. With no output option, --summary.\n");
}

static int write_to(const char *path, const trace_data *d, int (*fn)(const trace_data *, FILE *))
{
    FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
    if (!f) {
        fprintf(stderr, "mgsim trace: cannot create '%s'\n", path);
        return 1;
    }
    int rc = fn(d, f);
    if (f != stdout && fclose(f))
        rc = -1;
    if (rc)
        fprintf(stderr, "mgsim trace: writing '%s' failed\n", path);
    return rc ? 1 : 0;
}

typedef struct trace_opts {
    const char *perfetto, *csv;
    int summary, top;
} trace_opts;

enum { TO_PERFETTO = 1, TO_CSV, TO_SUMMARY, TO_TOP };

static const struct option trace_options[] = {
    {"perfetto", required_argument, NULL, TO_PERFETTO},
    {"csv", required_argument, NULL, TO_CSV},
    {"summary", no_argument, NULL, TO_SUMMARY},
    {"top", required_argument, NULL, TO_TOP},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    trace_opts *t = self;
    switch (code) {
    case TO_PERFETTO: t->perfetto = v; return opt_val_output(cmd, name, v);
    case TO_CSV: t->csv = v; return opt_val_output(cmd, name, v);
    case TO_SUMMARY: t->summary = 1; return 0;
    case TO_TOP: return opt_val_int(cmd, name, v, 1, 1000000, &t->top);
    default: return -1;
    }
}

int cmd_trace(int argc, char **argv)
{
    trace_opts o = {NULL, NULL, 0, 10};
    opt_group g = {trace_options, NULL, take, &o};
    int first, t = opt_parse(argc, argv, "trace", &g, 1, &first);
    if (t == OPT_OK && argc - first != 1) {
        if (argc - first > 1) fprintf(stderr, "mgsim trace: unexpected argument '%s'\n", argv[first + 1]);
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        trace_usage(t == OPT_HELP ? stdout : stderr);
        return t == OPT_HELP ? 0 : 2;
    }
    const char *in = argv[first], *perfetto = o.perfetto, *csv = o.csv;
    int summary = o.summary, top = o.top;
    char err[ERR_LEN];
    trace_data *d = trace_load(in, err, sizeof err);
    if (!d) {
        fprintf(stderr, "mgsim trace: %s\n", err);
        return 1;
    }
    int rc = 0;
    if (perfetto)
        rc |= write_to(perfetto, d, trace_to_perfetto);
    if (csv)
        rc |= write_to(csv, d, trace_to_csv);
    if (summary || (!perfetto && !csv))
        rc |= trace_summary(d, stdout, top) ? 1 : 0;
    trace_data_free(d);
    return rc;
}
