/* The page-table walker (mech/xlat/xlat.h) over an L2 bank and a
 * DRAM channel: the test writes the entries by hand into DRAM (x86-64
 * format, xlat_pt.h), asks for translations and checks the answers, the
 * reads each walk made (4 cold, 1 after the page-walk cache knows the
 * node), that every read went through the L2 (its read count and hits),
 * and a fault for a non-present entry. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_msg.h"
#include "xq.h"

static void put(dram *d, uint64_t pa, uint64_t v)
{
    uint8_t b[8];
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    assert_int_equal(dram_backdoor_write(d, pa, b, 8), 8);
}

/* VA indices (level 4, 3, 2, 1) = (1, 2, 3, 5): 0x80_8060_5000. */
#define VA_A 0x8080605000ull
#define VA_B 0x8080606000ull /* same level-1 node, index 6 */
#define VA_C 0x8080607000ull /* index 7: not present */
#define VA_D 0x8080800000ull /* level-2 index 4: a 2 MiB page */

static void walks_read_the_entries_placed(void **st)
{
    (void)st;
    eng_engine *e = xq_engine();
    xq_mem m;
    xq_mem_build(&m, e, 1);
    xlat_walk_config wc = {eng_clock_hz(1000000000), 0x100000, 4, 8, 16};
    xlat_walk *w = xlat_walk_build(e, &wc, "Walker", NULL, 0);
    assert_non_null(w);
    eng_port *l2top = cache_top_port(m.l2, 0);
    assert_int_equal(xlat_walk_set_lower(w, &l2top, 1, NULL), 0);
    xq q;
    xq_init(&q, e, "Req");
    eng_conn *c1 = eng_direct_new(e, "ReqToWalker", eng_clock_hz(1000000000));
    eng_conn *c2 = eng_direct_new(e, "WalkerToL2", eng_clock_hz(1000000000));
    eng_conn_plug(c1, q.port);
    eng_conn_plug(c1, xlat_walk_top(w));
    eng_conn_plug(c2, xlat_walk_mem(w));
    eng_conn_plug(c2, l2top);

    put(m.dram, 0x100000 + 8 * 1, 0x101000 | 3);
    put(m.dram, 0x101000 + 8 * 2, 0x102000 | 3);
    put(m.dram, 0x102000 + 8 * 3, 0x103000 | 3);
    put(m.dram, 0x102000 + 8 * 4, 0x10000000 | XLAT_PTE_PS | 3);
    put(m.dram, 0x103000 + 8 * 5, 0x12345000 | 3);
    put(m.dram, 0x103000 + 8 * 6, 0x07770000 | 1); /* read-only */

    const uint64_t va[4] = {VA_A, VA_B, VA_C, VA_D};
    for (int i = 0; i < 4; i++) {
        xlat_req r = {.hdr = {.type = XLAT_REQ, .bytes = 16}, .id = 1 + i, .va = va[i]};
        xq_add(&q, &r.hdr, sizeof r, xlat_walk_top(w), i ? 2000 + 1000 * i : 0);
    }
    eng_run(e);
    assert_int_equal(q.nans, 4);
    const xq_answer *a = xq_find_xlat(&q, 1);
    assert_non_null(a);
    assert_true(a->m.xl.ok);
    assert_int_equal(xlat_tr_pa(&a->m.xl.tr, VA_A + 0x123), 0x12345123);
    assert_int_equal(a->m.xl.tr.shift, 12);
    assert_true(a->m.xl.tr.writable);
    assert_true(a->cycle > 4 * 298); /* four DRAM round trips, one after another */
    a = xq_find_xlat(&q, 2);
    assert_true(a->m.xl.ok);
    assert_int_equal(xlat_tr_pa(&a->m.xl.tr, VA_B + 8), 0x07770008);
    assert_false(a->m.xl.tr.writable);
    a = xq_find_xlat(&q, 3);
    assert_false(a->m.xl.ok);
    a = xq_find_xlat(&q, 4);
    assert_true(a->m.xl.ok);
    assert_int_equal(a->m.xl.tr.shift, 21);
    assert_int_equal(xlat_tr_pa(&a->m.xl.tr, VA_D + 0x1abcde), 0x101abcde);

    xlat_walk_stats s = xlat_walk_get_stats(w);
    assert_int_equal(s.walks, 4);
    assert_int_equal(s.reads, 4 + 1 + 1 + 1);
    assert_int_equal(s.pwc_hits, 3);
    assert_int_equal(s.faults, 1);
    cache_stats cs = cache_get_stats(m.l2);
    assert_int_equal(cs.read_hits + cs.read_misses, 7);
    assert_int_equal(cs.read_misses, 4); /* root, L3, L2 and L1 lines */

    xq_fini(&q);
    xlat_walk_destroy(w);
    xq_mem_free(&m);
    eng_conn_destroy(c1);
    eng_conn_destroy(c2);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(walks_read_the_entries_placed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
