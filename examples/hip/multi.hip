// Several GPUs: the array is split over hipGetDeviceCount() devices; each
// device squares its part in its own memory, then the parts are gathered
// into device 0's buffer with peer copies and device 0 adds one to all.
//   multi [N]
#include "check.h"

__global__ void square(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * x[i];
}

__global__ void add_one(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 8192, ndev;
    CHECK(hipGetDeviceCount(&ndev));
    float *h = (float *)malloc(n * sizeof *h);
    for (int i = 0; i < n; i++) h[i] = (float)(i % 100);
    float *part[64], *all;
    int first[65];
    for (int d = 0; d <= ndev; d++) first[d] = (int)((long)n * d / ndev);
    for (int d = 0; d < ndev; d++) {
        int cnt = first[d + 1] - first[d];
        CHECK(hipSetDevice(d));
        if (d > 0) CHECK(hipDeviceEnablePeerAccess(0, 0));
        CHECK(hipMalloc(&part[d], cnt * sizeof(float)));
        CHECK(hipMemcpy(part[d], h + first[d], cnt * sizeof(float), hipMemcpyHostToDevice));
        square<<<(cnt + 255) / 256, 256>>>(part[d], cnt);
    }
    CHECK(hipSetDevice(0));
    CHECK(hipMalloc(&all, n * sizeof(float)));
    for (int d = 0; d < ndev; d++) {
        CHECK(hipSetDevice(d));
        CHECK(hipDeviceSynchronize());
        CHECK(hipMemcpyPeer(all + first[d], 0, part[d], d,
                            (first[d + 1] - first[d]) * sizeof(float)));
    }
    CHECK(hipSetDevice(0));
    add_one<<<(n + 255) / 256, 256>>>(all, n);
    CHECK(hipMemcpy(h, all, n * sizeof(float), hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++) {
        float v = (float)(i % 100);
        wrong += h[i] != v * v + 1.0f;
    }
    printf("multi: %d devices, %d elements, %d wrong\n", ndev, n, wrong);
    free(h);
    return wrong != 0;
}
