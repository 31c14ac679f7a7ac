// unroll: #pragma unroll on loops of constant and template trip counts,
// a per-thread polynomial and a small matrix-vector product.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

template <int K>
__global__ void matvec(const int *m, const int *v, int *out)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int acc = 0;
#pragma unroll
    for (int k = 0; k < K; k++) acc += m[row * K + k] * v[k];
    int p = 0;
#pragma unroll 4
    for (int k = 0; k < 10; k++) p = p * 3 + (row ^ k);
    out[row] = acc + p;
}

int main()
{
    const int K = 16, rows = 1024;
    int *m = (int *)malloc(rows * K * sizeof(int)), v[K], *out = (int *)malloc(rows * sizeof(int));
    for (int i = 0; i < rows * K; i++) m[i] = (i * 37) % 101 - 50;
    for (int k = 0; k < K; k++) v[k] = k - 7;
    int *dm, *dv, *dout;
    CHECK(hipMalloc((void **)&dm, rows * K * sizeof(int)));
    CHECK(hipMalloc((void **)&dv, K * sizeof(int)));
    CHECK(hipMalloc((void **)&dout, rows * sizeof(int)));
    CHECK(hipMemcpy(dm, m, rows * K * sizeof(int), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dv, v, K * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(matvec<K>, dim3(rows / 64), dim3(64), 0, 0, dm, dv, dout);
    CHECK(hipMemcpy(out, dout, rows * sizeof(int), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int r = 0; r < rows; r++) {
        int acc = 0, p = 0;
        for (int k = 0; k < K; k++) acc += m[r * K + k] * v[k];
        for (int k = 0; k < 10; k++) p = p * 3 + (r ^ k);
        errors += out[r] != acc + p;
    }
    CHECK(hipFree(dm)); CHECK(hipFree(dv)); CHECK(hipFree(dout));
    free(m); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
