// shfl: __shfl broadcasts and rotations within a wavefront, __shfl_up
// and __shfl_down, and a shuffle reduction, against host arithmetic.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void shuffles(const int *in, int *bcast, int *rot, int *up, int *down, int *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int v = in[i];
    bcast[i] = __shfl(v, 5);
    rot[i] = __shfl(v, (lane + 3) % warpSize);
    up[i] = __shfl_up(v, 2);
    down[i] = __shfl_down(v, 7);
    int s = v;
    for (int off = warpSize / 2; off > 0; off /= 2) s += __shfl_xor(s, off);
    sum[i] = s;
}

int main()
{
    int ws = 0;
    CHECK(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0));
    const int n = 4 * 256, nbuf = 6;
    int *h[nbuf], *d[nbuf];
    for (int b = 0; b < nbuf; b++) {
        h[b] = (int *)calloc(n, sizeof(int));
        CHECK(hipMalloc((void **)&d[b], n * sizeof(int)));
    }
    for (int i = 0; i < n; i++) h[0][i] = (i * 7919) % 1000 - 300;
    CHECK(hipMemcpy(d[0], h[0], n * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(shuffles, dim3(n / 256), dim3(256), 0, 0, d[0], d[1], d[2], d[3], d[4], d[5]);
    for (int b = 1; b < nbuf; b++) CHECK(hipMemcpy(h[b], d[b], n * sizeof(int), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) {
        int base = i - i % ws, lane = i % ws, s = 0;
        for (int j = 0; j < ws; j++) s += h[0][base + j];
        errors += h[1][i] != h[0][base + 5];
        errors += h[2][i] != h[0][base + (lane + 3) % ws];
        errors += h[3][i] != h[0][lane >= 2 ? i - 2 : i];
        errors += h[4][i] != h[0][lane + 7 < ws ? i + 7 : i];
        errors += h[5][i] != s;
    }
    printf("warp size %d\n", ws);
    for (int b = 0; b < nbuf; b++) { CHECK(hipFree(d[b])); free(h[b]); }
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
