/* Statistics of a multi-GPU run: per GPU and in total, as numbers and as
 * JSON (--stats). */
#include <math.h>

#include "components/hostmem/hostmem.h"
#include "driver/mgpu_int.h"

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"
#include "components/gpu/gpu_stab.h"
#include "components/mem/mem_msg.h"
#include "engine/ranks.h"
#include "util/xalloc.h"

/* GPU g's counters: over ranks (engine/ranks.h) each counted only on the
 * rank that ran the component, zero on the others, so the sum is the run's.
 * Collective: every rank asks for the same statistics in the same order. */
static gpu_stats stats_of(const mgpu *m, uint32_t g)
{
    gpu_stats s = gpu_get_stats(m->p->gpu[g]);
    _Static_assert(sizeof s % sizeof(uint64_t) == 0, "gpu_stats is plain uint64_t counters");
    eng_rank_sum(m->p->e, (uint64_t *)(void *)&s, sizeof s / sizeof(uint64_t));
    return s;
}

static mgpu_totals of_gpu(const gpu_stats *s)
{
    mgpu_totals t = {
        .instructions = s->cu.instructions,
        .l2_hits = gpu_stab_cache_hits(&s->l2),
        .l2_accesses = gpu_stab_cache_accesses(&s->l2),
        .dram_bytes = s->dram.bytes_read + s->dram.bytes_written,
        .rdma_transactions = s->rdma.out_reads + s->rdma.out_writes + s->rdma.out_atomics,
        .cross_gpu_bytes = s->rdma.tx_bytes,
    };
    return t;
}

/* The run's figures per GPU (run_report's per_gpu, V_PART) and over
 * the GPUs ("total", V_TOTAL): one table, summed by it. */
#define T_(f, fl) GPU_MSTAT_CF(mgpu_totals, f, #f, NULL, fl)
static const gpu_mstat totals_rows[] = {
    T_(instructions, GPU_MSTAT_F_TOTAL),
    T_(l2_hits, 0),
    T_(l2_accesses, 0),
    GPU_MSTAT_RATIO_F(mgpu_totals, "l2_hit_rate", l2_hits, l2_accesses, 6,
                      GPU_MSTAT_F_HIDE | GPU_MSTAT_F_TOTAL),
    T_(dram_bytes, GPU_MSTAT_F_TOTAL),
    T_(rdma_transactions, GPU_MSTAT_F_TOTAL),
    T_(cross_gpu_bytes, GPU_MSTAT_F_TOTAL),
    /* of it, sampling's estimate (shown by sampling's own object) */
    T_(cross_gpu_bytes_fast, GPU_MSTAT_F_HIDE),
    T_(cross_gpu_bytes_bound, GPU_MSTAT_F_HIDE),
    GPU_MSTAT_END,
};
const gpu_mstat_table mgpu_totals_table = GPU_MSTAT_COMPONENT("total", mgpu_totals, totals_rows);

#define HM_(f) GPU_MSTAT_CF(mgpu_hostmem_stats, f, #f, NULL, 0)
static const gpu_mstat hostmem_rows[] = {
    HM_(reads), HM_(writes), HM_(atomics), HM_(read_bytes), HM_(write_bytes), HM_(pcie_bytes),
    GPU_MSTAT_END,
};
const gpu_mstat_table mgpu_hostmem_table =
    GPU_MSTAT_COMPONENT("host_memory", mgpu_hostmem_stats, hostmem_rows);

static uint64_t *words(void *s) { return s; }

/* GPU g's requests to zero-copy host memory cross the fabric but reach
 * no GPU: they are PCIe bytes to the host, not cross-GPU bytes. */
static uint64_t host_rx(const mgpu *m, uint32_t g)
{
    uint64_t rx = 0, tx;
    if (m->p->host) hostmem_gpu_bytes(m->p->host, g, &rx, &tx);
    return rx;
}

/* Instructions the mechanisms ran off the CUs (their counters flagged
 * INSTS, gpu_mstat.h: sampling's fast part), counted as the CUs' are. */
static uint64_t mech_insts(const gpu_stats *s)
{
    uint64_t n = 0;
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->stats) n += gpu_mstat_insts(gpu_mechs[i]->stats, s->mech[i]);
    return n;
}

/* Whether a mechanism that is on estimates cross-GPU bytes it moved off
 * the fabric (gpu_mech_run.cross_bytes). */
static bool estimates(const mgpu *m)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->cross_bytes) return true;
    }
    return false;
}

mgpu_totals mgpu_get_totals(const mgpu *m, int gpu)
{
    mgpu_totals t = {0};
    uint32_t n = m->p->ngpus;
    /* every GPU's statistics when an estimate needs them, else the ones
     * asked for (each is a collective call over ranks: the same on all) */
    bool est = estimates(m);
    gpu_stats *all = xcalloc(n, sizeof *all, "the run's statistics");
    for (uint32_t g = 0; g < n; g++)
        if (est || gpu < 0 || (uint32_t)gpu == g) all[g] = stats_of(m, g);
    for (uint32_t g = 0; g < n; g++) {
        if (gpu >= 0 && (uint32_t)gpu != g) continue;
        mgpu_totals x = of_gpu(&all[g]);
        x.cross_gpu_bytes -= host_rx(m, g);
        x.instructions += mech_insts(&all[g]);
        /* the mechanisms' estimates of what their off-engine work moved */
        for (uint32_t i = 0; i < gpu_nmechs; i++) {
            const gpu_mech_run *r = mgpu_mech_run_of(m, i);
            if (!r || !r->cross_bytes) continue;
            uint64_t e, bound;
            r->cross_bytes(m->p, m->mech_run[i], all, n, g, &e, &bound);
            x.cross_gpu_bytes_fast += e;
            x.cross_gpu_bytes_bound += bound;
        }
        gpu_mstat_add(&mgpu_totals_table, words(&t), words(&x));
    }
    free(all);
    t.cross_gpu_bytes += t.cross_gpu_bytes_fast;
    return t;
}

void mgpu_forward(void *user, uint64_t *done, bool *waiting)
{
    const mgpu *m = user;
    uint64_t v[2] = {0, 0}, insts, wgs;
    for (uint32_t g = 0; g < m->p->ngpus; g++) {
        gpu_cu_activity(m->p->gpu[g], &insts, &wgs);
        v[0] += insts;
        v[1] += wgs;
    }
    eng_rank_sum(m->p->e, v, 2); /* each rank's CUs run on it alone */
    *done = v[0];
    *waiting = v[1] != 0;
}

static json_object *gpu_json(const mgpu *m, gpu_stats *s, uint32_t g)
{
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "gpu", g);
    gpu_mstat_rows(&gpu_stab_gpu, o, words(s), GPU_MSTAT_V_PART);
    js_put_u64(o, "cross_gpu_bytes", s->rdma.tx_bytes - host_rx(m, g));
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->stats) gpu_mstat_json(gpu_mechs[i]->stats, o, s->mech[i]);
    return o;
}

static json_object *fabric_json(const fabric *fab)
{
    uint64_t w[GPU_MECH_STAT_WORDS];
    json_object *o = js_obj(JS_SPACED), *links = js_arr(JS_SPACED);
    gpu_stab_fabric_kind.words(fab, w);
    gpu_mstat_rows(&gpu_stab_fabric, o, w, GPU_MSTAT_V_PART);
    for (uint32_t i = 0; i < fabric_nlinks(fab); i++) {
        fabric_link_stats l = fabric_get_link_stats(fab, i);
        json_object *k = js_obj(JS_SPACED);
        js_put_str(k, "name", l.name);
        gpu_mstat_rows(&gpu_stab_link, k, &l.messages, GPU_MSTAT_V_PART);
        js_put_fixed(k, "utilisation", fabric_link_utilisation(fab, i), 6);
        js_push(links, k);
    }
    js_put(o, "links", links);
    return o;
}

json_object *mgpu_stats_json(const mgpu *m, json_object *extra)
{
    const platform *p = m->p;
    mgpu_kernel_stats k = m->last;
    json_object *o = js_obj(JS_SPACED), *plat = js_obj(JS_SPACED), *gpus = js_arr(JS_SPACED);
    js_put_str(plat, "kind", p->cfg.kind == PLATFORM_UNIFIED ? "unified" : "discrete");
    js_put_u64(plat, "gpus", p->ngpus);
    js_put_u64(plat, "cus_per_gpu", p->cfg.gpu.cus);
    js_put(o, "platform", plat);
    if (extra) {
        json_object_object_foreach(extra, key, v) js_put(o, key, json_object_get(v));
        json_object_put(extra);
    }
    js_put_fixed(o, "kernel_time_ns", (double)k.time_ps / 1000.0, 3);
    js_put_u64(o, "cycles", k.cycles);
    js_put_u64(o, "instructions", k.instructions);
    js_put_u64(o, "workgroups", k.workgroups);
    js_put_fixed(o, "sim_time_ns", (double)mgpu_now_ps(m) / 1000.0, 3);
    for (uint32_t g = 0; g < p->ngpus; g++) {
        gpu_stats s = stats_of(m, g);
        js_push(gpus, gpu_json(m, &s, g));
    }
    js_put(o, "gpus", gpus);
    mgpu_totals t = mgpu_get_totals(m, -1);
    json_object *tot = js_obj(JS_SPACED);
    gpu_mstat_rows(&mgpu_totals_table, tot, words(&t), GPU_MSTAT_V_TOTAL);
    if (estimates(m)) { /* of it, the mechanisms' estimate (sampling's fast part) */
        js_put_u64(tot, "cross_gpu_bytes_fast", t.cross_gpu_bytes_fast);
        js_put_u64(tot, "cross_gpu_bytes_bound", t.cross_gpu_bytes_bound);
    }
    for (uint32_t i = 0; i < gpu_nmechs; i++) { /* mechanisms with a total over GPUs */
        const gpu_mstat_table *t = gpu_mechs[i]->stats;
        if (!t || !t->total) continue;
        uint64_t sum[GPU_MECH_STAT_WORDS] = {0};
        for (uint32_t g = 0; g < p->ngpus; g++) {
            gpu_stats s = stats_of(m, g);
            gpu_mstat_add(t, sum, s.mech[i]);
        }
        gpu_mstat_json(t, tot, sum);
    }
    js_put(o, "total", tot);
    if (p->fab) js_put(o, "fabric", fabric_json(p->fab));
    if (p->host) { /* zero-copy host memory over PCIe (platform.host_memory) */
        mgpu_hostmem_stats h = mgpu_hostmem_get_stats(m);
        gpu_mstat_json(&mgpu_hostmem_table, o, words(&h));
    }
    return o;
}

json_object *mgpu_mech_json(const mgpu *m)
{
    const platform *p = m->p;
    json_object *top = NULL;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mstat_table *mt = gpu_mechs[i]->stats;
        if (!mt || !mt->total) continue;
        uint64_t sum[GPU_MECH_STAT_WORDS] = {0};
        json_object *per = js_arr(JS_SPACED);
        for (uint32_t g = 0; g < p->ngpus; g++) {
            gpu_stats s = stats_of(m, g);
            gpu_mstat_add(mt, sum, s.mech[i]);
            json_object *one = js_obj(JS_SPACED);
            gpu_mstat_json(mt, one, s.mech[i]);
            json_object_object_foreach(one, k1, v1) {
                (void)k1;
                js_push(per, json_object_get(v1));
            }
            json_object_put(one);
        }
        json_object *t = js_obj(JS_SPACED);
        gpu_mstat_json(mt, t, sum); /* its object, under its table's key */
        json_object_object_foreach(t, key, v) {
            if (!top) top = js_obj(JS_SPACED);
            js_put(v, "per_gpu", json_object_get(per));
            js_put(top, key, json_object_get(v));
        }
        json_object_put(t);
        json_object_put(per);
    }
    /* of the run's cross-GPU bytes, the estimate, and the run's figures
     * of its own: in the object of the mechanism that made them */
    for (uint32_t i = 0; top && i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        json_object *o = gpu_mechs[i]->stats ? js_get(top, gpu_mechs[i]->stats->key) : NULL;
        if (!r || !o) continue;
        if (r->cross_bytes) {
            mgpu_totals t = mgpu_get_totals(m, -1);
            js_put_u64(o, "cross_gpu_bytes_fast", t.cross_gpu_bytes_fast);
            js_put_u64(o, "cross_gpu_bytes_bound", t.cross_gpu_bytes_bound);
        }
        if (r->json) r->json(m->p, m->mech_run[i], o); /* its run-level figures */
    }
    mgpu_xlat_json(m, top); /* the fault handler's series: not a per-GPU sum */
    return top;
}

int mgpu_write_stats_json(const mgpu *m, FILE *f, json_object *extra)
{
    json_object *o = mgpu_stats_json(m, extra);
    int rc = js_writeln(f, o, JS_SPACED);
    json_object_put(o);
    return rc;
}
