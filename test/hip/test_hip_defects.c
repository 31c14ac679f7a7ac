/* The HIP runtime against hostile programs (issue 33, item 3): each case
 * of test/hip/progs/hostile.hip calls the runtime wrongly and checks the
 * error code HIP documents (the program prints "ok"/"FAIL" per check and
 * fails on any); before the fixes these crashed the program, killed it,
 * or succeeded silently. And `mgsim exec` at the program's abnormal ends:
 * --stats, the summary and the trace of the run so far after a kernel
 * fault, a --max-cycles stop and a SIGINT to the process group (which ends
 * the program as the signal would); launches never run are counted, not
 * listed; _exit after HIP calls is told apart from no HIP call; a program
 * whose DT_RPATH names the system's libamdhip64 runs on the simulator's
 * (preloaded, with a note); --set beyond the 256th still reaches it;
 * --map-pages lets a kernel read just before its buffer. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "test/run/rt_cli.h"
#include "test/skip.h"

static char prog[512];

/* $BUILD/examples/hip/test/hostile, or skip when hipcc did not build it. */
static const char *hostile(void)
{
    const char *build = getenv("BUILD");
    snprintf(prog, sizeof prog, "%s/examples/hip/test/hostile", build ? build : "build");
    if (access(prog, X_OK) != 0) {
        SKIP_BECAUSE("test/hip/progs not built (hipcc missing: make deps)");
    }
    return prog;
}

static char *tmp_path(const char *what)
{
    static int n;
    char *p = malloc(256);
    snprintf(p, 256, "/tmp/mgsim-test-hipdef-%d-%d-%s", (int)getpid(), n++, what);
    return p;
}

/* Every check of the case passed (the program's own verdicts), and the
 * program said ok at least `oks` times. */
static void run_case(const char *plat, const char *name, int oks)
{
    char *out;
    int rc = rt_sh(&out, "%s exec --config %s -- %s %s 2>&1", rt_bin(), plat, hostile(), name);
    int n = 0;
    for (const char *p = out; (p = strstr(p, "ok ")); p += 3) n += p == out || p[-1] == '\n';
    if (rc != 0 || strstr(out, "FAIL") || n < oks)
        fail_msg("hostile %s on %s: exit %d, %d ok, printed:\n%s", name, plat, rc, n, out);
    free(out);
}

static void runtime_calls_end_in_error_codes(void **st)
{
    (void)st;
    hostile();
    static const struct {
        const char *name;
        int oks;
    } cases[] = {{"memcpy", 8}, {"memset", 4}, {"malloc", 8}, {"pitch", 7}, {"module", 3},
                 {"lds", 3}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        run_case("configs/r9nano.ini", cases[i].name, cases[i].oks);
    /* the allocator on every GPU of a multi-GPU platform */
    run_case("configs/d-mgpu-4.ini", "malloc", 8);
}

/* The --stats JSON at path (fails the test when it is not there). */
static json_object *stats_of(const char *path, const char *what)
{
    json_object *j = json_object_from_file(path);
    if (!j) fail_msg("%s: no --stats at %s", what, path);
    return j;
}

static int64_t get_i(json_object *j, const char *k)
{
    json_object *v;
    if (!json_object_object_get_ex(j, k, &v)) fail_msg("--stats has no %s", k);
    return json_object_get_int64(v);
}

static size_t launches(json_object *j)
{
    json_object *v;
    if (!json_object_object_get_ex(j, "launches", &v)) fail_msg("--stats has no launches");
    return json_object_array_length(v);
}

/* A kernel fault and a --max-cycles stop end the program with status 1,
 * and the figures so far are written: --stats (the launch that ran
 * listed, the failed one not), the --summary line, the trace. */
static void abnormal_ends_keep_the_figures(void **st)
{
    (void)st;
    const char *p = hostile();
    static const struct {
        const char *args, *extra, *says;
        size_t ran;
    } cases[] = {{"fault", "", "memory fault", 0},
                 {"spin", "--max-cycles 20000", "--max-cycles limit: 20000", 1}};
    for (size_t i = 0; i < 2; i++) {
        char *out, *stats = tmp_path("ab.json"), *tr = tmp_path("ab.trace");
        int rc = rt_sh(&out, "%s exec %s --summary --stats %s --trace %s -- %s %s 2>&1",
                       rt_bin(), cases[i].extra, stats, tr, p, cases[i].args);
        if (rc != 1 || !strstr(out, cases[i].says) || !strstr(out, "mgsim exec: ") ||
            strstr(out, "not reached"))
            fail_msg("hostile %s: exit %d:\n%s", cases[i].args, rc, out);
        char want[64];
        snprintf(want, sizeof want, "mgsim exec: %zu launch", cases[i].ran);
        if (!strstr(out, want)) fail_msg("hostile %s: no summary '%s':\n%s", cases[i].args, want, out);
        free(out);
        json_object *j = stats_of(stats, cases[i].args);
        assert_int_equal(launches(j), cases[i].ran);
        assert_int_equal(get_i(j, "launches_not_run"), 1);
        json_object_put(j);
        assert_int_equal(rt_mgsim(&out, "trace --summary %s", tr), 0);
        assert_non_null(strstr(out, "GPU[0].Host"));
        free(out);
        unlink(stats), unlink(tr);
        free(stats), free(tr);
    }
}

/* Ctrl-C (SIGINT to the process group) during a kernel that never ends
 * (the drain stops) and while the program waits on the host (the
 * runtime's watcher takes over): the program ends by the signal (exit
 * 130) with --stats and the summary written; `mgsim exec` itself ignores
 * it and passes the status on. python3 starts the group with SIGINT at
 * its default (sh leaves it ignored in a background job, and an ignored
 * SIGINT stays ignored, as a program run with nohup wants). */
static void ctrl_c_keeps_the_figures(void **st)
{
    (void)st;
    const char *p = hostile();
    static const char *const cases[] = {"spin", "idle"};
    for (size_t c = 0; c < 2; c++) {
        char *out, *stats = tmp_path("int.json"), *log = tmp_path("int.out");
        int rc = rt_sh(&out, "python3 -c 'import signal, os, sys; "
                             "signal.signal(signal.SIGINT, signal.SIG_DFL); os.setsid(); "
                             "os.execvp(sys.argv[1], sys.argv[1:])' "
                             "%s exec --summary --stats %s -- %s %s >%s 2>&1 & m=$!; "
                             "i=0; until grep -q spinning %s; do sleep 0.1; i=$((i+1)); "
                             "[ $i -gt 300 ] && break; done; sleep 0.5; kill -INT -$m; "
                             "i=0; while kill -0 $m 2>/dev/null && [ $i -lt 300 ]; do sleep 0.1; "
                             "i=$((i+1)); done; kill -KILL -$m 2>/dev/null; wait $m; "
                             "echo \"exit $?\"; cat %s",
                       rt_bin(), stats, p, cases[c], log, log, log);
        assert_int_equal(rc, 0);
        if (!strstr(out, "exit 130") || (!c && !strstr(out, "interrupted by SIGINT")) ||
            !strstr(out, "mgsim exec: 1 launch,") || strstr(out, "not reached"))
            fail_msg("SIGINT to hostile %s:\n%s", cases[c], out);
        free(out);
        json_object *j = stats_of(stats, cases[c]);
        assert_int_equal(launches(j), 1);
        assert_int_equal(get_i(j, "launches_not_run"), c ? 0 : 1);
        json_object_put(j);
        unlink(stats), unlink(log);
        free(stats), free(log);
    }
}

/* A launch queued and never synchronised is counted, not listed with 0
 * cycles; a program that leaves by _exit after HIP calls is not said to
 * have made none. */
static void never_run_and_exit(void **st)
{
    (void)st;
    const char *p = hostile();
    char *out, *stats = tmp_path("nr.json");
    assert_int_equal(rt_sh(&out, "%s exec --stats %s -- %s notrun", rt_bin(), stats, p), 0);
    free(out);
    json_object *j = stats_of(stats, "notrun"), *l, *x;
    assert_int_equal(launches(j), 1);
    assert_int_equal(get_i(j, "launches_not_run"), 1);
    assert_true(json_object_object_get_ex(j, "launches", &l));
    assert_true(json_object_object_get_ex(json_object_array_get_idx(l, 0), "cycles", &x));
    assert_true(json_object_get_int64(x) > 0);
    json_object_put(j);
    assert_int_equal(rt_sh(&out, "%s exec --stats %s -- %s exit 2>&1", rt_bin(), stats, p), 0);
    assert_null(strstr(out, "made no HIP call"));
    assert_non_null(strstr(out, "made HIP calls but ended without exit()"));
    free(out);
    assert_int_equal(access(stats, F_OK), -1); /* no empty file left */
    assert_int_equal(rt_sh(&out, "%s exec --stats %s -- true 2>&1", rt_bin(), stats), 0);
    assert_non_null(strstr(out, "true made no HIP call"));
    free(out);
    free(stats);
}

/* A C program linked to libamdhip64 with DT_RPATH naming the system's
 * directory (where Debian's runtime is): before, Debian's ran and found
 * no device; now the simulator's is preloaded, with a note. */
static void rpath_to_system_runtime(void **st)
{
    (void)st;
    if (access("/usr/lib/x86_64-linux-gnu/libamdhip64.so.5", R_OK) != 0)
        SKIP_BECAUSE("Debian's libamdhip64.so.5 missing (make deps)");
    char *out, *src = tmp_path("rp.c"), *bin = tmp_path("rp");
    FILE *f = fopen(src, "w");
    assert_non_null(f);
    fputs("#define __HIP_PLATFORM_AMD__ 1\n#include <hip/hip_runtime_api.h>\n#include <stdio.h>\n"
          "int main(void) { int n = -1; hipError_t e = hipGetDeviceCount(&n);\n"
          "  printf(\"devices %d error %d\\n\", n, (int)e); return e != hipSuccess; }\n", f);
    fclose(f);
    assert_int_equal(rt_sh(&out, "cc -std=c11 -x c %s -o %s -lamdhip64 -Wl,--disable-new-dtags "
                                 "-Wl,-rpath,/usr/lib/x86_64-linux-gnu 2>&1 && readelf -d %s",
                           src, bin, bin), 0);
    assert_non_null(strstr(out, "(RPATH)")); /* the case under test */
    free(out);
    int rc = rt_sh(&out, "%s exec --config configs/d-mgpu-4.ini -- %s 2>&1", rt_bin(), bin);
    if (rc != 0 || !strstr(out, "devices 4 error 0") || !strstr(out, "has DT_RPATH"))
        fail_msg("rpath program: exit %d:\n%s", rc, out);
    free(out);
    unlink(src), unlink(bin);
    free(src), free(bin);
}

/* 300 --set options, then --max-cycles: the limit still reaches the
 * runtime (the issue saw sets after the 256th dropped). */
static void many_sets_reach_the_runtime(void **st)
{
    (void)st;
    const char *p = hostile();
    char *out;
    int rc = rt_sh(&out, "s=; for i in $(seq 300); do s=\"$s --set gpu.cus=64\"; done; "
                         "%s exec $s --max-cycles 20000 -- %s spin 2>&1", rt_bin(), p);
    if (rc != 1 || !strstr(out, "--max-cycles limit: 20000"))
        fail_msg("300 sets: exit %d:\n%s", rc, out);
    free(out);
}

/* A kernel reading 512 bytes before the program's first buffer: a memory
 * fault that names --map-pages; with it, the read returns the page's
 * zeros. */
static void map_pages_tolerates_reads_near_a_buffer(void **st)
{
    (void)st;
    const char *p = hostile();
    char *out;
    int rc = rt_sh(&out, "%s exec -- %s before 2>&1", rt_bin(), p);
    if (rc != 1 || !strstr(out, "memory fault") || !strstr(out, "mgsim exec --map-pages"))
        fail_msg("before without --map-pages: exit %d:\n%s", rc, out);
    free(out);
    run_case("configs/r9nano.ini --map-pages", "before", 1);
    run_case("configs/d-mgpu-4.ini --map-pages", "before", 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(runtime_calls_end_in_error_codes),
        cmocka_unit_test(abnormal_ends_keep_the_figures),
        cmocka_unit_test(ctrl_c_keeps_the_figures),
        cmocka_unit_test(never_run_and_exit),
        cmocka_unit_test(rpath_to_system_runtime),
        cmocka_unit_test(many_sets_reach_the_runtime),
        cmocka_unit_test(map_pages_tolerates_reads_near_a_buffer),
    };
    return cmocka_run_group_tests_name("hip_defects", tests, NULL, NULL);
}
