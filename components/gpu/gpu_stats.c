/* Sums of one GPU's component statistics (gpu_get_stats). */
#include "components/gpu/gpu.h"

#include <string.h>

#include "components/gpu/gpu_mech.h"

void gpu_stats_add(void *sum, const void *x, size_t bytes)
{
    uint64_t *a = sum;
    const uint64_t *w = x;
    for (size_t i = 0; i < bytes / sizeof *w; i++) a[i] += w[i];
}

gpu_stats gpu_get_stats(const gpu *g)
{
    gpu_stats s;
    memset(&s, 0, sizeof s);
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        cu_stats c = cu_get_stats(g->cu[i]);
        cache_stats v = cache_get_stats(g->l1v[i]);
        gpu_stats_add(&s.cu, &c, sizeof c);
        gpu_stats_add(&s.l1v, &v, sizeof v);
    }
    /* every registered mechanism's counters (zero when it did not run) */
    for (uint32_t k = 0; k < gpu_nmechs; k++) {
        const gpu_mech *m = gpu_mechs[k];
        for (uint32_t i = 0; m->cu_stats && i < g->cfg.cus; i++) m->cu_stats(g->cu[i], s.mech[k]);
        if (g->cp && m->cp_stats) m->cp_stats(g->cp, s.mech[k]);
        if (m->gpu_stats && g->mech_state[k]) m->gpu_stats(g->mech_state[k], s.mech[k]);
    }
    for (uint32_t i = 0; i < g->nsa; i++) {
        cache_stats a = cache_get_stats(g->l1i[i]), b = cache_get_stats(g->l1s[i]);
        gpu_stats_add(&s.l1i, &a, sizeof a);
        gpu_stats_add(&s.l1s, &b, sizeof b);
    }
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        cache_stats l = cache_get_stats(g->l2[b]);
        dram_stats d = dram_get_stats(g->dram[b]);
        gpu_stats_add(&s.l2, &l, sizeof l);
        gpu_stats_add(&s.dram, &d, sizeof d);
    }
    if (g->rdma) s.rdma = rdma_get_stats(g->rdma);
    return s;
}

void gpu_cu_activity(const gpu *g, uint64_t *instructions, uint64_t *workgroups)
{
    *instructions = *workgroups = 0;
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        *instructions += cu_get_stats(g->cu[i]).instructions;
        *workgroups += cu_resident_workgroups(g->cu[i]);
    }
}
