// Functional-mode kernel tests: GCN's wrapping inc/dec atomics (flat and
// DS, 32 and 64 bit), reachable only through the amdgcn builtins, so this
// file is not run on PoCL. Every work-item applies the op once with limit
// lim; the final value is checked against a sequential model.
__kernel void incdec(__global uint *g32, __global ulong *g64, __global uint *lout, uint lim)
{
    __local uint l32[2];
    uint l = get_local_id(0);
    if (l == 0) {
        l32[0] = 0;
        l32[1] = 3;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __builtin_amdgcn_atomic_inc32((volatile __global uint *)&g32[0], lim, __ATOMIC_RELAXED, "agent");
    __builtin_amdgcn_atomic_dec32((volatile __global uint *)&g32[1], lim, __ATOMIC_RELAXED, "agent");
    __builtin_amdgcn_atomic_inc64((volatile __global ulong *)&g64[0], (ulong)lim, __ATOMIC_RELAXED, "agent");
    __builtin_amdgcn_atomic_dec64((volatile __global ulong *)&g64[1], (ulong)lim, __ATOMIC_RELAXED, "agent");
    __builtin_amdgcn_atomic_inc32((volatile __local uint *)&l32[0], lim, __ATOMIC_RELAXED, "workgroup");
    __builtin_amdgcn_atomic_dec32((volatile __local uint *)&l32[1], lim, __ATOMIC_RELAXED, "workgroup");
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 2)
        lout[get_group_id(0) * 2 + l] = l32[l];
}
