// Functional-mode kernel tests: sub-dword loads and stores (char/short,
// signed and unsigned, vectors) and private arrays that live in scratch.
// fn_memory is also built at -O0 (test_kernels_fn_memory.O0.hsaco),
// where every local variable goes through scratch.

__kernel void subdword(__global const char *sc, __global const uchar *uc,
                       __global const short *ss, __global const ushort *us, __global char *osc,
                       __global uchar *ouc, __global short *oss, __global ushort *ous,
                       __global int *wide)
{
    int i = get_global_id(0);
    osc[i] = (char)(sc[i] * 3 - 1);
    ouc[i] = (uchar)(uc[i] + 7);
    oss[i] = (short)(ss[i] * -2);
    ous[i] = (ushort)(us[i] ^ 0xf0f0);
    wide[i] = sc[i] + uc[i] + ss[i] + us[i];
}

__kernel void char4s(__global const uchar4 *in, __global uchar4 *out)
{
    int i = get_global_id(0);
    out[i] = in[i].wzyx + (uchar4)(1, 2, 3, 4);
}

// A private array indexed at run time: an insertion sort of 16 values.
__kernel void priv_sort(__global const int *in, __global int *out)
{
    int v[16];
    int i = get_global_id(0), n = get_global_size(0) * 16;
    for (int k = 0; k < 16; k++)
        v[k] = in[(i * 16 + k * 7) % n];
    for (int a = 1; a < 16; a++) {
        int x = v[a], b = a - 1;
        while (b >= 0 && v[b] > x) {
            v[b + 1] = v[b];
            b--;
        }
        v[b + 1] = x;
    }
    for (int k = 0; k < 16; k++)
        out[i * 16 + k] = v[k];
}

// A larger private table with data-dependent reads and writes.
__kernel void priv_table(__global int *out, int seed)
{
    int t[64];
    int i = get_global_id(0);
    for (int k = 0; k < 64; k++)
        t[k] = k * seed + i;
    for (int k = 0; k < 64; k++)
        t[(k * 13 + i) & 63] += t[(k * 7 + seed) & 63];
    int s = 0;
    for (int k = 0; k < 64; k++)
        s = s * 31 + t[k];
    out[i] = s;
}

// Lanes that alternate between two regions (a load's lines interleaved
// lane by lane) and 8-byte loads at odd dword offsets (some straddle two
// lines): the timing model's replay finds each lane's transaction by its
// line (test/gpu/test_equiv.c).
__kernel void interleave(__global const uint *in, __global uint *out)
{
    uint i = get_global_id(0);
    uint a = in[(i & 1) * 1024 + (i >> 1) * 3 % 1024];
#ifdef __AMDGCN__
    uint2 b = vload2(0, in + 2048 + i * 2 + 15);
#else
    /* PoCL's vload2 takes no const __global uint * ("no matching function
     * for call to '_cl_vload2'"); the same two dwords, loaded apart */
    uint2 b = (uint2)(in[2048 + i * 2 + 15], in[2048 + i * 2 + 16]);
#endif
    out[i] = a * 3 + b.x + b.y * 7;
}
