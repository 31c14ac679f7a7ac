// Cross-GPU memory kernels for the multi-GPU platform tests
// (test/platform/test_mgpu.c): with buffers spread over the GPUs, gather
// reads, scatter writes and histo's atomics reach every GPU's memory;
// scale touches only the element a work-item owns (a partitioned
// workload: no cross-GPU traffic under D-MGPU placement).

__kernel void gather(__global const uint *in, __global const uint *idx, __global uint *out)
{
    size_t i = get_global_id(0);
    out[i] = in[idx[i]] + (uint)i;
}

__kernel void scatter(__global const uint *in, __global const uint *idx, __global uint *out)
{
    size_t i = get_global_id(0);
    out[idx[i]] = in[i] * 3u + 1u;
}

__kernel void histo(__global const uint *in, __global uint *hist, uint nbins)
{
    size_t i = get_global_id(0);
    uint v = in[i];
    atomic_add(&hist[v % nbins], 1u);
    atomic_max(&hist[nbins + (uint)(i % 4)], v);
}

__kernel void scale(__global const uint *in, __global uint *out)
{
    size_t i = get_global_id(0);
    out[i] = in[i] * 2u + (uint)i;
}
