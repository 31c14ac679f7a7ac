/* The parallelism profile against an independent count: the serial
 * engine's before-event hook records every event's (time, phase) in
 * order; grouping equal neighbours gives each batch's size. The profile
 * of a 2-thread run of the same model must match it exactly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hk_model.h"
#include "hk_util.h"
#include "hooks/prof.h"

typedef struct stamps {
    uint64_t *v;
    size_t n, cap;
} stamps;

static void record(void *user, const eng_hook_ctx *ctx)
{
    stamps *s = user;
    if (ctx->pos != ENG_HOOK_BEFORE_EVENT)
        return;
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 4096;
        s->v = realloc(s->v, s->cap * sizeof *s->v);
        assert_non_null(s->v);
    }
    s->v[s->n++] = eng_event_stamp(ctx->event->time, ctx->event->phase);
}

static hk_opts opts(void)
{
    hk_opts o = hk_default_opts();
    o.nreq = 6;
    o.max_out = 3;
    o.count = 120;
    o.lines = 40;
    return o;
}

static void test_matches_independent_count(void **state)
{
    (void)state;
    /* the reference: every event's stamp, serially */
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
    hk_opts o = opts();
    hk_model *m = hk_build(e, &o);
    stamps s = {0};
    eng_hooks_attach(eng_hooks_of(e), record, &s);
    uint64_t total = eng_run(e);
    assert_int_equal(s.n, total);
    hk_free(m);
    eng_destroy(e);
    uint64_t *ref = calloc(total + 1, sizeof *ref);
    uint64_t nbatches = 0;
    for (size_t i = 0, j; i < s.n; i = j) {
        for (j = i; j < s.n && s.v[j] == s.v[i]; j++)
            ;
        ref[j - i]++;
        nbatches++;
    }
    /* the profile, on the parallel engine */
    for (int threads = 0; threads <= 2; threads += 2) {
        e = eng_create(&(eng_config){.threads = threads}, NULL, 0);
        m = hk_build(e, &o);
        prof *p = prof_new(e, NULL, 0);
        assert_non_null(p);
        eng_run(e);
        prof_summary sum = prof_summarize(p);
        assert_int_equal(sum.events, total);
        assert_int_equal(sum.batches, nbatches);
        for (uint64_t n = 0; n <= total; n++)
            if (ref[n] != prof_batches_of_size(p, n))
                fail_msg("batches of %llu events: %llu expected, %llu profiled",
                         (unsigned long long)n, (unsigned long long)ref[n],
                         (unsigned long long)prof_batches_of_size(p, n));
        assert_true(sum.max >= sum.p99 && sum.p99 >= sum.p90 && sum.p90 >= sum.p50);
        assert_true(sum.event_weighted_mean >= sum.mean);
        char path[512];
        hk_tmp(path, sizeof path, "prof.json");
        FILE *f = fopen(path, "w");
        assert_int_equal(prof_write_json(p, f), 0);
        fclose(f);
        assert_int_equal(hk_sh("python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                               "assert d[\"events\"]==%llu' %s",
                               (unsigned long long)total, path), 0);
        FILE *null = fopen("/dev/null", "w");
        assert_int_equal(prof_write(p, null), 0);
        fclose(null);
        prof_free(p);
        hk_free(m);
        eng_destroy(e);
    }
    free(ref);
    free(s.v);
}

/* Known shape: k components woken at once, each ticking once. */
static bool once(eng_comp *c)
{
    (void)c;
    return false;
}

static void test_known_batches(void **state)
{
    (void)state;
    static const eng_comp_ops ops = {.kind = "once", .tick = once};
    eng_engine *e = eng_create(&(eng_config){.threads = 2}, NULL, 0);
    eng_comp c[10];
    for (int i = 0; i < 10; i++) {
        char name[16];
        snprintf(name, sizeof name, "C[%d]", i);
        assert_int_equal(eng_comp_init(&c[i], e, name, &ops, eng_clock_hz(1000000000)), 0);
        eng_comp_tick_at(&c[i], (eng_time)(i < 7 ? 1000 : 5000)); /* 7 at 1 ns, 3 at 5 ns */
    }
    prof *p = prof_new(e, NULL, 0);
    eng_run(e);
    prof_summary s = prof_summarize(p);
    assert_int_equal(s.batches, 2);
    assert_int_equal(prof_batches_of_size(p, 7), 1);
    assert_int_equal(prof_batches_of_size(p, 3), 1);
    assert_true(s.mean == 5.0);
    assert_true(s.event_weighted_mean == (49.0 + 9.0) / 10.0);
    assert_int_equal(s.max, 7);
    assert_int_equal(s.p50, 3);
    prof_free(p);
    for (int i = 0; i < 10; i++)
        eng_comp_fini(&c[i]);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_matches_independent_count),
        cmocka_unit_test(test_known_batches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
