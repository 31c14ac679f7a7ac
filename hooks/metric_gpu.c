/* Metric sources for the components (cache, DRAM, CU, RDMA engine,
 * fabric) and the mechanisms: each reads a statistics struct after the
 * run and puts the rows of its field table (components/gpu/gpu_stab.h,
 * gpu_mstat.h) under stable keys (docs/hooks.md lists them); the
 * components carry no metrics code. */
#include "hooks/metric.h"

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"

#include <stdio.h>

int metric_add_cache(metric_reg *r, const cache *c)
{
    return metric_add_table(r, &gpu_stab_cache_kind, c);
}

int metric_add_dram(metric_reg *r, const dram *d)
{
    return metric_add_table(r, &gpu_stab_dram_kind, d);
}

int metric_add_cu(metric_reg *r, const cu *u)
{
    return metric_add_table(r, &gpu_stab_cu_kind, u);
}

int metric_add_rdma(metric_reg *r, const rdma *d)
{
    return metric_add_table(r, &gpu_stab_rdma_kind, d);
}

/* ---- the fabric ------------------------------------------------------------ */

/* Its totals (its table) and each link's counters (the link table) with
 * the link's utilisation, which only the fabric knows (elapsed time). */
static int read_fabric(metric_reg *r, const void *obj)
{
    const fabric *f = obj;
    uint64_t w[GPU_MECH_STAT_WORDS];
    gpu_stab_fabric_kind.words(f, w);
    int rc = metric_put_table(r, gpu_stab_fabric_kind.name(f), &gpu_stab_fabric, w);
    for (uint32_t i = 0; i < fabric_nlinks(f); i++) {
        fabric_link_stats l = fabric_get_link_stats(f, i);
        rc |= metric_put_table(r, l.name, &gpu_stab_link, &l.messages);
        rc |= metric_put(r, l.name, "utilisation", fabric_link_utilisation(f, i), false);
    }
    return rc;
}

int metric_add_fabric(metric_reg *r, const fabric *f)
{
    return metric_add_source(r, read_fabric, f);
}

/* ---- mechanisms ---------------------------------------------------------- */

/* Each running mechanism's counters, from its table: the GPU combines
 * them (gpu_get_stats) as it does for --stats. */
static int read_mechs(metric_reg *r, const void *obj)
{
    const gpu *g = obj;
    gpu_stats s = gpu_get_stats(g);
    int rc = 0;
    for (uint32_t i = 0; i < gpu_nmechs && !rc; i++) {
        const gpu_mstat_table *t = gpu_mechs[i]->stats;
        if (!t || !gpu_mech_on(gpu_mechs[i], &g->cfg)) continue;
        char scope[64];
        snprintf(scope, sizeof scope, "GPU[%u].%s", g->cfg.index, t->key);
        rc = metric_put_table(r, scope, t, s.mech[i]);
    }
    return rc;
}

int metric_add_mechs(metric_reg *r, const gpu *g)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->stats && gpu_mech_on(gpu_mechs[i], &g->cfg))
            return metric_add_source(r, read_mechs, g);
    return 0; /* none runs: no rows, the baseline's metrics */
}
