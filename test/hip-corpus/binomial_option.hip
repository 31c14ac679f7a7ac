// binomial_option: European call prices on a binomial tree, one block per
// option, the tree folded backwards in shared memory; against the same
// recurrence in double on the host.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define STEPS 127
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

typedef struct { float s, x, t, r, v; } Option;

__global__ void binomial(const Option *opts, float *prices)
{
    __shared__ float val[STEPS + 1];
    Option o = opts[blockIdx.x];
    float dt = o.t / STEPS, u = expf(o.v * sqrtf(dt)), d = 1.0f / u;
    float disc = expf(-o.r * dt), pu = (expf(o.r * dt) - d) / (u - d), pd = 1.0f - pu;
    for (int i = threadIdx.x; i <= STEPS; i += blockDim.x) {
        float st = o.s * powf(u, (float)(2 * i - STEPS));
        val[i] = fmaxf(st - o.x, 0.0f);
    }
    for (int step = STEPS; step > 0; step--) {
        __syncthreads();
        float nv[2];
        int k = 0;
        for (int i = threadIdx.x; i < step; i += blockDim.x) nv[k++] = disc * (pu * val[i + 1] + pd * val[i]);
        __syncthreads();
        k = 0;
        for (int i = threadIdx.x; i < step; i += blockDim.x) val[i] = nv[k++];
    }
    if (threadIdx.x == 0) prices[blockIdx.x] = val[0];
}

int main()
{
    const int n = 16;
    Option *o = (Option *)malloc(n * sizeof(Option));
    float *p = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) {
        o[i].s = 90.0f + 2.0f * i; o[i].x = 100.0f; o[i].t = 0.5f + 0.1f * (i % 5);
        o[i].r = 0.03f; o[i].v = 0.2f + 0.01f * (i % 7);
    }
    Option *dopts;
    float *dprices;
    CHECK(hipMalloc((void **)&dopts, n * sizeof(Option)));
    CHECK(hipMalloc((void **)&dprices, n * sizeof(float)));
    CHECK(hipMemcpy(dopts, o, n * sizeof(Option), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(binomial, dim3(n), dim3(64), 0, 0, dopts, dprices);
    CHECK(hipMemcpy(p, dprices, n * sizeof(float), hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) {
        double dt = o[i].t / STEPS, u = exp(o[i].v * sqrt(dt)), d = 1 / u, disc = exp(-o[i].r * dt);
        double pu = (exp(o[i].r * dt) - d) / (u - d), val[STEPS + 1];
        for (int k = 0; k <= STEPS; k++) val[k] = fmax(o[i].s * pow(u, 2 * k - STEPS) - o[i].x, 0.0);
        for (int step = STEPS; step > 0; step--)
            for (int k = 0; k < step; k++) val[k] = disc * (pu * val[k + 1] + (1 - pu) * val[k]);
        printf("S %.0f T %.1f sigma %.2f: %8.4f (host %8.4f)\n", o[i].s, o[i].t, o[i].v, p[i], val[0]);
        errors += !(fabs(p[i] - val[0]) < 1e-3 * (1 + val[0]));
    }
    CHECK(hipFree(dopts)); CHECK(hipFree(dprices));
    free(o); free(p);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
