/* The crossbar (conn_xbar.h): latency, bandwidth, credits and the order
 * of simultaneous arrivals, with exact cycle counts worked out by hand in
 * the comments; each scenario runs on the serial engine and in windows
 * (every probe its own partition) with 1, 2 and 4 threads, which must
 * give the same times. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "probe.h"

static const int engines[] = {-1, 1, 2, 4};
#define NENGINES (int)(sizeof engines / sizeof engines[0])
#define NS 1000

static eng_engine *finest(int threads)
{
    eng_config cfg = eng_default_config();
    cfg.threads = threads < 0 ? ENG_THREADS_SERIAL : threads;
    cfg.partitioning = ENG_PARTITION_FINEST;
    eng_engine *e = eng_create(&cfg, NULL, 0);
    assert_non_null(e);
    return e;
}

static eng_xbar *xbar(eng_engine *e, uint32_t lat, uint32_t bw, uint32_t credits)
{
    eng_xbar_config xc = {eng_clock_hz(1000000000ull), lat, bw, credits};
    eng_xbar *x = eng_xbar_new(e, "X", &xc, NULL, 0);
    assert_non_null(x);
    return x;
}

/* Senders S0, S1 and receiver D (in 1: probe_trio_init) plugged in
 * that order into a crossbar of latency lat, unlimited bandwidth and
 * credits per sender. */
static eng_xbar *trio_on_xbar(eng_engine *e, probe t[3], size_t out_cap, uint32_t lat,
                              uint32_t credits)
{
    probe_trio_init(t, e, out_cap, 1);
    eng_xbar *x = xbar(e, lat, 0, credits);
    for (int i = 0; i < 3; i++)
        assert_int_equal(eng_xbar_plug(x, t[i].port), 0);
    return x;
}

/* Latency 5, 16 bytes per cycle: 64 bytes sent in cycle 2 hold the
 * output until 6 and arrive at 11 (seen in 12); 16 bytes after them
 * leave at 7, arrive at 12 (seen in 13). The answer from B, 8 bytes sent
 * in cycle 0, leaves at 1, arrives at 6, is seen in 7. */
static void xbar_has_latency_and_bandwidth(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = finest(engines[k]);
        probe a, b;
        probe_init(&a, e, "A", 4, 4);
        probe_init(&b, e, "B", 4, 4);
        eng_xbar *x = xbar(e, 5, 16, 4);
        assert_int_equal(eng_xbar_plug(x, a.port), 0);
        assert_int_equal(eng_xbar_plug(x, b.port), 0);
        assert_int_equal(eng_xbar_plug(x, a.port), -1);
        probe_add_send(&a, 2, &b, 64);
        probe_add_send(&a, 2, &b, 16); /* the probe sends one per cycle: 3 */
        probe_add_send(&b, 0, &a, 8);
        eng_run(e);
        assert_int_equal(a.nrecv, 1);
        assert_int_equal(a.recv_time[0], 7 * NS);
        assert_int_equal(b.nrecv, 2);
        assert_int_equal(b.recv_time[0], 12 * NS);
        assert_int_equal(b.recv_time[1], 13 * NS);
        assert_int_equal(eng_xbar_messages(x), 3);
        assert_int_equal(eng_xbar_bytes(x), 88);
        if (engines[k] > 0) {
            eng_partition_info pi = eng_get_partition_info(e);
            assert_string_equal(pi.mode, "windows");
            assert_int_equal(pi.partitions, 2);
            assert_int_equal(pi.window, 5 * NS);
        }
        assert_int_equal(eng_pending(e), 0);
        probe_fini(&a);
        probe_fini(&b);
        eng_xbar_destroy(x);
        eng_destroy(e);
    }
}

/* Two credits, latency 5, B's port holds one message. A sends in cycles
 * 0..4. m1 arrives at 5 (port; credit back at 10), m2 at 6 (B took m1 in
 * 6, so into the port; credit back at 11); m3 waits for the credit of 10
 * and arrives at 15, m4 for 11 and arrives at 16, m5 for m3's credit
 * (back at 20) and arrives at 25: B sees them in 6, 7, 16, 17 and 26. */
static void xbar_credits_limit_what_is_in_flight(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = finest(engines[k]);
        probe a, b;
        probe_init(&a, e, "A", 4, 4);
        probe_init(&b, e, "B", 1, 4);
        eng_xbar *x = xbar(e, 5, 0, 2);
        assert_int_equal(eng_xbar_plug(x, a.port), 0);
        assert_int_equal(eng_xbar_plug(x, b.port), 0);
        for (int i = 0; i < 5; i++)
            probe_add_send(&a, 0, &b, 64);
        eng_run(e);
        static const uint64_t want[] = {6, 7, 16, 17, 26};
        assert_int_equal(b.nrecv, 5);
        for (int i = 0; i < 5; i++) {
            assert_int_equal(b.recv_time[i], want[i] * NS);
            assert_true(i == 0 || b.recv_id[i - 1] < b.recv_id[i]); /* in order */
        }
        assert_true(eng_xbar_credit_stalls(x) > 0);
        assert_int_equal(a.send_fail, 0);
        probe_fini(&a);
        probe_fini(&b);
        eng_xbar_destroy(x);
        eng_destroy(e);
    }
}

/* Three senders, one receiver that does not take: arrivals wait in the
 * receiver's slots; same-cycle arrivals go in plug order (S2, S0, S1),
 * as on a direct connection. */
static void xbar_arrivals_wait_in_plug_order(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = finest(engines[k]);
        probe s[3], d;
        for (int i = 0; i < 3; i++) {
            char name[16];
            snprintf(name, sizeof name, "S%d", i);
            probe_init(&s[i], e, name, 4, 4);
        }
        probe_init(&d, e, "D", 1, 4);
        eng_xbar *x = xbar(e, 3, 0, 4);
        eng_xbar_plug(x, s[2].port);
        eng_xbar_plug(x, d.port);
        eng_xbar_plug(x, s[0].port);
        eng_xbar_plug(x, s[1].port);
        for (int i = 0; i < 3; i++)
            probe_add_send(&s[i], 2, &d, 8);
        d.take = false;
        eng_run(e);
        assert_int_equal(eng_msgbuf_len(&d.port->in), 1); /* the others wait in the crossbar */
        assert_int_equal(eng_xbar_messages(x), 3);
        d.take = true;
        eng_comp_wake(&d.comp);
        eng_run(e);
        assert_int_equal(d.nrecv, 3);
        uint32_t want[3] = {s[2].comp.owner.id, s[0].comp.owner.id, s[1].comp.owner.id};
        for (int i = 0; i < 3; i++)
            assert_int_equal(d.recv_id[i] >> 40, want[i]);
        for (int i = 0; i < 3; i++)
            probe_fini(&s[i]);
        probe_fini(&d);
        eng_xbar_destroy(x);
        eng_destroy(e);
    }
}

/* A receiver with room takes the waiting messages by sender in plug
 * order, not in arrival order: S1's second message arrived (at 4) before
 * S0's (at 8), but S0 was plugged first. */
static void xbar_serves_senders_in_plug_order(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = finest(engines[k]);
        probe t[3];
        eng_xbar *x = trio_on_xbar(e, t, 4, 3, 4);
        probe *s0 = &t[0], *s1 = &t[1], *d = &t[2];
        probe_add_send(s1, 0, d, 8);
        probe_add_send(s1, 1, d, 8);
        probe_add_send(s0, 5, d, 8);
        d->take = false;
        eng_run(e);
        d->take = true;
        eng_comp_wake(&d->comp);
        eng_run(e);
        assert_int_equal(d->nrecv, 3);
        uint64_t want[3] = {s1->comp.owner.id, s0->comp.owner.id, s1->comp.owner.id};
        for (int i = 0; i < 3; i++)
            assert_int_equal(d->recv_id[i] >> 40, want[i]);
        probe_trio_fini(t);
        eng_xbar_destroy(x);
        eng_destroy(e);
    }
}

/* A receiver's slots for a sender start small and grow to the credits
 * (8) as they fill: with the receiver not taking, S0's nine messages
 * leave one in its port and eight in the slots (its first credit came
 * back when the port took the first), S1's eight fill its slots and its
 * ninth waits for a credit. Once the receiver takes, nothing is lost or
 * reordered: S0's nine in send order, then S1's (plug order). */
static void xbar_slots_grow_to_the_credits(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = finest(engines[k]);
        probe t[3];
        eng_xbar *x = trio_on_xbar(e, t, 16, 3, 8);
        probe *s0 = &t[0], *s1 = &t[1], *d = &t[2];
        for (int i = 0; i < 9; i++) {
            probe_add_send(s0, 0, d, 8);
            probe_add_send(s1, 1, d, 8);
        }
        d->take = false;
        eng_run(e);
        assert_int_equal(eng_msgbuf_len(&d->port->in), 1);
        assert_int_equal(eng_xbar_messages(x), 17);
        assert_int_equal(eng_msgbuf_len(&s1->port->out), 1); /* no credit for its ninth */
        assert_true(eng_xbar_credit_stalls(x) > 0);
        d->take = true;
        eng_comp_wake(&d->comp);
        eng_run(e);
        assert_int_equal(d->nrecv, 18);
        assert_int_equal(eng_xbar_messages(x), 18);
        for (int i = 0; i < 18; i++) {
            uint64_t from = i < 9 ? s0->comp.owner.id : s1->comp.owner.id;
            assert_int_equal(d->recv_id[i] >> 40, from);
            if (i % 9)
                assert_true(d->recv_id[i - 1] < d->recv_id[i]);
        }
        probe_trio_fini(t);
        eng_xbar_destroy(x);
        eng_destroy(e);
    }
}

static void xbar_rejects_bad_config(void **state)
{
    (void)state;
    eng_engine *e = test_engine(-1);
    eng_xbar_config bad[3] = {{eng_clock_hz(1000000000ull), 0, 0, 4},
                              {eng_clock_hz(1000000000ull), 2, 0, 0},
                              {eng_clock_hz(1000000000ull), 2, 0, 65536}};
    for (int i = 0; i < 3; i++) {
        char err[128] = "";
        assert_null(eng_xbar_new(e, "X", &bad[i], err, sizeof err));
        assert_non_null(strstr(err, i ? "credits 1..65535" : ">= 1"));
    }
    /* a sender's credit counts are 2 bytes: the most credits still work */
    eng_xbar_config most = {eng_clock_hz(1000000000ull), 2, 0, 65535};
    eng_xbar *x = eng_xbar_new(e, "X", &most, NULL, 0);
    assert_non_null(x);
    eng_xbar_destroy(x);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xbar_has_latency_and_bandwidth),
        cmocka_unit_test(xbar_credits_limit_what_is_in_flight),
        cmocka_unit_test(xbar_arrivals_wait_in_plug_order),
        cmocka_unit_test(xbar_serves_senders_in_plug_order),
        cmocka_unit_test(xbar_slots_grow_to_the_credits),
        cmocka_unit_test(xbar_rejects_bad_config),
    };
    return cmocka_run_group_tests_name("engine_xbar", tests, NULL, NULL);
}
