/* test/amdgpu_alu/gfx940_mfma.cl - the four MFMA builtins issue 29 names,
 * one kernel each (c[i] = A*B + C on one wave's fragments). gfx940 only
 * (the builtins need the MAI instructions): compiled by
 * gfx940_inventory.sh, not by the Makefile's gfx803 kernel rules. */
typedef half half4 __attribute__((ext_vector_type(4)));
typedef float float16_ __attribute__((ext_vector_type(16)));
typedef float float4_ __attribute__((ext_vector_type(4)));

kernel void m32x32x8f16(global const half4 *a, global const half4 *b, global float16_ *c)
{
    size_t i = get_global_id(0);
    c[i] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i], b[i], c[i], 0, 0, 0);
}

kernel void m16x16x16f16(global const half4 *a, global const half4 *b, global float4_ *c)
{
    size_t i = get_global_id(0);
    c[i] = __builtin_amdgcn_mfma_f32_16x16x16f16(a[i], b[i], c[i], 0, 0, 0);
}

kernel void m32x32x2f32(global const float *a, global const float *b, global float16_ *c)
{
    size_t i = get_global_id(0);
    c[i] = __builtin_amdgcn_mfma_f32_32x32x2f32(a[i], b[i], c[i], 0, 0, 0);
}

kernel void m16x16x4f32(global const float *a, global const float *b, global float4_ *c)
{
    size_t i = get_global_id(0);
    c[i] = __builtin_amdgcn_mfma_f32_16x16x4f32(a[i], b[i], c[i], 0, 0, 0);
}

/* The broadcast modifiers (cbsz/abid on A, blgp on B). */
kernel void m32x32x2f32_bcast(global const float *a, global const float *b, global float16_ *c)
{
    size_t i = get_global_id(0);
    c[i] = __builtin_amdgcn_mfma_f32_32x32x2f32(a[i], b[i], c[i], 1, 1, 2);
}
