// error_handling: what a careful program checks. Bad calls must return
// the documented error codes (and names), a bad launch must be reported by
// hipGetLastError, and the program must carry on afterwards.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <string.h>

__global__ void fill(int *v, int x) { v[threadIdx.x] = x; }

static int expect(const char *what, hipError_t got, hipError_t want)
{
    int bad = got != want;
    printf("%-34s %-26s %s\n", what, hipGetErrorName(got), bad ? "WRONG" : "ok");
    if (bad) printf("  wanted %s\n", hipGetErrorName(want));
    return bad;
}

int main()
{
    int errors = 0, *d = NULL, count = 0, h[64];
    errors += expect("hipGetDeviceCount", hipGetDeviceCount(&count), hipSuccess);
    errors += expect("hipSetDevice(count)", hipSetDevice(count), hipErrorInvalidDevice);
    errors += expect("hipMalloc(NULL pointer)", hipMalloc(NULL, 16), hipErrorInvalidValue);
    errors += expect("hipMalloc(huge)", hipMalloc((void **)&d, (size_t)1 << 50), hipErrorOutOfMemory);
    errors += expect("hipMalloc(256)", hipMalloc((void **)&d, 256), hipSuccess);
    hipLaunchKernelGGL(fill, dim3(1), dim3(2048), 0, 0, d, 1);
    errors += expect("launch with 2048 threads", hipGetLastError(), hipErrorInvalidConfiguration);
    errors += expect("hipGetLastError cleared it", hipGetLastError(), hipSuccess);
    hipLaunchKernelGGL(fill, dim3(1), dim3(64), 0, 0, d, 7);
    errors += expect("good launch", hipGetLastError(), hipSuccess);
    errors += expect("hipMemcpy back", hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost), hipSuccess);
    for (int i = 0; i < 64; i++) errors += h[i] != 7;
    errors += strcmp(hipGetErrorString(hipSuccess), "no error") != 0;
    errors += expect("hipFree", hipFree(d), hipSuccess);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
