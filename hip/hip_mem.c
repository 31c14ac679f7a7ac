/* Memory: device buffers (hipMalloc), managed buffers (the same address
 * on the host and the device, pushed to the device before launches and
 * pulled back at synchronisation), copies in every direction and memset
 * (host memory the device reaches: hip_host.c). */
#include "hip/hip_rt.h"
#include "hip/hip_blit.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "util/vec.h"

hip_alloc *hip_rt_add_alloc(hip_rt *rt, uint64_t addr, uint64_t size, uint32_t dev,
                            enum hip_mem_kind kind)
{
    hip_alloc a = {addr, size, dev, kind, false, NULL, false, false};
    VEC_PUSH(rt->allocs, rt->nallocs, rt->alloccap, a, "HIP allocations");
    return &rt->allocs[rt->nallocs - 1];
}

/* A device range that is never address 0 (a null pointer to the program).
 * With --map-pages, one more page mapped on each side: a kernel that
 * reads a little before or after its buffer (a Rodinia kernel reads 512
 * bytes before its first) reads what that memory holds, as on the
 * hardware, whose pages around a buffer are mapped too, instead of
 * faulting. */
static int dev_malloc(hip_rt *rt, uint32_t dev, uint64_t size, uint64_t *addr)
{
    char err[ERR_LEN];
    uint64_t pad = rt->so.map_pages ? HIP_MAP_PAD : 0;
    if (size > UINT64_MAX - 2 * pad) return -1;
    if (mgpu_malloc(rt->m, dev, size + 2 * pad, addr, err, sizeof err) < 0) return -1;
    if (!*addr && !pad && mgpu_malloc(rt->m, dev, size, addr, err, sizeof err) < 0) return -1;
    *addr += pad;
    return 0;
}

/* Device memory as ROCm's runtime hands it out: whole pages, and an
 * allocation under 2 MiB carved out of a 2 MiB block (ROCr's fragment
 * allocator). The block is one range to the memory-fault check, so a
 * program that writes a little past a small buffer stays inside mapped
 * memory as on the chip (MGPUSim's conv2d: its gemm kernel zeroes a whole
 * 16-row tile of a 3-row result). */
enum { HIP_FRAG_BLOCK = 2 << 20, HIP_PAGE = 4096 };

static int dev_alloc(hip_rt *rt, uint32_t dev, uint64_t size, uint64_t *addr)
{
    uint64_t need = (size + HIP_PAGE - 1) / HIP_PAGE * HIP_PAGE;
    if (need >= HIP_FRAG_BLOCK) return dev_malloc(rt, dev, need, addr);
    if (!rt->frag_base[dev] || rt->frag_used[dev] + need > HIP_FRAG_BLOCK) {
        if (dev_malloc(rt, dev, HIP_FRAG_BLOCK, &rt->frag_base[dev]) < 0) return -1;
        rt->frag_used[dev] = 0;
    }
    *addr = rt->frag_base[dev] + rt->frag_used[dev];
    rt->frag_used[dev] += need;
    return 0;
}

hipError_t hipMalloc(void **ptr, size_t size)
{
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    *ptr = NULL;
    if (!size) return hip_rt_ret(rt, hipSuccess);
    uint32_t dev = hip_rt_device(rt);
    uint64_t a;
    if (dev_alloc(rt, dev, size, &a) < 0) return hip_rt_ret(rt, hipErrorOutOfMemory);
    hip_rt_add_alloc(rt, a, size, dev, HIP_MEM_DEVICE);
    *ptr = (void *)(uintptr_t)a;
    return hip_rt_ret(rt, hipSuccess);
}

/* Unified memory on the current device's GPU, mirrored on the host at
 * the same address (the device's addresses lie far below where Linux puts
 * a process's own mappings; MAP_FIXED_NOREPLACE refuses a clash): managed
 * memory and mapped host memory (hip_host.c). NULL: more than the device
 * holds, or its memory is exhausted. */
void *hip_rt_mirrored(hip_rt *rt, uint32_t dev, size_t size, const char *fn)
{
    mgpu_device info = mgpu_device_info(rt->m, dev);
    /* more than the device holds: refused before a page table of it is
     * built (1 << 40 bytes took a GiB of host memory to refuse) */
    if (size > info.mem_size) return NULL;
    uint64_t page = mgpu_page_size(rt->m), n = (size + page - 1) / page, a;
    uint32_t gpu = info.gpus == 1 ? dev : 0;
    uint32_t *own = malloc(n * sizeof *own);
    char err[ERR_LEN];
    if (!own) hip_rt_oom(fn);
    for (uint64_t i = 0; i < n; i++) own[i] = gpu;
    int rc = mgpu_malloc_unified(rt->m, size, own, &a, err, sizeof err);
    free(own);
    if (rc < 0) return NULL;
    void *h = mmap((void *)(uintptr_t)a, size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (h == MAP_FAILED || h != (void *)(uintptr_t)a) {
        char m[128];
        snprintf(m, sizeof m, "cannot mirror device memory at 0x%llx on the host",
                 (unsigned long long)a);
        hip_rt_fatal(fn, m);
    }
    return h;
}

hipError_t hipMallocManaged(void **ptr, size_t size, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!ptr || !size) return hip_rt_ret(rt, hipErrorInvalidValue);
    uint32_t dev = hip_rt_device(rt);
    void *h = hip_rt_mirrored(rt, dev, size, "hipMallocManaged");
    if (!h) return hip_rt_ret(rt, hipErrorOutOfMemory);
    hip_rt_add_alloc(rt, (uint64_t)(uintptr_t)h, size, dev, HIP_MEM_MANAGED);
    rt->managed = true;
    *ptr = h;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipFree(void *ptr)
{
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipSuccess);
    hip_alloc *a = hip_rt_find(rt, ptr, 1);
    if (!a || a->addr != (uint64_t)(uintptr_t)ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_rt_sync(rt, "hipFree"); /* as HIP: frees after the work that may use it */
    a->freed = true;
    if (a->kind == HIP_MEM_MANAGED || a->kind == HIP_MEM_MAPPED) munmap(ptr, a->size);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipMemGetInfo(size_t *free_b, size_t *total)
{
    hip_rt *rt = hip_rt_lock();
    mgpu_device d = mgpu_device_info(rt->m, hip_rt_device(rt));
    uint64_t used = 0;
    /* zero-copy memory over PCIe is the host's (its window), not the device's */
    for (uint32_t i = 0; i < rt->nallocs; i++)
        if (rt->allocs[i].dev == hip_rt_device(rt) && !rt->allocs[i].pcie)
            used += rt->allocs[i].size;
    if (total) *total = d.mem_size;
    if (free_b) *free_b = used < d.mem_size ? d.mem_size - used : 0;
    return hip_rt_ret(rt, hipSuccess);
}

/* Whether [p, p+n) starts in device memory the runtime handed out (a
 * buffer, freed or not) without lying inside a live buffer: a freed
 * buffer, or a copy longer than what is left of one. Device addresses are
 * never reused, so a freed buffer's range is nobody else's. */
static bool bad_device_range(hip_rt *rt, const void *p, uint64_t n)
{
    uint64_t a = (uint64_t)(uintptr_t)p;
    if (hip_rt_find(rt, p, n)) return false;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        const hip_alloc *x = &rt->allocs[i];
        if (x->kind != HIP_MEM_MAPPED && a >= x->addr && a - x->addr < x->size) return true;
    }
    return false;
}

/* One copy queued on dev (the device side's own device when one side is
 * host memory). An explicit kind must match where the pointers are;
 * hipMemcpyDefault takes it from them, and a pointer into a freed device
 * buffer or a range running past the end of one is hipErrorInvalidValue
 * (before: taken for host memory, and memmove wrote to a device address). */
hipError_t hip_rt_copy(hip_rt *rt, void *dst, const void *src, size_t n, hipMemcpyKind kind,
                       hipStream_t stream, const char *fn)
{
    if (!n) return hipSuccess;
    if (!dst || !src || kind < hipMemcpyHostToHost || kind > hipMemcpyDefault)
        return hipErrorInvalidValue;
    hip_alloc *d = hip_rt_find(rt, dst, n), *s = hip_rt_find(rt, src, n);
    if (bad_device_range(rt, dst, n) || bad_device_range(rt, src, n)) return hipErrorInvalidValue;
    /* mapped host memory may be either side of any kind; a kernel has
     * used it (hip_host.c): its device bytes are the current ones, so the
     * copy is ordered with the kernels there; else its host bytes */
    bool dmap = d && d->kind == HIP_MEM_MAPPED, smap = s && s->kind == HIP_MEM_MAPPED;
    bool ddev = d && d->kind != HIP_MEM_HOST && !dmap, sdev = s && s->kind != HIP_MEM_HOST && !smap;
    if ((kind == hipMemcpyHostToDevice && (!(ddev || dmap) || sdev)) ||
        (kind == hipMemcpyDeviceToHost && (!(sdev || smap) || ddev)) ||
        (kind == hipMemcpyDeviceToDevice && (!(sdev || smap) || !(ddev || dmap))))
        return hipErrorInvalidValue;
    if (dmap && !d->touched) dst = (uint8_t *)d->host + ((uintptr_t)dst - d->addr);
    if (smap && !s->touched) src = (const uint8_t *)s->host + ((uintptr_t)src - s->addr);
    ddev |= dmap && d->touched, sdev |= smap && s->touched;
    uint64_t da = (uint64_t)(uintptr_t)dst, sa = (uint64_t)(uintptr_t)src;
    char err[ERR_LEN];
    int rc = 0;
    uint32_t dev = stream ? stream->dev : sdev ? s->dev : ddev ? d->dev : hip_rt_device(rt);
    /* on one device, a copy kernel as ROCm's runtime launches (hip_blit.h);
     * between devices the source's DMA engine */
    if (ddev && sdev && d->dev == dev && s->dev == dev && hip_blit_copy(rt, dev, da, sa, n, fn))
        rc = 0;
    else if (ddev && sdev) rc = mgpu_enqueue_d2d(rt->m, dev, da, sa, n, err, sizeof err);
    else if (ddev) rc = mgpu_enqueue_h2d(rt->m, dev, da, src, n, err, sizeof err);
    else if (sdev) rc = mgpu_enqueue_d2h(rt->m, dev, dst, sa, n, err, sizeof err);
    else memmove(dst, src, n);
    if (rc < 0) hip_rt_fatal(fn, err);
    return hipSuccess;
}

static hipError_t copy_sync(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                            const char *fn)
{
    hip_rt *rt = hip_rt_lock();
    hip_rt_push_managed(rt, fn);
    hipError_t e = hip_rt_copy(rt, dst, src, n, kind, NULL, fn);
    if (e == hipSuccess) hip_rt_sync(rt, fn);
    return hip_rt_ret(rt, e);
}

hipError_t hipMemcpy(void *dst, const void *src, size_t n, hipMemcpyKind kind)
{
    return copy_sync(dst, src, n, kind, "hipMemcpy");
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void *src, size_t n)
{
    return copy_sync(dst, src, n, hipMemcpyHostToDevice, "hipMemcpyHtoD");
}

hipError_t hipMemcpyDtoH(void *dst, hipDeviceptr_t src, size_t n)
{
    return copy_sync(dst, src, n, hipMemcpyDeviceToHost, "hipMemcpyDtoH");
}

hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n)
{
    return copy_sync(dst, src, n, hipMemcpyDeviceToDevice, "hipMemcpyDtoD");
}

hipError_t hipMemcpyAsync(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                          hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    hip_rt_push_managed(rt, "hipMemcpyAsync");
    return hip_rt_ret(rt, hip_rt_copy(rt, dst, src, n, kind, stream, "hipMemcpyAsync"));
}

hipError_t hipMemcpyWithStream(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                               hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    hipError_t e = hip_rt_copy(rt, dst, src, n, kind, stream, "hipMemcpyWithStream");
    if (e == hipSuccess) hip_rt_sync(rt, "hipMemcpyWithStream");
    return hip_rt_ret(rt, e);
}

/* Peer copies: queued on the source device, whose DMA writes the other
 * device's memory over the fabric. */
hipError_t hipMemcpyPeerAsync(void *dst, int ddev, const void *src, int sdev, size_t n,
                              hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    uint32_t nd = mgpu_device_count(rt->m);
    if (ddev < 0 || sdev < 0 || (uint32_t)ddev >= nd || (uint32_t)sdev >= nd)
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    struct ihipStream_t s = {stream ? stream->dev : (uint32_t)sdev};
    return hip_rt_ret(rt, hip_rt_copy(rt, dst, src, n, hipMemcpyDeviceToDevice, &s,
                                       "hipMemcpyPeer"));
}

hipError_t hipMemcpyPeer(void *dst, int ddev, const void *src, int sdev, size_t n)
{
    hipError_t e = hipMemcpyPeerAsync(dst, ddev, src, sdev, n, NULL);
    if (e != hipSuccess) return e;
    hip_rt *rt = hip_rt_lock();
    hip_rt_sync(rt, "hipMemcpyPeer");
    return hip_rt_ret(rt, hipSuccess);
}

/* memset as a copy of a filled host buffer (the DMA's cost, not a fill
 * kernel's): count elements of esize bytes, each the low bytes of value. */
hipError_t hip_rt_fill(void *dst, uint32_t value, size_t esize, size_t count, hipStream_t stream,
                       bool sync, const char *fn)
{
    hip_rt *rt = hip_rt_lock();
    /* count * esize must not wrap (before: a small product, and the fill
     * loop below wrote count elements past the buffer) */
    if (count > SIZE_MAX / esize) return hip_rt_ret(rt, hipErrorInvalidValue);
    size_t n = esize * count;
    if (!n) return hip_rt_ret(rt, hipSuccess);
    hip_alloc *d = hip_rt_find(rt, dst, n);
    if (!d) return hip_rt_ret(rt, hipErrorInvalidValue);
    uint8_t *buf = malloc(n);
    if (!buf) hip_rt_oom(fn);
    for (size_t i = 0; i < count; i++)
        memcpy(buf + i * esize, &value, esize); /* little-endian: the low bytes */
    hip_rt_push_managed(rt, fn);
    hipError_t e = hip_rt_copy(rt, dst, buf, n, hipMemcpyHostToDevice, stream, fn);
    free(buf); /* h2d copies its source at the call */
    if (e == hipSuccess && sync) hip_rt_sync(rt, fn);
    return hip_rt_ret(rt, e);
}

hipError_t hipMemset(void *dst, int value, size_t n)
{
    return hip_rt_fill(dst, (uint8_t)value, 1, n, NULL, true, "hipMemset");
}

hipError_t hipMemsetAsync(void *dst, int value, size_t n, hipStream_t stream)
{
    return hip_rt_fill(dst, (uint8_t)value, 1, n, stream, false, "hipMemsetAsync");
}

hipError_t hipMemsetD8(hipDeviceptr_t dst, unsigned char value, size_t n)
{
    return hip_rt_fill(dst, value, 1, n, NULL, true, "hipMemsetD8");
}
