// matrix_transpose: one thread per element with a 2-D grid and
// hipLaunchKernelGGL, checked against a CPU transpose.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define WIDTH 256
#define NUM (WIDTH * WIDTH)
#define THREADS_PER_BLOCK_X 4
#define THREADS_PER_BLOCK_Y 4

#define CHECK(cmd) do { hipError_t error = cmd; if (error != hipSuccess) { \
    fprintf(stderr, "error: '%s'(%d) at %s:%d\n", hipGetErrorString(error), error, \
            __FILE__, __LINE__); exit(2); } } while (0)

__global__ void matrixTranspose(float *out, const float *in, const int width)
{
    int x = blockDim.x * blockIdx.x + threadIdx.x;
    int y = blockDim.y * blockIdx.y + threadIdx.y;
    out[y * width + x] = in[x * width + y];
}

static void matrixTransposeCPUReference(float *output, const float *input, unsigned int width)
{
    for (unsigned int j = 0; j < width; j++)
        for (unsigned int i = 0; i < width; i++) output[i * width + j] = input[j * width + i];
}

int main()
{
    float *Matrix = (float *)malloc(NUM * sizeof(float));
    float *TransposeMatrix = (float *)malloc(NUM * sizeof(float));
    float *cpuTransposeMatrix = (float *)malloc(NUM * sizeof(float));
    for (int i = 0; i < NUM; i++) Matrix[i] = (float)i * 10.0f;
    float *gpuMatrix, *gpuTransposeMatrix;
    CHECK(hipMalloc((void **)&gpuMatrix, NUM * sizeof(float)));
    CHECK(hipMalloc((void **)&gpuTransposeMatrix, NUM * sizeof(float)));
    CHECK(hipMemcpy(gpuMatrix, Matrix, NUM * sizeof(float), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(matrixTranspose, dim3(WIDTH / THREADS_PER_BLOCK_X, WIDTH / THREADS_PER_BLOCK_Y),
                       dim3(THREADS_PER_BLOCK_X, THREADS_PER_BLOCK_Y), 0, 0,
                       gpuTransposeMatrix, gpuMatrix, WIDTH);
    CHECK(hipMemcpy(TransposeMatrix, gpuTransposeMatrix, NUM * sizeof(float), hipMemcpyDeviceToHost));
    matrixTransposeCPUReference(cpuTransposeMatrix, Matrix, WIDTH);
    int errors = 0;
    for (int i = 0; i < NUM; i++)
        if (TransposeMatrix[i] != cpuTransposeMatrix[i]) errors++;
    if (errors != 0) printf("FAILED: %d errors\n", errors);
    else printf("PASSED!\n");
    CHECK(hipFree(gpuMatrix));
    CHECK(hipFree(gpuTransposeMatrix));
    free(Matrix); free(TransposeMatrix); free(cpuTransposeMatrix);
    return errors != 0;
}
