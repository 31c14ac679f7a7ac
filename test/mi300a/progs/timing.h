// Shared by the test/mi300a programs (ours): argument parsing, error
// checks, and the timing every program does the same way: one unmeasured
// warmup launch, then N launches each between two hipEvents (start
// recorded after the previous work drained), printed as one line of the
// CSV `mgsim compare` reads (kernel_name,problem_size,iterations,avg_ms,
// min_ms,max_ms; tools/hwcmp.h), after its header.
#ifndef MGSIM_TEST_MI300A_TIMING_H
#define MGSIM_TEST_MI300A_TIMING_H

#include "hip/hip_runtime.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(cmd)                                                                           \
    do {                                                                                     \
        hipError_t e_ = (cmd);                                                               \
        if (e_ != hipSuccess) {                                                              \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, hipGetErrorString(e_));       \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

// --name N: a positive number, or def when absent
static int opt_int(int argc, char **argv, const char *name, int def)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], name)) continue;
        int v = i + 1 < argc ? atoi(argv[i + 1]) : 0;
        if (v < 1) {
            fprintf(stderr, "%s: %s needs a positive number\n", argv[0], name);
            exit(2);
        }
        return v;
    }
    return def;
}

template <typename Launch>
static void time_launches(const char *kernel, const char *size, int iters, Launch launch)
{
    hipEvent_t a, b;
    CHECK(hipEventCreate(&a));
    CHECK(hipEventCreate(&b));
    launch();
    CHECK(hipGetLastError());
    CHECK(hipDeviceSynchronize());
    double sum = 0, lo = 1e30, hi = 0;
    for (int i = 0; i < iters; i++) {
        CHECK(hipEventRecord(a, 0));
        launch();
        CHECK(hipEventRecord(b, 0));
        CHECK(hipEventSynchronize(b));
        float ms = 0;
        CHECK(hipEventElapsedTime(&ms, a, b));
        sum += ms;
        lo = ms < lo ? ms : lo;
        hi = ms > hi ? ms : hi;
    }
    printf("kernel_name,problem_size,iterations,avg_ms,min_ms,max_ms\n");
    printf("%s,%s,%d,%.4f,%.4f,%.4f\n", kernel, size, iters, sum / iters, lo, hi);
    CHECK(hipEventDestroy(a));
    CHECK(hipEventDestroy(b));
}

#endif
