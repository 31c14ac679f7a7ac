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
    cache_line *s = &d->line[((line >> d->line_shift) & (d->sets - 1)) * d->ways];
    for (uint32_t w = 0; w < d->ways; w++)
        if (s[w].valid && s[w].addr == line) {
            uint8_t *data = cache_dir_data(d, &s[w]) + (addr - line);
            if (write) memcpy(data, buf, n);
            else memcpy(buf, data, n);
            return true;
        }
    return false;
}
