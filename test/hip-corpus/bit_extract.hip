// bit_extract: the device's __bitextract_u32 over every width and every
// offset the field fits at (HIP defines it by shifts, undefined when
// offset + width > 32), against shifts and masks on the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void extract(unsigned *out, const unsigned *in, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned width = (i / 32) % 32, off = (i % 32) % (33 - width);
    if (i < n) out[i] = __bitextract_u32(in[i], off, width);
}

int main()
{
    const unsigned n = 32 * 32 * 4;
    unsigned *in = (unsigned *)malloc(n * 4), *out = (unsigned *)malloc(n * 4), *din, *dout;
    for (unsigned i = 0; i < n; i++) in[i] = i * 0x9e3779b9u ^ (i << 7);
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpy(din, in, n * 4, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(extract, dim3(n / 256), dim3(256), 0, 0, dout, din, n);
    CHECK(hipMemcpy(out, dout, n * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned width = (i / 32) % 32, off = (i % 32) % (33 - width);
        unsigned expect = width == 0 ? 0 : (in[i] >> off) & ((1u << width) - 1);
        errors += out[i] != expect;
    }
    CHECK(hipFree(din)); CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
