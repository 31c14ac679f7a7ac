/* Caches (prefix cache_): one set-associative, non-coherent cache
 * component whose write and atomic behaviour comes from a policy table.
 *
 * Policies (enum cache_policy_kind, one ops table each, cache_policy.c):
 *   WRITEBACK    write-back, write-allocate; performs atomics (amdgpu/atomic.h)
 *                on the line: the L2 bank, in front of one DRAM channel.
 *   WRITEAROUND  write-through, no write-allocate: a write hit updates the
 *                line and goes down, a miss only goes down; atomics go down
 *                and drop the local copy: the L1 vector cache.
 *   READONLY     like WRITEAROUND but a write drops the local copy instead
 *                of updating it: the L1 instruction and scalar caches.
 *   BYPASS       the cache disabled (ROCm's default for L1V): every
 *                request goes down unchanged and its response comes back.
 *   WRITEBACK_NC WRITEBACK for a cache that is not coherent with its peers
 *                (an XCD's L2, CDNA3): a dirty mask per byte, so that a
 *                write-back carries only the bytes written here and two
 *                caches that wrote different bytes of one line both land;
 *                atomics go down (after a dirty copy is written back) to
 *                the memory side that every peer reaches.
 *
 * Pipeline (one file per stage): a request taken from one of the top
 * ports (round-robin) spends tag_latency cycles in the tag pipeline, is
 * looked up in order (its effect on the lines and its data happen then),
 * and a hit's response leaves data_latency cycles later. A miss waits in
 * an MSHR for the line; later requests to a line with an MSHR wait behind
 * it (an "MSHR hit"), so every line's requests take effect in arrival
 * order. A fill installs the line (evicting the LRU way, writing it back
 * if dirty) and replays the waiting requests; their responses leave
 * data_latency cycles after the fill. Everything that goes down leaves in
 * creation order through the bottom port, so a write-back always reaches
 * the lower level before a later miss of the same line.
 *
 * Ordering guarantee: requests that one upper port sends to one line take
 * effect in the order sent, at this level and (with FIFO connections and
 * in-order levels below, as the DRAM controller is per bank) all the way
 * down. Nothing is promised across ports or across caches (non-coherent).
 *
 *   L2 hit, request arrival to response sent:  tag_latency + data_latency
 *   L2 miss: the same plus the round trip below (send in the lookup cycle)
 *
 * Maintenance: MEM_FLUSH waits for every earlier request to finish,
 * writes back all dirty lines, waits for their acknowledgements and
 * answers; MEM_INVALIDATE waits likewise and drops every clean line
 * (dirty lines are kept: flush first). A MEM_INVALIDATE with size > 0
 * drops the clean lines of [addr, addr + size) only: it waits until no
 * line of the range is missing, then walks the tags, reqs_per_cycle sets
 * a cycle, the range's sets or every set whichever are fewer (a
 * migration's invalidate of the L1V's lines of a frame, xlat_at.c). None
 * goes further down: the command processor asks each level. Requests
 * behind them wait.
 *
 * Write acknowledgements: a write-back cache acknowledges a write when it
 * is in the line; a write-through cache when the level below has
 * acknowledged it (so a flush of the level below covers it).
 *
 * Routing down: cache_set_lower() gives the lower ports and, for more
 * than one, the address map (mem_map.h) that chooses among them. An
 * address the map does not hold is answered with ok = false.
 *
 * Failure: builders return NULL with a message for a bad config (sizes
 * not powers of two, zero ways, a line larger than MEM_LINE_MAX, ...).
 * Running out of memory while running is fatal (ENG_FATAL). */
#ifndef MGSIM_COMPONENTS_CACHE_CACHE_H
#define MGSIM_COMPONENTS_CACHE_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "engine/eng.h"

enum cache_policy_kind {
    CACHE_WRITEBACK,
    CACHE_WRITEAROUND,
    CACHE_READONLY,
    CACHE_BYPASS,
    CACHE_WRITEBACK_NC,
};

typedef struct cache_config {
    enum cache_policy_kind policy;
    uint64_t freq_hz;         /* clock */
    uint64_t size_bytes;      /* capacity, bytes */
    uint32_t ways;            /* associativity */
    uint32_t line_bytes;      /* power of two, <= MEM_LINE_MAX */
    uint32_t tag_latency;     /* cycles from arrival to lookup */
    uint32_t data_latency;    /* cycles from lookup (or fill) to response */
    uint32_t mshrs;           /* lines missing at once */
    uint32_t mshr_waiters;    /* requests waiting on one MSHR */
    uint32_t max_inflight;    /* requests sent down and not yet answered */
    uint32_t reqs_per_cycle;  /* requests accepted and looked up per cycle */
    uint32_t pipeline_depth;  /* requests in the tag pipeline */
    uint32_t top_ports;       /* upper ports (4 for a cache shared by 4 CUs) */
    uint32_t port_buf;        /* port buffer slots each way */
    /* Set by builders, not a parameter (borrowed, must outlive the cache):
     * NULL, sets are indexed by the address; else by its offset inside its
     * target of this map (mem_map_local): a bank of an interleaved level
     * leaves out the address bits that chose the bank, or those bits would
     * pick the same few sets in every bank */
    const mem_map *set_map;
    /* Act on the requests' gfx940 cache-policy bits (mem_msg.h, MEM_POL_*;
     * false: ignore them, as every cache did before CDNA3 code; requests
     * of gfx803 code carry none). What is modelled, after the CDNA3 ISA's
     * scopes (sc1:sc0) and LLVM's gfx940 memory model:
     *   write-around (L1V): a read of agent or system scope (sc1) must see
     *     the level below: it misses even on a hit, drops the local copy
     *     (MISS_EVICT) and goes down without allocating; a non-temporal
     *     read (nt) that misses goes down without allocating (streaming).
     *     Writes are write-through already; atomics go down already.
     *   write-back (L2): a write of system scope (sc0 and sc1) is written
     *     through (a present line is updated, not dirtied beyond what it
     *     was; the write goes down and is acknowledged from below; a miss
     *     allocates nothing), so host-visible memory sees it; a
     *     non-temporal read or write that misses goes down without
     *     allocating. Reads of any scope are served here: one GPU's L2 is
     *     coherent for its own memory.
     * Not modelled: nt on a hit (no early-eviction mark in the LRU), scope
     * on atomics (performed at the L2 whatever sc1 says), system-scope
     * reads missing the L2 for fine-grained host memory, the read-only
     * caches (L1I, L1S: no policy bits reach them). */
    bool policy_bits;
} cache_config;

typedef struct cache_stats {
    uint64_t read_hits, read_misses;
    uint64_t write_hits, write_misses;
    uint64_t atomic_hits, atomic_misses;
    uint64_t mshr_hits;       /* requests that waited behind a missing line */
    uint64_t evictions;       /* valid lines replaced */
    uint64_t writebacks;      /* dirty lines written down (evictions, flushes) */
    uint64_t forwards;        /* requests passed down (write-through, bypass) */
    uint64_t fills;
    uint64_t flushes, invalidates;
    uint64_t range_invalidates;  /* MEM_INVALIDATEs of a range answered */
    uint64_t range_lines_dropped; /* lines they dropped */
    uint64_t range_walk_cycles;  /* cycles their tag walks took */
    uint64_t errors;          /* responses with ok = false */
    uint64_t responses;
    uint64_t latency_sum;     /* cycles from arrival to response sent */
} cache_stats;

/* Average cycles from arrival to answer; 0 before any answer. */
static inline double cache_stats_avg_latency(const cache_stats *s)
{
    return s->responses ? (double)s->latency_sum / (double)s->responses : 0.0;
}

typedef struct cache cache;

/* Defaults for the R9 Nano's caches (docs/components.md explains them),
 * read from the per-level parameter tables (sections l2, l1v, l1i, l1s;
 * cache_params.c), which also document every key. */
struct param_table;
extern const struct param_table cache_l2_param_table, cache_l1v_param_table,
    cache_l1i_param_table, cache_l1s_param_table, cache_mall_param_table;
cache_config cache_l2_default_config(void);   /* 256 KiB 16-way write-back bank */
cache_config cache_l1v_default_config(void);  /* 16 KiB 4-way write-around, per CU */
cache_config cache_l1i_default_config(void);  /* 32 KiB 4-way read-only, 4 CUs */
cache_config cache_l1s_default_config(void);  /* 16 KiB 4-way read-only, 4 CUs */
cache_config cache_mall_default_config(void); /* 2 MiB 16-way write-back slice */

/* Builds a cache named name (e.g. "GPU[0].L2[3]"). Ports: "Top[i]" for
 * i < top_ports and "Bottom". NULL with a message in err on a bad config
 * or out of memory. */
cache *cache_build(eng_engine *e, const cache_config *cfg, const char *name, char *err,
                   size_t errlen);
/* Frees the cache and every message it still holds. NULL is fine. */
void cache_destroy(cache *c);

/* The lower side: n ports (>= 1, on the bottom port's connection); with
 * n > 1, map (copied) picks the port index for an address, and with n == 1
 * map may be NULL (everything goes to lower[0]) or restrict the addresses
 * served. 0, or -1 with a message for n == 0 or n > 1 without a map. */
int cache_set_lower(cache *c, eng_port *const *lower, uint32_t n, const mem_map *map,
                    char *err, size_t errlen);

/* Side units (mechanisms' units beside the bank, components/gpu/
 * gpu_mech.h), several in a row: with n set, unit j (in the order they
 * were set) has top port top_ports - n + j, so the last n top ports are
 * theirs and the ones before stay ordinary. Every message arriving
 * there is pushed into the unit, which takes ownership and may hold it;
 * each cycle the cache pops up to reqs_per_cycle requests from the unit
 * (while the tag pipeline has room) and they enter the pipeline in that
 * order, looked up tag_latency + latency cycles later (so one line's side
 * requests take effect in pop order); answers go back on that port to
 * the request's hdr.src. A popped request marked answer_now is answered
 * (ok) after `latency` cycles without being looked up. Nothing else
 * arrives on that port. Each cycle the units are served in their order,
 * each up to reqs_per_cycle requests (a port's share). */
struct mem_req;
typedef struct cache_side_req {
    struct mem_req *req;  /* NULL: nothing ready */
    uint32_t latency;     /* cycles the unit adds before the lookup */
    bool answer_now;
} cache_side_req;

typedef struct cache_side_ops {
    void (*push)(void *unit, eng_msg *m);
    cache_side_req (*pop)(void *unit);
    void (*fini)(void *unit); /* frees the unit and everything it holds */
} cache_side_ops;

enum { CACHE_SIDE_MAX = 4 };
/* Before the run, after the earlier units. 0, or -1 (no ordinary top
 * port would be left, or CACHE_SIDE_MAX units already set): then the
 * caller still owns unit. The cache frees it when destroyed. */
int cache_set_side(cache *c, const cache_side_ops *ops, void *unit);

eng_port *cache_top_port(cache *c, uint32_t i);
eng_port *cache_bottom_port(cache *c);
eng_comp *cache_comp(cache *c);
/* Not a model path (like dram_backdoor_*): while the engine is not
 * running, reads or writes n bytes at addr (inside one line) in the line
 * that holds them, if the cache holds it; true when it did. LRU and dirty
 * bits stay as they were. */
bool cache_backdoor(cache *c, uint64_t addr, void *buf, uint32_t n, bool write);
/* Not a model path either: an access of sampling's untimed fast part
 * (mech/sample) to a write-back cache (the L2 bank), which keeps the
 * lines as an access would: a hit becomes the most recent (a write
 * stores its bytes and dirties the line); a miss takes the set's least
 * recent line (mem->write gets its bytes when dirty), filled by
 * mem->read, then as a hit. n bytes at addr inside one line; while the
 * engine is not running and nothing is in flight. false (nothing done)
 * for other policies, a bypass cache, or a failed read or write. */
typedef struct cache_backdoor_mem {
    int (*read)(void *ctx, uint64_t line, uint8_t *data, uint32_t n);
    int (*write)(void *ctx, uint64_t line, const uint8_t *data, uint32_t n);
    void *ctx;
} cache_backdoor_mem;
bool cache_backdoor_touch(cache *c, uint64_t addr, void *buf, uint32_t n, bool write,
                          const cache_backdoor_mem *mem);
/* Statistics; read them while the engine is not running. */
cache_stats cache_get_stats(const cache *c);
const char *cache_policy_name(enum cache_policy_kind k);

#endif
