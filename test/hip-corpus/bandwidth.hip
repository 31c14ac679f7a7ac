// bandwidth: host-to-device, device-to-host and device-to-device copies
// from pageable and pinned memory, timed with events (simulated time),
// each copy's bytes checked.
//   bandwidth [BYTES]
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

static float timed_copy(void *dst, const void *src, size_t bytes, hipMemcpyKind kind)
{
    hipEvent_t a, b;
    float ms = 0;
    CHECK(hipEventCreate(&a)); CHECK(hipEventCreate(&b));
    CHECK(hipEventRecord(a, 0));
    CHECK(hipMemcpy(dst, src, bytes, kind));
    CHECK(hipEventRecord(b, 0));
    CHECK(hipEventSynchronize(b));
    CHECK(hipEventElapsedTime(&ms, a, b));
    CHECK(hipEventDestroy(a)); CHECK(hipEventDestroy(b));
    return ms;
}

int main(int argc, char **argv)
{
    size_t bytes = argc > 1 ? (size_t)atol(argv[1]) : (size_t)1 << 20;
    unsigned char *pageable = (unsigned char *)malloc(bytes), *back = (unsigned char *)malloc(bytes), *pinned;
    CHECK(hipHostMalloc((void **)&pinned, bytes, 0));
    for (size_t i = 0; i < bytes; i++) pageable[i] = pinned[i] = (unsigned char)(i * 31 + 7);
    unsigned char *d0, *d1;
    CHECK(hipMalloc((void **)&d0, bytes));
    CHECK(hipMalloc((void **)&d1, bytes));
    int errors = 0;
    const char *names[] = {"HtoD pageable", "DtoH pageable", "HtoD pinned", "DtoD", "DtoH pinned"};
    float ms[5];
    ms[0] = timed_copy(d0, pageable, bytes, hipMemcpyHostToDevice);
    ms[1] = timed_copy(back, d0, bytes, hipMemcpyDeviceToHost);
    errors += memcmp(back, pageable, bytes) != 0;
    memset(pinned, 0, bytes);
    ms[2] = timed_copy(d1, pageable, bytes, hipMemcpyHostToDevice);
    ms[3] = timed_copy(d0, d1, bytes, hipMemcpyDeviceToDevice);
    ms[4] = timed_copy(pinned, d0, bytes, hipMemcpyDeviceToHost);
    errors += memcmp(pinned, pageable, bytes) != 0;
    for (int k = 0; k < 5; k++) {
        printf("%-14s %8zu bytes %9.3f us %8.2f GB/s\n", names[k], bytes, ms[k] * 1e3f,
               ms[k] > 0 ? bytes / (ms[k] * 1e6) : 0.0);
        errors += !(ms[k] > 0);
    }
    CHECK(hipFree(d0)); CHECK(hipFree(d1)); CHECK(hipHostFree(pinned));
    free(pageable); free(back);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
