// device_globals: a __device__ array and scalar written from the host with
// hipMemcpyToSymbol, read back with hipMemcpyFromSymbol, and reached
// through hipGetSymbolAddress by a kernel given the pointer.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #c, hipGetErrorString(e_)); std::exit(2); } } while (0)

constexpr int N = 512;
__device__ float table[N];
__device__ float scale;

__global__ void apply(float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        out[i] = table[i] * scale;
        table[i] += 1.0f;
    }
}

__global__ void via_pointer(const float *t, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) out[i] = t[i] - 1.0f;
}

int main()
{
    std::vector<float> h(N), out(N), back(N);
    for (int i = 0; i < N; i++) h[i] = 0.25f * i;
    const float s = 4.0f;
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), h.data(), N * sizeof(float)));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(scale), &s, sizeof s));
    float *dout, *table_ptr;
    size_t table_size = 0;
    HIP_CHECK(hipMalloc(&dout, N * sizeof(float)));
    apply<<<N / 128, 128>>>(dout);
    HIP_CHECK(hipMemcpy(out.data(), dout, N * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpyFromSymbol(back.data(), HIP_SYMBOL(table), N * sizeof(float)));
    HIP_CHECK(hipGetSymbolAddress((void **)&table_ptr, HIP_SYMBOL(table)));
    HIP_CHECK(hipGetSymbolSize(&table_size, HIP_SYMBOL(table)));
    int errors = table_size != N * sizeof(float);
    for (int i = 0; i < N; i++) errors += out[i] != h[i] * s || back[i] != h[i] + 1.0f;
    via_pointer<<<N / 128, 128>>>(table_ptr, dout);
    HIP_CHECK(hipMemcpy(out.data(), dout, N * sizeof(float), hipMemcpyDeviceToHost));
    for (int i = 0; i < N; i++) errors += out[i] != h[i];
    HIP_CHECK(hipFree(dout));
    std::printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
