/* Function attributes and occupancy: how many workgroups of a kernel one
 * CU holds at once, by the admission rules of the simulated CU
 * (components/cu/cu_admit.c: a workgroup's waves placed round-robin on
 * SIMDs, each limited by its wave slots, VGPRs and SGPRs; LDS per CU;
 * workgroups per CU), from the platform's [cu] configuration, so the
 * figure is the one the simulation then shows. */
#include "hip/hip_rt.h"

#include <string.h>

/* The kernel of a host stub or of a module function (hipFunction_t). */
static const struct amdgpu_kernel *kernel_of(hip_rt *rt, const void *func, bool module)
{
    const hip_func *f = module ? (const hip_func *)func : hip_rt_func(rt, func);
    return f ? f->k : NULL;
}

static const cu_config *cu_cfg(hip_rt *rt) { return &mgpu_platform(rt->m)->cfg.gpu.cu; }

/* Workgroups of block work-items and dyn bytes of dynamic LDS that an
 * empty CU admits before one does not fit. */
static int blocks_per_cu(const cu_config *c, const struct amdgpu_kernel *k, int block, size_t dyn)
{
    uint32_t waves = ((uint32_t)block + 63) / 64, vg = k->vgpr_alloc, sg = k->sgpr_alloc;
    uint64_t lds = (uint64_t)k->group_segment_size + dyn;
    uint32_t slots[CU_MAX_SIMDS] = {0}, vgpr[CU_MAX_SIMDS] = {0}, sgpr[CU_MAX_SIMDS] = {0};
    uint32_t s = 0, simds = c->simds < CU_MAX_SIMDS ? c->simds : CU_MAX_SIMDS;
    uint64_t lds_used = 0;
    int n = 0;
    if (block <= 0 || !simds) return 0;
    while ((uint32_t)n < c->max_wgs && lds_used + lds <= c->lds_bytes) {
        uint32_t ts[CU_MAX_SIMDS], tv[CU_MAX_SIMDS], tg[CU_MAX_SIMDS], ss = s;
        memcpy(ts, slots, sizeof ts), memcpy(tv, vgpr, sizeof tv), memcpy(tg, sgpr, sizeof tg);
        for (uint32_t i = 0; i < waves; i++) {
            uint32_t tries = 0;
            while (ts[ss] >= c->wave_slots || tv[ss] + vg > c->vgprs_per_simd ||
                   tg[ss] + sg > c->sgprs_per_simd) {
                ss = (ss + 1) % simds;
                if (++tries == simds) return n;
            }
            ts[ss]++, tv[ss] += vg, tg[ss] += sg;
            ss = (ss + 1) % simds;
        }
        memcpy(slots, ts, sizeof ts), memcpy(vgpr, tv, sizeof tv), memcpy(sgpr, tg, sizeof tg);
        s = ss;
        lds_used += lds;
        n++;
    }
    return n;
}

int hip_occ_blocks_per_cu(hip_rt *rt, const struct amdgpu_kernel *k, int block, size_t dyn)
{
    return blocks_per_cu(cu_cfg(rt), k, block, dyn);
}

static int max_block(const struct amdgpu_kernel *k)
{
    return k->max_flat_workgroup_size ? (int)k->max_flat_workgroup_size : 1024;
}

static hipError_t active_blocks(int *n, const void *func, bool module, int block, size_t dyn)
{
    hip_rt *rt = hip_rt_lock();
    if (!n) return hip_rt_ret(rt, hipErrorInvalidValue);
    const struct amdgpu_kernel *k = kernel_of(rt, func, module);
    if (!k) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
    if (block <= 0 || block > max_block(k)) return hip_rt_ret(rt, hipErrorInvalidValue);
    *n = blocks_per_cu(cu_cfg(rt), k, block, dyn);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *f, int block,
                                                        size_t dyn)
{
    return active_blocks(n, f, false, block, dyn);
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, const void *f, int block,
                                                                 size_t dyn, unsigned flags)
{
    (void)flags; /* hipOccupancyDefault is the only one */
    return active_blocks(n, f, false, block, dyn);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int *n, hipFunction_t f, int block,
                                                              size_t dyn)
{
    return active_blocks(n, f, true, block, dyn);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, hipFunction_t f,
                                                                       int block, size_t dyn,
                                                                       unsigned flags)
{
    (void)flags;
    return active_blocks(n, f, true, block, dyn);
}

/* The block size (a multiple of 64 up to the kernel's and the caller's
 * limit) with the most work-items resident per CU (the larger on a tie),
 * and the grid that fills every CU of the current device with it. */
static hipError_t potential(int *grid, int *block, const void *func, bool module, size_t dyn,
                            int limit)
{
    hip_rt *rt = hip_rt_lock();
    if (!grid || !block) return hip_rt_ret(rt, hipErrorInvalidValue);
    const struct amdgpu_kernel *k = kernel_of(rt, func, module);
    if (!k) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
    int max = max_block(k), best = 0, best_blocks = 0;
    if (limit > 0 && limit < max) max = limit;
    for (int b = 64; b <= max; b += 64) {
        int n = blocks_per_cu(cu_cfg(rt), k, b, dyn);
        if (n && n * b >= best_blocks * best) best = b, best_blocks = n;
    }
    if (!best) return hip_rt_ret(rt, hipErrorInvalidValue); /* not even 64 fit */
    *block = best;
    *grid = best_blocks * (int)mgpu_device_info(rt->m, hip_rt_device(rt)).cus;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipOccupancyMaxPotentialBlockSize(int *grid, int *block, const void *f, size_t dyn,
                                             int limit)
{
    return potential(grid, block, f, false, dyn, limit);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int *grid, int *block, hipFunction_t f,
                                                   size_t dyn, int limit)
{
    return potential(grid, block, f, true, dyn, limit);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int *grid, int *block, hipFunction_t f,
                                                            size_t dyn, int limit, unsigned flags)
{
    (void)flags;
    return potential(grid, block, f, true, dyn, limit);
}

/* The figures both attribute calls give. */
static int attr_value(hip_rt *rt, const struct amdgpu_kernel *k, hipFunction_attribute a, int *v)
{
    mgpu_device d = mgpu_device_info(rt->m, hip_rt_device(rt));
    switch (a) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *v = max_block(k); return 0;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *v = (int)k->group_segment_size; return 0;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *v = 0; return 0;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *v = (int)k->private_segment_size; return 0;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *v = (int)k->vgpr_count; return 0;
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION:
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *v = d.isa == AMDGPU_ISA_GFX940 ? 94 : 80; return 0;
    case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA: *v = 0; return 0;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        *v = (int)(cu_cfg(rt)->lds_bytes - k->group_segment_size);
        return 0;
    case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *v = 0; return 0;
    default: return -1;
    }
}

hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, const void *func)
{
    hip_rt *rt = hip_rt_lock();
    if (!attr) return hip_rt_ret(rt, hipErrorInvalidValue);
    const struct amdgpu_kernel *k = kernel_of(rt, func, false);
    if (!k) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
    memset(attr, 0, sizeof *attr);
    int v;
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_BINARY_VERSION, &attr->binaryVersion);
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_PTX_VERSION, &attr->ptxVersion);
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, &v), attr->localSizeBytes = (size_t)v;
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, &v), attr->sharedSizeBytes = (size_t)v;
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
               &attr->maxDynamicSharedSizeBytes);
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &attr->maxThreadsPerBlock);
    attr_value(rt, k, HIP_FUNC_ATTRIBUTE_NUM_REGS, &attr->numRegs);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipFuncGetAttribute(int *value, hipFunction_attribute attrib, hipFunction_t hfunc)
{
    hip_rt *rt = hip_rt_lock();
    if (!value) return hip_rt_ret(rt, hipErrorInvalidValue);
    const struct amdgpu_kernel *k = kernel_of(rt, hfunc, true);
    if (!k) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    return hip_rt_ret(rt, attr_value(rt, k, attrib, value) < 0 ? hipErrorInvalidValue
                                                               : hipSuccess);
}
