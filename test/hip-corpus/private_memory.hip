// private_memory: a per-thread array indexed by data (so it lives in
// scratch, not registers) and a recursive device function (a stack), in a
// kernel launched several times; against the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__host__ __device__ __attribute__((noinline)) int ackermann_like(int depth, int x)
{
    if (depth == 0) return x + 1;
    return ackermann_like(depth - 1, x * 2 + depth) % 100003;
}

__global__ void private_work(const int *in, int *out, int n, int round)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int hist[64];
    for (int k = 0; k < 64; k++) hist[k] = 0;
    for (int k = 0; k < 32; k++) hist[(in[i] * (k + 1) + round) & 63] += k;
    int s = 0;
    for (int k = 0; k < 64; k++) s += hist[k] * (k + 1);
    out[i] = s + ackermann_like(1 + i % 6, in[i] + round);
}

int main()
{
    const int n = 1024, rounds = 4;
    int *in = (int *)malloc(n * 4), *out = (int *)malloc(n * 4), *din, *dout;
    for (int i = 0; i < n; i++) in[i] = (i * 7919) % 4099;
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpy(din, in, n * 4, hipMemcpyHostToDevice));
    for (int r = 0; r < rounds; r++)
        hipLaunchKernelGGL(private_work, dim3(n / 256), dim3(256), 0, 0, din, dout, n, r);
    CHECK(hipMemcpy(out, dout, n * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) {
        int hist[64] = {0}, s = 0, r = rounds - 1;
        for (int k = 0; k < 32; k++) hist[(in[i] * (k + 1) + r) & 63] += k;
        for (int k = 0; k < 64; k++) s += hist[k] * (k + 1);
        errors += out[i] != s + ackermann_like(1 + i % 6, in[i] + r);
    }
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
