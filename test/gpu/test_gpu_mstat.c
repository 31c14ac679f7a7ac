/* Counter tables (components/gpu/gpu_mstat.h): every registered
 * mechanism's table and every component's (gpu_stab.h) is well formed;
 * combining, the JSON object and the metric paths of a small table agree
 * with the same figures computed here by hand from random parts; a GPU's
 * object and a cache's metrics show the fields as computed here;
 * malformed tables are refused with their reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"
#include "components/gpu/gpu_stab.h"
#include "driver/mgpu.h"
#include "util/js.h"

/* A made-up mechanism's counters, one of each kind of row. */
typedef struct toy_stats {
    uint64_t ran, hits, tries, windows, lo, hi, out[3], sent, wire, on, deep;
} toy_stats;

static const gpu_mstat toy_rows[] = {
    GPU_MSTAT_RAN_HIDDEN(toy_stats, ran, "parts"),
    GPU_MSTAT_SUM(toy_stats, hits, "hits"),
    GPU_MSTAT_SUM(toy_stats, tries, "tries"),
    GPU_MSTAT_RATIO(toy_stats, "hit_rate", hits, tries, 4),
    GPU_MSTAT_RATIO_X(toy_stats, "miss_share", hits, tries, hits, GPU_MSTAT_F_MINUS, 2.0, 7.0, 3),
    GPU_MSTAT_OPEN("limit"),
    GPU_MSTAT_SUM(toy_stats, windows, "windows"),
    GPU_MSTAT_MIN(toy_stats, lo, "min", windows),
    GPU_MSTAT_MAX(toy_stats, hi, "max"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_OPEN("out"),
    GPU_MSTAT_SUM(toy_stats, out[0], "a"),
    GPU_MSTAT_SUM(toy_stats, out[1], "b"),
    GPU_MSTAT_SUM(toy_stats, out[2], "c"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_TOTAL(toy_stats, "out_total", out, 3),
    GPU_MSTAT_SUM(toy_stats, sent, "sent"),
    GPU_MSTAT_HIDDEN(toy_stats, wire, "wire"),
    GPU_MSTAT_DIFF(toy_stats, "saved", sent, 5, wire, GPU_MSTAT_F_SIGNED),
    GPU_MSTAT_FLAG(toy_stats, on, 0),
    GPU_MSTAT_OPEN_IF(toy_stats, "extra", on),
    GPU_MSTAT_SUM(toy_stats, deep, "deep"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_END,
};

static const gpu_mstat_table toy = GPU_MSTAT_TABLE("toy", toy_stats, toy_rows, true);

static void every_registered_table_is_well_formed(void **state)
{
    (void)state;
    uint32_t with = 0;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech *m = gpu_mechs[i];
        /* whatever has counters has their table */
        if ((m->cu_stats || m->cp_stats || m->gpu_stats) && !m->stats)
            fail_msg("%s: counters without a table", m->name);
        if (!m->stats) continue;
        with++;
        const char *why = gpu_mstat_check(m->stats, GPU_MECH_STAT_WORDS);
        if (why) fail_msg("%s: %s", m->name, why);
    }
    assert_true(with > 0);
    assert_null(gpu_mstat_check(&toy, GPU_MECH_STAT_WORDS));
}

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

/* Parts combined by the table equal the kinds computed here: sums, the
 * smallest lo over the parts that had windows, the largest hi, a flag. */
static void parts_combine_by_kind(void **state)
{
    (void)state;
    uint64_t seed = 0x9e3779b97f4a7c15ull;
    for (int round = 0; round < 200; round++) {
        toy_stats sum = {0}, want = {0};
        bool any_window = false;
        int n = 1 + (int)(rnd(&seed) % 6);
        for (int p = 0; p < n; p++) {
            toy_stats x = {0};
            uint64_t *w = (uint64_t *)&x;
            for (size_t i = 0; i < sizeof x / 8; i++) w[i] = rnd(&seed) % 1000;
            x.windows = rnd(&seed) % 3 ? x.windows : 0;
            x.on = rnd(&seed) % 2;
            gpu_mstat_add(&toy, (uint64_t *)&sum, (uint64_t *)&x);
            want.ran += x.ran, want.hits += x.hits, want.tries += x.tries;
            want.windows += x.windows, want.sent += x.sent, want.wire += x.wire;
            want.deep += x.deep;
            for (int k = 0; k < 3; k++) want.out[k] += x.out[k];
            if (x.windows && (!any_window || x.lo < want.lo)) want.lo = x.lo;
            if (!any_window && !x.windows) want.lo = x.lo; /* none sampled yet: the last */
            any_window |= x.windows != 0;
            if (x.hi > want.hi) want.hi = x.hi;
            want.on |= x.on;
        }
        assert_memory_equal(&sum, &want, sizeof sum);
    }
}

static const char *member(json_object *o, const char *path)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", path);
    json_object *v = o;
    for (char *k = strtok(buf, "."); k; k = strtok(NULL, ".")) {
        v = js_get(v, k);
        if (!v) return NULL;
    }
    return json_object_to_json_string_ext(v, JSON_C_TO_STRING_PLAIN);
}

static void json_shows_counters_and_derived_values(void **state)
{
    (void)state;
    toy_stats s = {.ran = 2, .hits = 3, .tries = 8, .windows = 4, .lo = 10, .hi = 90,
                   .out = {1, 2, 4}, .sent = 2, .wire = 11, .on = 0, .deep = 6};
    json_object *g = js_obj(JS_SPACED);
    gpu_mstat_json(&toy, g, (uint64_t *)&s);
    json_object *o = js_get(g, "toy");
    assert_non_null(o);
    char want[64];
    assert_string_equal(member(o, "hits"), "3");
    snprintf(want, sizeof want, "%.4f", 3.0 / 8.0);
    assert_string_equal(member(o, "hit_rate"), want);
    snprintf(want, sizeof want, "%.3f", 3.0 / (8.0 - 3.0) / 2.0);
    assert_string_equal(member(o, "miss_share"), want);
    assert_string_equal(member(o, "limit.min"), "10");
    assert_string_equal(member(o, "limit.max"), "90");
    assert_string_equal(member(o, "out.c"), "4");
    assert_string_equal(member(o, "out_total"), "7");
    assert_string_equal(member(o, "saved"), "-1"); /* 2 * 5 - 11 */
    assert_null(member(o, "parts"));               /* hidden */
    assert_null(member(o, "wire"));
    assert_null(member(o, "extra"));               /* its flag is off */
    /* key order is the table's */
    const char *text = js_text(o, JS_SPACED);
    assert_true(strstr(text, "\"tries\"") < strstr(text, "\"hit_rate\""));
    assert_true(strstr(text, "\"limit\"") < strstr(text, "\"out\""));
    json_object_put(g);

    s.on = 1, s.tries = s.hits; /* the ratio's denominator 0: its zero value */
    g = js_obj(JS_SPACED);
    gpu_mstat_json(&toy, g, (uint64_t *)&s);
    o = js_get(g, "toy");
    assert_string_equal(member(o, "extra.deep"), "6");
    assert_string_equal(member(o, "miss_share"), "7.000");
    json_object_put(g);

    s.ran = 0; /* did not run: no object */
    g = js_obj(JS_SPACED);
    gpu_mstat_json(&toy, g, (uint64_t *)&s);
    assert_null(js_get(g, "toy"));
    json_object_put(g);
}

typedef struct seen {
    char path[32][32];
    bool sum[32];
    double v[32];
    int n;
} seen;

static int put(void *user, const char *path, double v, bool sum)
{
    seen *s = user;
    snprintf(s->path[s->n], sizeof s->path[0], "%s", path);
    s->sum[s->n] = sum;
    s->v[s->n++] = v;
    return 0;
}

/* One metric per counter, named by its objects, SUM counters summable. */
static void metric_paths_name_every_counter(void **state)
{
    (void)state;
    toy_stats s = {.lo = 5, .out = {0, 9, 0}, .deep = 3};
    seen m = {0};
    assert_int_equal(gpu_mstat_each(&toy, (uint64_t *)&s, put, &m), 0);
    assert_int_equal(m.n, (int)(sizeof s / 8)); /* every word once */
    int lo = -1, b = -1, deep = -1, hi = -1;
    for (int i = 0; i < m.n; i++) {
        if (!strcmp(m.path[i], "limit.min")) lo = i;
        if (!strcmp(m.path[i], "limit.max")) hi = i;
        if (!strcmp(m.path[i], "out.b")) b = i;
        if (!strcmp(m.path[i], "extra.deep")) deep = i;
    }
    assert_true(lo >= 0 && b >= 0 && deep >= 0 && hi >= 0);
    assert_true(m.v[lo] == 5 && m.v[b] == 9 && m.v[deep] == 3);
    assert_false(m.sum[lo]);
    assert_false(m.sum[hi]);
    assert_true(m.sum[b]);
}

/* Tables with a hole, a word twice, two alike names, no RAN counter, an
 * open object or instructions not summed are refused. */
static void malformed_tables_are_refused(void **state)
{
    (void)state;
    static const gpu_mstat hole[] = {GPU_MSTAT_RAN(toy_stats, ran, "r"), GPU_MSTAT_END};
    static const gpu_mstat twice[] = {GPU_MSTAT_RAN(toy_stats, ran, "r"),
                                      GPU_MSTAT_SUM(toy_stats, ran, "s"), GPU_MSTAT_END};
    typedef struct two { uint64_t a, b; } two;
    static const gpu_mstat alike[] = {GPU_MSTAT_RAN(two, a, "x"), GPU_MSTAT_SUM(two, b, "x"),
                                      GPU_MSTAT_END};
    static const gpu_mstat noran[] = {GPU_MSTAT_SUM(two, a, "a"), GPU_MSTAT_SUM(two, b, "b"),
                                      GPU_MSTAT_END};
    static const gpu_mstat open[] = {GPU_MSTAT_RAN(two, a, "a"), GPU_MSTAT_OPEN("o"),
                                     GPU_MSTAT_SUM(two, b, "b"), GPU_MSTAT_END};
    const gpu_mstat_table t1 = GPU_MSTAT_TABLE("t", toy_stats, hole, false);
    const gpu_mstat_table t2 = GPU_MSTAT_TABLE("t", toy_stats, twice, false);
    const gpu_mstat_table t3 = GPU_MSTAT_TABLE("t", two, alike, false);
    const gpu_mstat_table t4 = GPU_MSTAT_TABLE("t", two, noran, false);
    const gpu_mstat_table t5 = GPU_MSTAT_TABLE("t", two, open, false);
    static const gpu_mstat maxinsts[] = {
        GPU_MSTAT_RAN(two, a, "a"),
        GPU_MSTAT_C(two, b, "b", GPU_MSTAT_K_MAX, GPU_MSTAT_F_INSTS, GPU_MSTAT_NONE), GPU_MSTAT_END};
    const gpu_mstat_table t6 = GPU_MSTAT_TABLE("t", two, maxinsts, false);
    assert_string_equal(gpu_mstat_check(&t6, 64), "an INSTS counter not summed");
    assert_string_equal(gpu_mstat_check(&t1, 64), "a word no counter declares");
    assert_string_equal(gpu_mstat_check(&t2, 64), "a word declared twice");
    assert_string_equal(gpu_mstat_check(&t3, 64), "two counters with one metric path");
    assert_string_equal(gpu_mstat_check(&t4, 64), "no RAN counter");
    assert_string_equal(gpu_mstat_check(&t5, 64), "an OPEN without its CLOSE");
    assert_string_equal(gpu_mstat_check(&toy, 4), "more words than the slot holds");
}

/* The components' tables (gpu_stab.h) and the run's totals' are well
 * formed as well. */
static void every_component_table_is_well_formed(void **state)
{
    (void)state;
    for (int i = 0; gpu_stab_all[i]; i++) {
        const char *why = gpu_mstat_check(gpu_stab_all[i], GPU_MECH_STAT_WORDS);
        if (why) fail_msg("%s: %s", gpu_stab_all[i]->key, why);
    }
    assert_null(gpu_mstat_check(&mgpu_totals_table, GPU_MECH_STAT_WORDS));
}

/* A GPU's object from the view over gpu_stats: each cache's accesses,
 * hits and hit rate, the DRAM bytes and the RDMA requests as computed
 * here from the struct's fields; the MALL only when it was used; the sum's
 * view of the totals has the hit rate and not its parts. */
static void component_views_show_their_fields(void **state)
{
    (void)state;
    gpu_stats s;
    memset(&s, 0, sizeof s);
    uint64_t seed = 0x2545f4914f6cdd1dull;
    s.l2.read_hits = rnd(&seed) % 1000, s.l2.write_hits = rnd(&seed) % 1000;
    s.l2.atomic_hits = rnd(&seed) % 100, s.l2.read_misses = rnd(&seed) % 1000;
    s.l2.write_misses = rnd(&seed) % 1000, s.l2.atomic_misses = rnd(&seed) % 100;
    s.l2.evictions = rnd(&seed) % 1000, s.cu.instructions = rnd(&seed) % 100000;
    s.dram.bytes_read = rnd(&seed) % 100000, s.rdma.in_writes = rnd(&seed) % 1000;
    s.rdma.out_reads = rnd(&seed) % 1000, s.rdma.out_atomics = rnd(&seed) % 1000;
    json_object *o = js_obj(JS_SPACED);
    gpu_mstat_rows(&gpu_stab_gpu, o, (uint64_t *)(void *)&s, GPU_MSTAT_V_PART);
    const cache_stats *c = &s.l2;
    uint64_t hits = c->read_hits + c->write_hits + c->atomic_hits;
    uint64_t acc = hits + c->read_misses + c->write_misses + c->atomic_misses;
    char want[64];
    snprintf(want, sizeof want, "%llu", (unsigned long long)acc);
    assert_string_equal(member(o, "l2.accesses"), want);
    snprintf(want, sizeof want, "%llu", (unsigned long long)hits);
    assert_string_equal(member(o, "l2.hits"), want);
    snprintf(want, sizeof want, "%.6f", (double)hits / (double)acc);
    assert_string_equal(member(o, "l2.hit_rate"), want);
    assert_string_equal(member(o, "l1v.hit_rate"), "0.000000");
    assert_null(member(o, "l2.evictions")); /* a metric, not in the object */
    assert_null(member(o, "mall"));
    snprintf(want, sizeof want, "%llu", (unsigned long long)s.cu.instructions);
    assert_string_equal(member(o, "instructions"), want);
    snprintf(want, sizeof want, "%llu", (unsigned long long)s.dram.bytes_read);
    assert_string_equal(member(o, "dram_bytes_read"), want);
    snprintf(want, sizeof want, "%llu", (unsigned long long)(s.rdma.out_reads + s.rdma.out_atomics));
    assert_string_equal(member(o, "rdma_transactions"), want);
    snprintf(want, sizeof want, "%llu", (unsigned long long)s.rdma.in_writes);
    assert_string_equal(member(o, "rdma_incoming"), want);
    json_object_put(o);
    s.mall.write_misses = 1;
    o = js_obj(JS_SPACED);
    gpu_mstat_rows(&gpu_stab_gpu, o, (uint64_t *)(void *)&s, GPU_MSTAT_V_PART);
    assert_string_equal(member(o, "mall.accesses"), "1");
    json_object_put(o);

    mgpu_totals t = {.instructions = 7, .l2_hits = 3, .l2_accesses = 4, .cross_gpu_bytes = 9};
    o = js_obj(JS_SPACED);
    gpu_mstat_rows(&mgpu_totals_table, o, (uint64_t *)(void *)&t, GPU_MSTAT_V_TOTAL);
    assert_string_equal(member(o, "l2_hit_rate"), "0.750000");
    assert_string_equal(member(o, "cross_gpu_bytes"), "9");
    assert_null(member(o, "l2_hits"));
    assert_null(member(o, "cross_gpu_bytes_fast"));
    json_object_put(o);
}

/* A component's metrics: its counters by their metric names, the derived
 * values flagged as metrics (not counters), nothing for the counters in
 * no output. */
static void component_metrics_come_from_the_table(void **state)
{
    (void)state;
    cache_stats c = {.read_hits = 6, .read_misses = 2, .latency_sum = 30, .responses = 8,
                     .range_invalidates = 5};
    seen m = {0};
    assert_int_equal(gpu_mstat_each(&gpu_stab_cache, (uint64_t *)(void *)&c, put, &m), 0);
    int lat = -1, rate = -1, avg = -1;
    for (int i = 0; i < m.n; i++) {
        if (!strcmp(m.path[i], "latency_sum_cycles")) lat = i;
        if (!strcmp(m.path[i], "hit_rate")) rate = i;
        if (!strcmp(m.path[i], "avg_latency_cycles")) avg = i;
        assert_null(strstr(m.path[i], "range_"));
        assert_null(strstr(m.path[i], "accesses"));
    }
    assert_true(lat >= 0 && rate >= 0 && avg >= 0);
    assert_true(m.sum[lat] && !m.sum[rate] && !m.sum[avg]);
    assert_true(m.v[lat] == 30 && m.v[rate] == 0.75 && m.v[avg] == 30.0 / 8.0);
    assert_true(rate > lat && avg > rate); /* the table's order */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_registered_table_is_well_formed),
        cmocka_unit_test(parts_combine_by_kind),
        cmocka_unit_test(json_shows_counters_and_derived_values),
        cmocka_unit_test(metric_paths_name_every_counter),
        cmocka_unit_test(malformed_tables_are_refused),
        cmocka_unit_test(every_component_table_is_well_formed),
        cmocka_unit_test(component_views_show_their_fields),
        cmocka_unit_test(component_metrics_come_from_the_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
