/* See gpu_stab.h: the components' field tables. The metrics' names and
 * order are docs/hooks.md's; the JSON views are the --stats format's. */
#include "components/gpu/gpu_stab.h"

#include <string.h>

#include "components/fabric/fabric.h"
#include "components/gpu/gpu.h"

#define H GPU_MSTAT_F_HIDE
#define M (GPU_MSTAT_F_HIDE | GPU_MSTAT_F_METRIC) /* a derived metric only */
#define NONE (GPU_MSTAT_F_HIDE | GPU_MSTAT_F_NOMETRIC)
#define W(T, f) w[GPU_MSTAT_WORD(T, f)]

/* ---- caches ------------------------------------------------------------- */

static uint64_t cache_accesses(const uint64_t *w)
{
    return W(cache_stats, read_hits) + W(cache_stats, read_misses) + W(cache_stats, write_hits) +
           W(cache_stats, write_misses) + W(cache_stats, atomic_hits) +
           W(cache_stats, atomic_misses);
}

static uint64_t cache_hits(const uint64_t *w)
{
    return W(cache_stats, read_hits) + W(cache_stats, write_hits) + W(cache_stats, atomic_hits);
}

static double cache_hit_rate(const uint64_t *w)
{
    uint64_t all = cache_accesses(w);
    return all ? (double)cache_hits(w) / (double)all : 0.0;
}

uint64_t gpu_stab_cache_accesses(const cache_stats *s)
{
    return cache_accesses((const uint64_t *)(const void *)s);
}

uint64_t gpu_stab_cache_hits(const cache_stats *s)
{
    return cache_hits((const uint64_t *)(const void *)s);
}

#define C_(f, nm, fl) GPU_MSTAT_CF(cache_stats, f, nm, NULL, fl)
static const gpu_mstat cache_rows[] = {
    C_(read_hits, "read_hits", H), C_(read_misses, "read_misses", H),
    C_(write_hits, "write_hits", H), C_(write_misses, "write_misses", H),
    C_(atomic_hits, "atomic_hits", H), C_(atomic_misses, "atomic_misses", H),
    C_(mshr_hits, "mshr_hits", H), C_(evictions, "evictions", H),
    C_(writebacks, "writebacks", H), C_(forwards, "forwards", H), C_(fills, "fills", H),
    C_(flushes, "flushes", H), C_(invalidates, "invalidates", H),
    /* summed, in no output yet */
    C_(range_invalidates, "range_invalidates", NONE),
    C_(range_lines_dropped, "range_lines_dropped", NONE),
    C_(range_walk_cycles, "range_walk_cycles", NONE),
    C_(errors, "errors", H), C_(responses, "responses", H),
    C_(latency_sum, "latency_sum_cycles", H),
    GPU_MSTAT_GETI("accesses", NULL, cache_accesses, 0),
    GPU_MSTAT_GETI("hits", NULL, cache_hits, 0),
    GPU_MSTAT_GETF("hit_rate", NULL, cache_hit_rate, 6, GPU_MSTAT_F_METRIC),
    GPU_MSTAT_RATIO_F(cache_stats, "avg_latency_cycles", latency_sum, responses, 0, M),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_cache = GPU_MSTAT_COMPONENT("cache", cache_stats, cache_rows);

/* ---- DRAM channels ---------------------------------------------------------- */

static double dram_row_hit_rate(const uint64_t *w)
{
    uint64_t all =
        W(dram_stats, row_hits) + W(dram_stats, row_misses) + W(dram_stats, row_conflicts);
    return all ? (double)W(dram_stats, row_hits) / (double)all : 0.0;
}

#define D_(f, nm, met, fl) GPU_MSTAT_CF(dram_stats, f, nm, met, fl)
static const gpu_mstat dram_rows[] = {
    D_(reads, "reads", NULL, H), D_(writes, "writes", NULL, H),
    D_(atomics, "atomics", NULL, H), D_(others, "others", NULL, H),
    /* a GPU's object has these two, under its own names */
    D_(bytes_read, "dram_bytes_read", "bytes_read", 0),
    D_(bytes_written, "dram_bytes_written", "bytes_written", 0),
    D_(row_hits, "row_hits", NULL, H), D_(row_misses, "row_misses", NULL, H),
    D_(row_conflicts, "row_conflicts", NULL, H), D_(busy_cycles, "busy_cycles", NULL, H),
    D_(errors, "errors", NULL, H), D_(responses, "responses", NULL, H),
    D_(latency_sum, "latency_sum_cycles", NULL, H),
    GPU_MSTAT_GETF("row_hit_rate", NULL, dram_row_hit_rate, 6, M),
    GPU_MSTAT_RATIO_F(dram_stats, "avg_latency_cycles", latency_sum, responses, 0, M),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_dram = GPU_MSTAT_COMPONENT("dram", dram_stats, dram_rows);

/* ---- compute units ------------------------------------------------------------ */

#define U_(f, nm, fl) GPU_MSTAT_CF(cu_stats, f, nm, NULL, fl)
/* the CPI stack: busy cycles by stall reason (cu.h; cu_stall_name's
 * names), as counters and per instruction (they sum to cycles and cpi) */
#define STALL(i, nm)                                                                        \
    GPU_MSTAT_OPEN_F("stall_cycles", H), U_(stall[i], nm, H), GPU_MSTAT_CLOSE,              \
        GPU_MSTAT_OPEN_F("cpi_stack", H),                                                   \
        GPU_MSTAT_RATIO_F(cu_stats, nm, stall[i], instructions, 0, M), GPU_MSTAT_CLOSE
static const gpu_mstat cu_rows[] = {
    U_(instructions, "instructions", 0), U_(busy_cycles, "cycles", H),
    U_(valu, "valu", H), U_(salu, "salu", H), U_(vmem, "vmem", H), U_(smem, "smem", H),
    U_(lds, "lds", H), U_(branch, "branch", H), U_(special, "special", H),
    U_(waves, "waves", H), U_(workgroups, "workgroups", 0), U_(rejects, "rejects", H),
    U_(fetches, "fetches", H), U_(vmem_txns, "vmem_txns", H), U_(smem_txns, "smem_txns", H),
    U_(lds_conflict_cycles, "lds_conflict_cycles", H),
    /* cycles with a wave resident per wavefront instruction issued */
    GPU_MSTAT_RATIO_F(cu_stats, "cpi", busy_cycles, instructions, 0, M),
    STALL(CU_STALL_ISSUE, "issue"), STALL(CU_STALL_UNIT, "unit"), STALL(CU_STALL_PORT, "port"),
    STALL(CU_STALL_POLICY, "policy"), STALL(CU_STALL_EXEC, "exec"),
    STALL(CU_STALL_FETCH, "fetch"), STALL(CU_STALL_LGKMCNT, "lgkmcnt"),
    STALL(CU_STALL_VMCNT, "vmcnt"), STALL(CU_STALL_BARRIER, "barrier"),
    STALL(CU_STALL_DRAIN, "drain"),
    GPU_MSTAT_END,
};
_Static_assert(CU_STALL_COUNT == 10, "cu_rows names every stall reason");
const gpu_mstat_table gpu_stab_cu = GPU_MSTAT_COMPONENT("cu", cu_stats, cu_rows);

/* ---- RDMA engines --------------------------------------------------------------- */

#define R_(f, nm) GPU_MSTAT_CF(rdma_stats, f, nm, NULL, H)
#define RSUM (GPU_MSTAT_F_METRIC | GPU_MSTAT_F_SUMMED)
static const gpu_mstat rdma_rows[] = {
    /* requests sent and taken, as a GPU's object and as metrics */
    GPU_MSTAT_TOTAL_F(rdma_stats, "rdma_transactions", "requests_out", out_reads, 3, RSUM),
    R_(out_reads, "reads_out"), R_(out_writes, "writes_out"), R_(out_atomics, "atomics_out"),
    GPU_MSTAT_TOTAL_F(rdma_stats, "rdma_incoming", "requests_in", in_reads, 3, RSUM),
    R_(in_reads, "reads_in"), R_(in_writes, "writes_in"), R_(in_atomics, "atomics_in"),
    R_(tx_bytes, "bytes_out"), R_(rx_bytes, "bytes_in"),
    R_(read_bytes, "read_bytes"), R_(write_bytes, "write_bytes"),
    R_(remote_done, "remote_done"), R_(remote_latency_sum, "remote_latency_sum_cycles"),
    R_(maintenance, "maintenance"), R_(errors, "errors"),
    GPU_MSTAT_RATIO_F(rdma_stats, "avg_remote_latency_cycles", remote_latency_sum, remote_done,
                      0, M),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_rdma = GPU_MSTAT_COMPONENT("rdma", rdma_stats, rdma_rows);

/* ---- the fabric and its links ------------------------------------------------------ */

static const gpu_mstat fabric_rows[] = {
    GPU_MSTAT_CF(fabric_stats, messages, "messages", NULL, 0),
    GPU_MSTAT_CF(fabric_stats, bytes, "bytes", NULL, 0),
    GPU_MSTAT_CF(fabric_stats, latency_sum, "latency_sum_cycles", NULL, H),
    GPU_MSTAT_RATIO_F(fabric_stats, "avg_latency_cycles", latency_sum, messages, 0, M),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_fabric = GPU_MSTAT_COMPONENT("fabric", fabric_stats, fabric_rows);

/* a link's counters: fabric_link_stats after its name (its utilisation
 * is the fabric's to say: fabric_link_utilisation) */
typedef struct link_words {
    uint64_t messages, bytes, busy_cycles;
} link_words;
static const gpu_mstat link_rows[] = {
    GPU_MSTAT_CF(link_words, messages, "messages", NULL, H),
    GPU_MSTAT_CF(link_words, bytes, "bytes", NULL, 0),
    GPU_MSTAT_CF(link_words, busy_cycles, "busy_cycles", NULL, 0),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_link = GPU_MSTAT_COMPONENT("link", link_words, link_rows);
_Static_assert(sizeof(fabric_link_stats) - offsetof(fabric_link_stats, messages) ==
                   sizeof(link_words), "a link's counters are its last words");

/* ---- a GPU's object --------------------------------------------------------------- */

static const gpu_mstat gpu_rows[] = {
    GPU_MSTAT_SUB(gpu_stats, cu, NULL, &gpu_stab_cu, NULL),
    GPU_MSTAT_SUB(gpu_stats, l1v, "l1v", &gpu_stab_cache, NULL),
    GPU_MSTAT_SUB(gpu_stats, l1i, "l1i", &gpu_stab_cache, NULL),
    GPU_MSTAT_SUB(gpu_stats, l1s, "l1s", &gpu_stab_cache, NULL),
    GPU_MSTAT_SUB(gpu_stats, l2, "l2", &gpu_stab_cache, NULL),
    /* a GPU with a MALL (gpu.mall) that was used */
    GPU_MSTAT_SUB(gpu_stats, mall, "mall", &gpu_stab_cache, cache_accesses),
    GPU_MSTAT_SUB(gpu_stats, dram, NULL, &gpu_stab_dram, NULL),
    GPU_MSTAT_SUB(gpu_stats, rdma, NULL, &gpu_stab_rdma, NULL),
    GPU_MSTAT_END,
};
const gpu_mstat_table gpu_stab_gpu = GPU_MSTAT_VIEW("gpu", gpu_stats, gpu_rows);

const gpu_mstat_table *const gpu_stab_all[] = {
    &gpu_stab_cache, &gpu_stab_dram, &gpu_stab_cu, &gpu_stab_rdma, &gpu_stab_fabric,
    &gpu_stab_link,  &gpu_stab_gpu,  NULL,
};

_Static_assert(sizeof(cache_stats) <= GPU_MECH_STAT_WORDS * 8 &&
                   sizeof(dram_stats) <= GPU_MECH_STAT_WORDS * 8 &&
                   sizeof(cu_stats) <= GPU_MECH_STAT_WORDS * 8 &&
                   sizeof(rdma_stats) <= GPU_MECH_STAT_WORDS * 8 &&
                   sizeof(fabric_stats) <= GPU_MECH_STAT_WORDS * 8,
               "a kind's words fit its readers' buffers (GPU_MECH_STAT_WORDS)");

/* ---- reading one component ----------------------------------------------------------- */

/* A kind's name and its statistics as words: K_name, K_words. */
#define STAB_READER(K, T, GET, NAME)                                                          \
    static const char *K##_name(const void *o) { return NAME; }                               \
    static void K##_words(const void *o, uint64_t *w)                                         \
    {                                                                                         \
        T s = GET(o);                                                                         \
        memcpy(w, &s, sizeof s);                                                              \
    }
STAB_READER(cache, cache_stats, cache_get_stats, cache_comp((cache *)o)->name)
STAB_READER(dram, dram_stats, dram_get_stats, dram_comp((dram *)o)->name)
STAB_READER(cu, cu_stats, cu_get_stats, cu_comp((cu *)o)->name)
STAB_READER(rdma, rdma_stats, rdma_get_stats, rdma_comp((rdma *)o)->name)
STAB_READER(fabric, fabric_stats, fabric_get_stats, fabric_conn((fabric *)o)->name)
#undef STAB_READER

const gpu_stab_kind gpu_stab_cache_kind = {&gpu_stab_cache, cache_name, cache_words};
const gpu_stab_kind gpu_stab_dram_kind = {&gpu_stab_dram, dram_name, dram_words};
const gpu_stab_kind gpu_stab_cu_kind = {&gpu_stab_cu, cu_name, cu_words};
const gpu_stab_kind gpu_stab_rdma_kind = {&gpu_stab_rdma, rdma_name, rdma_words};
const gpu_stab_kind gpu_stab_fabric_kind = {&gpu_stab_fabric, fabric_name, fabric_words};
