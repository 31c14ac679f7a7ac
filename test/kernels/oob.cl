// Out-of-bounds accesses for the fault tests (test/run/test_faults.c):
// a store or a load at byte offset `off` of a small buffer, and unbounded
// recursion through scratch.
__kernel void store_at(__global int *buf, ulong off)
{
    if (get_global_id(0) == 0) *(__global int *)((__global char *)buf + off) = 7;
}

__kernel void load_at(__global int *buf, ulong off, __global int *out)
{
    if (get_global_id(0) == 0) out[0] = *(__global int *)((__global char *)buf + off);
}
