/* The fabric alone, with raw nodes: exact latency and bandwidth of the bus
 * and of the tree against hand-computed timelines, round-robin sharing,
 * no head-of-line blocking behind a full receiver, the tree's aggregate
 * bandwidth against the bus, the tree's layout, parameters and errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ft.h"

#define MAXN 20

typedef struct rig {
    eng_engine *e;
    fabric *f;
    ft_node n[MAXN];
    uint32_t nn;
} rig;

static void rig_up(rig *r, const fabric_config *cfg, uint32_t nodes, uint32_t buf)
{
    char err[256];
    r->e = ft_engine(-1);
    r->f = fabric_build(r->e, cfg, "PCIe", err, sizeof err);
    if (!r->f)
        fail_msg("%s", err);
    r->nn = nodes;
    for (uint32_t i = 0; i < nodes; i++) {
        char name[32];
        snprintf(name, sizeof name, "Node[%u]", i);
        assert_int_equal(ft_node_init(&r->n[i], r->e, name, buf), 0);
        assert_int_equal(fabric_attach(r->f, r->n[i].port, i % cfg->endpoints, 0, err, sizeof err), 0);
    }
}

static void rig_down(rig *r)
{
    for (uint32_t i = 0; i < r->nn; i++)
        ft_node_fini(&r->n[i]);
    fabric_destroy(r->f);
    eng_destroy(r->e);
}

static fabric_config bus_cfg(uint32_t endpoints)
{
    fabric_config c = fabric_default_config();
    c.endpoints = endpoints;
    return c;
}

/* The instant bus (fabric_bus.c): the arbiter sees every port at once. */
static fabric_config instant_cfg(uint32_t endpoints)
{
    fabric_config c = bus_cfg(endpoints);
    c.bus_credit_latency = 0;
    return c;
}

static fabric_config tree_cfg(uint32_t endpoints)
{
    fabric_config c = bus_cfg(endpoints);
    c.topology = FABRIC_TREE;
    return c;
}

/* One message: sent in cycle 0, on the medium ceil(b/16) cycles, arrives
 * L cycles later, retrieved in the receiver's next cycle. */
static void bus_latency_is_serialisation_plus_latency(void **state)
{
    (void)state;
    for (int split = 0; split < 2; split++) {
    fabric_config c = split ? bus_cfg(2) : instant_cfg(2);
    assert_int_equal(c.bus_bytes_per_cycle, 16);
    assert_int_equal(c.bus_latency, 100);
    assert_int_equal(c.bus_credit_latency, split ? 50 : 0);
    rig r;
    rig_up(&r, &c, 2, 16);
    ft_node_send(&r.n[0], 0, r.n[1].port, 64);   /* a write of 64 B: 4 cycles */
    ft_node_send(&r.n[1], 1000, r.n[0].port, 80); /* a 64 B read response: 5 cycles */
    eng_run(r.e);
    assert_int_equal(r.n[1].narr, 1);
    assert_int_equal(r.n[0].narr, 1);
    printf("bus: 64 B arrives after %llu cycles, 80 B after %llu (latency 100)\n",
           (unsigned long long)r.n[1].arr[0].cycle,
           (unsigned long long)(r.n[0].arr[0].cycle - 1000));
    assert_int_equal(r.n[1].arr[0].cycle, 4 + 100 + 1);
    assert_int_equal(r.n[0].arr[0].cycle, 1000 + 5 + 100 + 1);
    fabric_link_stats l = fabric_get_link_stats(r.f, 0);
    assert_int_equal(fabric_nlinks(r.f), 1);
    assert_string_equal(l.name, "PCIe.Bus");
    assert_int_equal(l.messages, 2);
    assert_int_equal(l.bytes, 144);
    assert_int_equal(l.busy_cycles, 9);
    fabric_stats s = fabric_get_stats(r.f);
    assert_int_equal(s.messages, 2);
    assert_int_equal(s.latency_sum, 104 + 105);
    rig_down(&r);
    }
}

/* 4 senders x 10 messages of 64 B at once: the medium never idles, so the
 * last one arrives at 40 * 4 + L (+1 to be retrieved), senders take turns,
 * and utilisation is busy / elapsed. */
static void bus_is_shared_round_robin(void **state)
{
    (void)state;
    for (int split = 0; split < 2; split++) {
    fabric_config c = split ? bus_cfg(4) : instant_cfg(4);
    rig r;
    rig_up(&r, &c, 4, 16);
    for (uint32_t i = 0; i < 4; i++)
        for (int k = 0; k < 10; k++)
            ft_node_send(&r.n[i], 0, r.n[(i + 1) % 4].port, 64);
    eng_run(r.e);
    uint64_t last = 0;
    for (uint32_t i = 0; i < 4; i++) {
        assert_int_equal(r.n[i].narr, 10);
        for (size_t k = 0; k < 10; k++) {
            /* sender i's k-th message is the (4k + i)-th on the medium */
            uint64_t want = (4 * k + (i + 3) % 4 + 1) * 4 + 100 + 1;
            assert_int_equal(r.n[i].arr[k].cycle, want);
            if (r.n[i].arr[k].cycle > last)
                last = r.n[i].arr[k].cycle;
        }
    }
    assert_int_equal(last, 40 * 4 + 100 + 1);
    fabric_link_stats l = fabric_get_link_stats(r.f, 0);
    assert_int_equal(l.busy_cycles, 160);
    assert_int_equal(l.bytes, 40 * 64);
    /* utilisation is over the whole run: the split bus's last event is
     * the last freed slot reaching the arbiter, C after the last arrival */
    double u = fabric_link_utilisation(r.f, 0);
    printf("%s bus: 40 x 64 B from 4 senders done at cycle %llu, utilisation %.3f, "
           "%.2f B/cycle\n", split ? "split" : "instant", (unsigned long long)last, u,
           40.0 * 64 / (double)(last - 101));
    assert_true(split ? u > 0.5 && u < 0.55 : u > 0.55 && u <= 1.0);
    rig_down(&r);
    }
}

/* The split bus's slots at the arbiter: with bus_credits 2, a sender's
 * third message leaves its port only when the first slot comes back, C
 * cycles after the arbiter took the first: message k goes on the medium
 * at C + 2C * (k / 2) + 4 * (k % 2) and arrives 4 + (L - C) + 1 later. */
static void split_bus_sender_slots_pace(void **state)
{
    (void)state;
    fabric_config c = bus_cfg(2);
    c.bus_credits = 2;
    rig r;
    rig_up(&r, &c, 2, 16);
    for (int k = 0; k < 6; k++)
        ft_node_send(&r.n[0], 0, r.n[1].port, 64);
    eng_run(r.e);
    assert_int_equal(r.n[1].narr, 6);
    for (uint64_t k = 0; k < 6; k++)
        assert_int_equal(r.n[1].arr[k].cycle, 50 + 100 * (k / 2) + 4 * (k % 2) + 4 + 50 + 1);
    rig_down(&r);
}

/* The split bus's receive slots: a receiver with a port of 2 and rx_buf 2
 * that retrieves nothing before cycle 2000 holds 4 messages; the other
 * two wait at the arbiter until the slots freed at 2000 reach it at 2050,
 * go on the medium at 2050 and 2054, and arrive L - C later. */
static void split_bus_receiver_slots_pace(void **state)
{
    (void)state;
    fabric_config c = bus_cfg(2);
    c.rx_buf = 2;
    rig r;
    rig_up(&r, &c, 2, 2);
    r.n[1].hold_until = 2000;
    for (int k = 0; k < 6; k++)
        ft_node_send(&r.n[0], 0, r.n[1].port, 64);
    eng_run(r.e);
    assert_int_equal(r.n[1].narr, 6);
    static const uint64_t want[6] = {2000, 2000, 2001, 2001, 2105, 2109};
    for (int k = 0; k < 6; k++)
        assert_int_equal(r.n[1].arr[k].cycle, want[k]);
    rig_down(&r);
}

/* A receiver that does not retrieve fills its receive buffer; messages to
 * others still flow (no head-of-line blocking), and the held ones arrive
 * once it retrieves. */
static void full_receiver_does_not_block_others(void **state)
{
    (void)state;
    fabric_config c = bus_cfg(4);
    c.rx_buf = 2;
    rig r;
    rig_up(&r, &c, 4, 2);
    r.n[2].hold_until = 2000;
    for (int k = 0; k < 8; k++)
        ft_node_send(&r.n[0], 0, r.n[2].port, 64);
    for (int k = 0; k < 4; k++)
        ft_node_send(&r.n[1], 10, r.n[3].port, 64);
    eng_run(r.e);
    assert_int_equal(r.n[3].narr, 4);
    assert_true(r.n[3].arr[3].cycle < 500); /* rx_buf 2 over 100 cycles paces them */
    assert_int_equal(r.n[2].narr, 8);
    assert_true(r.n[2].arr[0].cycle >= 2000);
    rig_down(&r);
}

/* Tree, defaults (gen3 16 B/cycle, links 10, switches 140, fanout 4), 5
 * endpoints: EP0-3 under SW0, EP4 (the host) and SW0 under SW1. Store
 * and forward: each hop costs serialisation + link latency, each switch
 * its latency. */
static void tree_latency_matches_hops(void **state)
{
    (void)state;
    fabric_config c = tree_cfg(5);
    rig r;
    rig_up(&r, &c, 5, 16);
    assert_int_equal(fabric_nswitches(r.f), 2);
    assert_int_equal(fabric_nlinks(r.f), 2 * 6);
    assert_int_equal(fabric_link_bandwidth(r.f), 16);
    ft_node_send(&r.n[0], 0, r.n[1].port, 64);
    ft_node_send(&r.n[0], 1000, r.n[4].port, 64);
    eng_run(r.e);
    assert_int_equal(r.n[1].narr, 1);
    assert_int_equal(r.n[4].narr, 1);
    uint64_t one = r.n[1].arr[0].cycle, two = r.n[4].arr[0].cycle - 1000;
    printf("tree: 64 B over one switch %llu cycles, over two %llu\n", (unsigned long long)one,
           (unsigned long long)two);
    assert_int_equal(one, 2 * 4 + 2 * 10 + 140 + 1);
    assert_int_equal(two, 3 * 4 + 3 * 10 + 2 * 140 + 1);
    /* per-link statistics: EP0's up link carried both, SW0->EP1 one */
    bool seen_up = false, seen_down = false;
    for (uint32_t i = 0; i < fabric_nlinks(r.f); i++) {
        fabric_link_stats l = fabric_get_link_stats(r.f, i);
        if (!strcmp(l.name, "PCIe.Link[EP0->SW0]")) {
            assert_int_equal(l.messages, 2);
            assert_int_equal(l.busy_cycles, 8);
            seen_up = true;
        }
        if (!strcmp(l.name, "PCIe.Link[SW0->EP1]")) {
            assert_int_equal(l.bytes, 64);
            seen_down = true;
        }
    }
    assert_true(seen_up && seen_down);
    rig_down(&r);
}

/* Four GPUs in two talking pairs, both ways, 100 read responses (80 B)
 * each: the bus carries all 400 one after another; the tree's links work
 * in parallel. */
static uint64_t pairs_finish(const fabric_config *c, uint64_t *bytes)
{
    rig r;
    rig_up(&r, c, 4, 16);
    for (uint32_t i = 0; i < 4; i++)
        for (int k = 0; k < 100; k++)
            ft_node_send(&r.n[i], 0, r.n[i ^ 1].port, 80);
    eng_run(r.e);
    uint64_t last = 0;
    *bytes = 0;
    for (uint32_t i = 0; i < 4; i++) {
        assert_int_equal(r.n[i].narr, 100);
        for (size_t k = 0; k < r.n[i].narr; k++) {
            *bytes += r.n[i].arr[k].bytes;
            if (r.n[i].arr[k].cycle > last)
                last = r.n[i].arr[k].cycle;
        }
    }
    rig_down(&r);
    return last;
}

static void tree_beats_bus_for_parallel_pairs(void **state)
{
    (void)state;
    fabric_config bus = bus_cfg(4), tree = tree_cfg(4), tree4 = tree_cfg(4);
    tree4.generation = FABRIC_GEN4;
    uint64_t bb, tb, t4b;
    uint64_t tbus = pairs_finish(&bus, &bb), ttree = pairs_finish(&tree, &tb),
             tgen4 = pairs_finish(&tree4, &t4b);
    assert_int_equal(tbus, 400 * 5 + 100 + 1);
    /* each direction of each link carries 100 x 5 cycles back to back */
    assert_int_equal(ttree, 100 * 5 + 10 + 140 + 5 + 10 + 1);
    double gbus = (double)bb / (double)tbus, gtree = (double)tb / (double)ttree,
           g4 = (double)t4b / (double)tgen4;
    printf("aggregate bandwidth, 2 pairs both ways: bus %.1f B/cycle (%llu cycles), "
           "tree gen3 %.1f (%llu), tree gen4 %.1f (%llu)\n",
           gbus, (unsigned long long)tbus, gtree, (unsigned long long)ttree, g4,
           (unsigned long long)tgen4);
    assert_true(gtree > 2.5 * gbus);
    assert_true(g4 > 1.3 * gtree);
}

/* 16 GPUs + host, fanout 4: 4 leaf switches under one switch, which
 * sits with the host (promoted, alone at the end of its level) under
 * the root. */
static void tree_layout_scales(void **state)
{
    (void)state;
    fabric_config c = tree_cfg(17);
    rig r;
    rig_up(&r, &c, 17, 16);
    assert_int_equal(fabric_nswitches(r.f), 6);
    assert_int_equal(fabric_nlinks(r.f), 2 * (17 + 6 - 1));
    /* everyone to everyone: all arrive */
    for (uint32_t i = 0; i < 17; i++)
        for (uint32_t j = 0; j < 17; j++)
            ft_node_send(&r.n[i], j, r.n[j].port, 16 + 64 * (j % 2));
    eng_run(r.e);
    for (uint32_t i = 0; i < 17; i++)
        assert_int_equal(r.n[i].narr, 17);
    rig_down(&r);
    /* one endpoint still gets a switch */
    c = tree_cfg(1);
    rig_up(&r, &c, 1, 4);
    assert_int_equal(fabric_nswitches(r.f), 1);
    ft_node_send(&r.n[0], 0, r.n[0].port, 8);
    eng_run(r.e);
    assert_int_equal(r.n[0].narr, 1);
    rig_down(&r);
}

static void config_table_and_errors(void **state)
{
    (void)state;
    fabric_config c = fabric_default_config();
    assert_int_equal(c.topology, FABRIC_BUS);
    assert_int_equal(c.freq_hz, 1000000000ull);
    assert_int_equal(c.vcs, 2);
    assert_int_equal(c.switch_latency, 140);
    char err[256];
    assert_int_equal(param_set(&fabric_param_table, &c, "topology", "tree", err, sizeof err), 0);
    assert_int_equal(param_set(&fabric_param_table, &c, "generation", "gen4", err, sizeof err), 0);
    eng_engine *e = ft_engine(-1);
    fabric *f = fabric_build(e, &c, "PCIe", err, sizeof err);
    assert_non_null(f);
    assert_int_equal(fabric_link_bandwidth(f), 32);
    ft_node n;
    assert_int_equal(ft_node_init(&n, e, "N", 4), 0);
    assert_int_equal(fabric_attach(f, n.port, 99, 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "endpoint out of range"));
    assert_int_equal(fabric_attach(f, n.port, 0, 7, err, sizeof err), -1);
    assert_non_null(strstr(err, "virtual channel"));
    assert_int_equal(fabric_attach(f, n.port, 0, 0, err, sizeof err), 0);
    assert_int_equal(fabric_attach(f, n.port, 1, 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "already plugged"));
    ft_node_fini(&n);
    fabric_destroy(f);
    c.switch_fanout = 1;
    assert_null(fabric_build(e, &c, "PCIe", err, sizeof err));
    assert_non_null(strstr(err, "switch_fanout"));
    assert_int_equal(param_set(&fabric_param_table, &c, "topology", "ring", err, sizeof err), -1);
    c = fabric_default_config();
    c.endpoints = 0;
    assert_null(fabric_build(e, &c, "PCIe", err, sizeof err));
    /* the split bus: the arbiter must sit within half the latency */
    c = fabric_default_config();
    assert_int_equal(c.bus_credit_latency, 50);
    assert_int_equal(c.bus_credits, 64);
    assert_int_equal(param_set(&fabric_param_table, &c, "bus_credit_latency", "51", err,
                               sizeof err), 0);
    assert_null(fabric_build(e, &c, "PCIe", err, sizeof err));
    assert_non_null(strstr(err, "bus_credit_latency must be at most"));
    c.bus_latency = 101; /* 2 x 51 <= 102 */
    f = fabric_build(e, &c, "PCIe", err, sizeof err);
    assert_non_null(f);
    fabric_destroy(f);
    assert_int_equal(param_set(&fabric_param_table, &c, "bus_credits", "0", err, sizeof err), -1);
    eng_destroy(e);
}

/* The bus's take horizon (engine/conn.h: the earliest time the bus may
 * take from a port's outgoing buffer, which lets a partition with a full
 * port run on in a parallel run) against the takes of a serial run: the
 * rig is run cycle by cycle once to record when each sender's messages
 * left (its sends so far less what waits in its port), then again, asking
 * at every cycle; no port may be promised a take later than its next one
 * (a promise too late lets a parallel run diverge). Senders send bursts
 * of mixed sizes at pseudo-random cycles into ports of 3 and receive
 * buffers of 2, so heads, room and round robin all vary; with every
 * sender saturated (seed 0) the promise is exact (each port waits for
 * the others' turns). */
#define TH_CYCLES 400
static void take_horizon_rig(rig *r, uint32_t seed)
{
    fabric_config c = instant_cfg(4);
    c.rx_buf = seed ? 2 : 64;
    rig_up(r, &c, 4, 3);
    if (!seed) { /* saturated: 30 x 64 B each at cycle 0 */
        for (uint32_t i = 0; i < 4; i++)
            for (int k = 0; k < 30; k++)
                ft_node_send(&r->n[i], 0, r->n[(i + 1) % 4].port, 64);
        return;
    }
    uint32_t x = seed;
    for (uint32_t i = 0; i < 4; i++)
        for (uint64_t at = 0; at < TH_CYCLES - 150;) {
            x = x * 1103515245u + 12345u;
            at += (x >> 16) % 23;
            uint32_t burst = 1 + (x >> 8) % 4;
            for (uint32_t k = 0; k < burst; k++) {
                x = x * 1103515245u + 12345u;
                uint32_t to = (i + 1 + (x >> 16) % 3) % 4;
                ft_node_send(&r->n[i], at, r->n[to].port, 16 + (x >> 4) % 80);
            }
        }
}

static uint64_t taken(const ft_node *n)
{
    return n->next - eng_msgbuf_len(&n->port->out);
}

static void take_horizon_is_a_lower_bound(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 4; seed++) {
        rig r;
        /* the takes: cycle t took from port i when taken() grew */
        static uint64_t when[4][TH_CYCLES + 2];
        uint32_t nwhen[4] = {0};
        take_horizon_rig(&r, seed);
        eng_time period = fabric_conn(r.f)->clock.period;
        uint64_t before[4] = {0};
        for (uint64_t t = 0; t < TH_CYCLES; t++) {
            eng_run_until(r.e, t * period);
            for (uint32_t i = 0; i < 4; i++) {
                uint64_t now = taken(&r.n[i]);
                assert_true(now - before[i] <= 1); /* one take per cycle at most */
                if (now > before[i])
                    when[i][nwhen[i]++] = t;
                before[i] = now;
            }
        }
        eng_run(r.e);
        rig_down(&r);
        /* again, asking at every cycle */
        take_horizon_rig(&r, seed);
        eng_conn *bus = fabric_conn(r.f);
        uint32_t next[4] = {0}, exact = 0, asked = 0;
        for (uint64_t t = 0; t < TH_CYCLES; t++) {
            eng_run_until(r.e, t * period); /* the bus ran (t, 1): next is t + 1 */
            for (uint32_t i = 0; i < 4; i++) {
                while (next[i] < nwhen[i] && when[i][next[i]] <= t)
                    next[i]++;
                if (next[i] == nwhen[i])
                    continue;
                eng_time h = bus->ops->take_horizon(bus, r.n[i].port, (t + 1) * period);
                asked++;
                if (h > when[i][next[i]] * period)
                    fail_msg("seed %u, cycle %llu: port %u promised %llu ps, taken at cycle %llu",
                             seed, (unsigned long long)t, i, (unsigned long long)h,
                             (unsigned long long)when[i][next[i]]);
                exact += h == when[i][next[i]] * period;
            }
        }
        printf("take horizon, seed %u: %u of %u promises exact\n", seed, exact, asked);
        if (seed == 0)
            assert_int_equal(exact, asked);
        eng_run(r.e);
        rig_down(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bus_latency_is_serialisation_plus_latency),
        cmocka_unit_test(bus_is_shared_round_robin),
        cmocka_unit_test(full_receiver_does_not_block_others),
        cmocka_unit_test(split_bus_sender_slots_pace),
        cmocka_unit_test(split_bus_receiver_slots_pace),
        cmocka_unit_test(tree_latency_matches_hops),
        cmocka_unit_test(tree_beats_bus_for_parallel_pairs),
        cmocka_unit_test(tree_layout_scales),
        cmocka_unit_test(config_table_and_errors),
        cmocka_unit_test(take_horizon_is_a_lower_bound),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
