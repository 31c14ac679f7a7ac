/* Unit tests of DAB's plain-data parts: the atomic buffer (fill order,
 * fusion, the capacity test, flush plans with coalescing and offset
 * flushing), the schedulers' rings and the L2 drain's order. The checks
 * compare against orders written out by hand from the paper's rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/dab/dab.h"
#include "mech/dab/dab_buf.h"
#include "mech/dab/dab_drain.h"
#include "mech/dab/dab_sched.h"
#include "amdgpu/inst.h"

#define ADD AMDGPU_OP_flat_atomic_add
#define CAS AMDGPU_OP_flat_atomic_cmpswap
#define UMAX AMDGPU_OP_flat_atomic_umax

static dab_entry ent(uint64_t addr, uint16_t op, uint64_t src, bool ret)
{
    return (dab_entry){addr, src, 0, ret ? addr : DAB_NO_ID, op, 4, ret};
}

static void buffer_fills_in_lane_order_and_fuses(void **st)
{
    (void)st;
    dab_buf b;
    assert_int_equal(dab_buf_init(&b, 32), 0);
    /* lanes 0..7 add i to one of 3 words; fusion keeps one entry per word */
    for (uint32_t l = 0; l < 8; l++) {
        dab_entry e = ent(0x1000 + 4 * (l % 3), ADD, l, false);
        assert_int_equal(dab_buf_put(&b, &e, true), l >= 3);
    }
    assert_int_equal(b.n, 3);
    assert_int_equal(b.e[0].addr, 0x1000);
    assert_int_equal(b.e[0].src, 0 + 3 + 6);
    assert_int_equal(b.e[1].src, 1 + 4 + 7);
    assert_int_equal(b.e[2].src, 2 + 5);
    /* a different op, a returning atomic and fusion off never combine */
    dab_entry m = ent(0x1000, UMAX, 5, false), r = ent(0x1000, ADD, 1, true);
    assert_false(dab_buf_put(&b, &m, true));
    m.src = 9;
    assert_true(dab_buf_put(&b, &m, true));
    assert_int_equal(b.e[3].src, 9); /* umax of 5 and 9 */
    assert_false(dab_buf_put(&b, &r, true));
    assert_false(dab_buf_put(&b, &r, true));
    dab_entry a = ent(0x1000, ADD, 1, false);
    assert_false(dab_buf_put(&b, &a, false));
    assert_int_equal(b.n, 7);
    dab_buf_fini(&b);
}

static void capacity_test_counts_fusion_exactly(void **st)
{
    (void)st;
    dab_buf b;
    assert_int_equal(dab_buf_init(&b, 64), 0);
    dab_entry e = ent(0x40, ADD, 1, false);
    dab_buf_put(&b, &e, true);
    dab_lane l[64];
    for (int i = 0; i < 64; i++) l[i] = (dab_lane){0x40 + 4 * (uint64_t)(i % 5), ADD, 4, false};
    assert_int_equal(dab_buf_need(&b, l, 64, true), 4);   /* 0x40 is there already */
    assert_int_equal(dab_buf_need(&b, l, 64, false), 64); /* without fusion: a lane each */
    for (int i = 0; i < 64; i++) l[i].ret = true;
    assert_int_equal(dab_buf_need(&b, l, 64, true), 64);  /* returning: never fused */
    dab_buf_fini(&b);
}

static uint32_t bank_by_4k(const void *ctx, uint64_t a)
{
    (void)ctx;
    return (uint32_t)(a >> 12) % 2;
}

static void plan_coalesces_by_sector_and_offsets(void **st)
{
    (void)st;
    dab_buf b;
    dab_plan p = {0};
    assert_int_equal(dab_buf_init(&b, 32), 0);
    uint64_t addrs[] = {0x0, 0x40, 0x4, 0x1000, 0x8, 0x44};
    for (int i = 0; i < 6; i++) {
        dab_entry e = ent(addrs[i], CAS, (uint64_t)i, true);
        dab_buf_put(&b, &e, true);
    }
    dab_plan_add(&p, &b, 0, 32, bank_by_4k, NULL);
    /* sectors in order of first appearance: {0,4,8} {0x40,0x44} {0x1000} */
    assert_int_equal(p.ntx, 3);
    assert_int_equal(p.tx[0].n, 3);
    assert_int_equal(p.tx[1].n, 2);
    assert_int_equal(p.tx[2].n, 1);
    assert_int_equal(p.tx[2].bank, 1);
    uint64_t order[] = {0x0, 0x4, 0x8, 0x40, 0x44, 0x1000};
    for (int i = 0; i < 6; i++) assert_int_equal(p.ent[i].addr, order[i]);
    /* without coalescing: one per entry, in buffer order */
    dab_plan_reset(&p);
    dab_plan_add(&p, &b, 0, 0, bank_by_4k, NULL);
    assert_int_equal(p.ntx, 6);
    for (int i = 0; i < 6; i++) assert_int_equal(p.ent[p.tx[i].first].addr, addrs[i]);
    /* offset flushing starts at entry 4 and wraps */
    dab_plan_reset(&p);
    dab_plan_add(&p, &b, 4, 0, bank_by_4k, NULL);
    uint64_t rot[] = {0x8, 0x44, 0x0, 0x40, 0x4, 0x1000};
    for (int i = 0; i < 6; i++) assert_int_equal(p.ent[i].addr, rot[i]);
    dab_plan_fini(&p);
    dab_buf_fini(&b);
}

/* ---- schedulers --------------------------------------------------------- */

static uint8_t wstate[8];
static uint8_t st_fn(const void *ctx, uint32_t slot)
{
    (void)ctx;
    return wstate[slot];
}

static dab_ring ring_of(uint32_t kind, uint32_t n)
{
    dab_ring r;
    dab_ring_reset(&r, kind);
    for (uint32_t i = 0; i < n; i++) {
        dab_ring_add(&r, i);
        wstate[i] = DAB_W_RUN;
    }
    return r;
}

static void srr_is_strict_and_skips_barriers(void **st)
{
    (void)st;
    dab_ring r = ring_of(DAB_SCHED_SRR, 3);
    assert_true(dab_ring_may(&r, 0, DAB_EV_OTHER, st_fn, NULL));
    assert_false(dab_ring_may(&r, 1, DAB_EV_OTHER, st_fn, NULL)); /* ready but not its turn */
    dab_ring_issued(&r, 0, DAB_EV_OTHER, st_fn, NULL);
    assert_true(dab_ring_may(&r, 1, DAB_EV_OTHER, st_fn, NULL));
    wstate[1] = DAB_W_PARKED; /* wave 1 arrives at a barrier */
    dab_ring_issued(&r, 1, DAB_EV_BARRIER, st_fn, NULL);
    assert_true(dab_ring_may(&r, 2, DAB_EV_ATOMIC, st_fn, NULL));
    dab_ring_issued(&r, 2, DAB_EV_ATOMIC, st_fn, NULL);
    assert_true(dab_ring_may(&r, 0, DAB_EV_OTHER, st_fn, NULL)); /* 1 skipped */
}

static void gwat_passes_the_token_in_ring_order(void **st)
{
    (void)st;
    dab_ring r = ring_of(DAB_SCHED_GWAT, 3);
    /* non-atomics go freely; only the holder issues an atomic */
    assert_true(dab_ring_may(&r, 2, DAB_EV_OTHER, st_fn, NULL));
    assert_false(dab_ring_may(&r, 2, DAB_EV_ATOMIC, st_fn, NULL));
    assert_false(dab_ring_may(&r, 1, DAB_EV_ATOMIC, st_fn, NULL));
    assert_true(dab_ring_may(&r, 0, DAB_EV_ATOMIC, st_fn, NULL));
    dab_ring_issued(&r, 0, DAB_EV_ATOMIC, st_fn, NULL);
    assert_true(dab_ring_may(&r, 1, DAB_EV_ATOMIC, st_fn, NULL));
    wstate[1] = DAB_W_GONE; /* 1 ends while holding it: the token moves on */
    dab_ring_issued(&r, 1, DAB_EV_END, st_fn, NULL);
    assert_true(dab_ring_may(&r, 2, DAB_EV_ATOMIC, st_fn, NULL));
    dab_ring_issued(&r, 2, DAB_EV_ATOMIC, st_fn, NULL);
    assert_true(dab_ring_may(&r, 0, DAB_EV_ATOMIC, st_fn, NULL));
}

static void gtar_runs_rounds_when_all_stopped(void **st)
{
    (void)st;
    dab_ring r = ring_of(DAB_SCHED_GTAR, 3);
    wstate[0] = wstate[2] = DAB_W_AT;
    /* wave 1 still runs towards its atomic: no round yet */
    assert_false(dab_ring_may(&r, 0, DAB_EV_ATOMIC, st_fn, NULL));
    assert_true(dab_ring_may(&r, 1, DAB_EV_OTHER, st_fn, NULL));
    wstate[1] = DAB_W_AT;
    assert_false(dab_ring_may(&r, 2, DAB_EV_ATOMIC, st_fn, NULL)); /* round: 0, 1, 2 */
    assert_true(dab_ring_may(&r, 0, DAB_EV_ATOMIC, st_fn, NULL));
    wstate[0] = DAB_W_RUN;
    dab_ring_issued(&r, 0, DAB_EV_ATOMIC, st_fn, NULL);
    assert_true(dab_ring_may(&r, 0, DAB_EV_OTHER, st_fn, NULL)); /* 0 runs on meanwhile */
    assert_true(dab_ring_may(&r, 1, DAB_EV_ATOMIC, st_fn, NULL));
}

static void gtrr_is_greedy_then_strict(void **st)
{
    (void)st;
    dab_ring r = ring_of(DAB_SCHED_GTRR, 2);
    assert_true(dab_ring_may(&r, 1, DAB_EV_OTHER, st_fn, NULL));
    dab_ring_issued(&r, 1, DAB_EV_OTHER, st_fn, NULL);
    assert_true(dab_ring_may(&r, 1, DAB_EV_OTHER, st_fn, NULL)); /* greedy: 1 again */
    wstate[1] = DAB_W_AT;
    assert_false(dab_ring_may(&r, 1, DAB_EV_ATOMIC, st_fn, NULL)); /* 0 not there yet */
    wstate[0] = DAB_W_GONE; /* 0 ends without atomics: switch to SRR */
    assert_true(dab_ring_may(&r, 1, DAB_EV_ATOMIC, st_fn, NULL));
}

/* ---- the drain -------------------------------------------------------- */

static dab_flush_msg *fm(int type, uint32_t epoch, uint32_t src, uint32_t x, uint64_t tag)
{
    dab_flush_msg *m = calloc(1, sizeof *m);
    m->hdr.type = type, m->epoch = epoch, m->src = src;
    if (type == DAB_MSG_PREFLUSH) m->count = x;
    else {
        m->seq = x, m->n = 1;
        m->a[0] = (dab_atom){tag, 0, 0, tag, ADD, 4, false};
    }
    return m;
}

static void drain_orders_round_robin_whatever_the_arrival(void **st)
{
    (void)st;
    /* three sources announce 2, 0 and 3 transactions; they arrive shuffled */
    for (int order = 0; order < 2; order++) {
        dab_drain d;
        assert_int_equal(dab_drain_init(&d, 3), 0);
        dab_flush_msg *m[] = {fm(DAB_MSG_TXN, 0, 2, 2, 0x22), fm(DAB_MSG_PREFLUSH, 0, 2, 3, 0),
                              fm(DAB_MSG_TXN, 0, 0, 1, 0x01), fm(DAB_MSG_TXN, 0, 2, 0, 0x20),
                              fm(DAB_MSG_PREFLUSH, 0, 0, 2, 0), fm(DAB_MSG_TXN, 0, 0, 0, 0x00),
                              fm(DAB_MSG_TXN, 1, 0, 0, 0x100), /* next epoch, early */
                              fm(DAB_MSG_TXN, 0, 2, 1, 0x21), fm(DAB_MSG_PREFLUSH, 0, 1, 0, 0)};
        size_t n = sizeof m / sizeof m[0];
        for (size_t i = 0; i < n; i++) {
            size_t k = order ? n - 1 - i : i;
            if (i < n - 1 || order) dab_drain_push(&d, m[k]);
            if (!order && i < n - 1) assert_null(dab_drain_pop(&d)); /* a pre-flush missing */
        }
        if (!order) dab_drain_push(&d, m[n - 1]);
        uint64_t want[] = {0x00, 0x20, 0x01, 0x21, 0x22};
        for (int i = 0; i < 5; i++) {
            mem_req *r = dab_drain_pop(&d);
            assert_non_null(r);
            assert_int_equal(r->addr, want[i]);
            assert_int_equal(r->hdr.type, MEM_ATOMIC);
            free(r);
        }
        assert_null(dab_drain_pop(&d)); /* epoch 1 waits for its pre-flushes */
        for (uint32_t s = 0; s < 3; s++) dab_drain_push(&d, fm(DAB_MSG_PREFLUSH, 1, s, !s, 0));
        mem_req *r = dab_drain_pop(&d);
        assert_non_null(r);
        assert_int_equal(r->addr, 0x100);
        free(r);
        assert_int_equal(dab_drain_held(&d), 0);
        dab_drain_fini(&d);
    }
}

static void config_checks_name_the_problem(void **st)
{
    (void)st;
    char err[160];
    dab_config c = dab_default_config();
    assert_false(c.enable);
    assert_int_equal(c.entries, 64);
    assert_int_equal(c.sched, DAB_SCHED_GWAT);
    c.enable = true;
    assert_int_equal(dab_config_check(&c, err, sizeof err), 0);
    c.level = DAB_LEVEL_WARP, c.entries = 32;
    assert_int_equal(dab_config_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, ">= 64"));
    c.level = DAB_LEVEL_SCHED, c.entries = 64, c.sched = DAB_SCHED_GTO;
    assert_int_equal(dab_config_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "gto"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(buffer_fills_in_lane_order_and_fuses),
        cmocka_unit_test(capacity_test_counts_fusion_exactly),
        cmocka_unit_test(plan_coalesces_by_sector_and_offsets),
        cmocka_unit_test(srr_is_strict_and_skips_barriers),
        cmocka_unit_test(gwat_passes_the_token_in_ring_order),
        cmocka_unit_test(gtar_runs_rounds_when_all_stopped),
        cmocka_unit_test(gtrr_is_greedy_then_strict),
        cmocka_unit_test(drain_orders_round_robin_whatever_the_arrival),
        cmocka_unit_test(config_checks_name_the_problem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
