/* Memory: device buffers (hipMalloc), managed buffers (the same address
 * on the host and the device, pushed to the device before launches and
 * pulled back at synchronisation), pinned host buffers (plain host memory
 * for copies), copies in every direction and memset. */
#include "hip/hip_rt.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "util/vec.h"

static hip_alloc *add(hip_rt *rt, uint64_t addr, uint64_t size, uint32_t dev,
                      enum hip_mem_kind kind)
{
    hip_alloc a = {addr, size, dev, kind, false};
    VEC_PUSH(rt->allocs, rt->nallocs, rt->alloccap, a, "HIP allocations");
    return &rt->allocs[rt->nallocs - 1];
}

/* A device range that is never address 0 (a null pointer to the program). */
static int dev_malloc(hip_rt *rt, uint32_t dev, uint64_t size, uint64_t *addr)
{
    char err[MGPU_ERR_LEN];
    if (mgpu_malloc(rt->m, dev, size, addr, err, sizeof err) < 0) return -1;
    if (!*addr && mgpu_malloc(rt->m, dev, size, addr, err, sizeof err) < 0) return -1;
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
    add(rt, a, size, dev, HIP_MEM_DEVICE);
    *ptr = (void *)(uintptr_t)a;
    return hip_rt_ret(rt, hipSuccess);
}

/* Unified memory on the current device's GPU, mirrored on the host at
 * the same address (the device's addresses lie far below where Linux puts
 * a process's own mappings; MAP_FIXED_NOREPLACE refuses a clash). */
hipError_t hipMallocManaged(void **ptr, size_t size, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!ptr || !size) return hip_rt_ret(rt, hipErrorInvalidValue);
    uint32_t dev = hip_rt_device(rt);
    uint64_t page = mgpu_page_size(rt->m), n = (size + page - 1) / page, a;
    uint32_t gpu = mgpu_device_info(rt->m, dev).gpus == 1 ? dev : 0;
    uint32_t *own = malloc(n * sizeof *own);
    char err[MGPU_ERR_LEN];
    if (!own) hip_rt_oom("hipMallocManaged");
    for (uint64_t i = 0; i < n; i++) own[i] = gpu;
    int rc = mgpu_malloc_unified(rt->m, size, own, &a, err, sizeof err);
    free(own);
    if (rc < 0) return hip_rt_ret(rt, hipErrorOutOfMemory);
    void *h = mmap((void *)(uintptr_t)a, size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (h == MAP_FAILED || h != (void *)(uintptr_t)a) {
        char m[128];
        snprintf(m, sizeof m, "cannot mirror managed memory at 0x%llx on the host",
                 (unsigned long long)a);
        hip_rt_fatal("hipMallocManaged", m);
    }
    add(rt, a, size, dev, HIP_MEM_MANAGED);
    rt->managed = true;
    *ptr = h;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipHostMalloc(void **ptr, size_t size, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    *ptr = size ? malloc(size) : NULL;
    return hip_rt_ret(rt, size && !*ptr ? hipErrorOutOfMemory : hipSuccess);
}

hipError_t hipMallocHost(void **ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }
hipError_t hipHostAlloc(void **ptr, size_t size, unsigned flags)
{
    return hipHostMalloc(ptr, size, flags);
}

hipError_t hipHostFree(void *ptr)
{
    free(ptr);
    return hipSuccess;
}

hipError_t hipFreeHost(void *ptr) { return hipHostFree(ptr); }

hipError_t hipFree(void *ptr)
{
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipSuccess);
    hip_alloc *a = hip_rt_find(rt, ptr, 1);
    if (!a || a->addr != (uint64_t)(uintptr_t)ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_rt_sync(rt, "hipFree"); /* as HIP: frees after the work that may use it */
    a->freed = true;
    if (a->kind == HIP_MEM_MANAGED) munmap(ptr, a->size);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipMemGetInfo(size_t *free_b, size_t *total)
{
    hip_rt *rt = hip_rt_lock();
    mgpu_device d = mgpu_device_info(rt->m, hip_rt_device(rt));
    uint64_t used = 0;
    for (uint32_t i = 0; i < rt->nallocs; i++)
        if (rt->allocs[i].dev == hip_rt_device(rt)) used += rt->allocs[i].size;
    if (total) *total = d.mem_size;
    if (free_b) *free_b = used < d.mem_size ? d.mem_size - used : 0;
    return hip_rt_ret(rt, hipSuccess);
}

/* One copy queued on dev (the device side's own device when one side is
 * host memory); hipMemcpyDefault and wrong kinds are settled by where
 * the pointers are. */
hipError_t hip_rt_copy(hip_rt *rt, void *dst, const void *src, size_t n, hipMemcpyKind kind,
                       hipStream_t stream, const char *fn)
{
    if (!n) return hipSuccess;
    if (!dst || !src || kind < hipMemcpyHostToHost || kind > hipMemcpyDefault)
        return hipErrorInvalidValue;
    hip_alloc *d = hip_rt_find(rt, dst, n), *s = hip_rt_find(rt, src, n);
    bool ddev = d && d->kind != HIP_MEM_HOST, sdev = s && s->kind != HIP_MEM_HOST;
    if ((kind == hipMemcpyHostToDevice && (!ddev || sdev)) ||
        (kind == hipMemcpyDeviceToHost && (!sdev || ddev)) ||
        (kind == hipMemcpyDeviceToDevice && (!sdev || !ddev)))
        return hipErrorInvalidValue;
    uint64_t da = (uint64_t)(uintptr_t)dst, sa = (uint64_t)(uintptr_t)src;
    char err[MGPU_ERR_LEN];
    int rc = 0;
    uint32_t dev = stream ? stream->dev : sdev ? s->dev : ddev ? d->dev : hip_rt_device(rt);
    if (ddev && sdev) rc = mgpu_enqueue_d2d(rt->m, dev, da, sa, n, err, sizeof err);
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
