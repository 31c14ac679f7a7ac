// Managed memory shared by every device: one hipMallocManaged array split
// in hipGetDeviceCount() parts; each device adds to its own part, then
// (after every device has synchronised) to its neighbour's. With address
// translation and a fault policy the pages move to the GPUs that touch
// them (docs/memory.md, "Faults and migration"), e.g.
//   mgsim exec --config configs/d-mgpu-4.ini --set xlat.enable=1 \
//       --set xlat.policy=migrate -- uvm
// and the results are the same as without. With "prefetch", each part
// is prefetched (hipMemPrefetchAsync) to the device about to use it:
// under a fault policy its pages move there before the kernel, which
// then does not fault on them.
//   uvm [N] [prefetch]
#include "check.h"

#include <string.h>

__global__ void add(int *x, int lo, int hi, int v)
{
    int i = lo + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < hi) x[i] += v;
}

static void sync_all(int ndev)
{
    for (int d = 0; d < ndev; d++) {
        CHECK(hipSetDevice(d));
        CHECK(hipDeviceSynchronize());
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 65536, ndev, *x;
    bool prefetch = argc > 2 && !strcmp(argv[2], "prefetch");
    CHECK(hipGetDeviceCount(&ndev));
    if (ndev > 64) ndev = 64;
    int first[65];
    for (int d = 0; d <= ndev; d++) first[d] = (int)((long)n * d / ndev);
    CHECK(hipSetDevice(0));
    CHECK(hipMallocManaged((void **)&x, n * sizeof(int), hipMemAttachGlobal));
    for (int i = 0; i < n; i++) x[i] = i;
    for (int d = 0; d < ndev; d++) { /* each device its own part */
        int cnt = first[d + 1] - first[d];
        CHECK(hipSetDevice(d));
        if (prefetch) CHECK(hipMemPrefetchAsync(x + first[d], cnt * sizeof(int), d, 0));
        add<<<(cnt + 255) / 256, 256>>>(x, first[d], first[d + 1], d + 1);
    }
    sync_all(ndev);
    for (int d = 0; d < ndev; d++) { /* then its neighbour's */
        int e = (d + 1) % ndev, cnt = first[e + 1] - first[e];
        CHECK(hipSetDevice(d));
        if (prefetch) CHECK(hipMemPrefetchAsync(x + first[e], cnt * sizeof(int), d, 0));
        add<<<(cnt + 255) / 256, 256>>>(x, first[e], first[e + 1], 10 * (d + 1));
    }
    sync_all(ndev);
    int wrong = 0;
    for (int p = 0; p < ndev; p++)
        for (int i = first[p]; i < first[p + 1]; i++)
            wrong += x[i] != i + (p + 1) + 10 * ((p + ndev - 1) % ndev + 1);
    printf("uvm: %d devices, %d elements, %d wrong\n", ndev, n, wrong);
    CHECK(hipFree(x));
    return wrong != 0;
}
