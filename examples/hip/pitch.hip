// Pitched 2-D memory: a matrix in rows padded by hipMallocPitch, copied in
// and out with hipMemcpy2D, a border cleared with hipMemset2D, a vector
// filled with hipMemsetD32; the kernel indexes rows by the pitch.
#include "check.h"

__global__ void add_row_col(float *m, size_t pitch, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float *row = (float *)((char *)m + y * pitch);
        row[x] += (float)(x + 10 * y);
    }
}

__global__ void sum_words(const unsigned *v, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(out, v[i]);
}

int main(void)
{
    const int w = 37, h = 20;
    float host[h][w], back[h][w];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) host[y][x] = 1.0f;
    float *m;
    size_t pitch;
    CHECK(hipMallocPitch((void **)&m, &pitch, w * sizeof(float), h));
    CHECK(hipMemcpy2D(m, pitch, host, w * sizeof(float), w * sizeof(float), h,
                      hipMemcpyHostToDevice));
    CHECK(hipMemset2D(m, pitch, 0, w * sizeof(float), 2)); // rows 0 and 1 to 0.0f
    dim3 block(16, 8), grid((w + 15) / 16, (h + 7) / 8);
    add_row_col<<<grid, block>>>(m, pitch, w, h);
    CHECK(hipMemcpy2D(back, w * sizeof(float), m, pitch, w * sizeof(float), h,
                      hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) wrong += back[y][x] != (y < 2 ? 0.0f : 1.0f) + (float)(x + 10 * y);
    unsigned *v, *sum, got;
    CHECK(hipMalloc(&v, 1000 * sizeof(unsigned)));
    CHECK(hipMalloc(&sum, sizeof(unsigned)));
    CHECK(hipMemsetD32(v, 7, 1000));
    CHECK(hipMemsetD32(sum, 0, 1));
    sum_words<<<4, 256>>>(v, sum, 1000);
    CHECK(hipMemcpy(&got, sum, sizeof got, hipMemcpyDeviceToHost));
    printf("pitch: %dx%d matrix, pitch %zu bytes, %d wrong; words sum %u (expected 7000)\n", w, h,
           pitch, wrong, got);
    return wrong != 0 || got != 7000;
}
