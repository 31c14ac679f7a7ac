/* Pitched memory and 2-D copies and fills (row by row, one DMA command a
 * row unless the rows are contiguous), the wider memsets, the explicit
 * async copies, prefetch of managed memory (pages move under a fault
 * policy), and the memory calls that are hints or bookkeeping here:
 * advice on managed memory, pointer attributes. */
#include "hip/hip_rt.h"

#include <string.h>

/* Rows padded to 256 bytes, the R9 Nano's texture pitch alignment. */
hipError_t hipMallocPitch(void **ptr, size_t *pitch, size_t width, size_t height)
{
    /* a size that does not fit in size_t cannot be allocated (before:
     * SIZE_MAX rounded up to 0 and the call succeeded with no memory) */
    if (!pitch || width > SIZE_MAX - 255) return hipErrorInvalidValue;
    size_t p = (width + 255) / 256 * 256;
    if (height && p > SIZE_MAX / height) return hipErrorInvalidValue;
    *pitch = p;
    return hipMalloc(ptr, p * height);
}

static hipError_t copy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, hipMemcpyKind kind, hipStream_t stream, bool sync,
                         const char *fn)
{
    hip_rt *rt = hip_rt_lock();
    if (width > dpitch || width > spitch) return hip_rt_ret(rt, hipErrorInvalidPitchValue);
    if (height && (dpitch > (SIZE_MAX - width) / height || spitch > (SIZE_MAX - width) / height))
        return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_rt_push_managed(rt, fn);
    hipError_t e = hipSuccess;
    if (dpitch == width && spitch == width) {
        e = hip_rt_copy(rt, dst, src, width * height, kind, stream, fn);
    } else {
        for (size_t r = 0; r < height && e == hipSuccess; r++)
            e = hip_rt_copy(rt, (uint8_t *)dst + r * dpitch, (const uint8_t *)src + r * spitch,
                            width, kind, stream, fn);
    }
    if (e == hipSuccess && sync) hip_rt_sync(rt, fn);
    return hip_rt_ret(rt, e);
}

hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind)
{
    return copy2d(dst, dpitch, src, spitch, width, height, kind, NULL, true, "hipMemcpy2D");
}

hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                            size_t width, size_t height, hipMemcpyKind kind, hipStream_t stream)
{
    return copy2d(dst, dpitch, src, spitch, width, height, kind, stream, false,
                  "hipMemcpy2DAsync");
}

static hipError_t set2d(void *dst, size_t pitch, int value, size_t width, size_t height,
                        hipStream_t stream, bool sync, const char *fn)
{
    if (width > pitch) return hipErrorInvalidPitchValue;
    /* the last row's end, pitch * (height - 1) + width, must not wrap
     * (before: width * height wrapped to a small fill that succeeded) */
    if (height && pitch > (SIZE_MAX - width) / height) return hipErrorInvalidValue;
    hipError_t e = hipSuccess;
    if (pitch == width) return hip_rt_fill(dst, (uint8_t)value, 1, width * height, stream, sync, fn);
    for (size_t r = 0; r < height && e == hipSuccess; r++)
        e = hip_rt_fill((uint8_t *)dst + r * pitch, (uint8_t)value, 1, width, stream,
                        sync && r + 1 == height, fn);
    return e;
}

hipError_t hipMemset2D(void *dst, size_t pitch, int value, size_t width, size_t height)
{
    return set2d(dst, pitch, value, width, height, NULL, true, "hipMemset2D");
}

hipError_t hipMemset2DAsync(void *dst, size_t pitch, int value, size_t width, size_t height,
                            hipStream_t stream)
{
    return set2d(dst, pitch, value, width, height, stream, false, "hipMemset2DAsync");
}

hipError_t hipMemsetD32(hipDeviceptr_t dst, int value, size_t count)
{
    return hip_rt_fill(dst, (uint32_t)value, 4, count, NULL, true, "hipMemsetD32");
}

hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream)
{
    return hip_rt_fill(dst, (uint32_t)value, 4, count, stream, false, "hipMemsetD32Async");
}

hipError_t hipMemsetD16(hipDeviceptr_t dst, unsigned short value, size_t count)
{
    return hip_rt_fill(dst, value, 2, count, NULL, true, "hipMemsetD16");
}

hipError_t hipMemsetD16Async(hipDeviceptr_t dst, unsigned short value, size_t count,
                             hipStream_t stream)
{
    return hip_rt_fill(dst, value, 2, count, stream, false, "hipMemsetD16Async");
}

hipError_t hipMemsetD8Async(hipDeviceptr_t dst, unsigned char value, size_t count,
                            hipStream_t stream)
{
    return hip_rt_fill(dst, value, 1, count, stream, false, "hipMemsetD8Async");
}

hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void *src, size_t n, hipStream_t stream)
{
    return hipMemcpyAsync(dst, src, n, hipMemcpyHostToDevice, stream);
}

hipError_t hipMemcpyDtoHAsync(void *dst, hipDeviceptr_t src, size_t n, hipStream_t stream)
{
    return hipMemcpyAsync(dst, src, n, hipMemcpyDeviceToHost, stream);
}

hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n,
                              hipStream_t stream)
{
    return hipMemcpyAsync(dst, src, n, hipMemcpyDeviceToDevice, stream);
}

/* Under a fault policy the managed pages of the range move to the
 * device's GPU now, after what is queued (stream order, kept by running
 * every queue first) and after the host's bytes are pushed, in a drain
 * of their own, so the next kernel finds them mapped (mgpu_prefetch).
 * Otherwise, and for the host (pages never go back to it), a hint that
 * changes nothing, not even when the queues run. */
hipError_t hipMemPrefetchAsync(const void *ptr, size_t n, int device, hipStream_t stream)
{
    (void)stream;
    hip_rt *rt = hip_rt_lock();
    hip_alloc *x = hip_rt_find(rt, ptr, n);
    if (!x) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (device != hipCpuDeviceId && (device < 0 || (uint32_t)device >= mgpu_device_count(rt->m)))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    if (device == hipCpuDeviceId || x->kind != HIP_MEM_MANAGED || !mgpu_pages_managed(rt->m))
        return hip_rt_ret(rt, hipSuccess);
    const char *fn = "hipMemPrefetchAsync";
    hip_rt_drain(rt, fn);
    hip_rt_push_managed(rt, fn);
    uint32_t gpu = mgpu_device_info(rt->m, (uint32_t)device).gpus == 1 ? (uint32_t)device : 0;
    char err[ERR_LEN];
    if (mgpu_prefetch(rt->m, (uint64_t)(uintptr_t)ptr, n, gpu, NULL, err, sizeof err) < 0)
        hip_rt_fatal(fn, err);
    return hip_rt_ret(rt, hipSuccess);
}

/* A hint with no effect: managed memory moves at synchronisation, at
 * faults under a policy and at prefetches (docs/programs.md). */
hipError_t hipMemAdvise(const void *ptr, size_t n, hipMemoryAdvise advice, int device)
{
    (void)advice, (void)device;
    hip_rt *rt = hip_rt_lock();
    return hip_rt_ret(rt, hip_rt_find(rt, ptr, n) ? hipSuccess : hipErrorInvalidValue);
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t *attr, const void *ptr)
{
    hip_rt *rt = hip_rt_lock();
    if (!attr || !ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_alloc *a = hip_rt_find(rt, ptr, 1);
    memset(attr, 0, sizeof *attr);
    if (!a) return hip_rt_ret(rt, hipErrorInvalidValue); /* unknown host memory, as HIP */
    attr->memoryType = a->kind == HIP_MEM_MAPPED ? hipMemoryTypeHost : hipMemoryTypeDevice;
    attr->device = (int)a->dev;
    attr->devicePointer = (void *)ptr;
    attr->isManaged = a->kind == HIP_MEM_MANAGED;
    attr->hostPointer = attr->isManaged ? (void *)ptr : NULL;
    if (a->kind == HIP_MEM_MAPPED)
        attr->hostPointer = (uint8_t *)a->host + ((uintptr_t)ptr - a->addr);
    return hip_rt_ret(rt, hipSuccess);
}
