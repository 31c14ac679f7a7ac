// fast_walsh_transform: the in-place Walsh-Hadamard butterfly, one launch
// per stage; applying it twice gives N times the input, and once must
// match the O(N^2) definition on the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void fwt_stage(int *v, int half)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int pair = t / half, off = t % half, i = pair * 2 * half + off, j = i + half;
    int a = v[i], b = v[j];
    v[i] = a + b;
    v[j] = a - b;
}

static void fwt(int *d, int n)
{
    for (int half = 1; half < n; half *= 2)
        hipLaunchKernelGGL(fwt_stage, dim3(n / 2 / 128), dim3(128), 0, 0, d, half);
}

int main()
{
    const int n = 1024;
    int *h = (int *)malloc(n * 4), *out = (int *)malloc(n * 4), *d;
    for (int i = 0; i < n; i++) h[i] = (i * 37) % 11 - 5;
    CHECK(hipMalloc((void **)&d, n * 4));
    CHECK(hipMemcpy(d, h, n * 4, hipMemcpyHostToDevice));
    fwt(d, n);
    CHECK(hipMemcpy(out, d, n * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int k = 0; k < n; k++) {
        int s = 0;
        for (int i = 0; i < n; i++) s += __builtin_popcount(i & k) % 2 ? -h[i] : h[i];
        errors += out[k] != s;
    }
    fwt(d, n);
    CHECK(hipMemcpy(out, d, n * 4, hipMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) errors += out[i] != n * h[i];
    CHECK(hipFree(d));
    free(h); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
