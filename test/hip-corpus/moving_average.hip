// moving_average: a windowed average where each block loads its slice and
// halo into dynamic shared memory, against the CPU.
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #c, hipGetErrorString(e_)); std::exit(2); } } while (0)

__global__ void moving_average(const float *in, float *out, unsigned n, unsigned window)
{
    extern __shared__ float buf[];
    unsigned base = blockIdx.x * blockDim.x, span = blockDim.x + window - 1;
    for (unsigned j = threadIdx.x; j < span; j += blockDim.x)
        buf[j] = base + j < n ? in[base + j] : 0.0f;
    __syncthreads();
    unsigned i = base + threadIdx.x;
    if (i + window <= n) {
        float s = 0.0f;
        for (unsigned w = 0; w < window; w++) s += buf[threadIdx.x + w];
        out[i] = s / window;
    }
}

int main()
{
    const unsigned n = 10000, window = 32, block = 256, outs = n - window + 1;
    std::vector<float> in(n), out(outs);
    for (unsigned i = 0; i < n; i++) in[i] = std::sin(i * 0.01f) * 100.0f;
    float *din, *dout;
    HIP_CHECK(hipMalloc(&din, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&dout, outs * sizeof(float)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
    size_t shmem = (block + window - 1) * sizeof(float);
    hipLaunchKernelGGL(moving_average, dim3((outs + block - 1) / block), dim3(block), shmem, 0, din, dout,
                       n, window);
    HIP_CHECK(hipMemcpy(out.data(), dout, outs * sizeof(float), hipMemcpyDeviceToHost));
    unsigned errors = 0;
    for (unsigned i = 0; i < outs; i++) {
        float s = 0.0f;
        for (unsigned w = 0; w < window; w++) s += in[i + w];
        if (std::fabs(out[i] - s / window) > 1e-3f) errors++;
    }
    HIP_CHECK(hipFree(din)); HIP_CHECK(hipFree(dout));
    std::printf(errors ? "FAILED: %u errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
