/* Kernels of the GPUDet tests (test/gpudet): each exercises one way a
 * wavefront ends its quantum, the store buffer, or the commit order. */

/* Store then load the same and the neighbouring word: the wave's own
 * stores come back from its store buffer (forwarding). */
__kernel void gd_forward(__global uint *a, __global uint *b, uint n)
{
    uint i = get_global_id(0);
    if (i >= n) return;
    a[i] = 3 * i + 1;
    b[i] = a[i] + a[i ^ 1] + 1;
}

/* Many writers per word: every work-item writes its id to out[i % m], r
 * rounds, then reads it back into seen[i]. Racy: on a real GPU the last
 * writer depends on timing. */
__kernel void gd_racey(__global uint *out, __global uint *seen, uint m, uint rounds)
{
    uint i = get_global_id(0);
    uint acc = 0;
    for (uint r = 0; r < rounds; r++) {
        out[(i + r) % m] = i * 16 + r;
        acc = acc * 31 + out[(i + 3 * r) % m];
    }
    seen[i] = acc;
}

/* A long loop: quanta end on the instruction count. */
__kernel void gd_spin(__global uint *out, uint iters)
{
    uint i = get_global_id(0), x = i;
    for (uint k = 0; k < iters; k++) x = x * 1664525u + 1013904223u;
    out[i] = x;
}

/* Stores to many lines: the store buffer fills. */
__kernel void gd_stores(__global uint *out, uint lines)
{
    uint i = get_global_id(0);
    for (uint k = 0; k < lines; k++) out[k * 1024 + i] = i + k;
}

/* Workgroup barriers between phases through local memory. */
__kernel void gd_barrier(__global uint *out)
{
    __local uint tmp[256];
    uint l = get_local_id(0), g = get_global_id(0), n = get_local_size(0);
    tmp[l] = g;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = tmp[(l + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
    tmp[l] = v + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = tmp[(l + 7) % n];
}

/* A device-scope fence between a store and a flag. */
__kernel void gd_fence(__global uint *data, __global uint *flag)
{
    uint i = get_global_id(0);
    data[i] = i + 5;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
    flag[i] = 1;
}

/* Atomics: a counter (returning) and a CAS-loop float add. */
__kernel void gd_atomics(volatile __global uint *ctr, __global uint *ticket,
                         volatile __global uint *fsum, __global const float *in)
{
    uint i = get_global_id(0);
    ticket[i] = atomic_inc(ctr);
    uint seen = *fsum, want;
    do {
        want = seen;
        seen = atomic_cmpxchg(fsum, want, as_uint(as_float(want) + in[i]));
    } while (seen != want);
}
