// monte_carlo_pi: each thread draws points with its own xorshift
// generator and counts those inside the circle; a warp-level reduction
// and one atomicAdd per wave. The count must equal the host's replay of
// the same generators exactly, and pi come out within 1%.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__host__ __device__ static unsigned count_inside(unsigned seed, int draws)
{
    unsigned s = seed * 747796405u + 2891336453u, inside = 0;
    for (int d = 0; d < draws; d++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        float x = (s & 0xffff) / 65536.0f, y = (s >> 16) / 65536.0f;
        inside += x * x + y * y <= 1.0f;
    }
    return inside;
}

__global__ void pi_kernel(unsigned long long *total, int draws)
{
    unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned v = count_inside(id + 1, draws);
    for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down(v, off);
    if (threadIdx.x % warpSize == 0) atomicAdd(total, (unsigned long long)v);
}

int main()
{
    const int blocks = 64, threads = 256, draws = 16;
    unsigned long long *dtotal, total = 0, expect = 0;
    CHECK(hipMalloc((void **)&dtotal, sizeof total));
    CHECK(hipMemset(dtotal, 0, sizeof total));
    hipLaunchKernelGGL(pi_kernel, dim3(blocks), dim3(threads), 0, 0, dtotal, draws);
    CHECK(hipMemcpy(&total, dtotal, sizeof total, hipMemcpyDeviceToHost));
    for (unsigned id = 0; id < (unsigned)(blocks * threads); id++) expect += count_inside(id + 1, draws);
    double pi = 4.0 * (double)total / ((double)blocks * threads * draws);
    printf("inside %llu (host %llu), pi ~ %f\n", total, expect, pi);
    CHECK(hipFree(dtotal));
    int ok = total == expect && fabs(pi - M_PI) < 0.01 * M_PI;
    printf(ok ? "PASSED!\n" : "FAILED\n");
    return !ok;
}
