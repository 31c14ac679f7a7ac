// module_api: the driver-style API. Loads a code object built with
// `hipcc --genco` (its path the first argument) with hipModuleLoad, finds
// the functions and a global, and launches with hipModuleLaunchKernel
// through kernelParams and through the "extra" argument buffer.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: module_api CODE_OBJECT\n"); return 2; }
    const int n = 1000;
    float *in = (float *)malloc(n * 4), *out = (float *)malloc(n * 4);
    for (int i = 0; i < n; i++) in[i] = (float)i * 0.5f;
    CHECK(hipInit(0));
    hipDevice_t device;
    hipCtx_t context;
    CHECK(hipDeviceGet(&device, 0));
    CHECK(hipCtxCreate(&context, 0, device));
    hipModule_t module;
    hipFunction_t scale_add, count_launch;
    CHECK(hipModuleLoad(&module, argv[1]));
    CHECK(hipModuleGetFunction(&scale_add, module, "scale_add"));
    CHECK(hipModuleGetFunction(&count_launch, module, "count_launch"));
    hipDeviceptr_t seen;
    size_t seen_bytes = 0;
    CHECK(hipModuleGetGlobal(&seen, &seen_bytes, module, "launches_seen"));

    float *din, *dout;
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dout, n * 4));
    CHECK(hipMemcpyHtoD((hipDeviceptr_t)din, in, n * 4));

    // kernelParams: an array of pointers to each argument
    float s = 3.0f, t = -1.0f;
    int nn = n;
    void *params[] = {&dout, &din, &s, &t, &nn};
    CHECK(hipModuleLaunchKernel(scale_add, (n + 127) / 128, 1, 1, 128, 1, 1, 0, 0, params, NULL));
    CHECK(hipMemcpyDtoH(out, (hipDeviceptr_t)dout, n * 4));
    int errors = 0;
    for (int i = 0; i < n; i++) errors += out[i] != in[i] * 3.0f - 1.0f;

    // extra: the arguments packed in one buffer, laid out as the kernel's
    struct {
        float *out;
        const float *in;
        float s, t;
        int n;
    } args = {dout, din, 0.5f, 2.0f, n};
    size_t size = sizeof args;
    void *config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      HIP_LAUNCH_PARAM_END};
    CHECK(hipModuleLaunchKernel(scale_add, (n + 63) / 64, 1, 1, 64, 1, 1, 0, 0, NULL, config));
    CHECK(hipMemcpyDtoH(out, (hipDeviceptr_t)dout, n * 4));
    for (int i = 0; i < n; i++) errors += out[i] != in[i] * 0.5f + 2.0f;

    for (int k = 0; k < 3; k++)
        CHECK(hipModuleLaunchKernel(count_launch, 2, 1, 1, 64, 1, 1, 0, 0, NULL, NULL));
    int launches = 0;
    CHECK(hipMemcpyDtoH(&launches, seen, sizeof launches));
    printf("module global of %zu bytes counted %d launches\n", seen_bytes, launches);
    errors += launches != 3 || seen_bytes != sizeof(int);

    CHECK(hipFree(din)); CHECK(hipFree(dout));
    CHECK(hipModuleUnload(module));
    CHECK(hipCtxDestroy(context));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
