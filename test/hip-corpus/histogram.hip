// histogram: 256 bins of byte values, each block counting into shared
// memory with atomicAdd and merging into the global bins, against a CPU
// count.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define BINS 256
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void histogram256(const unsigned char *data, unsigned n, unsigned *bins)
{
    __shared__ unsigned local[BINS];
    for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (unsigned b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main()
{
    const unsigned n = 100000;
    unsigned char *data = (unsigned char *)malloc(n);
    unsigned expect[BINS] = {0}, got[BINS];
    unsigned x = 12345;
    for (unsigned i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        data[i] = (unsigned char)((x >> 16) % (i % 3 ? 256 : 40));  // skewed: contended bins
        expect[data[i]]++;
    }
    unsigned char *ddata;
    unsigned *dbins;
    CHECK(hipMalloc((void **)&ddata, n));
    CHECK(hipMalloc((void **)&dbins, sizeof got));
    CHECK(hipMemcpy(ddata, data, n, hipMemcpyHostToDevice));
    CHECK(hipMemset(dbins, 0, sizeof got));
    hipLaunchKernelGGL(histogram256, dim3(32), dim3(256), 0, 0, ddata, n, dbins);
    CHECK(hipMemcpy(got, dbins, sizeof got, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int b = 0; b < BINS; b++) errors += got[b] != expect[b];
    CHECK(hipFree(ddata)); CHECK(hipFree(dbins));
    free(data);
    printf(errors ? "FAILED: %d bins wrong\n" : "PASSED!\n", errors);
    return errors != 0;
}
