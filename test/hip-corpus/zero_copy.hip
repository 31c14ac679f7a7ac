// zero_copy: kernels reading and writing host memory directly, from
// hipHostMalloc (mapped) and from malloc'd memory registered with
// hipHostRegister, through hipHostGetDevicePointer; no copy calls.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void scale_offset(int *v, int n, int s, int t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * s + t;
}

int main()
{
    const int n = 5000;
    int *mapped, *dmapped;
    CHECK(hipHostMalloc((void **)&mapped, n * sizeof(int), hipHostMallocMapped));
    CHECK(hipHostGetDevicePointer((void **)&dmapped, mapped, 0));
    for (int i = 0; i < n; i++) mapped[i] = i;
    hipLaunchKernelGGL(scale_offset, dim3((n + 127) / 128), dim3(128), 0, 0, dmapped, n, 2, 1);
    CHECK(hipDeviceSynchronize());
    int errors = 0;
    for (int i = 0; i < n; i++) errors += mapped[i] != 2 * i + 1;

    int *plain = (int *)malloc(n * sizeof(int)), *dplain;
    for (int i = 0; i < n; i++) plain[i] = -i;
    CHECK(hipHostRegister(plain, n * sizeof(int), hipHostRegisterMapped));
    CHECK(hipHostGetDevicePointer((void **)&dplain, plain, 0));
    hipLaunchKernelGGL(scale_offset, dim3((n + 127) / 128), dim3(128), 0, 0, dplain, n, 3, 5);
    CHECK(hipDeviceSynchronize());
    for (int i = 0; i < n; i++) errors += plain[i] != -3 * i + 5;
    CHECK(hipHostUnregister(plain));
    CHECK(hipHostFree(mapped));
    free(plain);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
