// fir: out[i] = sum over taps k <= i of coeff[k] x[i - k], --length N
// samples, --taps T coefficients, x[i] = i mod 17, coeff[k] = k + 1 (small
// integers: exact in float), timed as timing.h says. Device buffers in
// allocation order: x, coeff, out.
//   fir [--length N] [--taps T] [--iterations K]
#include "timing.h"

__global__ void fir(const float *x, const float *coeff, float *out, int n, int taps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 0; k < taps && k <= i; k++) acc += coeff[k] * x[i - k];
    out[i] = acc;
}

int main(int argc, char **argv)
{
    int n = opt_int(argc, argv, "--length", 1 << 16), taps = opt_int(argc, argv, "--taps", 16);
    int iters = opt_int(argc, argv, "--iterations", 5);
    float *hx = (float *)malloc(n * sizeof(float)), *hc = (float *)malloc(taps * sizeof(float));
    for (int i = 0; i < n; i++) hx[i] = (float)(i % 17);
    for (int k = 0; k < taps; k++) hc[k] = (float)(k + 1);
    float *x, *coeff, *out;
    CHECK(hipMalloc(&x, n * sizeof(float)));
    CHECK(hipMalloc(&coeff, taps * sizeof(float)));
    CHECK(hipMalloc(&out, n * sizeof(float)));
    CHECK(hipMemcpy(x, hx, n * sizeof(float), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(coeff, hc, taps * sizeof(float), hipMemcpyHostToDevice));
    char size[48];
    snprintf(size, sizeof size, "%d_taps%d", n, taps);
    time_launches("fir", size, iters, [&] {
        hipLaunchKernelGGL(fir, dim3((n + 255) / 256), dim3(256), 0, 0, x, coeff, out, n, taps);
    });
    CHECK(hipFree(x));
    CHECK(hipFree(coeff));
    CHECK(hipFree(out));
    free(hx);
    free(hc);
    return 0;
}
