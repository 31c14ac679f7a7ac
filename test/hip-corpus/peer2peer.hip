// peer2peer: with two or more devices, enable peer access both ways, copy
// a buffer from device 0 to device 1 with hipMemcpyPeer, and have a kernel
// on device 1 read device 0's memory directly.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void add_remote(int *local, const int *remote, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) local[i] += remote[i];
}

int main()
{
    int count = 0;
    CHECK(hipGetDeviceCount(&count));
    if (count < 2) { printf("FAILED: needs two devices, have %d\n", count); return 1; }
    int can01 = 0, can10 = 0;
    CHECK(hipDeviceCanAccessPeer(&can01, 0, 1));
    CHECK(hipDeviceCanAccessPeer(&can10, 1, 0));
    printf("peer access 0->1 %d, 1->0 %d\n", can01, can10);
    if (!can01 || !can10) { printf("FAILED: no peer access\n"); return 1; }
    const int n = 4096;
    size_t bytes = n * sizeof(int);
    int *h = (int *)malloc(bytes), *d0, *d1;
    for (int i = 0; i < n; i++) h[i] = i * 3;
    CHECK(hipSetDevice(0));
    CHECK(hipDeviceEnablePeerAccess(1, 0));
    CHECK(hipMalloc((void **)&d0, bytes));
    CHECK(hipMemcpy(d0, h, bytes, hipMemcpyHostToDevice));
    CHECK(hipSetDevice(1));
    CHECK(hipDeviceEnablePeerAccess(0, 0));
    CHECK(hipMalloc((void **)&d1, bytes));
    CHECK(hipMemcpyPeer(d1, 1, d0, 0, bytes));
    // d1 = h, then d1 += d0 read across the fabric: 2 * h
    hipLaunchKernelGGL(add_remote, dim3(n / 256), dim3(256), 0, 0, d1, d0, n);
    CHECK(hipDeviceSynchronize());
    CHECK(hipMemcpy(h, d1, bytes, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) errors += h[i] != 6 * i;
    CHECK(hipFree(d1));
    CHECK(hipSetDevice(0));
    CHECK(hipFree(d0));
    free(h);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
