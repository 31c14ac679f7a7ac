/* The gfx940 cache-policy bits on requests (mem_req.policy, MEM_POL_*) and
 * what a cache with policy_bits does with them (cache.h): in the L1V an
 * agent/system-scope read misses on a hit, drops the copy and allocates
 * nothing, a non-temporal miss allocates nothing; in the L2 a system-scope
 * write reaches DRAM at once without allocating, a non-temporal miss
 * allocates nothing. Each is checked against the same requests without the
 * key (the bits ignored: the behaviour of every cache before, and of
 * gfx803 code, whose requests carry no bits), against DRAM's contents read
 * behind the caches' backs, and against the L1V hit latency. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_util.h"
#include "hier.h"
#include "mem_test.h"

#define BASE (1ull << 30)

static void read_pol(requester *q, uint64_t addr, unsigned pol, uint64_t at)
{
    mem_req r = {.hdr.type = MEM_READ, .addr = addr, .size = 4};
    r.policy = pol & 7u;
    rq_add(q, &r, NULL, at);
}

static void write_pol(requester *q, uint64_t addr, uint32_t v, unsigned pol, uint64_t at)
{
    mem_req w = {.hdr.type = MEM_WRITE, .addr = addr, .size = 4};
    w.policy = pol & 7u;
    memcpy(w.data, &v, 4);
    mem_mask_fill(w.mask, 4);
    rq_add(q, &w, NULL, at);
}

static uint32_t u32_of(const rq_result *r)
{
    uint32_t v;
    memcpy(&v, r->rsp.data, 4);
    return v;
}

static void build(hier *h, eng_engine *e, bool l1_bits, bool l2_bits, bool l1_bypass)
{
    hier_config hc = hier_default_config(1, 1);
    hc.l1.policy_bits = l1_bits;
    hc.l2.policy_bits = l2_bits;
    if (l1_bypass) hc.l1.policy = CACHE_BYPASS;
    assert_int_equal(hier_build(h, e, &hc), 0);
    h->cu[0].serial = true;
}

/* read, scoped read (sc1: agent; sc0 sc1: system), plain read again */
static void l1v_scoped_read_misses_and_evicts(void **st)
{
    (void)st;
    static const unsigned scope[] = {MEM_POL_SC1, MEM_POL_SC0 | MEM_POL_SC1, MEM_POL_SC0};
    for (int s = 0; s < 3; s++)
        for (int on = 0; on < 2; on++) {
            eng_engine *e = mt_engine(-1);
            hier h;
            build(&h, e, on, false, false);
            requester *q = &h.cu[0];
            read_pol(q, BASE + 256, 0, 0);
            read_pol(q, BASE + 260, scope[s], 0);
            read_pol(q, BASE + 264, 0, 0);
            eng_run(e);
            assert_int_equal(q->nres, 3);
            cache_stats l1 = cache_get_stats(h.l1[0]);
            /* work-group scope (sc0 alone) is served by the L1V as before */
            bool forced = on && (scope[s] & MEM_POL_SC1);
            assert_int_equal(l1.read_misses, forced ? 3 : 1);
            assert_int_equal(l1.read_hits, forced ? 0 : 2);
            assert_int_equal(l1.fills, forced ? 2 : 1);
            uint64_t hit = 2 + h.cfg.l1.tag_latency + h.cfg.l1.data_latency;
            uint64_t rt = q->res[1].recv - q->res[1].sent;
            if (forced) assert_true(rt > hit + h.cfg.l2.tag_latency);
            else assert_int_equal(rt, hit);
            hier_free(&h);
            eng_destroy(e);
        }
}

/* a scoped read sees what another CU wrote below: with the key the L1V's
 * stale copy is not used */
static void l1v_scoped_read_sees_the_l2(void **st)
{
    (void)st;
    for (int on = 0; on < 2; on++) {
        eng_engine *e = mt_engine(-1);
        hier_config hc = hier_default_config(2, 1);
        hc.l1.policy_bits = on;
        hier h;
        assert_int_equal(hier_build(&h, e, &hc), 0);
        h.cu[0].serial = h.cu[1].serial = true;
        read_pol(&h.cu[0], BASE + 512, 0, 0); /* CU 0 caches 0 */
        eng_run(e);
        write_pol(&h.cu[1], BASE + 512, 0x5a5a, 0, 0); /* CU 1 writes past it */
        eng_run(e);
        read_pol(&h.cu[0], BASE + 512, MEM_POL_SC1, 0);
        eng_run(e);
        assert_int_equal(h.cu[0].nres, 2);
        assert_int_equal(u32_of(&h.cu[0].res[1]), on ? 0x5a5a : 0);
        hier_free(&h);
        eng_destroy(e);
    }
}

/* a non-temporal read miss allocates nothing (L1V and L2); a hit still hits */
static void nt_miss_allocates_nothing(void **st)
{
    (void)st;
    for (int lvl = 0; lvl < 2; lvl++)
        for (int on = 0; on < 2; on++) {
            eng_engine *e = mt_engine(-1);
            hier h;
            build(&h, e, lvl == 0 && on, lvl == 1 && on, lvl == 1);
            requester *q = &h.cu[0];
            read_pol(q, BASE + 1024, MEM_POL_NT, 0);
            read_pol(q, BASE + 1028, 0, 0);
            read_pol(q, BASE + 1032, MEM_POL_NT, 0);
            eng_run(e);
            cache_stats s = cache_get_stats(lvl ? h.l2[0] : h.l1[0]);
            assert_int_equal(s.read_misses, on ? 2 : 1);
            assert_int_equal(s.read_hits, on ? 1 : 2);
            assert_int_equal(s.fills, 1);
            hier_free(&h);
            eng_destroy(e);
        }
}

/* L2: a system-scope write is in DRAM when acknowledged, and allocates
 * nothing; agent scope (sc1) stays write-back; so does everything without
 * the key */
static void l2_system_scope_write_goes_through(void **st)
{
    (void)st;
    static const unsigned pol[] = {MEM_POL_SC0 | MEM_POL_SC1, MEM_POL_SC1, MEM_POL_NT};
    for (int p = 0; p < 3; p++)
        for (int on = 0; on < 2; on++) {
            eng_engine *e = mt_engine(-1);
            hier h;
            build(&h, e, false, on, true);
            requester *q = &h.cu[0];
            write_pol(q, BASE + 2048, 0xc0ffee, pol[p], 0);
            eng_run(e);
            uint32_t v = 0;
            dram_backdoor_read(h.dram[0], BASE + 2048, &v, 4);
            bool through = on && pol[p] != MEM_POL_SC1;
            assert_int_equal(v, through ? 0xc0ffee : 0);
            assert_int_equal(dram_get_stats(h.dram[0]).writes, through ? 1 : 0);
            /* the next read finds the line in the L2 only if it was allocated */
            read_pol(q, BASE + 2048, 0, 0);
            eng_run(e);
            assert_int_equal(u32_of(&q->res[1]), 0xc0ffee);
            cache_stats s = cache_get_stats(h.l2[0]);
            assert_int_equal(s.read_hits, through ? 0 : 1);
            hier_free(&h);
            eng_destroy(e);
        }
    /* a system-scope write to a present dirty line: both bytes reach DRAM
     * at the next flush, the written one at once */
    eng_engine *e = mt_engine(-1);
    hier h;
    build(&h, e, false, true, true);
    requester *q = &h.cu[0];
    write_pol(q, BASE + 4096, 1, 0, 0);
    write_pol(q, BASE + 4100, 2, MEM_POL_SC0 | MEM_POL_SC1, 0);
    eng_run(e);
    uint32_t v[2] = {0, 0};
    dram_backdoor_read(h.dram[0], BASE + 4096, v, 8);
    assert_int_equal(v[0], 0);
    assert_int_equal(v[1], 2);
    rq_flush(&h.l2_ctl, MEM_FLUSH, cache_top_port(h.l2[0], 0), 0);
    eng_run(e);
    dram_backdoor_read(h.dram[0], BASE + 4096, v, 8);
    assert_int_equal(v[0], 1);
    assert_int_equal(v[1], 2);
    hier_free(&h);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(l1v_scoped_read_misses_and_evicts),
                                   cmocka_unit_test(l1v_scoped_read_sees_the_l2),
                                   cmocka_unit_test(nt_miss_allocates_nothing),
                                   cmocka_unit_test(l2_system_scope_write_goes_through)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
