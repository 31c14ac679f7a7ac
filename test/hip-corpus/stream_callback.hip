// stream_callback: host callbacks queued behind kernels with
// hipStreamAddCallback, and events ordering two streams
// (hipStreamWaitEvent); the callbacks must see the kernels' results.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

#define N 1024
struct Ctx { int *host; int expect; int seen; int bad; };

__global__ void plus(int *v, int x) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < N) v[i] += x; }

static void on_done(hipStream_t s, hipError_t status, void *user)
{
    (void)s;
    struct Ctx *c = (struct Ctx *)user;
    c->seen++;
    if (status != hipSuccess) c->bad++;
    for (int i = 0; i < N; i++) c->bad += c->host[i] != i + c->expect;
}

int main()
{
    int *h, *d;
    CHECK(hipHostMalloc((void **)&h, N * sizeof(int), 0));
    for (int i = 0; i < N; i++) h[i] = i;
    CHECK(hipMalloc((void **)&d, N * sizeof(int)));
    hipStream_t a, b;
    hipEvent_t ev;
    CHECK(hipStreamCreate(&a));
    CHECK(hipStreamCreate(&b));
    CHECK(hipEventCreateWithFlags(&ev, hipEventDisableTiming));
    struct Ctx c1 = {h, 5, 0, 0}, c2 = {h, 15, 0, 0};
    CHECK(hipMemcpyAsync(d, h, N * sizeof(int), hipMemcpyHostToDevice, a));
    hipLaunchKernelGGL(plus, dim3(N / 256), dim3(256), 0, a, d, 5);
    CHECK(hipMemcpyAsync(h, d, N * sizeof(int), hipMemcpyDeviceToHost, a));
    CHECK(hipStreamAddCallback(a, on_done, &c1, 0));
    CHECK(hipEventRecord(ev, a));
    CHECK(hipStreamWaitEvent(b, ev, 0));
    hipLaunchKernelGGL(plus, dim3(N / 256), dim3(256), 0, b, d, 10);
    CHECK(hipMemcpyAsync(h, d, N * sizeof(int), hipMemcpyDeviceToHost, b));
    CHECK(hipStreamAddCallback(b, on_done, &c2, 0));
    CHECK(hipStreamSynchronize(b));
    CHECK(hipStreamSynchronize(a));
    printf("callbacks: %d and %d, %d and %d wrong\n", c1.seen, c2.seen, c1.bad, c2.bad);
    int errors = c1.seen != 1 || c2.seen != 1 || c1.bad || c2.bad;
    CHECK(hipEventDestroy(ev));
    CHECK(hipStreamDestroy(a)); CHECK(hipStreamDestroy(b));
    CHECK(hipFree(d)); CHECK(hipHostFree(h));
    printf(errors ? "FAILED\n" : "PASSED!\n");
    return errors;
}
