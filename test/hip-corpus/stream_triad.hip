// stream_triad: the STREAM kernels (copy, mul, add, triad, dot) as
// templates over float and double, with a block-reduced dot product;
// checked against the closed-form values after the iterations.
#include <hip/hip_runtime.h>
#include <cmath>
#include <iostream>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::cerr << #c << ": " << hipGetErrorString(e_) << "\n"; std::exit(2); } } while (0)

constexpr int TB = 256;
template <typename T> __global__ void copy_k(const T *a, T *c) { int i = blockIdx.x * TB + threadIdx.x; c[i] = a[i]; }
template <typename T> __global__ void mul_k(T *b, const T *c, T s) { int i = blockIdx.x * TB + threadIdx.x; b[i] = s * c[i]; }
template <typename T> __global__ void add_k(const T *a, const T *b, T *c) { int i = blockIdx.x * TB + threadIdx.x; c[i] = a[i] + b[i]; }
template <typename T> __global__ void triad_k(T *a, const T *b, const T *c, T s) { int i = blockIdx.x * TB + threadIdx.x; a[i] = b[i] + s * c[i]; }
template <typename T> __global__ void dot_k(const T *a, const T *b, T *sums, int n)
{
    __shared__ T tb[TB];
    T acc = 0;
    for (int i = blockIdx.x * TB + threadIdx.x; i < n; i += TB * gridDim.x) acc += a[i] * b[i];
    tb[threadIdx.x] = acc;
    for (int off = TB / 2; off > 0; off /= 2) {
        __syncthreads();
        if (threadIdx.x < off) tb[threadIdx.x] += tb[threadIdx.x + off];
    }
    if (threadIdx.x == 0) sums[blockIdx.x] = tb[0];
}

template <typename T> static int run(const char *name)
{
    const int n = 8192, iters = 3, dot_blocks = 16;
    const T s = (T)0.4, a0 = (T)0.1, b0 = (T)0.2, c0 = (T)0.0;
    std::vector<T> a(n, a0), b(n, b0), c(n, c0), sums(dot_blocks);
    T *da, *db, *dc, *ds;
    HIP_CHECK(hipMalloc(&da, n * sizeof(T))); HIP_CHECK(hipMalloc(&db, n * sizeof(T)));
    HIP_CHECK(hipMalloc(&dc, n * sizeof(T))); HIP_CHECK(hipMalloc(&ds, dot_blocks * sizeof(T)));
    HIP_CHECK(hipMemcpy(da, a.data(), n * sizeof(T), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(db, b.data(), n * sizeof(T), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dc, c.data(), n * sizeof(T), hipMemcpyHostToDevice));
    T ga = a0, gb = b0, gc = c0, dot = 0;
    for (int k = 0; k < iters; k++) {
        copy_k<T><<<n / TB, TB>>>(da, dc);
        mul_k<T><<<n / TB, TB>>>(db, dc, s);
        add_k<T><<<n / TB, TB>>>(da, db, dc);
        triad_k<T><<<n / TB, TB>>>(da, db, dc, s);
        gc = ga; gb = s * gc; gc = ga + gb; ga = gb + s * gc;
    }
    dot_k<T><<<dot_blocks, TB>>>(da, db, ds, n);
    HIP_CHECK(hipMemcpy(a.data(), da, n * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(b.data(), db, n * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(c.data(), dc, n * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(sums.data(), ds, dot_blocks * sizeof(T), hipMemcpyDeviceToHost));
    for (T v : sums) dot += v;
    const double eps = sizeof(T) == 4 ? 1e-5 : 1e-12;
    int errors = 0;
    for (int i = 0; i < n; i++)
        errors += std::fabs((double)a[i] - ga) > eps * std::fabs((double)ga) ||
                  std::fabs((double)b[i] - gb) > eps * std::fabs((double)gb) ||
                  std::fabs((double)c[i] - gc) > eps * std::fabs((double)gc);
    double gdot = (double)ga * gb * n;
    errors += std::fabs(dot - gdot) > (sizeof(T) == 4 ? 1e-4 : 1e-10) * std::fabs(gdot);
    std::cout << name << ": a " << ga << " b " << gb << " c " << gc << " dot " << dot << ", " << errors
              << " errors\n";
    HIP_CHECK(hipFree(da)); HIP_CHECK(hipFree(db)); HIP_CHECK(hipFree(dc)); HIP_CHECK(hipFree(ds));
    return errors;
}

int main()
{
    int errors = run<float>("float") + run<double>("double");
    std::cout << (errors ? "FAILED" : "PASSED") << "\n";
    return errors ? 1 : 0;
}
