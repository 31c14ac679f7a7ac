// warp_vote: __ballot, __any, __all and __popcll over predicates with a
// known pattern per lane, against the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void vote(const int *in, unsigned long long *ballots, int *any, int *all, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x, w = i / warpSize;
    int p = in[i] > 0;
    unsigned long long b = __ballot(p);
    int a = __any(p), l = __all(p);
    if (i % warpSize == 0) { ballots[w] = b; any[w] = a; all[w] = l; count[w] = __popcll(b); }
}

int main()
{
    const int waves = 16, ws = 64, n = waves * ws;
    int *in = (int *)malloc(n * 4);
    for (int w = 0; w < waves; w++)
        for (int l = 0; l < ws; l++) {
            int v;
            switch (w % 4) {
            case 0: v = 0; break;                          // nobody
            case 1: v = 1; break;                          // everybody
            case 2: v = (l * 7 + w) % 3 == 0; break;       // some
            default: v = l == (w * 5) % ws; break;          // exactly one
            }
            in[w * ws + l] = v ? l + 1 : -l;
        }
    int *din, *dany, *dall, *dcount, any[waves], all[waves], count[waves];
    unsigned long long *dball, ball[waves];
    CHECK(hipMalloc((void **)&din, n * 4));
    CHECK(hipMalloc((void **)&dball, sizeof ball));
    CHECK(hipMalloc((void **)&dany, sizeof any));
    CHECK(hipMalloc((void **)&dall, sizeof all));
    CHECK(hipMalloc((void **)&dcount, sizeof count));
    CHECK(hipMemcpy(din, in, n * 4, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(vote, dim3(waves / 4), dim3(4 * ws), 0, 0, din, dball, dany, dall, dcount);
    CHECK(hipMemcpy(ball, dball, sizeof ball, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(any, dany, sizeof any, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(all, dall, sizeof all, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(count, dcount, sizeof count, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int w = 0; w < waves; w++) {
        unsigned long long b = 0;
        for (int l = 0; l < ws; l++) b |= (unsigned long long)(in[w * ws + l] > 0) << l;
        errors += ball[w] != b || any[w] != (b != 0) || all[w] != (b == ~0ull) ||
                  count[w] != __builtin_popcountll(b);
    }
    CHECK(hipFree(din)); CHECK(hipFree(dball)); CHECK(hipFree(dany)); CHECK(hipFree(dall)); CHECK(hipFree(dcount));
    free(in);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
