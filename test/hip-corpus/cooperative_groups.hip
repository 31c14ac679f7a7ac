// cooperative_groups: thread_block and tiled_partition groups (tiles of
// 16 and 4 lanes), their sync and thread_rank, and a tile-wide reduction
// through shared memory; against the host.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #c, hipGetErrorString(e_)); std::exit(2); } } while (0)

__device__ int tile_sum(cg::thread_group g, int *scratch, int v)
{
    unsigned lane = g.thread_rank();
    for (unsigned i = g.size() / 2; i > 0; i /= 2) {
        scratch[lane] = v;
        g.sync();
        if (lane < i) v += scratch[lane + i];
        g.sync();
    }
    return v;  // lane 0 holds the sum
}

__global__ void tiles(const int *in, int *sum16, int *sum4, int *ranks)
{
    __shared__ int scratch[256];
    cg::thread_block block = cg::this_thread_block();
    int v = in[blockIdx.x * blockDim.x + block.thread_rank()];
    cg::thread_group t16 = cg::tiled_partition(block, 16);
    int base16 = block.thread_rank() - t16.thread_rank();
    int s = tile_sum(t16, scratch + base16, v);
    if (t16.thread_rank() == 0) sum16[(blockIdx.x * blockDim.x + block.thread_rank()) / 16] = s;
    block.sync();
    cg::thread_group t4 = cg::tiled_partition(block, 4);
    int base4 = block.thread_rank() - t4.thread_rank();
    s = tile_sum(t4, scratch + base4, v);
    if (t4.thread_rank() == 0) sum4[(blockIdx.x * blockDim.x + block.thread_rank()) / 4] = s;
    ranks[blockIdx.x * blockDim.x + block.thread_rank()] = t16.thread_rank() * 100 + t4.thread_rank();
}

int main()
{
    const int blocks = 4, threads = 256, n = blocks * threads;
    std::vector<int> in(n), s16(n / 16), s4(n / 4), ranks(n);
    for (int i = 0; i < n; i++) in[i] = (i * 7) % 19 - 9;
    int *din, *d16, *d4, *dr;
    HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d16, n / 16 * sizeof(int)));
    HIP_CHECK(hipMalloc(&d4, n / 4 * sizeof(int)));
    HIP_CHECK(hipMalloc(&dr, n * sizeof(int)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    tiles<<<blocks, threads>>>(din, d16, d4, dr);
    HIP_CHECK(hipMemcpy(s16.data(), d16, n / 16 * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(s4.data(), d4, n / 4 * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(ranks.data(), dr, n * sizeof(int), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int t = 0; t < n / 16; t++) { int s = 0; for (int j = 0; j < 16; j++) s += in[t * 16 + j]; errors += s16[t] != s; }
    for (int t = 0; t < n / 4; t++) { int s = 0; for (int j = 0; j < 4; j++) s += in[t * 4 + j]; errors += s4[t] != s; }
    for (int i = 0; i < n; i++) errors += ranks[i] != (i % threads % 16) * 100 + i % threads % 4;
    HIP_CHECK(hipFree(din)); HIP_CHECK(hipFree(d16)); HIP_CHECK(hipFree(d4)); HIP_CHECK(hipFree(dr));
    std::printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
