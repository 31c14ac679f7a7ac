/* mgsim sweep, run for real through the binary ($MGSIM, set by
 * test/run_tests.sh) on `mgsim demo`: the union of N shards equals the
 * unsharded run, a finished sweep resumes without rerunning, a failing
 * point is recorded and does not stop the others, Slurm's variables pick
 * the shard, and the emitted Slurm / GNU parallel lines are well formed. */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "engine/topology.h"
#include "hk_util.h"

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m && *m ? m : "bin/mgsim";
}

static void write_spec(const char *path, const char *nodes)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "; a test sweep over the engine demo\n[sweep]\n"
               "command = demo --serial --cycles {cycles} --nodes {nodes} --seed {seed}\n"
               "[axes]\nnodes = %s\ncycles = 40, 80\nseed = 1, 2, 3\n", nodes);
    fclose(f);
}

/* The results without what the host measures (times, speed, memory),
 * sorted, into one string. */
static char *canon(const char *path)
{
    char out[600];
    snprintf(out, sizeof out, "%s.canon", path);
    assert_int_equal(hk_sh("sed -E 's/\"(wall_s|kips|peak_rss_mib)\":[-+0-9.eE]+,?//g' \"%s\" | "
                           "sort > \"%s\"", path, out), 0);
    char *s = hk_slurp(out, NULL);
    assert_non_null(s);
    return s;
}

static size_t count_lines(const char *s, const char *needle)
{
    size_t n = 0;
    for (const char *p = s; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

/* Points run N at a time get cores / N each (MGSIM_CORES): `mgsim run`'s
 * automatic thread count in every point's results. */
static void test_jobs_share_the_cores(void **state)
{
    (void)state;
    char spec[512], out[512], want[64];
    hk_tmp(spec, sizeof spec, "runs.ini");
    hk_tmp(out, sizeof out, "runs.jsonl");
    FILE *f = fopen(spec, "w");
    assert_non_null(f);
    fprintf(f, "[sweep]\ncommand = run mt --size 64 --seed {seed}\n[axes]\nseed = 1, 2\n");
    fclose(f);
    assert_int_equal(hk_sh("env -u MGSIM_CORES %s sweep %s -j 2 --quiet -o %s", mgsim(), spec, out), 0);
    int share = eng_physical_cores() / 2;
    snprintf(want, sizeof want, "\"threads\":%d", share > 1 ? share : 0);
    char *s = hk_slurp(out, NULL);
    assert_non_null(s);
    if (count_lines(s, want) != 2) fail_msg("want %s in both points: %s", want, s);
    free(s);
}

static void test_shards_union_equals_whole(void **state)
{
    (void)state;
    char spec[512], whole[512], dir[512], merged[512];
    hk_tmp(spec, sizeof spec, "grid.ini");
    hk_tmp(whole, sizeof whole, "whole.jsonl");
    hk_tmp(dir, sizeof dir, "shards");
    hk_tmp(merged, sizeof merged, "merged.jsonl");
    write_spec(spec, "16, 24");
    assert_int_equal(hk_sh("%s sweep %s -j 3 --quiet -o %s", mgsim(), spec, whole), 0);
    for (int i = 0; i < 3; i++)
        assert_int_equal(hk_sh("%s sweep %s -j 2 --quiet --task-count 3 --task-index %d "
                               "--shard-dir %s", mgsim(), spec, i, dir), 0);
    assert_int_equal(hk_sh("%s sweep --merge %s -o %s", mgsim(), dir, merged), 0);
    char *a = canon(whole), *b = canon(merged);
    assert_int_equal(count_lines(a, "\"status\":\"ok\""), 12);
    assert_string_equal(a, b);
    /* every line parses as JSON and carries its stats */
    assert_int_equal(hk_sh("python3 -c 'import json,sys\n"
                           "for l in open(sys.argv[1]):\n"
                           "  d=json.loads(l); assert d[\"stats\"][\"metrics\"][\"demo.sent\"]>0'"
                           " %s", merged), 0);
    /* resuming runs nothing: the file stays byte for byte */
    char copy[600];
    snprintf(copy, sizeof copy, "%s.before", whole);
    assert_int_equal(hk_sh("cp %s %s && %s sweep %s --quiet -o %s", whole, copy, mgsim(), spec,
                           whole), 0);
    assert_true(hk_same_file(whole, copy));
    free(a);
    free(b);
}

static void test_failing_point_recorded(void **state)
{
    (void)state;
    char spec[512], out[512];
    hk_tmp(spec, sizeof spec, "fail.ini");
    hk_tmp(out, sizeof out, "fail.jsonl");
    write_spec(spec, "1, 16"); /* --nodes 1 is refused by the demo */
    assert_int_equal(hk_sh("%s sweep %s -j 4 --quiet -o %s", mgsim(), spec, out), 1);
    char *s = hk_slurp(out, NULL);
    assert_non_null(s);
    assert_int_equal(count_lines(s, "\"status\":\"ok\""), 6);
    assert_int_equal(count_lines(s, "\"status\":\"failed\""), 6);
    assert_non_null(strstr(s, "\"exit_code\":2"));
    assert_non_null(strstr(s, "--nodes"));  /* the demo's complaint, in stderr_tail */
    free(s);
    /* a resumed run retries only the failures (and they fail again) */
    assert_int_equal(hk_sh("%s sweep %s --quiet -o %s", mgsim(), spec, out), 1);
    s = hk_slurp(out, NULL);
    assert_int_equal(count_lines(s, "\"point\":"), 12);
    free(s);
}

/* --merge reads the lines as JSON (util/js.h), not by scanning for
 * "key":: a key spelt with a \u escape is the same key, a member named
 * "key" inside params is not the line's key, strings with quotes and
 * braces are just strings, a torn line is dropped, and every line kept is
 * written back byte for byte. */
static void test_merge_hostile_lines(void **state)
{
    (void)state;
    static const char *const in[] = {
        /* 0 */ "{\"point\":1,\"key\":\"caf\\u00e9\",\"params\":{\"x\":\"}{\"},\"status\":\"failed\","
                "\"exit_code\":1,\"wall_s\":0.1,\"stderr_tail\":\"bad \\\"thing\\\" {\"}",
        /* 1 */ "{\"point\":1,\"key\":\"caf\xc3\xa9\",\"params\":{\"x\":\"}{\"},\"status\":\"ok\","
                "\"exit_code\":0,\"wall_s\":0.1,\"stats\":{\"note\":\"\\\"point\\\":0, {\\\"key\\\"\"}}",
        /* 2 */ "{\"key\":\"q\\\"uote\",\"point\":0,\"status\":\"ok\",\"exit_code\":0,\"wall_s\":0.1,"
                "\"stats\":{}}",
        /* 3 */ "{\"point\":2,\"key\":\"torn\",\"params\":{\"x\":\"a",
        /* 4 */ "{\"point\":4,\"params\":{\"key\":\"p\"},\"key\":\"real\",\"status\":\"ok\","
                "\"exit_code\":0,\"wall_s\":0.1,\"stats\":{}}",
        /* 5 */ "{\"point\":4,\"key\":\"p\",\"status\":\"ok\",\"exit_code\":0,\"wall_s\":0.1,"
                "\"stats\":{\"s\":\"\\u2603 \\ud83d\\ude42\"}}",
    };
    static const int expect[] = {2, 1, 5, 4};
    char res[512], merged[512];
    hk_tmp(res, sizeof res, "hostile.jsonl");
    hk_tmp(merged, sizeof merged, "hostile-merged.jsonl");
    FILE *f = fopen(res, "w");
    assert_non_null(f);
    for (size_t i = 0; i < sizeof in / sizeof in[0]; i++)
        fprintf(f, "%s\n", in[i]);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep --merge %s -o %s", mgsim(), res, merged), 0);
    char want[4096] = "";
    for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        strcat(want, in[expect[i]]);
        strcat(want, "\n");
    }
    char *got = hk_slurp(merged, NULL);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(got);
}

/* Issue 15, item 3: resuming onto a results file whose last line was cut
 * (an interrupted run) drops the partial line and runs its point again;
 * it used to append to it, making one invalid line of two and losing the
 * next point. */
static void test_resume_drops_torn_line(void **state)
{
    (void)state;
    char spec[512], out[512], log[512];
    hk_tmp(spec, sizeof spec, "torn.ini");
    hk_tmp(out, sizeof out, "torn.jsonl");
    hk_tmp(log, sizeof log, "torn.log");
    write_spec(spec, "16");
    assert_int_equal(hk_sh("%s sweep %s -j 2 --quiet -o %s", mgsim(), spec, out), 0);
    /* cut the last line (point 5) in the middle of its stats */
    assert_int_equal(hk_sh("python3 -c 'import sys; b=open(sys.argv[1],\"rb\").read(); "
                           "open(sys.argv[1],\"wb\").write(b[:b.rindex(b\"\\n\", 0, -1)+40])' %s",
                           out), 0);
    assert_int_equal(hk_sh("%s sweep %s --quiet -o %s 2> %s", mgsim(), spec, out, log), 0);
    char *msg = hk_slurp(log, NULL);
    assert_non_null(msg);
    if (!strstr(msg, ":6: ") || !strstr(msg, "partial"))
        fail_msg("resume did not report the cut line 6: '%s'", msg);
    free(msg);
    char *s = hk_slurp(out, NULL);
    assert_non_null(s);
    assert_int_equal(count_lines(s, "\"status\":\"ok\""), 6);
    free(s);
    assert_int_equal(hk_sh("python3 -c 'import json,sys\n"
                           "ps=[json.loads(l)[\"point\"] for l in open(sys.argv[1])]\n"
                           "assert ps==list(range(6)), ps' %s", out), 0);
}

/* --merge and plot name a bad line by its number (and go on with the rest). */
static void test_readers_report_bad_line(void **state)
{
    (void)state;
    char res[512], merged[512], log[512], png[512];
    hk_tmp(res, sizeof res, "badline.jsonl");
    hk_tmp(merged, sizeof merged, "badline-merged.jsonl");
    hk_tmp(log, sizeof log, "badline.log");
    hk_tmp(png, sizeof png, "badline.svg");
    FILE *f = fopen(res, "w");
    assert_non_null(f);
    fputs("{\"point\":0,\"key\":\"x=1\",\"params\":{\"x\":\"1\"},\"status\":\"ok\","
          "\"exit_code\":0,\"wall_s\":0.1,\"stats\":{\"y\":2}}\n"
          "{\"point\":1,\"key\":\"x=2\",\"params\":{\"x\":\"2\"},\"status\":\"ok\","
          "\"exit_code\":0,\"wall_s\":0.1,\"stats\":{\"y\":3}}\n"
          "{\"point\":2,\"key\":\"x=3\",\"params\":{\"x\":\"3\"},\"sta\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep --merge %s -o %s 2> %s", mgsim(), res, merged, log), 0);
    char *msg = hk_slurp(log, NULL);
    char want[600];
    snprintf(want, sizeof want, "%s:3: ", res);
    if (!msg || !strstr(msg, want))
        fail_msg("--merge did not name line 3: '%s'", msg ? msg : "");
    free(msg);
    assert_int_equal(hk_sh("%s plot %s --x x --y y -o %s 2> %s", mgsim(), res, png, log), 0);
    msg = hk_slurp(log, NULL);
    if (!msg || !strstr(msg, want))
        fail_msg("plot did not name line 3: '%s'", msg ? msg : "");
    free(msg);
}

/* Issue 15, item 10, the spec: a line over inih's 200 bytes was a
 * "syntax error" (now named, and an indented line continues the
 * command); a {name} naming no axis was found only when a point ran
 * (now at load: exit 2, nothing run); an empty value in a list
 * ("16,,24") was dropped silently (now refused). */
static void test_spec_checked_at_load(void **state)
{
    (void)state;
    char spec[512], out[512], log[512];
    hk_tmp(spec, sizeof spec, "long.ini");
    hk_tmp(out, sizeof out, "long.jsonl");
    hk_tmp(log, sizeof log, "long.log");
    FILE *f = fopen(spec, "w");
    fprintf(f, "[sweep]\ncommand = demo --serial --cycles 40 --nodes {nodes}");
    for (int i = 0; i < 30; i++)
        fprintf(f, " --seed %d", i % 10);
    fprintf(f, "\n[axes]\nnodes = 16\n");
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list > %s 2>&1", mgsim(), spec, log), 2);
    char *msg = hk_slurp(log, NULL);
    if (!strstr(msg, "long.ini:2: line longer than") || strstr(msg, "syntax error"))
        fail_msg("a long line: '%s'", msg);
    free(msg);
    /* the same command over indented continuation lines */
    f = fopen(spec, "w");
    fprintf(f, "[sweep]\ncommand = demo --serial --cycles 40 --nodes {nodes}\n");
    for (int i = 0; i < 30; i++)
        fprintf(f, "  --seed %d\n", i % 10);
    fprintf(f, "[axes]\nnodes = 16\n");
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list | grep -q -- '--nodes 16 --seed 0 --seed 1'",
                           mgsim(), spec), 0);
    /* and a list of values over indented lines */
    f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --serial --nodes {nodes}\n[axes]\nnodes = 16, 24\n"
          "  32, 40\n\t48\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list | grep -c demo | grep -qx 5", mgsim(), spec), 0);
    /* a placeholder naming no axis: refused before any point runs */
    f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --serial --nodes {nodez}\n[axes]\nnodes = 16, 24\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --quiet -o %s > %s 2>&1", mgsim(), spec, out, log), 2);
    msg = hk_slurp(log, NULL);
    if (!strstr(msg, "'{nodez}' names no axis"))
        fail_msg("a bad placeholder: '%s'", msg);
    free(msg);
    assert_null(hk_slurp(out, NULL)); /* nothing ran, no results file */
    /* an empty value */
    f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --serial --nodes {nodes}\n[axes]\nnodes = 16,,24\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list > %s 2>&1", mgsim(), spec, log), 2);
    msg = hk_slurp(log, NULL);
    if (!strstr(msg, "long.ini:4: axis 'nodes': value 2 is empty"))
        fail_msg("an empty value: '%s'", msg);
    free(msg);
    /* 10^9 points (an overflow of the point count with more axes) */
    f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --serial\n[axes]\n", f);
    for (int a = 0; a < 9; a++)
        fprintf(f, "a%d = 0,1,2,3,4,5,6,7,8,9\n", a);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list > %s 2>&1", mgsim(), spec, log), 2);
    msg = hk_slurp(log, NULL);
    if (!strstr(msg, "more than 100000000 points"))
        fail_msg("a huge grid: '%s'", msg);
    free(msg);
}

/* A point past the spec's timeout is killed and recorded as a timeout
 * (it was "exit_code":137 and nothing else). */
static void test_timeout_recorded(void **state)
{
    (void)state;
    char spec[512], out[512];
    hk_tmp(spec, sizeof spec, "timeout.ini");
    hk_tmp(out, sizeof out, "timeout.jsonl");
    FILE *f = fopen(spec, "w");
    /* 5 s: the small point takes 0.5 s under ASan, the large one a minute */
    fputs("[sweep]\ncommand = run fir --size {size} --no-progress\ntimeout = 5\n"
          "[axes]\nsize = 64, 1M\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s -j 2 --quiet -o %s", mgsim(), spec, out), 1);
    assert_int_equal(hk_sh("python3 -c 'import json,sys\n"
                           "d={json.loads(l)[\"point\"]: json.loads(l) for l in open(sys.argv[1])}\n"
                           "assert d[0][\"status\"]==\"ok\", d[0]\n"
                           "assert d[1][\"status\"]==\"timeout\" and d[1][\"timeout_s\"]==5, d[1]'"
                           " %s", out), 0);
}

/* SIGTERM or SIGINT of the sweep stops its running points (each in a
 * process group of its own) and removes its temporary directory; SIGKILL
 * takes the points with it. They used to run on. */
static void sweep_killed(int sig, const char *tag)
{
    char spec[512], out[512], tmp[512];
    hk_tmp(spec, sizeof spec, "killed.ini");
    hk_tmp(out, sizeof out, "killed.jsonl");
    hk_tmp(tmp, sizeof tmp, tag);
    assert_int_equal(hk_sh("rm -rf %s %s && mkdir -p %s", out, tmp, tmp), 0);
    FILE *f = fopen(spec, "w");
    /* a seed no other run uses marks this sweep's children */
    fputs("[sweep]\ncommand = run fir --size 1M --no-progress --seed {seed}\n"
          "[axes]\nseed = 918273645, 918273646, 918273647\n", f);
    fclose(f);
    int st = hk_sh("TMPDIR=%s %s sweep %s -j 2 --quiet -o %s & p=$!; sleep 2; "
                   "pgrep -f 'seed 9182736[4]' >/dev/null || exit 90; "
                   "kill -%d $p; wait $p; s=$?; sleep 0.5; "
                   "pgrep -f 'seed 9182736[4]' && exit 91; exit $s",
                   tmp, mgsim(), spec, out, sig);
    if (sig == SIGKILL) {
        assert_int_equal(st, 128 + SIGKILL);
    } else {
        assert_int_equal(st, 128 + sig);
        assert_int_equal(hk_sh("test -z \"$(ls -A %s)\"", tmp), 0); /* its temporary dir gone */
    }
}

static void test_sweep_signals_stop_children(void **state)
{
    (void)state;
    sweep_killed(SIGTERM, "tmp-term");
    sweep_killed(SIGKILL, "tmp-kill");
}

static void test_slurm_environment(void **state)
{
    (void)state;
    char spec[512], out[512];
    hk_tmp(spec, sizeof spec, "slurm.ini");
    hk_tmp(out, sizeof out, "slurm.jsonl");
    write_spec(spec, "16");
    assert_int_equal(hk_sh("SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=2 %s sweep %s --quiet "
                           "-o %s", mgsim(), spec, out), 0);
    char *s = hk_slurp(out, NULL);
    assert_non_null(s);
    assert_int_equal(count_lines(s, "\"point\":"), 3); /* points 1, 3, 5 */
    assert_non_null(strstr(s, "\"point\":1,"));
    assert_non_null(strstr(s, "\"point\":5,"));
    assert_null(strstr(s, "\"point\":0,"));
    free(s);
    char script[512];
    hk_tmp(script, sizeof script, "array.sh");
    assert_int_equal(hk_sh("%s sweep %s --emit-slurm --task-count 3 -j 2 > %s", mgsim(), spec,
                           script), 0);
    s = hk_slurp(script, NULL);
    assert_non_null(strstr(s, "#SBATCH --array=0-2"));
    assert_non_null(strstr(s, "--task-index \"$SLURM_ARRAY_TASK_ID\""));
    free(s);
    assert_int_equal(hk_sh("bash -n %s", script), 0);
    assert_int_equal(hk_sh("%s sweep %s --emit-parallel | grep -q 'seq 0 5 | parallel'", mgsim(),
                           spec), 0);
}

/* The emitted Slurm script and GNU parallel line run as they are, by
 * bash without Slurm (SLURM_ARRAY_TASK_ID set by hand) and with a
 * stand-in parallel that runs its command through sh -c once per input
 * line with {} replaced, as GNU parallel does, for a spec whose path has
 * a space and a quote: every path is quoted, the shards merge to the
 * unsharded run. --emit-slurm makes the shard directory (Slurm opens a
 * task's --output there before the script runs) and sets --chdir to
 * where it ran. test/cluster/slurm_sweep.sh submits the script to a real Slurm. */
static void test_emitted_scripts_run(void **state)
{
    (void)state;
    char base[512], dir[600], spec[700], whole[700], script[700], merged[700], bin[600];
    hk_tmp(base, sizeof base, "emit");
    snprintf(dir, sizeof dir, "%s/a b'c", base);
    snprintf(spec, sizeof spec, "%s/grid.ini", dir);
    snprintf(whole, sizeof whole, "%s/whole.jsonl", dir);
    snprintf(script, sizeof script, "%s/array.sh", dir);
    snprintf(merged, sizeof merged, "%s/merged.jsonl", dir);
    snprintf(bin, sizeof bin, "%s/bin", base);
    assert_int_equal(hk_sh("rm -rf \"%s\" && mkdir -p \"%s\" \"%s\"", base, dir, bin), 0);
    write_spec(spec, "16");
    assert_int_equal(hk_sh("%s sweep \"%s\" -j 2 --quiet -o \"%s\"", mgsim(), spec, whole), 0);
    assert_int_equal(hk_sh("%s sweep \"%s\" --emit-slurm --task-count 3 > \"%s\"", mgsim(), spec,
                           script), 0);
    assert_int_equal(hk_sh("test -d \"%s.shards\"", spec), 0);
    char *s = hk_slurp(script, NULL), cwd[512], want[600];
    assert_non_null(s);
    assert_non_null(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "#SBATCH --chdir='%s'\n", cwd);
    assert_non_null(strstr(s, want));
    assert_non_null(strstr(s, "a b'\\''c/grid.ini.shards/slurm-%A_%a.log'\n"));
    free(s);
    for (int i = 0; i < 3; i++)
        assert_int_equal(hk_sh("SLURM_ARRAY_TASK_ID=%d bash \"%s\" >/dev/null 2>&1", i, script), 0);
    assert_int_equal(hk_sh("%s sweep --merge \"%s.shards\" -o \"%s\"", mgsim(), spec, merged), 0);
    char *a = canon(whole), *b = canon(merged);
    assert_string_equal(a, b);
    free(a);
    free(b);
    /* the GNU parallel line, shards and merge, in a directory of its own */
    FILE *f = fopen(strcat(bin, "/parallel"), "w");
    assert_non_null(f);
    fputs("#!/bin/bash\n# stand-in: parallel -j N CMD, one CMD per input line, {} replaced\n"
          "while read -r i; do sh -c \"${3//\\{\\}/$i}\" || exit 1; done\n", f);
    fclose(f);
    *strrchr(bin, '/') = 0;
    assert_int_equal(hk_sh("chmod +x \"%s/parallel\" && rm -rf \"%s.shards\" && "
                           "%s sweep \"%s\" --emit-parallel --shard-dir \"%s/p q\" > \"%s\"",
                           bin, spec, mgsim(), spec, dir, script), 0);
    assert_int_equal(hk_sh("cd \"%s\" && PATH=\"%s:$PATH\" bash \"%s\"", dir, bin, script), 0);
    a = canon(whole);
    snprintf(merged, sizeof merged, "%s/results.jsonl", dir);
    b = canon(merged);
    assert_string_equal(a, b);
    free(a);
    free(b);
}

static void test_bad_specs(void **state)
{
    (void)state;
    char spec[512];
    hk_tmp(spec, sizeof spec, "bad.ini");
    FILE *f = fopen(spec, "w");
    fputs("[sweep]\ncommand = demo --nodes {nodez}\n[axes]\nnodes = 2\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s --list 2>&1 | grep -q 'names no axis'", mgsim(), spec), 0);
    f = fopen(spec, "w");
    fputs("[sweep]\ncomand = demo\n", f);
    fclose(f);
    assert_int_equal(hk_sh("%s sweep %s 2>/dev/null", mgsim(), spec), 2);
    assert_int_equal(hk_sh("%s sweep %s 2>&1 | grep -q \"bad.ini:2: unknown key 'comand'\"",
                           mgsim(), spec), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shards_union_equals_whole),
        cmocka_unit_test(test_jobs_share_the_cores),
        cmocka_unit_test(test_failing_point_recorded),
        cmocka_unit_test(test_merge_hostile_lines),
        cmocka_unit_test(test_resume_drops_torn_line),
        cmocka_unit_test(test_readers_report_bad_line),
        cmocka_unit_test(test_spec_checked_at_load),
        cmocka_unit_test(test_timeout_recorded),
        cmocka_unit_test(test_sweep_signals_stop_children),
        cmocka_unit_test(test_slurm_environment),
        cmocka_unit_test(test_emitted_scripts_run),
        cmocka_unit_test(test_bad_specs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
