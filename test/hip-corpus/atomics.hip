// atomics: every integer atomic (add, sub, exch, min, max, and, or, xor,
// inc, dec, CAS) on global and shared memory, 32- and 64-bit, from many
// threads, with results that do not depend on the order; against the host.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

struct Acc {
    int add, sub, mn, mx;
    unsigned band, bor, bxor, inc, dec, cas_count, exch_seen;
    unsigned long long add64, max64;
    int shared_sum;
};

__global__ void hammer(struct Acc *acc, int n)
{
    __shared__ int ssum;
    if (threadIdx.x == 0) ssum = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = (i * 37) % 1001 - 500;
        atomicAdd(&acc->add, v);
        atomicSub(&acc->sub, v);
        atomicMin(&acc->mn, v);
        atomicMax(&acc->mx, v);
        atomicAnd(&acc->band, ~(1u << (i % 32)) | (i % 7 ? 0xffffffffu : 0u));
        atomicOr(&acc->bor, 1u << (i % 29));
        atomicXor(&acc->bxor, (unsigned)i);
        atomicInc(&acc->inc, 1000000u);
        atomicDec(&acc->dec, 1000000u);
        atomicAdd(&acc->add64, (unsigned long long)i << 20);
        atomicMax(&acc->max64, (unsigned long long)(i % 977) << 33);
        unsigned old = atomicExch(&acc->exch_seen, (unsigned)i + 1);
        (void)old;
        // a CAS loop incrementing a counter: each thread once
        unsigned cur = acc->cas_count, seen;
        while ((seen = atomicCAS(&acc->cas_count, cur, cur + 1)) != cur) cur = seen;
        atomicAdd(&ssum, v);
    }
    __syncthreads();
    if (threadIdx.x == 0) atomicAdd(&acc->shared_sum, ssum);
}

int main()
{
    const int n = 4000;
    struct Acc h = {0, 0, 1 << 30, -(1 << 30), 0xffffffffu, 0, 0, 0, 0, 0, 0, 0, 0, 0}, *d;
    CHECK(hipMalloc((void **)&d, sizeof h));
    CHECK(hipMemcpy(d, &h, sizeof h, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(hammer, dim3((n + 255) / 256), dim3(256), 0, 0, d, n);
    struct Acc r;
    CHECK(hipMemcpy(&r, d, sizeof r, hipMemcpyDeviceToHost));
    struct Acc e = h;
    for (int i = 0; i < n; i++) {
        int v = (i * 37) % 1001 - 500;
        e.add += v; e.sub -= v;
        if (v < e.mn) e.mn = v;
        if (v > e.mx) e.mx = v;
        e.band &= ~(1u << (i % 32)) | (i % 7 ? 0xffffffffu : 0u);
        e.bor |= 1u << (i % 29);
        e.bxor ^= (unsigned)i;
        e.add64 += (unsigned long long)i << 20;
        unsigned long long m = (unsigned long long)(i % 977) << 33;
        if (m > e.max64) e.max64 = m;
        e.shared_sum += v;
    }
    e.inc = n;                 // from 0, never reaching the limit
    e.dec = 0;                 // atomicDec wraps 0 to the limit: 0 -> 1000000 -> ... n times
    { unsigned x = 0; for (int i = 0; i < n; i++) x = (x == 0 || x > 1000000u) ? 1000000u : x - 1; e.dec = x; }
    e.cas_count = n;
    int errors = r.add != e.add || r.sub != e.sub || r.mn != e.mn || r.mx != e.mx || r.band != e.band ||
                 r.bor != e.bor || r.bxor != e.bxor || r.inc != e.inc || r.dec != e.dec ||
                 r.add64 != e.add64 || r.max64 != e.max64 || r.cas_count != e.cas_count ||
                 r.shared_sum != e.shared_sum || r.exch_seen < 1 || r.exch_seen > (unsigned)n;
    printf("add %d sub %d min %d max %d and %08x or %08x xor %08x inc %u dec %u add64 %llu cas %u\n", r.add,
           r.sub, r.mn, r.mx, r.band, r.bor, r.bxor, r.inc, r.dec, r.add64, r.cas_count);
    CHECK(hipFree(d));
    printf(errors ? "FAILED\n" : "PASSED!\n");
    return errors;
}
