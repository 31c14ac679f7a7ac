/* Zero-copy host memory (mgpu.h mgpu_hostmem_map): ranges of the
 * platform's host window, handed out in order (whole pages and a guard
 * page after each, as device buffers), each served by the host memory
 * endpoint (components/hostmem) from the host's bytes. The ranges join
 * the allocated ranges the CUs check accesses against. */
#include <stdlib.h>

#include "components/hostmem/hostmem.h"
#include "components/platform/platform.h"
#include "driver/mgpu_int.h"

struct mgpu_hm_range {
    uint64_t addr, size;
    bool live;
};

bool mgpu_has_host_memory(const mgpu *m) { return m->p->host != NULL; }

int mgpu_hostmem_map(mgpu *m, uint64_t size, void *host, uint64_t *addr, char *err,
                     size_t errlen)
{
    const platform_config *c = &m->p->cfg;
    if (!m->p->host) return mgpu_fail(err, errlen, "the platform has no host memory on its "
                                                   "fabric (platform.host_memory)");
    uint64_t page = mgpu_page_size(m), n = (size ? size : 1) + page - 1;
    if (!m->hm_next) m->hm_next = c->host_base;
    n -= n % page;
    if (n > c->host_base + c->host_size - m->hm_next)
        return mgpu_fail(err, errlen, "host memory window full (platform.host_size)");
    *addr = m->hm_next;
    if (VEC_TRY_RESERVE(m->hm, m->hmcap, m->nhm + 1) < 0 ||
        hostmem_map(m->p->host, *addr, size ? size : 1, host ? host : (void *)(uintptr_t)*addr) < 0)
        return mgpu_fail(err, errlen, "out of memory");
    m->hm[m->nhm++] = (struct mgpu_hm_range){*addr, size ? size : 1, true};
    m->hm_next += n + page;
    return 0;
}

int mgpu_hostmem_unmap(mgpu *m, uint64_t addr)
{
    for (uint32_t i = 0; i < m->nhm; i++)
        if (m->hm[i].live && m->hm[i].addr == addr) {
            m->hm[i].live = false;
            return hostmem_unmap(m->p->host, addr);
        }
    return -1;
}

int mgpu_hostmem_allocs(mgpu *m, mem_allocs *allocs)
{
    for (uint32_t i = 0; i < m->nhm; i++)
        if (m->hm[i].live && mem_allocs_add(allocs, m->hm[i].addr, m->hm[i].size) < 0) return -1;
    return 0;
}

void mgpu_hostmem_free(mgpu *m)
{
    free(m->hm);
    m->hm = NULL, m->nhm = m->hmcap = 0;
}

mgpu_hostmem_stats mgpu_hostmem_get_stats(const mgpu *m)
{
    mgpu_hostmem_stats r = {0};
    if (!m->p->host) return r;
    hostmem_stats s = hostmem_get_stats(m->p->host);
    r.reads = s.reads, r.writes = s.writes, r.atomics = s.atomics;
    r.read_bytes = s.read_bytes, r.write_bytes = s.write_bytes;
    r.pcie_bytes = s.rx_bytes + s.tx_bytes;
    return r;
}
