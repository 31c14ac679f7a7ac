// launch_empty: the launch micro-benchmark behind cp.launch_cycles in
// configs/mi300a.ini (docs/validation.md, "Against real hardware:
// parameters"). An empty kernel of GRID workgroups of BLOCK threads,
// launched alone between two hipEvents, as the published figure it is
// checked against was taken: ROCm TransferBench's `empty` preset (pull
// request 297), batch size 1, grid 256, block 256, EvtMin 4.04 us per
// launch. The time is the hipEvent span (start recorded after the
// previous work drained, stop after the kernel), which is how MGPUSim's
// benchmark programs time every kernel of their MI300A measurements.
//
//   launch_empty [--grid N] [--block N] [--iterations N]
//
// Prints `launch_empty,GRIDxBLOCK,N,avg_us,min_us` after one unmeasured
// warmup launch. Our code, not MGPUSim's or TransferBench's.
#include "hip/hip_runtime.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(cmd)                                                             \
    do {                                                                       \
        hipError_t e_ = (cmd);                                                 \
        if (e_ != hipSuccess) {                                                \
            fprintf(stderr, "launch_empty: %s at line %d\n",                   \
                    hipGetErrorString(e_), __LINE__);                          \
            exit(1);                                                           \
        }                                                                      \
    } while (0)

__global__ void empty_kernel() {}

static int arg(int argc, char **argv, const char *name, int def)
{
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], name) == 0) {
            int v = atoi(argv[i + 1]);
            if (v < 1) {
                fprintf(stderr, "launch_empty: %s needs a positive number\n", name);
                exit(2);
            }
            return v;
        }
    return def;
}

int main(int argc, char **argv)
{
    int grid = arg(argc, argv, "--grid", 256), block = arg(argc, argv, "--block", 256);
    int iters = arg(argc, argv, "--iterations", 5);
    hipEvent_t a, b;
    CHECK(hipEventCreate(&a));
    CHECK(hipEventCreate(&b));
    // the warmup: code and kernel descriptor on the device
    hipLaunchKernelGGL(empty_kernel, dim3(grid), dim3(block), 0, 0);
    CHECK(hipDeviceSynchronize());
    double sum = 0, min = 1e30;
    for (int i = 0; i < iters; i++) {
        CHECK(hipEventRecord(a, 0));
        hipLaunchKernelGGL(empty_kernel, dim3(grid), dim3(block), 0, 0);
        CHECK(hipEventRecord(b, 0));
        CHECK(hipEventSynchronize(b));
        float ms = 0;
        CHECK(hipEventElapsedTime(&ms, a, b));
        sum += ms * 1000.0;
        if (ms * 1000.0 < min) min = ms * 1000.0;
    }
    printf("launch_empty,%dx%d,%d,%.4f,%.4f\n", grid, block, iters, sum / iters, min);
    CHECK(hipEventDestroy(a));
    CHECK(hipEventDestroy(b));
    return 0;
}
