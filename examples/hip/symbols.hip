// Device variables: a __constant__ table set with hipMemcpyToSymbol, a
// __device__ counter the kernel bumps atomically and the host reads back
// with hipMemcpyFromSymbol, and an address from hipGetSymbolAddress.
#include "check.h"

__constant__ float poly[4];
__device__ unsigned hits;

__global__ void eval(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    y[i] = ((poly[3] * v + poly[2]) * v + poly[1]) * v + poly[0];
    if (y[i] > 100.0f) atomicAdd(&hits, 1u);
}

int main(void)
{
    int n = 2000;
    float c[4] = {1.0f, -2.0f, 0.5f, 0.25f}, *x, *y;
    float *hx = (float *)malloc(n * sizeof(float)), *hy = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) hx[i] = (float)(i % 20) - 5.0f;
    CHECK(hipMemcpyToSymbol(HIP_SYMBOL(poly), c, sizeof c, 0, hipMemcpyHostToDevice));
    unsigned zero = 0, got;
    CHECK(hipMemcpyToSymbol(HIP_SYMBOL(hits), &zero, sizeof zero, 0, hipMemcpyHostToDevice));
    void *addr;
    size_t size;
    CHECK(hipGetSymbolAddress(&addr, HIP_SYMBOL(hits)));
    CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(poly)));
    CHECK(hipMalloc(&x, n * sizeof(float)));
    CHECK(hipMalloc(&y, n * sizeof(float)));
    CHECK(hipMemcpy(x, hx, n * sizeof(float), hipMemcpyHostToDevice));
    eval<<<(n + 255) / 256, 256>>>(x, y, n);
    CHECK(hipMemcpy(hy, y, n * sizeof(float), hipMemcpyDeviceToHost));
    CHECK(hipMemcpyFromSymbol(&got, HIP_SYMBOL(hits), sizeof got, 0, hipMemcpyDeviceToHost));
    int wrong = 0;
    unsigned want = 0;
    for (int i = 0; i < n; i++) {
        float v = hx[i], e = ((c[3] * v + c[2]) * v + c[1]) * v + c[0];
        wrong += hy[i] != e;
        want += e > 100.0f;
    }
    printf("symbols: %d elements, %d wrong, hits %u (expected %u), poly %zu bytes, hits at %s\n",
           n, wrong, got, want, size, addr ? "a device address" : "NULL");
    return wrong != 0 || got != want;
}
