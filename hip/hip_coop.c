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
 * workgroup at once. Multi-device cooperative launches (multi-grid sync,
 * whose hidden argument points at a host-side structure) are not
 * modelled and stay stubs. */
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
