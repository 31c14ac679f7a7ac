/* The delaying connection: same seed = same run (and the same for 1 and
 * 2 threads), another seed = another run, a delayed model still
 * completes with every answer right, it is slower than the undelayed one,
 * and each requester's answers arrive in order (FIFO kept). Also the
 * progress line: drawn when forced, silent on a non-terminal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hk_model.h"
#include "hk_util.h"
#include "hooks/fault.h"
#include "hooks/progress.h"

static eng_conn *make_fault(eng_engine *e, const char *name, void *arg)
{
    char err[256];
    eng_conn *c = fault_conn_new_or_direct(e, name, eng_clock_hz(1000000000), arg, err, sizeof err);
    if (!c)
        fail_msg("%s", err);
    return c;
}

typedef struct outcome {
    uint64_t digest, delayed;
    eng_time end;
} outcome;

static outcome run(int threads, fault_config *fc)
{
    hk_opts o = hk_default_opts();
    o.nreq = 4;
    o.max_out = 4;
    o.count = 100;
    o.lines = 50;
    if (fc) {
        o.make_conn = make_fault;
        o.conn_arg = fc;
    }
    eng_engine *e = eng_create(&(eng_config){.threads = threads}, NULL, 0);
    hk_model *m = hk_build(e, &o);
    eng_run(e);
    assert_true(hk_done(m));
    outcome r = {hk_digest(m), 0, eng_now(e)};
    for (uint32_t i = 0; i < m->nconn; i++)
        r.delayed += fault_conn_delayed(m->conn[i]);
    hk_free(m);
    eng_destroy(e);
    return r;
}

static void test_seeded_delays(void **state)
{
    (void)state;
    fault_config fc = {.seed = 7, .pct = 30, .max_extra_cycles = 40, .connections = "L1-L2,RQ*"};
    outcome plain = run(0, NULL);
    outcome a = run(0, &fc), b = run(0, &fc), c = run(2, &fc);
    assert_true(a.delayed > 0);
    assert_true(a.digest == b.digest && a.end == b.end && a.delayed == b.delayed);
    assert_true(a.digest == c.digest && a.end == c.end);
    assert_true(a.end > plain.end);
    assert_true(a.digest != plain.digest);
    fc.seed = 8;
    outcome d = run(0, &fc);
    assert_true(d.digest != a.digest || d.end != a.end);
    /* pct 0 and no base delay: exactly the direct connections' run */
    fault_config none = {.seed = 7, .connections = "*"};
    outcome n = run(2, &none);
    assert_true(n.digest == plain.digest && n.end == plain.end && n.delayed == 0);
}

/* FIFO: every port sees each sender's messages in the order sent (message
 * ids grow per sender), however the delays fall. */
typedef struct fifo_check {
    const eng_port *src[64];
    uint64_t last[64];
    size_t n, seen, bad;
} fifo_check;

static void on_deliver(void *user, const eng_hook_ctx *ctx)
{
    fifo_check *f = user;
    const eng_msg *m = ctx->item;
    if (ctx->pos != ENG_HOOK_PORT_DELIVER)
        return;
    size_t i = 0;
    while (i < f->n && f->src[i] != m->src)
        i++;
    if (i == f->n && f->n < 64)
        f->src[f->n++] = m->src;
    f->bad += i < 64 && f->last[i] && m->id <= f->last[i];
    if (i < 64)
        f->last[i] = m->id;
    f->seen++;
}

static void test_fifo_kept(void **state)
{
    (void)state;
    hk_opts o = hk_default_opts();
    o.nreq = 3;
    o.max_out = 8;
    o.count = 200;
    o.lines = 100;
    fault_config fc = {.seed = 3, .pct = 60, .max_extra_cycles = 25, .connections = "*"};
    o.make_conn = make_fault;
    o.conn_arg = &fc;
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
    hk_model *m = hk_build(e, &o);
    fifo_check f = {0};
    eng_port *watched[] = {cache_top_port(m->l2, 0), cache_bottom_port(m->l2),
                           dram_port(m->dram), m->rq[0].port, cache_top_port(m->l1[1], 0)};
    for (size_t i = 0; i < sizeof watched / sizeof watched[0]; i++)
        eng_hooks_attach(&watched[i]->hooks, on_deliver, &f);
    eng_run(e);
    assert_true(hk_done(m));
    assert_true(f.seen > 500);
    assert_int_equal(f.bad, 0);
    hk_free(m);
    eng_destroy(e);
}

static void test_bad_config(void **state)
{
    (void)state;
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
    char err[256];
    fault_config fc = {.pct = 150, .max_extra_cycles = 1};
    assert_null(fault_conn_new(e, "X", eng_clock_hz(1000000000), &fc, err, sizeof err));
    assert_non_null(strstr(err, "pct"));
    eng_destroy(e);
}

static void test_progress_line(void **state)
{
    (void)state;
    char path[512];
    hk_tmp(path, sizeof path, "progress.txt");
    for (int force = 0; force < 2; force++) {
        FILE *f = fopen(path, "w");
        hk_opts o = hk_default_opts();
        o.count = 400;
        eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
        hk_model *m = hk_build(e, &o);
        progress *p = progress_new(e, &(progress_config){.out = f, .hz = 1e9, .force = force});
        assert_int_equal(progress_shown(p), force);
        progress_field(p, "kernel", "%s", "fir");
        progress_work(p, 3, 10);
        eng_run(e);
        progress_finish(p);
        progress_free(p);
        hk_free(m);
        eng_destroy(e);
        fclose(f);
        char *s = hk_slurp(path, NULL);
        assert_non_null(s);
        if (force) {
            assert_non_null(strstr(s, "events/s"));
            assert_non_null(strstr(s, "kernel fir"));
            assert_non_null(strstr(s, "3/10"));
            assert_true(strchr(s, '\r') != strrchr(s, '\r')); /* updated during the run */
        } else {
            assert_string_equal(s, ""); /* not a terminal: silent */
        }
        free(s);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seeded_delays),
        cmocka_unit_test(test_fifo_kept),
        cmocka_unit_test(test_bad_config),
        cmocka_unit_test(test_progress_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
