// Device code of module_api.hip, built alone with hipcc --genco.
#include <hip/hip_runtime.h>

extern "C" __global__ void scale_add(float *out, const float *in, float s, float t, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * s + t;
}

extern "C" __device__ int launches_seen;
__device__ int launches_seen = 0;

extern "C" __global__ void count_launch()
{
    if (threadIdx.x == 0 && blockIdx.x == 0) launches_seen++;
}
