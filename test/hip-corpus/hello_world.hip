// hello_world: every thread of a small grid prints from the device; the
// corpus runner checks the lines (a program cannot read its own stdout).
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void hello_kernel()
{
    // HIP 5.2's threadIdx.x is a property object: printf takes it as a
    // scalar only once converted
    unsigned int t = threadIdx.x, b = blockIdx.x;
    printf("Hello, World from thread %u of block %u\n", t, b);
}

int main()
{
    hello_kernel<<<dim3(2), dim3(4), 0, hipStreamDefault>>>();
    if (hipDeviceSynchronize() != hipSuccess) { std::puts("FAILED: synchronize"); return 1; }
    std::puts("host: kernel done");
    return 0;
}
