// saxpy: y = a*x + y with the triple-chevron launch, a std::vector host
// side and a tolerance check, as the saxpy samples of the training courses.
//   saxpy [N]
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <vector>

#define HIP_CHECK(cond) do { hipError_t err = (cond); if (err != hipSuccess) { \
    std::cerr << "HIP error " << hipGetErrorString(err) << " at " << __LINE__ << "\n"; \
    std::exit(2); } } while (0)

__global__ void saxpy_kernel(float a, const float *x, float *y, unsigned int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
    unsigned int n = argc > 1 ? (unsigned int)std::atoi(argv[1]) : 10000;
    const float a = 2.5f;
    std::vector<float> x(n), y(n), ref(n);
    for (unsigned int i = 0; i < n; i++) { x[i] = (float)(i % 97) * 0.5f; y[i] = (float)(i % 13); }
    for (unsigned int i = 0; i < n; i++) ref[i] = a * x[i] + y[i];
    float *dx = nullptr, *dy = nullptr;
    HIP_CHECK(hipMalloc(&dx, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&dy, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
    const unsigned int block = 128, grid = (n + block - 1) / block;
    saxpy_kernel<<<dim3(grid), dim3(block), 0, hipStreamDefault>>>(a, dx, dy, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(dx));
    HIP_CHECK(hipFree(dy));
    std::size_t bad = 0;
    for (unsigned int i = 0; i < n; i++)
        if (std::fabs(y[i] - ref[i]) > 1e-5f * std::fabs(ref[i]) + 1e-6f) bad++;
    std::cout << "saxpy of " << n << " elements: " << bad << " mismatches\n";
    std::cout << (bad ? "FAILED" : "PASSED") << std::endl;
    return bad ? 1 : 0;
}
