// Similar launches whose work differs where their shape does not look:
// one kernel over one buffer, the grid fixed, the active count n by
// value. Its first workgroup works and its last is idle at both counts
// (n = 60000 and n = 8192 of 65536 work-items), so the two counts have
// one shape (mech/sample/sample_shape.c), but at 8192 most workgroups
// are idle. test/hip/test_hip_api.c runs it in detail and sampled: the
// sampled time must be within its bound of the detailed one. Prints
// "ok" and the sum of the buffer.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

__global__ void scale(float *a, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = a[i];
        for (int k = 0; k < 64; k++) x = x * f + 0.5f;
        a[i] = x;
    }
}

int main(void)
{
    const int N = 65536;
    float *h = (float *)malloc(N * sizeof *h), *d;
    for (int i = 0; i < N; i++) h[i] = (float)(i % 7);
    if (hipMalloc((void **)&d, N * sizeof *d) != hipSuccess) return 1;
    hipMemcpy(d, h, N * sizeof *d, hipMemcpyHostToDevice);
    for (int r = 0; r < 12; r++) {
        int n = r < 6 ? 60000 : 8192;
        hipLaunchKernelGGL(scale, dim3(N / 256), dim3(256), 0, 0, d, n, 0.5f + 0.01f * r);
    }
    hipMemcpy(h, d, N * sizeof *d, hipMemcpyDeviceToHost);
    double sum = 0;
    for (int i = 0; i < N; i++) sum += h[i];
    printf("ok %.3f\n", sum);
    free(h);
    hipFree(d);
    return 0;
}
