/* The engine over MPI ranks (engine/ranks.h, docs/engine.md "Ranks"),
 * under `mpirun --oversubscribe --allow-run-as-root`:
 *   - the transport and the engine: test/mpi/child/ranks_child runs a
 *     traffic model over a crossbar cut between ranks against the serial
 *     engine in the same process (order-sensitive digests per component,
 *     final time, events run), for 1 to 4 ranks, several latencies and
 *     credit counts (1 credit: back-pressure across ranks);
 *   - the same with 2 threads inside each rank (the parallel engine's
 *     windows inside the ranks');
 *   - whole runs: test/mpi/run.sh, bin/mgsim-mpi over 1, 2 and 4 ranks
 *     against bin/mgsim's serial engine, every MGMark workload on
 *     d-mgpu-4 (summary and normalised --stats identical), and with
 *     --threads 2 inside each rank;
 *   - traces: test/mpi/child/trace_child's tracer over 1 to 4 ranks
 *     against the serial engine's, byte for byte, at flush thresholds
 *     from a record to the whole file (records stamped later than their
 *     event and records made between runs included), and whole runs'
 *     --trace files (run.sh with TRACE=1, one of them over 4 MiB, the
 *     serial tracer's flush threshold);
 *   - the hang detector: test/mpi/child/hang_child's report (a drained
 *     queue, a stall) over 1 to 4 ranks against the serial engine's, and
 *     whole runs with --hang-window and --parallelism-profile (whose
 *     profile is in the compared summary);
 *   - address translation's fault policies (the fault handler on rank 0)
 *     over 2 and 4 ranks against the serial engine;
 *   - every mechanism's --stats over 2 ranks as serial (LAB, BOWS, DDOS,
 *     count);
 *   - one rank's error exit ends the job with its status (no hang);
 *   - ranks started with different commands (another size, workload,
 *     option or command) or files (a config with other contents at the
 *     same path, as on another host) stop before simulating, exit 2,
 *     naming the first difference (before: a hang, a memory fault or a
 *     verification failure);
 *   - SIGTERM to one rank stops every rank at the same window, with the
 *     --stats of the figures so far and exit 143, as SIGTERM to every rank
 *     does (before: MPI_ERR_TRUNCATE, exit 15, no --stats);
 *   - what does not run over ranks yet (unified platforms) says so.
 * `make test` runs each comparison over a part of the rank counts (every
 * workload still crosses ranks, and 1, 2, 3 and 4 ranks all occur): an
 * mpirun on a loaded 2-core machine pays a scheduling delay per window,
 * and the whole matrix took 12 minutes there. MPI_FULL=1 (`make
 * test-mpi-full`) runs every case over every rank count. Under the
 * sanitizers (test/light.h) what they check is the ranks' own code, so
 * the matrices shrink to every kind of job once: whole runs over 2 and 4
 * ranks, the two fault policies that move pages, mt 64's trace, one
 * argument mismatch and one file mismatch.
 * Skipped, with the reason, when Open MPI is not installed (under CI=true
 * a skip fails: `make deps` installs it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/light.h"
#include "test/run/rt_cli.h"
#include "test/skip.h"

/* A job still running after MPI_TIMEOUT s (300) is aborted with every rank's state and
 * stack (test/mpi/bin/gstack): a hang fails with where each rank waits. */
#define MPIRUN                                                                                     \
    "PATH=\"$PWD/test/mpi/bin:$PATH\" mpirun --oversubscribe --allow-run-as-root "                 \
    "--mca mpi_yield_when_idle 1 --timeout ${MPI_TIMEOUT:-300} --report-state-on-timeout --get-stack-traces"

/* The whole matrix (MPI_FULL=1) or make test's part of it. */
static bool full(void)
{
    const char *f = getenv("MPI_FULL");
    return test_full() || (f && *f && strcmp(f, "0") != 0);
}
#define PICK(whole, part) (full() ? (whole) : (part))

/* The child's path, or NULL (with the test skipped) when MPI is missing. */
static const char *child_named(const char *name)
{
    static char path[512];
    char *out = NULL;
    int rc = rt_sh(&out, "command -v mpirun");
    free(out);
    if (rc != 0) {
        SKIP_BECAUSE("mpirun not on PATH (make deps installs openmpi-bin)");
        return NULL;
    }
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    snprintf(path, sizeof path, "%s/test/mpi/child/%s", build, name);
    if (access(path, X_OK) != 0) {
        SKIP_BECAUSE("built without MPI (no Open MPI pkg-config file at build time; make deps)");
        return NULL;
    }
    return path;
}

static const char *child(void)
{
    return child_named("ranks_child");
}

static void expect_identical(const char *c, int ranks, const char *args)
{
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np %d %s %s 2>&1", ranks, c,
                   args);
    char want[64];
    snprintf(want, sizeof want, "identical over %d rank", ranks);
    if (rc != 0 || !strstr(out, want))
        fail_msg("%d ranks, %s: exit %d:\n%s", ranks, args, rc, out);
    free(out);
}

static void engine_matches_serial(void **state)
{
    (void)state;
    const char *c = child();
    if (!c)
        return;
    /* nodes, latency, credits, messages per node, seed */
    static const char *const cases[] = {"6 5 2 200 1", "9 1 1 300 7", "4 16 4 400 3"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int n = 1; n <= 4; n++)
            if (full() || (i == 0 && !test_light()) || n == 4 || (i == 0 && n == 2))
                expect_identical(c, n, cases[i]);
}

/* Threads inside each rank: the same events at the same times. */
static void threads_in_ranks_match_serial(void **state)
{
    (void)state;
    const char *c = child();
    if (!c)
        return;
    /* ... reference seed (the same), threads */
    static const char *const cases[] = {"6 5 2 200 1 1 2", "9 1 1 300 7 7 3"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int n = 1; n <= 3; n++)
            if (full() || n == 2 + (int)i)
                expect_identical(c, n, cases[i]);
    char *out = NULL;
    int rc = rt_sh(&out, "MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh "
                         "'%s' '%s' configs/d-mgpu-4.ini --threads 2 2>&1",
                   rt_bin(), full() ? "fir:4K km:1K mt:64" : test_light() ? "mt:64" : "fir:4K mt:64",
                   PICK("1 2 4", "2"));
    if (rc != 0)
        fail_msg("test/mpi/run.sh --threads 2: exit %d:\n%s", rc, out);
    if (!strstr(out, "identical"))
        fail_msg("test/mpi/run.sh --threads 2 compared nothing:\n%s", out);
    free(out);
}

/* The comparison can fail: a reference with another seed differs. */
static void child_sees_a_difference(void **state)
{
    (void)state;
    const char *c = child();
    if (!c)
        return;
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 %s 6 5 2 200 1 2 2>&1", c);
    if (rc == 0 || !strstr(out, "MISMATCH"))
        fail_msg("a reference with another seed: exit %d:\n%s", rc, out);
    free(out);
}

/* The tracer over ranks writes the serial tracer's file, whatever the
 * flush threshold (64 bytes: a flush at nearly every batch end), and
 * the check sees a wrong flush point (a reference flushing at 900 bytes
 * against 700). */
static void traces_match_serial(void **state)
{
    (void)state;
    const char *c = child_named("trace_child");
    if (!c)
        return;
    char *dir = NULL;
    if (rt_sh(&dir, "mktemp -d") != 0)
        fail_msg("mktemp -d failed");
    dir[strcspn(dir, "\n")] = 0;
    static const char *const buffers[] = {"64", "700", "1000000"};
    for (size_t i = 0; i < sizeof buffers / sizeof buffers[0]; i++)
        for (int n = 1; n <= 4; n++) {
            /* make test: 700 bytes over 1 to 4 ranks, the others over 4 */
            if (!full() && (i == 1 ? test_light() && n % 2 == 0 : n != 4))
                continue;
            char *out = NULL;
            int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np %d %s %s 6 200 1 %s "
                                 "2>&1", n, c, dir, buffers[i]);
            char want[64];
            snprintf(want, sizeof want, "identical over %d rank", n);
            if (rc != 0 || !strstr(out, want))
                fail_msg("trace over %d ranks, buffer %s: exit %d:\n%s", n, buffers[i], rc, out);
            free(out);
        }
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 %s %s 6 200 1 700 900 2>&1",
                   c, dir);
    if (rc == 0 || !strstr(out, "MISMATCH"))
        fail_msg("a reference flushing elsewhere: exit %d:\n%s", rc, out);
    free(out);
    char *ignored = NULL;
    rt_sh(&ignored, "rm -rf '%s'", dir);
    free(ignored);
    free(dir);
}

/* The hang detector's kind, time and report over ranks are the serial
 * engine's, for a drained queue and a stall; a reference that hangs a lap
 * later differs. */
static void hangs_match_serial(void **state)
{
    (void)state;
    const char *c = child_named("hang_child");
    if (!c)
        return;
    static const char *const modes[] = {"drain", "spin"};
    for (size_t i = 0; i < 2; i++)
        for (int n = 1; n <= 4; n++) {
            if (!full() && (size_t)(n % 2) == i) /* drain over 1 and 3, spin over 2 and 4 */
                continue;
            char *out = NULL;
            int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np %d %s 5 3 %s 2>&1",
                           n, c, modes[i]);
            char want[64];
            snprintf(want, sizeof want, "identical over %d rank", n);
            if (rc != 0 || !strstr(out, want))
                fail_msg("hang (%s) over %d ranks: exit %d:\n%s", modes[i], n, rc, out);
            free(out);
        }
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 %s 5 3 spin 4 2>&1", c);
    if (rc == 0 || !strstr(out, "MISMATCH"))
        fail_msg("a reference hanging a lap later: exit %d:\n%s", rc, out);
    free(out);
}

/* Whole runs with the hang window and the parallelism profile. */
static void whole_runs_observed_match_serial(void **state)
{
    (void)state;
    if (!child())
        return;
    char *out = NULL;
    int rc = rt_sh(&out, "MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh '%s' "
                         "'%s' configs/d-mgpu-4.ini --hang-window 20us --parallelism-profile "
                         "2>&1", rt_bin(), full() ? "fir:8K mt:64" : "mt:64", PICK("2 4", "4"));
    if (rc != 0)
        fail_msg("test/mpi/run.sh --hang-window --parallelism-profile: exit %d:\n%s", rc, out);
    free(out);
}

/* Whole runs' --trace files, byte for byte: fir 16K's is 4.6 MiB, so the
 * serial tracer flushes once before the end. */
static void whole_run_traces_match_serial(void **state)
{
    (void)state;
    if (!child())
        return;
    char *out = NULL;
    /* under the sanitizers mt 64 alone: trace_child crosses the flush
     * thresholds */
    int rc = rt_sh(&out, "TRACE=1 MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh "
                         "'%s' '%s' 2>&1", rt_bin(), test_light() ? "mt:64" : "fir:16K mt:64",
                   PICK("1 2 4", "4"));
    if (rc != 0)
        fail_msg("TRACE=1 test/mpi/run.sh: exit %d:\n%s", rc, out);
    free(out);
    /* asked for threads, a traced rank runs its events on one */
    rc = rt_sh(&out, "TRACE=1 MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh 'fir:4K' '%s' "
                     "configs/d-mgpu-4.ini --threads 2 2>&1", rt_bin(), PICK("1 2", "2"));
    if (rc != 0)
        fail_msg("TRACE=1 test/mpi/run.sh --threads 2: exit %d:\n%s", rc, out);
    free(out);
}

/* Every MGMark workload at a small size (CI time), 1, 2 and 4 ranks,
 * against the serial engine; test/mpi/run.sh with no arguments runs the
 * default sizes. */
#define SMALL "aes:4K bs:1K fir:4K gd:4K km:1K mt:64 sc:64"
static void whole_runs_match_serial(void **state)
{
    (void)state;
    if (!child())
        return;
    /* make test: each workload over one rank count, 1 to 4 */
    static const char *const part[][2] = {
        {"fir:4K", "1"}, {"aes:4K km:1K sc:64", "2"}, {"mt:64", "3"}, {"bs:1K gd:4K", "4"}};
    /* under the sanitizers: 2 and 4 ranks, km left to the fault policies */
    static const char *const light[][2] = {{"aes:4K sc:64", "2"}, {"gd:4K", "4"}};
    bool lite = !full() && test_light();
    size_t n = full() ? 1 : lite ? sizeof light / sizeof *light : sizeof part / sizeof *part;
    for (size_t i = 0; i < n; i++) {
        char *out = NULL;
        int rc = rt_sh(&out, "MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh '%s' '%s' 2>&1",
                       rt_bin(), full() ? SMALL : lite ? light[i][0] : part[i][0],
                       full() ? "1 2 4" : lite ? light[i][1] : part[i][1]);
        if (rc != 0 || !strstr(out, "identical"))
            fail_msg("test/mpi/run.sh: exit %d:\n%s", rc, out);
        free(out);
    }
}

/* Address translation's fault policies over ranks: the fault handler
 * runs on rank 0, its faults, answers, counter notices and shootdowns
 * cross to the GPUs' ranks (L1ToL2 and TLBNet copy them), and every rank
 * gets the pages' state after each run (xlat_uvm_share_ranks; without
 * it bs 1K under migrate over 2 ranks never ends: the ranks' drivers
 * disagree on where pages are). Summary and normalised --stats (the
 * "uvm" counters, pages over time) as the serial engine's, and the trace
 * (the handler's tasks) byte for byte. */
static void fault_policies_match_serial(void **state)
{
    (void)state;
    if (!child())
        return;
    static const char *const cases[] = {
        "'gd:4K' '4' configs/d-mgpu-4.ini --set xlat.policy=migrate",
        "'bs:1K' '2' configs/d-mgpu-4.ini --set xlat.policy=migrate",
        "'fir:4K' '2' configs/d-mgpu-4.ini --set xlat.policy=replicate --set gpu.l1v_enabled=1",
        ("'fir:4K' '2' configs/d-mgpu-4.ini --set xlat.policy=first-touch "
         "--set xlat.initial_placement=host"),
        "'km:256' '2' configs/d-mgpu-4.ini --set xlat.policy=counter"};
    /* under the sanitizers the policies that move pages between GPUs, at
     * sizes that still fault, migrate and shoot down (km 256 moves 8 pages
     * by its counters); replicate and first-touch cross ranks by the same
     * messages */
    static const char *const light[] = {
        "'bs:256' '4' configs/d-mgpu-4.ini --set xlat.policy=migrate",
        "'km:256' '2' configs/d-mgpu-4.ini --set xlat.policy=counter"};
    bool lite = !full() && test_light();
    const char *const *list = lite ? light : cases;
    size_t n = lite ? sizeof light / sizeof *light : sizeof cases / sizeof *cases;
    for (size_t i = 0; i < n; i++) {
        char *out = NULL;
        int rc = rt_sh(&out, "MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh %s "
                             "--set gpu.cus=4 --set xlat.enable=1 2>&1", rt_bin(), list[i]);
        if (rc != 0 || !strstr(out, "identical"))
            fail_msg("test/mpi/run.sh %s: exit %d:\n%s", list[i], rc, out);
        free(out);
    }
    /* the handler's tasks in a trace (faults, jobs, shootdowns, copies) */
    char *out = NULL;
    int rc = rt_sh(&out, "TRACE=1 MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh 'bs:256' "
                         "'2' configs/d-mgpu-4.ini --set gpu.cus=4 --set xlat.enable=1 "
                         "--set xlat.policy=migrate 2>&1", rt_bin());
    if (rc != 0 || !strstr(out, "identical (trace"))
        fail_msg("TRACE=1 test/mpi/run.sh bs:256 migrate: exit %d:\n%s", rc, out);
    free(out);
}

/* Every mechanism that runs over ranks (DAB and GPUDet do not): its
 * --stats object as the serial run's (LAB's "cus" once counted every
 * rank's replicas of the CUs: 512 CUs at 2 ranks for 256). hist and
 * atm: atomics for LAB; nw: a spin for DDOS and BOWS. */
static void mechanism_stats_match_serial(void **state)
{
    (void)state;
    if (!child())
        return;
    static const char *const cases[] = {
        "'hist:4K atm:1K' '2' configs/d-mgpu-4.ini --set lab.enable=1",
        "'nw:128' '2' configs/d-mgpu-4.ini --set bows.enable=1",
        "'nw:128' '2' configs/d-mgpu-4.ini --set ddos.enable=1",
        "'fir:4K' '2' configs/d-mgpu-4.ini --set count.enable=1"};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        if (test_light() && i >= 2) continue; /* DDOS is BOWS's layer; count counts only */
        char *out = NULL;
        int rc = rt_sh(&out, "MGSIM=%s ASAN_OPTIONS=detect_leaks=0 test/mpi/run.sh %s 2>&1",
                       rt_bin(), cases[i]);
        if (rc != 0 || !strstr(out, "identical"))
            fail_msg("test/mpi/run.sh %s: exit %d:\n%s", cases[i], rc, out);
        free(out);
    }
}

/* One rank's error ends the job with that status, while the other ranks
 * wait for it in a collective: no hang (test/mpi/child/exit_child). */
static void a_rank_error_ends_the_job(void **state)
{
    (void)state;
    const char *c = child_named("exit_child");
    if (!c)
        return;
    for (int n = 2; n <= 3; n++) {
        char *out = NULL;
        /* a short --timeout of its own: without the abort this job hangs */
        int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 mpirun --oversubscribe "
                             "--allow-run-as-root --mca mpi_yield_when_idle 1 --timeout 60 "
                             "-np %d %s %d 3 2>&1", n, c, n - 1);
        if (rc != 3 || !strstr(out, "exits with 3") || strstr(out, "time limit"))
            fail_msg("rank %d of %d exiting with 3: exit %d (want 3):\n%s", n - 1, n, rc, out);
        free(out);
    }
}

/* test/mpi/rank1_differs.sh FROM TO: rank 1 runs the command with FROM
 * replaced (or sees another file at FROM's path). */
static void expect_mismatch(const char *from, const char *to, const char *args, const char *want)
{
    char mpi[512];
    snprintf(mpi, sizeof mpi, "%s-mpi", rt_bin());
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 test/mpi/rank1_differs.sh "
                         "'%s' '%s' %s %s 2>&1", from, to, mpi, args);
    if (rc != 2 || !strstr(out, want) || !strstr(out, "stopped before simulating") ||
        strstr(out, "verification") || strstr(out, "time limit"))
        fail_msg("rank 1 with %s for %s: exit %d (want 2, \"%s\"):\n%s", to, from, rc, want, out);
    free(out);
}

static void mismatched_ranks_stop(void **state)
{
    (void)state;
    if (!child())
        return;
    const char *run = "run fir --size 1K --config configs/d-mgpu-4.ini --no-progress";
    expect_mismatch("1K", "2K", run, "argument 4 is '2K' here and '1K' on rank 0");
    if (!test_light()) { /* one comparison of arguments, tried five ways */
        expect_mismatch("fir", "aes", run, "argument 2 is 'aes' here and 'fir' on rank 0");
        expect_mismatch("--no-progress", "--no-progress --functional", run,
                        "argument 8 is '--functional' here and missing on rank 0");
        expect_mismatch("--no-progress", "--no-progress --max-cycles 100", run,
                        "argument 8 is '--max-cycles' here");
        expect_mismatch("run", "list", run, "argument 1 is 'list' here and 'run' on rank 0");
    }
    /* the same path, other contents (a host with another copy) */
    char *dir = NULL;
    if (rt_sh(&dir, "mktemp -d") != 0)
        fail_msg("mktemp -d failed");
    dir[strcspn(dir, "\n")] = 0;
    char *ignored = NULL;
    if (rt_sh(&ignored, "cp configs/d-mgpu-4.ini %s/a.ini && cp configs/d-mgpu-4.ini %s/b.ini && "
                        "echo '; another copy' >> %s/b.ini", dir, dir, dir) != 0)
        fail_msg("cannot write the configs in %s", dir);
    free(ignored);
    char from[600], to[600], args[800];
    snprintf(from, sizeof from, "%s/a.ini", dir);
    snprintf(to, sizeof to, "--file=%s/b.ini", dir);
    snprintf(args, sizeof args, "run fir --size 1K --config %s --no-progress", from);
    expect_mismatch(from, to, args, "argument 6 names a file");
    rt_sh(&ignored, "rm -rf '%s'", dir);
    free(ignored);
    free(dir);
}

static void sigterm_to_one_rank(void **state)
{
    (void)state;
    if (!child())
        return;
    char *out = NULL;
    int rc = rt_sh(&out,
        "d=$(mktemp -d); { ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 "
        "test/mpi/rank1_differs.sh x --pidfile=$d/pid %s-mpi run fir --size 1M "
        "--config configs/d-mgpu-4.ini --no-progress --stats $d/s.json >$d/log 2>&1; "
        "echo $? >$d/rc; } & "
        "for i in $(seq 300); do [ -s $d/pid ] && break; sleep 0.1; done; sleep 4; "
        "kill -TERM $(cat $d/pid); wait; echo \"exit $(cat $d/rc)\"; cat $d/log; "
        "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
        "assert d[\"interrupted\"] is True and d[\"interrupted_by\"]==\"SIGTERM\"; "
        "assert d[\"metrics\"][\"sim.time_ps\"]>0' $d/s.json && echo stats-ok; rm -rf $d",
        rt_bin());
    if (rc != 0 || !strstr(out, "exit 143") || !strstr(out, "interrupted by SIGTERM") ||
        !strstr(out, "stats-ok") || strstr(out, "MPI_ERR"))
        fail_msg("SIGTERM to rank 1 of 2: %d:\n%s", rc, out);
    free(out);
}

static void unsupported_says_so(void **state)
{
    (void)state;
    if (!child())
        return;
    char mpi[512];
    snprintf(mpi, sizeof mpi, "%s-mpi", rt_bin());
    char *out = NULL;
    int rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 %s run fir --config "
                         "configs/u-mgpu-4.ini --no-progress 2>&1", mpi);
    if (rc == 0 || !strstr(out, "only discrete platforms"))
        fail_msg("u-mgpu-4 over 2 ranks: exit %d:\n%s", rc, out);
    free(out);
    /* DAB and GPUDet coordinate their CPs and use side connections, whose
     * messages stay in one process: refused with a message (DAB once died
     * with a model error when its first message crossed the ranks) */
    static const char *const mechs[] = {"dab", "gpudet"};
    for (int k = 0; k < 2; k++) {
        rc = rt_sh(&out, "ASAN_OPTIONS=detect_leaks=0 " MPIRUN " -np 2 %s run sum --size 1024 "
                         "--config configs/d-mgpu-4.ini --set %s.enable=1 --no-progress 2>&1",
                   mpi, mechs[k]);
        if (rc != 1 || !strstr(out, "does not run over 2 ranks") || strstr(out, "model error"))
            fail_msg("%s over 2 ranks: exit %d:\n%s", mechs[k], rc, out);
        free(out);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(engine_matches_serial),
        cmocka_unit_test(child_sees_a_difference),
        cmocka_unit_test(threads_in_ranks_match_serial),
        cmocka_unit_test(whole_runs_match_serial),
        cmocka_unit_test(traces_match_serial),
        cmocka_unit_test(whole_run_traces_match_serial),
        cmocka_unit_test(hangs_match_serial),
        cmocka_unit_test(whole_runs_observed_match_serial),
        cmocka_unit_test(fault_policies_match_serial),
        cmocka_unit_test(mechanism_stats_match_serial),
        cmocka_unit_test(a_rank_error_ends_the_job),
        cmocka_unit_test(unsupported_says_so),
        cmocka_unit_test(mismatched_ranks_stop),
        cmocka_unit_test(sigterm_to_one_rank),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
