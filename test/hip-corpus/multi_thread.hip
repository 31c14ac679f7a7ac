// multi_thread: one host thread per device (std::thread), each setting
// its device, allocating, launching and copying back its share.
#include <hip/hip_runtime.h>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

__global__ void iota_scaled(int *v, int n, int base, int mul)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = (base + i) * mul;
}

int main()
{
    int devs = 0;
    if (hipGetDeviceCount(&devs) != hipSuccess || devs < 1) { std::puts("FAILED: no device"); return 1; }
    const int n = 4096;
    std::atomic<int> errors{0};
    std::vector<std::thread> threads;
    for (int dev = 0; dev < devs; dev++)
        threads.emplace_back([dev, &errors] {
            std::vector<int> h(n);
            int *d = nullptr, cur = -1;
            if (hipSetDevice(dev) != hipSuccess || hipMalloc(&d, n * sizeof(int)) != hipSuccess) { errors++; return; }
            hipLaunchKernelGGL(iota_scaled, dim3(n / 256), dim3(256), 0, 0, d, n, dev * n, dev + 1);
            if (hipMemcpy(h.data(), d, n * sizeof(int), hipMemcpyDeviceToHost) != hipSuccess) errors++;
            if (hipGetDevice(&cur) != hipSuccess || cur != dev) errors++;
            hipPointerAttribute_t attr;
            if (hipPointerGetAttributes(&attr, d) != hipSuccess || attr.device != dev) errors++;
            for (int i = 0; i < n; i++) errors += h[i] != (dev * n + i) * (dev + 1);
            hipFree(d);
        });
    for (auto &t : threads) t.join();
    std::printf("%d threads, %d errors\n%s\n", devs, errors.load(), errors ? "FAILED" : "PASSED");
    return errors ? 1 : 0;
}
