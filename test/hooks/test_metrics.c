/* Metrics against counts computed independently: the requesters' access
 * pattern is replayed through a reference LRU cache written here, which
 * says how many L1 hits and misses there must be; the L2 is large enough
 * that it misses exactly once per distinct line whatever the
 * interleaving; the port-hook traffic counts follow from the requests. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hk_model.h"
#include "hk_util.h"
#include "hooks/metric.h"

/* A set-associative LRU cache of line addresses: hits for a sequence. */
static uint64_t lru_hits(const uint64_t *addr, size_t n, uint32_t sets, uint32_t ways)
{
    uint64_t *tag = calloc((size_t)sets * ways, sizeof *tag), hits = 0;
    uint64_t *age = calloc((size_t)sets * ways, sizeof *age);
    for (size_t i = 0; i < n; i++) {
        uint64_t line = addr[i] / 64, set = line % sets;
        uint64_t *t = tag + set * ways, *a = age + set * ways;
        uint32_t victim = 0;
        bool hit = false;
        for (uint32_t w = 0; w < ways; w++) {
            if (t[w] == line + 1) {
                hit = true;
                a[w] = i + 1;
                break;
            }
            if (a[w] < a[victim])
                victim = w;
        }
        if (!hit) {
            t[victim] = line + 1;
            a[victim] = i + 1;
        }
        hits += hit;
    }
    free(tag);
    free(age);
    return hits;
}

static double get(const metric_reg *r, const char *key)
{
    double v;
    if (!metric_get(r, key, &v))
        fail_msg("no metric %s", key);
    return v;
}

static void test_cache_counts(void **state)
{
    (void)state;
    hk_opts o = hk_default_opts();
    o.nreq = 2;
    o.lines = 300; /* over 16 KiB 4-way: LRU evictions in the L1 */
    o.count = 700;
    o.max_out = 1; /* in order, so the L1 sees exactly the pattern */
    eng_engine *e = eng_create(&(eng_config){.threads = 2}, NULL, 0);
    hk_model *m = hk_build(e, &o);
    metric_reg *r = metric_new();
    for (uint32_t i = 0; i < o.nreq; i++)
        assert_int_equal(metric_add_cache(r, m->l1[i]), 0);
    assert_int_equal(metric_add_cache(r, m->l2), 0);
    assert_int_equal(metric_add_dram(r, m->dram), 0);
    assert_int_equal(metric_watch_ports(r, e, "RQ*,L1*"), 0);
    eng_run(e);
    assert_true(hk_done(m));
    assert_int_equal(metric_set(r, "sim.time_ps", (double)eng_now(e), false), 0);
    assert_int_equal(metric_collect(r), 0);

    uint64_t *seq = malloc(o.count * sizeof *seq);
    uint64_t l1_hits = 0;
    for (uint32_t i = 0; i < o.nreq; i++) {
        for (uint32_t k = 0; k < o.count; k++)
            seq[k] = m->rq[i].base + (uint64_t)(k % o.lines) * 64;
        uint64_t hits = lru_hits(seq, o.count, 16384 / (4 * 64), 4);
        char key[64];
        snprintf(key, sizeof key, "L1[%u].read_hits", i);
        assert_int_equal((uint64_t)get(r, key), hits);
        snprintf(key, sizeof key, "L1[%u].read_misses", i);
        assert_int_equal((uint64_t)get(r, key), o.count - hits);
        snprintf(key, sizeof key, "RQ[%u].msgs_sent", i);
        assert_int_equal((uint64_t)get(r, key), o.count);
        snprintf(key, sizeof key, "RQ[%u].msgs_received", i);
        assert_int_equal((uint64_t)get(r, key), o.count);
        /* the L1 answers every read and sends one fill per miss */
        snprintf(key, sizeof key, "L1[%u].msgs_sent", i);
        assert_int_equal((uint64_t)get(r, key), o.count + (o.count - hits));
        l1_hits += hits;
    }
    free(seq);
    uint64_t l1_misses = (uint64_t)o.nreq * o.count - l1_hits;
    assert_true(l1_hits > 0 && l1_misses > (uint64_t)o.nreq * o.lines); /* it thrashes */
    assert_int_equal((uint64_t)get(r, "L1[*].read_hits"), l1_hits);
    assert_int_equal((uint64_t)get(r, "RQ[*].msgs_sent"), (uint64_t)o.nreq * o.count);
    assert_int_equal((uint64_t)get(r, "L2.read_misses"), (uint64_t)o.nreq * o.lines);
    assert_int_equal((uint64_t)get(r, "L2.read_hits"), l1_misses - (uint64_t)o.nreq * o.lines);
    assert_int_equal((uint64_t)get(r, "L2.mshr_hits"), 0);
    assert_int_equal((uint64_t)get(r, "DRAM.reads"), (uint64_t)o.nreq * o.lines);
    assert_int_equal((uint64_t)get(r, "DRAM.bytes_read"), (uint64_t)o.nreq * o.lines * 64);
    assert_int_equal((uint64_t)(get(r, "DRAM.row_hits") + get(r, "DRAM.row_misses") +
                                get(r, "DRAM.row_conflicts")),
                     (uint64_t)o.nreq * o.lines);
    assert_true(get(r, "L2.avg_latency_cycles") > 0);
    assert_true(get(r, "sim.time_ps") == (double)eng_now(e));

    char json[512], csv[512];
    hk_tmp(json, sizeof json, "stats.json");
    hk_tmp(csv, sizeof csv, "stats.csv");
    FILE *f = fopen(json, "w");
    assert_int_equal(metric_write_json(r, f), 0);
    fclose(f);
    f = fopen(csv, "w");
    assert_int_equal(metric_write_csv(r, f), 0);
    fclose(f);
    assert_int_equal(hk_sh("python3 -c 'import json,sys; d=json.load(open(sys.argv[1]));"
                           "assert d[\"version\"]==1 and d[\"metrics\"][\"L2.read_misses\"]==%u' %s",
                           o.nreq * o.lines, json), 0);
    assert_int_equal(hk_sh("grep -q '^\"DRAM.reads\",%u$' %s", o.nreq * o.lines, csv), 0);
    metric_free(r);
    hk_free(m);
    eng_destroy(e);
}

/* The same run gives the same bytes for any thread count. */
static void test_deterministic(void **state)
{
    (void)state;
    char path[2][512];
    for (int t = 0; t < 2; t++) {
        hk_opts o = hk_default_opts();
        o.max_out = 4;
        o.nreq = 4;
        eng_engine *e = eng_create(&(eng_config){.threads = t ? 2 : 0}, NULL, 0);
        hk_model *m = hk_build(e, &o);
        metric_reg *r = metric_new();
        metric_add_cache(r, m->l2);
        metric_add_dram(r, m->dram);
        metric_watch_ports(r, e, NULL);
        eng_run(e);
        metric_collect(r);
        hk_tmp(path[t], sizeof path[t], t ? "m2.json" : "m0.json");
        FILE *f = fopen(path[t], "w");
        metric_write_json(r, f);
        fclose(f);
        metric_free(r);
        hk_free(m);
        eng_destroy(e);
    }
    assert_true(hk_same_file(path[0], path[1]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cache_counts),
        cmocka_unit_test(test_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
