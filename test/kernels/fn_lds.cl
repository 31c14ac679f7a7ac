// Functional-mode kernel tests: LDS with barriers, __local pointer
// arguments (dynamic LDS), LDS atomics.

// Tree reduction; the local size must be a power of two.
__kernel void reduce(__global const int *in, __global int *out, __local int *part)
{
    uint l = get_local_id(0), n = get_local_size(0);
    part[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = n / 2; s > 0; s >>= 1) {
        if (l < s)
            part[l] += part[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        out[get_group_id(0)] = part[0];
}

// 16x16 tiles; the grid is a multiple of the tile.
__kernel void transpose(__global const float *in, __global float *out, uint w, uint h)
{
    __local float tile[16][17];
    uint x = get_global_id(0), y = get_global_id(1);
    uint lx = get_local_id(0), ly = get_local_id(1);
    tile[ly][lx] = in[y * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
    out[oy * h + ox] = tile[lx][ly];
}

// Per-workgroup histogram in LDS, merged with global atomics.
__kernel void histo(__global const uchar *in, __global uint *bins, uint n)
{
    __local uint h[64];
    uint l = get_local_id(0);
    for (uint b = l; b < 64; b += get_local_size(0))
        h[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&h[in[i] & 63]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = l; b < 64; b += get_local_size(0))
        atomic_add(&bins[b], h[b]);
}

// Two __local arguments next to static LDS: each work-item swaps its
// value through both with a reversed index.
__kernel void two_locals(__global int *io, __local int *a, __local short *b)
{
    __local int fixed[8];
    uint l = get_local_id(0), n = get_local_size(0);
    if (l < 8)
        fixed[l] = (int)l * 100;
    a[l] = io[get_global_id(0)];
    b[l] = (short)(l * 3);
    barrier(CLK_LOCAL_MEM_FENCE);
    io[get_global_id(0)] = a[n - 1 - l] + b[n - 1 - l] + fixed[l & 7];
}
