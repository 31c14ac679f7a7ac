// Streams and events: a kernel timed with events on a stream, then the
// same work on a second stream with an async copy back. The times are the
// simulator's (simulated time), so they are the same on every run.
//   timing [N]
#include "check.h"

__global__ void saxpy(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    size_t bytes = n * sizeof(float);
    float *x, *y, *hy;
    CHECK(hipHostMalloc((void **)&hy, bytes, 0));
    for (int i = 0; i < n; i++) hy[i] = 1.0f;
    CHECK(hipMalloc(&x, bytes));
    CHECK(hipMalloc(&y, bytes));
    hipStream_t s1, s2;
    hipEvent_t start, stop;
    CHECK(hipStreamCreate(&s1));
    CHECK(hipStreamCreate(&s2));
    CHECK(hipEventCreate(&start));
    CHECK(hipEventCreate(&stop));
    CHECK(hipMemcpyAsync(x, hy, bytes, hipMemcpyHostToDevice, s1));
    CHECK(hipMemcpyAsync(y, hy, bytes, hipMemcpyHostToDevice, s1));
    // the first launch also loads the code onto the device: not timed
    saxpy<<<1, 64, 0, s1>>>(0.0f, x, y, 0);
    CHECK(hipEventRecord(start, s1));
    saxpy<<<(n + 255) / 256, 256, 0, s1>>>(2.0f, x, y, n);
    CHECK(hipEventRecord(stop, s1));
    CHECK(hipEventSynchronize(stop));
    float ms1;
    CHECK(hipEventElapsedTime(&ms1, start, stop));
    CHECK(hipEventRecord(start, s2));
    saxpy<<<(n + 255) / 256, 256, 0, s2>>>(2.0f, x, y, n);
    CHECK(hipMemcpyAsync(hy, y, bytes, hipMemcpyDeviceToHost, s2));
    CHECK(hipEventRecord(stop, s2));
    CHECK(hipStreamSynchronize(s2));
    float ms2;
    CHECK(hipEventElapsedTime(&ms2, start, stop));
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += hy[i] != 5.0f;
    printf("timing: %d elements, %d wrong; kernel %.6f ms, kernel + copy back %.6f ms\n", n,
           wrong, ms1, ms2);
    CHECK(hipStreamDestroy(s1));
    CHECK(hipStreamDestroy(s2));
    CHECK(hipEventDestroy(start));
    CHECK(hipEventDestroy(stop));
    CHECK(hipHostFree(hy));
    return wrong != 0 || !(ms2 > ms1) || !(ms1 > 0);
}
