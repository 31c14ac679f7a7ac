/* Task tracing: round trip (write, read back, convert), the Perfetto JSON
 * parses and its slices nest, the file is identical for the serial engine
 * and 1 or 2 threads, and the filters select what they say. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hk_model.h"
#include "hk_util.h"
#include "hooks/trace.h"
#include "hooks/trace_conv.h"
#include "hooks/trace_read.h"

/* Runs the model with a tracer; returns the model's digest. */
static uint64_t run_traced(int threads, const trace_config *tc, const hk_opts *o)
{
    eng_config ec = eng_default_config();
    ec.threads = threads;
    ec.pin = false;
    char err[256];
    eng_engine *e = eng_create(&ec, err, sizeof err);
    assert_non_null(e);
    hk_model *m = hk_build(e, o);
    tracer *t = tc ? trace_open(e, tc, err, sizeof err) : NULL;
    if (tc && !t)
        fail_msg("%s", err);
    eng_run(e);
    assert_true(hk_done(m));
    assert_int_equal(trace_close(t, err, sizeof err), 0);
    uint64_t h = hk_digest(m);
    hk_free(m);
    eng_destroy(e);
    return h;
}

static const char *comp_of(const trace_data *d, const trace_task_info *t)
{
    return d->comp[t->comp].name;
}

static size_t count_in(const trace_data *d, const char *prefix)
{
    size_t n = 0;
    for (size_t i = 0; i < d->ntask; i++)
        n += !strncmp(comp_of(d, &d->task[i]), prefix, strlen(prefix));
    return n;
}

static void test_round_trip(void **state)
{
    (void)state;
    char path[512], json[512], csv[512];
    hk_tmp(path, sizeof path, "rt.trace");
    hk_tmp(json, sizeof json, "rt.json");
    hk_tmp(csv, sizeof csv, "rt.csv");
    hk_opts o = hk_default_opts(); /* 2 requesters, 8 lines, 32 reads, one at a time */
    trace_config tc = trace_default_config();
    tc.path = path;
    run_traced(ENG_THREADS_SERIAL, &tc, &o);
    char err[512];
    trace_data *d = trace_load(path, err, sizeof err);
    if (!d)
        fail_msg("%s", err);
    assert_int_equal(d->version, TRACE_FORMAT_VERSION);
    assert_int_equal(d->ncomp, 2 * 2 + 2); /* RQ, L1 per requester; L2; DRAM */
    /* counts follow from the pattern: every read reaches L1, the first 8
     * of each requester miss and go to L2, which misses too (cold) */
    assert_int_equal(count_in(d, "RQ["), 2 * 32);
    assert_int_equal(count_in(d, "L1["), 2 * 32);
    assert_int_equal(count_in(d, "L2"), 2 * 8);
    assert_int_equal(count_in(d, "DRAM"), 2 * 8);
    size_t chains = 0;
    for (size_t i = 0; i < d->ntask; i++) {
        const trace_task_info *t = &d->task[i];
        assert_true(t->has_start && t->has_end);
        assert_true(t->start <= t->end);
        if (strncmp(comp_of(d, t), "RQ[", 3)) {
            /* every memory task has a parent in the trace that contains it */
            assert_int_not_equal(t->parent_ix, UINT32_MAX);
            const trace_task_info *p = &d->task[t->parent_ix];
            assert_true(p->start <= t->start && t->end <= p->end);
        }
        if (!strcmp(comp_of(d, t), "DRAM")) { /* DRAM -> L2 -> L1 -> RQ */
            const trace_task_info *l2 = &d->task[t->parent_ix];
            const trace_task_info *l1 = &d->task[l2->parent_ix];
            const trace_task_info *rq = &d->task[l1->parent_ix];
            assert_string_equal(comp_of(d, l2), "L2");
            assert_int_equal(strncmp(comp_of(d, l1), "L1[", 3), 0);
            assert_string_equal(rq->kind, "inst");
            chains++;
        }
    }
    assert_int_equal(chains, 16);
    /* steps: every L1 task says hit or miss; every DRAM task its row */
    size_t hits = 0, misses = 0, rows = 0;
    for (size_t s = 0; s < d->nstep; s++) {
        const char *c = comp_of(d, &d->task[d->step[s].task]);
        if (!strncmp(c, "L1[", 3)) {
            hits += !strcmp(d->step[s].what, "hit");
            misses += !strcmp(d->step[s].what, "miss");
        }
        rows += !strcmp(c, "DRAM") && !strncmp(d->step[s].what, "row-", 4);
    }
    assert_int_equal(hits, 2 * 24);
    assert_int_equal(misses, 2 * 8);
    assert_int_equal(rows, 16);
    FILE *f = fopen(json, "w");
    assert_int_equal(trace_to_perfetto(d, f), 0);
    fclose(f);
    f = fopen(csv, "w");
    assert_int_equal(trace_to_csv(d, f), 0);
    fclose(f);
    trace_data_free(d);
    assert_int_equal(hk_sh("python3 test/hooks/check_perfetto.py %s 160", json), 0);
    size_t n;
    char *text = hk_slurp(csv, &n);
    assert_non_null(text);
    size_t lines = 0;
    for (size_t i = 0; i < n; i++)
        lines += text[i] == '\n';
    assert_int_equal(lines, 1 + 2 * 32 * 2 + 2 * 8 * 2);
    free(text);
}

/* Nested tasks in one component share a lane and nest there. */
static void test_lanes_nest(void **state)
{
    (void)state;
    char path[512], json[512];
    hk_tmp(path, sizeof path, "lanes.trace");
    hk_tmp(json, sizeof json, "lanes.json");
    hk_opts o = hk_default_opts();
    o.max_out = 4; /* overlapping requests: several lanes per cache */
    o.count = 64;
    trace_config tc = trace_default_config();
    tc.path = path;
    run_traced(2, &tc, &o);
    char err[512];
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    uint32_t *lane = trace_lanes(d);
    assert_non_null(lane);
    uint32_t maxlane = 0;
    for (size_t i = 0; i < d->ntask; i++)
        maxlane = lane[i] > maxlane ? lane[i] : maxlane;
    assert_true(maxlane >= 1);
    free(lane);
    FILE *f = fopen(json, "w");
    assert_int_equal(trace_to_perfetto(d, f), 0);
    fclose(f);
    trace_data_free(d);
    assert_int_equal(hk_sh("python3 test/hooks/check_perfetto.py %s 200", json), 0);
}

static void test_identical_across_threads(void **state)
{
    (void)state;
    char p0[512], p1[512], p2[512];
    hk_tmp(p0, sizeof p0, "serial.trace");
    hk_tmp(p1, sizeof p1, "t1.trace");
    hk_tmp(p2, sizeof p2, "t2.trace");
    hk_opts o = hk_default_opts();
    o.nreq = 8;
    o.max_out = 4;
    o.count = 200;
    o.lines = 64;
    trace_config tc = trace_default_config();
    tc.buffer_bytes = 512; /* many flushes */
    tc.path = p0;
    uint64_t h0 = run_traced(ENG_THREADS_SERIAL, &tc, &o);
    tc.path = p1;
    uint64_t h1 = run_traced(1, &tc, &o);
    tc.path = p2;
    uint64_t h2 = run_traced(2, &tc, &o);
    assert_true(h0 == h1 && h1 == h2);
    assert_true(hk_same_file(p0, p1));
    assert_true(hk_same_file(p0, p2));
    /* tracing does not change the run */
    assert_true(run_traced(2, NULL, &o) == h0);
}

static void test_filters(void **state)
{
    (void)state;
    char path[512], err[512];
    hk_tmp(path, sizeof path, "filter.trace");
    hk_opts o = hk_default_opts();
    trace_config tc = trace_default_config();
    tc.path = path;
    tc.components = "L2,DRAM";
    run_traced(2, &tc, &o);
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    assert_int_equal(d->ncomp, 2);
    assert_string_equal(d->comp[0].name, "L2");
    assert_string_equal(d->comp[1].name, "DRAM");
    assert_int_equal(d->ntask, 32);
    trace_data_free(d);

    tc.components = "*";
    tc.kinds = "inst";
    run_traced(2, &tc, &o);
    d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    assert_int_equal(d->ntask, 64);
    for (size_t i = 0; i < d->ntask; i++)
        assert_string_equal(d->task[i].kind, "inst");
    trace_data_free(d);

    tc.kinds = NULL;
    tc.from = 2000000; /* [2 us, 4 us) */
    tc.to = 4000000;
    run_traced(2, &tc, &o);
    d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    assert_true(d->records > 0);
    assert_true(d->t_min >= tc.from && d->t_max < tc.to);
    size_t cut = 0;
    for (size_t i = 0; i < d->ntask; i++)
        cut += !d->task[i].has_start || !d->task[i].has_end;
    assert_true(cut > 0); /* tasks across the window's edges are marked */
    trace_data_free(d);
}

static void test_bad_files(void **state)
{
    (void)state;
    char path[512], err[512];
    hk_tmp(path, sizeof path, "bad.trace");
    FILE *f = fopen(path, "w");
    fputs("this is not msgpack at all \xc1\xc1", f);
    fclose(f);
    assert_null(trace_load(path, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_null(trace_load("/nonexistent/x.trace", err, sizeof err));
    /* a truncated trace */
    char good[512];
    hk_tmp(good, sizeof good, "good.trace");
    trace_config tc = trace_default_config();
    tc.path = good;
    hk_opts o = hk_default_opts();
    run_traced(ENG_THREADS_SERIAL, &tc, &o);
    size_t n;
    char *b = hk_slurp(good, &n);
    assert_non_null(b);
    f = fopen(path, "wb");
    fwrite(b, 1, n - 3, f);
    fclose(f);
    free(b);
    assert_null(trace_load(path, err, sizeof err));
    assert_non_null(strstr(err, "truncated"));
    /* an unwritable output */
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, err, sizeof err);
    tc.path = "/nonexistent/dir/x.trace";
    assert_null(trace_open(e, &tc, err, sizeof err));
    assert_non_null(strstr(err, "cannot create"));
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_lanes_nest),
        cmocka_unit_test(test_identical_across_threads),
        cmocka_unit_test(test_filters),
        cmocka_unit_test(test_bad_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
