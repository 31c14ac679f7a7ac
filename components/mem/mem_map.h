/* Address maps: which lower component (an L2 bank, a DRAM channel, a
 * remote GPU's RDMA engine) serves a byte address.
 *
 * A map is an ordered list of ranges. Each range [base, base + size)
 * spreads its addresses over `ntargets` consecutive target indices
 * starting at `first`, in blocks of `granularity` bytes (round-robin:
 * block k goes to first + k % ntargets). The R9 Nano interleaves its
 * L2 banks and DRAM channels at 4 KiB; D-MGPU puts GPU1's memory at
 * 4-8 GiB as a second range with its own targets.
 *
 * mem_map_local() gives an address's position inside its target with the
 * other targets' blocks squeezed out: the address a DRAM channel stores
 * a byte at and decodes its bank and row from.
 *
 * A range may also repeat its target group: with span set, it is
 * size / span groups of span bytes, group k spread (as above) over the
 * ntargets targets starting at first + k * ntargets. One such range holds
 * every GPU's L2 banks of a discrete platform (GPU h's memory on targets
 * h*B..h*B+B-1), so a map does not need a range per GPU.
 *
 * Contract: a map is plain data, filled before the engine runs and read
 * only afterwards, so components may share one const map. Adding a range
 * checks it (granularity a power of two >= 1, ntargets >= 1, size a
 * multiple of granularity (and of span, a multiple of granularity *
 * ntargets), no overlap of addresses or targets) and returns -1 with a
 * message otherwise. */
#ifndef MGSIM_COMPONENTS_MEM_MAP_H
#define MGSIM_COMPONENTS_MEM_MAP_H

#include <stddef.h>
#include <stdint.h>

#define MEM_MAP_MAX_RANGES 16

typedef struct mem_range {
    uint64_t base, size;   /* [base, base + size) */
    uint64_t granularity;  /* bytes per interleaving block, power of two */
    uint32_t first;        /* first target index */
    uint32_t ntargets;     /* targets the range (or each group) spreads over */
    uint64_t span;         /* 0: one group; else bytes per group (above) */
} mem_range;

/* How many targets r serves: ntargets per group, times its groups. */
uint64_t mem_range_targets(const mem_range *r);

/* Page placement (unified memory on a partitioned platform): addresses in
 * [base, base + npages * page) are translated to phys[i] + offset (page i)
 * before the ranges are consulted; UINT64_MAX marks a page not placed.
 * The table is owned by whoever placed the pages (the multi-GPU driver),
 * shared by pointer by every map that needs it, and changed only while
 * the engine is not running. */
typedef struct mem_pages {
    uint64_t base, page;   /* page: a power of two */
    uint64_t npages;
    uint64_t *phys;
} mem_pages;

typedef struct mem_map {
    mem_range range[MEM_MAP_MAX_RANGES];
    uint32_t nranges;
    const mem_pages *pages; /* NULL: no translation */
} mem_map;

/* An empty map (every lookup fails). */
void mem_map_init(mem_map *m);
/* 0, or -1 with err filled (err may be NULL) for a bad or overlapping
 * range or a full map. */
int mem_map_add(mem_map *m, const mem_range *r, char *err, size_t errlen);
/* One range covering [base, base + size) interleaved over n targets
 * (0..n-1): mem_map_init + mem_map_add. */
int mem_map_interleaved(mem_map *m, uint64_t base, uint64_t size, uint64_t granularity,
                        uint32_t n, char *err, size_t errlen);

/* addr through the placement p (NULL: none): itself outside it. */
uint64_t mem_pages_phys(const mem_pages *p, uint64_t addr);
/* The address addr is stored at: itself, or its placed page's (above). */
uint64_t mem_map_phys(const mem_map *m, uint64_t addr);
/* The target serving addr, or -1 when no range holds it. */
int64_t mem_map_target(const mem_map *m, uint64_t addr);
/* addr's offset inside its target (see above); UINT64_MAX when unmapped. */
uint64_t mem_map_local(const mem_map *m, uint64_t addr);
/* The inverse of mem_map_local: the address that target t holds at local
 * offset off, or UINT64_MAX when t holds nothing there. */
uint64_t mem_map_global(const mem_map *m, uint32_t t, uint64_t off);

#endif
