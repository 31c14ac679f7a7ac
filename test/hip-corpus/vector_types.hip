// vector_types: float4 and int2 loads and stores (one wide access each),
// make_float4, and a 3-D grid of 3-D blocks indexing a volume.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void scale4(const float4 *in, float4 *out, const int2 *k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 v = in[i];
    int2 s = k[i];
    out[i] = make_float4(v.x * s.x, v.y * s.y, v.z + s.x, v.w - s.y);
}

__global__ void volume(int *vol, int nx, int ny, int nz)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y,
        z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x < nx && y < ny && z < nz) vol[(z * ny + y) * nx + x] = x + 100 * y + 10000 * z;
}

int main()
{
    const int n = 1000, nx = 20, ny = 12, nz = 9;
    float4 *in = (float4 *)malloc(n * sizeof(float4)), *out = (float4 *)malloc(n * sizeof(float4)), *din, *dout;
    int2 *k = (int2 *)malloc(n * sizeof(int2)), *dk;
    for (int i = 0; i < n; i++) { in[i] = make_float4(i, -i, 0.5f * i, 2.0f); k[i] = make_int2(i % 5, i % 3); }
    CHECK(hipMalloc((void **)&din, n * sizeof(float4)));
    CHECK(hipMalloc((void **)&dout, n * sizeof(float4)));
    CHECK(hipMalloc((void **)&dk, n * sizeof(int2)));
    CHECK(hipMemcpy(din, in, n * sizeof(float4), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dk, k, n * sizeof(int2), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(scale4, dim3((n + 63) / 64), dim3(64), 0, 0, din, dout, dk, n);
    CHECK(hipMemcpy(out, dout, n * sizeof(float4), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++)
        errors += out[i].x != in[i].x * k[i].x || out[i].y != in[i].y * k[i].y || out[i].z != in[i].z + k[i].x ||
                  out[i].w != in[i].w - k[i].y;
    int *vol = (int *)malloc(nx * ny * nz * 4), *dvol;
    CHECK(hipMalloc((void **)&dvol, nx * ny * nz * 4));
    dim3 block(8, 4, 2), grid((nx + 7) / 8, (ny + 3) / 4, (nz + 1) / 2);
    hipLaunchKernelGGL(volume, grid, block, 0, 0, dvol, nx, ny, nz);
    CHECK(hipMemcpy(vol, dvol, nx * ny * nz * 4, hipMemcpyDeviceToHost));
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) errors += vol[(z * ny + y) * nx + x] != x + 100 * y + 10000 * z;
    CHECK(hipFree(din)); CHECK(hipFree(dout)); CHECK(hipFree(dk)); CHECK(hipFree(dvol));
    free(in); free(out); free(k); free(vol);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
