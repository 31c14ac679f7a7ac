// bitonic_sort: sorts 2^k keys with one launch per (stage, pass), as the
// classic sample does (many small launches), against std::sort.
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cstdio>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #c, hipGetErrorString(e_)); std::exit(2); } } while (0)

__global__ void bitonic_step(unsigned *keys, unsigned j, unsigned k)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x, l = i ^ j;
    if (l > i) {
        bool up = (i & k) == 0;
        unsigned a = keys[i], b = keys[l];
        if ((a > b) == up) { keys[i] = b; keys[l] = a; }
    }
}

int main()
{
    const unsigned n = 1u << 12;
    std::vector<unsigned> h(n), out(n);
    unsigned x = 2463534242u;
    for (auto &v : h) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; v = x % 100000; }
    unsigned *d;
    HIP_CHECK(hipMalloc(&d, n * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d, h.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
    int launches = 0;
    for (unsigned k = 2; k <= n; k <<= 1)
        for (unsigned j = k >> 1; j > 0; j >>= 1, launches++)
            hipLaunchKernelGGL(bitonic_step, dim3(n / 256), dim3(256), 0, 0, d, j, k);
    HIP_CHECK(hipMemcpy(out.data(), d, n * sizeof(unsigned), hipMemcpyDeviceToHost));
    std::sort(h.begin(), h.end());
    bool ok = out == h;
    std::printf("%u keys in %d launches: %s\n", n, launches, ok ? "PASSED" : "FAILED");
    HIP_CHECK(hipFree(d));
    return ok ? 0 : 1;
}
