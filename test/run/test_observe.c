/* mgsim run's observation options ($MGSIM, set by `make test`), on a
 * small FIR run on D-MGPU (4 GPUs, remote traffic over the PCIe bus):
 *   - --trace gives the same bytes for the serial engine, 1 and 2
 *     threads, and converts to Perfetto JSON that parses and nests;
 *   - one remote read can be followed through the trace: the requester's
 *     L1V -> its RDMA -> PCIe hop -> the owner's RDMA -> its L2 (-> DRAM),
 *     and back (the response step on both RDMA tasks, after the owner's
 *     L2 answered, before the L1V's task ends);
 *   - --stats-csv / --stats carry the metrics, and they agree with counts
 *     made elsewhere: CU instructions = the run's instruction count (the
 *     CP's answers), RDMA bytes out = bytes in = what the fabric
 *     delivered = the run's cross-GPU bytes, remote reads sent = the
 *     RDMA read tasks in the trace, fabric messages = PCIe hops;
 *   - --parallelism-profile prints the profile and puts it in --stats;
 *   - the hang detector stops a run through the run path (a window too
 *     short for the DRAM latency) with exit 1 and a report naming the
 *     components holding work; the results do not change with a sane
 *     window and the progress line on (both run the engine in slices). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "hooks/trace_read.h"

#define RUN "run fir --config configs/d-mgpu-4.ini --size 1024 --no-progress"

static int sh(const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static const char *bin(void)
{
    const char *b = getenv("MGSIM");
    return b ? b : "bin/mgsim";
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* The value of "key" in a --stats-csv file (fails the test when absent). */
static double csv_get(const char *csv, const char *key)
{
    char pat[256];
    snprintf(pat, sizeof pat, "\n\"%s\",", key);
    const char *p = strstr(csv, pat);
    if (!p)
        fail_msg("--stats-csv has no key %s", key);
    return strtod(p + strlen(pat), NULL);
}

/* The number after "key": in a JSON text. */
static double json_get(const char *json, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *p = strstr(json, pat);
    if (!p)
        fail_msg("--stats has no %s", key);
    return strtod(p + strlen(pat), NULL);
}

static char dir[] = "/tmp/mgsim-observe-XXXXXX";

static int setup(void **state)
{
    (void)state;
    if (!mkdtemp(dir))
        return -1;
    /* one traced run per engine, and one with the metrics */
    int rc = 0;
    for (int t = 0; t < 3 && !rc; t++)
        rc = sh("%s " RUN " --threads %d --trace %s/t%d.trace >/dev/null", bin(), t, dir, t);
    if (!rc)
        rc = sh("%s " RUN " --threads 1 --stats %s/s.json --stats-csv %s/s.csv "
                "--parallelism-profile >%s/s.out", bin(), dir, dir, dir);
    return rc;
}

static int teardown(void **state)
{
    (void)state;
    sh("rm -rf %s", dir);
    return 0;
}

static void test_trace_same_for_any_engine(void **state)
{
    (void)state;
    assert_int_equal(sh("cmp -s %s/t0.trace %s/t1.trace", dir, dir), 0);
    assert_int_equal(sh("cmp -s %s/t1.trace %s/t2.trace", dir, dir), 0);
    assert_int_equal(sh("%s trace %s/t1.trace --perfetto %s/t1.json", bin(), dir, dir), 0);
    assert_int_equal(sh("python3 test/hooks/check_perfetto.py %s/t1.json 1000", dir), 0);
}

static bool named(const trace_data *d, const trace_task_info *t, const char *suffix)
{
    const char *n = d->comp[t->comp].name;
    size_t a = strlen(n), b = strlen(suffix);
    return a >= b && !strcmp(n + a - b, suffix);
}

/* The first step named what of task index k, or ENG_TIME_NEVER. */
static eng_time step_at(const trace_data *d, size_t k, const char *what)
{
    for (size_t i = 0; i < d->nstep; i++)
        if (d->step[i].task == k && !strcmp(d->step[i].what, what))
            return d->step[i].time;
    return ENG_TIME_NEVER;
}

static void test_remote_read_chain(void **state)
{
    (void)state;
    char path[256], err[256];
    snprintf(path, sizeof path, "%s/t1.trace", dir);
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    size_t chains = 0;
    for (size_t i = 0; i < d->ntask; i++) {
        const trace_task_info *in = &d->task[i]; /* the owner's RDMA task */
        if (!named(d, in, ".RDMA") || in->parent_ix == UINT32_MAX || strcmp(in->what, "read"))
            continue;
        const trace_task_info *hop = &d->task[in->parent_ix];
        if (strcmp(d->comp[hop->comp].name, "PCIe") || hop->parent_ix == UINT32_MAX)
            continue;
        const trace_task_info *out = &d->task[hop->parent_ix];
        assert_true(named(d, out, ".RDMA"));
        assert_string_equal(out->what, "read");
        assert_true(out->parent_ix != UINT32_MAX); /* the requester's cache (L1V) */
        const trace_task_info *l1 = &d->task[out->parent_ix];
        assert_non_null(strstr(d->comp[l1->comp].name, ".L1"));
        assert_int_equal(strncmp(d->comp[l1->comp].name, d->comp[out->comp].name, 6), 0);
        /* different GPUs: "GPU[a]." vs "GPU[b]." */
        assert_int_not_equal(strncmp(d->comp[out->comp].name, d->comp[in->comp].name, 6), 0);
        /* the owner's L2 task is a child of the owner's RDMA task */
        const trace_task_info *rl2 = NULL;
        for (size_t j = 0; j < d->ntask && !rl2; j++)
            if (d->task[j].parent_ix == i && strstr(d->comp[d->task[j].comp].name, ".L2["))
                rl2 = &d->task[j];
        assert_non_null(rl2);
        assert_int_equal(strncmp(d->comp[rl2->comp].name, d->comp[in->comp].name, 6), 0);
        /* in time order: out, hop, in, remote L2, and back */
        assert_true(out->start <= hop->start && hop->start < hop->end);
        assert_true(hop->end <= in->start && in->start <= rl2->start);
        eng_time back = step_at(d, i, "response");
        assert_true(rl2->end <= back && back <= in->end);
        eng_time home = step_at(d, hop->parent_ix, "response");
        assert_true(in->end < home && home <= out->end && out->end <= l1->end);
        chains++;
    }
    assert_true(chains > 100);
    trace_data_free(d);
}

/* The first ancestor of task k (k itself included) on a component whose
 * name contains part, or UINT32_MAX. */
static uint32_t up_to(const trace_data *d, uint32_t k, const char *part)
{
    for (int n = 0; k != UINT32_MAX && n < 16; n++, k = d->task[k].parent_ix)
        if (strstr(d->comp[d->task[k].comp].name, part)) return k;
    return UINT32_MAX;
}

/* One load followed from its instruction to the DRAM and back: a DRAM
 * read's task descends from an L2 task, an L1V task, the CU's inst task
 * for the load, its wavefront, the CP's workgroup and kernel tasks and
 * the host's launch command; the tasks nest in time. */
static void test_load_chain(void **state)
{
    (void)state;
    char path[256], err[256];
    /* a 1 KiB direct-mapped L2, so that loads reach the DRAM; the same
     * trace for 1 and 2 threads, the same report with tracing off */
#define RUN_SMALL_L2 "run fir --size 1024 --set l2.size_bytes=1K --set l2.ways=1 --no-progress"
    for (int t = 1; t <= 2; t++)
        assert_int_equal(sh("%s " RUN_SMALL_L2 " --threads %d --trace %s/l%d.trace | "
                            "grep -v 'wall\\|trace\\|engine' >%s/l%d.out", bin(), t, dir, t, dir, t), 0);
    assert_int_equal(sh("cmp -s %s/l1.trace %s/l2.trace", dir, dir), 0);
    assert_int_equal(sh("%s " RUN_SMALL_L2 " --threads 2 | grep -v 'wall\\|engine' >%s/l0.out && "
                        "cmp -s %s/l0.out %s/l1.out && cmp -s %s/l0.out %s/l2.out",
                        bin(), dir, dir, dir, dir, dir), 0);
    snprintf(path, sizeof path, "%s/l1.trace", dir);
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    size_t chains = 0;
    for (uint32_t i = 0; i < d->ntask; i++) {
        if (!named(d, &d->task[i], "]") || !strstr(d->comp[d->task[i].comp].name, ".DRAM[") ||
            strcmp(d->task[i].what, "read"))
            continue;
        uint32_t l2 = up_to(d, i, ".L2["), l1 = up_to(d, i, ".L1V["), in = up_to(d, i, ".CU[");
        if (l2 == UINT32_MAX || l1 == UINT32_MAX || in == UINT32_MAX) continue;
        const trace_task_info *t[4] = {&d->task[in], &d->task[l1], &d->task[l2], &d->task[i]};
        assert_string_equal(t[0]->kind, "inst");
        assert_non_null(strstr(t[0]->what, "load"));
        for (int k = 0; k < 3; k++) { /* each inside the one before */
            assert_true(t[k]->has_start && t[k]->has_end);
            assert_true(t[k]->start <= t[k + 1]->start && t[k + 1]->end <= t[k]->end);
        }
        const trace_task_info *wf = &d->task[t[0]->parent_ix];
        assert_string_equal(wf->kind, "wavefront");
        assert_true(wf->start <= t[0]->start && t[0]->end <= wf->end);
        const trace_task_info *wg = &d->task[wf->parent_ix];
        assert_string_equal(wg->kind, "workgroup");
        assert_true(named(d, wg, ".CP"));
        const trace_task_info *kn = &d->task[wg->parent_ix];
        assert_string_equal(kn->kind, "kernel");
        assert_true(kn->start <= wg->start && wg->end <= kn->end);
        const trace_task_info *cmd = &d->task[kn->parent_ix];
        assert_string_equal(cmd->what, "launch");
        assert_true(cmd->start <= kn->start && kn->end <= cmd->end);
        chains++;
    }
    assert_true(chains > 100);
    trace_data_free(d);
    /* and the bigger run: tracing changes nothing there either (but how
     * the engine ran: a trace keeps it in lockstep batches) */
    assert_int_equal(sh("%s " RUN " --threads 2 --trace %s/on.trace | grep -v 'wall\\|trace\\|engine' "
                        ">%s/on.out && %s " RUN " --threads 2 | grep -v 'wall\\|engine' >%s/off.out && "
                        "cmp -s %s/on.out %s/off.out",
                        bin(), dir, dir, bin(), dir, dir, dir), 0);
}

static void test_metrics_agree(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/s.csv", dir);
    char *csv = slurp(path);
    snprintf(path, sizeof path, "%s/s.json", dir);
    char *js = slurp(path);
    /* stable keys present */
    const char *keys[] = {"GPU[0].CU[0].instructions", "GPU[0].CU[0].cpi", "GPU[3].CU[63].cycles",
                          "GPU[0].L2[0].hit_rate", "GPU[1].DRAM[7].bytes_read",
                          "GPU[0].RDMA.bytes_out", "GPU[2].RDMA.avg_remote_latency_cycles",
                          "PCIe.Bus.utilisation", "PCIe.Bus.busy_cycles", "sim.time_ps",
                          "engine.events", "GPU[*].CU[*].instructions"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        csv_get(csv, keys[i]);
    assert_non_null(strstr(js, "\"metrics\": {"));
    assert_non_null(strstr(js, "\"GPU[*].RDMA.bytes_out\":"));
    /* instructions: the CUs' counters vs the CP's answers */
    double insts = json_get(js, "instructions");
    assert_true(insts > 0);
    assert_true(csv_get(csv, "GPU[*].CU[*].instructions") == insts);
    /* cross-GPU bytes: every RDMA's bytes out = bytes in = the fabric's */
    double cross = json_get(js, "cross_gpu_bytes");
    assert_true(cross > 0);
    assert_true(csv_get(csv, "GPU[*].RDMA.bytes_out") == cross);
    assert_true(csv_get(csv, "GPU[*].RDMA.bytes_in") == cross);
    assert_true(csv_get(csv, "PCIe.bytes") == cross);
    assert_true(csv_get(csv, "PCIe.Bus.bytes") == cross);
    double util = csv_get(csv, "PCIe.Bus.utilisation");
    assert_true(util > 0 && util <= 1);
    /* the trace counts the same traffic */
    snprintf(path, sizeof path, "%s/t1.trace", dir);
    char err[256];
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    double hops = 0, reads_out = 0;
    for (size_t i = 0; i < d->ntask; i++) {
        const trace_task_info *t = &d->task[i];
        hops += !strcmp(t->kind, "hop");
        /* sent: a read task not brought by a fabric hop */
        reads_out += named(d, t, ".RDMA") && !strcmp(t->what, "read") &&
                     t->parent_ix != UINT32_MAX && strcmp(d->task[t->parent_ix].kind, "hop");
    }
    trace_data_free(d);
    assert_true(csv_get(csv, "PCIe.messages") == hops);
    assert_true(csv_get(csv, "GPU[*].RDMA.reads_out") == reads_out);
    /* the profile: printed and in --stats */
    snprintf(path, sizeof path, "%s/s.out", dir);
    char *out = slurp(path);
    assert_non_null(strstr(out, "parallelism profile:"));
    free(out);
    assert_non_null(strstr(js, "\"parallelism\": {"));
    free(csv);
    free(js);
}

static void test_hang_through_run(void **state)
{
    (void)state;
    /* a window shorter than one DRAM access: a "hang" while work is held */
    char out[300];
    snprintf(out, sizeof out, "%s/hang.out", dir);
    int rc = sh("%s " RUN " --hang-window 20ns >%s 2>&1", bin(), out);
    assert_int_equal(rc, 1);
    char *txt = slurp(out);
    assert_non_null(strstr(txt, "hang: no progress for"));
    assert_non_null(strstr(txt, "\n  GPU[")); /* a component holding work, by name */
    assert_non_null(strstr(txt, ".CP: memcpy_h2d in DMA: ")); /* the CP's describe */
    free(txt);
    /* without the window (deadlocks only) and with a sane one: the same run */
    assert_int_equal(sh("%s " RUN " --stats %s/h0.json >/dev/null", bin(), dir), 0);
    assert_int_equal(sh("%s " RUN " --hang-window 100us --progress --stats %s/h1.json "
                        ">/dev/null 2>&1", bin(), dir), 0);
    char p0[300], p1[300];
    snprintf(p0, sizeof p0, "%s/h0.json", dir);
    snprintf(p1, sizeof p1, "%s/h1.json", dir);
    char *a = slurp(p0), *b = slurp(p1);
    assert_true(json_get(a, "cycles") == json_get(b, "cycles"));
    assert_int_equal(strncmp(strstr(a, "\"output_sha256\""), strstr(b, "\"output_sha256\""), 82), 0);
    assert_true(json_get(a, "instructions") == json_get(b, "instructions"));
    free(a);
    free(b);
}

static void test_options_checked(void **state)
{
    (void)state;
    assert_int_equal(sh("%s " RUN " --trace-window 5:1 >/dev/null 2>&1", bin()), 2);
    assert_int_equal(sh("%s " RUN " --hang-window 3xs >/dev/null 2>&1", bin()), 2);
    assert_int_equal(sh("%s " RUN " --functional --trace %s/x >/dev/null 2>&1", bin(), dir), 2);
    assert_int_equal(sh("%s " RUN " --trace /nonexistent/dir/x >/dev/null 2>&1", bin()), 2);
    /* a window and a filter: only those components, only that time */
    assert_int_equal(sh("%s " RUN " --trace %s/w.trace --trace-filter 'GPU[1].RDMA,PCIe' "
                        "--trace-kinds req,hop --trace-window 6us:9us >/dev/null", bin(), dir), 0);
    char path[300], err[256];
    snprintf(path, sizeof path, "%s/w.trace", dir);
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    assert_int_equal(d->ncomp, 2);
    assert_true(d->ntask > 0);
    assert_true(d->t_min >= 6000000 && d->t_max < 9000000);
    trace_data_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trace_same_for_any_engine),
        cmocka_unit_test(test_remote_read_chain),
        cmocka_unit_test(test_load_chain),
        cmocka_unit_test(test_metrics_agree),
        cmocka_unit_test(test_hang_through_run),
        cmocka_unit_test(test_options_checked),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
