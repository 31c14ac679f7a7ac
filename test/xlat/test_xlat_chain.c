/* L1 translator -> L2 TLB -> walker over an L2 bank and DRAM: page tables
 * built by xlat_pt into DRAM (through its backdoor), data placed at
 * physical pages that differ from the virtual ones, reads by virtual
 * address. Checks the bytes (those at the physical address), the
 * addresses and ids answered (the virtual ones), TLB hits, misses and
 * merges counted by hand, a 2 MiB page, and a fault. */
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

static uint8_t pattern(uint64_t pa) { return (uint8_t)(pa * 7 + 3); }

#define VA_SMALL 0x1000000000ull
#define PA_SMALL 0x02000000ull
#define VA_BIG 0x2000000000ull
#define PA_BIG 0x04000000ull
#define VA_NONE 0x3000000000ull

static void place(dram *d, uint64_t pa, uint64_t n)
{
    uint8_t b[256];
    for (uint64_t o = 0; o < n; o += sizeof b) {
        for (size_t i = 0; i < sizeof b; i++) b[i] = pattern(pa + o + i);
        dram_backdoor_write(d, pa + o, b, sizeof b);
    }
}

static void reads_through_translation(void **st)
{
    (void)st;
    eng_engine *e = xq_engine();
    eng_clock clk = eng_clock_hz(1000000000);
    xq_mem m;
    xq_mem_build(&m, e, 2);
    xlat_pt pt;
    xlat_mem acc = xq_dram_mem(m.dram);
    assert_int_equal(xlat_pt_init(&pt, &acc, 0x100000, 1 << 20, NULL, 0), 0);
    assert_int_equal(xlat_pt_map(&pt, VA_SMALL, PA_SMALL, XLAT_SHIFT_4K, true, NULL, 0), 0);
    assert_int_equal(xlat_pt_map(&pt, VA_BIG, PA_BIG, XLAT_SHIFT_2M, true, NULL, 0), 0);
    place(m.dram, PA_SMALL, 4096);
    place(m.dram, PA_BIG + 0x12300, 256);
    place(m.dram, PA_BIG + 0x1f0000, 256);

    xlat_at_config ac = {clk, 1, 4, 2, 4, 4, 16, 16, 1, 16, false, false};
    xlat_l2_config lc = {clk, 4, 4, 4, 4, 10, 1, 16};
    xlat_walk_config wc = {clk, pt.root, 2, 8, 16};
    xlat_at *at = xlat_at_build(e, &ac, "L1TLB", NULL, 0);
    xlat_l2 *l2 = xlat_l2_build(e, &lc, "L2TLB", NULL, 0);
    xlat_walk *w = xlat_walk_build(e, &wc, "Walker", NULL, 0);
    assert_non_null(at);
    assert_non_null(l2);
    assert_non_null(w);
    eng_port *p0 = cache_top_port(m.l2, 0), *p1 = cache_top_port(m.l2, 1);
    assert_int_equal(xlat_at_set_lower(at, &p0, 1, NULL), 0);
    assert_int_equal(xlat_walk_set_lower(w, &p1, 1, NULL), 0);
    xlat_at_set_l2(at, xlat_l2_top(l2));
    xlat_l2_set_lower(l2, xlat_walk_top(w));
    xq q;
    xq_init(&q, e, "CU");
    eng_port *pairs[5][2] = {{q.port, xlat_at_top(at)},
                             {xlat_at_bottom(at), p0},
                             {xlat_at_miss(at), xlat_l2_top(l2)},
                             {xlat_l2_bottom(l2), xlat_walk_top(w)},
                             {xlat_walk_mem(w), p1}};
    eng_conn *c[5];
    for (int i = 0; i < 5; i++) {
        c[i] = eng_direct_new(e, "Conn", clk);
        eng_conn_plug(c[i], pairs[i][0]);
        eng_conn_plug(c[i], pairs[i][1]);
    }
    const struct {
        uint64_t va, at;
    } s[] = {{VA_SMALL, 0},           {VA_SMALL + 0x40, 0},      {VA_SMALL + 0x80, 0},
             {VA_SMALL + 0x100, 4000}, {VA_BIG + 0x12340, 4000}, {VA_BIG + 0x1f0008, 8000},
             {VA_NONE + 0x10, 8000}};
    for (uint64_t i = 0; i < 7; i++) {
        mem_req *r = mem_req_new(MEM_READ, s[i].va, 8);
        r->id = 100 + i;
        r->hdr.bytes = mem_req_wire_bytes(r);
        xq_add(&q, &r->hdr, mem_req_bytes(MEM_READ, 8), xlat_at_top(at), s[i].at);
        free(r);
    }
    eng_run(e);
    assert_int_equal(q.nans, 7);
    for (uint64_t i = 0; i < 6; i++) {
        const xq_answer *a = xq_find_mem(&q, 100 + i);
        assert_non_null(a);
        assert_true(a->m.mem.ok);
        assert_int_equal(a->m.mem.addr, s[i].va);
        uint64_t pa = s[i].va >= VA_BIG ? PA_BIG + (s[i].va - VA_BIG) : PA_SMALL + (s[i].va - VA_SMALL);
        for (int k = 0; k < 8; k++) assert_int_equal(a->m.mem.data[k], pattern(pa + k));
    }
    assert_false(xq_find_mem(&q, 106)->m.mem.ok);
    xlat_tlb_stats t1 = xlat_at_get_stats(at), t2 = xlat_l2_get_stats(l2);
    assert_int_equal(t1.accesses, 7);
    assert_int_equal(t1.hits, 2);   /* VA_SMALL + 0x100, VA_BIG + 0x1f0008 */
    assert_int_equal(t1.misses, 3); /* VA_SMALL, VA_BIG, VA_NONE */
    assert_int_equal(t1.merged, 2); /* + 0x40, + 0x80 wait for the first */
    assert_int_equal(t2.accesses, 3);
    assert_int_equal(t2.misses, 3);
    xlat_walk_stats ws = xlat_walk_get_stats(w);
    assert_int_equal(ws.walks, 3);
    assert_int_equal(ws.faults, 1);
    /* the merged reads left after the first's translation, not before */
    assert_true(xq_find_mem(&q, 101)->cycle >= xq_find_mem(&q, 100)->cycle);

    xq_fini(&q);
    xlat_at_destroy(at);
    xlat_l2_destroy(l2);
    xlat_walk_destroy(w);
    xq_mem_free(&m);
    for (int i = 0; i < 5; i++) eng_conn_destroy(c[i]);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_through_translation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
