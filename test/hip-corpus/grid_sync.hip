// grid_sync: a cooperative launch (hipLaunchCooperativeKernel) of as
// many blocks as the device holds at once, where a grid-wide barrier
// (this_grid().sync()) separates two phases of a sum.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
#include <stdio.h>
#include <stdlib.h>

namespace cg = cooperative_groups;

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void two_phase(const int *in, int *partial, int *total, int n)
{
    cg::grid_group grid = cg::this_grid();
    __shared__ int s[256];
    int acc = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) acc += in[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
    grid.sync();
    if (grid.thread_rank() == 0) {
        int t = 0;
        for (unsigned b = 0; b < gridDim.x; b++) t += partial[b];
        *total = t;
    }
}

int main()
{
    int coop = 0, per_cu = 0;
    CHECK(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, 0));
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, 0));
    CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu, two_phase, 256, 0));
    int blocks = per_cu * prop.multiProcessorCount;
    printf("cooperative launch %d, %d blocks\n", coop, blocks);
    const int n = 100000;
    int *h = (int *)malloc(n * sizeof(int)), expect = 0, total = 0, *din, *dpart, *dtotal;
    for (int i = 0; i < n; i++) { h[i] = i % 10; expect += h[i]; }
    CHECK(hipMalloc((void **)&din, n * sizeof(int)));
    CHECK(hipMalloc((void **)&dpart, blocks * sizeof(int)));
    CHECK(hipMalloc((void **)&dtotal, sizeof(int)));
    CHECK(hipMemcpy(din, h, n * sizeof(int), hipMemcpyHostToDevice));
    int nn = n;
    void *args[] = {&din, &dpart, &dtotal, &nn};
    CHECK(hipLaunchCooperativeKernel((void *)two_phase, dim3(blocks), dim3(256), args, 0, 0));
    CHECK(hipMemcpy(&total, dtotal, sizeof total, hipMemcpyDeviceToHost));
    printf("total %d, expected %d\n", total, expect);
    CHECK(hipFree(din)); CHECK(hipFree(dpart)); CHECK(hipFree(dtotal));
    free(h);
    int ok = coop == 1 && total == expect;
    printf(ok ? "PASSED!\n" : "FAILED\n");
    return !ok;
}
