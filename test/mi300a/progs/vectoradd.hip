// vectoradd: sum[i] = x[i] + y[i] over --size N floats, x[i] = i and
// y[i] = 3 i + 1 (exact in float for N <= 2^22), timed as timing.h says.
// Device buffers in allocation order: x, y, sum.
//   vectoradd [--size N] [--iterations K]
#include "timing.h"

__global__ void vadd(const float *x, const float *y, float *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) sum[i] = x[i] + y[i];
}

int main(int argc, char **argv)
{
    int n = opt_int(argc, argv, "--size", 1 << 20), iters = opt_int(argc, argv, "--iterations", 5);
    float *hx = (float *)malloc(n * sizeof(float)), *hy = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) hx[i] = (float)i, hy[i] = 3.0f * i + 1.0f;
    float *x, *y, *sum;
    CHECK(hipMalloc(&x, n * sizeof(float)));
    CHECK(hipMalloc(&y, n * sizeof(float)));
    CHECK(hipMalloc(&sum, n * sizeof(float)));
    CHECK(hipMemcpy(x, hx, n * sizeof(float), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(y, hy, n * sizeof(float), hipMemcpyHostToDevice));
    char size[32];
    snprintf(size, sizeof size, "%d", n);
    time_launches("vectoradd", size, iters,
                  [&] { hipLaunchKernelGGL(vadd, dim3((n + 255) / 256), dim3(256), 0, 0, x, y, sum, n); });
    CHECK(hipFree(x));
    CHECK(hipFree(y));
    CHECK(hipFree(sum));
    free(hx);
    free(hy);
    return 0;
}
