/* Option parsing of every bin/mgsim subcommand (tools/opt.h, getopt_long),
 * as a user meets it ($MGSIM, set by `make test`): --help exits 0 with the
 * usage; an unknown option and a missing value are one message and exit
 * status 2; --opt=VALUE and a unique prefix are the same as --opt VALUE;
 * options may follow operands; sweep tells --task-index from --task-count
 * by the whole name. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rt_cli.h"

/* Every command that takes options ("config show": config's). */
static const char *const cmds[] = {"run",   "list",  "kernel",      "config show", "disasm",
                                   "codeobj", "scaling", "casestudy", "det",       "trace",
                                   "sweep", "plot",  "demo"};
#define NCMDS (sizeof cmds / sizeof cmds[0])

static void test_help_and_unknown_options(void **st)
{
    (void)st;
    char args[256], msg[256];
    for (size_t i = 0; i < NCMDS; i++) {
        snprintf(args, sizeof args, "%s --help", cmds[i]);
        rt_expect(0, "usage: mgsim ", args);
        snprintf(args, sizeof args, "%s -h", cmds[i]);
        rt_expect(0, "usage: mgsim ", args);
        snprintf(args, sizeof args, "%s --no-such-option", cmds[i]);
        rt_expect(2, "unknown option '--no-such-option'", args);
        snprintf(args, sizeof args, "%s --no-such-option=3", cmds[i]);
        snprintf(msg, sizeof msg, "mgsim %s: unknown option '--no-such-option' (see mgsim %s "
                 "--help)", cmds[i], cmds[i]);
        rt_expect(2, msg, args);
    }
}

static void test_missing_and_bad_values(void **st)
{
    (void)st;
    rt_expect(2, "mgsim run: option --size needs a value", "run aes --size");
    rt_expect(2, "mgsim det: option --seed needs a value", "det sum --seed");
    rt_expect(2, "mgsim kernel: option --grid needs a value", "kernel x.hsaco --grid");
    rt_expect(2, "mgsim sweep: option -j needs a value", "sweep spec.ini -j");
    rt_expect(2, "mgsim plot: option -o needs a value", "plot r.jsonl --x a --y b -o");
    rt_expect(2, "mgsim trace: option --top: 'many' is not a non-negative integer",
           "trace t.trace --top many");
    rt_expect(2, "mgsim demo: option --send-pct: 101 is out of range (0..100)", "demo --send-pct 101");
    rt_expect(2, "mgsim det: option --threads: 'x' is not a non-negative integer", "det --threads x");
    rt_expect(2, "mgsim config show: option --set needs a value", "config show --set");
    /* det's --size is run's: per workload, with its unit, suffixes and presets */
    rt_expect(2, "mgsim det: --size sum: size 17 elements: must be a power of two",
              "det sum --size 17");
    rt_expect(2, "mgsim det: --size fir: bad size 'huge'", "det fir --size huge");
}

/* --opt=VALUE, a unique prefix, and options after the operand: one run. */
static void test_spellings_give_the_same_run(void **st)
{
    (void)st;
    const char *forms[] = {"run sc --size 32 --functional --seed 3",
                           "run --size=32 --functional --seed=3 sc",
                           "run sc --siz 32 --func --see 3"};
    char *first = NULL;
    for (size_t i = 0; i < 3; i++) {
        char *out;
        assert_int_equal(rt_mgsim(&out, "%s", forms[i]), 0);
        const char *h = strstr(out, "output sha256");
        assert_non_null(h);
        if (!first) first = strndup(h, 80);
        else assert_memory_equal(first, h, 80);
        free(out);
    }
    free(first);
    /* a prefix of two options is refused (--stats, --stats-csv, --stats-detail) */
    rt_expect(2, "unknown option '--stat'", "run sc --size 32 --functional --stat x.json");
}

static void test_sweep_task_index_and_count(void **st)
{
    (void)st;
    char spec[] = "/tmp/mgsim_opt_specXXXXXX";
    int fd = mkstemp(spec);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fprintf(f, "[sweep]\ncommand = demo --nodes {nodes} --cycles 200\n[axes]\nnodes = 16, 24, 32, 40\n");
    fclose(f);
    char args[512];
    snprintf(args, sizeof args, "sweep %s --task-count 2 --task-index 3", spec);
    rt_expect(2, "task index 3 is not below the task count 2", args);
    /* shard 1 of 2 runs points 1 and 3 only, whichever order the options come in */
    const char *orders[] = {"--task-index 1 --task-count 2", "--task-count=2 --task-index=1"};
    for (int k = 0; k < 2; k++) {
        char res[] = "/tmp/mgsim_opt_resXXXXXX", *out;
        int rfd = mkstemp(res);
        assert_true(rfd >= 0);
        close(rfd);
        unlink(res); /* a fresh file: nothing to resume */
        assert_int_equal(rt_mgsim(&out, "sweep %s --quiet %s -o %s", spec, orders[k], res), 0);
        free(out);
        out = rt_slurp(res);
        assert_non_null(strstr(out, "nodes=24"));
        assert_non_null(strstr(out, "nodes=40"));
        assert_null(strstr(out, "nodes=16"));
        assert_null(strstr(out, "nodes=32"));
        free(out);
        unlink(res);
    }
    unlink(spec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help_and_unknown_options),
        cmocka_unit_test(test_missing_and_bad_values),
        cmocka_unit_test(test_spellings_give_the_same_run),
        cmocka_unit_test(test_sweep_task_index_and_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
