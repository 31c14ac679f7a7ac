/* Streams and events. Every stream of a device feeds the device's one
 * in-order queue (so streams of one device do not overlap; devices do).
 * An event record runs the simulation to the point where all queued work
 * is done and stamps the simulated time: hipEventElapsedTime is the
 * simulated time between two records. */
#include "hip/hip_rt.h"

#include <stdlib.h>

hipError_t hipStreamCreateWithFlags(hipStream_t *s, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!s) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!(*s = malloc(sizeof **s))) return hip_rt_ret(rt, hipErrorOutOfMemory);
    (*s)->dev = hip_rt_device(rt);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipStreamCreate(hipStream_t *s) { return hipStreamCreateWithFlags(s, 0); }

hipError_t hipStreamCreateWithPriority(hipStream_t *s, unsigned flags, int prio)
{
    (void)prio;
    return hipStreamCreateWithFlags(s, flags);
}

hipError_t hipStreamDestroy(hipStream_t s)
{
    hip_rt *rt = hip_rt_lock();
    if (!s) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    hip_rt_sync(rt, "hipStreamDestroy");
    free(s);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipStreamSynchronize(hipStream_t s)
{
    (void)s;
    hip_rt *rt = hip_rt_lock();
    hip_rt_sync(rt, "hipStreamSynchronize");
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipStreamQuery(hipStream_t s)
{
    return hipStreamSynchronize(s); /* done once it returns */
}

/* Queues are drained at every record, so a recorded event is complete. */
hipError_t hipStreamWaitEvent(hipStream_t s, hipEvent_t e, unsigned flags)
{
    (void)s, (void)flags;
    return e ? hipSuccess : hipErrorInvalidResourceHandle;
}

hipError_t hipEventCreateWithFlags(hipEvent_t *e, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!e) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!(*e = calloc(1, sizeof **e))) return hip_rt_ret(rt, hipErrorOutOfMemory);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipEventCreate(hipEvent_t *e) { return hipEventCreateWithFlags(e, 0); }

hipError_t hipEventDestroy(hipEvent_t e)
{
    free(e);
    return hipSuccess;
}

hipError_t hipEventRecord(hipEvent_t e, hipStream_t s)
{
    (void)s;
    hip_rt *rt = hip_rt_lock();
    if (!e) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    hip_rt_sync(rt, "hipEventRecord");
    e->ps = mgpu_now_ps(rt->m);
    e->recorded = true;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipEventSynchronize(hipEvent_t e)
{
    hip_rt *rt = hip_rt_lock();
    if (!e) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    return hip_rt_ret(rt, e->recorded ? hipSuccess : hipErrorInvalidResourceHandle);
}

hipError_t hipEventQuery(hipEvent_t e) { return hipEventSynchronize(e); }

hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop)
{
    hip_rt *rt = hip_rt_lock();
    if (!ms) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (!start || !stop) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    if (!start->recorded || !stop->recorded) return hip_rt_ret(rt, hipErrorNotReady);
    *ms = (float)(((double)stop->ps - (double)start->ps) / 1e9);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipStreamGetFlags(hipStream_t s, unsigned *flags)
{
    if (!flags) return hipErrorInvalidValue;
    (void)s;
    *flags = 0;
    return hipSuccess;
}

hipError_t hipStreamGetPriority(hipStream_t s, int *prio)
{
    if (!prio) return hipErrorInvalidValue;
    (void)s;
    *prio = 0;
    return hipSuccess;
}

/* One priority: every stream of a device feeds its one queue. */
hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest)
{
    if (least) *least = 0;
    if (greatest) *greatest = 0;
    return hipSuccess;
}

/* Host work in stream order: every queue is run to completion first, so
 * the callback sees everything queued before it done. */
hipError_t hipStreamAddCallback(hipStream_t s, hipStreamCallback_t cb, void *user,
                                unsigned flags)
{
    hip_rt *rt = hip_rt_lock();
    if (!cb || flags) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_rt_sync(rt, "hipStreamAddCallback");
    cb(s, hipSuccess, user);
    return hip_rt_ret(rt, hipSuccess);
}
