// Kernels for the code-object loader tests (test/amdgpu_loader): each one
// exists to make the compiler emit some metadata or descriptor feature.
// Their results are never checked; only their code objects are read.

typedef struct { int a; float b; long c; } pod_t;

// Every by-value width, a struct, const/restrict/volatile global pointers,
// a constant pointer and a __local pointer (dynamic_shared_pointer).
__kernel void many_args(__global float *restrict out, __global const int *in,
                        __constant float *coef, __local int *scratch,
                        char c, short s, int i, long l, float f, double d,
                        float4 v, pod_t p, __global volatile uint *flag)
{
    size_t g = get_global_id(0);
    scratch[get_local_id(0)] = in[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = c + s + i + l + f + (float)d + v.x + v.w + p.a + p.b + p.c +
             coef[0] * scratch[get_local_size(0) - 1 - get_local_id(0)];
    if (g == 0)
        *flag = 1;
}

// 3-D ids: asks for workgroup ids Y/Z and work-item ids Y/Z, plus static LDS.
__kernel void grid3d(__global int *out)
{
    __local int tile[4][4][4];
    int x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
    tile[z & 3][y & 3][x & 3] = x + y + z;
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t idx = get_global_id(0) + get_global_size(0) *
                 (get_global_id(1) + get_global_size(1) * get_global_id(2));
    out[idx] = tile[x & 3][y & 3][z & 3] + get_group_id(1) + get_group_id(2);
}

// A private array indexed at run time lives in scratch: private segment.
__kernel void scratchy(__global int *out, int n)
{
    int priv[64];
    for (int k = 0; k < 64; k++)
        priv[k] = out[k] * n;
    out[get_global_id(0)] = priv[(get_global_id(0) * 7 + n) & 63];
}
