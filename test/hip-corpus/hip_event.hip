// hip_event: time the copies and a transpose kernel with hipEvents; the
// elapsed times must be positive and the result right.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define WIDTH 128
#define NUM (WIDTH * WIDTH)
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void transpose(float *out, const float *in, int width)
{
    int x = blockDim.x * blockIdx.x + threadIdx.x, y = blockDim.y * blockIdx.y + threadIdx.y;
    out[y * width + x] = in[x * width + y];
}

int main()
{
    float *m = (float *)malloc(NUM * sizeof(float)), *t = (float *)malloc(NUM * sizeof(float));
    for (int i = 0; i < NUM; i++) m[i] = (float)i * 0.25f;
    float *dm, *dt;
    CHECK(hipMalloc((void **)&dm, NUM * sizeof(float)));
    CHECK(hipMalloc((void **)&dt, NUM * sizeof(float)));
    hipEvent_t start, stop;
    CHECK(hipEventCreate(&start));
    CHECK(hipEventCreate(&stop));
    float copy_in_ms = 0, kernel_ms = 0, copy_out_ms = 0;

    CHECK(hipEventRecord(start, NULL));
    CHECK(hipMemcpy(dm, m, NUM * sizeof(float), hipMemcpyHostToDevice));
    CHECK(hipEventRecord(stop, NULL));
    CHECK(hipEventSynchronize(stop));
    CHECK(hipEventElapsedTime(&copy_in_ms, start, stop));

    CHECK(hipEventRecord(start, NULL));
    hipLaunchKernelGGL(transpose, dim3(WIDTH / 8, WIDTH / 8), dim3(8, 8), 0, 0, dt, dm, WIDTH);
    CHECK(hipEventRecord(stop, NULL));
    CHECK(hipEventSynchronize(stop));
    CHECK(hipEventElapsedTime(&kernel_ms, start, stop));

    CHECK(hipEventRecord(start, NULL));
    CHECK(hipMemcpy(t, dt, NUM * sizeof(float), hipMemcpyDeviceToHost));
    CHECK(hipEventRecord(stop, NULL));
    CHECK(hipEventSynchronize(stop));
    CHECK(hipEventElapsedTime(&copy_out_ms, start, stop));

    printf("HostToDevice %f ms, kernel %f ms, DeviceToHost %f ms\n", copy_in_ms, kernel_ms, copy_out_ms);
    int errors = 0;
    for (int y = 0; y < WIDTH; y++)
        for (int x = 0; x < WIDTH; x++) errors += t[y * WIDTH + x] != m[x * WIDTH + y];
    if (!(copy_in_ms > 0 && kernel_ms > 0 && copy_out_ms > 0)) errors++;
    CHECK(hipEventDestroy(start));
    CHECK(hipEventDestroy(stop));
    CHECK(hipFree(dm)); CHECK(hipFree(dt));
    free(m); free(t);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
