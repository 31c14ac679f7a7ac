/* A shootdown leaves no stale translation (xlat_msg.h's protocol): a
 * requester reads one virtual page every 25 cycles while its mapping is
 * changed under it (the entry rewritten through the L2 to another
 * physical page, then the L2 TLB and the L1 translator shot down). Every
 * read returns the bytes of the old or of the new page, never anything
 * else; every read issued after the translator's ack returns the new
 * page's; the old page's answers all come before the new page's. Without
 * the shootdown the translator keeps the old translation to the end
 * (the check above can fail). Also: a 2 MiB shootdown drops the 4 KiB
 * entries inside it, and a miss answered after a shootdown is asked
 * again, by hand on the data structures. */
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
#include "mech/xlat/xlat_tlb.h"
#include "xq.h"

#define VA 0x1000000000ull
#define PA_OLD 0x02000000ull
#define PA_NEW 0x03000000ull
#define NREADS 400

static uint64_t word_at(uint64_t pa) { return xq_word_at(pa, 0); }

typedef struct result {
    uint32_t old_pages, new_pages, other;
    uint64_t last_old_answer, first_new_answer, ack_at;
    uint32_t new_after_ack_violations;
} result;

static result run(bool do_shoot)
{
    eng_engine *e = xq_engine();
    eng_clock clk = eng_clock_hz(1000000000);
    xq_rig rig;
    xq_rig_mem(&rig, e, VA, PA_OLD);
    xq_place_page(rig.m.dram, PA_OLD, 0);
    xq_place_page(rig.m.dram, PA_NEW, 0);
    xq_rig_chain(&rig, e, clk, false, NULL);
    xlat_at *at = rig.at;
    xlat_l2 *l2 = rig.l2;
    xq *cu = &rig.cu, *writer = &rig.writer, *ctl = &rig.ctl;
    eng_port *p2 = cache_top_port(rig.m.l2, 2);
    uint64_t pte_at = rig.pte_at;

    for (uint64_t i = 0; i < NREADS; i++) {
        mem_req *r = mem_req_new(MEM_READ, VA + 8 * (i % 512), 8);
        r->id = i;
        r->hdr.bytes = mem_req_wire_bytes(r);
        xq_add(cu, &r->hdr, mem_req_bytes(MEM_READ, 8), xlat_at_top(at), 25 * i);
        free(r);
    }
    /* the new entry, written through the L2 as a migration would */
    mem_req *pw = mem_req_new(MEM_WRITE, pte_at, 8);
    uint64_t v = PA_NEW | XLAT_PTE_P | XLAT_PTE_W;
    memcpy(pw->data, &v, 8);
    mem_mask_fill(pw->mask, 8);
    pw->hdr.bytes = mem_req_wire_bytes(pw);
    xq_add(writer, &pw->hdr, mem_req_bytes(MEM_WRITE, 8), p2, 3000);
    free(pw);
    if (do_shoot) { /* the L2 TLB first, then (after its ack) the L1 */
        xlat_req s = {.hdr = {.type = XLAT_SHOOT, .bytes = 16}, .id = 1, .va = VA};
        xq_add(ctl, &s.hdr, sizeof s, xlat_l2_top(l2), 4000);
        s.id = 2;
        xq_add(ctl, &s.hdr, sizeof s, xlat_at_miss(at), 5000);
    }
    eng_run(e);

    result res = {.first_new_answer = UINT64_MAX};
    assert_int_equal(cu->nans, NREADS);
    assert_int_equal(writer->nans, 1);
    assert_int_equal(ctl->nans, do_shoot ? 2 : 0);
    for (size_t i = 0; i < ctl->nans; i++) {
        assert_int_equal(ctl->ans[i].m.hdr.type, XLAT_SHOOT_ACK);
        if (ctl->ans[i].m.xl.id == 2) res.ack_at = ctl->ans[i].cycle;
    }
    for (uint64_t i = 0; i < NREADS; i++) {
        const xq_answer *a = xq_find_mem(cu, i);
        assert_non_null(a);
        assert_true(a->m.mem.ok);
        assert_int_equal(a->m.mem.addr, VA + 8 * (i % 512));
        uint64_t got;
        memcpy(&got, a->m.mem.data, 8);
        uint64_t off = 8 * (i % 512);
        if (got == word_at(PA_OLD + off)) {
            res.old_pages++;
            if (a->cycle > res.last_old_answer) res.last_old_answer = a->cycle;
        } else if (got == word_at(PA_NEW + off)) {
            res.new_pages++;
            if (a->cycle < res.first_new_answer) res.first_new_answer = a->cycle;
        } else {
            res.other++;
        }
        if (do_shoot && 25 * i > res.ack_at && got != word_at(PA_NEW + off))
            res.new_after_ack_violations++;
    }
    xq_rig_free(&rig);
    eng_destroy(e);
    return res;
}

static void no_stale_translation_after_shootdown(void **st)
{
    (void)st;
    result r = run(true);
    assert_int_equal(r.other, 0);
    assert_true(r.ack_at > 5000);
    assert_int_equal(r.new_after_ack_violations, 0);
    assert_true(r.old_pages > 100); /* reads before the change */
    assert_true(r.new_pages > 100); /* and after */
    assert_true(r.last_old_answer < r.first_new_answer);
    assert_int_equal(r.old_pages + r.new_pages, NREADS);
}

static void without_shootdown_the_old_page_stays(void **st)
{
    (void)st;
    result r = run(false);
    assert_int_equal(r.other, 0);
    assert_int_equal(r.old_pages, NREADS);
}

static void shootdown_by_hand(void **st)
{
    (void)st;
    xlat_tlb t;
    xlat_tr tr = {.va_page = 0x40200000, .pa_page = 0x1000, .shift = 12, .writable = true};
    assert_int_equal(xlat_tlb_init(&t, 4, 4), 0);
    xlat_tlb_insert(&t, &tr);
    tr.va_page = 0x403ff000;
    xlat_tlb_insert(&t, &tr);
    tr.va_page = 0x40400000;
    xlat_tlb_insert(&t, &tr);
    assert_int_equal(xlat_tlb_shoot_range(&t, 0x40200000, 1u << 21), 2);
    assert_true(xlat_tlb_lookup(&t, 0x40400000, &tr));
    xlat_tlb_fini(&t);
    xlat_mshr m;
    uint64_t out[4];
    assert_int_equal(xlat_mshr_init(&m, 4, 4), 0);
    xlat_mshr_add(&m, 0x5000, 1);
    xlat_mshr_add(&m, 0x9000, 2);
    assert_int_equal(xlat_mshr_mark_stale(&m, 0x5000, 0x1000), 1);
    assert_false(xlat_mshr_unstale(&m, 0x9000));
    assert_true(xlat_mshr_unstale(&m, 0x5000));  /* asked again, waiter kept */
    assert_false(xlat_mshr_unstale(&m, 0x5000)); /* the new answer is good */
    assert_int_equal(xlat_mshr_take(&m, 0x5000, out), 1);
    assert_int_equal(out[0], 1);
    xlat_mshr_fini(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(no_stale_translation_after_shootdown),
        cmocka_unit_test(without_shootdown_the_old_page_stays),
        cmocka_unit_test(shootdown_by_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
