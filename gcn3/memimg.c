/* See gcn3/memimg.h. Regions are kept sorted by base address; each holds
 * an array of page pointers filled in on first write. */
#include <stdlib.h>
#include <string.h>

#include "gcn3/atomic.h"
#include "gcn3/memimg.h"

#define PAGE GCN3_MEMIMG_PAGE

struct region {
    uint64_t base, size;
    uint8_t **pages; /* ceil(size / PAGE) entries, NULL = all zero */
};

struct gcn3_memimg {
    struct region *r;
    size_t n, cap;
    size_t last;       /* index of the region the last access hit */
    uint64_t next;     /* where gcn3_memimg_alloc looks next */
    uint64_t resident; /* bytes of allocated pages */
};

gcn3_memimg *gcn3_memimg_new(void)
{
    gcn3_memimg *m = calloc(1, sizeof *m);
    if (m) m->next = GCN3_MEMIMG_ALLOC_BASE;
    return m;
}

void gcn3_memimg_free(gcn3_memimg *m)
{
    if (!m) return;
    for (size_t i = 0; i < m->n; i++) {
        uint64_t np = (m->r[i].size + PAGE - 1) / PAGE;
        for (uint64_t p = 0; p < np; p++) free(m->r[i].pages[p]);
        free(m->r[i].pages);
    }
    free(m->r);
    free(m);
}

/* The region holding [addr, addr+n), or NULL. */
static struct region *find(gcn3_memimg *m, uint64_t addr, uint64_t n)
{
    if (m->last < m->n) {
        struct region *r = &m->r[m->last];
        if (addr >= r->base && addr - r->base <= r->size && n <= r->size - (addr - r->base))
            return r;
    }
    size_t lo = 0, hi = m->n;
    while (lo < hi) { /* first region with base > addr */
        size_t mid = lo + (hi - lo) / 2;
        if (m->r[mid].base <= addr) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return NULL;
    struct region *r = &m->r[lo - 1];
    if (addr - r->base > r->size || n > r->size - (addr - r->base)) return NULL;
    m->last = lo - 1;
    return r;
}

int gcn3_memimg_mapped(gcn3_memimg *m, uint64_t addr, uint64_t n)
{
    return find(m, addr, n) != NULL;
}

int gcn3_memimg_map(gcn3_memimg *m, uint64_t addr, uint64_t size)
{
    if (size == 0 || addr + size < addr) return -1;
    size_t i = 0;
    while (i < m->n && m->r[i].base < addr) i++;
    if (i > 0 && m->r[i - 1].base + m->r[i - 1].size > addr) return -1;
    if (i < m->n && addr + size > m->r[i].base) return -1;
    if (m->n == m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 16;
        struct region *nr = realloc(m->r, cap * sizeof *nr);
        if (!nr) return -1;
        m->r = nr, m->cap = cap;
    }
    uint64_t np = size / PAGE + (size % PAGE != 0);
    if (np > SIZE_MAX / sizeof(uint8_t *)) return -1;
    uint8_t **pages = calloc((size_t)np, sizeof *pages);
    if (!pages) return -1;
    memmove(&m->r[i + 1], &m->r[i], (m->n - i) * sizeof *m->r);
    m->r[i] = (struct region){addr, size, pages};
    m->n++;
    m->last = i;
    return 0;
}

void gcn3_memimg_set_next(gcn3_memimg *m, uint64_t addr) { m->next = addr; }

int gcn3_memimg_alloc(gcn3_memimg *m, uint64_t size, uint64_t align, uint64_t *addr)
{
    if (align == 0) align = PAGE;
    if (size == 0 || (align & (align - 1))) return -1;
    uint64_t a = (m->next + align - 1) & ~(align - 1);
    if (a < m->next || a + size < a || a + size > (1ull << 47)) return -1;
    if (gcn3_memimg_map(m, a, size) < 0) return -1;
    /* one unmapped guard page after every allocation */
    m->next = ((a + size + PAGE - 1) & ~(uint64_t)(PAGE - 1)) + PAGE;
    *addr = a;
    return 0;
}

/* The page holding offset off of r; allocated when create is set, else
 * NULL for a page never written. */
static uint8_t *page(gcn3_memimg *m, struct region *r, uint64_t off, int create)
{
    uint8_t **p = &r->pages[off / PAGE];
    if (!*p && create) {
        *p = calloc(1, PAGE);
        if (*p) m->resident += PAGE;
    }
    return *p;
}

int gcn3_memimg_read(gcn3_memimg *m, uint64_t addr, void *dst, size_t n)
{
    struct region *r = find(m, addr, n);
    if (!r) return -1;
    uint8_t *d = dst;
    for (uint64_t off = addr - r->base; n > 0;) {
        size_t chunk = PAGE - off % PAGE;
        if (chunk > n) chunk = n;
        const uint8_t *p = page(m, r, off, 0);
        if (p) memcpy(d, p + off % PAGE, chunk);
        else memset(d, 0, chunk);
        d += chunk, off += chunk, n -= chunk;
    }
    return 0;
}

/* Writes src (or the byte c when src is NULL) over n bytes. */
static int store(gcn3_memimg *m, uint64_t addr, const uint8_t *src, int c, uint64_t n)
{
    struct region *r = find(m, addr, n);
    if (!r) return -1;
    for (uint64_t off = addr - r->base; n > 0;) {
        uint64_t chunk = PAGE - off % PAGE;
        if (chunk > n) chunk = n;
        uint8_t *p = page(m, r, off, src || c);
        if (src || c) {
            if (!p) return -1;
            if (src) memcpy(p + off % PAGE, src, chunk), src += chunk;
            else memset(p + off % PAGE, c, chunk);
        } else if (p) {
            memset(p + off % PAGE, 0, chunk);
        }
        off += chunk, n -= chunk;
    }
    return 0;
}

int gcn3_memimg_write(gcn3_memimg *m, uint64_t addr, const void *src, size_t n)
{
    return n == 0 ? (find(m, addr, 0) ? 0 : -1) : store(m, addr, src, 0, n);
}

int gcn3_memimg_fill(gcn3_memimg *m, uint64_t addr, int c, uint64_t n)
{
    return store(m, addr, NULL, c & 0xff, n);
}

int gcn3_memimg_atomic(gcn3_memimg *m, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                       uint64_t cmp, uint64_t *old)
{
    enum gcn3_atomic_kind k = gcn3_atomic_kind(op);
    if (k == GCN3_ATOM_NONE || (n != 4 && n != 8) || addr % n) return -1;
    struct region *r = find(m, addr, n);
    if (!r) return -1;
    /* aligned 4/8-byte words never straddle a page */
    uint8_t *p = page(m, r, addr - r->base, 1);
    if (!p) return -1;
    p += (addr - r->base) % PAGE;
    uint64_t v = 0;
    memcpy(&v, p, n); /* little-endian host, as the device */
    uint64_t nv = gcn3_atomic_apply(k, (unsigned)n, v, src, cmp);
    memcpy(p, &nv, n);
    *old = v;
    return 0;
}

static int op_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
    return gcn3_memimg_read(ctx, addr, dst, n);
}

static int op_write(void *ctx, uint64_t addr, const void *src, size_t n)
{
    return gcn3_memimg_write(ctx, addr, src, n);
}

static int op_atomic(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                     uint64_t cmp, uint64_t *old)
{
    return gcn3_memimg_atomic(ctx, op, addr, n, src, cmp, old);
}

static const gcn3_mem_ops memimg_ops = {op_read, op_write, op_atomic};

gcn3_mem gcn3_memimg_mem(gcn3_memimg *m)
{
    gcn3_mem mem = {&memimg_ops, m};
    return mem;
}

uint64_t gcn3_memimg_resident(const gcn3_memimg *m)
{
    return m->resident;
}
