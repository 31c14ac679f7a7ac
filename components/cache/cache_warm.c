/* cache_backdoor_touch (cache.h): sampling's fast part (mech/sample)
 * keeps a write-back cache's contents as its accesses would, without
 * timing: hits become the most recent, misses are installed over the
 * set's least recent line (written back through the caller when dirty),
 * writes dirty the line. Like cache_backdoor, only while the engine is
 * not running and nothing is in flight. */
#include <string.h>

#include "components/cache/cache_int.h"

bool cache_backdoor_touch(cache *c, uint64_t addr, void *buf, uint32_t n, bool write,
                          const cache_backdoor_mem *mem)
{
    cache_dir *d = &c->dir;
    if (!d->line || c->cfg.policy != CACHE_WRITEBACK) return false;
    uint64_t line = addr & ~(uint64_t)(d->line_bytes - 1);
    if (addr + n > line + d->line_bytes) return false;
    cache_line *l = cache_dir_lookup(d, line); /* a hit: now the most recent */
    if (!l) {
        l = cache_dir_victim(d, line);
        uint8_t *data = cache_dir_data(d, l);
        if (l->valid && l->dirty && mem->write(mem->ctx, l->addr, data, d->line_bytes) < 0)
            return false;
        if (mem->read(mem->ctx, line, data, d->line_bytes) < 0) {
            l->valid = false; /* its old bytes went down (or it was clean) */
            return false;
        }
        *l = (cache_line){.addr = line, .lru = ++d->stamp, .valid = true, .dirty = false};
    }
    uint8_t *data = cache_dir_data(d, l) + (addr - line);
    if (write) {
        memcpy(data, buf, n);
        l->dirty = true;
    } else
        memcpy(buf, data, n);
    return true;
}
