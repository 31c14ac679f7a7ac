// gpu_arch: device code chosen at compile time by the target's macros
// (__gfx803__, __gfx940__, __AMDGCN_WAVEFRONT_SIZE), and the host's view
// of the device (gcnArchName) must name the same processor.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void which_arch(int *out)
{
#if defined(__gfx803__)
    out[0] = 803;
#elif defined(__gfx940__)
    out[0] = 940;
#else
    out[0] = -1;
#endif
    out[1] = __AMDGCN_WAVEFRONT_SIZE;
    out[2] = warpSize;
}

int main()
{
    int h[3] = {0, 0, 0}, *d;
    CHECK(hipMalloc((void **)&d, sizeof h));
    hipLaunchKernelGGL(which_arch, dim3(1), dim3(1), 0, 0, d);
    CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    CHECK(hipFree(d));
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, 0));
    char expect[16];
    snprintf(expect, sizeof expect, "gfx%d", h[0]);
    printf("device code for %s (wavefront %d, warpSize %d); device %s (%s), warp %d\n", expect, h[1],
           h[2], prop.name, prop.gcnArchName, prop.warpSize);
    int ok = h[0] > 0 && strncmp(prop.gcnArchName, expect, strlen(expect)) == 0 && h[1] == 64 &&
             h[2] == 64 && prop.warpSize == 64;
    printf(ok ? "PASSED!\n" : "FAILED\n");
    return !ok;
}
