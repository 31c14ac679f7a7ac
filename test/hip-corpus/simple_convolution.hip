// simple_convolution: a 2-D convolution with the mask in __constant__
// memory (hipMemcpyToSymbol), clamped at the borders, against the CPU.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define MASK 5
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__constant__ float mask[MASK * MASK];

__host__ __device__ static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

__global__ void convolve(const float *in, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    float acc = 0.0f;
    for (int j = 0; j < MASK; j++)
        for (int i = 0; i < MASK; i++)
            acc += mask[j * MASK + i] * in[clampi(y + j - MASK / 2, 0, h - 1) * w + clampi(x + i - MASK / 2, 0, w - 1)];
    out[y * w + x] = acc;
}

int main()
{
    const int w = 100, h = 60, n = w * h;
    float hmask[MASK * MASK], *in = (float *)malloc(n * 4), *out = (float *)malloc(n * 4);
    for (int i = 0; i < MASK * MASK; i++) hmask[i] = (float)((i * 7) % 5) / 16.0f;
    for (int i = 0; i < n; i++) in[i] = (float)((i * 31) % 256);
    CHECK(hipMemcpyToSymbol(HIP_SYMBOL(mask), hmask, sizeof hmask));
    float *din, *dout;
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpy(din, in, n * 4, hipMemcpyHostToDevice));
    dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
    hipLaunchKernelGGL(convolve, grid, block, 0, 0, din, dout, w, h);
    CHECK(hipMemcpy(out, dout, n * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float acc = 0.0f;
            for (int j = 0; j < MASK; j++)
                for (int i = 0; i < MASK; i++)
                    acc += hmask[j * MASK + i] *
                           in[clampi(y + j - MASK / 2, 0, h - 1) * w + clampi(x + i - MASK / 2, 0, w - 1)];
            float d = out[y * w + x] - acc;
            errors += d > 1e-3f || d < -1e-3f;
        }
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
