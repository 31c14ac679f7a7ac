/* The hang detector: a deadlocked pair (each waits for the other's
 * message) drains the queue and is named; a spinning component that never
 * does anything is caught by the no-progress window; a healthy memory
 * model runs to the end with no report, with the same result as a plain
 * run, and caches/DRAM describe what they hold. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hk_model.h"
#include "hooks/hang.h"

/* A party waits for a message from its peer before it sends its own. */
typedef struct party {
    eng_comp comp;
    eng_port *port;
    struct party *peer;
    bool got, sent, spin;
} party;

static bool party_tick(eng_comp *c)
{
    party *p = (party *)c;
    eng_msg *m = eng_port_retrieve(p->port);
    if (m) {
        p->got = true;
        free(m);
    }
    if (p->got && !p->sent) {
        eng_msg *out = calloc(1, sizeof *out);
        out->dst = p->peer->port;
        out->bytes = 8;
        p->sent = eng_port_send(p->port, out) == 0;
        if (!p->sent)
            free(out);
    }
    return p->spin; /* a spinning party ticks forever, doing nothing */
}

static bool party_describe(const eng_comp *c, char *buf, size_t len)
{
    const party *p = (const party *)c;
    if (p->sent)
        return false;
    snprintf(buf, len, "waiting for a message from %s before sending", p->peer->comp.name);
    return true;
}

static const eng_comp_ops party_ops = {.kind = "party", .tick = party_tick,
                                       .describe = party_describe};

static void make_pair(eng_engine *e, party *a, party *b, eng_conn **conn)
{
    memset(a, 0, sizeof *a);
    memset(b, 0, sizeof *b);
    eng_clock clk = eng_clock_hz(1000000000);
    assert_int_equal(eng_comp_init(&a->comp, e, "Alice", &party_ops, clk), 0);
    assert_int_equal(eng_comp_init(&b->comp, e, "Bob", &party_ops, clk), 0);
    a->port = eng_port_new(&a->comp, "Port", 2, 2);
    b->port = eng_port_new(&b->comp, "Port", 2, 2);
    a->peer = b;
    b->peer = a;
    *conn = eng_direct_new(e, "AliceBob", clk);
    assert_int_equal(eng_conn_plug(*conn, a->port), 0);
    assert_int_equal(eng_conn_plug(*conn, b->port), 0);
    eng_comp_wake(&a->comp);
    eng_comp_wake(&b->comp);
}

static void free_pair(party *a, party *b, eng_conn *conn)
{
    eng_conn_destroy(conn);
    eng_comp_fini(&a->comp);
    eng_comp_fini(&b->comp);
}

static void deadlock(int threads)
{
    eng_engine *e = eng_create(&(eng_config){.threads = threads}, NULL, 0);
    party a, b;
    eng_conn *conn;
    make_pair(e, &a, &b, &conn);
    char err[128];
    hang *h = hang_new(e, &(hang_config){0}, err, sizeof err);
    assert_non_null(h);
    assert_int_equal(hang_run(h, ENG_TIME_NEVER), HANG_DRAINED);
    assert_int_equal(hang_nstuck(h), 2);
    assert_string_equal(hang_stuck(h, 0), "Alice");
    assert_string_equal(hang_stuck(h, 1), "Bob");
    const char *r = hang_report(h);
    assert_non_null(strstr(r, "event queue is empty"));
    assert_non_null(strstr(r, "Alice: waiting for a message from Bob"));
    assert_non_null(strstr(r, "Bob: waiting for a message from Alice"));
    hang_free(h);
    free_pair(&a, &b, conn);
    eng_destroy(e);
}

static void test_deadlock_serial(void **s) { (void)s; deadlock(ENG_THREADS_SERIAL); }
static void test_deadlock_parallel(void **s) { (void)s; deadlock(2); }

/* Breaking the cycle (Alice starts) lets both finish: no report. */
static void test_no_false_alarm_pair(void **state)
{
    (void)state;
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
    party a, b;
    eng_conn *conn;
    make_pair(e, &a, &b, &conn);
    a.got = true;
    hang *h = hang_new(e, &(hang_config){0}, NULL, 0);
    assert_int_equal(hang_run(h, ENG_TIME_NEVER), HANG_NONE);
    assert_true(a.sent && b.sent);
    assert_string_equal(hang_report(h), "");
    hang_free(h);
    free_pair(&a, &b, conn);
    eng_destroy(e);
}

static void test_livelock(void **state)
{
    (void)state;
    eng_engine *e = eng_create(&(eng_config){.threads = 2}, NULL, 0);
    party a, b;
    eng_conn *conn;
    make_pair(e, &a, &b, &conn);
    a.spin = b.spin = true;
    hang_config hc = {.window = 10 * 1000 * ENG_PS_PER_NS}; /* 10 us */
    hang *h = hang_new(e, &hc, NULL, 0);
    assert_int_equal(hang_run(h, ENG_TIME_NEVER), HANG_STALLED);
    assert_true(eng_now(e) >= hc.window && eng_now(e) < 2 * hc.window);
    assert_int_equal(hang_nstuck(h), 2);
    assert_non_null(strstr(hang_report(h), "no progress for"));
    assert_non_null(strstr(hang_report(h), "Bob: waiting for a message from Alice"));
    hang_free(h);
    free_pair(&a, &b, conn);
    eng_destroy(e);
}

/* A memory model finishes under the detector exactly as without it. */
static void test_memory_model_completes(void **state)
{
    (void)state;
    hk_opts o = hk_default_opts();
    o.max_out = 4;
    uint64_t digest[2];
    eng_time end[2];
    for (int with = 0; with < 2; with++) {
        eng_engine *e = eng_create(&(eng_config){.threads = 2}, NULL, 0);
        hk_model *m = hk_build(e, &o);
        hang *h = with ? hang_new(e, &(hang_config){.window = 2000 * ENG_PS_PER_NS}, NULL, 0)
                       : NULL;
        if (h)
            assert_int_equal(hang_run(h, ENG_TIME_NEVER), HANG_NONE);
        else
            eng_run(e);
        assert_true(hk_done(m));
        digest[with] = hk_digest(m);
        end[with] = eng_now(e);
        hang_free(h);
        hk_free(m);
        eng_destroy(e);
    }
    assert_true(digest[0] == digest[1]);
    assert_true(end[0] == end[1]);
}

/* Caches and DRAM describe the work they hold in the middle of a run. */
static void test_describe_mid_run(void **state)
{
    (void)state;
    hk_opts o = hk_default_opts();
    o.max_out = 4;
    eng_engine *e = eng_create(&(eng_config){.threads = 0}, NULL, 0);
    hk_model *m = hk_build(e, &o);
    eng_run_until(e, 200 * ENG_PS_PER_NS); /* misses are on their way to DRAM */
    char line[512];
    eng_comp *l2 = cache_comp(m->l2), *d = dram_comp(m->dram);
    bool busy = l2->ops->describe(l2, line, sizeof line);
    assert_true(busy);
    assert_non_null(strstr(line, "MSHR"));
    assert_true(d->ops->describe(d, line, sizeof line));
    assert_non_null(strstr(line, "queued for banks"));
    eng_run(e);
    assert_false(l2->ops->describe(l2, line, sizeof line));
    assert_false(d->ops->describe(d, line, sizeof line));
    hk_free(m);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deadlock_serial),
        cmocka_unit_test(test_deadlock_parallel),
        cmocka_unit_test(test_no_false_alarm_pair),
        cmocka_unit_test(test_livelock),
        cmocka_unit_test(test_memory_model_completes),
        cmocka_unit_test(test_describe_mid_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
