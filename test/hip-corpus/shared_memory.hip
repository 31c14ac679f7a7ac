// shared_memory: a tiled transpose through a static __shared__ array with
// __syncthreads, checked against the CPU.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define WIDTH 128
#define TILE 16
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void tiled_transpose(float *out, const float *in, int width)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
    __syncthreads();
    int tx = blockIdx.y * TILE + threadIdx.x, ty = blockIdx.x * TILE + threadIdx.y;
    out[ty * width + tx] = tile[threadIdx.x][threadIdx.y];
}

int main()
{
    const int n = WIDTH * WIDTH;
    float *in = (float *)malloc(n * sizeof(float)), *out = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) in[i] = (float)(i % 1013) - 500.0f;
    float *din, *dout;
    CHECK(hipMalloc((void **)&din, n * sizeof(float)));
    CHECK(hipMalloc((void **)&dout, n * sizeof(float)));
    CHECK(hipMemcpy(din, in, n * sizeof(float), hipMemcpyHostToDevice));
    tiled_transpose<<<dim3(WIDTH / TILE, WIDTH / TILE), dim3(TILE, TILE)>>>(dout, din, WIDTH);
    CHECK(hipGetLastError());
    CHECK(hipMemcpy(out, dout, n * sizeof(float), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int y = 0; y < WIDTH; y++)
        for (int x = 0; x < WIDTH; x++) errors += out[x * WIDTH + y] != in[y * WIDTH + x];
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
