// floyd_warshall: all-pairs shortest paths, one launch per intermediate
// vertex over a 2-D grid, against the CPU algorithm.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void fw_pass(unsigned *dist, unsigned *next, unsigned n, unsigned k)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= n || y >= n) return;
    unsigned via = dist[y * n + k] + dist[k * n + x];
    if (via < dist[y * n + x]) { dist[y * n + x] = via; next[y * n + x] = k; }
}

int main()
{
    const unsigned n = 64;
    unsigned *dist = (unsigned *)malloc(n * n * 4), *ref = (unsigned *)malloc(n * n * 4),
             *next = (unsigned *)malloc(n * n * 4);
    for (unsigned y = 0; y < n; y++)
        for (unsigned x = 0; x < n; x++) {
            unsigned w = y == x ? 0 : 1 + (x * 131 + y * 71) % 200;
            dist[y * n + x] = ref[y * n + x] = w;
            next[y * n + x] = x;
        }
    unsigned *ddist, *dnext;
    CHECK(hipMalloc((void **)&ddist, n * n * 4));
    CHECK(hipMalloc((void **)&dnext, n * n * 4));
    CHECK(hipMemcpy(ddist, dist, n * n * 4, hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dnext, next, n * n * 4, hipMemcpyHostToDevice));
    dim3 block(16, 16), grid((n + 15) / 16, (n + 15) / 16);
    for (unsigned k = 0; k < n; k++) hipLaunchKernelGGL(fw_pass, grid, block, 0, 0, ddist, dnext, n, k);
    CHECK(hipMemcpy(dist, ddist, n * n * 4, hipMemcpyDeviceToHost));
    for (unsigned k = 0; k < n; k++)
        for (unsigned y = 0; y < n; y++)
            for (unsigned x = 0; x < n; x++)
                if (ref[y * n + k] + ref[k * n + x] < ref[y * n + x]) ref[y * n + x] = ref[y * n + k] + ref[k * n + x];
    int errors = 0;
    for (unsigned i = 0; i < n * n; i++) errors += dist[i] != ref[i];
    CHECK(hipFree(ddist)); CHECK(hipFree(dnext));
    free(dist); free(ref); free(next);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
