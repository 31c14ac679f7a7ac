// The module API: a code object loaded at run time (built separately with
// hipcc --genco --offload-arch=gfx803), a kernel and a global looked up by
// name, and two launches: kernelParams, then an "extra" argument buffer.
//   module SCALE.co [N]
#include "check.h"
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: module SCALE.co [N]\n");
        return 2;
    }
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    hipModule_t mod;
    hipFunction_t fn;
    CHECK(hipModuleLoad(&mod, argv[1]));
    CHECK(hipModuleGetFunction(&fn, mod, "scale"));
    hipDeviceptr_t bias;
    size_t bias_size;
    CHECK(hipModuleGetGlobal(&bias, &bias_size, mod, "bias"));
    float b = 1.0f, *h = (float *)malloc(n * sizeof(float)), *d;
    CHECK(hipMemcpyHtoD(bias, &b, sizeof b));
    for (int i = 0; i < n; i++) h[i] = (float)i;
    CHECK(hipMalloc(&d, n * sizeof(float)));
    CHECK(hipMemcpy(d, h, n * sizeof(float), hipMemcpyHostToDevice));
    float k = 2.0f;
    void *params[] = {&d, &k, &n};
    CHECK(hipModuleLaunchKernel(fn, (n + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, params, NULL));
    struct {
        float *x;
        float k;
        int n;
    } args = {d, 3.0f, n};
    size_t size = sizeof args;
    void *extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                     HIP_LAUNCH_PARAM_END};
    CHECK(hipModuleLaunchKernel(fn, (n + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, NULL, extra));
    CHECK(hipMemcpy(h, d, n * sizeof(float), hipMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += h[i] != ((float)i * 2.0f + 1.0f) * 3.0f + 1.0f;
    printf("module: %d elements, %d wrong, global of %zu bytes\n", n, wrong, bias_size);
    CHECK(hipModuleUnload(mod));
    return wrong != 0;
}
