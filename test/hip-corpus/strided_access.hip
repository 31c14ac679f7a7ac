// strided_access: copies with a stride and with an offset (the memory
// access pattern samples), timed by events; every copy checked.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void stride_copy(float *out, const float *in, int stride)
{
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
    out[i] = in[i];
}

__global__ void offset_copy(float *out, const float *in, int offset)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x + offset;
    out[i] = in[i];
}

int main()
{
    const int threads = 4096, max_stride = 8, n = threads * max_stride + 64;
    float *h = (float *)malloc(n * 4), *o = (float *)malloc(n * 4), *din, *dout;
    for (int i = 0; i < n; i++) h[i] = (float)i + 0.5f;
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpy(din, h, n * 4, hipMemcpyHostToDevice));
    hipEvent_t a, b;
    CHECK(hipEventCreate(&a));
    CHECK(hipEventCreate(&b));
    int errors = 0;
    for (int s = 1; s <= max_stride; s *= 2) {
        CHECK(hipMemset(dout, 0, n * 4));
        CHECK(hipEventRecord(a, 0));
        hipLaunchKernelGGL(stride_copy, dim3(threads / 256), dim3(256), 0, 0, dout, din, s);
        CHECK(hipEventRecord(b, 0));
        CHECK(hipEventSynchronize(b));
        float ms = 0;
        CHECK(hipEventElapsedTime(&ms, a, b));
        CHECK(hipMemcpy(o, dout, n * 4, hipMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) errors += o[i] != (i % s == 0 && i / s < threads ? h[i] : 0.0f);
        printf("stride %d: %.3f us\n", s, ms * 1000.0f);
    }
    for (int off = 0; off <= 32; off += 8) {
        CHECK(hipMemset(dout, 0, n * 4));
        hipLaunchKernelGGL(offset_copy, dim3(threads / 256), dim3(256), 0, 0, dout, din, off);
        CHECK(hipMemcpy(o, dout, n * 4, hipMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) errors += o[i] != (i >= off && i < off + threads ? h[i] : 0.0f);
    }
    CHECK(hipEventDestroy(a)); CHECK(hipEventDestroy(b));
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(h); free(o);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
