/* cache_backdoor (cache.h): the driver's untimed view of a line, beside
 * dram_backdoor_*, so that what it writes between runs (page tables,
 * mech/xlat) is what the next run reads whether the line is cached
 * or not. Changes neither LRU order nor dirty bits. */
#include <string.h>

#include "components/cache/cache_int.h"

bool cache_backdoor(cache *c, uint64_t addr, void *buf, uint32_t n, bool write)
{
    cache_dir *d = &c->dir;
    if (!d->line) return false; /* a bypass cache holds nothing */
    uint64_t line = addr & ~(uint64_t)(d->line_bytes - 1);
    if (addr + n > line + d->line_bytes) return false;
    /* the set the cache itself uses (set_map: a bank's own addresses) */
    cache_line *l = cache_dir_peek(d, line);
    if (!l) return false;
    uint8_t *data = cache_dir_data(d, l) + (addr - line);
    if (write) memcpy(data, buf, n);
    else memcpy(buf, data, n);
    return true;
}
