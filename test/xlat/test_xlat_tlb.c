/* The TLB and its miss table by hand (mech/xlat/xlat_tlb.h):
 * hits and misses, LRU inside a set, 2 MiB entries, shootdown, and the
 * miss table's new / merged / full answers and waiter order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "mech/xlat/xlat_tlb.h"

static xlat_tr page(uint64_t va, uint64_t pa, uint8_t shift)
{
    return (xlat_tr){.va_page = va, .pa_page = pa, .shift = shift, .writable = true};
}

/* Inserts a page; true when a valid entry was evicted. */
static bool put(xlat_tlb *t, uint64_t va, uint64_t pa, uint8_t shift)
{
    xlat_tr tr = page(va, pa, shift);
    return xlat_tlb_insert(t, &tr);
}

static void hit_miss_lru(void **st)
{
    (void)st;
    xlat_tlb t;
    xlat_tr tr;
    assert_int_equal(xlat_tlb_init(&t, 3, 2), -1);
    assert_int_equal(xlat_tlb_init(&t, 2, 2), 0);
    /* pages 0, 2, 4 share set 0; 1 is in set 1 */
    assert_false(xlat_tlb_lookup(&t, 0x0000, &tr));
    assert_false(put(&t, 0x0000, 0xa000, 12));
    assert_false(put(&t, 0x2000, 0xb000, 12));
    assert_false(put(&t, 0x1000, 0xc000, 12));
    assert_true(xlat_tlb_lookup(&t, 0x0123, &tr));
    assert_int_equal(xlat_tr_pa(&tr, 0x0123), 0xa123);
    /* page 2 is now the LRU of set 0: page 4 evicts it, page 0 stays */
    assert_true(put(&t, 0x4000, 0xd000, 12));
    assert_false(xlat_tlb_lookup(&t, 0x2000, &tr));
    assert_true(xlat_tlb_lookup(&t, 0x0fff, &tr));
    assert_true(xlat_tlb_lookup(&t, 0x4008, &tr));
    assert_int_equal(xlat_tr_pa(&tr, 0x4008), 0xd008);
    assert_true(xlat_tlb_lookup(&t, 0x1000, &tr)); /* set 1 untouched */
    /* re-inserting a page replaces its entry, no eviction */
    assert_false(put(&t, 0x4000, 0xe000, 12));
    assert_true(xlat_tlb_lookup(&t, 0x4000, &tr));
    assert_int_equal(tr.pa_page, 0xe000);
    xlat_tlb_fini(&t);
}

static void big_pages_and_shootdown(void **st)
{
    (void)st;
    xlat_tlb t;
    xlat_tr tr;
    assert_int_equal(xlat_tlb_init(&t, 4, 2), 0);
    put(&t, 0x40200000, 0x80000000, 21);
    put(&t, 0x40000000, 0x90000000, 12);
    assert_true(xlat_tlb_lookup(&t, 0x403fffff, &tr));
    assert_int_equal(tr.shift, 21);
    assert_int_equal(xlat_tr_pa(&tr, 0x403fffff), 0x801fffff);
    assert_false(xlat_tlb_lookup(&t, 0x40400000, &tr));
    assert_true(xlat_tlb_lookup(&t, 0x40000abc, &tr));
    assert_int_equal(xlat_tlb_shoot(&t, 0x40300000), 1);
    assert_false(xlat_tlb_lookup(&t, 0x40200000, &tr));
    assert_true(xlat_tlb_lookup(&t, 0x40000000, &tr));
    assert_int_equal(xlat_tlb_shoot(&t, 0x40001000), 0);
    xlat_tlb_flush(&t);
    assert_false(xlat_tlb_lookup(&t, 0x40000000, &tr));
    xlat_tlb_fini(&t);
}

static void miss_table(void **st)
{
    (void)st;
    xlat_mshr m;
    uint64_t out[3];
    assert_int_equal(xlat_mshr_init(&m, 2, 3), 0);
    assert_int_equal(xlat_mshr_add(&m, 0x5000, 10), XLAT_MSHR_NEW);
    assert_int_equal(xlat_mshr_add(&m, 0x5ff8, 11), XLAT_MSHR_MERGED);
    assert_int_equal(xlat_mshr_add(&m, 0x6000, 20), XLAT_MSHR_NEW);
    assert_int_equal(xlat_mshr_add(&m, 0x7000, 30), XLAT_MSHR_FULL); /* no entry */
    assert_int_equal(xlat_mshr_add(&m, 0x5004, 12), XLAT_MSHR_MERGED);
    assert_int_equal(xlat_mshr_add(&m, 0x5008, 13), XLAT_MSHR_FULL); /* no waiter slot */
    assert_true(xlat_mshr_pending(&m, 0x5abc));
    assert_int_equal(xlat_mshr_take(&m, 0x5000, out), 3);
    assert_int_equal(out[0], 10);
    assert_int_equal(out[1], 11);
    assert_int_equal(out[2], 12);
    assert_false(xlat_mshr_pending(&m, 0x5000));
    assert_int_equal(xlat_mshr_take(&m, 0x5000, out), 0);
    assert_int_equal(xlat_mshr_add(&m, 0x7000, 30), XLAT_MSHR_NEW);
    assert_int_equal(xlat_mshr_take(&m, 0x6000, out), 1);
    assert_int_equal(out[0], 20);
    xlat_mshr_fini(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hit_miss_lru),
        cmocka_unit_test(big_pages_and_shootdown),
        cmocka_unit_test(miss_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
