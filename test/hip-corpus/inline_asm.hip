// inline_asm: GCN inline assembly in a kernel (v_mov_b32, v_add_u32 /
// v_add_co_u32 by target, v_mul_lo_u32), against the same arithmetic on
// the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void asm_kernel(const unsigned *in, unsigned *out, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = in[i], copy, sum, prod;
    asm volatile("v_mov_b32 %0, %1" : "=v"(copy) : "v"(x));
#if defined(__gfx803__)
    asm volatile("v_add_u32 %0, vcc, %1, %2" : "=v"(sum) : "v"(copy), "v"(i) : "vcc");
#else
    asm volatile("v_add_co_u32 %0, vcc, %1, %2" : "=v"(sum) : "v"(copy), "v"(i) : "vcc");
#endif
    asm volatile("v_mul_lo_u32 %0, %1, %2" : "=v"(prod) : "v"(sum), "v"(x));
    out[i] = prod;
}

int main()
{
    const unsigned n = 2048;
    unsigned *in = (unsigned *)malloc(n * 4), *out = (unsigned *)malloc(n * 4), *din, *dout;
    for (unsigned i = 0; i < n; i++) in[i] = i * 2654435761u;
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpy(din, in, n * 4, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(asm_kernel, dim3(n / 128), dim3(128), 0, 0, din, dout, n);
    CHECK(hipMemcpy(out, dout, n * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (unsigned i = 0; i < n; i++) errors += out[i] != (in[i] + i) * in[i];
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
