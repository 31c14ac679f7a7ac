/* Cooperative launches (hipLaunchCooperativeKernel): a launch whose
 * workgroups may wait for each other (cooperative groups'
 * this_grid().sync()). hipcc lowers the grid sync to ds_gws_barrier, the
 * hardware's global wave sync: one wave of each workgroup arrives with
 * the count of workgroups - 1, and the device's command processor lets
 * them all go when the last arrives (components/cp/cp_gws.c). That only
 * ends if every workgroup is resident at once, so, as ROCm does, the
 * runtime refuses a grid larger than the device holds
 * (hipErrorCooperativeLaunchTooLarge): the occupancy the simulated CU's
 * admission rules give (hip_occ.c) times the device's CUs. Then the
 * launch is an ordinary one: the baseline dispatcher places every
 * workgroup at once. The multi-device form (below) adds the multi-grid
 * sync's structure, which the device library finds through the hidden
 * argument hidden_multigrid_sync_arg. */
#include "hip/hip_rt.h"

hipError_t hipLaunchCooperativeKernel(const void *f, dim3 grid, dim3 block, void **args,
                                      unsigned shmem, hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    const hip_func *fn = hip_rt_func(rt, f);
    if (!fn) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
    if (!fn->k) /* hip_rt_launch says which ISA lacks it */
        return hip_rt_ret(rt, hip_rt_launch(rt, fn, grid, block, args, NULL, shmem, stream,
                                            "hipLaunchCooperativeKernel"));
    uint64_t threads = (uint64_t)block.x * block.y * block.z;
    uint64_t blocks = (uint64_t)grid.x * grid.y * grid.z;
    if (!threads || threads > 1024 || !blocks)
        return hip_rt_ret(rt, hipErrorInvalidConfiguration);
    uint32_t dev = hip_rt_stream_dev(rt, stream);
    uint64_t fit = (uint64_t)hip_occ_blocks_per_cu(rt, fn->k, (int)threads, shmem) *
                   mgpu_device_info(rt->m, dev).cus;
    if (blocks > fit) return hip_rt_ret(rt, hipErrorCooperativeLaunchTooLarge);
    return hip_rt_ret(rt, hip_rt_launch(rt, fn, grid, block, args, NULL, shmem, stream,
                                        "hipLaunchCooperativeKernel"));
}

hipError_t hipLaunchCooperativeKernel_spt(const void *f, dim3 grid, dim3 block, void **args,
                                          unsigned shmem, hipStream_t stream)
{
    return hipLaunchCooperativeKernel(f, grid, block, args, shmem, stream);
}

/* The multi-grid sync structure the device library reads through
 * hidden_multigrid_sync_arg (ROCm 5.2's ockl: __ockl_multi_grid_*):
 * the arrival counter all grids share (in the first grid's device
 * memory), this grid's rank, the number of grids, and the work-items of
 * the grids before this one and of all of them. */
typedef struct hip_mg_info {
    uint64_t counter;
    uint32_t rank, ngrids;
    uint64_t prev_items, all_items;
} hip_mg_info;

/* One cooperative launch per entry, each on its stream's device (every
 * device at most once), all queued before the simulation runs, so the
 * grids run together; the grids' first workgroups meet through the
 * shared counter (multi-grid sync) and each grid's through its device's
 * global wave sync. */
hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams *p, int n, unsigned flags)
{
    (void)flags; /* the no-pre/post-sync flags: this runtime adds no syncs around them */
    hip_rt *rt = hip_rt_lock();
    uint32_t ndev = mgpu_device_count(rt->m), devs[64];
    if (!p || n < 1 || (uint32_t)n > ndev || n > 64) return hip_rt_ret(rt, hipErrorInvalidValue);
    uint64_t items[64], all = 0;
    for (int i = 0; i < n; i++) {
        const hip_func *fn = hip_rt_func(rt, p[i].func);
        if (!fn || !fn->k) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
        devs[i] = hip_rt_stream_dev(rt, p[i].stream);
        for (int j = 0; j < i; j++)
            if (devs[j] == devs[i]) return hip_rt_ret(rt, hipErrorInvalidDevice);
        dim3 g = p[i].gridDim, b = p[i].blockDim;
        uint64_t threads = (uint64_t)b.x * b.y * b.z, blocks = (uint64_t)g.x * g.y * g.z;
        if (!threads || threads > 1024 || !blocks)
            return hip_rt_ret(rt, hipErrorInvalidConfiguration);
        uint64_t fit = (uint64_t)hip_occ_blocks_per_cu(rt, fn->k, (int)threads, p[i].sharedMem) *
                       mgpu_device_info(rt->m, devs[i]).cus;
        if (blocks > fit) return hip_rt_ret(rt, hipErrorCooperativeLaunchTooLarge);
        items[i] = threads * blocks;
        all += items[i];
    }
    char err[ERR_LEN];
    uint64_t counter, info[64], prev = 0;
    uint32_t zero = 0;
    if (mgpu_malloc(rt->m, devs[0], sizeof zero, &counter, err, sizeof err) < 0 ||
        mgpu_memcpy_h2d(rt->m, counter, &zero, sizeof zero, err, sizeof err) < 0)
        return hip_rt_ret(rt, hipErrorOutOfMemory);
    for (int i = 0; i < n; i++) {
        hip_mg_info x = {counter, (uint32_t)i, (uint32_t)n, prev, all};
        prev += items[i];
        if (mgpu_malloc(rt->m, devs[i], sizeof x, &info[i], err, sizeof err) < 0 ||
            mgpu_memcpy_h2d(rt->m, info[i], &x, sizeof x, err, sizeof err) < 0)
            return hip_rt_ret(rt, hipErrorOutOfMemory);
    }
    hipError_t e = hipSuccess;
    for (int i = 0; i < n && e == hipSuccess; i++) {
        mgpu_set_multigrid(rt->m, devs[i], info[i]);
        e = hip_rt_launch(rt, hip_rt_func(rt, p[i].func), p[i].gridDim, p[i].blockDim, p[i].args,
                          NULL, p[i].sharedMem, p[i].stream,
                          "hipLaunchCooperativeKernelMultiDevice");
        mgpu_set_multigrid(rt->m, devs[i], 0);
    }
    return hip_rt_ret(rt, e);
}
