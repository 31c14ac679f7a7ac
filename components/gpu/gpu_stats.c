/* Sums of one GPU's component statistics (gpu_get_stats). */
#include "components/gpu/gpu.h"

#include <stdio.h>
#include <string.h>

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"

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
        cache_stats a = cache_get_stats(g->l1i[i]), b = cache_get_stats(g->l1s[i]);
        gpu_stats_add(&s.l1i, &a, sizeof a);
        gpu_stats_add(&s.l1s, &b, sizeof b);
    }
    for (uint32_t b = 0; b < g->nl2; b++) {
        cache_stats l = cache_get_stats(g->l2[b]);
        gpu_stats_add(&s.l2, &l, sizeof l);
    }
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        dram_stats d = dram_get_stats(g->dram[b]);
        gpu_stats_add(&s.dram, &d, sizeof d);
        if (!g->mall) continue;
        cache_stats m = cache_get_stats(g->mall[b]);
        gpu_stats_add(&s.mall, &m, sizeof m);
    }
    if (g->rdma) s.rdma = rdma_get_stats(g->rdma);
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
