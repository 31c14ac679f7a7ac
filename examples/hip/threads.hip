// One host thread per device, each with its own current device (HIP's
// hipSetDevice is per thread): every thread fills and checks its part.
// The results are right whatever the threads' order; the simulated times
// depend on it (which commands are queued when a drain runs), so this
// program prints none.
#include "check.h"
#include <thread>
#include <vector>

__global__ void iota(int *x, int base, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = base + i;
}

static void work(int dev, int n, int *wrong)
{
    CHECK(hipSetDevice(dev));
    int *d, *h = new int[n];
    CHECK(hipMalloc(&d, n * sizeof(int)));
    iota<<<(n + 255) / 256, 256>>>(d, dev * 1000000, n);
    CHECK(hipMemcpy(h, d, n * sizeof(int), hipMemcpyDeviceToHost));
    int got;
    CHECK(hipGetDevice(&got));
    for (int i = 0; i < n; i++) *wrong += h[i] != dev * 1000000 + i;
    *wrong += got != dev;
    delete[] h;
}

int main()
{
    int ndev;
    CHECK(hipGetDeviceCount(&ndev));
    std::vector<std::thread> t;
    std::vector<int> wrong(ndev, 0);
    for (int d = 0; d < ndev; d++) t.emplace_back(work, d, 3000, &wrong[d]);
    int total = 0;
    for (int d = 0; d < ndev; d++) {
        t[d].join();
        total += wrong[d];
    }
    printf("threads: %d devices, %d wrong\n", ndev, total);
    return total != 0;
}
