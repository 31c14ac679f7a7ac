// occupancy: hipOccupancyMaxPotentialBlockSize picks the block size, the
// kernel runs with it over the whole array, and
// hipOccupancyMaxActiveBlocksPerMultiprocessor reports the blocks per CU.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void multiply(float *c, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] * b[i];
}

int main()
{
    const int n = 20000;
    float *a = (float *)malloc(n * 4), *b = (float *)malloc(n * 4), *c = (float *)malloc(n * 4);
    for (int i = 0; i < n; i++) { a[i] = (float)i; b[i] = 0.5f + (float)(i % 7); }
    float *da, *db, *dc;
    CHECK(hipMalloc((void **)&da, n * 4));
    CHECK(hipMalloc((void **)&db, n * 4));
    CHECK(hipMalloc((void **)&dc, n * 4));
    CHECK(hipMemcpy(da, a, n * 4, hipMemcpyHostToDevice));
    CHECK(hipMemcpy(db, b, n * 4, hipMemcpyHostToDevice));
    int min_grid = 0, block = 0, per_cu = 0;
    CHECK(hipOccupancyMaxPotentialBlockSize(&min_grid, &block, multiply, 0, 0));
    CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_cu, multiply, block, 0));
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, 0));
    printf("block size %d, min grid %d, %d blocks per CU on %d CUs\n", block, min_grid, per_cu,
           prop.multiProcessorCount);
    int errors = 0;
    if (block <= 0 || block > prop.maxThreadsPerBlock || block % prop.warpSize) errors++;
    if (per_cu <= 0 || min_grid != per_cu * prop.multiProcessorCount) errors++;
    if (errors) printf("inconsistent occupancy figures\n");
    int grid = (n + block - 1) / block;
    hipLaunchKernelGGL(multiply, dim3(grid), dim3(block), 0, 0, dc, da, db, n);
    CHECK(hipMemcpy(c, dc, n * 4, hipMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) errors += c[i] != a[i] * b[i];
    CHECK(hipFree(da)); CHECK(hipFree(db)); CHECK(hipFree(dc));
    free(a); free(b); free(c);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
