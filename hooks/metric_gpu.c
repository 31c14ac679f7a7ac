/* Metric sources for the compute and inter-GPU components: the CU, RDMA
 * engine and fabric statistics structs under stable keys (docs/hooks.md
 * lists them). Read after the run, like metric_mem.c; the components
 * carry no metrics code. */
#include "hooks/metric.h"

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"

#include <stdio.h>

typedef struct metric_kv {
    const char *key;
    uint64_t v;
} metric_kv;

static double ratio(uint64_t a, uint64_t b)
{
    return b ? (double)a / (double)b : 0.0;
}

static int put_counters(metric_reg *r, const char *scope, const metric_kv *k, size_t n)
{
    int rc = 0;
    for (size_t i = 0; i < n; i++)
        rc |= metric_put(r, scope, k[i].key, (double)k[i].v, true);
    return rc;
}

/* ---- compute units ------------------------------------------------------ */

static int read_cu(metric_reg *r, const void *obj)
{
    const cu *u = obj;
    const char *n = cu_comp((cu *)u)->name;
    cu_stats s = cu_get_stats(u);
    const metric_kv k[] = {
        {"instructions", s.instructions}, {"cycles", s.busy_cycles},
        {"valu", s.valu},     {"salu", s.salu},     {"vmem", s.vmem},
        {"smem", s.smem},     {"lds", s.lds},       {"branch", s.branch},
        {"special", s.special}, {"waves", s.waves}, {"workgroups", s.workgroups},
        {"rejects", s.rejects}, {"fetches", s.fetches},
        {"vmem_txns", s.vmem_txns}, {"smem_txns", s.smem_txns},
        {"lds_conflict_cycles", s.lds_conflict_cycles},
    };
    int rc = put_counters(r, n, k, sizeof k / sizeof k[0]);
    /* cycles with a wave resident per wavefront instruction issued */
    rc |= metric_put(r, n, "cpi", ratio(s.busy_cycles, s.instructions), false);
    /* the CPI stack: busy cycles by stall reason (cu.h), as counters and
     * per instruction (they sum to cycles and cpi) */
    for (unsigned i = 0; i < CU_STALL_COUNT; i++) {
        char key[48];
        snprintf(key, sizeof key, "stall_cycles.%s", cu_stall_name(i));
        rc |= metric_put(r, n, key, (double)s.stall[i], true);
        snprintf(key, sizeof key, "cpi_stack.%s", cu_stall_name(i));
        rc |= metric_put(r, n, key, ratio(s.stall[i], s.instructions), false);
    }
    return rc;
}

int metric_add_cu(metric_reg *r, const cu *u)
{
    return metric_add_source(r, read_cu, u);
}

/* ---- RDMA engines -------------------------------------------------------- */

static int read_rdma(metric_reg *r, const void *obj)
{
    const rdma *d = obj;
    const char *n = rdma_comp((rdma *)d)->name;
    rdma_stats s = rdma_get_stats(d);
    const metric_kv k[] = {
        {"requests_out", s.out_reads + s.out_writes + s.out_atomics},
        {"reads_out", s.out_reads},   {"writes_out", s.out_writes},
        {"atomics_out", s.out_atomics},
        {"requests_in", s.in_reads + s.in_writes + s.in_atomics},
        {"reads_in", s.in_reads},     {"writes_in", s.in_writes},
        {"atomics_in", s.in_atomics},
        {"bytes_out", s.tx_bytes},    {"bytes_in", s.rx_bytes},
        {"read_bytes", s.read_bytes}, {"write_bytes", s.write_bytes},
        {"remote_done", s.remote_done},
        {"remote_latency_sum_cycles", s.remote_latency_sum},
        {"maintenance", s.maintenance}, {"errors", s.errors},
    };
    int rc = put_counters(r, n, k, sizeof k / sizeof k[0]);
    rc |= metric_put(r, n, "avg_remote_latency_cycles",
                     ratio(s.remote_latency_sum, s.remote_done), false);
    return rc;
}

int metric_add_rdma(metric_reg *r, const rdma *d)
{
    return metric_add_source(r, read_rdma, d);
}

/* ---- the fabric ------------------------------------------------------------ */

static int read_fabric(metric_reg *r, const void *obj)
{
    const fabric *f = obj;
    const char *n = fabric_conn((fabric *)f)->name;
    fabric_stats s = fabric_get_stats(f);
    const metric_kv k[] = {
        {"messages", s.messages}, {"bytes", s.bytes}, {"latency_sum_cycles", s.latency_sum},
    };
    int rc = put_counters(r, n, k, sizeof k / sizeof k[0]);
    rc |= metric_put(r, n, "avg_latency_cycles", ratio(s.latency_sum, s.messages), false);
    for (uint32_t i = 0; i < fabric_nlinks(f); i++) {
        fabric_link_stats l = fabric_get_link_stats(f, i);
        const metric_kv lk[] = {
            {"messages", l.messages}, {"bytes", l.bytes}, {"busy_cycles", l.busy_cycles},
        };
        rc |= put_counters(r, l.name, lk, sizeof lk / sizeof lk[0]);
        rc |= metric_put(r, l.name, "utilisation", fabric_link_utilisation(f, i), false);
    }
    return rc;
}

int metric_add_fabric(metric_reg *r, const fabric *f)
{
    return metric_add_source(r, read_fabric, f);
}

/* ---- mechanisms ---------------------------------------------------------- */

typedef struct mech_put {
    metric_reg *r;
    const char *scope;
} mech_put;

static int put_mech(void *user, const char *path, double v, bool sum)
{
    const mech_put *p = user;
    return metric_put(p->r, p->scope, path, v, sum);
}

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
        mech_put p = {r, scope};
        rc = gpu_mstat_each(t, s.mech[i], put_mech, &p);
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
