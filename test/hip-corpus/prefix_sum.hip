// prefix_sum: an inclusive scan in three launches (a work-efficient
// up-sweep/down-sweep scan of each block in shared memory, a scan of the
// block sums, then adding each block's offset), against the CPU.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #c, hipGetErrorString(e_)); std::exit(2); } } while (0)

constexpr unsigned BLOCK = 256;

// Blelloch scan of BLOCK elements, made inclusive; the block's total to sums
__global__ void block_scan(int *data, int *sums, unsigned n)
{
    __shared__ int s[BLOCK];
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;
    int v = i < n ? data[i] : 0;
    s[t] = v;
    for (unsigned d = 1; d < BLOCK; d <<= 1) {
        __syncthreads();
        unsigned k = (t + 1) * 2 * d - 1;
        if (k < BLOCK) s[k] += s[k - d];
    }
    __syncthreads();
    if (t == 0) { if (sums) sums[blockIdx.x] = s[BLOCK - 1]; s[BLOCK - 1] = 0; }
    for (unsigned d = BLOCK / 2; d >= 1; d >>= 1) {
        __syncthreads();
        unsigned k = (t + 1) * 2 * d - 1;
        if (k < BLOCK) { int l = s[k - d]; s[k - d] = s[k]; s[k] += l; }
    }
    __syncthreads();
    if (i < n) data[i] = s[t] + v;
}

__global__ void add_offsets(int *data, const int *scanned_sums, unsigned n)
{
    unsigned i = blockIdx.x * BLOCK + threadIdx.x;
    if (blockIdx.x > 0 && i < n) data[i] += scanned_sums[blockIdx.x - 1];
}

int main()
{
    const unsigned n = 50000, blocks = (n + BLOCK - 1) / BLOCK;  // blocks <= BLOCK: one level
    std::vector<int> h(n), out(n);
    for (unsigned i = 0; i < n; i++) h[i] = static_cast<int>((i * 17) % 23) - 11;
    int *d, *dsums;
    HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&dsums, blocks * sizeof(int)));
    HIP_CHECK(hipMemcpy(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
    block_scan<<<blocks, BLOCK>>>(d, dsums, n);
    block_scan<<<1, BLOCK>>>(dsums, nullptr, blocks);
    add_offsets<<<blocks, BLOCK>>>(d, dsums, n);
    HIP_CHECK(hipMemcpy(out.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
    int errors = 0, acc = 0;
    for (unsigned i = 0; i < n; i++) { acc += h[i]; errors += out[i] != acc; }
    HIP_CHECK(hipFree(d)); HIP_CHECK(hipFree(dsums));
    std::printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
