/* Statistics of a multi-GPU run: per GPU and in total, as numbers and as
 * JSON (--stats). */
#include <math.h>

#include "components/hostmem/hostmem.h"
#include "driver/mgpu_int.h"
#include "mech/sample/sample.h"

#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"
#include "engine/ranks.h"

static uint64_t l2_accesses(const cache_stats *s)
{
    return s->read_hits + s->read_misses + s->write_hits + s->write_misses + s->atomic_hits +
           s->atomic_misses;
}

static uint64_t l2_hits(const cache_stats *s)
{
    return s->read_hits + s->write_hits + s->atomic_hits;
}

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
        .l2_hits = l2_hits(&s->l2),
        .l2_accesses = l2_accesses(&s->l2),
        .dram_bytes = s->dram.bytes_read + s->dram.bytes_written,
        .rdma_transactions = s->rdma.out_reads + s->rdma.out_writes + s->rdma.out_atomics,
        .cross_gpu_bytes = s->rdma.tx_bytes,
    };
    return t;
}

/* GPU g's requests to zero-copy host memory cross the fabric but reach
 * no GPU: they are PCIe bytes to the host, not cross-GPU bytes. */
static uint64_t host_rx(const mgpu *m, uint32_t g)
{
    uint64_t rx = 0, tx;
    if (m->p->host) hostmem_gpu_bytes(m->p->host, g, &rx, &tx);
    return rx;
}

mgpu_totals mgpu_get_totals(const mgpu *m, int gpu)
{
    mgpu_totals t = {0};
    /* sampling's fast part: the wire bytes it would have moved
     * (mgpu_sample_tx.c; 0 without sampling) */
    double est[PLATFORM_MAX_GPUS], bound[PLATFORM_MAX_GPUS];
    mgpu_sample_traffic(m, est, bound);
    for (uint32_t g = 0; g < m->p->ngpus; g++) {
        if (gpu >= 0 && (uint32_t)gpu != g) continue;
        gpu_stats s = stats_of(m, g);
        mgpu_totals x = of_gpu(&s);
        x.cross_gpu_bytes -= host_rx(m, g);
        /* sampling's fast part ran the rest of its launches' instructions
         * off the CUs (mech/sample): counted, as the CUs' are */
        t.instructions += x.instructions + sample_stats_of(&s)->fast_insts;
        t.l2_hits += x.l2_hits;
        t.l2_accesses += x.l2_accesses;
        t.dram_bytes += x.dram_bytes;
        t.rdma_transactions += x.rdma_transactions;
        t.cross_gpu_bytes += x.cross_gpu_bytes;
        t.cross_gpu_bytes_fast += (uint64_t)llround(est[g]);
        t.cross_gpu_bytes_bound += (uint64_t)ceil(bound[g]);
    }
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

static double rate(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

static json_object *cache_json(const cache_stats *s)
{
    json_object *o = js_obj(JS_SPACED);
    uint64_t acc = l2_accesses(s);
    js_put_u64(o, "accesses", acc);
    js_put_u64(o, "hits", l2_hits(s));
    js_put_fixed(o, "hit_rate", rate(l2_hits(s), acc), 6);
    return o;
}

static json_object *gpu_json(const mgpu *m, const gpu_stats *s, uint32_t g)
{
    mgpu_totals t = of_gpu(s);
    t.cross_gpu_bytes -= host_rx(m, g);
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "gpu", g);
    js_put_u64(o, "instructions", t.instructions);
    js_put_u64(o, "workgroups", s->cu.workgroups);
    js_put(o, "l1v", cache_json(&s->l1v));
    js_put(o, "l1i", cache_json(&s->l1i));
    js_put(o, "l1s", cache_json(&s->l1s));
    js_put(o, "l2", cache_json(&s->l2));
    if (l2_accesses(&s->mall)) /* a GPU with a MALL (gpu.mall) that was used */
        js_put(o, "mall", cache_json(&s->mall));
    js_put_u64(o, "dram_bytes_read", s->dram.bytes_read);
    js_put_u64(o, "dram_bytes_written", s->dram.bytes_written);
    js_put_u64(o, "rdma_transactions", t.rdma_transactions);
    js_put_u64(o, "rdma_incoming", s->rdma.in_reads + s->rdma.in_writes + s->rdma.in_atomics);
    js_put_u64(o, "cross_gpu_bytes", t.cross_gpu_bytes);
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->stats) gpu_mstat_json(gpu_mechs[i]->stats, o, s->mech[i]);
    return o;
}

static json_object *fabric_json(const fabric *fab)
{
    fabric_stats s = fabric_get_stats(fab);
    json_object *o = js_obj(JS_SPACED), *links = js_arr(JS_SPACED);
    js_put_u64(o, "messages", s.messages);
    js_put_u64(o, "bytes", s.bytes);
    for (uint32_t i = 0; i < fabric_nlinks(fab); i++) {
        fabric_link_stats l = fabric_get_link_stats(fab, i);
        json_object *k = js_obj(JS_SPACED);
        js_put_str(k, "name", l.name);
        js_put_u64(k, "bytes", l.bytes);
        js_put_u64(k, "busy_cycles", l.busy_cycles);
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
    js_put_u64(tot, "instructions", t.instructions);
    js_put_fixed(tot, "l2_hit_rate", rate(t.l2_hits, t.l2_accesses), 6);
    js_put_u64(tot, "dram_bytes", t.dram_bytes);
    js_put_u64(tot, "rdma_transactions", t.rdma_transactions);
    js_put_u64(tot, "cross_gpu_bytes", t.cross_gpu_bytes);
    if (gpu_mech_on(&sample_mech, &p->cfg.gpu)) { /* of it, sampling's estimate */
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
        json_object *x = js_obj(JS_SPACED);
        js_put_u64(x, "reads", h.reads);
        js_put_u64(x, "writes", h.writes);
        js_put_u64(x, "atomics", h.atomics);
        js_put_u64(x, "read_bytes", h.read_bytes);
        js_put_u64(x, "write_bytes", h.write_bytes);
        js_put_u64(x, "pcie_bytes", h.pcie_bytes);
        js_put(o, "host_memory", x);
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
    json_object *smp = top ? js_get(top, "sample") : NULL;
    if (smp) { /* of the run's cross-GPU bytes, the fast part's estimate */
        mgpu_totals t = mgpu_get_totals(m, -1);
        js_put_u64(smp, "cross_gpu_bytes_fast", t.cross_gpu_bytes_fast);
        js_put_u64(smp, "cross_gpu_bytes_bound", t.cross_gpu_bytes_bound);
        mgpu_sample_json(m, smp);
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
