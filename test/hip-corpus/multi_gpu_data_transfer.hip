// multi_gpu_data_transfer: every device squares its own slice, the slices
// travel around the ring of devices by hipMemcpyPeerAsync on per-device
// streams, and each device adds what it received; checked on the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXDEV 16
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void square(int *v, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] *= v[i]; }
__global__ void accumulate(int *v, const int *w, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] += w[i]; }

int main()
{
    int devs = 0;
    CHECK(hipGetDeviceCount(&devs));
    if (devs > MAXDEV) devs = MAXDEV;
    printf("%d devices\n", devs);
    const int n = 2048;
    int *buf[MAXDEV], *recv[MAXDEV], *h = (int *)malloc(n * sizeof(int));
    hipStream_t st[MAXDEV];
    for (int d = 0; d < devs; d++) {
        CHECK(hipSetDevice(d));
        CHECK(hipStreamCreate(&st[d]));
        CHECK(hipMalloc((void **)&buf[d], n * sizeof(int)));
        CHECK(hipMalloc((void **)&recv[d], n * sizeof(int)));
        for (int i = 0; i < n; i++) h[i] = d * 1000 + i % 1000;
        CHECK(hipMemcpy(buf[d], h, n * sizeof(int), hipMemcpyHostToDevice));
        hipLaunchKernelGGL(square, dim3(n / 256), dim3(256), 0, st[d], buf[d], n);
    }
    for (int d = 0; d < devs; d++) CHECK(hipStreamSynchronize(st[d]));
    for (int d = 0; d < devs; d++) {
        int from = (d + devs - 1) % devs;
        CHECK(hipSetDevice(d));
        CHECK(hipMemcpyPeerAsync(recv[d], d, buf[from], from, n * sizeof(int), st[d]));
    }
    for (int d = 0; d < devs; d++) CHECK(hipStreamSynchronize(st[d]));
    for (int d = 0; d < devs; d++) {
        CHECK(hipSetDevice(d));
        hipLaunchKernelGGL(accumulate, dim3(n / 256), dim3(256), 0, st[d], buf[d], recv[d], n);
    }
    int errors = 0;
    for (int d = 0; d < devs; d++) {
        CHECK(hipSetDevice(d));
        CHECK(hipStreamSynchronize(st[d]));
        CHECK(hipMemcpy(h, buf[d], n * sizeof(int), hipMemcpyDeviceToHost));
        int from = (d + devs - 1) % devs;
        for (int i = 0; i < n; i++) {
            int mine = d * 1000 + i % 1000, theirs = from * 1000 + i % 1000;
            errors += h[i] != mine * mine + theirs * theirs;
        }
        CHECK(hipFree(buf[d])); CHECK(hipFree(recv[d])); CHECK(hipStreamDestroy(st[d]));
    }
    free(h);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
