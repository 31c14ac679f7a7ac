/* tools/hwcmp: the CSV reader, the statistics and the report of `mgsim
 * compare`, against a hand-made table whose figures were worked out by
 * hand (the comments show the arithmetic), and bad input refused with
 * the line it is on; `mgsim plot --scatter --diagonal` draws the points
 * and the line y = x. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"
#include "tools/hwcmp.h"

/* measured: kernel a at three sizes, b twice at the same size (as bfs
 * prints its degrees), c that we do not run */
static const char hw_csv[] = "kernel_name,problem_size,iterations,avg_ms,min_ms,max_ms\n"
                             "a,1,51,1.0,0.9,1.1\n"
                             "a,2,51,2.0,1.9,2.1\n"
                             "a,4,51,4.0,3.9,4.1\n"
                             "b,x,51,10.0,9,11\n"
                             "b,x,51,20.0,19,21\n"
                             "c,9,51,5.0,5,5\n";
/* ours: program outputs concatenated (a repeated header), z not measured.
 * Errors: a1 +0.5, a2 -0.5, a4 +0.1, b/x/0 +0.2, b/x/1 -0.25 */
static const char ours_csv[] = "kernel_name,problem_size,iterations,avg_ms,min_ms,max_ms\n"
                               "a,1,1,1.5,1.5,1.5\n"
                               "a,2,1,1.0,1.0,1.0\n"
                               "kernel_name,problem_size,iterations,avg_ms,min_ms,max_ms\n"
                               "a,4,1,4.4,4.4,4.4\n"
                               "b,x,1,12.0,12,12\n"
                               "b,x,1,15.0,15,15\n"
                               "z,1,1,3.0,3,3\n";
/* MGPUSim's comparison file: sim_ms, empty where it has none */
static const char third_csv[] = "kernel_name,problem_size,real_ms,sim_ms,abs_error_ms,rel_error\n"
                                "a,1,1.0,1.2,0.2,0.2\n"
                                "a,2,2.0,,,\n"
                                "b,x,10.0,8.0,2.0,-0.2\n";

static void parse(const char *text, hwcmp_table *t)
{
    char err[200] = "";
    int rc = hwcmp_parse(text, t, err, sizeof err);
    if (rc)
        fail_msg("%s", err);
}

static void test_parse(void **state)
{
    (void)state;
    hwcmp_table hw = {0}, ours = {0}, third = {0};
    parse(hw_csv, &hw);
    parse(ours_csv, &ours);
    parse(third_csv, &third);
    assert_int_equal(hw.n, 6);
    assert_int_equal(ours.n, 6);
    assert_int_equal(third.n, 2); /* a,2 has no simulated time */
    assert_int_equal(hw.rows[4].occ, 1);
    assert_true(hwcmp_find(&ours, "b", "x", 1)->ms == 15.0);
    assert_true(hwcmp_find(&ours, "b", "x", 0)->ms == 12.0);
    assert_null(hwcmp_find(&ours, "c", "9", 0));
    assert_true(hwcmp_find(&third, "b", "x", 0)->ms == 8.0);
    hwcmp_table oc = {0}; /* an explicit occurrence column */
    parse("kernel_name,problem_size,occurrence,avg_ms\nb,x,1,7\n", &oc);
    assert_int_equal(oc.rows[0].occ, 1);
    hwcmp_free(&oc);
    hwcmp_free(&hw);
    hwcmp_free(&ours);
    hwcmp_free(&third);
}

static void test_stats(void **state)
{
    (void)state;
    const double sim[] = {1.5, 1.0, 4.4, 12.0, 15.0}, hw[] = {1, 2, 4, 10, 20};
    hwcmp_stats s = hwcmp_stats_of(sim, hw, 5);
    /* MAPE (0.5 + 0.5 + 0.1 + 0.2 + 0.25) / 5 = 0.31;
     * WMAPE (0.5 + 1 + 0.4 + 2 + 5) / (1 + 2 + 4 + 10 + 20) = 8.9 / 37 */
    assert_float_equal(s.mape, 0.31, 1e-12);
    assert_float_equal(s.wmape, 8.9 / 37, 1e-12);
    double a[] = {0.5, -0.5, 0.1}, b[] = {0.2, -0.25};
    assert_float_equal(hwcmp_median_abs(a, 3), 0.5, 1e-12);
    assert_float_equal(hwcmp_median_abs(b, 2), 0.225, 1e-12);
    assert_float_equal(hwcmp_median_abs(NULL, 0), 0, 0);
}

static char *slurp_tmp(const char *path)
{
    char *t = rt_slurp(path);
    unlink(path);
    return t;
}

static void test_report(void **state)
{
    (void)state;
    hwcmp_table hw = {0}, ours = {0}, third = {0};
    parse(hw_csv, &hw);
    parse(ours_csv, &ours);
    parse(third_csv, &third);
    char md[64], tsv[64], js[64], err[200];
    snprintf(md, sizeof md, "/tmp/mgsim-hwcmp-%d.md", (int)getpid());
    snprintf(tsv, sizeof tsv, "/tmp/mgsim-hwcmp-%d.tsv", (int)getpid());
    snprintf(js, sizeof js, "/tmp/mgsim-hwcmp-%d.jsonl", (int)getpid());
    hwcmp_paths p = {md, tsv, js};
    assert_int_equal(hwcmp_report(&hw, &ours, &third, "c,9,0,over the limit (300 s CPU)\n", &p,
                                  NULL, err, sizeof err),
                     0);
    char *m = slurp_tmp(md), *t = slurp_tmp(tsv), *j = slurp_tmp(js);
    assert_non_null(strstr(m, "points: 6 measured, 5 run, 1 not run"));
    assert_non_null(strstr(m, "mgsim: WMAPE 24.1%, MAPE 31.0% over 5 points"));
    /* the two points MGPUSim has (a/1, b/x/0): ours |0.5| + |2| over 11
     * and (0.5 + 0.2) / 2; MGPUSim's |0.2| + |2| over 11, (0.2 + 0.2) / 2 */
    assert_non_null(strstr(m, "on the 2 points MGPUSim has too: mgsim WMAPE 22.7%, MAPE 35.0%; "
                              "MGPUSim WMAPE 20.0%, MAPE 20.0%"));
    assert_non_null(strstr(m, "| a | 3 | 50.0% | 1 | 20.0% |"));
    assert_non_null(strstr(m, "| b | 2 | 22.5% | 1 | 20.0% |"));
    assert_non_null(strstr(m, "| b | x (2nd) | 20.0000 | 15.0000 | -25.0% | - | - |"));
    assert_non_null(strstr(m, "## Not run (1)"));
    assert_non_null(strstr(m, "| c | 9 | 0 | over the limit (300 s CPU) |"));
    assert_null(strstr(m, "| z |"));
    assert_non_null(strstr(t, "a\t1\t0\t1\t1.5\t0.500000\t1.2\t0.200000\tok\n"));
    assert_non_null(strstr(t, "c\t9\t0\t5\t\t\t\t\tnot run: over the limit (300 s CPU)\n"));
    int lines = 0;
    for (const char *q = j; *q; q++)
        lines += *q == '\n';
    assert_int_equal(lines, 5);
    assert_non_null(strstr(j, "\"kernel\": \"b\", \"size\": \"x\"}, \"hw_ms\": 20, \"sim_ms\": 15}"));
    /* mgsim plot draws those lines as a log-log scatter with y = x */
    FILE *f = fopen(js, "w");
    fputs(j, f);
    fclose(f);
    char svg[80], *out = NULL;
    snprintf(svg, sizeof svg, "/tmp/mgsim-hwcmp-%d.svg", (int)getpid());
    int rc = rt_mgsim(&out, "plot %s --x hw_ms --y sim_ms --group kernel --logx --logy --scatter "
                            "--diagonal -o %s", js, svg);
    if (rc) fail_msg("mgsim plot: %s", out);
    free(out);
    unlink(js);
    char *pic = slurp_tmp(svg);
    assert_non_null(strstr(pic, "kernel=a"));
    assert_non_null(strstr(pic, "y = x"));
    free(pic);
    free(m);
    free(t);
    free(j);
    hwcmp_free(&hw);
    hwcmp_free(&ours);
    hwcmp_free(&third);
}

static void test_bad_input(void **state)
{
    (void)state;
    hwcmp_table t = {0};
    char err[200];
    assert_int_equal(hwcmp_parse("a,1,1,2\n", &t, err, sizeof err), -1);
    assert_non_null(strstr(err, "line 1: a point before the header line"));
    assert_int_equal(hwcmp_parse("kernel_name,problem_size,ms\n", &t, err, sizeof err), -1);
    assert_non_null(strstr(err, "line 1: a header without avg_ms"));
    assert_int_equal(hwcmp_parse("kernel_name,problem_size,avg_ms\na,1,-3\n", &t, err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "line 2: not a point"));
    assert_int_equal(hwcmp_parse("kernel_name,problem_size,avg_ms\na,1,1x\n", &t, err, sizeof err),
                     -1);
    hwcmp_free(&t);
    assert_int_equal(hwcmp_read("/nonexistent/hw.csv", &t, err, sizeof err), -1);
    assert_non_null(strstr(err, "cannot read '/nonexistent/hw.csv'"));
    /* the command: bad usage 2, an unreadable file 1 */
    rt_expect(2, "needs MEASURED.csv and SIMULATED.csv", "compare only-one.csv");
    rt_expect(1, "cannot read '/nonexistent/hw.csv'", "compare /nonexistent/hw.csv x.csv");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_stats),
        cmocka_unit_test(test_report),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
