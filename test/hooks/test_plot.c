/* mgsim plot draws a PNG and an SVG from real sweep results (skipped
 * when gnuplot is not installed: Debian gnuplot-nox, in DEB_PKGS). */
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
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_png_and_svg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
