// Reduction: each block sums its part in dynamic shared memory (a tree,
// __syncthreads between levels), then one atomicAdd per block into the
// total; a second kernel counts the odd values with shared-memory atomics.
//   reduce [N]
#include "check.h"

__global__ void block_sum(const unsigned *in, unsigned *total, int n)
{
    extern __shared__ unsigned part[];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    part[t] = i < (unsigned)n ? in[i] : 0;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) part[t] += part[t + s];
        __syncthreads();
    }
    if (t == 0) atomicAdd(total, part[0]);
}

__global__ void count_odd(const unsigned *in, unsigned *count, int n)
{
    __shared__ unsigned local;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) local = 0;
    __syncthreads();
    if (i < (unsigned)n && (in[i] & 1)) atomicAdd(&local, 1u);
    __syncthreads();
    if (threadIdx.x == 0) atomicAdd(count, local);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 8192, block = 256;
    unsigned *h = (unsigned *)malloc(n * sizeof *h), want = 0, odd = 0;
    for (int i = 0; i < n; i++) {
        h[i] = (unsigned)(i * 7 + 3) % 1000;
        want += h[i];
        odd += h[i] & 1;
    }
    unsigned *din, *dres;
    CHECK(hipMalloc(&din, n * sizeof *din));
    CHECK(hipMalloc(&dres, 2 * sizeof *dres));
    CHECK(hipMemcpy(din, h, n * sizeof *din, hipMemcpyHostToDevice));
    CHECK(hipMemset(dres, 0, 2 * sizeof *dres));
    int blocks = (n + block - 1) / block;
    block_sum<<<blocks, block, block * sizeof(unsigned)>>>(din, dres, n);
    count_odd<<<blocks, block>>>(din, dres + 1, n);
    CHECK(hipGetLastError());
    unsigned got[2];
    CHECK(hipMemcpy(got, dres, sizeof got, hipMemcpyDeviceToHost));
    printf("reduce: %d values, sum %u (expected %u), odd %u (expected %u)\n", n, got[0], want,
           got[1], odd);
    free(h);
    return got[0] != want || got[1] != odd;
}
