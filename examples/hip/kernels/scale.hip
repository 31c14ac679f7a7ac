// Device code only, built with hipcc --genco for module.hip to load at run
// time (hipModuleLoad).
#include <hip/hip_runtime.h>

__device__ float bias = 0.5f;

extern "C" __global__ void scale(float *x, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * k + bias;
}
