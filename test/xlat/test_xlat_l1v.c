/* A migration leaves no stale L1V line (xlat_at.c, cache_maint.c): a
 * requester reads one virtual page every 30 cycles through an L1
 * translator and a physically addressed L1V (write-around, as a CU's)
 * while the page moves from frame A to frame B and back, the way a fault
 * handler moves it (entry rewritten through the L2, the L2 TLB and then
 * the translator shot down, the shootdown naming the frame the
 * translation led to); between the moves the page's new bytes are
 * written into frame A through the L2, as the copy of the move back
 * writes them. Every read answered after the second ack must return the
 * new bytes. Without the invalidate (the translator not told the L1V is
 * physically addressed) the L1V still holds frame A's old lines and
 * those reads return the old bytes: the check fails.
 *
 * Also, on a cache alone: an invalidate of a range drops exactly the
 * clean lines inside it (dirty lines stay, lines outside stay), and its
 * answer comes min(lines of the range, sets) / reqs_per_cycle cycles
 * later than an invalidate of one line (cache.h's cost). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_util.h"
#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_msg.h"
#include "xq.h"

#define VA 0x1000000000ull
#define PA_A 0x02000000ull
#define PA_B 0x03000000ull
#define NREADS 1000   /* one every GAP cycles */
#define GAP 30
#define T_MOVE1 16000  /* entry -> B (the page's 512 words were read) */
#define T_NEWDATA 19000 /* frame A gets the page's new bytes */
#define T_MOVE2 21000  /* entry -> A */

static uint64_t word_at(uint64_t pa, uint64_t gen) { return xq_word_at(pa, gen); }

static void add_write(xq *q, eng_port *dst, uint64_t pa, const void *data, uint32_t n,
                      uint64_t id, uint64_t at)
{
    mem_req *w = mem_req_new(MEM_WRITE, pa, n);
    memcpy(w->data, data, n);
    mem_mask_fill(w->mask, n);
    w->id = id;
    w->hdr.bytes = mem_req_wire_bytes(w);
    xq_add(q, &w->hdr, mem_req_bytes(MEM_WRITE, n), dst, at);
    free(w);
}

/* A move of the page to frame `to`, away from frame `from`, as the fault
 * handler makes it: the entry made non-present, then the L2 TLB and then
 * the translator shot down (told the frame it mapped), then the new
 * entry. Reads in between fault (answered not ok). */
static void add_move(xq *writer, xq *ctl, eng_port *l2p, eng_port *l2tlb, eng_port *at_miss,
                     uint64_t pte_at, uint64_t to, uint64_t from, uint64_t id, uint64_t at)
{
    uint64_t v = 0;
    add_write(writer, l2p, pte_at, &v, 8, id, at);
    xlat_req s = {.hdr = {.type = XLAT_SHOOT, .bytes = 16}, .id = id, .va = VA};
    xq_add(ctl, &s.hdr, sizeof s, l2tlb, at + 500);
    s.id = id + 1;
    s.flags = XLAT_F_FRAME;
    s.pa = from;
    xq_add(ctl, &s.hdr, sizeof s, at_miss, at + 1000);
    v = to | XLAT_PTE_P | XLAT_PTE_W;
    add_write(writer, l2p, pte_at, &v, 8, id + 2, at + 2500);
}

typedef struct result {
    uint32_t stale_after_ack, new_after_ack, other, faulted;
    uint64_t b_lines; /* bit k: a read returned line k of frame B */
    uint64_t ack2_at;
    xlat_inval_stats inv;
    cache_stats l1v;
} result;

static result run(bool inval)
{
    eng_engine *e = xq_engine();
    eng_clock clk = eng_clock_hz(1000000000);
    xq_rig rig;
    xq_rig_mem(&rig, e, VA, PA_A);
    xq_place_page(rig.m.dram, PA_A, 0);
    xq_place_page(rig.m.dram, PA_B, 0);

    cache_config vc = cache_l1v_default_config();
    char err[256];
    cache *l1v = cache_build(e, &vc, "L1V", err, sizeof err);
    assert_non_null(l1v);
    eng_port *p0 = cache_top_port(rig.m.l2, 0), *p2 = cache_top_port(rig.m.l2, 2);
    assert_int_equal(cache_set_lower(l1v, &p0, 1, NULL, err, sizeof err), 0);
    xq_rig_chain(&rig, e, clk, inval, cache_top_port(l1v, 0));
    xq_rig_link(&rig, e, clk, cache_bottom_port(l1v), p0);
    xlat_at *at = rig.at;
    xlat_l2 *l2 = rig.l2;
    xq *cu = &rig.cu, *writer = &rig.writer, *ctl = &rig.ctl;
    uint64_t pte_at = rig.pte_at;

    for (uint64_t i = 0; i < NREADS; i++) {
        mem_req *r = mem_req_new(MEM_READ, VA + 8 * (i % 512), 8);
        r->id = i;
        r->hdr.bytes = mem_req_wire_bytes(r);
        xq_add(cu, &r->hdr, mem_req_bytes(MEM_READ, 8), xlat_at_top(at), GAP * i);
        free(r);
    }
    add_move(writer, ctl, p2, xlat_l2_top(l2), xlat_at_miss(at), pte_at, PA_B, PA_A, 10,
             T_MOVE1);
    for (uint64_t o = 0; o < 4096; o += 64) { /* the move back's copy into frame A */
        uint64_t line[8];
        for (int k = 0; k < 8; k++) line[k] = word_at(PA_A + o + 8 * (uint64_t)k, 1);
        add_write(writer, p2, PA_A + o, line, 64, 100 + o / 64, T_NEWDATA + o / 64);
    }
    add_move(writer, ctl, p2, xlat_l2_top(l2), xlat_at_miss(at), pte_at, PA_A, PA_B, 20,
             T_MOVE2);
    eng_run(e);

    result res = {0};
    assert_int_equal(cu->nans, NREADS);
    assert_int_equal(writer->nans, 4 + 64);
    assert_int_equal(ctl->nans, 4);
    for (size_t i = 0; i < ctl->nans; i++) {
        assert_int_equal(ctl->ans[i].m.hdr.type, XLAT_SHOOT_ACK);
        if (ctl->ans[i].m.xl.id == 21) res.ack2_at = ctl->ans[i].cycle;
    }
    assert_true(res.ack2_at > T_MOVE2 + 1000 && res.ack2_at < T_MOVE2 + 2500);
    for (uint64_t i = 0; i < NREADS; i++) {
        const xq_answer *a = xq_find_mem(cu, i);
        assert_non_null(a);
        if (!a->m.mem.ok) { /* between a move's unmap and its new entry */
            bool in1 = a->cycle >= T_MOVE1 && a->cycle < T_MOVE1 + 3000;
            bool in2 = a->cycle >= T_MOVE2 && a->cycle < T_MOVE2 + 3000;
            if (!in1 && !in2) res.other++;
            res.faulted++;
            continue;
        }
        uint64_t got, off = 8 * (i % 512);
        memcpy(&got, a->m.mem.data, 8);
        if (got != word_at(PA_A + off, 0) && got != word_at(PA_A + off, 1) &&
            got != word_at(PA_B + off, 0))
            res.other++;
        if (got == word_at(PA_B + off, 0)) res.b_lines |= 1ull << (off / 64);
        if (a->cycle <= res.ack2_at) continue;
        if (got == word_at(PA_A + off, 1)) res.new_after_ack++;
        else res.stale_after_ack++;
    }
    res.inv = xlat_at_get_inval_stats(at);
    res.l1v = cache_get_stats(l1v);
    xq_rig_free(&rig);
    cache_destroy(l1v);
    eng_destroy(e);
    return res;
}

static void no_stale_line_after_moves(void **st)
{
    (void)st;
    result r = run(true);
    assert_int_equal(r.other, 0);
    assert_true(r.faulted > 0); /* reads met both moves */
    assert_int_equal(r.stale_after_ack, 0);
    assert_true(r.new_after_ack > 100);
    /* two moves, each dropping the lines of the frame left: all 64 of A
     * (the first pass read every line), those of B read in between */
    assert_int_equal(r.inv.invals, 2);
    assert_int_equal(r.l1v.range_invalidates, 2);
    assert_true(r.b_lines != 0);
    assert_int_equal(r.l1v.range_lines_dropped, 64 + (uint64_t)__builtin_popcountll(r.b_lines));
    /* 64 probes, one a cycle (reqs_per_cycle 1): the walk of each */
    assert_int_equal(r.l1v.range_walk_cycles, 2 * 64);
    assert_true(r.inv.cycles >= 2 * 64);
}

static void without_invalidate_the_old_lines_stay(void **st)
{
    (void)st;
    result r = run(false);
    assert_int_equal(r.other, 0);
    assert_true(r.stale_after_ack > 100); /* frame A's old lines hit */
    assert_int_equal(r.inv.invals, 0);
    assert_int_equal(r.l1v.range_invalidates, 0);
}

/* ---- the cache's range invalidate alone -------------------------------- */

typedef struct inv_case {
    uint64_t answer_at; /* of the invalidate */
    cache_stats st;
    bool hit[4];        /* re-reads of the probe lines hit */
} inv_case;

/* A write-back cache shaped like the L1V (64 sets x 4 ways of 64 B
 * lines; write-back so that a line can be dirty) holding two pages'
 * lines, one of them dirty, is sent an invalidate of [base, base + n) at
 * cycle 5000; probe lines are read again after it. */
static inv_case inv_run(uint64_t base, uint32_t n, uint32_t rpc)
{
    eng_engine *e = xq_engine();
    eng_clock clk = eng_clock_hz(1000000000);
    xq_mem m;
    xq_mem_build(&m, e, 1);
    cache_config cc = cache_l1v_default_config();
    cc.policy = CACHE_WRITEBACK;
    cc.reqs_per_cycle = rpc;
    char err[256];
    cache *c = cache_build(e, &cc, "C", err, sizeof err);
    assert_non_null(c);
    eng_port *p0 = cache_top_port(m.l2, 0);
    assert_int_equal(cache_set_lower(c, &p0, 1, NULL, err, sizeof err), 0);
    xq q;
    xq_init(&q, e, "Req");
    eng_conn *c1 = eng_direct_new(e, "Up", clk), *c2 = eng_direct_new(e, "Down", clk);
    eng_conn_plug(c1, q.port);
    eng_conn_plug(c1, cache_top_port(c, 0));
    eng_conn_plug(c2, cache_bottom_port(c));
    eng_conn_plug(c2, p0);
    eng_port *top = cache_top_port(c, 0);
    /* lines 0x10000.. (one 4 KiB page: sets 0..63) and 0x20000.. (a second
     * page on the same sets) */
    for (uint64_t i = 0; i < 64; i++) {
        mem_req *r = mem_req_new(MEM_READ, 0x10000 + 64 * i, 8);
        r->id = i;
        xq_add(&q, &r->hdr, mem_req_bytes(MEM_READ, 8), top, 10 * i);
        r->addr = 0x20000 + 64 * i;
        r->id = 100 + i;
        xq_add(&q, &r->hdr, mem_req_bytes(MEM_READ, 8), top, 10 * i + 5);
        free(r);
    }
    uint64_t v = 7; /* line 0x10040 dirty */
    mem_req *w = mem_req_new(MEM_WRITE, 0x10040, 8);
    memcpy(w->data, &v, 8);
    mem_mask_fill(w->mask, 8);
    w->id = 300;
    xq_add(&q, &w->hdr, mem_req_bytes(MEM_WRITE, 8), top, 4000);
    free(w);
    mem_req *inv = mem_req_new(MEM_INVALIDATE, base, n);
    inv->id = 400;
    xq_add(&q, &inv->hdr, mem_req_bytes(MEM_INVALIDATE, n), top, 5000);
    free(inv);
    const uint64_t probe[4] = {0x10000, 0x10040, 0x10fc0, 0x20000};
    for (int k = 0; k < 4; k++) {
        mem_req *r = mem_req_new(MEM_READ, probe[k], 8);
        r->id = 500 + (uint64_t)k;
        xq_add(&q, &r->hdr, mem_req_bytes(MEM_READ, 8), top, 6000 + 10 * (uint64_t)k);
        free(r);
    }
    eng_run(e);
    inv_case res = {0};
    const xq_answer *a = xq_find_mem(&q, 400);
    assert_non_null(a);
    assert_true(a->m.mem.ok);
    res.answer_at = a->cycle;
    res.st = cache_get_stats(c);
    for (int k = 0; k < 4; k++) {
        const xq_answer *p = xq_find_mem(&q, 500 + (uint64_t)k);
        assert_non_null(p);
        /* a hit answers tag + data latency after it was sent */
        res.hit[k] = p->cycle - (6000 + 10 * (uint64_t)k) <= cc.tag_latency + cc.data_latency + 2;
    }
    xq_fini(&q);
    cache_destroy(c);
    xq_mem_free(&m);
    eng_conn_destroy(c1), eng_conn_destroy(c2);
    eng_destroy(e);
    return res;
}

static void range_invalidate_drops_the_range(void **st)
{
    (void)st;
    inv_case r = inv_run(0x10000, 4096, 1);
    /* the page's 64 lines but the dirty one; the other page stays */
    assert_int_equal(r.st.range_invalidates, 1);
    assert_int_equal(r.st.range_lines_dropped, 63);
    assert_int_equal(r.st.range_walk_cycles, 64);
    assert_int_equal(r.st.invalidates, 0);
    assert_false(r.hit[0]); /* dropped */
    assert_true(r.hit[1]);  /* dirty: kept */
    assert_false(r.hit[2]); /* the range's last line */
    assert_true(r.hit[3]);  /* outside */
}

static void range_invalidate_costs_its_walk(void **st)
{
    (void)st;
    inv_case one = inv_run(0x10000, 8, 1);     /* one line: one probe */
    inv_case page = inv_run(0x10000, 4096, 1); /* 64 lines: 64 probes */
    inv_case page2 = inv_run(0x10000, 4096, 2); /* two probes a cycle */
    inv_case big = inv_run(0, 1u << 21, 1);    /* 32 768 lines: every set, 64 */
    assert_int_equal(one.st.range_lines_dropped, 1);
    assert_int_equal(big.st.range_lines_dropped, 127); /* all but the dirty line */
    assert_int_equal(page.answer_at - one.answer_at, 63);
    assert_int_equal(page2.answer_at - one.answer_at, 31);
    assert_int_equal(big.answer_at, page.answer_at);
    assert_int_equal(big.st.range_walk_cycles, 64);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(no_stale_line_after_moves),
        cmocka_unit_test(without_invalidate_the_old_lines_stay),
        cmocka_unit_test(range_invalidate_drops_the_range),
        cmocka_unit_test(range_invalidate_costs_its_walk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
