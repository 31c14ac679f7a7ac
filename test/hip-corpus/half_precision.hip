// half_precision: __half and __half2 arithmetic from hip_fp16.h (add, mul,
// fma, comparisons, conversions), against the host's float arithmetic
// rounded to half.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void half_ops(const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half x = __float2half(a[i]), y = __float2half(b[i]);
    __half s = __hadd(x, y), p = __hmul(x, y), f = __hfma(x, y, s);
    __half2 v = __halves2half2(x, y), w = __hmul2(v, v);
    out[5 * i + 0] = __half2float(s);
    out[5 * i + 1] = __half2float(p);
    out[5 * i + 2] = __half2float(f);
    out[5 * i + 3] = __half2float(__low2half(w)) + __half2float(__high2half(w));
    out[5 * i + 4] = __hlt(x, y) ? 1.0f : 0.0f;
}

int main()
{
    const int n = 512;
    float *a = (float *)malloc(n * 4), *b = (float *)malloc(n * 4), *out = (float *)malloc(5 * n * 4);
    for (int i = 0; i < n; i++) { a[i] = (i % 41) * 0.125f - 2.0f; b[i] = (i % 23) * 0.25f - 3.0f; }
    float *da, *db, *dout;
    CHECK(hipMalloc((void **)&da, n * 4));
    CHECK(hipMalloc((void **)&db, n * 4));
    CHECK(hipMalloc((void **)&dout, 5 * n * 4));
    CHECK(hipMemcpy(da, a, n * 4, hipMemcpyHostToDevice));
    CHECK(hipMemcpy(db, b, n * 4, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(half_ops, dim3(n / 128), dim3(128), 0, 0, da, db, dout, n);
    CHECK(hipMemcpy(out, dout, 5 * n * 4, hipMemcpyDeviceToHost));
    // the inputs are exact in half and the results small: every result is
    // exact in float, so it must be what half rounding of it gives (within
    // one half ulp at these magnitudes: 2^-7 relative)
    int errors = 0;
    for (int i = 0; i < n; i++) {
        float x = a[i], y = b[i], s = x + y, p = x * y, f = x * y + s, q = x * x + y * y;
        float want[5] = {s, p, f, q, x < y ? 1.0f : 0.0f};
        for (int k = 0; k < 5; k++)
            errors += fabsf(out[5 * i + k] - want[k]) > fabsf(want[k]) / 128.0f + 1e-3f;
    }
    CHECK(hipFree(da)); CHECK(hipFree(db)); CHECK(hipFree(dout));
    free(a); free(b); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
