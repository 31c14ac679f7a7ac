// dynamic_shared: an extern __shared__ buffer sized at launch (the third
// <<<>>> argument) reverses each block's slice of the input.
#include <hip/hip_runtime.h>
#include <iostream>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::cerr << #c << ": " << hipGetErrorString(e_) << "\n"; std::exit(2); } } while (0)

__global__ void block_reverse(const float *in, float *out)
{
    extern __shared__ float smem[];
    unsigned int t = threadIdx.x, base = blockIdx.x * blockDim.x;
    smem[t] = in[base + t];
    __syncthreads();
    out[base + t] = smem[blockDim.x - 1 - t];
}

int main()
{
    int errors = 0;
    for (unsigned int block : {64u, 128u, 256u, 512u}) {
        const unsigned int blocks = 8, n = block * blocks;
        std::vector<float> in(n), out(n);
        for (unsigned int i = 0; i < n; i++) in[i] = static_cast<float>(i) * 1.5f;
        float *din, *dout;
        HIP_CHECK(hipMalloc(&din, n * sizeof(float)));
        HIP_CHECK(hipMalloc(&dout, n * sizeof(float)));
        HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
        block_reverse<<<blocks, block, block * sizeof(float), 0>>>(din, dout);
        HIP_CHECK(hipGetLastError());
        HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
        int bad = 0;
        for (unsigned int b = 0; b < blocks; b++)
            for (unsigned int t = 0; t < block; t++)
                bad += out[b * block + t] != in[b * block + block - 1 - t];
        std::cout << "block " << block << ": " << bad << " wrong\n";
        errors += bad;
        HIP_CHECK(hipFree(din));
        HIP_CHECK(hipFree(dout));
    }
    std::cout << (errors ? "FAILED" : "PASSED") << "\n";
    return errors ? 1 : 0;
}
