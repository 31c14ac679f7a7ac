// device_malloc: each thread allocates a small buffer with device-side
// malloc, fills it, sums it and frees it.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void per_thread_heap(int *out, int len)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int *buf = (int *)malloc(len * sizeof(int));
    if (!buf) { out[i] = -1; return; }
    for (int k = 0; k < len; k++) buf[k] = i + k;
    int s = 0;
    for (int k = 0; k < len; k++) s += buf[k];
    out[i] = s;
    free(buf);
}

int main()
{
    const int n = 128, len = 8;
    int h[n], *d;
    CHECK(hipMalloc((void **)&d, sizeof h));
    hipLaunchKernelGGL(per_thread_heap, dim3(n / 64), dim3(64), 0, 0, d, len);
    CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    int errors = 0, nulls = 0;
    for (int i = 0; i < n; i++) {
        nulls += h[i] == -1;
        errors += h[i] != len * i + len * (len - 1) / 2;
    }
    if (nulls) printf("device malloc returned NULL to %d threads\n", nulls);
    CHECK(hipFree(d));
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
