/* mgsim trace: converts a task trace (hooks/trace.h, docs/trace-format.md)
 * to Perfetto JSON, CSV, or a summary. The output is deterministic. */
#include <stdio.h>
#include <string.h>

#include "hooks/trace_conv.h"
#include "tools/cmd.h"
#include "tools/opt.h"

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

int cmd_trace(int argc, char **argv)
{
    const char *in = NULL, *perfetto = NULL, *csv = NULL;
    int summary = 0, top = 10;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            trace_usage(stdout);
            return 0;
        } else if (!strcmp(a, "--perfetto") && i + 1 < argc) {
            perfetto = argv[++i];
        } else if (!strcmp(a, "--csv") && i + 1 < argc) {
            csv = argv[++i];
        } else if (!strcmp(a, "--summary")) {
            summary = 1;
        } else if (!strcmp(a, "--top")) {
            if (!opt_int(argc, argv, &i, 1, 1000000, &top))
                return 2;
        } else if (a[0] != '-' && !in) {
            in = a;
        } else {
            fprintf(stderr, "mgsim trace: unexpected argument '%s'\n", a);
            trace_usage(stderr);
            return 2;
        }
    }
    if (!in) {
        trace_usage(stderr);
        return 2;
    }
    char err[512];
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
