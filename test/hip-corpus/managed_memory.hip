// managed_memory: hipMallocManaged arrays written by the host, updated by
// kernels and read by the host after hipDeviceSynchronize, with no copy
// calls; a prefetch and an advice as hints.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void add_into(float *y, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += x[i];
}

int main()
{
    const int n = 1 << 14;
    float *x, *y;
    CHECK(hipMallocManaged((void **)&x, n * sizeof(float), hipMemAttachGlobal));
    CHECK(hipMallocManaged((void **)&y, n * sizeof(float), hipMemAttachGlobal));
    for (int i = 0; i < n; i++) { x[i] = 1.0f; y[i] = 2.0f; }
    int dev = 0;
    CHECK(hipGetDevice(&dev));
    CHECK(hipMemAdvise(x, n * sizeof(float), hipMemAdviseSetReadMostly, dev));
    CHECK(hipMemPrefetchAsync(y, n * sizeof(float), dev, 0));
    hipLaunchKernelGGL(add_into, dim3((n + 255) / 256), dim3(256), 0, 0, y, x, n);
    CHECK(hipDeviceSynchronize());
    int errors = 0;
    for (int i = 0; i < n; i++) errors += y[i] != 3.0f;
    // the host writes again; the next kernel must see it
    for (int i = 0; i < n; i++) x[i] = (float)i;
    hipLaunchKernelGGL(add_into, dim3((n + 255) / 256), dim3(256), 0, 0, y, x, n);
    CHECK(hipDeviceSynchronize());
    for (int i = 0; i < n; i++) errors += y[i] != 3.0f + (float)i;
    CHECK(hipFree(x));
    CHECK(hipFree(y));
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
