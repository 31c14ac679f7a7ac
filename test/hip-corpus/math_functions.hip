// math_functions: the device math library (sinf, cosf, expf, logf, powf,
// sqrtf, erff, tanhf, atan2f and their double forms) over a range of
// arguments, against the host's libm within a few ulps.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NF 9
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void eval(const float *x, float *f, double *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    float r[NF] = {sinf(v), cosf(v), expf(v * 0.1f), logf(fabsf(v) + 1.0f), powf(fabsf(v) + 0.5f, 1.7f),
                   sqrtf(fabsf(v)), erff(v * 0.3f), tanhf(v * 0.2f), atan2f(v, 1.5f)};
    for (int k = 0; k < NF; k++) f[i * NF + k] = r[k];
    double w = v;
    double q[NF] = {sin(w), cos(w), exp(w * 0.1), log(fabs(w) + 1.0), pow(fabs(w) + 0.5, 1.7),
                    sqrt(fabs(w)), erf(w * 0.3), tanh(w * 0.2), atan2(w, 1.5)};
    for (int k = 0; k < NF; k++) d[i * NF + k] = q[k];
}

int main()
{
    const int n = 1000;
    float *x = (float *)malloc(n * 4), *f = (float *)malloc(n * NF * 4), *dx, *df;
    double *dd, *d = (double *)malloc(n * NF * 8);
    for (int i = 0; i < n; i++) x[i] = (i - n / 2) * 0.037f;
    CHECK(hipMalloc((void **)&dx, n * 4));
    CHECK(hipMalloc((void **)&df, n * NF * 4));
    CHECK(hipMalloc((void **)&dd, n * NF * 8));
    CHECK(hipMemcpy(dx, x, n * 4, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(eval, dim3((n + 127) / 128), dim3(128), 0, 0, dx, df, dd, n);
    CHECK(hipMemcpy(f, df, n * NF * 4, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(d, dd, n * NF * 8, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) {
        double w = x[i];
        double ref[NF] = {sin(w), cos(w), exp(w * (double)0.1f), log(fabs(w) + 1.0), pow(fabs(w) + 0.5, 1.7),
                          sqrt(fabs(w)), erf(w * (double)0.3f), tanh(w * (double)0.2f), atan2(w, 1.5)};
        double refd[NF] = {sin(w), cos(w), exp(w * 0.1), log(fabs(w) + 1.0), pow(fabs(w) + 0.5, 1.7),
                           sqrt(fabs(w)), erf(w * 0.3), tanh(w * 0.2), atan2(w, 1.5)};
        for (int k = 0; k < NF; k++) {
            // float: a few float ulps (the argument scalings round in float)
            errors += fabs(f[i * NF + k] - ref[k]) > 4e-6 * fabs(ref[k]) + 4e-7;
            errors += fabs(d[i * NF + k] - refd[k]) > 1e-14 * fabs(refd[k]) + 1e-15;
        }
    }
    CHECK(hipFree(dx)); CHECK(hipFree(df)); CHECK(hipFree(dd));
    free(x); free(f); free(d);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
