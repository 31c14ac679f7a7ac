/* See run_plot.h. */
#include "tools/run_plot.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int fail(char *err, size_t n, const char *what, const char *path)
{
    snprintf(err, n, "%s %s%s%s", what, path, errno ? ": " : "", errno ? strerror(errno) : "");
    return -1;
}

static const char *ext(const char *path)
{
    const char *d = strrchr(path, '.');
    return d ? d + 1 : "";
}

static int have_gnuplot(void)
{
    const char *path = getenv("PATH");
    char buf[4096];
    if (!path) return 0;
    snprintf(buf, sizeof buf, "%s", path);
    for (char *save, *d = strtok_r(buf, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
        char f[4200];
        snprintf(f, sizeof f, "%s/gnuplot", d);
        if (access(f, X_OK) == 0) return 1;
    }
    return 0;
}

static int run_gnuplot(const char *script)
{
    pid_t pid = fork();
    if (pid == 0) {
        execlp("gnuplot", "gnuplot", script, (char *)NULL);
        _exit(127);
    }
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) < 0) return -1;
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

static const char *color_of(const run_chart *c, size_t s)
{
    static const char *palette[] = {"#4472c4", "#ed7d31", "#a5a5a5", "#ffc000", "#5b9bd5",
                                    "#70ad47"};
    return c->color ? c->color[s] : palette[s % 6];
}

/* Data (one row per category, one column per series) and a histogram
 * script next to the output. */
static int gnuplot_chart(const run_chart *c, const char *path, char *err, size_t errlen)
{
    char dat[4096], gp[4096];
    snprintf(dat, sizeof dat, "%s.dat", path);
    snprintf(gp, sizeof gp, "%s.gp", path);
    FILE *f = fopen(dat, "w");
    if (!f) return fail(err, errlen, "cannot write", dat);
    fprintf(f, "category");
    for (size_t s = 0; s < c->nser; s++) fprintf(f, "\t\"%s\"", c->ser[s]);
    fputc('\n', f);
    for (size_t i = 0; i < c->ncat; i++) {
        fprintf(f, "\"%s\"", c->cat[i]);
        for (size_t s = 0; s < c->nser; s++) {
            double v = c->val[i * c->nser + s];
            fprintf(f, "\t%.9g", c->logy && v <= 0 ? NAN : v);
        }
        fputc('\n', f);
    }
    fclose(f);
    if (!(f = fopen(gp, "w"))) return fail(err, errlen, "cannot write", gp);
    int png = !strcmp(ext(path), "png");
    fprintf(f, "set terminal %s size 900,420%s\n", png ? "pngcairo" : "svg",
            png ? " font 'sans,10'" : " dynamic");
    fprintf(f, "set output '%s'\nset title \"%s\"\nset ylabel \"%s\"\n", path, c->title,
            c->ylabel);
    fprintf(f, "set style data histogram\nset style histogram cluster gap 1\n"
               "set style fill solid 0.85 border -1\nset boxwidth 0.9\nset key top left\n"
               "set grid ytics\nset yrange [%s:*]\nset datafile missing 'NaN'\n%s",
            c->logy ? "1" : "0", c->logy ? "set logscale y\n" : "");
    for (size_t s = 0; s < c->nser; s++)
        fprintf(f, "%s'%s' using %zu%s title columnheader(%zu) lc rgb '%s'", s ? ", " : "plot ",
                s ? "" : dat, s + 2, s ? "" : ":xtic(1)", s + 2, color_of(c, s));
    fputc('\n', f);
    fclose(f);
    if (run_gnuplot(gp) < 0) {
        errno = 0;
        return fail(err, errlen, "gnuplot failed on", gp);
    }
    return 0;
}

int run_chart_write(const run_chart *c, const char *path, char *err, size_t errlen)
{
    errno = 0;
    const char *e = ext(path);
    if (strcmp(e, "png") && strcmp(e, "svg"))
        return fail(err, errlen, "plot file must end in .png or .svg:", path);
    if (have_gnuplot()) return gnuplot_chart(c, path, err, errlen);
    if (!strcmp(e, "png"))
        return fail(err, errlen, "gnuplot (Debian gnuplot-nox) is needed for", path);
    return run_chart_svg(c, path, err, errlen);
}

/* ---- the hand-drawn SVG ---- */

static double scale(const run_chart *c, double v, double top)
{
    if (c->logy) return v <= 1 ? 0 : log10(v) / log10(top);
    return top > 0 ? v / top : 0;
}

int run_chart_svg(const run_chart *c, const char *path, char *err, size_t errlen)
{
    const double W = 900, H = 420, L = 70, R = 20, T = 40, B = 60;
    double top = 0;
    for (size_t i = 0; i < c->ncat * c->nser; i++) top = c->val[i] > top ? c->val[i] : top;
    top = c->logy ? pow(10, ceil(log10(top > 10 ? top : 10))) : (top > 0 ? top * 1.1 : 1);
    errno = 0;
    FILE *f = fopen(path, "w");
    if (!f) return fail(err, errlen, "cannot write", path);
    fprintf(f, "<svg xmlns='http://www.w3.org/2000/svg' width='%g' height='%g' "
               "font-family='sans-serif' font-size='12'>\n<rect width='100%%' height='100%%' "
               "fill='white'/>\n<text x='%g' y='22' text-anchor='middle' font-size='15'>%s</text>\n",
            W, H, W / 2, c->title);
    fprintf(f, "<text transform='translate(16,%g) rotate(-90)' text-anchor='middle'>%s</text>\n",
            (T + H - B) / 2, c->ylabel);
    double ph = H - T - B, pw = W - L - R, cw = pw / (double)(c->ncat ? c->ncat : 1);
    for (int k = 0; k <= 4; k++) { /* y grid: 5 lines */
        double y = H - B - ph * k / 4;
        double v = c->logy ? pow(top, k / 4.0) : top * k / 4;
        fprintf(f, "<line x1='%g' x2='%g' y1='%g' y2='%g' stroke='#ddd'/><text x='%g' y='%g' "
                   "text-anchor='end'>%.3g</text>\n", L, W - R, y, y, L - 4, y + 4, v);
    }
    double bw = cw * 0.8 / (double)(c->nser ? c->nser : 1);
    for (size_t i = 0; i < c->ncat; i++) {
        double x0 = L + cw * (double)i + cw * 0.1;
        for (size_t s = 0; s < c->nser; s++) {
            double h = ph * scale(c, c->val[i * c->nser + s], top);
            fprintf(f, "<rect x='%g' y='%g' width='%g' height='%g' fill='%s'/>\n",
                    x0 + bw * (double)s, H - B - h, bw * 0.95, h, color_of(c, s));
        }
        fprintf(f, "<text x='%g' y='%g' text-anchor='middle'>%s</text>\n", x0 + cw * 0.4,
                H - B + 16, c->cat[i]);
    }
    for (size_t s = 0; s < c->nser; s++)
        fprintf(f, "<rect x='%g' y='%g' width='12' height='12' fill='%s'/><text x='%g' y='%g'>"
                   "%s</text>\n", L + 10 + 130 * (double)s, H - 22, color_of(c, s),
                L + 26 + 130 * (double)s, H - 12, c->ser[s]);
    fprintf(f, "<line x1='%g' x2='%g' y1='%g' y2='%g' stroke='black'/></svg>\n", L, W - R,
            H - B, H - B);
    return fclose(f) == 0 ? 0 : fail(err, errlen, "cannot write", path);
}
