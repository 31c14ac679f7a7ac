/* Issue 15, item 9: every output path is checked before anything is
 * simulated, as --trace always was: an unwritable --stats, --stats-csv,
 * --dump, -o ... is refused at once (exit 2, the option and path named),
 * not found after a long run. An existing file is not truncated by the
 * check, and a file made for the check is not left behind. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rt_cli.h"

/* Refused with exit 2 and the option and path named, before the run:
 * none of its output (ran: a word of what the command prints when it
 * simulates, e.g. the summary's "instructions"). */
static void refused(const char *args, const char *opt, const char *ran)
{
    char *out = NULL;
    int st = rt_mgsim(&out, "%s", args);
    if (st != 2 || !strstr(out, opt) || !strstr(out, "/nonexistent/") ||
        !strstr(out, "cannot") || strstr(out, ran))
        fail_msg("mgsim %s: status %d, output '%s'", args, st, out);
    free(out);
}

static void test_unwritable_outputs_refused_first(void **st)
{
    (void)st;
    refused("run fir --size 64 --stats /nonexistent/s.json", "--stats", "instructions");
    refused("run fir --size 64 --stats-csv /nonexistent/s.csv", "--stats-csv", "instructions");
    refused("run fir --size 64 --functional --stats /nonexistent/s.json", "--stats",
            "instructions");
    refused("demo --serial --cycles 20 --stats /nonexistent/d.json", "--stats", "state digest");
    refused("scaling fir --size 64 --threads 0 --csv /nonexistent/s.csv", "--csv", "speedup");
    refused("casestudy --size 64 --workloads fir --out /nonexistent/deep/dir", "--out", "fir,");
}

static void test_check_leaves_files_alone(void **st)
{
    (void)st;
    char dir[] = "/tmp/mgsim-outputs-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *out = NULL;
    /* an existing file keeps its bytes when the run then fails early */
    assert_int_equal(rt_sh(&out, "printf keep > %s/s.json", dir), 0);
    free(out);
    int status = rt_mgsim(&out, "run nosuchworkload --stats %s/s.json", dir);
    assert_int_equal(status, 2);
    free(out);
    char path[128];
    snprintf(path, sizeof path, "%s/s.json", dir);
    char *s = rt_slurp(path);
    assert_string_equal(s, "keep");
    free(s);
    /* a file made only to check is gone when the run fails early */
    status = rt_mgsim(&out, "run nosuchworkload --stats %s/new.json", dir);
    assert_int_equal(status, 2);
    free(out);
    snprintf(path, sizeof path, "%s/new.json", dir);
    FILE *f = fopen(path, "r");
    assert_null(f);
    assert_int_equal(rt_sh(&out, "rm -rf %s", dir), 0);
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unwritable_outputs_refused_first),
        cmocka_unit_test(test_check_leaves_files_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
