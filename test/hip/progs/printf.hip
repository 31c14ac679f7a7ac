// Device-side printf: each work-item prints a line with integers of every
// width, doubles, floats, strings, characters, pointers and a '*' width;
// then the host prints the same lines with its own printf, after
// "host: ", for the test (test/hip/test_hip_api.c) to compare. The
// example of docs/programs.md.
#include <hip/hip_runtime.h>
#include <stdio.h>

#define FMT "item %d of %u: %5.2f|%-6s|%c|%x|%lld|%llu|%*d|%e|%hd|%s\n"

__global__ void hello(int n, float f, long long big)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        printf(FMT, i, (unsigned)n, f * i, i % 2 ? "odd" : "even", 'a' + i, 0xf00du + i,
               big - i, (unsigned long long)big * 3 + i, i + 2, i, 1.5e-7 * i, (short)(-i),
               "end");
    if (i == 0) printf("no arguments, 100%% done\n");
}

int main()
{
    const int n = 6;
    const float f = 1.25f;
    const long long big = -5000000000ll;
    hipLaunchKernelGGL(hello, dim3(2), dim3(3), 0, 0, n, f, big);
    if (hipDeviceSynchronize() != hipSuccess) return 1;
    fflush(stdout);
    for (int i = 0; i < n; i++) {
        printf("host: ");
        printf(FMT, i, (unsigned)n, (double)(f * i), i % 2 ? "odd" : "even", 'a' + i,
               0xf00du + i, big - i, (unsigned long long)big * 3 + i, i + 2, i, 1.5e-7 * i,
               (short)(-i), "end");
    }
    printf("host: no arguments, 100%% done\n");
    fflush(stdout);
    return 0;
}
