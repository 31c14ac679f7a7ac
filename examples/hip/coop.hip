// Cooperative launch: a grid-wide sum in phases separated by grid.sync()
// (cooperative groups), launched with hipLaunchCooperativeKernel as large
// as the device holds at once (occupancy x CUs); one block more is
// hipErrorCooperativeLaunchTooLarge. Each block sums its slice, then
// every block adds up all the partial sums, then each reads another
// block's result: every step needs the whole grid's previous step.
//   coop [N]   (checks against the host; prints "coop: ... all right")
#include "check.h"
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void grid_sum(const unsigned *in, unsigned *part, unsigned *total,
                         unsigned *next, int n)
{
    __shared__ unsigned s[256];
    cg::grid_group grid = cg::this_grid();
    unsigned t = threadIdx.x, b = blockIdx.x, nb = gridDim.x;
    unsigned acc = 0; // phase 1: this block's slice (grid-stride)
    for (unsigned i = b * blockDim.x + t; i < (unsigned)n; i += nb * blockDim.x) acc += in[i];
    s[t] = acc;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) part[b] = s[0];
    grid.sync(); // phase 2: every block sums every block's part
    acc = 0;
    for (unsigned j = t; j < nb; j += blockDim.x) acc += part[j];
    s[t] = acc;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) total[b] = s[0];
    grid.sync(); // phase 3: another block's phase-2 result
    if (t == 0) next[b] = total[(b + 1) % nb] + b;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 100000, block = 256, dev = 0, coop = 0, per_cu = 0;
    hipDeviceProp_t p;
    CHECK(hipGetDeviceProperties(&p, dev));
    CHECK(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, dev));
    CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu, grid_sum, block, 0));
    int nb = per_cu * p.multiProcessorCount, fails = 0;
    printf("cooperative launch %d (props %d), %d blocks per CU x %d CUs\n", coop,
           p.cooperativeLaunch, per_cu, p.multiProcessorCount);
    if (coop != 1 || p.cooperativeLaunch != 1 || nb < 1) fails++;
    unsigned *h = (unsigned *)malloc(n * sizeof *h), ref = 0;
    for (int i = 0; i < n; i++) ref += h[i] = (unsigned)i * 2654435761u >> 20;
    unsigned *in, *part, *total, *next;
    CHECK(hipMalloc(&in, n * sizeof *in));
    CHECK(hipMalloc(&part, nb * sizeof *part));
    CHECK(hipMalloc(&total, nb * sizeof *total));
    CHECK(hipMalloc(&next, nb * sizeof *next));
    CHECK(hipMemcpy(in, h, n * sizeof *h, hipMemcpyHostToDevice));
    void *args[] = {&in, &part, &total, &next, &n};
    hipError_t big = hipLaunchCooperativeKernel((const void *)grid_sum, dim3(nb + 1), dim3(block),
                                                args, 0, 0);
    printf("%d blocks: %s\n", nb + 1, hipGetErrorName(big));
    if (big != hipErrorCooperativeLaunchTooLarge) fails++;
    CHECK(hipLaunchCooperativeKernel((const void *)grid_sum, dim3(nb), dim3(block), args, 0, 0));
    CHECK(hipDeviceSynchronize());
    unsigned *t = (unsigned *)malloc(nb * sizeof *t), *x = (unsigned *)malloc(nb * sizeof *x);
    CHECK(hipMemcpy(t, total, nb * sizeof *t, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(x, next, nb * sizeof *x, hipMemcpyDeviceToHost));
    for (int b = 0; b < nb; b++)
        if (t[b] != ref || x[b] != ref + (unsigned)b) {
            if (fails++ < 5) printf("FAIL block %d: total %u next %u, want %u\n", b, t[b], x[b], ref);
        }
    printf("coop: %d elements over %d blocks in one grid, sum %u: %s\n", n, nb, ref,
           fails ? "FAILED" : "all right");
    return fails ? 1 : 0;
}
