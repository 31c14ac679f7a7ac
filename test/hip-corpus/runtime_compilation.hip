// runtime_compilation: a kernel compiled at run time with hiprtc, loaded
// with hipModuleLoadData and launched.
#include <hip/hip_runtime.h>
#include <hip/hiprtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)
#define RTC(cmd) do { hiprtcResult r = (cmd); if (r != HIPRTC_SUCCESS) { \
    fprintf(stderr, "%s: %s\n", #cmd, hiprtcGetErrorString(r)); exit(2); } } while (0)

static const char *source =
    "extern \"C\" __global__ void twice(int *v, int n)\n"
    "{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] *= 2; }\n";

int main()
{
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, 0));
    hiprtcProgram prog;
    RTC(hiprtcCreateProgram(&prog, source, "twice.hip", 0, NULL, NULL));
    char arch[64];
    snprintf(arch, sizeof arch, "--gpu-architecture=%s", prop.gcnArchName);
    const char *opts[] = {arch};
    RTC(hiprtcCompileProgram(prog, 1, opts));
    size_t size = 0;
    RTC(hiprtcGetCodeSize(prog, &size));
    char *code = (char *)malloc(size);
    RTC(hiprtcGetCode(prog, code));
    RTC(hiprtcDestroyProgram(&prog));
    hipModule_t module;
    hipFunction_t fn;
    CHECK(hipModuleLoadData(&module, code));
    CHECK(hipModuleGetFunction(&fn, module, "twice"));
    const int n = 256;
    int h[n], *d;
    for (int i = 0; i < n; i++) h[i] = i;
    CHECK(hipMalloc((void **)&d, sizeof h));
    CHECK(hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice));
    int nn = n;
    void *args[] = {&d, &nn};
    CHECK(hipModuleLaunchKernel(fn, 1, 1, 1, n, 1, 1, 0, 0, args, NULL));
    CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) errors += h[i] != 2 * i;
    CHECK(hipFree(d));
    CHECK(hipModuleUnload(module));
    free(code);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
