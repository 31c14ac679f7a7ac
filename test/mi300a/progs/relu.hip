// relu: out[i] = max(in[i], 0) over --size N floats, in[i] = (37 i mod 41)
// - 20 (both signs), timed as timing.h says. Device buffers in allocation
// order: in, out.
//   relu [--size N] [--iterations K]
#include "timing.h"

__global__ void relu(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] > 0.0f ? in[i] : 0.0f;
}

int main(int argc, char **argv)
{
    int n = opt_int(argc, argv, "--size", 1 << 20), iters = opt_int(argc, argv, "--iterations", 5);
    float *h = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) h[i] = (float)((37ll * i) % 41 - 20);
    float *in, *out;
    CHECK(hipMalloc(&in, n * sizeof(float)));
    CHECK(hipMalloc(&out, n * sizeof(float)));
    CHECK(hipMemcpy(in, h, n * sizeof(float), hipMemcpyHostToDevice));
    char size[32];
    snprintf(size, sizeof size, "%d", n);
    time_launches("relu", size, iters,
                  [&] { hipLaunchKernelGGL(relu, dim3((n + 255) / 256), dim3(256), 0, 0, in, out, n); });
    CHECK(hipFree(in));
    CHECK(hipFree(out));
    free(h);
    return 0;
}
