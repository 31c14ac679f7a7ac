/* Sums of one GPU's component statistics (gpu_get_stats). */
#include "components/gpu/gpu.h"

#include <stdio.h>
#include <string.h>

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"
#include "components/gpu/gpu_stab.h"

void gpu_stats_add(void *sum, const void *x, size_t bytes)
{
    uint64_t *a = sum;
    const uint64_t *w = x;
    for (size_t i = 0; i < bytes / sizeof *w; i++) a[i] += w[i];
}

/* Adds component obj of kind k into sum (its statistics struct) by the
 * kind's table (gpu_stab.h). */
static void add(const gpu_stab_kind *k, void *sum, const void *obj)
{
    uint64_t w[GPU_MECH_STAT_WORDS];
    k->words(obj, w);
    gpu_mstat_add(k->t, sum, w);
}

gpu_stats gpu_get_stats(const gpu *g)
{
    gpu_stats s;
    memset(&s, 0, sizeof s);
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        add(&gpu_stab_cu_kind, &s.cu, g->cu[i]);
        add(&gpu_stab_cache_kind, &s.l1v, g->l1v[i]);
    }
    /* every registered mechanism's counters (zero when it did not run):
     * its parts combined by its table (gpu_mstat.h) */
    for (uint32_t k = 0; k < gpu_nmechs; k++) {
        const gpu_mech *m = gpu_mechs[k];
        uint64_t x[GPU_MECH_STAT_WORDS];
        if (!m->stats) continue;
        for (uint32_t i = 0; m->cu_stats && i < g->cfg.cus; i++) {
            memset(x, 0, sizeof x);
            m->cu_stats(g->cu[i], x);
            gpu_mstat_add(m->stats, s.mech[k], x);
        }
        if (g->cp && m->cp_stats) {
            memset(x, 0, sizeof x);
            m->cp_stats(g->cp, x);
            gpu_mstat_add(m->stats, s.mech[k], x);
        }
        if (m->gpu_stats && g->mech_state[k]) {
            memset(x, 0, sizeof x);
            m->gpu_stats(g->mech_state[k], x);
            gpu_mstat_add(m->stats, s.mech[k], x);
        }
    }
    for (uint32_t i = 0; i < g->nsa; i++) {
        add(&gpu_stab_cache_kind, &s.l1i, g->l1i[i]);
        add(&gpu_stab_cache_kind, &s.l1s, g->l1s[i]);
    }
    for (uint32_t b = 0; b < g->nl2; b++) add(&gpu_stab_cache_kind, &s.l2, g->l2[b]);
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        add(&gpu_stab_dram_kind, &s.dram, g->dram[b]);
        if (g->mall) add(&gpu_stab_cache_kind, &s.mall, g->mall[b]);
    }
    if (g->rdma) add(&gpu_stab_rdma_kind, &s.rdma, g->rdma);
    return s;
}

/* The sizes in KiB or MiB, as configs write them. */
static void size_str(uint64_t b, char *buf, size_t len)
{
    if (b >= (1u << 20) && !(b % (1u << 20))) snprintf(buf, len, "%llu MiB", (unsigned long long)(b >> 20));
    else snprintf(buf, len, "%llu KiB", (unsigned long long)(b >> 10));
}

void gpu_summary(const gpu *g, char *buf, size_t len)
{
    const gpu_config *c = &g->cfg;
    uint32_t xcds = c->xcd_l2_banks ? c->xcds : 1, per = g->nl2 / xcds;
    char l2[24], mall[24];
    size_str(c->l2.size_bytes * per, l2, sizeof l2);
    size_str(c->mall_cache.size_bytes, mall, sizeof mall);
    int n = snprintf(buf, len, "%u CUs in %u XCD%s, %u shader arrays, %u L2%s of %u banks (%s "
                               "each), ",
                     c->cus, xcds, xcds > 1 ? "s" : "", g->nsa, xcds, xcds > 1 ? "s" : "", per, l2);
    if (n < 0 || (size_t)n >= len) return;
    if (g->mall)
        n += snprintf(buf + n, len - (size_t)n, "MALL: %u slices of %s, ", c->banks, mall);
    if (n < 0 || (size_t)n >= len) return;
    snprintf(buf + n, len - (size_t)n, "%u DRAM channels", c->banks);
}

void gpu_cu_activity(const gpu *g, uint64_t *instructions, uint64_t *workgroups)
{
    *instructions = *workgroups = 0;
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        *instructions += cu_get_stats(g->cu[i]).instructions;
        *workgroups += cu_resident_workgroups(g->cu[i]);
    }
}
