/* Random traffic through CU -> L1 -> interleaved L2 banks -> DRAM
 * channels, checked against each requester's reference memory (see
 * requester.h for why the expected values are well defined), then a
 * flush of every L2 bank and a read-back of DRAM through read requests,
 * and a shared counter hammered by all requesters with atomic adds whose
 * old values must be a permutation of 0..n-1. Small caches and queues
 * make hits, misses, MSHR merges, evictions, dirty write-backs and back
 * pressure common. Every scenario runs on the serial engine and the
 * parallel engine with 1, 2 and 4 threads and must give the same digest
 * of every statistic and every answer. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hier.h"
#include "mem_test.h"

#define BASE (1ull << 30)

typedef struct scenario {
    const char *name;
    uint32_t cus, banks;
    uint64_t granularity;
    enum cache_policy_kind l1;
    bool small;       /* tiny caches, MSHRs and queues */
    uint64_t count;   /* requests per CU */
    uint32_t nlines;  /* lines per CU */
    bool counter;
} scenario;

static uint64_t mix_stats_cache(uint64_t d, const cache_stats *s)
{
    const uint64_t *v = (const uint64_t *)s;
    for (size_t i = 0; i < sizeof *s / sizeof *v; i++)
        d = eng_hash_mix(d, v[i]);
    return d;
}

static uint64_t mix_stats_dram(uint64_t d, const dram_stats *s)
{
    const uint64_t *v = (const uint64_t *)s;
    for (size_t i = 0; i < sizeof *s / sizeof *v; i++)
        d = eng_hash_mix(d, v[i]);
    return d;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static hier_config config_of(const scenario *sc)
{
    hier_config hc = hier_default_config(sc->cus, sc->banks);
    hc.granularity = sc->granularity;
    hc.l1.policy = sc->l1;
    if (sc->small) {
        hc.l1.size_bytes = 1024;      /* 4 sets x 4 ways */
        hc.l1.mshrs = 4;
        hc.l1.mshr_waiters = 3;
        hc.l1.max_inflight = 6;
        hc.l1.port_buf = 2;
        hc.l2.size_bytes = 2048;      /* 8 sets x 4 ways */
        hc.l2.ways = 4;
        hc.l2.mshrs = 4;
        hc.l2.mshr_waiters = 4;
        hc.l2.max_inflight = 8;
        hc.l2.pipeline_depth = 4;
        hc.l2.tag_latency = 3;
        hc.l2.data_latency = 5;
        hc.l2.port_buf = 2;
        hc.dram.queue_depth = 4;
        hc.dram.port_buf = 2;
        hc.dram.ctrl_latency = 20;
    }
    return hc;
}

/* Every requester got every answer right; the shared counter's old
 * values are 0..n-1. Returns n. */
static uint64_t check_answers(const scenario *sc, hier *h, int threads)
{
    uint64_t n = 0, *olds = calloc(sc->cus * sc->count + 1, sizeof *olds);
    for (uint32_t i = 0; i < sc->cus; i++) {
        requester *q = &h->cu[i];
        if (q->mismatches)
            fail_msg("%s, %d threads, CU %u: %llu mismatches; first: %s", sc->name, threads, i,
                     (unsigned long long)q->mismatches, q->first_error);
        assert_int_equal(q->answered, sc->count);
        memcpy(olds + n, q->olds, q->nolds * sizeof *olds);
        n += q->nolds;
    }
    qsort(olds, n, sizeof *olds, cmp_u64);
    for (uint64_t k = 0; k < n; k++)
        assert_int_equal(olds[k], k);
    free(olds);
    return n;
}

/* Flushes every L2 bank by message, then reads every line straight from
 * its DRAM channel and compares it with the reference memories. */
static void flush_and_read_back(const scenario *sc, eng_engine *e, hier *h, uint64_t counter,
                                uint64_t counted)
{
    h->l2_ctl.serial = true;
    for (uint32_t b = 0; b < sc->banks; b++)
        rq_flush(&h->l2_ctl, MEM_FLUSH, cache_top_port(h->l2[b], 0), 0);
    eng_run(e);
    assert_int_equal(h->l2_ctl.nres, sc->banks);
    uint64_t lines = (uint64_t)sc->cus * sc->nlines;
    for (uint64_t l = 0; l <= lines; l++) {
        uint64_t a = l < lines ? BASE + l * 64 : counter;
        rq_read(&h->dram_ctl, a, 64, dram_port(h->dram[mem_map_target(&h->map, a)]), 0);
    }
    eng_run(e);
    assert_int_equal(h->dram_ctl.nres, lines + 1);
    for (size_t k = 0; k < h->dram_ctl.nres; k++) {
        const mem_rsp *r = &h->dram_ctl.res[k].rsp;
        assert_true(r->ok);
        if (r->addr == counter) {
            uint32_t v;
            memcpy(&v, r->data, 4);
            assert_int_equal(v, counted);
            continue;
        }
        uint64_t l = (r->addr - BASE) / 64;
        const uint8_t *want = rq_ref(&h->cu[l / sc->nlines]) + (l % sc->nlines) * 64;
        if (memcmp(r->data, want, 64))
            fail_msg("%s: DRAM line %#llx differs from the reference after the flush", sc->name,
                     (unsigned long long)r->addr);
    }
}

/* A digest of every statistic and answer; prints a summary once. */
static uint64_t digest(const scenario *sc, eng_engine *e, hier *h, bool print)
{
    uint64_t d = eng_hash_mix(0, eng_now(e));
    cache_stats l2 = {0};
    for (uint32_t i = 0; i < sc->cus; i++) {
        d = eng_hash_mix(d, h->cu[i].digest);
        d = eng_hash_mix(d, h->cu[i].last_recv);
        cache_stats s = cache_get_stats(h->l1[i]);
        d = mix_stats_cache(d, &s);
    }
    for (uint32_t b = 0; b < sc->banks; b++) {
        cache_stats s = cache_get_stats(h->l2[b]);
        d = mix_stats_cache(d, &s);
        dram_stats t = dram_get_stats(h->dram[b]);
        d = mix_stats_dram(d, &t);
        l2.read_hits += s.read_hits;
        l2.read_misses += s.read_misses;
        l2.mshr_hits += s.mshr_hits;
        l2.evictions += s.evictions;
        l2.writebacks += s.writebacks;
        l2.atomic_hits += s.atomic_hits;
    }
    if (print) {
        cache_stats l1 = cache_get_stats(h->l1[0]);
        printf("%s: end %llu ns; L1[0] hits %llu misses %llu mshr %llu; L2 hits %llu misses "
               "%llu mshr %llu evictions %llu write-backs %llu atomics-hit %llu\n",
               sc->name, (unsigned long long)(eng_now(e) / 1000),
               (unsigned long long)l1.read_hits, (unsigned long long)l1.read_misses,
               (unsigned long long)l1.mshr_hits, (unsigned long long)l2.read_hits,
               (unsigned long long)l2.read_misses, (unsigned long long)l2.mshr_hits,
               (unsigned long long)l2.evictions, (unsigned long long)l2.writebacks,
               (unsigned long long)l2.atomic_hits);
        if (sc->small) { /* the scenario must really exercise the corner cases */
            assert_true(l2.mshr_hits > 0);
            assert_true(l2.writebacks > 0);
            assert_true(l2.evictions > 0);
        }
    }
    return d;
}

/* Runs sc on an engine with `threads`; checks everything; returns the
 * digest of the run. */
static uint64_t run(const scenario *sc, int threads)
{
    eng_engine *e = mt_engine(threads);
    hier_config hc = config_of(sc);
    hier h;
    assert_int_equal(hier_build(&h, e, &hc), 0);
    uint64_t region = (uint64_t)sc->nlines * 64;
    uint64_t counter = BASE + sc->cus * region + 64 * 5;
    for (uint32_t i = 0; i < sc->cus; i++) {
        rq_random_config rc = {
            .base = BASE + i * region, .nlines = sc->nlines, .line_bytes = 64,
            .count = sc->count, .max_out = 8, .max_per_line = 3, .pct_read = 45,
            .pct_write = 35, .counter_addr = sc->counter ? counter : 0, .pct_counter = 5,
        };
        rq_random(&h.cu[i], &rc);
    }
    eng_run(e);
    uint64_t counted = check_answers(sc, &h, threads);
    flush_and_read_back(sc, e, &h, counter, counted);
    uint64_t d = digest(sc, e, &h, threads < 0);
    hier_free(&h);
    eng_destroy(e);
    return d;
}

static void run_all_engines(const scenario *sc)
{
    static const int engines[] = {-1, 1, 2, 4};
    uint64_t ref = run(sc, engines[0]);
    for (size_t k = 1; k < sizeof engines / sizeof engines[0]; k++) {
        uint64_t d = run(sc, engines[k]);
        if (d != ref)
            fail_msg("%s: digest with %d threads differs from the serial engine's", sc->name,
                     engines[k]);
    }
}

static void writearound_l1_small(void **state)
{
    (void)state;
    scenario sc = {"L1V write-around, small caches, 4 KiB interleave", 4, 4, 4096,
                   CACHE_WRITEAROUND, true, 3000, 96, true};
    run_all_engines(&sc);
}

static void bypass_l1_small_fine_interleave(void **state)
{
    (void)state;
    scenario sc = {"L1V bypassed, small caches, 64 B interleave", 4, 2, 64, CACHE_BYPASS, true,
                   3000, 64, true};
    run_all_engines(&sc);
}

static void readonly_l1_small(void **state)
{
    (void)state;
    scenario sc = {"read-only L1, small caches, 256 B interleave", 3, 4, 256, CACHE_READONLY,
                   true, 2000, 48, true};
    run_all_engines(&sc);
}

static void default_sizes(void **state)
{
    (void)state;
    scenario sc = {"R9 Nano default sizes", 8, 8, 4096, CACHE_WRITEAROUND, false, 2000, 512,
                   true};
    run_all_engines(&sc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(writearound_l1_small),
        cmocka_unit_test(bypass_l1_small_fine_interleave),
        cmocka_unit_test(readonly_l1_small),
        cmocka_unit_test(default_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
