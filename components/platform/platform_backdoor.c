/* platform_backdoor (platform.h): the driver's untimed access to device
 * memory between runs, through the owning GPU's L2 bank and DRAM channel
 * so that a later run sees it whether the line is cached or not. */
#include "components/platform/platform.h"

#include "components/gpu/gpu_xcd.h"
#include "components/hostmem/hostmem.h"

#include <string.h>

int platform_backdoor(platform *p, uint64_t addr, void *buf, uint32_t n, bool write)
{
    int g = platform_owner(p, addr);
    if (g < 0 && p->host) { /* zero-copy host memory: the host's own bytes */
        uint8_t *h = hostmem_bytes(p->host, addr, n);
        if (!h) return -1;
        write ? memcpy(h, buf, n) : memcpy(buf, h, n);
        return 0;
    }
    if (g < 0) return -1;
    gpu *G = p->gpu[g];
    if (gpu_xcd_on(&G->cfg)) return gpu_xcd_backdoor(G, addr, buf, n, write);
    int64_t t = mem_map_target(&G->lay.route, addr);
    if (t < 0 || G->lay.bank[t] < 0) return -1;
    uint32_t b = (uint32_t)G->lay.bank[t];
    if (write) {
        if (dram_backdoor_write(G->dram[b], addr, buf, n) != n) return -1;
        cache_backdoor(G->l2[b], addr, buf, n, true);
        return 0;
    }
    if (cache_backdoor(G->l2[b], addr, buf, n, false)) return 0; /* the newest copy */
    return dram_backdoor_read(G->dram[b], addr, buf, n) == n ? 0 : -1;
}

/* The owning bank's DRAM channel, for platform_backdoor_touch's fills
 * and write-backs. */
static int dram_read(void *ctx, uint64_t line, uint8_t *data, uint32_t n)
{
    return dram_backdoor_read(ctx, line, data, n) == n ? 0 : -1;
}

static int dram_write(void *ctx, uint64_t line, const uint8_t *data, uint32_t n)
{
    return dram_backdoor_write(ctx, line, data, n) == n ? 0 : -1;
}

int platform_backdoor_touch(platform *p, uint64_t addr, void *buf, uint32_t n, bool write)
{
    int g = platform_owner(p, addr);
    if (g < 0 && p->host) return platform_backdoor(p, addr, buf, n, write);
    if (g < 0) return -1;
    gpu *G = p->gpu[g];
    int64_t t = mem_map_target(&G->lay.route, addr);
    if (t < 0 || G->lay.bank[t] < 0) return -1;
    uint32_t b = (uint32_t)G->lay.bank[t];
    cache_backdoor_mem mem = {dram_read, dram_write, G->dram[b]};
    if (cache_backdoor_touch(G->l2[b], addr, buf, n, write, &mem)) return 0;
    return platform_backdoor(p, addr, buf, n, write); /* no write-back L2 there */
}
