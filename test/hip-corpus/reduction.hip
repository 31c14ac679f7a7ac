// reduction: a shared-memory tree reduction per block (sequential
// addressing), then a second launch over the partial sums.
//   reduction [N]
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK 256
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void reduce(const unsigned int *in, unsigned int *out, unsigned int n)
{
    __shared__ unsigned int sdata[BLOCK];
    unsigned int tid = threadIdx.x, i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    unsigned int v = 0;
    if (i < n) v += in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}

int main(int argc, char **argv)
{
    unsigned int n = argc > 1 ? (unsigned int)atoi(argv[1]) : 65536;
    if (n == 0) { fprintf(stderr, "usage: reduction [N>0]\n"); return 2; }
    unsigned int *h = (unsigned int *)malloc(n * sizeof(unsigned int));
    unsigned long long expect = 0;
    for (unsigned int i = 0; i < n; i++) { h[i] = (i * 2654435761u) >> 24; expect += h[i]; }
    unsigned int blocks = (n + 2 * BLOCK - 1) / (2 * BLOCK), *din, *dpart, *dsum, sum = 0;
    CHECK(hipMalloc((void **)&din, n * sizeof(unsigned int)));
    CHECK(hipMalloc((void **)&dpart, blocks * sizeof(unsigned int)));
    CHECK(hipMalloc((void **)&dsum, sizeof(unsigned int)));
    CHECK(hipMemcpy(din, h, n * sizeof(unsigned int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(reduce, dim3(blocks), dim3(BLOCK), 0, 0, din, dpart, n);
    // the partial sums fit one block of 2*BLOCK for the sizes used here
    if (blocks > 2 * BLOCK) { fprintf(stderr, "N too large\n"); return 2; }
    hipLaunchKernelGGL(reduce, dim3(1), dim3(BLOCK), 0, 0, dpart, dsum, blocks);
    CHECK(hipMemcpy(&sum, dsum, sizeof sum, hipMemcpyDeviceToHost));
    printf("sum %u, expected %llu\n", sum, expect);
    CHECK(hipFree(din)); CHECK(hipFree(dpart)); CHECK(hipFree(dsum));
    free(h);
    int ok = (unsigned long long)sum == expect;
    printf(ok ? "PASSED!\n" : "FAILED\n");
    return !ok;
}
