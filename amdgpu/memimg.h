/* amdgpu/memimg.h - a sparse, paged image of device memory: the memory the
 * functional GPU mode runs kernels against, and the backing store a
 * timing model's DRAM can read and write.
 *
 * Contract
 * - Memory exists only inside regions the caller maps (amdgpu_memimg_alloc
 *   picks the address, amdgpu_memimg_map takes one). Between regions the
 *   allocator leaves unmapped guard pages, so running off the end of a
 *   buffer is an error, not a silent write into the next one.
 * - Pages (4 KiB) are allocated on first write (a dense image: all of a
 *   region when it is mapped); an untouched byte reads 0.
 * - read/write/atomic return 0, or -1 when the access is not entirely
 *   inside one region (nothing is read or changed then). atomic also
 *   fails for a width other than 4/8, a misaligned address or an op that
 *   is not an atomic (amdgpu/atomic.h). Out of memory while allocating a
 *   page is -1 too; the image stays valid.
 * - amdgpu_memimg_mem() exposes the image as the amdgpu_mem a wave uses.
 * - Ownership: the image owns its pages; amdgpu_memimg_free releases all.
 * - Threads: the image's own calls are for one thread at a time (they
 *   keep the last region and the last page touched, so that the per-lane
 *   accesses of a wave, mostly to one page, skip the lookups). Several
 *   threads may use the image at once, each through its own view
 *   (amdgpu_memimg_view: the same caches, kept by the caller), while no
 *   thread maps, allocates or frees: reads, writes and page allocation
 *   through views are then safe, and atomics through views are atomic
 *   with respect to each other (aligned words). Plain accesses of two
 *   threads to the same bytes are the caller's race. */
#ifndef MGSIM_AMDGPU_MEMIMG_H
#define MGSIM_AMDGPU_MEMIMG_H

#include <stddef.h>
#include <stdint.h>

#include "amdgpu/wave.h"

#define AMDGPU_MEMIMG_PAGE 4096u
/* The first address amdgpu_memimg_alloc hands out: low memory stays
 * unmapped so that NULL and small integers used as pointers fault. */
#define AMDGPU_MEMIMG_ALLOC_BASE 0x100000000ull

typedef struct amdgpu_memimg amdgpu_memimg;

/* One thread's access to an image: the image and that thread's caches. */
typedef struct amdgpu_memimg_view {
    amdgpu_memimg *m;
    size_t last;             /* index of the region the last access hit */
    uint64_t hot_lo, hot_hi; /* the last page touched: its bytes in its region */
    uint8_t *hot;            /* the byte at hot_lo; NULL: none */
} amdgpu_memimg_view;

amdgpu_memimg *amdgpu_memimg_new(void); /* NULL when out of memory */
/* An image for filling, not for sparse use: each region is one block of
 * host memory from the start (small ones calloc'd, large ones mapped from
 * the OS, which fills them in lazily), so an access needs no page lookup and a buffer's
 * bytes are contiguous (amdgpu_memimg_bytes); amdgpu_memimg_resident counts
 * every mapped byte. The functional mode's image. */
amdgpu_memimg *amdgpu_memimg_new_dense(void);
void amdgpu_memimg_free(amdgpu_memimg *m); /* NULL is fine */

/* Maps size (> 0) bytes at a fresh address aligned to align (a power of
 * two; 0 means the page size) and stores it in *addr. -1 on bad arguments,
 * address-space exhaustion or out of memory. */
int amdgpu_memimg_alloc(amdgpu_memimg *m, uint64_t size, uint64_t align, uint64_t *addr);
/* amdgpu_memimg_alloc (page-aligned) in a dense image, whose bytes start as
 * the first size bytes of file fd, mapped copy-on-write: the image's
 * writes never reach the file, and pages it only reads are the file's
 * (a large input is not copied). -1 also for a sparse image, or a file
 * shorter than size rounded up to the page size. */
int amdgpu_memimg_alloc_file(amdgpu_memimg *m, uint64_t size, int fd, uint64_t *addr);
/* Makes amdgpu_memimg_alloc look from addr on (a multi-GPU driver keeps
 * one allocator per GPU, each over that GPU's memory). */
void amdgpu_memimg_set_next(amdgpu_memimg *m, uint64_t addr);
/* Where amdgpu_memimg_alloc looks next (before alignment): a caller with
 * a limit of its own checks a size against it before allocating. */
uint64_t amdgpu_memimg_next(const amdgpu_memimg *m);
/* Maps [addr, addr+size) exactly; -1 when it overlaps a region or wraps. */
int amdgpu_memimg_map(amdgpu_memimg *m, uint64_t addr, uint64_t size);
/* Whether [addr, addr+n) lies inside one region. */
int amdgpu_memimg_mapped(amdgpu_memimg *m, uint64_t addr, uint64_t n);
/* The regions, in address order: how many, and region i's range. */
size_t amdgpu_memimg_region_count(const amdgpu_memimg *m);
void amdgpu_memimg_region(const amdgpu_memimg *m, size_t i, uint64_t *base, uint64_t *size);

int amdgpu_memimg_read(amdgpu_memimg *m, uint64_t addr, void *dst, size_t n);
int amdgpu_memimg_write(amdgpu_memimg *m, uint64_t addr, const void *src, size_t n);
/* Sets n bytes to byte value c (a fill that never touches absent pages
 * when c is 0). */
int amdgpu_memimg_fill(amdgpu_memimg *m, uint64_t addr, int c, uint64_t n);
int amdgpu_memimg_atomic(amdgpu_memimg *m, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                       uint64_t cmp, uint64_t *old);

/* The image as a wave's memory; valid while m lives. */
amdgpu_mem amdgpu_memimg_mem(amdgpu_memimg *m);
/* A view of m with empty caches, and the image through it as a wave's
 * memory (valid while v and m live). */
void amdgpu_memimg_view_init(amdgpu_memimg_view *v, amdgpu_memimg *m);
amdgpu_mem amdgpu_memimg_view_mem(amdgpu_memimg_view *v);

/* The host bytes of [addr, addr+n) when m is dense and they lie in one
 * region (contiguous, valid until m is freed), else NULL: a dense
 * image's buffer read in place, without a copy. */
uint8_t *amdgpu_memimg_bytes(amdgpu_memimg *m, uint64_t addr, uint64_t n);

/* Bytes of pages actually allocated (a sparse image's real footprint; a
 * dense image's mapped bytes). */
uint64_t amdgpu_memimg_resident(const amdgpu_memimg *m);

#endif
