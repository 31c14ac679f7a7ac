// Same-device hipMemcpy (test/hip/test_hip_blit.c): copies device to
// device of several sizes and alignments, each checked byte for byte
// against the host's memcpy of the same bytes (and the bytes around the
// destination untouched); "time": the hipEvent time of a 1 MiB copy and
// of this program's own copy kernel over the same bytes, same shape (the
// runtime's copy is a kernel launch, so the two should agree).
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        hipError_t e_ = (call);                                                            \
        if (e_ != hipSuccess) {                                                            \
            printf("FAIL %s: %s\n", #call, hipGetErrorName(e_));                           \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

#define PAD 64

__global__ void copy16(const uint4 *s, uint4 *d, size_t count, size_t step)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += step)
        d[i] = s[i];
}

int main(int argc, char **argv)
{
    const size_t max = (1 << 20) + 3 * PAD;
    unsigned char *hs = (unsigned char *)malloc(max), *hd = (unsigned char *)malloc(max),
                  *want = (unsigned char *)malloc(max);
    unsigned x = 12345;
    for (size_t i = 0; i < max; i++) hs[i] = (unsigned char)((x = x * 1103515245u + 12345u) >> 16);
    unsigned char *s, *d;
    CHECK(hipMalloc(&s, max));
    CHECK(hipMalloc(&d, max));
    CHECK(hipMemcpy(s, hs, max, hipMemcpyHostToDevice));
    if (argc > 1 && !strcmp(argv[1], "time")) {
        const size_t n = 1 << 20;
        hipEvent_t a, b;
        CHECK(hipEventCreate(&a));
        CHECK(hipEventCreate(&b));
        float rt_ms = 0, own_ms = 0;
        for (int k = 0; k < 2; k++) { // the second of each: warm, as the programs time
            CHECK(hipEventRecord(a, 0));
            CHECK(hipMemcpy(d, s, n, hipMemcpyDeviceToDevice));
            CHECK(hipEventRecord(b, 0));
            CHECK(hipEventSynchronize(b));
            CHECK(hipEventElapsedTime(&rt_ms, a, b));
        }
        int dev, cus;
        CHECK(hipGetDevice(&dev));
        CHECK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, dev));
        size_t count = n / 16, blocks = (count + 511) / 512;
        if (blocks > (size_t)cus) blocks = cus;
        for (int k = 0; k < 2; k++) {
            CHECK(hipEventRecord(a, 0));
            copy16<<<blocks, 512>>>((const uint4 *)s, (uint4 *)d, count, blocks * 512);
            CHECK(hipEventRecord(b, 0));
            CHECK(hipEventSynchronize(b));
            CHECK(hipEventElapsedTime(&own_ms, a, b));
        }
        printf("time: runtime %.4f ms, kernel %.4f ms\n", rt_ms, own_ms);
        return 0;
    }
    // n, source offset, destination offset: whole 16-byte elements, a
    // tail, 4-byte alignment only, bytes only
    static const size_t cases[][3] = {
        {1 << 20, 0, 0}, {100003, 0, 16}, {4100, 4, 8}, {77, 1, 3}, {3, 0, 0}, {70000, 32, 5},
    };
    int fails = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        size_t n = cases[c][0], so = cases[c][1], dof = cases[c][2];
        CHECK(hipMemset(d, 0xEE, max));
        CHECK(hipMemcpy(d + PAD + dof, s + PAD + so, n, hipMemcpyDeviceToDevice));
        CHECK(hipMemcpy(hd, d, max, hipMemcpyDeviceToHost));
        memset(want, 0xEE, max);
        memcpy(want + PAD + dof, hs + PAD + so, n);
        bool ok = !memcmp(hd, want, max);
        printf("%s copy %zu bytes from +%zu to +%zu\n", ok ? "ok" : "FAIL", n, so, dof);
        fails += !ok;
    }
    return fails != 0;
}
