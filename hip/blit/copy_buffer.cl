/* The HIP runtime's same-device copy kernel (hip/hip_blit.c): what
 * ROCm's runtime runs for hipMemcpy device to device on one GPU instead of
 * a copy-engine transfer (ROCm/clr rocclr/device/rocm/rocblit.cpp,
 * KernelBlitManager::copyBuffer, the "copyBuffer" blit kernel of
 * rocclr/device/blitcl.cpp). Written for mgsim from that description:
 * each work-item copies one element (16 bytes when both ends are 16-byte
 * aligned, else 4) and steps by the grid's size (`step`, the kernel
 * argument the runtime passes as the grid's work-item count); the bytes
 * past the last whole element are copied by work-item 0. Built for each
 * ISA and embedded in the runtime (Makefile: the HIP runtime section).
 * Workgroups of up to 1024 work-items (clang's default cap is 256). */
__kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void hip_blit_copy(__global const uchar *src, __global uchar *dst, ulong n,
                            uint wide, uint step)
{
    ulong id = get_global_id(0), tail;
    if (wide) {
        __global const ulong2 *s = (__global const ulong2 *)src;
        __global ulong2 *d = (__global ulong2 *)dst;
        ulong count = n / 16;
        for (ulong i = id; i < count; i += step) d[i] = s[i];
        tail = count * 16;
    } else {
        __global const uint *s = (__global const uint *)src;
        __global uint *d = (__global uint *)dst;
        ulong count = n / 4;
        for (ulong i = id; i < count; i += step) d[i] = s[i];
        tail = count * 4;
    }
    if (id == 0)
        for (ulong i = tail; i < n; i++) dst[i] = src[i];
}
