/* tools/run_plot.h - grouped bar charts for `mgsim scaling` and
 * `mgsim casestudy` (prefix run_chart_): categories along x (workloads,
 * thread counts), one bar per series in each (platforms, measured vs
 * ideal), like Figures 8 and 9 of the MGSim paper.
 *
 * The output's extension picks the format: .png or .svg. With gnuplot
 * (Debian gnuplot-nox) on the PATH it draws the chart (the script and
 * data are written next to the output as OUT.gp and OUT.dat, so the
 * figure can be redrawn or restyled); without it a .svg is drawn here
 * directly and a .png is refused (write .svg instead). Values are
 * finite and >= 0. Failure: -1 with one line in err. */
#ifndef MGSIM_TOOLS_RUN_PLOT_H
#define MGSIM_TOOLS_RUN_PLOT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct run_chart {
    const char *title, *ylabel;
    size_t ncat, nser;
    const char *const *cat;   /* ncat labels */
    const char *const *ser;   /* nser labels */
    const double *val;        /* val[c * nser + s] */
    bool logy;                /* log-scale y (cross-GPU bytes) */
    const char *const *color; /* nser "#rrggbb", or NULL: a default palette */
} run_chart;

int run_chart_write(const run_chart *c, const char *path, char *err, size_t errlen);
/* The hand-drawn SVG (what run_chart_write uses without gnuplot). */
int run_chart_svg(const run_chart *c, const char *path, char *err, size_t errlen);

#endif
