/* tools/hwcmp.h - simulated against measured kernel times (prefix hwcmp_),
 * for `mgsim compare` (docs/validation.md "Against real hardware").
 *
 * Inputs are CSV files in the format MGPUSim's benchmark programs print
 * (and our test/mi300a programs): a header line naming the columns, then
 * one line per point, kernel_name and problem_size first.
 * The time is the first column of avg_ms, sim_ms, sim_time_ms the header
 * has (hardware and our runs: avg_ms; MGPUSim's comparison file: sim_ms);
 * a line whose time is empty is no point (MGPUSim did not run it). A
 * point is keyed by (kernel, size, occurrence): the n-th line with the
 * same kernel and size is occurrence n (bfs prints "nodes1024" for each of
 * its four degrees, so only the order tells them apart), or, when the
 * header has an "occurrence" column, the number there.
 *
 * Errors are (simulated - measured) / measured. Over the points run:
 * MAPE = mean |error|; WMAPE = sum |simulated - measured| / sum measured
 * (large points weigh more); per kernel, the median |error| (the mean of
 * the middle two for an even count).
 *
 * Failure: functions returning int give 0, or -1 with one line in err. */
#ifndef MGSIM_TOOLS_HWCMP_H
#define MGSIM_TOOLS_HWCMP_H

#include <stddef.h>
#include <stdio.h>

typedef struct hwcmp_row {
    char kernel[64], size[96];
    int occ;   /* occurrence of (kernel, size) in its file, from 0 */
    double ms; /* the time, > 0 */
} hwcmp_row;

typedef struct hwcmp_table {
    hwcmp_row *rows;
    size_t n, cap;
} hwcmp_table;

/* Reads the CSV text (every line that has a time; repeated header lines,
 * as concatenated program outputs have, are skipped). */
int hwcmp_parse(const char *text, hwcmp_table *t, char *err, size_t errlen);
int hwcmp_read(const char *path, hwcmp_table *t, char *err, size_t errlen);
void hwcmp_free(hwcmp_table *t);
/* The row with this key, or NULL. */
const hwcmp_row *hwcmp_find(const hwcmp_table *t, const char *kernel, const char *size, int occ);

typedef struct hwcmp_stats {
    size_t n;           /* points */
    double mape, wmape; /* fractions (0.164 is 16.4%) */
} hwcmp_stats;

/* Statistics over n (simulated, measured) pairs. */
hwcmp_stats hwcmp_stats_of(const double *sim, const double *hw, size_t n);
/* The median of |v[i]| (v is reordered); 0 for n = 0. */
double hwcmp_median_abs(double *v, size_t n);

/* The whole comparison: one line per point of hw, ours (our runs) and,
 * when third is not NULL, MGPUSim's figures. Writes, each when its path
 * is not NULL: md (markdown: summary, per-kernel medians, the table, the
 * points not run), tsv (one line per point), jsonl (one line per point
 * run, as `mgsim plot` reads them: params.kernel, hw_ms, sim_ms). Points
 * of hw missing from ours are "not run" (notrun: optional "kernel,size,
 * occ,reason" lines saying why, e.g. the time limit). The summary is also
 * printed on out. */
typedef struct hwcmp_paths {
    const char *md, *tsv, *jsonl;
} hwcmp_paths;
int hwcmp_report(const hwcmp_table *hw, const hwcmp_table *ours, const hwcmp_table *third,
                 const char *notrun_text, const hwcmp_paths *p, FILE *out, char *err,
                 size_t errlen);

/* Two dumps of one buffer (mgsim exec --dump-buffers, hip/hip_digest.c) from two
 * builds of a program: HWCMP_SAME (the same bytes), HWCMP_CLOSE (not,
 * but as float32 every pair is within rounding: |a - b| <= 1e-4 max(|a|,
 * |b|) + 1e-5 max |a| over the buffer, NaN against NaN; gfx803 code
 * rounds a*b+c twice where gfx940 code fuses it), HWCMP_DIFFER (with the
 * first differing float's index and values in *at, *va, *vb). */
enum { HWCMP_SAME, HWCMP_CLOSE, HWCMP_DIFFER };
int hwcmp_buffers(const void *a, const void *b, size_t n, size_t *at, double *va, double *vb);

#endif
