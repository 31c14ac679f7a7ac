// A kernel that traps (test/amdgpu_kernels: s_trap ends the kernel with a
// report instead of running into the code after it).
__kernel void trap_if(__global int *out, int when)
{
    int i = get_global_id(0);
    if (i == when) __builtin_trap();
    out[i] = i;
}
