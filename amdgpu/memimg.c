/* See amdgpu/memimg.h. Regions are kept sorted by base address; each holds
 * a two-level table of pages (a directory of chunks of CHUNK page
 * pointers), so a large region that is mostly never written (a DRAM
 * channel's 512 MiB) costs a small directory, not a pointer per page.
 * Pages are filled in on first write and never freed before the image.
 * A region's last page and last chunk are only as big as what is left of
 * the region: a dispatch places three small regions per launch, and
 * 4 KiB pages and chunks for each grew a long run's memory by megabytes.
 * Chunk and page pointers are atomic: a thread that finds one missing
 * allocates it and installs it with a compare-and-swap, and the loser of
 * a race frees its copy and uses the winner's, so views on several
 * threads can write fresh pages at once.
 *
 * Two caches, per view, keep the per-lane accesses of a wave cheap: the
 * region the last access hit, and the last allocated page touched, with
 * the bytes of it that belong to its region ([hot_lo, hot_hi) at hot).
 * The image's own calls go through its built-in view.
 *
 * A dense image (amdgpu_memimg_new_dense) backs each region with one
 * contiguous block instead: calloc'd when small, else an anonymous mmap
 * the kernel fills in lazily with zero pages. Then an access is the region's
 * base plus an offset, a wave's lanes anywhere in one buffer share one
 * window (the functional mode's transpose moved its window four times
 * per instruction across 4 KiB pages), and a buffer's bytes can be read
 * in place (amdgpu_memimg_bytes) instead of copied out. Before, dense
 * images took 4 KiB pages out of 2 MiB slabs, which saved the malloc and
 * fault per page but kept the page lookups. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "amdgpu/atomic.h"
#include "amdgpu/memimg.h"
#include "util/vec.h"

#define PAGE AMDGPU_MEMIMG_PAGE
#define CHUNK 512u /* page pointers per directory entry (2 MiB of addresses) */

/* A directory entry (a chunk: CHUNK slots) or a chunk's entry (a page). */
typedef _Atomic(void *) slot;

struct region {
    uint64_t base, size;
    slot *dir;     /* ceil(pages / CHUNK) entries; NULL chunk / page = all zero */
    uint8_t *flat; /* a dense image's bytes of the whole region (dir NULL) */
    size_t maplen; /* flat is mmap'd, maplen bytes; 0: calloc'd */
};

/* A dense region this large or larger is mmap'd, not calloc'd. */
#define FLAT_MMAP (64u << 10)

struct amdgpu_memimg {
    struct region *r;
    size_t n, cap;
    uint64_t next;     /* where amdgpu_memimg_alloc looks next */
    _Atomic uint64_t resident; /* bytes of allocated pages */
    amdgpu_memimg_view self; /* the caches of the image's own calls */
    bool dense;            /* each region one block (flat) */
};

static uint64_t region_pages(const struct region *r)
{
    return r->size / PAGE + (r->size % PAGE != 0);
}

static uint64_t region_chunks(const struct region *r)
{
    return (region_pages(r) + CHUNK - 1) / CHUNK;
}

/* Page slots of chunk c (the last chunk of a region holds only its pages:
 * a dispatch's 64-byte packet is a region of its own). */
static uint32_t chunk_slots(const struct region *r, uint64_t c)
{
    uint64_t left = region_pages(r) - c * CHUNK;
    return left < CHUNK ? (uint32_t)left : CHUNK;
}

/* Bytes of page pi (the last page of a region holds only its bytes). */
static size_t page_bytes(const struct region *r, uint64_t pi)
{
    uint64_t left = r->size - pi * PAGE;
    return left < PAGE ? (size_t)left : PAGE;
}

amdgpu_memimg *amdgpu_memimg_new(void)
{
    amdgpu_memimg *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->next = AMDGPU_MEMIMG_ALLOC_BASE;
    atomic_init(&m->resident, 0);
    amdgpu_memimg_view_init(&m->self, m);
    return m;
}

amdgpu_memimg *amdgpu_memimg_new_dense(void)
{
    amdgpu_memimg *m = amdgpu_memimg_new();
    if (m) m->dense = true;
    return m;
}

/* The zeroed block of a dense region of size bytes (0 or -1). Large
 * blocks get no MADV_HUGEPAGE: on this project's VM a huge page's first
 * touch costs 0.05-3 ms (its 2 MiB come from the free blocks the balloon
 * reports to the host, which faults them back in), so mt 4K's functional
 * run took 0.19-0.43 s of CPU with the hint and 0.22-0.24 s without. */
static int flat_alloc(struct region *r, uint64_t size, int fd)
{
    if (size > SIZE_MAX - PAGE) return -1;
    if (fd >= 0) { /* the file's bytes, copy-on-write */
        struct stat st;
        size_t len = ((size_t)size + PAGE - 1) / PAGE * PAGE;
        if (fstat(fd, &st) < 0 || st.st_size < 0 || (uint64_t)st.st_size < len) return -1;
        void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) return -1;
        r->flat = p, r->maplen = len;
        return 0;
    }
    if (size < FLAT_MMAP) {
        r->flat = calloc(1, (size_t)size);
        return r->flat ? 0 : -1;
    }
    size_t len = ((size_t)size + PAGE - 1) / PAGE * PAGE;
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return -1;
    r->flat = p, r->maplen = len;
    return 0;
}

static void flat_free(struct region *r)
{
    if (r->maplen) munmap(r->flat, r->maplen);
    else free(r->flat);
}

void amdgpu_memimg_view_init(amdgpu_memimg_view *v, amdgpu_memimg *m)
{
    v->m = m;
    v->last = 0;
    v->hot_lo = v->hot_hi = 0;
    v->hot = NULL;
}

void amdgpu_memimg_free(amdgpu_memimg *m)
{
    if (!m) return;
    for (size_t i = 0; i < m->n; i++) {
        struct region *r = &m->r[i];
        if (r->flat) {
            flat_free(r);
            continue;
        }
        uint64_t nc = region_chunks(r);
        for (uint64_t c = 0; c < nc; c++) {
            slot *chunk = atomic_load_explicit(&r->dir[c], memory_order_relaxed);
            if (!chunk) continue;
            uint32_t ns = chunk_slots(r, c);
            for (uint32_t p = 0; p < ns; p++)
                free(atomic_load_explicit(&chunk[p], memory_order_relaxed));
            free(chunk);
        }
        free(r->dir);
    }
    free(m->r);
    free(m);
}

/* The region holding [addr, addr+n), or NULL. */
static struct region *find(amdgpu_memimg_view *v, uint64_t addr, uint64_t n)
{
    amdgpu_memimg *m = v->m;
    if (v->last < m->n) {
        struct region *r = &m->r[v->last];
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
    v->last = lo - 1;
    return r;
}

int amdgpu_memimg_mapped(amdgpu_memimg *m, uint64_t addr, uint64_t n)
{
    return find(&m->self, addr, n) != NULL;
}

size_t amdgpu_memimg_region_count(const amdgpu_memimg *m)
{
    return m->n;
}

void amdgpu_memimg_region(const amdgpu_memimg *m, size_t i, uint64_t *base, uint64_t *size)
{
    *base = m->r[i].base;
    *size = m->r[i].size;
}

/* amdgpu_memimg_map; fd >= 0 (dense images only): the region's initial
 * bytes are the file's. */
static int map_region(amdgpu_memimg *m, uint64_t addr, uint64_t size, int fd)
{
    if (fd >= 0 && !m->dense) return -1;
    if (size == 0 || addr + size < addr) return -1;
    size_t i = 0;
    while (i < m->n && m->r[i].base < addr) i++;
    if (i > 0 && m->r[i - 1].base + m->r[i - 1].size > addr) return -1;
    if (i < m->n && addr + size > m->r[i].base) return -1;
    if (VEC_TRY_RESERVE(m->r, m->cap, m->n + 1) < 0) return -1;
    struct region nr = {addr, size, NULL, NULL, 0};
    if (m->dense) {
        if (flat_alloc(&nr, size, fd) < 0) return -1;
        atomic_fetch_add_explicit(&m->resident, size, memory_order_relaxed);
    } else {
        uint64_t nc = region_chunks(&nr);
        if (nc > SIZE_MAX / sizeof(uint8_t **)) return -1;
        nr.dir = calloc((size_t)nc, sizeof *nr.dir);
        if (!nr.dir) return -1;
    }
    memmove(&m->r[i + 1], &m->r[i], (m->n - i) * sizeof *m->r);
    m->r[i] = nr;
    m->n++;
    m->self.last = i;
    return 0;
}

int amdgpu_memimg_map(amdgpu_memimg *m, uint64_t addr, uint64_t size)
{
    return map_region(m, addr, size, -1);
}

void amdgpu_memimg_set_next(amdgpu_memimg *m, uint64_t addr) { m->next = addr; }
uint64_t amdgpu_memimg_next(const amdgpu_memimg *m) { return m->next; }

static int alloc_region(amdgpu_memimg *m, uint64_t size, uint64_t align, int fd, uint64_t *addr)
{
    if (align == 0) align = PAGE;
    if (size == 0 || (align & (align - 1))) return -1;
    uint64_t a = (m->next + align - 1) & ~(align - 1);
    if (a < m->next || a + size < a || a + size > (1ull << 47)) return -1;
    if (map_region(m, a, size, fd) < 0) return -1;
    /* one unmapped guard page after every allocation */
    m->next = ((a + size + PAGE - 1) & ~(uint64_t)(PAGE - 1)) + PAGE;
    *addr = a;
    return 0;
}

int amdgpu_memimg_alloc(amdgpu_memimg *m, uint64_t size, uint64_t align, uint64_t *addr)
{
    return alloc_region(m, size, align, -1, addr);
}

int amdgpu_memimg_alloc_file(amdgpu_memimg *m, uint64_t size, int fd, uint64_t *addr)
{
    return fd < 0 ? -1 : alloc_region(m, size, 0, fd, addr);
}

/* *slot, installing a zeroed block of size bytes when it is NULL and
 * create is set (NULL when out of memory or not created). Another thread
 * may install one first: then its block is the one. m is NULL for a
 * chunk (not counted resident), the image for a page. */
static void *install(slot *at, size_t size, int create, amdgpu_memimg *m)
{
    void *p = atomic_load_explicit(at, memory_order_acquire);
    if (p || !create) return p;
    void *fresh = calloc(1, size);
    if (!fresh) return NULL;
    if (atomic_compare_exchange_strong_explicit(at, &p, fresh, memory_order_acq_rel,
                                                memory_order_acquire)) {
        if (m) atomic_fetch_add_explicit(&m->resident, size, memory_order_relaxed);
        return fresh;
    }
    free(fresh); /* p is the winner's */
    return p;
}

/* The page holding offset off of r; allocated when create is set, else
 * NULL for a page never written. An existing page becomes the hot one. */
static uint8_t *page(amdgpu_memimg_view *v, struct region *r, uint64_t off, int create)
{
    uint64_t pi = off / PAGE;
    slot *chunk = install(&r->dir[pi / CHUNK], chunk_slots(r, pi / CHUNK) * sizeof(slot), create,
                          NULL);
    if (!chunk) return NULL;
    uint8_t *p = install(&chunk[pi % CHUNK], page_bytes(r, pi), create, v->m);
    if (p) {
        uint64_t lo = pi * PAGE, hi = r->size - lo < PAGE ? r->size : lo + PAGE;
        v->hot_lo = r->base + lo, v->hot_hi = r->base + hi, v->hot = p;
    }
    return p;
}

/* A dense region's bytes, which become the hot "page" whole. */
static uint8_t *flat_hot(amdgpu_memimg_view *v, const struct region *r)
{
    v->hot_lo = r->base, v->hot_hi = r->base + r->size, v->hot = r->flat;
    return r->flat;
}

/* The bytes [addr, addr+n) when they lie in the hot page, else NULL. */
static inline uint8_t *hot_at(const amdgpu_memimg_view *v, uint64_t addr, size_t n)
{
    if (v->hot && addr >= v->hot_lo && addr < v->hot_hi && n <= v->hot_hi - addr)
        return v->hot + (addr - v->hot_lo);
    return NULL;
}

/* memcpy with the sizes of lane accesses as constants (plain moves). */
static inline void copy(void *dst, const void *src, size_t n)
{
    switch (n) {
    case 4: memcpy(dst, src, 4); break;
    case 8: memcpy(dst, src, 8); break;
    case 16: memcpy(dst, src, 16); break;
    default: memcpy(dst, src, n); break;
    }
}

static inline int read_bytes(amdgpu_memimg_view *v, uint64_t addr, void *dst, size_t n)
{
    const uint8_t *h = hot_at(v, addr, n);
    if (h) {
        copy(dst, h, n);
        return 0;
    }
    struct region *r = find(v, addr, n);
    if (!r) return -1;
    if (r->flat) {
        memcpy(dst, flat_hot(v, r) + (addr - r->base), n);
        return 0;
    }
    uint8_t *d = dst;
    for (uint64_t off = addr - r->base; n > 0;) {
        size_t chunk = PAGE - off % PAGE;
        if (chunk > n) chunk = n;
        const uint8_t *p = page(v, r, off, 0);
        if (p) memcpy(d, p + off % PAGE, chunk);
        else memset(d, 0, chunk);
        d += chunk, off += chunk, n -= chunk;
    }
    return 0;
}

int amdgpu_memimg_read(amdgpu_memimg *m, uint64_t addr, void *dst, size_t n)
{
    return read_bytes(&m->self, addr, dst, n);
}

/* Writes src (or the byte c when src is NULL) over n bytes. */
static inline int store(amdgpu_memimg_view *v, uint64_t addr, const uint8_t *src, int c, uint64_t n)
{
    uint8_t *h = hot_at(v, addr, n);
    if (h) {
        if (src) copy(h, src, n);
        else memset(h, c, n);
        return 0;
    }
    struct region *r = find(v, addr, n);
    if (!r) return -1;
    if (r->flat) {
        uint8_t *p = flat_hot(v, r) + (addr - r->base);
        if (src) memcpy(p, src, n);
        else memset(p, c, n);
        return 0;
    }
    for (uint64_t off = addr - r->base; n > 0;) {
        uint64_t chunk = PAGE - off % PAGE;
        if (chunk > n) chunk = n;
        uint8_t *p = page(v, r, off, src || c);
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

int amdgpu_memimg_write(amdgpu_memimg *m, uint64_t addr, const void *src, size_t n)
{
    return n == 0 ? (find(&m->self, addr, 0) ? 0 : -1) : store(&m->self, addr, src, 0, n);
}

int amdgpu_memimg_fill(amdgpu_memimg *m, uint64_t addr, int c, uint64_t n)
{
    return store(&m->self, addr, NULL, c & 0xff, n);
}

/* Applies an atomic to the n-byte word at p: a compare-and-swap loop when
 * p is aligned, so that views on other threads see it whole. */
static uint64_t rmw(enum amdgpu_atomic_kind k, uint8_t *p, size_t n, uint64_t src, uint64_t cmp)
{
    if ((uintptr_t)p % n) { /* a region at an odd base: one thread only */
        uint64_t v = 0;
        memcpy(&v, p, n); /* little-endian host, as the device */
        uint64_t nv = amdgpu_atomic_apply(k, (unsigned)n, v, src, cmp);
        memcpy(p, &nv, n);
        return v;
    }
    if (n == 4) {
        uint32_t *w = (uint32_t *)(void *)p, v = __atomic_load_n(w, __ATOMIC_RELAXED);
        while (!__atomic_compare_exchange_n(w, &v, (uint32_t)amdgpu_atomic_apply(k, 4, v, src, cmp),
                                            true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        }
        return v;
    }
    uint64_t *w = (uint64_t *)(void *)p, v = __atomic_load_n(w, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(w, &v, amdgpu_atomic_apply(k, 8, v, src, cmp), true,
                                        __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
    return v;
}

static int atomic_at(amdgpu_memimg_view *v, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                     uint64_t cmp, uint64_t *old)
{
    enum amdgpu_atomic_kind k = amdgpu_atomic_kind(op);
    if (k == AMDGPU_ATOM_NONE || (n != 4 && n != 8) || addr % n) return -1;
    uint8_t *p = hot_at(v, addr, n);
    if (!p) {
        struct region *r = find(v, addr, n);
        if (!r) return -1;
        /* aligned 4/8-byte words never straddle a region's page */
        p = r->flat ? flat_hot(v, r) + (addr - r->base) : page(v, r, addr - r->base, 1);
        if (!p) return -1;
        if (!r->flat) p += (addr - r->base) % PAGE;
    }
    *old = rmw(k, p, n, src, cmp);
    return 0;
}

int amdgpu_memimg_atomic(amdgpu_memimg *m, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                       uint64_t cmp, uint64_t *old)
{
    return atomic_at(&m->self, op, addr, n, src, cmp, old);
}

static int op_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
    return read_bytes(ctx, addr, dst, n);
}

static int op_write(void *ctx, uint64_t addr, const void *src, size_t n)
{
    if (n == 0) return find(ctx, addr, 0) ? 0 : -1;
    return store(ctx, addr, src, 0, n);
}

static int op_atomic(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                     uint64_t cmp, uint64_t *old)
{
    return atomic_at(ctx, op, addr, n, src, cmp, old);
}

/* The page holding addr (its bytes in its region; a dense image's whole
 * region); the hot page's window is also what the next read/write
 * through the view checks. */
static uint8_t *op_window(void *ctx, uint64_t addr, int write, uint64_t *lo, uint64_t *hi)
{
    amdgpu_memimg_view *v = ctx;
    if (!hot_at(v, addr, 1)) {
        struct region *r = find(v, addr, 1);
        if (!r || !(r->flat ? flat_hot(v, r) : page(v, r, addr - r->base, write))) return NULL;
    }
    *lo = v->hot_lo, *hi = v->hot_hi;
    return v->hot;
}

static const amdgpu_mem_ops memimg_ops = {op_read, op_write, op_atomic, op_window};

amdgpu_mem amdgpu_memimg_mem(amdgpu_memimg *m)
{
    amdgpu_mem mem = {&memimg_ops, &m->self};
    return mem;
}

amdgpu_mem amdgpu_memimg_view_mem(amdgpu_memimg_view *v)
{
    amdgpu_mem mem = {&memimg_ops, v};
    return mem;
}

uint64_t amdgpu_memimg_resident(const amdgpu_memimg *m)
{
    return atomic_load_explicit(&m->resident, memory_order_relaxed);
}

uint8_t *amdgpu_memimg_bytes(amdgpu_memimg *m, uint64_t addr, uint64_t n)
{
    struct region *r = find(&m->self, addr, n);
    return r && r->flat ? r->flat + (addr - r->base) : NULL;
}
