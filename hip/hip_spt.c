/* The per-thread default stream forms (hipcc -fgpu-default-stream=
 * per-thread calls the _spt names): every stream of a device feeds its
 * one queue here, so they are the plain calls. And hipExtLaunchKernel, a
 * launch bracketed by two event records. */
#include "hip/hip_rt.h"

hipError_t hipLaunchKernel_spt(const void *f, dim3 nb, dim3 bd, void **args, size_t shmem,
                               hipStream_t s)
{
    return hipLaunchKernel(f, nb, bd, args, shmem, s);
}

hipError_t hipMemcpy_spt(void *dst, const void *src, size_t n, hipMemcpyKind kind)
{
    return hipMemcpy(dst, src, n, kind);
}

hipError_t hipMemcpyAsync_spt(void *dst, const void *src, size_t n, hipMemcpyKind kind,
                              hipStream_t s)
{
    return hipMemcpyAsync(dst, src, n, kind, s);
}

hipError_t hipMemcpy2D_spt(void *dst, size_t dpitch, const void *src, size_t spitch,
                           size_t width, size_t height, hipMemcpyKind kind)
{
    return hipMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

hipError_t hipMemcpyToSymbol_spt(const void *sym, const void *src, size_t n, size_t off,
                                 hipMemcpyKind kind)
{
    return hipMemcpyToSymbol(sym, src, n, off, kind);
}

hipError_t hipMemcpyFromSymbol_spt(void *dst, const void *sym, size_t n, size_t off,
                                   hipMemcpyKind kind)
{
    return hipMemcpyFromSymbol(dst, sym, n, off, kind);
}

hipError_t hipMemset_spt(void *dst, int value, size_t n) { return hipMemset(dst, value, n); }

hipError_t hipMemset2D_spt(void *dst, size_t pitch, int value, size_t width, size_t height)
{
    return hipMemset2D(dst, pitch, value, width, height);
}

hipError_t hipStreamSynchronize_spt(hipStream_t s) { return hipStreamSynchronize(s); }
hipError_t hipStreamQuery_spt(hipStream_t s) { return hipStreamQuery(s); }

hipError_t hipStreamWaitEvent_spt(hipStream_t s, hipEvent_t e, unsigned flags)
{
    return hipStreamWaitEvent(s, e, flags);
}

hipError_t hipStreamGetFlags_spt(hipStream_t s, unsigned *flags)
{
    return hipStreamGetFlags(s, flags);
}

hipError_t hipStreamGetPriority_spt(hipStream_t s, int *prio)
{
    return hipStreamGetPriority(s, prio);
}

hipError_t hipExtLaunchKernel(const void *f, dim3 nb, dim3 bd, void **args, size_t shmem,
                              hipStream_t s, hipEvent_t start, hipEvent_t stop, int flags)
{
    (void)flags;
    hipError_t e = start ? hipEventRecord(start, s) : hipSuccess;
    if (e == hipSuccess) e = hipLaunchKernel(f, nb, bd, args, shmem, s);
    if (e == hipSuccess && stop) e = hipEventRecord(stop, s);
    return e;
}
