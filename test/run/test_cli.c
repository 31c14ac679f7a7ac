/* bin/mgsim run / list / scaling / casestudy as a user runs them
 * ($MGSIM, set by `make test`): a good run prints the summary and writes
 * --stats JSON with the promised keys; bad workloads, sizes, options and
 * configs give one clear message and exit status 2; --hsaco with the
 * wrong code object fails the run (1); scaling checks its runs agree. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "engine/topology.h"
#include "rt_cli.h"

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static void test_run_and_stats(void **st)
{
    (void)st;
    char path[] = "/tmp/mgsim_run_statsXXXXXX", args[512];
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    snprintf(args, sizeof args, "run sc --size 32 --config configs/d-mgpu-4.ini --stats %s", path);
    rt_expect(0, "verification     passed", args);
    const char *j = slurp(path);
    static const char *keys[] = {"\"workload\": \"sc\"", "\"platform\": \"d-mgpu-4\"",
                                 "\"kernel_time_ns\": ", "\"cycles\": ", "\"instructions\": ",
                                 "\"cross_gpu_bytes\": ", "\"verified\": true",
                                 "\"output_sha256\": \"", "\"wall_s\": ", "\"kips\": ",
                                 "\"threads\": ", "\"engine\": \"", "\"per_gpu\": [{\"gpu\": 0"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (!strstr(j, keys[i])) fail_msg("--stats lacks %s:\n%s", keys[i], j);
    /* the functional mode computes the same bytes */
    snprintf(args, sizeof args, "run sc --size 32 --functional --threads 2 --stats %s", path);
    char hash[80] = {0};
    const char *h = strstr(j, "\"output_sha256\": \"");
    memcpy(hash, h + 18, 64);
    rt_expect(0, hash, args);
    unlink(path);
}

static void test_bad_usage(void **st)
{
    (void)st;
    rt_expect(2, "unknown workload 'nope' (aes, bs, fir, gd, km, mt, sc, sum, bfs, hist, pr, bc, ht, ht4, ht16, ht64, ht256, atm, nw, cca, ccav, prfx, kmi, hl1, hl4, hl16, hl64)",
           "run nope");
    rt_expect(2, "no workload given", "run");
    rt_expect(2, "--size 17: aes: size 17 bytes: not a multiple of 16", "run aes --size 17");
    rt_expect(2, "--size huge", "run aes --size huge");
    rt_expect(2, "unknown option '--bogus'", "run aes --bogus");
    rt_expect(2, "option --stats needs a value", "run aes --stats");
    rt_expect(2, "option --threads: 'x' is not a non-negative integer", "run aes --threads x");
    rt_expect(2, "nope.ini: cannot open", "run aes --config configs/nope.ini");
    rt_expect(2, "did you mean 'l2.ways'", "run aes --set l2.wayz=4");
    rt_expect(2, "--hsaco /nonexistent", "run aes --hsaco /nonexistent");
    rt_expect(2, "one workload per run", "run aes fir");
    rt_expect(2, "--threads 1,x", "scaling aes --threads 1,x");
    rt_expect(2, "unknown option", "scaling aes --bogus");
    rt_expect(2, "usage: mgsim list", "list extra");
    rt_expect(2, "--format gif", "casestudy --format gif");
    /* a section's values are checked with its mechanism off too */
    rt_expect(2, "sample.tolerance must be above 0 and below 1",
              "run fir --size 64 --set sample.tolerance=2");
    rt_expect(2, "bows.min must be <= bows.max", "run fir --size 64 --set bows.min=9 --set bows.max=1");
    /* casestudy's --set reaches every run, checked before the first */
    rmdir("/tmp/mgsim-cs-set-check");
    rt_expect(2, "unknown key 'bogus' in section [sample]",
              "casestudy --size 64 --workloads fir --out /tmp/mgsim-cs-set-check --set sample.bogus=1");
    assert_int_equal(access("/tmp/mgsim-cs-set-check", F_OK), -1); /* nothing written */
    rt_expect(1, "fir on M-SGPU: fir: buffer coeff: driver: stopped at the --max-cycles limit: 100",
              "casestudy --size 64 --workloads fir --out /tmp --format svg --set sim.max_cycles=100");
}

static void test_help_documents_every_option(void **st)
{
    (void)st;
    static const char *opts[] = {"--config", "--set",   "--threads", "--timing",
                                 "--functional", "--size", "--seed", "--verify",
                                 "--no-verify", "--stats", "--hsaco", "paper4"};
    char *out;
    assert_int_equal(rt_mgsim(&out, "run --help"), 0);
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (!strstr(out, opts[i])) fail_msg("run --help lacks %s", opts[i]);
    free(out);
    rt_expect(0, "--plot FILE", "scaling --help");
}

static void test_wrong_code_object_fails_the_run(void **st)
{
    (void)st;
    const char *b = getenv("BUILD");
    char args[512];
    snprintf(args, sizeof args, "run aes --functional --hsaco %s/kernels/mgmark_kernels_fir.hsaco",
             b && *b ? b : "build");
    rt_expect(1, "no kernel 'Encrypt'", args);
    /* our own code object given explicitly works like the default */
    snprintf(args, sizeof args, "run aes --size 64 --hsaco %s/kernels/mgmark_kernels_aes.hsaco",
             b && *b ? b : "build");
    rt_expect(0, "verification     passed", args);
}

static void test_list(void **st)
{
    (void)st;
    char *out;
    assert_int_equal(rt_mgsim(&out, "list"), 0);
    static const char *want[] = {"aes ", "bs ", "fir ", "gd ", "km ", "mt ", "sc ", "paper4",
                                 "256K", "d-mgpu-4.ini", "u-mgpu-4.ini", "m-sgpu.ini",
                                 "r9nano.ini"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        if (!strstr(out, want[i])) fail_msg("list lacks '%s':\n%s", want[i], out);
    free(out);
}

static void test_scaling_agrees(void **st)
{
    (void)st;
    rt_expect(0, "output sha256", "scaling fir --size 256 --threads 0,1,2 --config configs/u-mgpu-4.ini");
    char *out;
    assert_int_equal(rt_mgsim(&out, "scaling mt --size 256 --threads 1,2"), 0);
    assert_null(strstr(out, "NO:"));
    free(out);
    /* --repeat: alternated runs, medians with min-max, how each engine ran */
    assert_int_equal(rt_mgsim(&out, "scaling fir --size 256 --threads 0,2 --repeat 3 "
                                    "--config configs/d-mgpu-4.ini"), 0);
    assert_non_null(strstr(out, "medians of 3 alternated runs"));
    assert_non_null(strstr(out, "min-max"));
    assert_non_null(strstr(out, "serial engine"));
    /* 2 threads, 4 GPUs: the GPUs stay whole (sim.cu_groups 0) and the
     * bus's arbiter is alone, cut from the 8 RDMA ports' ends (the split
     * bus's lookahead, fabric.bus_credit_latency 50 cycles) */
    assert_non_null(strstr(out, "parallel engine, 2 threads, windows of 50.000 ns over 5 "
                                "partitions (8 connections cut)"));
    assert_null(strstr(out, "NO:"));
    free(out);
    rt_expect(2, "--repeat", "scaling fir --repeat 0");
}

/* casestudy --jobs 2 runs two simulations at a time and gets the same
 * figures as one at a time: the CSV but for its host columns (wall_s,
 * kips), the JSON lines (in matrix order) but for the host keys, the
 * findings. */
static void test_casestudy_jobs_same_figures(void **st)
{
    (void)st;
    char dir[] = "/tmp/mgsim-csjobs-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *out = NULL;
    for (int j = 1; j <= 2; j++) {
        int status = rt_mgsim(&out, "casestudy --size 64 --workloads fir,mt,aes --out %s/j%d "
                                    "--jobs %d", dir, j, j);
        if (status != 0) fail_msg("casestudy --jobs %d: status %d: %s", j, status, out);
        free(out);
    }
    int status = rt_sh(&out,
                       "cd %s && cmp j1/casestudy_claims.txt j2/casestudy_claims.txt && "
                       "cut -d, -f1-12 j1/casestudy.csv > a && cut -d, -f1-12 j2/casestudy.csv > b && "
                       "cmp a b && for j in j1 j2; do python3 -c 'import json,sys\n"
                       "for l in open(sys.argv[1]):\n"
                       "  d=json.loads(l)\n"
                       "  [d.pop(k,None) for k in (\"wall_s\",\"kips\",\"threads\",\"engine\","
                       "\"partitions\",\"peak_rss_mib\",\"host_steps_wall_s\")]\n"
                       "  print(json.dumps(d,sort_keys=True))' $j/casestudy.jsonl > $j.n; done && "
                       "cmp j1.n j2.n && test $(wc -l < j1.n) = 9 && rm -rf %s",
                       dir, dir);
    if (status != 0) fail_msg("casestudy --jobs 2 differs from --jobs 1 (see %s): %s", dir, out);
    free(out);
}

/* casestudy --from a CSV with the sampled runs' bounds (its last column):
 * a finding whose comparison the bounds do not decide is said to be
 * within them, not agreeing or disagreeing; one the bounds do not reach
 * keeps its verdict. The figures: FIR and SC at paper4, detailed (SC on
 * D-MGPU 1.02 of M-SGPU, FIR 1.01), then SC on D-MGPU as a sampled run
 * had it (0.97 of M-SGPU) with a bound of 10 us and of 0.1 us. */
static const char *cs_row(char *buf, size_t n, const char *wl, const char *plat, double ns,
                          unsigned long long bytes, double bound)
{
    snprintf(buf, n, "%s,p,1,e,%s,%.3f,1,%llu,1,1,yes,x,1,1,%.3f\n", wl, plat, ns, bytes, bound);
    return buf;
}

static char *cs_claims(const char *dir, double sc_d, double sc_bound)
{
    char path[256], row[256], *out = NULL;
    snprintf(path, sizeof path, "%s/in.csv", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("workload,pattern,size,unit,platform,kernel_time_ns,normalized_time,cross_gpu_bytes,"
          "instructions,cycles,verified,output_sha256,wall_s,kips,kernel_time_bound_ns\n", f);
    fputs(cs_row(row, sizeof row, "fir", "M-SGPU", 18042, 0, 0), f);
    fputs(cs_row(row, sizeof row, "fir", "U-MGPU", 1538587, 24510800, 0), f);
    fputs(cs_row(row, sizeof row, "fir", "D-MGPU", 18181, 4320, 0), f);
    fputs(cs_row(row, sizeof row, "sc", "M-SGPU", 134425, 0, 0), f);
    fputs(cs_row(row, sizeof row, "sc", "U-MGPU", 14129362, 225929804, 0), f);
    fputs(cs_row(row, sizeof row, "sc", "D-MGPU", sc_d, 396288, sc_bound), f);
    fclose(f);
    int status = rt_mgsim(&out, "casestudy --from %s --out %s --format svg", path, dir);
    if (status != 0) fail_msg("casestudy --from: status %d: %s", status, out);
    return out;
}

static void test_casestudy_findings_within_the_sampled_bounds(void **st)
{
    (void)st;
    char dir[] = "/tmp/mgsim-csfrom-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *out = cs_claims(dir, 136980, 0);
    assert_non_null(strstr(out, "[agree] SC worse than FIR on D-MGPU"));
    assert_non_null(strstr(out, "5 of 5 findings agree\n"));
    free(out);
    out = cs_claims(dir, 130280, 10000);
    assert_non_null(strstr(out, "[within the sampled bounds] FIR and SC: slower on D-MGPU"));
    assert_non_null(strstr(out, "[within the sampled bounds] SC worse than FIR on D-MGPU"));
    assert_non_null(strstr(out, "[agree] U-MGPU slower than D-MGPU (2 of 2 workloads)"));
    assert_non_null(strstr(out, "3 of 5 findings agree (2 within the sampled runs' bounds"));
    /* the bound kept in the CSV it writes */
    char path[256];
    snprintf(path, sizeof path, "%s/casestudy.csv", dir);
    assert_non_null(strstr(slurp(path), ",10000.000\n"));
    free(out);
    out = cs_claims(dir, 130280, 100);
    assert_non_null(strstr(out, "[DISAGREE] SC worse than FIR on D-MGPU"));
    assert_non_null(strstr(out, "3 of 5 findings agree\n"));
    free(out);
    assert_int_equal(rt_sh(&out, "rm -rf %s", dir), 0);
    free(out);
}

/* Without --threads or [sim] threads, run takes one engine worker per
 * physical core (the serial engine on one core) and its engine line says
 * which; [sim] threads from the file or a --set, and --threads, win. */
static void test_default_threads(void **st)
{
    (void)st;
    char want[64], ini[] = "/tmp/mgsim_threads_iniXXXXXX", args[256];
    int cores = eng_physical_cores();
    if (cores > 1)
        snprintf(want, sizeof want, "parallel engine, %d threads, windows", cores);
    else
        snprintf(want, sizeof want, "engine           serial engine");
    rt_expect(0, want, "run mt --size 64");
    rt_expect(0, "engine           serial engine", "run mt --size 64 --set sim.threads=0");
    rt_expect(0, "engine           serial engine", "run mt --size 64 --threads 0");
    rt_expect(0, "parallel engine, 1 thread,", "run mt --size 64 --set sim.threads=1");
    int fd = mkstemp(ini);
    assert_true(fd >= 0);
    assert_true(write(fd, "[sim]\nthreads = 0\n", 19) == 19);
    close(fd);
    snprintf(args, sizeof args, "run mt --size 64 --config %s", ini);
    rt_expect(0, "engine           serial engine", args);
    snprintf(args, sizeof args, "run mt --size 64 --config %s --threads 1", ini);
    rt_expect(0, "parallel engine, 1 thread,", args);
    unlink(ini);
    /* the cores counted are those the process may run on: under taskset
     * (as under mpirun's default binding of a rank, or a batch system's
     * cgroup) one core means the serial engine, not two workers on it */
    if (cores > 1) {
        char *out;
        assert_int_equal(rt_sh(&out, "taskset -c 0 %s run mt --size 64 --no-progress 2>&1",
                               rt_bin()), 0);
        if (!strstr(out, "engine           serial engine"))
            fail_msg("bound to one core, run took: %s", out);
        free(out);
    }
}

/* MGSIM_CORES bounds the automatic count (mgsim sweep --jobs N sets it
 * for its points); --threads still wins; a bad value is a usage error. */
static void test_mgsim_cores(void **st)
{
    (void)st;
    char *out;
    assert_int_equal(rt_sh(&out, "MGSIM_CORES=1 %s run mt --size 64 --no-progress 2>&1", rt_bin()), 0);
    assert_non_null(strstr(out, "engine           serial engine"));
    free(out);
    assert_int_equal(rt_sh(&out, "MGSIM_CORES=3 %s run mt --size 64 --no-progress 2>&1", rt_bin()), 0);
    assert_non_null(strstr(out, "parallel engine, 3 threads, windows"));
    free(out);
    assert_int_equal(
        rt_sh(&out, "MGSIM_CORES=1 %s run mt --size 64 --threads 2 --no-progress 2>&1", rt_bin()), 0);
    assert_non_null(strstr(out, "parallel engine, 2 threads, windows"));
    free(out);
    assert_int_equal(rt_sh(&out, "MGSIM_CORES=two %s run mt --size 64 2>&1", rt_bin()), 2);
    assert_non_null(strstr(out, "MGSIM_CORES=two: not a number of cores"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_run_and_stats),
        cmocka_unit_test(test_bad_usage),
        cmocka_unit_test(test_help_documents_every_option),
        cmocka_unit_test(test_casestudy_jobs_same_figures),
        cmocka_unit_test(test_casestudy_findings_within_the_sampled_bounds),
        cmocka_unit_test(test_wrong_code_object_fails_the_run),
        cmocka_unit_test(test_list),
        cmocka_unit_test(test_scaling_agrees),
        cmocka_unit_test(test_default_threads),
        cmocka_unit_test(test_mgsim_cores),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
