/* Kernels compiled at test time (clang-15, -O0 and -O3) only to feed the
 * disassembler cross-check in test_corpus.c with what the compiler emits:
 * doubles, atomics, LDS, sub-dword memory, scratch, math library, division. */
__kernel void vadd(__global float *a, __global const float *b, int n) { int i = get_global_id(0); if (i < n) a[i] += b[i] * 2.5f; }
__kernel void dbl(__global double *a, __global const double *b) { int i = get_global_id(0); a[i] = sqrt(b[i]) + exp(b[i]) / (a[i] + 1.0); }
__kernel void atom(__global int *c, __global uint *u, __global long *l) { int i = get_global_id(0); atomic_add(c, i); atomic_cmpxchg(c + 1, i, i+1); atomic_max(u, i); atom_xchg(l, (long)i); atomic_inc(u+1); atom_min(l+1, (long)i); }
__kernel void lds(__global float *a, __local float *tmp) { int l = get_local_id(0); tmp[l] = a[get_global_id(0)]; barrier(CLK_LOCAL_MEM_FENCE); float s = 0; for (int k = 0; k < 64; k++) s += tmp[(l + k) & 63]; a[get_global_id(0)] = s; atomic_add((__local int*)tmp, 1); }
__kernel void bytes(__global uchar *a, __global short *s, __global half *h) { int i = get_global_id(0); a[i] = a[i] + 3; s[i] = s[i] * 7; vstore_half(vload_half(i, h) * 2.0f, i, h); }
__kernel void priv(__global int *a, int n) { int arr[64]; for (int k = 0; k < 64; k++) arr[k] = a[k] * n; a[get_global_id(0)] = arr[(n + get_global_id(0)) & 63]; }
__kernel void math(__global float *a) { int i = get_global_id(0); float x = a[i]; a[i] = sin(x) + cos(x) + log(x) + pow(x, 1.3f) + fma(x, x, 1.0f) + rsqrt(x) + (float)(int)x + fabs(x) + copysign(x, -1.0f) + fmin(x, 2.0f) + erf(x) + tanh(x); }
__kernel void div(__global int *a, __global uint *b, __global long *c) { int i = get_global_id(0); a[i] = a[i] / (i + 3); b[i] = b[i] % (i + 7); c[i] = c[i] / (long)(i + 11); }
