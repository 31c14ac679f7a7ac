/* Metric sources for the memory components: the cache and DRAM
 * statistics structs under stable keys (docs/hooks.md lists them). */
#include "hooks/metric.h"

static double ratio(uint64_t a, uint64_t b)
{
    return b ? (double)a / (double)b : 0.0;
}

static int read_cache(metric_reg *r, const void *obj)
{
    const cache *c = obj;
    const char *n = cache_comp((cache *)c)->name;
    cache_stats s = cache_get_stats(c);
    const struct {
        const char *key;
        uint64_t v;
    } k[] = {
        {"read_hits", s.read_hits},   {"read_misses", s.read_misses},
        {"write_hits", s.write_hits}, {"write_misses", s.write_misses},
        {"atomic_hits", s.atomic_hits}, {"atomic_misses", s.atomic_misses},
        {"mshr_hits", s.mshr_hits},   {"evictions", s.evictions},
        {"writebacks", s.writebacks}, {"forwards", s.forwards},
        {"fills", s.fills},           {"flushes", s.flushes},
        {"invalidates", s.invalidates}, {"errors", s.errors},
        {"responses", s.responses},   {"latency_sum_cycles", s.latency_sum},
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
        rc |= metric_put(r, n, k[i].key, (double)k[i].v, true);
    uint64_t hits = s.read_hits + s.write_hits + s.atomic_hits;
    uint64_t all = hits + s.read_misses + s.write_misses + s.atomic_misses;
    rc |= metric_put(r, n, "hit_rate", ratio(hits, all), false);
    rc |= metric_put(r, n, "avg_latency_cycles", cache_stats_avg_latency(&s), false);
    return rc;
}

static int read_dram(metric_reg *r, const void *obj)
{
    const dram *d = obj;
    const char *n = dram_comp((dram *)d)->name;
    dram_stats s = dram_get_stats(d);
    const struct {
        const char *key;
        uint64_t v;
    } k[] = {
        {"reads", s.reads},         {"writes", s.writes},
        {"atomics", s.atomics},     {"others", s.others},
        {"bytes_read", s.bytes_read}, {"bytes_written", s.bytes_written},
        {"row_hits", s.row_hits},   {"row_misses", s.row_misses},
        {"row_conflicts", s.row_conflicts}, {"busy_cycles", s.busy_cycles},
        {"errors", s.errors},       {"responses", s.responses},
        {"latency_sum_cycles", s.latency_sum},
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
        rc |= metric_put(r, n, k[i].key, (double)k[i].v, true);
    rc |= metric_put(r, n, "row_hit_rate",
                     ratio(s.row_hits, s.row_hits + s.row_misses + s.row_conflicts), false);
    rc |= metric_put(r, n, "avg_latency_cycles", dram_stats_avg_latency(&s), false);
    return rc;
}

int metric_add_cache(metric_reg *r, const cache *c)
{
    return metric_add_source(r, read_cache, c);
}

int metric_add_dram(metric_reg *r, const dram *d)
{
    return metric_add_source(r, read_dram, d);
}
