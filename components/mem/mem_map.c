#include "components/mem/mem_map.h"

#include <stdio.h>
#include <string.h>

void mem_map_init(mem_map *m)
{
    memset(m, 0, sizeof *m);
}

static const char *range_problem(const mem_map *m, const mem_range *r)
{
    if (m->nranges == MEM_MAP_MAX_RANGES)
        return "too many ranges";
    if (r->granularity == 0 || (r->granularity & (r->granularity - 1)))
        return "granularity must be a power of two";
    if (r->ntargets == 0)
        return "ntargets must be >= 1";
    if (r->size == 0 || r->size % r->granularity)
        return "size must be a non-zero multiple of granularity";
    if (r->base % r->granularity)
        return "base must be aligned to granularity";
    if (r->base + r->size - 1 < r->base)
        return "range wraps around the address space";
    if (r->span && (r->span % (r->granularity * r->ntargets) || r->size % r->span))
        return "span must be a multiple of granularity * ntargets dividing size";
    if (r->first + mem_range_targets(r) > UINT32_MAX)
        return "too many targets";
    for (uint32_t i = 0; i < m->nranges; i++) {
        const mem_range *o = &m->range[i];
        if (r->base < o->base + o->size && o->base < r->base + r->size)
            return "range overlaps another range";
        /* a target's local offsets are computed within one range */
        if (r->first < o->first + mem_range_targets(o) && o->first < r->first + mem_range_targets(r))
            return "targets overlap another range's targets";
    }
    return NULL;
}

int mem_map_add(mem_map *m, const mem_range *r, char *err, size_t errlen)
{
    const char *why = range_problem(m, r);
    if (why) {
        if (err)
            snprintf(err, errlen, "mem_map: [%#llx, +%#llx): %s", (unsigned long long)r->base,
                     (unsigned long long)r->size, why);
        return -1;
    }
    m->range[m->nranges++] = *r;
    return 0;
}

int mem_map_interleaved(mem_map *m, uint64_t base, uint64_t size, uint64_t granularity,
                        uint32_t n, char *err, size_t errlen)
{
    mem_map_init(m);
    mem_range r = {.base = base, .size = size, .granularity = granularity, .first = 0,
                   .ntargets = n};
    return mem_map_add(m, &r, err, errlen);
}

uint64_t mem_range_targets(const mem_range *r)
{
    return r->span ? r->size / r->span * r->ntargets : r->ntargets;
}

/* x / p and x % p for p a power of two (granularity, page), and x % n
 * for a target count, a power of two as a rule: shifts and masks rather
 * than 64-bit divisions, which were a fifth of a sampled run's fast part
 * (every access of the functional runner maps its address three times:
 * owner, L2 bank, DRAM channel). */
static inline uint64_t div_p2(uint64_t x, uint64_t p) { return x >> __builtin_ctzll(p); }
static inline uint64_t mod_n(uint64_t x, uint64_t n) { return n & (n - 1) ? x % n : x & (n - 1); }
static inline uint64_t div_n(uint64_t x, uint64_t n) { return n & (n - 1) ? x / n : div_p2(x, n); }

static const mem_range *find(const mem_map *m, uint64_t addr)
{
    for (uint32_t i = 0; i < m->nranges; i++) {
        const mem_range *r = &m->range[i];
        if (addr >= r->base && addr - r->base < r->size)
            return r;
    }
    return NULL;
}

uint64_t mem_pages_phys(const mem_pages *p, uint64_t addr)
{
    if (!p || addr < p->base || div_p2(addr - p->base, p->page) >= p->npages)
        return addr;
    uint64_t f = p->phys[div_p2(addr - p->base, p->page)];
    return f == UINT64_MAX ? UINT64_MAX : f + (addr & (p->page - 1));
}

uint64_t mem_map_phys(const mem_map *m, uint64_t addr) { return mem_pages_phys(m->pages, addr); }

int64_t mem_map_target(const mem_map *m, uint64_t addr)
{
    addr = mem_map_phys(m, addr);
    const mem_range *r = find(m, addr);
    if (!r)
        return -1;
    uint64_t off = addr - r->base, first = r->first;
    if (r->span) first += off / r->span * r->ntargets, off %= r->span;
    return (int64_t)first + (int64_t)mod_n(div_p2(off, r->granularity), r->ntargets);
}

uint64_t mem_map_local(const mem_map *m, uint64_t addr)
{
    addr = mem_map_phys(m, addr);
    const mem_range *r = find(m, addr);
    if (!r)
        return UINT64_MAX;
    uint64_t off = addr - r->base;
    if (r->span) off %= r->span; /* a target holds its group's blocks only */
    uint64_t block = div_p2(off, r->granularity);
    return div_n(block, r->ntargets) * r->granularity + (off & (r->granularity - 1));
}

uint64_t mem_map_global(const mem_map *m, uint32_t t, uint64_t off)
{
    for (uint32_t i = 0; i < m->nranges; i++) {
        const mem_range *r = &m->range[i];
        if (t < r->first || t - r->first >= mem_range_targets(r))
            continue;
        uint64_t group = (t - r->first) / r->ntargets, in = (t - r->first) % r->ntargets;
        uint64_t block = off / r->granularity * r->ntargets + in;
        uint64_t rel = block * r->granularity + off % r->granularity;
        uint64_t len = r->span ? r->span : r->size;
        return rel < len ? r->base + group * r->span + rel : UINT64_MAX;
    }
    return UINT64_MAX;
}
