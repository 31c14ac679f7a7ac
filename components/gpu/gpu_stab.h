/* The components' statistics as field tables (prefix gpu_stab_), one per
 * component kind, of the kind mechanisms declare their counters in
 * (gpu_mstat.h): each counter's name, word, how parts sum and its metric
 * name, and the derived values (hit rates, average latencies) with the
 * views they show in. The GPU's sums (gpu_get_stats), the --stats JSON
 * (a GPU's object: gpu_stab_gpu over gpu_stats) and the metrics of every
 * cache, DRAM channel, CU, RDMA engine and fabric (hooks/metric.h) come
 * from these tables by gpu_mstat's walkers; no component writes JSON or
 * metrics by hand.
 *
 * A kind (gpu_stab_kind) is a table and how to read one component of it:
 * its name (the metrics' scope) and its statistics struct as words. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_STAB_H
#define MGSIM_COMPONENTS_GPU_GPU_STAB_H

#include <stdint.h>

#include "components/gpu/gpu_mstat.h"

typedef struct gpu_stab_kind {
    const gpu_mstat_table *t;
    const char *(*name)(const void *obj);
    void (*words)(const void *obj, uint64_t *w); /* t->words of them */
} gpu_stab_kind;

/* cache_stats, dram_stats, cu_stats, rdma_stats, fabric_stats and one
 * fabric link's counters (fabric_link_stats from messages on). */
extern const gpu_mstat_table gpu_stab_cache, gpu_stab_dram, gpu_stab_cu, gpu_stab_rdma,
    gpu_stab_fabric, gpu_stab_link;
/* A GPU's --stats object over gpu_stats (its components' sums; the
 * mechanisms' objects follow, each from its own table). */
extern const gpu_mstat_table gpu_stab_gpu;
extern const gpu_stab_kind gpu_stab_cache_kind, gpu_stab_dram_kind, gpu_stab_cu_kind,
    gpu_stab_rdma_kind, gpu_stab_fabric_kind;

/* A cache's accesses (hits and misses of every kind) and hits, as its
 * table shows them. */
struct cache_stats;
uint64_t gpu_stab_cache_accesses(const struct cache_stats *s);
uint64_t gpu_stab_cache_hits(const struct cache_stats *s);

/* The tables above, NULL-ended (tests check each one). */
extern const gpu_mstat_table *const gpu_stab_all[];

#endif
