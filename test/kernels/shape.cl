// Kernels whose addresses follow their data, for the launch shapes of
// sampled simulation (mech/sample/sample_shape.c, test/run/test_sample_shape.c):
// a gather reads where its index array points, and a countdown loops as
// many times as its first word says. Neither has a shape.
__kernel void gather(__global uint *out, __global const uint *idx, __global const uint *in)
{
    uint t = get_global_id(0);
    out[t] = in[idx[t]];
}

__kernel void countdown(__global uint *out, __global const uint *n)
{
    uint t = get_global_id(0), s = 0;
    for (uint i = 0; i < n[0]; i++)
        s += out[t + i];
    out[t] = s;
}

// What it wrote, read back: a private array indexed at run time (in
// scratch) and a value stored and loaded again give the address of its
// last store. Read back as written, it has a shape, one per stride.
__kernel void roundtrip(volatile __global uint *buf, uint stride)
{
    uint t = get_global_id(0);
    uint priv[64];
    for (uint i = 0; i < 64; i++)
        priv[i] = t * stride + i;
    buf[t] = priv[(t * 7) & 63];
    barrier(CLK_GLOBAL_MEM_FENCE);
    uint j = buf[t];
    buf[4096 + (j & 4095)] = t;
}
