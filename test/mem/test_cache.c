/* The caches in the hierarchy of hier.h: exact L2 hit and miss latencies
 * (L1V disabled, as ROCm runs the R9 Nano) and L1V hit latency, MSHR
 * merging, dirty evictions, flush and invalidate by message, atomics at
 * the L2, non-coherent L1s, a read-only cache shared by four requesters,
 * idle sleeping, and config errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_util.h"
#include "amdgpu/inst.h"
#include "hier.h"
#include "mem_test.h"

#define BASE (1ull << 30)

static uint64_t rt(const requester *q, size_t i)
{
    return q->res[i].recv - q->res[i].sent;
}

static void write_u32(requester *q, uint64_t addr, uint32_t v, uint64_t at)
{
    mem_req w = {.hdr.type = MEM_WRITE, .addr = addr, .size = 4};
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

/* One CU and one bank with the L1V bypassed: the L2 and the forwarding
 * L1 alone; returns the CU's requester. */
static requester *bypassed_l1(eng_engine *e, hier *h)
{
    hier_config hc = hier_default_config(1, 1);
    hc.l1.policy = CACHE_BYPASS;
    assert_int_equal(hier_build(h, e, &hc), 0);
    return &h->cu[0];
}

/* One CU, one bank, L1V bypassed: read a line (L2 miss, closed DRAM row),
 * read it again (L2 hit), read the next line (L2 miss, open row). */
static void l2_hit_and_miss_latencies_are_exact(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier h;
    requester *q = bypassed_l1(e, &h);
    q->serial = true;
    rq_read(q, BASE, 64, NULL, 0);
    rq_read(q, BASE + 8, 4, NULL, 0);
    rq_read(q, BASE + 64, 64, NULL, 0);
    eng_run(e);
    assert_int_equal(q->nres, 3);
    const cache_config *l2 = &h.cfg.l2;
    const dram_config *d = &h.cfg.dram;
    /* CU -> L1 -> L2 and back: four direct hops; the bypass adds none */
    uint64_t hit = 4 + l2->tag_latency + l2->data_latency;
    uint64_t dram_hit = d->ctrl_latency + d->t_cl + 1; /* 64 B = one bus cycle */
    uint64_t miss_open = hit + 2 + dram_hit, miss_closed = miss_open + d->t_rcd;
    printf("R9 Nano defaults, requester to requester: L2 hit %llu, L2 miss %llu (closed row),"
           " %llu (open row) cycles\n",
           (unsigned long long)rt(q, 1), (unsigned long long)rt(q, 0),
           (unsigned long long)rt(q, 2));
    assert_int_equal(rt(q, 0), miss_closed);
    assert_int_equal(rt(q, 1), hit);
    assert_int_equal(rt(q, 2), miss_open);
    cache_stats s = cache_get_stats(h.l2[0]);
    assert_int_equal(s.read_misses, 2);
    assert_int_equal(s.read_hits, 1);
    /* the L2's own view: arrival to answer, two hops fewer each way */
    double own = (double)(rt(q, 0) + rt(q, 1) + rt(q, 2) - 3 * 4) / 3;
    assert_true(cache_stats_avg_latency(&s) == own);
    assert_int_equal(cache_get_stats(h.l1[0]).forwards, 3);
    /* the default budget: an L2 hit leaves ~40 cycles for the CU's own
     * pipeline (145 on hardware); a miss is then ~460 */
    assert_in_range(hit, 95, 110);
    assert_in_range(miss_open - hit, 300, 330);
    /* the L2 slept through the DRAM access and the pipeline latencies: a
     * tick per stage a request passes and one more to find nothing to do,
     * whatever the latencies are */
    printf("ticks: L1 %llu, L2 %llu, DRAM %llu\n",
           (unsigned long long)cache_comp(h.l1[0])->ticks,
           (unsigned long long)cache_comp(h.l2[0])->ticks,
           (unsigned long long)dram_comp(h.dram[0])->ticks);
    assert_true(cache_comp(h.l2[0])->ticks <= 3 * 8);
    assert_true(cache_comp(h.l1[0])->ticks <= 3 * 4);
    assert_int_equal(eng_pending(e), 0);
    hier_free(&h);
    eng_destroy(e);
}

static void l1v_hit_latency_is_exact(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(1, 1);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *q = &h.cu[0];
    q->serial = true;
    rq_read(q, BASE + 128, 64, NULL, 0);
    rq_read(q, BASE + 132, 8, NULL, 0);
    eng_run(e);
    uint64_t l1hit = 2 + hc.l1.tag_latency + hc.l1.data_latency;
    printf("L1V hit %llu cycles, L1V+L2 miss %llu cycles\n", (unsigned long long)rt(q, 1),
           (unsigned long long)rt(q, 0));
    assert_int_equal(rt(q, 1), l1hit);
    cache_stats s = cache_get_stats(h.l1[0]);
    assert_int_equal(s.read_misses, 1);
    assert_int_equal(s.read_hits, 1);
    hier_free(&h);
    eng_destroy(e);
}

/* Four reads of one line in four cycles: one miss, three MSHR hits, one
 * DRAM read; the answers leave in order, one per cycle after the fill. */
static void mshr_merges_same_line_misses(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(1, 1);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *q = &h.cu[0];
    for (uint64_t i = 0; i < 4; i++)
        rq_read(q, BASE + 4096 + 16 * i, 16, NULL, i);
    eng_run(e);
    assert_int_equal(q->nres, 4);
    for (size_t i = 0; i < 4; i++)
        assert_int_equal(q->res[i].rsp.addr, BASE + 4096 + 16 * i);
    cache_stats l1 = cache_get_stats(h.l1[0]), l2 = cache_get_stats(h.l2[0]);
    assert_int_equal(l1.read_misses, 1);
    assert_int_equal(l1.mshr_hits, 3);
    assert_int_equal(l2.read_misses, 1);
    assert_int_equal(dram_get_stats(h.dram[0]).reads, 1);
    hier_free(&h);
    eng_destroy(e);
}

/* A 2-way, 1-set L2: the third dirty line evicts the first, which is
 * written back; reading it again brings the written value from DRAM.
 * A flush writes the remaining dirty lines; DRAM then holds them all. */
static void dirty_eviction_and_flush_write_back(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(1, 1);
    hc.l1.policy = CACHE_BYPASS;
    hc.l2.size_bytes = 128;
    hc.l2.ways = 2;
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *q = &h.cu[0];
    q->serial = true;
    for (uint32_t i = 0; i < 3; i++)
        write_u32(q, BASE + 64 * i, 0xa0 + i, 0);
    rq_read(q, BASE, 4, NULL, 0);
    eng_run(e);
    assert_int_equal(u32_of(&q->res[3]), 0xa0);
    cache_stats s = cache_get_stats(h.l2[0]);
    assert_int_equal(s.write_misses, 3);
    assert_int_equal(s.evictions, 2);   /* line 0 for line 2, then line 1 for line 0 */
    assert_int_equal(s.writebacks, 2);
    assert_int_equal(dram_get_stats(h.dram[0]).writes, 2);
    /* line 2 is dirty in the L2 only */
    uint32_t v = 0;
    dram_backdoor_read(h.dram[0], BASE + 128, &v, 4);
    assert_int_equal(v, 0);
    rq_flush(&h.l2_ctl, MEM_FLUSH, cache_top_port(h.l2[0], 0), 0);
    eng_run(e);
    assert_int_equal(h.l2_ctl.nres, 1);
    assert_true(h.l2_ctl.res[0].rsp.ok);
    assert_int_equal(h.l2_ctl.res[0].rsp.req_type, MEM_FLUSH);
    for (uint32_t i = 0; i < 3; i++) {
        h.dram_ctl.serial = true;
        rq_read(&h.dram_ctl, BASE + 64 * i, 4, dram_port(h.dram[0]), 0);
    }
    eng_run(e);
    for (uint32_t i = 0; i < 3; i++)
        assert_int_equal(u32_of(&h.dram_ctl.res[i]), 0xa0 + i);
    assert_int_equal(cache_get_stats(h.l2[0]).flushes, 1);
    /* a second flush finds nothing dirty */
    uint64_t wb = cache_get_stats(h.l2[0]).writebacks;
    rq_flush(&h.l2_ctl, MEM_FLUSH, cache_top_port(h.l2[0], 0), 0);
    eng_run(e);
    assert_int_equal(cache_get_stats(h.l2[0]).writebacks, wb);
    hier_free(&h);
    eng_destroy(e);
}

static void atomics_are_performed_at_the_l2(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(1, 1);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *q = &h.cu[0];
    q->serial = true;
    write_u32(q, BASE + 256, 40, 0);
    rq_read(q, BASE + 256, 4, NULL, 0); /* now in the L1V too */
    mem_req a = {.hdr.type = MEM_ATOMIC, .addr = BASE + 256, .size = 4,
                 .atomic_op = AMDGPU_OP_flat_atomic_add, .src = 2, .return_old = true};
    rq_add(q, &a, NULL, 0);
    rq_read(q, BASE + 256, 4, NULL, 0); /* must miss the dropped L1V copy */
    mem_req x = {.hdr.type = MEM_ATOMIC, .addr = BASE + 256, .size = 4,
                 .atomic_op = AMDGPU_OP_flat_atomic_cmpswap, .src = 7, .cmp = 42,
                 .return_old = true};
    rq_add(q, &x, NULL, 0);
    rq_read(q, BASE + 256, 4, NULL, 0);
    eng_run(e);
    assert_int_equal(q->nres, 6);
    assert_int_equal(u32_of(&q->res[1]), 40);
    assert_int_equal(q->res[2].rsp.old, 40);
    assert_int_equal(u32_of(&q->res[3]), 42);
    assert_int_equal(q->res[4].rsp.old, 42);
    assert_int_equal(u32_of(&q->res[5]), 7);
    cache_stats l1 = cache_get_stats(h.l1[0]), l2 = cache_get_stats(h.l2[0]);
    assert_int_equal(l1.atomic_hits, 2); /* both found the line, dropped it */
    assert_int_equal(l2.atomic_hits, 2);
    assert_int_equal(l2.atomic_misses, 0);
    hier_free(&h);
    eng_destroy(e);
}

/* Two CUs with their own L1V: a value cached by CU0 goes stale when CU1
 * writes (non-coherent, as the GPU memory model allows) until CU0's L1V
 * is invalidated by message. */
static void l1s_are_non_coherent_until_invalidated(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(2, 2);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *a = &h.cu[0], *b = &h.cu[1];
    a->serial = b->serial = true;
    write_u32(a, BASE, 1, 0);
    rq_read(a, BASE, 4, NULL, 0);
    eng_run(e);
    write_u32(b, BASE, 2, 0);
    eng_run(e);
    rq_read(a, BASE, 4, NULL, 0);
    rq_flush(a, MEM_INVALIDATE, NULL, 0);
    rq_read(a, BASE, 4, NULL, 0);
    eng_run(e);
    assert_int_equal(a->nres, 5);
    assert_int_equal(u32_of(&a->res[1]), 1);
    assert_int_equal(u32_of(&a->res[2]), 1); /* stale: L1V hit */
    assert_true(a->res[3].rsp.ok);
    assert_int_equal(u32_of(&a->res[4]), 2); /* after invalidate */
    assert_int_equal(cache_get_stats(h.l1[0]).invalidates, 1);
    hier_free(&h);
    eng_destroy(e);
}

/* An instruction cache shared by four requesters on four top ports. */
static void readonly_cache_shared_by_four(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(2);
    char err[256];
    cache_config ic = cache_l1i_default_config();
    cache *l1i = cache_build(e, &ic, "GPU[0].SA[0].L1I", err, sizeof err);
    assert_non_null(l1i);
    dram_config dc = dram_default_config();
    dram *d = dram_build(e, &dc, "GPU[0].DRAM[0]", err, sizeof err);
    assert_non_null(d);
    uint8_t code[128];
    for (int i = 0; i < 128; i++)
        code[i] = (uint8_t)(0x30 + i);
    dram_backdoor_write(d, 0x2000, code, sizeof code);
    eng_clock clk = eng_clock_hz(1000000000ull);
    eng_conn *low = eng_direct_new(e, "Low", clk), *up[4];
    eng_conn_plug(low, cache_bottom_port(l1i));
    eng_conn_plug(low, dram_port(d));
    eng_port *dp = dram_port(d);
    assert_int_equal(cache_set_lower(l1i, &dp, 1, NULL, err, sizeof err), 0);
    requester q[4];
    char name[32];
    for (uint32_t i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "GPU[0].CU[%u]", i);
        rq_init(&q[i], e, name, 4);
        snprintf(name, sizeof name, "Up[%u]", i);
        up[i] = eng_direct_new(e, name, clk);
        eng_conn_plug(up[i], q[i].port);
        eng_conn_plug(up[i], cache_top_port(l1i, i));
        q[i].dst = cache_top_port(l1i, i);
        q[i].serial = true;
        for (uint32_t k = 0; k < 4; k++)
            rq_read(&q[i], 0x2000 + 32 * ((i + k) % 4), 32, NULL, 0);
    }
    eng_run(e);
    for (uint32_t i = 0; i < 4; i++) {
        assert_int_equal(q[i].nres, 4);
        for (uint32_t k = 0; k < 4; k++)
            assert_memory_equal(q[i].res[k].rsp.data, code + 32 * ((i + k) % 4), 32);
    }
    cache_stats s = cache_get_stats(l1i);
    assert_int_equal(s.read_misses, 2); /* two lines */
    assert_int_equal(s.read_hits + s.mshr_hits + s.read_misses, 16);
    assert_int_equal(dram_get_stats(d).reads, 2);
    for (uint32_t i = 0; i < 4; i++) {
        rq_fini(&q[i]);
        eng_conn_destroy(up[i]);
    }
    cache_destroy(l1i);
    dram_destroy(d);
    eng_conn_destroy(low);
    eng_destroy(e);
}

static void unmapped_addresses_get_errors(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(1, 2);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    requester *q = &h.cu[0];
    q->serial = true;
    rq_read(q, 0x1000, 4, NULL, 0);           /* below the map */
    rq_read(q, BASE + 60, 8, NULL, 0);        /* crosses a line */
    rq_read(q, BASE, 4, NULL, 0);             /* fine */
    eng_run(e);
    assert_false(q->res[0].rsp.ok);
    assert_false(q->res[1].rsp.ok);
    assert_true(q->res[2].rsp.ok);
    assert_int_equal(cache_get_stats(h.l1[0]).errors, 2);
    hier_free(&h);
    eng_destroy(e);
}

static void idle_caches_schedule_nothing(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    hier_config hc = hier_default_config(2, 2);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    eng_run(e);
    for (uint32_t i = 0; i < 2; i++) {
        assert_int_equal(cache_comp(h.l1[i])->ticks, 0);
        assert_int_equal(cache_comp(h.l2[i])->ticks, 0);
    }
    hier_free(&h);
    eng_destroy(e);
}

static void expect_refused(eng_engine *e, const cache_config *c, const char *word)
{
    char err[256] = "";
    cache *x = cache_build(e, c, "GPU[0].L2[0]", err, sizeof err);
    assert_null(x);
    if (!strstr(err, word))
        fail_msg("error '%s' does not mention '%s'", err, word);
    assert_non_null(strstr(err, "GPU[0].L2[0]"));
}

static void bad_configs_are_refused(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    cache_config c = cache_l2_default_config();
    c.size_bytes = 3 * 16 * 64; /* 3 sets */
    expect_refused(e, &c, "sets");
    c = cache_l2_default_config();
    c.ways = 0;
    expect_refused(e, &c, "ways");
    c = cache_l2_default_config();
    c.line_bytes = 256;
    expect_refused(e, &c, "MEM_LINE_MAX");
    c = cache_l2_default_config();
    c.line_bytes = 48;
    expect_refused(e, &c, "line_bytes");
    c = cache_l2_default_config();
    c.mshrs = 0;
    expect_refused(e, &c, "mshrs");
    c = cache_l2_default_config();
    c.top_ports = 0;
    expect_refused(e, &c, "top_ports");
    c = cache_l2_default_config();
    c.policy = (enum cache_policy_kind)9;
    expect_refused(e, &c, "policy");
    /* lower side */
    char err[256];
    c = cache_l2_default_config();
    cache *x = cache_build(e, &c, "L2", err, sizeof err);
    assert_non_null(x);
    eng_port *p[2] = {cache_top_port(x, 0), cache_top_port(x, 0)};
    assert_int_equal(cache_set_lower(x, p, 2, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "map"));
    mem_map m;
    assert_int_equal(mem_map_interleaved(&m, 0, 1 << 20, 4096, 4, err, sizeof err), 0);
    assert_int_equal(cache_set_lower(x, p, 2, &m, err, sizeof err), -1);
    assert_non_null(strstr(err, "does not exist"));
    cache_destroy(x);
    eng_destroy(e);
}

/* A bypassed L1 forwards every request and keeps a record of each until
 * the L2 answers (cache_req, from blocks of CACHE_REQ_BLOCK): with 400
 * requests sent at once, more than 64 are in flight, and each answer
 * must still reach the request it belongs to (a record handed out twice
 * would send one request's answer, or its data, to another). The
 * expected values are the ones written. */
static void many_forwards_in_flight_answer_their_own(void **state)
{
    (void)state;
    enum { N = 200 };
    eng_engine *e = mt_engine(-1);
    hier h;
    requester *q = bypassed_l1(e, &h);
    for (uint32_t i = 0; i < N; i++) {
        write_u32(q, BASE + 64ull * i, 0x51000000u + i, 0);
        rq_read(q, BASE + 64ull * i, 4, NULL, 0);
    }
    eng_run(e);
    assert_int_equal(q->nres, 2 * N);
    bool seen[2 * N] = {false};
    for (size_t k = 0; k < q->nres; k++) {
        const rq_result *r = &q->res[k];
        assert_true(r->rsp.id < 2 * N && !seen[r->rsp.id]);
        seen[r->rsp.id] = true;
        assert_true(r->rsp.ok);
        assert_int_equal(r->rsp.addr, BASE + 64 * (r->rsp.id / 2));
        assert_int_equal(r->rsp.req_type, r->rsp.id % 2 ? MEM_READ : MEM_WRITE);
        if (r->rsp.id % 2) assert_int_equal(u32_of(r), 0x51000000u + r->rsp.id / 2);
    }
    assert_int_equal(cache_get_stats(h.l1[0]).forwards, 2 * N);
    hier_free(&h);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(l2_hit_and_miss_latencies_are_exact),
        cmocka_unit_test(l1v_hit_latency_is_exact),
        cmocka_unit_test(mshr_merges_same_line_misses),
        cmocka_unit_test(dirty_eviction_and_flush_write_back),
        cmocka_unit_test(atomics_are_performed_at_the_l2),
        cmocka_unit_test(l1s_are_non_coherent_until_invalidated),
        cmocka_unit_test(readonly_cache_shared_by_four),
        cmocka_unit_test(unmapped_addresses_get_errors),
        cmocka_unit_test(idle_caches_schedule_nothing),
        cmocka_unit_test(many_forwards_in_flight_answer_their_own),
        cmocka_unit_test(bad_configs_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
