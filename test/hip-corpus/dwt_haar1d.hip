// dwt_haar1d: a multi-level 1-D Haar wavelet decomposition, one launch
// per level on a shrinking approximation, against the host.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void haar_level(const float *in, float *approx, float *detail, int half)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < half) {
        float a = in[2 * i], b = in[2 * i + 1];
        approx[i] = (a + b) * 0.70710678f;
        detail[i] = (a - b) * 0.70710678f;
    }
}

int main()
{
    const int n = 4096, levels = 6;
    float *h = (float *)malloc(n * 4), *ref = (float *)malloc(n * 4), *out = (float *)malloc(n * 4);
    for (int i = 0; i < n; i++) h[i] = sinf(i * 0.05f) + 0.25f * (i % 8);
    float *dbuf[2], *dcoef;  // coefficients laid out as [approx | detail_L ... detail_1]
    CHECK(hipMalloc((void **)&dbuf[0], n * 4));
    CHECK(hipMalloc((void **)&dbuf[1], n * 4));
    CHECK(hipMalloc((void **)&dcoef, n * 4));
    CHECK(hipMemcpy(dbuf[0], h, n * 4, hipMemcpyHostToDevice));
    int len = n, cur = 0;
    for (int l = 0; l < levels; l++, len /= 2, cur ^= 1) {
        int half = len / 2;
        hipLaunchKernelGGL(haar_level, dim3((half + 127) / 128), dim3(128), 0, 0, dbuf[cur], dbuf[cur ^ 1],
                           dcoef + half, half);
    }
    CHECK(hipMemcpy(dcoef, dbuf[cur], len * 4, hipMemcpyDeviceToDevice));
    CHECK(hipMemcpy(out, dcoef, n * 4, hipMemcpyDeviceToHost));
    float *a = (float *)malloc(n * 4);
    for (int i = 0; i < n; i++) a[i] = h[i];
    len = n;
    for (int l = 0; l < levels; l++, len /= 2) {
        int half = len / 2;
        for (int i = 0; i < half; i++) {
            float x = a[2 * i], y = a[2 * i + 1];
            ref[half + i] = (x - y) * 0.70710678f;
            a[i] = (x + y) * 0.70710678f;
        }
    }
    for (int i = 0; i < len; i++) ref[i] = a[i];
    int errors = 0;
    for (int i = 0; i < n; i++) errors += fabsf(out[i] - ref[i]) > 1e-4f * (1.0f + fabsf(ref[i]));
    CHECK(hipFree(dbuf[0])); CHECK(hipFree(dbuf[1])); CHECK(hipFree(dcoef));
    free(h); free(ref); free(out); free(a);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
