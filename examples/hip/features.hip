// A tour of device-code features, each checked against the host: warp
// shuffles (__shfl_down), integer atomics (add, max, min, 64-bit add),
// device math (sqrtf, expf, sinf: the ROCm device libraries), doubles,
// a struct passed by value, a 3-D grid of 3-D blocks with
// cooperative_groups' block sync over shared memory, and a template.
#include "check.h"
#include <hip/hip_cooperative_groups.h>
#include <math.h>

namespace cg = cooperative_groups;

struct Params {
    float scale;
    int n;
    double d;
};

__global__ void warp_sum(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down(v, off);
    if (threadIdx.x % warpSize == 0) atomicAdd(out, v);
}

__global__ void extremes(const int *in, int *mx, int *mn, unsigned long long *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicMax(mx, in[i]);
    atomicMin(mn, in[i]);
    atomicAdd(sum, (unsigned long long)(in[i] + 100));
}

__global__ void math(Params p, const float *x, float *y, double *z)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) {
        y[i] = sqrtf(x[i]) * p.scale + expf(-x[i]) + sinf(x[i]);
        z[i] = (double)x[i] * p.d;
    }
}

__global__ void grid3(int *out)
{
    cg::thread_block b = cg::this_thread_block();
    __shared__ int s[64];
    int t = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    s[t] = t;
    b.sync();
    int blk = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    out[blk * 64 + t] = s[63 - t] + blk * 1000;
}

template <typename T> __global__ void axpy(T a, T *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = a * x[i] + (T)1;
}

int main()
{
    const int n = 1000;
    int h[n], wmx = -1000, wmn = 1000, bad = 0;
    long long want = 0, want64 = 0;
    for (int i = 0; i < n; i++) {
        h[i] = (i * 37) % 101 - 50;
        want += h[i];
        want64 += h[i] + 100;
        wmx = h[i] > wmx ? h[i] : wmx;
        wmn = h[i] < wmn ? h[i] : wmn;
    }
    int *din, *dout, init[3] = {0, -1000000, 1000000}, r[3];
    unsigned long long *s64, r64;
    CHECK(hipMalloc(&din, n * sizeof(int)));
    CHECK(hipMalloc(&dout, sizeof init));
    CHECK(hipMalloc(&s64, sizeof *s64));
    CHECK(hipMemcpy(din, h, n * sizeof(int), hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dout, init, sizeof init, hipMemcpyHostToDevice));
    CHECK(hipMemset(s64, 0, sizeof *s64));
    warp_sum<<<(n + 255) / 256, 256>>>(din, dout, n);
    extremes<<<(n + 255) / 256, 256>>>(din, dout + 1, dout + 2, s64, n);
    CHECK(hipMemcpy(r, dout, sizeof r, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(&r64, s64, sizeof r64, hipMemcpyDeviceToHost));
    int ok_atomics = r[0] == want && r[1] == wmx && r[2] == wmn && (long long)r64 == want64;
    printf("features: shuffle sum %d (expected %lld), max %d, min %d, 64-bit sum %llu: %s\n", r[0],
           want, r[1], r[2], r64, ok_atomics ? "ok" : "WRONG");
    bad += !ok_atomics;

    float x[n], y[n];
    double z[n];
    for (int i = 0; i < n; i++) x[i] = i * 0.01f;
    float *dx, *dy;
    double *dz;
    CHECK(hipMalloc(&dx, n * sizeof(float)));
    CHECK(hipMalloc(&dy, n * sizeof(float)));
    CHECK(hipMalloc(&dz, n * sizeof(double)));
    CHECK(hipMemcpy(dx, x, n * sizeof(float), hipMemcpyHostToDevice));
    Params p = {2.0f, n, 3.5};
    math<<<(n + 127) / 128, 128>>>(p, dx, dy, dz);
    CHECK(hipMemcpy(y, dy, n * sizeof(float), hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(z, dz, n * sizeof(double), hipMemcpyDeviceToHost));
    double maxerr = 0;
    int zbad = 0;
    for (int i = 0; i < n; i++) {
        double e = sqrt(x[i]) * 2.0 + exp(-x[i]) + sin(x[i]);
        double d = fabs(y[i] - e) / (fabs(e) + 1e-6);
        maxerr = d > maxerr ? d : maxerr;
        zbad += z[i] != (double)x[i] * 3.5;
    }
    printf("features: math relative error %s 1e-6, doubles %s\n", maxerr < 1e-6 ? "below" : "ABOVE",
           zbad ? "WRONG" : "ok");
    bad += maxerr >= 1e-6 || zbad;

    int *g, hg[12 * 64], gbad = 0;
    CHECK(hipMalloc(&g, sizeof hg));
    grid3<<<dim3(2, 3, 2), dim3(4, 4, 4)>>>(g);
    CHECK(hipMemcpy(hg, g, sizeof hg, hipMemcpyDeviceToHost));
    for (int b = 0; b < 12; b++)
        for (int t = 0; t < 64; t++) gbad += hg[b * 64 + t] != 63 - t + b * 1000;
    axpy<double><<<4, 256>>>(2.0, dz, n);
    CHECK(hipMemcpy(z, dz, n * sizeof(double), hipMemcpyDeviceToHost));
    int abad = 0;
    for (int i = 0; i < n; i++) abad += z[i] != 2.0 * ((double)x[i] * 3.5) + 1.0;
    printf("features: 3-D grid %s, template %s\n", gbad ? "WRONG" : "ok", abad ? "WRONG" : "ok");
    bad += gbad + abad;
    return bad != 0;
}
