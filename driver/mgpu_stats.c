/* Statistics of a multi-GPU run: per GPU and in total, as numbers and as
 * JSON (--stats). */
#include "driver/mgpu_int.h"

static uint64_t l2_accesses(const cache_stats *s)
{
    return s->read_hits + s->read_misses + s->write_hits + s->write_misses + s->atomic_hits +
           s->atomic_misses;
}

static uint64_t l2_hits(const cache_stats *s)
{
    return s->read_hits + s->write_hits + s->atomic_hits;
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

mgpu_totals mgpu_get_totals(const mgpu *m, int gpu)
{
    mgpu_totals t = {0};
    for (uint32_t g = 0; g < m->p->ngpus; g++) {
        if (gpu >= 0 && (uint32_t)gpu != g) continue;
        gpu_stats s = gpu_get_stats(m->p->gpu[g]);
        mgpu_totals x = of_gpu(&s);
        t.instructions += x.instructions;
        t.l2_hits += x.l2_hits;
        t.l2_accesses += x.l2_accesses;
        t.dram_bytes += x.dram_bytes;
        t.rdma_transactions += x.rdma_transactions;
        t.cross_gpu_bytes += x.cross_gpu_bytes;
    }
    return t;
}

static double rate(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

static void cache_json(FILE *f, const char *name, const cache_stats *s)
{
    uint64_t acc = l2_accesses(s);
    fprintf(f, "\"%s\": {\"accesses\": %llu, \"hits\": %llu, \"hit_rate\": %.6f}", name,
            (unsigned long long)acc, (unsigned long long)l2_hits(s), rate(l2_hits(s), acc));
}

/* DAB's statistics (components/dab/dab.h), only when it ran, so the
 * baseline's JSON is unchanged. */
static void dab_json(FILE *f, const dab_stats *d)
{
    if (!d->cp_flushes && !d->atomics) return;
    fprintf(f, ", \"dab\": {\"flushes\": %llu, \"flushes_blocked\": %llu, \"flushes_end\": %llu, "
               "\"entries\": %llu, \"entries_per_flush\": %.3f, \"txns\": %llu, "
               "\"atomics\": %llu, \"fused\": %llu, \"returning\": %llu, "
               "\"stall_full_cycles\": %llu, \"stall_token_cycles\": %llu, "
               "\"stall_fence_cycles\": %llu, \"flush_wait_cycles\": %llu, "
               "\"flush_cycles\": %llu, \"batches\": %llu}",
            (unsigned long long)d->cp_flushes, (unsigned long long)d->cp_flushes_blocked,
            (unsigned long long)d->cp_flushes_end, (unsigned long long)d->flush_entries,
            rate(d->flush_entries, d->cp_flushes), (unsigned long long)d->flush_txns,
            (unsigned long long)d->atomics, (unsigned long long)d->fused,
            (unsigned long long)d->returning, (unsigned long long)d->stall_full_cycles,
            (unsigned long long)d->stall_token_cycles, (unsigned long long)d->stall_fence_cycles,
            (unsigned long long)d->flush_wait_cycles, (unsigned long long)d->cp_flush_cycles,
            (unsigned long long)d->batches);
}

/* GPUDet's statistics (components/gpudet/gpudet.h), only when it ran. */
static void gpudet_json(FILE *f, const gpudet_stats *d)
{
    if (!d->cp_quanta) return;
    fprintf(f, ", \"gpudet\": {\"quanta\": %llu, \"parallel_cycles\": %llu, "
               "\"commit_cycles\": %llu, \"serial_cycles\": %llu, \"sync_cycles\": %llu, "
               "\"ends\": {",
            (unsigned long long)d->cp_quanta, (unsigned long long)d->cp_par_cycles,
            (unsigned long long)d->cp_commit_cycles, (unsigned long long)d->cp_serial_cycles,
            (unsigned long long)d->cp_sync_cycles);
    for (unsigned i = 0; i < GPUDET_END_COUNT; i++)
        fprintf(f, "%s\"%s\": %llu", i ? ", " : "", gpudet_end_name(i),
                (unsigned long long)d->ends[i]);
    fprintf(f, "}, \"stores\": %llu, \"bloom_lookups\": %llu, \"bloom_hits\": %llu, "
               "\"bloom_false\": %llu, \"fwd_full\": %llu, \"fwd_partial\": %llu, "
               "\"sb_cycles\": %llu, \"commit_entries\": %llu, \"serial_atomics\": %llu, "
               "\"dwp_spawns\": %llu}",
            (unsigned long long)d->stores, (unsigned long long)d->bloom_lookups,
            (unsigned long long)d->bloom_hits, (unsigned long long)d->bloom_false,
            (unsigned long long)d->fwd_full, (unsigned long long)d->fwd_partial,
            (unsigned long long)d->sb_cycles, (unsigned long long)d->commit_entries,
            (unsigned long long)d->serial_atomics, (unsigned long long)d->dwp_spawns);
}

static void gpu_json(FILE *f, const gpu_stats *s)
{
    mgpu_totals t = of_gpu(s);
    fprintf(f, "\"instructions\": %llu, \"workgroups\": %llu, ",
            (unsigned long long)t.instructions, (unsigned long long)s->cu.workgroups);
    cache_json(f, "l1v", &s->l1v);
    fputs(", ", f);
    cache_json(f, "l1i", &s->l1i);
    fputs(", ", f);
    cache_json(f, "l1s", &s->l1s);
    fputs(", ", f);
    cache_json(f, "l2", &s->l2);
    fprintf(f, ", \"dram_bytes_read\": %llu, \"dram_bytes_written\": %llu, "
               "\"rdma_transactions\": %llu, \"rdma_incoming\": %llu, "
               "\"cross_gpu_bytes\": %llu",
            (unsigned long long)s->dram.bytes_read, (unsigned long long)s->dram.bytes_written,
            (unsigned long long)t.rdma_transactions,
            (unsigned long long)(s->rdma.in_reads + s->rdma.in_writes + s->rdma.in_atomics),
            (unsigned long long)t.cross_gpu_bytes);
    dab_json(f, &s->dab);
    gpudet_json(f, &s->gpudet);
}

static void fabric_json(FILE *f, const fabric *fab)
{
    fabric_stats s = fabric_get_stats(fab);
    fprintf(f, "\"fabric\": {\"messages\": %llu, \"bytes\": %llu, \"links\": [",
            (unsigned long long)s.messages, (unsigned long long)s.bytes);
    for (uint32_t i = 0; i < fabric_nlinks(fab); i++) {
        fabric_link_stats l = fabric_get_link_stats(fab, i);
        fprintf(f, "%s{\"name\": \"%s\", \"bytes\": %llu, \"busy_cycles\": %llu, "
                   "\"utilisation\": %.6f}",
                i ? ", " : "", l.name, (unsigned long long)l.bytes,
                (unsigned long long)l.busy_cycles, fabric_link_utilisation(fab, i));
    }
    fputs("]}", f);
}

int mgpu_write_stats_json(const mgpu *m, FILE *f, const char *extra)
{
    const platform *p = m->p;
    mgpu_kernel_stats k = m->last;
    fprintf(f, "{\"platform\": {\"kind\": \"%s\", \"gpus\": %u, \"cus_per_gpu\": %u}, ",
            p->cfg.kind == PLATFORM_UNIFIED ? "unified" : "discrete", p->ngpus, p->cfg.gpu.cus);
    if (extra) fprintf(f, "%s, ", extra);
    fprintf(f, "\"kernel_time_ns\": %.3f, \"cycles\": %llu, "
               "\"instructions\": %llu, \"workgroups\": %llu, \"sim_time_ns\": %.3f, ",
            (double)k.time_ps / 1000.0, (unsigned long long)k.cycles,
            (unsigned long long)k.instructions, (unsigned long long)k.workgroups,
            (double)mgpu_now_ps(m) / 1000.0);
    fputs("\"gpus\": [", f);
    for (uint32_t g = 0; g < p->ngpus; g++) {
        gpu_stats s = gpu_get_stats(p->gpu[g]);
        fprintf(f, "%s{\"gpu\": %u, ", g ? ", " : "", g);
        gpu_json(f, &s);
        fputc('}', f);
    }
    mgpu_totals t = mgpu_get_totals(m, -1);
    fprintf(f, "], \"total\": {\"instructions\": %llu, \"l2_hit_rate\": %.6f, "
               "\"dram_bytes\": %llu, \"rdma_transactions\": %llu, \"cross_gpu_bytes\": %llu}",
            (unsigned long long)t.instructions, rate(t.l2_hits, t.l2_accesses),
            (unsigned long long)t.dram_bytes, (unsigned long long)t.rdma_transactions,
            (unsigned long long)t.cross_gpu_bytes);
    if (p->fab) {
        fputs(", ", f);
        fabric_json(f, p->fab);
    }
    fputs("}\n", f);
    return ferror(f) ? -1 : 0;
}
