// vector_add: c = a + b launched with hipLaunchKernelGGL and a HIP_ASSERT
// macro, the shape of the first program most HIP tutorials show.
//   vector_add [N]
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define HIP_ASSERT(x) do { hipError_t e = (x); if (e != hipSuccess) { \
    fprintf(stderr, "%s failed: %s\n", #x, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void vectoradd_float(float *__restrict__ a, const float *__restrict__ b,
                                const float *__restrict__ c, int width, int height)
{
    int x = hipBlockDim_x * hipBlockIdx_x + hipThreadIdx_x;
    int y = hipBlockDim_y * hipBlockIdx_y + hipThreadIdx_y;
    int i = y * width + x;
    if (x < width && y < height) a[i] = b[i] + c[i];
}

int main(int argc, char **argv)
{
    int width = argc > 1 ? atoi(argv[1]) : 256, height = 64;
    if (width <= 0) { fprintf(stderr, "usage: vector_add [WIDTH>0]\n"); return 2; }
    size_t n = (size_t)width * height, bytes = n * sizeof(float);
    float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
    for (size_t i = 0; i < n; i++) { hb[i] = (float)i; hc[i] = (float)i * 100.0f; }
    float *da, *db, *dc;
    HIP_ASSERT(hipMalloc((void **)&da, bytes));
    HIP_ASSERT(hipMalloc((void **)&db, bytes));
    HIP_ASSERT(hipMalloc((void **)&dc, bytes));
    HIP_ASSERT(hipMemcpy(db, hb, bytes, hipMemcpyHostToDevice));
    HIP_ASSERT(hipMemcpy(dc, hc, bytes, hipMemcpyHostToDevice));
    dim3 block(16, 16), grid((width + 15) / 16, (height + 15) / 16);
    hipLaunchKernelGGL(vectoradd_float, grid, block, 0, 0, da, db, dc, width, height);
    HIP_ASSERT(hipGetLastError());
    HIP_ASSERT(hipMemcpy(ha, da, bytes, hipMemcpyDeviceToHost));
    int errors = 0;
    for (size_t i = 0; i < n; i++)
        if (fabsf(ha[i] - (hb[i] + hc[i])) > 1e-6f) errors++;
    HIP_ASSERT(hipFree(da)); HIP_ASSERT(hipFree(db)); HIP_ASSERT(hipFree(dc));
    free(ha); free(hb); free(hc);
    if (errors) { printf("FAILED: %d errors\n", errors); return 1; }
    printf("PASSED!\n");
    return 0;
}
