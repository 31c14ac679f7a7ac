/* Sums of one GPU's component statistics (gpu_get_stats). */
#include "components/gpu/gpu.h"

#include <string.h>

#include "components/dab/dab_cp.h"
#include "components/dab/dab_cu.h"
#include "components/gpudet/gpudet_cu.h"

/* Every statistics struct here is plain uint64_t counters, so a sum is a
 * loop over its words. */
static void add_words(uint64_t *a, const uint64_t *b, size_t bytes)
{
    for (size_t i = 0; i < bytes / sizeof *a; i++) a[i] += b[i];
}

gpu_stats gpu_get_stats(const gpu *g)
{
    gpu_stats s;
    memset(&s, 0, sizeof s);
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        cu_stats c = cu_get_stats(g->cu[i]);
        cache_stats v = cache_get_stats(g->l1v[i]);
        add_words((uint64_t *)&s.cu, (const uint64_t *)&c, sizeof c);
        add_words((uint64_t *)&s.l1v, (const uint64_t *)&v, sizeof v);
        dab_stats d = dab_cu_get_stats(g->cu[i]);
        add_words((uint64_t *)&s.dab, (const uint64_t *)&d, sizeof d);
        gpudet_stats q = gpudet_cu_get_stats(g->cu[i]);
        add_words((uint64_t *)&s.gpudet, (const uint64_t *)&q, sizeof q);
    }
    if (g->cp) {
        dab_stats d = dab_cp_get_stats(g->cp);
        add_words((uint64_t *)&s.dab, (const uint64_t *)&d, sizeof d);
        gpudet_stats q = gpudet_cp_get_stats(g->cp);
        add_words((uint64_t *)&s.gpudet, (const uint64_t *)&q, sizeof q);
    }
    for (uint32_t i = 0; i < g->nsa; i++) {
        cache_stats a = cache_get_stats(g->l1i[i]), b = cache_get_stats(g->l1s[i]);
        add_words((uint64_t *)&s.l1i, (const uint64_t *)&a, sizeof a);
        add_words((uint64_t *)&s.l1s, (const uint64_t *)&b, sizeof b);
    }
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        cache_stats l = cache_get_stats(g->l2[b]);
        dram_stats d = dram_get_stats(g->dram[b]);
        add_words((uint64_t *)&s.l2, (const uint64_t *)&l, sizeof l);
        add_words((uint64_t *)&s.dram, (const uint64_t *)&d, sizeof d);
    }
    if (g->rdma) s.rdma = rdma_get_stats(g->rdma);
    return s;
}
