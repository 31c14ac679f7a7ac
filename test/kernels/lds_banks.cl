/* LDS access patterns for test/cu/test_lds_banks.c: each work-item
 * writes then reads the dword at lid * stride of a local array (stride 0:
 * every lane the same dword, a broadcast), and the read goes to out. */
__kernel void lds_stride(__global int *out, int stride)
{
    __local int s[64 * 64];
    uint l = get_local_id(0);
    ((volatile __local int *)s)[l * stride] = (int)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[l] = ((volatile __local int *)s)[l * stride];
}
