/* The directory: tags, valid/dirty bits, LRU stamps and the line data.
 * LRU is a per-line stamp of the last use: the victim is the smallest
 * stamp of the set, found by a scan (ways are few). */
#include "components/cache/cache_int.h"

#include <stdlib.h>

#include "util/zmem.h"

int cache_dir_init(cache_dir *d, uint32_t sets, uint32_t ways, uint32_t line_bytes,
                   bool dirty_bytes)
{
    d->sets = sets;
    d->ways = ways;
    d->line_bytes = line_bytes;
    d->line_shift = (uint32_t)__builtin_ctz(line_bytes);
    d->stamp = 0;
    /* resident as lines fill: a run rarely fills every cache */
    d->line = zmem_alloc((size_t)sets * ways, sizeof *d->line);
    d->data = zmem_alloc((size_t)sets * ways, line_bytes);
    d->dmask = dirty_bytes ? zmem_alloc((size_t)sets * ways, CACHE_DMASK_WORDS * 8) : NULL;
    return d->line && d->data && (d->dmask || !dirty_bytes) ? 0 : -1;
}

void cache_dir_fini(cache_dir *d)
{
    zmem_free(d->line, cache_dir_nlines(d), sizeof *d->line);
    zmem_free(d->data, cache_dir_nlines(d), d->line_bytes);
    if (d->dmask) zmem_free(d->dmask, cache_dir_nlines(d), CACHE_DMASK_WORDS * 8);
    d->dmask = NULL;
    d->line = NULL;
    d->data = NULL;
}

static cache_line *set_of(const cache_dir *d, uint64_t a)
{
    uint64_t x = d->set_map ? mem_map_local(d->set_map, a) : a;
    if (x == UINT64_MAX) x = a; /* not in the map: the address itself */
    uint64_t set = (x >> d->line_shift) & (d->sets - 1);
    return &d->line[set * d->ways];
}

cache_line *cache_dir_lookup(cache_dir *d, uint64_t a)
{
    if (!d->line) /* a bypass cache holds nothing */
        return NULL;
    cache_line *s = set_of(d, a);
    for (uint32_t w = 0; w < d->ways; w++)
        if (s[w].valid && s[w].addr == a) {
            s[w].lru = ++d->stamp;
            return &s[w];
        }
    return NULL;
}

cache_line *cache_dir_peek(const cache_dir *d, uint64_t a)
{
    if (!d->line) return NULL;
    cache_line *s = set_of(d, a);
    for (uint32_t w = 0; w < d->ways; w++)
        if (s[w].valid && s[w].addr == a) return &s[w];
    return NULL;
}

cache_line *cache_dir_victim(cache_dir *d, uint64_t a)
{
    cache_line *s = set_of(d, a), *v = &s[0];
    for (uint32_t w = 0; w < d->ways; w++) {
        if (!s[w].valid)
            return &s[w];
        if (s[w].lru < v->lru)
            v = &s[w];
    }
    return v;
}

uint8_t *cache_dir_data(cache_dir *d, const cache_line *l)
{
    return d->data + (size_t)(l - d->line) * d->line_bytes;
}
