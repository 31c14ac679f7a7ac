// pitch_2d: a pitched 2-D allocation (hipMallocPitch), hipMemcpy2D in and
// out, hipMemset2D of a sub-rectangle, and a kernel walking rows by the
// pitch; against the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void add_row_col(float *m, size_t pitch, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float *row = (float *)((char *)m + y * pitch);
        row[x] += (float)(y * 1000 + x);
    }
}

int main()
{
    const int w = 37, h = 23;
    float *hm = (float *)malloc(w * h * 4), *out = (float *)malloc(w * h * 4), *d;
    size_t pitch = 0;
    for (int i = 0; i < w * h; i++) hm[i] = 0.5f * i;
    CHECK(hipMallocPitch((void **)&d, &pitch, w * sizeof(float), h));
    printf("width %zu bytes, pitch %zu\n", w * sizeof(float), pitch);
    int errors = pitch < w * sizeof(float);
    CHECK(hipMemcpy2D(d, pitch, hm, w * sizeof(float), w * sizeof(float), h, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(add_row_col, dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16), 0, 0, d, pitch, w, h);
    // zero a 5 x 4 block at (column 3, row 2)
    CHECK(hipMemset2D((char *)d + 2 * pitch + 3 * sizeof(float), pitch, 0, 5 * sizeof(float), 4));
    CHECK(hipMemcpy2D(out, w * sizeof(float), d, pitch, w * sizeof(float), h, hipMemcpyDeviceToHost));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float expect = x >= 3 && x < 8 && y >= 2 && y < 6 ? 0.0f : hm[y * w + x] + (float)(y * 1000 + x);
            errors += out[y * w + x] != expect;
        }
    CHECK(hipFree(d));
    free(hm); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
