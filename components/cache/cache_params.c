/* The caches' parameter tables: one per level ([l1v], [l1i], [l1s],
 * [l2]), the same keys with each level's own defaults. These tables are
 * where the R9 Nano defaults live (cache_*_default_config reads them), so
 * docs/config.md and the code cannot disagree. top_ports is not a key: the
 * GPU builder sets it from the wiring. */
#include "components/cache/cache.h"

#include <stdio.h>
#include <stdlib.h>

#include "params/param.h"

/* In enum cache_policy_kind order. */
static const char *const policy_names[] = {"writeback", "writearound", "readonly", "bypass",
                                           "writeback_nc", NULL};

/* One level's rows; the arguments are its defaults. */
#define CACHE_DEFS(d_pol, d_size, d_ways, d_tag, d_data, d_mshrs, d_wait, d_infl, d_depth)               \
    {                                                                                          \
        PARAM_ENUM(cache_config, policy, d_pol, policy_names,                                    \
                   "write/atomic policy (docs/components.md)"),                                \
        PARAM_FREQ(cache_config, freq_hz, "1GHz", 1, 100000000000ull, "clock"),                \
        PARAM_SIZE(cache_config, size_bytes, d_size, 64, 1ull << 30,                           \
                   "capacity; size / (ways x line_bytes) sets, a power of two"),               \
        PARAM_U32(cache_config, ways, d_ways, 1, 256, "", "associativity"),                      \
        PARAM_U32(cache_config, line_bytes, "64", 4, 128, "bytes",                             \
                  "line size, a power of two"),                                                \
        PARAM_U32(cache_config, tag_latency, d_tag, 0, 100000, "cycles",                         \
                  "arrival to lookup"),                                                        \
        PARAM_U32(cache_config, data_latency, d_data, 0, 100000, "cycles",                       \
                  "lookup or fill to answer"),                                                 \
        PARAM_U32(cache_config, mshrs, d_mshrs, 1, 65536, "", "lines missing at once"),          \
        PARAM_U32(cache_config, mshr_waiters, d_wait, 1, 65536, "",                           \
                  "requests waiting on one MSHR"),                                             \
        PARAM_U32(cache_config, max_inflight, d_infl, 1, 65536, "",                          \
                  "requests sent down and not yet answered"),                                  \
        PARAM_U32(cache_config, reqs_per_cycle, "1", 1, 64, "",                                \
                  "requests accepted and looked up per cycle"),                                \
        PARAM_U32(cache_config, pipeline_depth, d_depth, 1, 65536, "",                           \
                  "requests in the tag pipeline"),                                             \
        PARAM_U32(cache_config, port_buf, "16", 1, 65536, "messages",                          \
                  "port buffer slots each way"),                                               \
        PARAM_BOOL(cache_config, policy_bits, "false",                                         \
                   "act on gfx940 sc0/sc1/nt request bits (cache.h: scope misses, "            \
                   "system-scope write-through, nt no-allocate)"),                             \
    }

static const param_def l2_defs[] = CACHE_DEFS("writeback", "256K", "16", "20", "80", "64",
                                              "64", "128", "32");
static const param_def l1v_defs[] = CACHE_DEFS("writearound", "16K", "4", "4", "16", "16",
                                               "16", "64", "8");
static const param_def l1i_defs[] = CACHE_DEFS("readonly", "32K", "4", "1", "3", "16", "16",
                                               "64", "8");
static const param_def l1s_defs[] = CACHE_DEFS("readonly", "16K", "4", "2", "8", "16", "16",
                                               "64", "8");
/* The memory-side cache (CDNA3's Infinity Cache, "MALL"): a slice in
 * front of each DRAM channel; the defaults are a middle ground, a
 * platform sets its own (configs/mi300a.ini). */
static const param_def mall_defs[] = CACHE_DEFS("writeback", "2M", "16", "20", "40", "64",
                                                "64", "128", "32");

const param_table cache_l2_param_table =
    PARAM_TABLE("l2", "L2 cache bank (one per DRAM channel, interleaved by address).",
                cache_config, l2_defs);
const param_table cache_mall_param_table =
    PARAM_TABLE("mall", "Memory-side cache slice, one per DRAM channel in front of it "
                "(with gpu.mall; gpu.xcd_l2_banks > 0).",
                cache_config, mall_defs);
const param_table cache_l1v_param_table =
    PARAM_TABLE("l1v", "L1 vector cache, one per CU (bypassed unless gpu.l1v_enabled).",
                cache_config, l1v_defs);
const param_table cache_l1i_param_table =
    PARAM_TABLE("l1i", "L1 instruction cache, one per shader array (gpu.cus_per_sa CUs).",
                cache_config, l1i_defs);
const param_table cache_l1s_param_table =
    PARAM_TABLE("l1s", "L1 scalar cache, one per shader array (gpu.cus_per_sa CUs).",
                cache_config, l1s_defs);

static cache_config from_table(const param_table *t, uint32_t top_ports)
{
    cache_config c;
    param_defaults_fixed(t, &c);
    c.top_ports = top_ports;
    return c;
}

cache_config cache_l2_default_config(void) { return from_table(&cache_l2_param_table, 1); }
cache_config cache_l1v_default_config(void) { return from_table(&cache_l1v_param_table, 1); }
cache_config cache_mall_default_config(void) { return from_table(&cache_mall_param_table, 1); }
cache_config cache_l1i_default_config(void) { return from_table(&cache_l1i_param_table, 4); }
cache_config cache_l1s_default_config(void) { return from_table(&cache_l1s_param_table, 4); }
