// matrix_multiplication: C = A * B with shared-memory tiles (a templated
// tile size), sizes not multiples of the tile, against a CPU product.
#include <hip/hip_runtime.h>
#include <cmath>
#include <iostream>
#include <vector>

#define HIP_CHECK(c) do { hipError_t e_ = (c); if (e_ != hipSuccess) { \
    std::cerr << #c << ": " << hipGetErrorString(e_) << "\n"; std::exit(2); } } while (0)

template <unsigned TILE>
__global__ void matmul(const float *A, const float *B, float *C, unsigned m, unsigned n, unsigned k)
{
    __shared__ float sa[TILE][TILE], sb[TILE][TILE];
    unsigned row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (unsigned t = 0; t < (k + TILE - 1) / TILE; t++) {
        unsigned ak = t * TILE + threadIdx.x, bk = t * TILE + threadIdx.y;
        sa[threadIdx.y][threadIdx.x] = row < m && ak < k ? A[row * k + ak] : 0.0f;
        sb[threadIdx.y][threadIdx.x] = col < n && bk < k ? B[bk * n + col] : 0.0f;
        __syncthreads();
        for (unsigned i = 0; i < TILE; i++) acc += sa[threadIdx.y][i] * sb[i][threadIdx.x];
        __syncthreads();
    }
    if (row < m && col < n) C[row * n + col] = acc;
}

int main()
{
    constexpr unsigned TILE = 16, m = 70, n = 50, k = 90;
    std::vector<float> A(m * k), B(k * n), C(m * n);
    for (unsigned i = 0; i < m * k; i++) A[i] = static_cast<float>((i * 13) % 17) - 8.0f;
    for (unsigned i = 0; i < k * n; i++) B[i] = static_cast<float>((i * 7) % 11) * 0.5f;
    float *dA, *dB, *dC;
    HIP_CHECK(hipMalloc(&dA, A.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&dB, B.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&dC, C.size() * sizeof(float)));
    HIP_CHECK(hipMemcpy(dA, A.data(), A.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dB, B.data(), B.size() * sizeof(float), hipMemcpyHostToDevice));
    dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (m + TILE - 1) / TILE);
    matmul<TILE><<<grid, block>>>(dA, dB, dC, m, n, k);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(C.data(), dC, C.size() * sizeof(float), hipMemcpyDeviceToHost));
    unsigned errors = 0;
    for (unsigned r = 0; r < m; r++)
        for (unsigned c = 0; c < n; c++) {
            float acc = 0.0f;
            for (unsigned i = 0; i < k; i++) acc += A[r * k + i] * B[i * n + c];
            if (std::fabs(C[r * n + c] - acc) > 1e-3f * (1.0f + std::fabs(acc))) errors++;
        }
    HIP_CHECK(hipFree(dA)); HIP_CHECK(hipFree(dB)); HIP_CHECK(hipFree(dC));
    std::cout << m << "x" << k << " * " << k << "x" << n << ": " << errors << " errors\n"
              << (errors ? "FAILED" : "PASSED") << "\n";
    return errors ? 1 : 0;
}
