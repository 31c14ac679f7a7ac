/* The test runner itself (test/run_tests.sh): a skipped test is counted
 * and listed with its reason, and under CI=true a skip turns the run red,
 * so a dependency missing from `make deps` cannot pass as green.
 * Uses two real test programs: test/det/test_perturb (skips two tests
 * without $MGSIM) and test/hooks/test_plot (skips without gnuplot). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rt_cli.h"

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

static void need_program(const char *area, const char *name, char *path, size_t len)
{
    snprintf(path, len, "%s/test/%s/%s", build_dir(), area, name);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("%s not built (make tests builds every area)", path);
    fclose(f);
}

static void skips_are_counted_and_listed(void **state)
{
    (void)state;
    char prog[512], *out;
    need_program("det", "test_perturb", prog, sizeof prog);
    int st = rt_sh(&out, "env -u MGSIM CI= test/run_tests.sh '%s' 2>&1", prog);
    assert_int_equal(st, 0); /* outside CI a skip is reported, not fatal */
    assert_non_null(strstr(out, "tests: 4 passed, 0 failed, 2 skipped"));
    assert_non_null(strstr(out, "skipped: test_perturb: the_option_reaches_the_config: "
                                "MGSIM (path of bin/mgsim) not set"));
    assert_non_null(strstr(out, "skipped: test_perturb: kernel_timing_takes_perturb: "));
    free(out);
}

static void a_skip_fails_under_ci(void **state)
{
    (void)state;
    char prog[512], *out;
    need_program("det", "test_perturb", prog, sizeof prog);
    int st = rt_sh(&out, "env -u MGSIM CI=true test/run_tests.sh '%s' 2>&1", prog);
    assert_int_equal(st, 1);
    assert_non_null(strstr(out, "CI=true: 2 skipped test(s) are failures here"));
    free(out);
}

/* gnuplot taken off the PATH (a directory of links to everything else in
 * /usr/bin): test_plot skips, and under CI=true the run is red. */
static void a_missing_package_fails_under_ci(void **state)
{
    (void)state;
    char prog[512], *out;
    need_program("hooks", "test_plot", prog, sizeof prog);
    int st = rt_sh(&out,
                   "d=$(mktemp -d) && for x in /usr/bin/*; do case ${x##*/} in gnuplot*) ;; "
                   "*) ln -s \"$x\" \"$d/\";; esac; done && "
                   "PATH=$d CI=true test/run_tests.sh '%s' 2>&1; s=$?; rm -rf \"$d\"; exit $s",
                   prog);
    assert_int_equal(st, 1);
    assert_non_null(strstr(out, "skipped: test_plot: test_png_and_svg: gnuplot not on PATH"));
    assert_non_null(strstr(out, "skipped test(s) are failures here"));
    assert_null(strstr(out, "(no reason given)")); /* every skip says why */
    free(out);
}

/* Runs test/run_tests.sh on a one-line shell program `body` with the
 * environment `env`; the output, with "took N s" (its wall time) last. */
static char *run_hanging(const char *env, const char *body, int *status)
{
    char *out;
    *status = rt_sh(&out, "d=$(mktemp -d) && printf '#!/bin/sh\\necho started\\n%s\\n' "
                          ">\"$d/hangs\" && chmod +x \"$d/hangs\" && t0=$(date +%%s) && "
                          "CI= %s test/run_tests.sh \"$d/hangs\" 2>&1; s=$?; "
                          "echo \"took $(( $(date +%%s) - t0 )) s\"; rm -rf \"$d\"; exit $s",
                    body, env);
    return out;
}

static int took(const char *out)
{
    int t = -1;
    const char *p = strstr(out, "took ");
    assert_non_null(p);
    assert_int_equal(sscanf(p, "took %d s", &t), 1);
    return t;
}

/* A program that hangs fails the run with its name (CI once spent its
 * whole budget on one hung test): one that blocks is killed after
 * TEST_IDLE seconds without CPU, one that spins after TEST_TIMEOUT CPU
 * seconds. Neither limit is wall time, which a busy machine stretches
 * (test_mpi was once killed at 900 s wall having used 88 s of CPU). */
static void a_hung_program_is_killed_and_named(void **state)
{
    (void)state;
    int st;
    char *out = run_hanging("TEST_IDLE=2", "sleep 60", &st);
    assert_int_equal(st, 1);
    assert_non_null(strstr(out, "started")); /* its output shows as it runs */
    assert_non_null(strstr(out, "used no CPU for 2 s (TEST_IDLE): hung: killed"));
    assert_non_null(strstr(out, "/hangs (exit 124)"));
    assert_non_null(strstr(out, "tests: 0 passed, 1 failed"));
    assert_true(took(out) < 20); /* not the program's 60 s */
    free(out);

    /* a spinner on a machine at load 16 gets an eighth of a core: its
     * 2 CPU seconds take 16 s of wall time or more (CI once killed it
     * for wall time first, at TEST_WALL's old fixed 4 x 2 s) */
    out = run_hanging("TEST_IDLE=10 TEST_TIMEOUT=2 TEST_WALL=600", "while :; do :; done", &st);
    assert_int_equal(st, 1);
    assert_non_null(strstr(out, "used 2 CPU seconds (TEST_TIMEOUT): killed"));
    assert_non_null(strstr(out, "/hangs (exit 124)"));
    free(out);

    /* the wall-time limit: a program that neither spins nor blocks
     * (a short nap, then a little CPU, again and again) */
    out = run_hanging("TEST_IDLE=10 TEST_TIMEOUT=100 TEST_WALL=3",
                      "while :; do sleep 0.2; i=0; while [ $i -lt 3000 ]; do i=$((i+1)); done; done",
                      &st);
    assert_int_equal(st, 1);
    assert_non_null(strstr(out, "still running after 3 s of wall time (TEST_WALL): killed"));
    assert_true(took(out) < 60);
    free(out);
}

/* A program slowed by other work is not killed: it sleeps past TEST_IDLE
 * in short naps but keeps using CPU, as a test on a busy machine does. */
static void a_slow_program_is_not_killed(void **state)
{
    (void)state;
    int st;
    char *out = run_hanging("TEST_IDLE=3",
                            "i=0; while [ $i -lt 8 ]; do j=0; while [ $j -lt 60000 ]; do "
                            "j=$((j+1)); done; sleep 0.5; i=$((i+1)); done; "
                            "echo \"[  PASSED  ] 1 test(s).\"",
                            &st);
    if (st != 0) fail_msg("exit %d:\n%s", st, out);
    assert_null(strstr(out, "killed"));
    free(out);
}

/* Every skip in the tree goes through SKIP_BECAUSE (test/skip.h). */
static void every_skip_says_why(void **state)
{
    (void)state;
    char *out;
    rt_sh(&out, "grep -rn --include='*.c' -E '(^|[^_A-Za-z])skip\\(\\)' test fuzz bench 2>/dev/null");
    if (*out) fail_msg("a skip without a reason (use SKIP_BECAUSE, test/skip.h):\n%s", out);
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_skip_says_why),
        cmocka_unit_test(skips_are_counted_and_listed),
        cmocka_unit_test(a_skip_fails_under_ci),
        cmocka_unit_test(a_hung_program_is_killed_and_named),
        cmocka_unit_test(a_slow_program_is_not_killed),
        cmocka_unit_test(a_missing_package_fails_under_ci),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
