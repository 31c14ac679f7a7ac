// Peer pointers: a kernel on the last device reads a buffer in device 0's
// memory directly (over RDMA and the fabric, after
// hipDeviceEnablePeerAccess) and writes its own; a stream callback runs
// when the work before it is done.
//   peer [N]
#include "check.h"

__global__ void triple(const int *src, int *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = 3 * src[i];
}

static void done(hipStream_t s, hipError_t status, void *user)
{
    (void)s;
    *(int *)user = status == hipSuccess;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096, ndev, last, cus;
    CHECK(hipGetDeviceCount(&ndev));
    last = ndev - 1;
    int *h = (int *)malloc(n * sizeof(int)), *src, *dst;
    for (int i = 0; i < n; i++) h[i] = i - n / 2;
    CHECK(hipSetDevice(0));
    CHECK(hipMalloc(&src, n * sizeof(int)));
    CHECK(hipMemcpy(src, h, n * sizeof(int), hipMemcpyHostToDevice));
    CHECK(hipSetDevice(last));
    if (last != 0) {
        int can;
        CHECK(hipDeviceCanAccessPeer(&can, last, 0));
        if (!can) return 1;
        CHECK(hipDeviceEnablePeerAccess(0, 0));
    }
    CHECK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, last));
    CHECK(hipMalloc(&dst, n * sizeof(int)));
    hipStream_t s;
    int called = 0;
    CHECK(hipStreamCreate(&s));
    triple<<<(n + 255) / 256, 256, 0, s>>>(src, dst, n);
    CHECK(hipStreamAddCallback(s, done, &called, 0));
    CHECK(hipStreamSynchronize(s));
    CHECK(hipMemcpy(h, dst, n * sizeof(int), hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += h[i] != 3 * (i - n / 2);
    printf("peer: device %d (%d CUs) read device 0's memory: %d elements, %d wrong, callback %s\n",
           last, cus, n, wrong, called ? "ran" : "missing");
    CHECK(hipStreamDestroy(s));
    free(h);
    return wrong != 0 || !called;
}
