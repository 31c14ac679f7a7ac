/* mgsim plot draws a PNG and an SVG from real sweep results, and reads
 * hand-written hostile lines right (skipped when gnuplot is not
 * installed: Debian gnuplot-nox, in DEB_PKGS). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "test/skip.h"

#include "hk_util.h"

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m && *m ? m : "bin/mgsim";
}

/* mgsim plot reads each line as JSON (util/js.h): a group value with
 * escaped quotes is the whole value, \u00e9 and a raw é are one group, a
 * member named "status" inside params is not the line's status. */
static void hostile_lines(void)
{
    char res[512], svg[512];
    hk_tmp(res, sizeof res, "hostile.jsonl");
    hk_tmp(svg, sizeof svg, "hostile.svg");
    FILE *f = fopen(res, "w");
    assert_non_null(f);
    fputs("{\"point\":0,\"key\":\"a\",\"params\":{\"g\":\"a \\\"b\\\" {\",\"n\":\"1\"},"
          "\"status\":\"ok\",\"stats\":{\"y\":1.5}}\n"
          "{\"point\":1,\"key\":\"b\",\"params\":{\"g\":\"a \\\"c\\\" }\",\"n\":\"2\"},"
          "\"status\":\"ok\",\"stats\":{\"y\":2}}\n"
          "{\"point\":2,\"key\":\"c\",\"params\":{\"g\":\"caf\\u00e9\",\"n\":\"1\"},"
          "\"status\":\"ok\",\"stats\":{\"y\":3}}\n"
          "{\"point\":3,\"key\":\"d\",\"params\":{\"g\":\"caf\xc3\xa9\",\"n\":\"2\"},"
          "\"status\":\"ok\",\"stats\":{\"y\":4}}\n"
          "{\"point\":4,\"key\":\"e\",\"params\":{\"status\":\"ok\",\"g\":\"x\",\"n\":\"3\"},"
          "\"status\":\"failed\",\"stats\":{\"y\":5}}\n"
          "{\"point\":5,\"key\":\"f\",\"params\":{\"g\":\"x\",\"n\":\"3\"},\"status\":\"ok\"}\n",
          f);
    fclose(f);
    /* a"b, a"c, café: three series; the failed line and the one without y skipped */
    assert_int_equal(hk_sh("%s plot %s --x n --y y --group g -o %s 2>%s.err | "
                           "grep -q '(3 series)' && grep -q '2 line(s) skipped' %s.err",
                           mgsim(), res, svg, svg, svg), 0);
    /* a quote in the title and in a group value is text, not the end of
     * gnuplot's string (it was: gnuplot refused the script) */
    f = fopen(res, "w");
    assert_non_null(f);
    fputs("{\"point\":0,\"status\":\"ok\",\"g\":\"o'k\",\"n\":1,\"y\":1}\n"
          "{\"point\":1,\"status\":\"ok\",\"g\":\"o'k\",\"n\":2,\"y\":2}\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s plot %s --x n --y y --group g --title \"fir's 'pages'\" -o %s "
                           ">/dev/null && grep -q \"fir's 'pages'\" %s && grep -q \"g=o'k\" %s",
                           mgsim(), res, svg, svg, svg), 0);
}

static void test_png_and_svg(void **state)
{
    (void)state;
    if (hk_sh("command -v gnuplot >/dev/null"))
        SKIP_BECAUSE("gnuplot not on PATH (make deps installs gnuplot-nox)");
    char spec[512], res[512], png[512], svg[512];
    hk_tmp(spec, sizeof spec, "plot.ini");
    hk_tmp(res, sizeof res, "plot.jsonl");
    hk_tmp(png, sizeof png, "plot.png");
    hk_tmp(svg, sizeof svg, "plot.svg");
    FILE *f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --serial --nodes {nodes} --cycles {cycles}\n"
          "[axes]\nnodes = 16, 32, 48\ncycles = 50, 100\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s -j 2 --quiet -o %s", mgsim(), spec, res), 0);
    assert_int_equal(hk_sh("%s plot %s --x nodes --y engine.events --group cycles -o %s >/dev/null",
                           mgsim(), res, png), 0);
    size_t n;
    char *b = hk_slurp(png, &n);
    assert_non_null(b);
    assert_true(n > 1000 && !memcmp(b, "\x89PNG\r\n\x1a\n", 8));
    free(b);
    assert_int_equal(hk_sh("%s plot %s --x nodes --y sim.time_ps -o %s >/dev/null", mgsim(), res,
                           svg), 0);
    b = hk_slurp(svg, &n);
    assert_non_null(b);
    assert_non_null(strstr(b, "<svg"));
    free(b);
    /* a key no point has: a clear error */
    assert_int_equal(hk_sh("%s plot %s --x nodes --y no.such.key -o %s 2>&1 | grep -q 'no point'",
                           mgsim(), res, png), 0);
    hostile_lines();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_png_and_svg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
