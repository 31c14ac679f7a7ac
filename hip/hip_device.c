/* Devices (the platform's: one per GPU on a discrete platform, one for
 * all on U-MGPU), their properties (the R9 Nano's figures, from the
 * platform's configuration where it has them), peer access, versions and
 * the error calls. */
#include "hip/hip_rt.h"

#include <stdio.h>
#include <string.h>

hipError_t hipInit(unsigned flags)
{
    hip_rt *rt = hip_rt_lock();
    return hip_rt_ret(rt, flags ? hipErrorInvalidValue : hipSuccess);
}

hipError_t hipGetDeviceCount(int *count)
{
    hip_rt *rt = hip_rt_lock();
    if (!count) return hip_rt_ret(rt, hipErrorInvalidValue);
    *count = (int)mgpu_device_count(rt->m);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipSetDevice(int dev)
{
    hip_rt *rt = hip_rt_lock();
    if (dev < 0 || (uint32_t)dev >= mgpu_device_count(rt->m))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    hip_rt_set_device(rt, (uint32_t)dev);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipGetDevice(int *dev)
{
    hip_rt *rt = hip_rt_lock();
    if (!dev) return hip_rt_ret(rt, hipErrorInvalidValue);
    *dev = (int)hip_rt_device(rt);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipSetDeviceFlags(unsigned flags)
{
    (void)flags;
    return hipSuccess;
}

hipError_t hipDeviceSynchronize(void)
{
    hip_rt *rt = hip_rt_lock();
    hip_rt_sync(rt, "hipDeviceSynchronize");
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDeviceReset(void) { return hipDeviceSynchronize(); }

static void fill_props(hip_rt *rt, uint32_t dev, hipDeviceProp_t *p)
{
    const platform_config *pc = &mgpu_platform(rt->m)->cfg;
    const gpu_config *g = &pc->gpu;
    mgpu_device d = mgpu_device_info(rt->m, dev);
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s (mgsim)",
             d.gpus > 1 ? "AMD Radeon R9 Nano x several, unified" : "AMD Radeon R9 Nano");
    /* the ISA the platform runs (gpu.isa): gfx803, or gfx940 */
    snprintf(p->gcnArchName, sizeof p->gcnArchName, "%s", amdgpu_isa_name(d.isa));
    p->gcnArch = d.isa == AMDGPU_ISA_GFX940 ? 940 : 803;
    p->totalGlobalMem = d.mem_size;
    p->sharedMemPerBlock = 65536;
    p->maxSharedMemoryPerMultiProcessor = g->cu.lds_bytes;
    p->regsPerBlock = 65536;
    p->warpSize = 64;
    p->maxThreadsPerBlock = 1024;
    p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
    p->maxGridSize[0] = p->maxGridSize[1] = p->maxGridSize[2] = 0x7fffffff;
    p->clockRate = (int)(g->cu.freq_hz / 1000);
    p->clockInstructionRate = p->clockRate;
    p->memoryClockRate = 500000;  /* HBM1, 500 MHz */
    p->memoryBusWidth = 4096;
    p->totalConstMem = 65536;
    p->major = 8;
    p->minor = 0;
    p->multiProcessorCount = (int)d.cus;
    p->l2CacheSize = (int)(g->l2.size_bytes * g->banks * d.gpus);
    p->maxThreadsPerMultiProcessor = (int)(g->cu.simds * g->cu.wave_slots * 64);
    p->concurrentKernels = 1;
    p->pciBusID = (int)dev + 1;
    p->isMultiGpuBoard = mgpu_device_count(rt->m) > 1;
    p->managedMemory = 1;
    p->cooperativeLaunch = 1; /* grids that fit the device (hip_coop.c) */
    p->cooperativeMultiDeviceLaunch = 1;
    p->memPitch = 0x7fffffff;
    p->textureAlignment = 256;
    p->isLargeBar = 1;
    p->arch.hasGlobalInt32Atomics = p->arch.hasSharedInt32Atomics = 1;
    p->arch.hasGlobalFloatAtomicExch = p->arch.hasSharedFloatAtomicExch = 1;
    p->arch.hasFloatAtomicAdd = p->arch.hasGlobalInt64Atomics = 1;
    p->arch.hasSharedInt64Atomics = p->arch.hasDoubles = 1;
    p->arch.hasSyncThreadsExt = p->arch.has3dGrid = 1;
    /* what the model runs (test/hip/progs/api.hip checks each against the
     * host): ds_swizzle/ds_bpermute shuffles, ballots and votes through
     * VCC/SGPR masks, v_alignbit_b32 funnel shifts, system fences; not
     * surfaces (no image instructions) nor device-side launches */
    p->arch.hasWarpVote = p->arch.hasWarpBallot = p->arch.hasWarpShuffle = 1;
    p->arch.hasFunnelShift = p->arch.hasThreadFenceSystem = 1;
    p->arch.hasSurfaceFuncs = p->arch.hasDynamicParallelism = 0;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t *p, int dev)
{
    hip_rt *rt = hip_rt_lock();
    if (!p) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (dev < 0 || (uint32_t)dev >= mgpu_device_count(rt->m))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    fill_props(rt, (uint32_t)dev, p);
    return hip_rt_ret(rt, hipSuccess);
}

/* The attributes programs commonly ask, from the same figures. */
hipError_t hipDeviceGetAttribute(int *v, hipDeviceAttribute_t attr, int dev)
{
    hip_rt *rt = hip_rt_lock();
    if (!v) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (dev < 0 || (uint32_t)dev >= mgpu_device_count(rt->m))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    hipDeviceProp_t p;
    fill_props(rt, (uint32_t)dev, &p);
    switch (attr) {
    case hipDeviceAttributeMaxThreadsPerBlock: *v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX:
    case hipDeviceAttributeMaxBlockDimY:
    case hipDeviceAttributeMaxBlockDimZ: *v = 1024; break;
    case hipDeviceAttributeMaxGridDimX:
    case hipDeviceAttributeMaxGridDimY:
    case hipDeviceAttributeMaxGridDimZ: *v = 0x7fffffff; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: *v = (int)p.sharedMemPerBlock; break;
    case hipDeviceAttributeWarpSize: *v = p.warpSize; break;
    case hipDeviceAttributeClockRate: *v = p.clockRate; break;
    case hipDeviceAttributeMultiprocessorCount: *v = p.multiProcessorCount; break;
    case hipDeviceAttributeComputeCapabilityMajor: *v = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: *v = p.minor; break;
    case hipDeviceAttributeL2CacheSize: *v = p.l2CacheSize; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: *v = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeManagedMemory: *v = 1; break;
    case hipDeviceAttributeConcurrentKernels: *v = 1; break;
    case hipDeviceAttributeMemoryClockRate: *v = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: *v = p.memoryBusWidth; break;
    case hipDeviceAttributeTotalConstantMemory: *v = (int)p.totalConstMem; break;
    case hipDeviceAttributeMaxRegistersPerBlock: *v = p.regsPerBlock; break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
        *v = (int)p.maxSharedMemoryPerMultiProcessor;
        break;
    case hipDeviceAttributeClockInstructionRate: *v = p.clockInstructionRate; break;
    case hipDeviceAttributeIsMultiGpuBoard: *v = p.isMultiGpuBoard; break;
    case hipDeviceAttributeCooperativeLaunch: *v = p.cooperativeLaunch; break;
    case hipDeviceAttributeCooperativeMultiDeviceLaunch: *v = p.cooperativeMultiDeviceLaunch; break;
    case hipDeviceAttributePciBusId: *v = p.pciBusID; break;
    case hipDeviceAttributePciDeviceId: *v = p.pciDeviceID; break;
    case hipDeviceAttributePciDomainID: *v = p.pciDomainID; break;
    case hipDeviceAttributeGcnArch: *v = p.gcnArch; break;
    case hipDeviceAttributeTextureAlignment: *v = (int)p.textureAlignment; break;
    case hipDeviceAttributeMaxPitch: *v = (int)p.memPitch; break;
    case hipDeviceAttributeIsLargeBar: *v = p.isLargeBar; break;
    case hipDeviceAttributeUnifiedAddressing: *v = 1; break;
    case hipDeviceAttributeComputeMode:
    case hipDeviceAttributeIntegrated:
    case hipDeviceAttributeCanMapHostMemory:
    case hipDeviceAttributeEccEnabled:
    case hipDeviceAttributeKernelExecTimeout:
    case hipDeviceAttributeConcurrentManagedAccess:
    case hipDeviceAttributePageableMemoryAccess:
    case hipDeviceAttributeDirectManagedMemAccessFromHost:
    case hipDeviceAttributeImageSupport:
    case hipDeviceAttributeStreamPrioritiesSupported: *v = 0; break;
    default: {
        char m[128];
        snprintf(m, sizeof m, "attribute %d is not supported by the simulator's HIP runtime",
                 (int)attr);
        hip_rt_fatal("hipDeviceGetAttribute", m);
    }
    }
    return hip_rt_ret(rt, hipSuccess);
}

/* Every GPU reaches every other's memory (RDMA over the fabric). */
hipError_t hipDeviceCanAccessPeer(int *can, int dev, int peer)
{
    hip_rt *rt = hip_rt_lock();
    int n = (int)mgpu_device_count(rt->m);
    if (!can) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (dev < 0 || peer < 0 || dev >= n || peer >= n) return hip_rt_ret(rt, hipErrorInvalidDevice);
    *can = dev != peer;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDeviceEnablePeerAccess(int peer, unsigned flags)
{
    hip_rt *rt = hip_rt_lock();
    if (flags) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (peer < 0 || (uint32_t)peer >= mgpu_device_count(rt->m))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDeviceDisablePeerAccess(int peer)
{
    return hipDeviceEnablePeerAccess(peer, 0);
}

hipError_t hipDriverGetVersion(int *v)
{
    if (!v) return hipErrorInvalidValue;
    *v = 50223; /* the HIP release whose ABI this is */
    return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int *v) { return hipDriverGetVersion(v); }

hipError_t hipGetLastError(void)
{
    hip_rt *rt = hip_rt_lock();
    hipError_t e = rt->last_error;
    rt->last_error = hipSuccess;
    hip_rt_unlock(rt);
    return e;
}

hipError_t hipPeekAtLastError(void)
{
    hip_rt *rt = hip_rt_lock();
    hipError_t e = rt->last_error;
    hip_rt_unlock(rt);
    return e;
}

/* The codes the runtime returns, named as hip_runtime_api.h names them. */
static const struct {
    hipError_t e;
    const char *name, *text;
} errors[] = {
    {hipSuccess, "hipSuccess", "no error"},
    {hipErrorInvalidValue, "hipErrorInvalidValue", "invalid argument"},
    {hipErrorOutOfMemory, "hipErrorOutOfMemory", "out of memory"},
    {hipErrorNotInitialized, "hipErrorNotInitialized", "initialization error"},
    {hipErrorInvalidConfiguration, "hipErrorInvalidConfiguration", "invalid configuration argument"},
    {hipErrorInvalidDevice, "hipErrorInvalidDevice", "invalid device ordinal"},
    {hipErrorInvalidResourceHandle, "hipErrorInvalidResourceHandle", "invalid resource handle"},
    {hipErrorInvalidDeviceFunction, "hipErrorInvalidDeviceFunction", "invalid device function"},
    {hipErrorNotReady, "hipErrorNotReady", "device not ready"},
    {hipErrorNotSupported, "hipErrorNotSupported", "operation not supported"},
    {hipErrorInvalidPitchValue, "hipErrorInvalidPitchValue", "invalid pitch argument"},
    {hipErrorInvalidSymbol, "hipErrorInvalidSymbol", "invalid device symbol"},
    {hipErrorFileNotFound, "hipErrorFileNotFound", "file not found"},
    {hipErrorInvalidImage, "hipErrorInvalidImage", "device kernel image is invalid"},
    {hipErrorNotFound, "hipErrorNotFound", "named symbol not found"},
    {hipErrorCooperativeLaunchTooLarge, "hipErrorCooperativeLaunchTooLarge",
     "too many blocks in cooperative launch"},
    {hipErrorHostMemoryAlreadyRegistered, "hipErrorHostMemoryAlreadyRegistered",
     "part or all of the requested memory range is already mapped"},
    {hipErrorHostMemoryNotRegistered, "hipErrorHostMemoryNotRegistered",
     "pointer does not correspond to a registered memory region"},
};

const char *hipGetErrorName(hipError_t e)
{
    for (size_t i = 0; i < sizeof errors / sizeof *errors; i++)
        if (errors[i].e == e) return errors[i].name;
    return "hipErrorUnknown";
}

const char *hipGetErrorString(hipError_t e)
{
    for (size_t i = 0; i < sizeof errors / sizeof *errors; i++)
        if (errors[i].e == e) return errors[i].text;
    return "unknown error";
}

hipError_t hipFuncSetCacheConfig(const void *f, hipFuncCache_t c)
{
    (void)f, (void)c;
    return hipSuccess; /* a hint; the model's caches are configured by the platform */
}

hipError_t hipDeviceSetCacheConfig(hipFuncCache_t c)
{
    (void)c;
    return hipSuccess;
}

hipError_t hipDeviceGet(hipDevice_t *device, int ordinal)
{
    hip_rt *rt = hip_rt_lock();
    if (!device) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (ordinal < 0 || (uint32_t)ordinal >= mgpu_device_count(rt->m))
        return hip_rt_ret(rt, hipErrorInvalidDevice);
    *device = ordinal;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipDeviceGetName(char *name, int len, hipDevice_t dev)
{
    hipDeviceProp_t p;
    if (!name || len <= 0) return hipErrorInvalidValue;
    hipError_t e = hipGetDeviceProperties(&p, dev);
    if (e == hipSuccess) snprintf(name, (size_t)len, "%s", p.name);
    return e;
}

hipError_t hipDeviceComputeCapability(int *major, int *minor, hipDevice_t dev)
{
    hipDeviceProp_t p;
    if (!major || !minor) return hipErrorInvalidValue;
    hipError_t e = hipGetDeviceProperties(&p, dev);
    if (e == hipSuccess) *major = p.major, *minor = p.minor;
    return e;
}

hipError_t hipDeviceTotalMem(size_t *bytes, hipDevice_t dev)
{
    hipDeviceProp_t p;
    if (!bytes) return hipErrorInvalidValue;
    hipError_t e = hipGetDeviceProperties(&p, dev);
    if (e == hipSuccess) *bytes = p.totalGlobalMem;
    return e;
}

hipError_t hipDeviceGetPCIBusId(char *id, int len, int dev)
{
    hipDeviceProp_t p;
    if (!id || len <= 0) return hipErrorInvalidValue;
    hipError_t e = hipGetDeviceProperties(&p, dev);
    if (e == hipSuccess) snprintf(id, (size_t)len, "0000:%02x:00.0", p.pciBusID);
    return e;
}

hipError_t hipGetDeviceFlags(unsigned *flags)
{
    if (!flags) return hipErrorInvalidValue;
    *flags = 0;
    return hipSuccess;
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *c)
{
    if (!c) return hipErrorInvalidValue;
    *c = hipFuncCachePreferNone;
    return hipSuccess;
}

hipError_t hipCtxSynchronize(void) { return hipDeviceSynchronize(); }

/* Profiler markers: the simulator observes everything anyway (--trace). */
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }
