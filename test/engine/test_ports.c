/* Ports, connections, sleeping and waking, with exact cycle counts; each
 * scenario runs on the serial engine and on the parallel engine with 1, 2
 * and 4 threads and must give the same times on all of them. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "probe.h"

static const int engines[] = {-1, 1, 2, 4};
#define NENGINES (int)(sizeof engines / sizeof engines[0])
#define NS 1000

static eng_clock ghz(void)
{
    return eng_clock_hz(1000000000ull);
}

/* Senders S0, S1 and receiver D (probe_trio_init) plugged in that order
 * into a link of config lc. */
static eng_conn *trio_on_link(eng_engine *e, probe t[3], eng_link_config lc)
{
    probe_trio_init(t, e, 4, 4);
    eng_conn *c = eng_link_new(e, "PCIe", &lc, NULL, 0);
    assert_non_null(c);
    for (int i = 0; i < 3; i++)
        assert_int_equal(eng_conn_plug(c, t[i].port), 0);
    return c;
}

static void direct_is_one_cycle_per_hop_and_idle_sleeps(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe a, b;
        eng_conn *c = probe_pair(e, &a, &b, 4);
        probe_add_send(&a, 3, &b, 64);
        eng_run(e);
        assert_int_equal(b.nrecv, 1);
        assert_int_equal(b.recv_time[0], 4 * NS); /* sent in cycle 3, seen in 4 */
        /* B slept until the message, took it, ticked once more to find
         * nothing left, and slept again. */
        assert_int_equal(b.nticks, 2);
        assert_int_equal(b.tick_time[0], 4 * NS);
        assert_int_equal(b.tick_time[1], 5 * NS);
        /* A ticks in cycles 0..3 (waiting, then sending) and once more to
         * find nothing left to do; then it sleeps for good. */
        assert_int_equal(a.nticks, 5);
        assert_int_equal(a.tick_time[4], 4 * NS);
        assert_int_equal(eng_pending(e), 0);
        probe_pair_free(e, c, &a, &b);
    }
}

static void fan_in_is_ordered_by_plug_order(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe s[3], d;
        probe_init(&s[0], e, "S0", 4, 4);
        probe_init(&s[1], e, "S1", 4, 4);
        probe_init(&s[2], e, "S2", 4, 4);
        probe_init(&d, e, "D", 8, 4);
        eng_conn *c = eng_direct_new(e, "Bus", ghz());
        /* plug order S2, S0, S1: that is the delivery order */
        eng_conn_plug(c, s[2].port);
        eng_conn_plug(c, d.port);
        eng_conn_plug(c, s[0].port);
        eng_conn_plug(c, s[1].port);
        for (int i = 0; i < 3; i++)
            probe_add_send(&s[i], 2, &d, 8);
        eng_run(e);
        assert_int_equal(d.nrecv, 3);
        uint32_t want[3] = {s[2].comp.owner.id, s[0].comp.owner.id, s[1].comp.owner.id};
        for (int i = 0; i < 3; i++) {
            assert_int_equal(d.recv_time[i], 3 * NS);
            assert_int_equal(d.recv_id[i] >> 40, want[i]);
        }
        for (int i = 0; i < 3; i++)
            probe_fini(&s[i]);
        probe_fini(&d);
        eng_conn_destroy(c);
        eng_destroy(e);
    }
}

static void full_buffers_block_and_drain(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe a, d;
        probe_init(&a, e, "A", 1, 1);
        probe_init(&d, e, "D", 1, 1);
        d.take = false;
        eng_conn *c = eng_direct_new(e, "Bus", ghz());
        eng_conn_plug(c, a.port);
        eng_conn_plug(c, d.port);
        for (int i = 0; i < 3; i++)
            probe_add_send(&a, 0, &d, 8);
        eng_run(e);
        /* msg 1 sits in D's buffer, msg 2 in A's outgoing buffer, msg 3
         * could not be sent: everything sleeps, the queue is empty. */
        assert_int_equal(eng_pending(e), 0);
        assert_int_equal(eng_msgbuf_len(&d.port->in), 1);
        assert_int_equal(eng_msgbuf_len(&a.port->out), 1);
        assert_int_equal(a.next, 2);
        assert_true(a.send_fail >= 1);
        int fails = a.send_fail;
        eng_time t_before = eng_now(e);
        /* Draining D's full buffer wakes the connection, which moves msg 2,
         * which frees A's port, which lets A send msg 3. */
        d.take = true;
        assert_non_null(probe_take(&d));
        eng_run(e);
        assert_int_equal(d.nrecv, 3);
        assert_int_equal(a.next, 3);
        assert_true(a.port_free >= 1);
        assert_true(a.send_fail >= fails);
        assert_true(d.recv_time[1] > t_before);
        assert_true(d.recv_time[2] > d.recv_time[1]);
        probe_fini(&a);
        probe_fini(&d);
        eng_conn_destroy(c);
        eng_destroy(e);
    }
}

static void link_has_latency_and_bandwidth(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe t[3];
        eng_conn *c = trio_on_link(e, t, (eng_link_config){ghz(), 10, 8, 4});
        probe *a = &t[0], *b = &t[1], *d = &t[2];
        probe_add_send(a, 0, d, 64); /* 8 cycles on the wire */
        probe_add_send(b, 0, d, 32); /* 4 cycles, after A's */
        eng_run(e);
        assert_int_equal(d->nrecv, 2);
        /* A: medium busy 0..8, arrives 8+10=18, seen in cycle 19.
         * B: medium busy 8..12, arrives 22, seen in cycle 23. */
        assert_int_equal(d->recv_time[0], 19 * NS);
        assert_int_equal(d->recv_time[1], 23 * NS);
        assert_int_equal(d->recv_id[0] >> 40, a->comp.owner.id);
        assert_int_equal(eng_link_bytes(c), 96);
        assert_int_equal(eng_link_busy_cycles(c), 12);
        probe_trio_fini(t);
        eng_conn_destroy(c);
        eng_destroy(e);
    }
}

/* More messages in flight than the link's first ring slots, while the
 * ring has wrapped: A sends one a cycle for 8 cycles (about 4 in flight,
 * delivered as they go), then A and B one each a cycle for 13 more, twice
 * what the wire carries, so the ring grows with its head mid-way. The
 * wire is busy from cycle 0 on, so the k-th message on it holds cycle k,
 * arrives 3 cycles after, and is seen in cycle k + 5; each sender's
 * messages keep their order. */
static void link_ring_grows_in_order(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe t[3];
        eng_conn *c = trio_on_link(e, t, (eng_link_config){ghz(), 3, 8, 40});
        probe *a = &t[0], *b = &t[1], *d = &t[2];
        for (int i = 0; i < 21; i++)
            probe_add_send(a, (uint64_t)i, d, 8);
        for (int i = 8; i < 21; i++)
            probe_add_send(b, (uint64_t)i, d, 8);
        eng_run(e);
        assert_int_equal(d->nrecv, 34);
        uint64_t last[2] = {0, 0};
        int seen[2] = {0, 0};
        for (int m = 0; m < 34; m++) {
            assert_int_equal(d->recv_time[m], (eng_time)(m + 5) * NS);
            int from = (uint32_t)(d->recv_id[m] >> 40) == b->comp.owner.id;
            uint64_t seq = d->recv_id[m] & ((1ull << 40) - 1);
            if (seen[from]++) assert_true(seq > last[from]);
            last[from] = seq;
        }
        assert_int_equal(seen[0], 21);
        assert_int_equal(seen[1], 13);
        probe_trio_fini(t);
        eng_conn_destroy(c);
        eng_destroy(e);
    }
}

/* A channel: latency L cycles (seen in cycle t + L + 1), bandwidth per
 * direction, and arrivals that wait in order for a full receiver. Its two
 * probes are each their own partition (FINEST), so the parallel engine
 * runs them in windows of L cycles. */
static void chan_has_latency_and_waits_for_room(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_config cfg = eng_default_config();
        cfg.threads = engines[k] < 0 ? ENG_THREADS_SERIAL : engines[k];
        cfg.partitioning = ENG_PARTITION_FINEST;
        eng_engine *e = eng_create(&cfg, NULL, 0);
        assert_non_null(e);
        probe a, b;
        probe_init(&a, e, "A", 4, 4);
        probe_init(&b, e, "B", 1, 4);
        eng_chan_config cc = {ghz(), 5, 16};
        eng_conn *c = eng_chan_new(e, "Chan", &cc, NULL, 0);
        assert_non_null(c);
        assert_int_equal(eng_conn_plug(c, a.port), 0);
        assert_int_equal(eng_conn_plug(c, b.port), 0);
        assert_int_equal(eng_conn_plug(c, a.port), -1);
        b.take = false;
        probe_add_send(&a, 2, &b, 64); /* 4 cycles on the wire */
        probe_add_send(&a, 2, &b, 16); /* 1 cycle, after the first */
        probe_add_send(&b, 0, &a, 8);
        eng_run(e);
        /* sent in cycle 2, left at 6, arrived at 11, seen in 12 */
        assert_int_equal(b.nticks > 0, 1);
        assert_int_equal(a.nrecv, 1);
        assert_int_equal(a.recv_time[0], (1 + 5 + 1) * NS);
        assert_int_equal(eng_chan_messages(c), 3);
        assert_int_equal(eng_msgbuf_len(&b.port->in), 1); /* the second waits in the channel */
        if (engines[k] > 0) {
            eng_partition_info pi = eng_get_partition_info(e);
            assert_string_equal(pi.mode, "windows");
            assert_int_equal(pi.partitions, 2);
            assert_int_equal(pi.cut, 1);
            assert_int_equal(pi.window, 5 * NS);
        }
        b.take = true;
        eng_comp_wake(&b.comp);
        eng_run(e);
        assert_int_equal(b.nrecv, 2);
        assert_int_equal(b.recv_id[0] < b.recv_id[1], 1); /* in order */
        assert_int_equal(eng_pending(e), 0);
        probe_fini(&a);
        probe_fini(&b);
        eng_conn_destroy(c);
        eng_destroy(e);
    }
}

static void chan_rejects_zero_latency(void **state)
{
    (void)state;
    eng_engine *e = test_engine(-1);
    eng_chan_config cc = {ghz(), 0, 0};
    char err[128] = "";
    assert_null(eng_chan_new(e, "Chan", &cc, err, sizeof err));
    assert_non_null(strstr(err, "latency"));
    eng_destroy(e);
}

static void link_rejects_bad_config(void **state)
{
    (void)state;
    eng_engine *e = test_engine(-1);
    eng_link_config lc = eng_link_default_config();
    lc.bytes_per_cycle = 0;
    char err[128] = "";
    assert_null(eng_link_new(e, "Bad", &lc, err, sizeof err));
    assert_non_null(strstr(err, "bytes_per_cycle"));
    eng_destroy(e);
}

static void run_until_stops_at_the_limit(void **state)
{
    (void)state;
    for (int k = 0; k < NENGINES; k++) {
        eng_engine *e = test_engine(engines[k]);
        probe a, b;
        eng_conn *c = probe_pair(e, &a, &b, 4);
        probe_add_send(&a, 10, &b, 8);
        eng_run_until(e, 5 * NS);
        assert_int_equal(eng_now(e), 5 * NS);
        assert_int_equal(b.nrecv, 0);
        assert_int_equal(a.nticks, 6); /* cycles 0..5 */
        eng_run(e);
        assert_int_equal(b.nrecv, 1);
        assert_int_equal(b.recv_time[0], 11 * NS);
        probe_pair_free(e, c, &a, &b);
    }
}

/* A model that schedules into the past is a bug: the run ends with a
 * message and status 70, not with silent misbehaviour. */
static bool bad_tick(eng_comp *c)
{
    eng_comp_schedule(c, eng_comp_now(c), ENG_EV_USER, 0, NULL);
    return false;
}

static void scheduling_in_the_past_is_fatal(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            freopen("/dev/null", "w", stderr);
            eng_engine *e = test_engine(k == 0 ? -1 : 2);
            static const eng_comp_ops ops = {.kind = "bad", .tick = bad_tick};
            eng_comp c;
            eng_comp_init(&c, e, "Bad", &ops, ghz());
            eng_comp_wake(&c);
            eng_run(e);
            _exit(0);
        }
        int st;
        waitpid(pid, &st, 0);
        assert_true(WIFEXITED(st));
        assert_int_equal(WEXITSTATUS(st), 70);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(direct_is_one_cycle_per_hop_and_idle_sleeps),
        cmocka_unit_test(fan_in_is_ordered_by_plug_order),
        cmocka_unit_test(full_buffers_block_and_drain),
        cmocka_unit_test(link_has_latency_and_bandwidth),
        cmocka_unit_test(link_ring_grows_in_order),
        cmocka_unit_test(link_rejects_bad_config),
        cmocka_unit_test(chan_has_latency_and_waits_for_room),
        cmocka_unit_test(chan_rejects_zero_latency),
        cmocka_unit_test(run_until_stops_at_the_limit),
        cmocka_unit_test(scheduling_in_the_past_is_fatal),
    };
    return cmocka_run_group_tests_name("engine_ports", tests, NULL, NULL);
}
