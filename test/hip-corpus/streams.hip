// streams: the work split in chunks over several streams, each chunk an
// async copy in, a kernel and an async copy out from pinned memory.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define NSTREAMS 4
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void poly(float *data, int offset, int n)
{
    int i = offset + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < offset + n) { float x = data[i]; data[i] = 3.0f * x * x - 2.0f * x + 1.0f; }
}

int main()
{
    const int n = 16384, chunk = n / NSTREAMS;
    float *h, *ref = (float *)malloc(n * sizeof(float)), *d;
    CHECK(hipHostMalloc((void **)&h, n * sizeof(float), hipHostMallocDefault));
    for (int i = 0; i < n; i++) { h[i] = (float)(i % 50) * 0.1f; ref[i] = 3 * h[i] * h[i] - 2 * h[i] + 1; }
    CHECK(hipMalloc((void **)&d, n * sizeof(float)));
    hipStream_t s[NSTREAMS];
    for (int k = 0; k < NSTREAMS; k++) CHECK(hipStreamCreate(&s[k]));
    for (int k = 0; k < NSTREAMS; k++) {
        int off = k * chunk;
        CHECK(hipMemcpyAsync(d + off, h + off, chunk * sizeof(float), hipMemcpyHostToDevice, s[k]));
        hipLaunchKernelGGL(poly, dim3(chunk / 256), dim3(256), 0, s[k], d, off, chunk);
        CHECK(hipMemcpyAsync(h + off, d + off, chunk * sizeof(float), hipMemcpyDeviceToHost, s[k]));
    }
    for (int k = 0; k < NSTREAMS; k++) CHECK(hipStreamSynchronize(s[k]));
    int errors = 0;
    for (int i = 0; i < n; i++) {
        float diff = h[i] - ref[i];
        errors += diff > 1e-4f || diff < -1e-4f;
    }
    for (int k = 0; k < NSTREAMS; k++) CHECK(hipStreamDestroy(s[k]));
    CHECK(hipFree(d));
    CHECK(hipHostFree(h));
    free(ref);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
