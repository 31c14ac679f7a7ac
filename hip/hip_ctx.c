/* The driver API's contexts, as module samples use them (hipInit,
 * hipDeviceGet, hipCtxCreate, ..., hipCtxDestroy). A context here is its
 * device: every context of a device shares that device's memory, code
 * and queue (the runtime has one of each per device), so hipCtx_t points
 * at the device's one context object, and making a context current sets
 * the calling thread's current device, as hipSetDevice does. Each host
 * thread keeps the stack of contexts it pushed (a thread-local, as HIP's);
 * hipCtxCreate pushes, hipCtxDestroy and hipCtxPopCurrent pop. */
#include "hip/hip_rt.h"

enum { CTX_DEPTH = 64 };

/* This thread's pushed contexts (devices), bottom first. */
static _Thread_local uint32_t ctx_stack[CTX_DEPTH];
static _Thread_local uint32_t ctx_depth;

static bool valid_dev(hip_rt *rt, int dev)
{
    return dev >= 0 && (uint32_t)dev < mgpu_device_count(rt->m);
}

static bool valid_ctx(hip_rt *rt, hipCtx_t c)
{
    uint32_t n = mgpu_device_count(rt->m);
    return c >= rt->ctxs && c < rt->ctxs + n;
}

static hipError_t push(hip_rt *rt, uint32_t dev)
{
    if (ctx_depth == CTX_DEPTH) return hipErrorOutOfMemory;
    ctx_stack[ctx_depth++] = dev;
    hip_rt_set_device(rt, dev);
    return hipSuccess;
}

hipError_t hipCtxCreate(hipCtx_t *ctx, unsigned flags, hipDevice_t device)
{
    (void)flags; /* scheduling hints: the host thread waits the same way */
    hip_rt *rt = hip_rt_lock();
    if (!ctx) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!valid_dev(rt, device)) return hip_rt_ret(rt, hipErrorInvalidDevice);
    hipError_t e = push(rt, (uint32_t)device);
    if (e == hipSuccess) *ctx = &rt->ctxs[device];
    return hip_rt_ret(rt, e);
}

/* Its work finished (it shares the device's queue: all of the device's);
 * popped when it is this thread's current one. */
hipError_t hipCtxDestroy(hipCtx_t ctx)
{
    hip_rt *rt = hip_rt_lock();
    if (!valid_ctx(rt, ctx)) return hip_rt_ret(rt, hipErrorInvalidContext);
    hip_rt_sync(rt, "hipCtxDestroy");
    if (ctx_depth && ctx_stack[ctx_depth - 1] == ctx->dev) {
        ctx_depth--;
        if (ctx_depth) hip_rt_set_device(rt, ctx_stack[ctx_depth - 1]);
    }
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx)
{
    hip_rt *rt = hip_rt_lock();
    if (!valid_ctx(rt, ctx)) return hip_rt_ret(rt, hipErrorInvalidContext);
    return hip_rt_ret(rt, push(rt, ctx->dev));
}

hipError_t hipCtxPopCurrent(hipCtx_t *ctx)
{
    hip_rt *rt = hip_rt_lock();
    if (!ctx_depth) return hip_rt_ret(rt, hipErrorInvalidContext);
    uint32_t dev = ctx_stack[--ctx_depth];
    if (ctx) *ctx = &rt->ctxs[dev];
    if (ctx_depth) hip_rt_set_device(rt, ctx_stack[ctx_depth - 1]);
    return hip_rt_ret(rt, hipSuccess);
}

/* Replaces the top of the stack (NULL: pops it). */
hipError_t hipCtxSetCurrent(hipCtx_t ctx)
{
    hip_rt *rt = hip_rt_lock();
    if (!ctx) {
        if (ctx_depth) ctx_depth--;
        if (ctx_depth) hip_rt_set_device(rt, ctx_stack[ctx_depth - 1]);
        return hip_rt_ret(rt, hipSuccess);
    }
    if (!valid_ctx(rt, ctx)) return hip_rt_ret(rt, hipErrorInvalidContext);
    if (ctx_depth) ctx_depth--;
    return hip_rt_ret(rt, push(rt, ctx->dev));
}

/* The current device's context (a thread that pushed none has its
 * device's primary one, as in HIP). */
hipError_t hipCtxGetCurrent(hipCtx_t *ctx)
{
    hip_rt *rt = hip_rt_lock();
    if (!ctx) return hip_rt_ret(rt, hipErrorInvalidValue);
    *ctx = &rt->ctxs[hip_rt_device(rt)];
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipCtxGetDevice(hipDevice_t *device)
{
    hip_rt *rt = hip_rt_lock();
    if (!device) return hip_rt_ret(rt, hipErrorInvalidValue);
    *device = (hipDevice_t)hip_rt_device(rt);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipCtxGetFlags(unsigned *flags)
{
    hip_rt *rt = hip_rt_lock();
    if (!flags) return hip_rt_ret(rt, hipErrorInvalidValue);
    *flags = 0;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDevicePrimaryCtxRetain(hipCtx_t *ctx, hipDevice_t dev)
{
    hip_rt *rt = hip_rt_lock();
    if (!ctx) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!valid_dev(rt, dev)) return hip_rt_ret(rt, hipErrorInvalidDevice);
    *ctx = &rt->ctxs[dev];
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev)
{
    hip_rt *rt = hip_rt_lock();
    return hip_rt_ret(rt, valid_dev(rt, dev) ? hipSuccess : hipErrorInvalidDevice);
}

hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned *flags, int *active)
{
    hip_rt *rt = hip_rt_lock();
    if (!flags || !active) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!valid_dev(rt, dev)) return hip_rt_ret(rt, hipErrorInvalidDevice);
    *flags = 0, *active = 1; /* built with the runtime */
    return hip_rt_ret(rt, hipSuccess);
}
