// Managed memory: one pointer used by the host and the kernel alike.
#include "check.h"

__global__ void twice(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 2;
}

int main(void)
{
    int n = 1000, *x;
    CHECK(hipMallocManaged((void **)&x, n * sizeof(int), hipMemAttachGlobal));
    for (int i = 0; i < n; i++) x[i] = i;
    twice<<<(n + 255) / 256, 256>>>(x, n);
    CHECK(hipDeviceSynchronize());
    twice<<<(n + 255) / 256, 256>>>(x, n);
    CHECK(hipDeviceSynchronize());
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += x[i] != 4 * i;
    printf("managed: %d elements, %d wrong\n", n, wrong);
    CHECK(hipFree(x));
    return wrong != 0;
}
