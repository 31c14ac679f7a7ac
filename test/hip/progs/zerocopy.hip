// Zero-copy host memory: a kernel reads and writes hipHostMalloc memory
// through the host pointer itself, and registered memory (hipHostRegister)
// through hipHostGetDevicePointer; the host sees the kernels' writes after
// synchronising; pinned memory still serves as a copy's host side. The
// example of docs/programs.md; test/hip/test_hip_api.c runs it.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        hipError_t e_ = (call);                                                            \
        if (e_ != hipSuccess) {                                                            \
            printf("FAIL %s: %s\n", #call, hipGetErrorName(e_));                           \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

static int fails;

static void truth(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL", what);
    fails += !ok;
}

__global__ void inc(int *p, int n, int by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += by;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 3000;
    // pinned, mapped host memory: the kernel takes the host pointer
    // hipMemGetInfo's free memory before and after each allocation: the
    // test (test_hip_api) knows which kinds take device memory where
    size_t f0, f1, total, used_hm, used_reg, used_dev;
    int *a;
    CHECK(hipMemGetInfo(&f0, &total));
    CHECK(hipHostMalloc((void **)&a, n * sizeof *a, hipHostMallocDefault));
    CHECK(hipMemGetInfo(&f1, &total));
    used_hm = f0 - f1;
    for (int i = 0; i < n; i++) a[i] = i;
    hipLaunchKernelGGL(inc, dim3((n + 255) / 256), dim3(256), 0, 0, a, n, 1);
    CHECK(hipDeviceSynchronize());
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= a[i] == i + 1;
    truth("a kernel wrote hipHostMalloc memory by its host pointer", ok);
    void *d;
    CHECK(hipHostGetDevicePointer(&d, a, 0));
    truth("hipHostGetDevicePointer of hipHostMalloc memory is the pointer", d == a);
    hipPointerAttribute_t at;
    CHECK(hipPointerGetAttributes(&at, a));
    truth("its attributes say host memory", at.memoryType == hipMemoryTypeHost &&
                                                at.hostPointer == a);
    // the host writes again, a second kernel reads what it wrote
    for (int i = 0; i < n; i++) a[i] = 2 * i;
    hipLaunchKernelGGL(inc, dim3((n + 255) / 256), dim3(256), 0, 0, a, n, 5);
    CHECK(hipDeviceSynchronize());
    ok = true;
    for (int i = 0; i < n; i++) ok &= a[i] == 2 * i + 5;
    truth("a second kernel saw the host's new values", ok);
    // pinned memory as a copy's host side
    int *dev, *back = (int *)malloc(n * sizeof *back);
    CHECK(hipMemGetInfo(&f0, &total));
    CHECK(hipMalloc(&dev, n * sizeof *dev));
    CHECK(hipMemGetInfo(&f1, &total));
    used_dev = f0 - f1;
    CHECK(hipMemcpy(dev, a, n * sizeof *a, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(inc, dim3((n + 255) / 256), dim3(256), 0, 0, dev, n, 1);
    CHECK(hipMemcpy(back, dev, n * sizeof *back, hipMemcpyDeviceToHost));
    ok = true;
    for (int i = 0; i < n; i++) ok &= back[i] == 2 * i + 6;
    truth("pinned memory copied to and from the device", ok);
    // the program's own memory, registered
    int *b = (int *)malloc(n * sizeof *b), *db;
    for (int i = 0; i < n; i++) b[i] = 7 * i;
    CHECK(hipMemGetInfo(&f0, &total));
    CHECK(hipHostRegister(b, n * sizeof *b, hipHostRegisterMapped));
    CHECK(hipMemGetInfo(&f1, &total));
    used_reg = f0 - f1;
    CHECK(hipHostGetDevicePointer((void **)&db, b, 0));
    hipLaunchKernelGGL(inc, dim3((n + 255) / 256), dim3(256), 0, 0, db, n, 3);
    CHECK(hipDeviceSynchronize());
    ok = true;
    for (int i = 0; i < n; i++) ok &= b[i] == 7 * i + 3;
    truth("a kernel wrote registered memory through its device pointer", ok);
    CHECK(hipHostUnregister(b));
    truth("unregistered memory has no device pointer",
          hipHostGetDevicePointer((void **)&db, b, 0) == hipErrorInvalidValue);
    CHECK(hipHostFree(a));
    CHECK(hipFree(dev));
    free(b), free(back);
    printf("device memory taken: hipHostMalloc %zu, hipHostRegister %zu, hipMalloc %zu\n",
           used_hm, used_reg, used_dev);
    printf("zerocopy: %d elements, %s\n", n, fails ? "FAILED" : "all right");
    return fails ? 1 : 0;
}
