// Multi-device cooperative launch: one grid per device
// (hipLaunchCooperativeKernelMultiDevice); each block writes its part,
// this_multi_grid().sync() waits for every grid, then each grid's
// threads add up every device's parts (peer memory) and check the multi
// grid's rank and size figures. Checked against the host; prints
// "mgcoop: ... all right". test/hip/test_hip_api.c runs it.
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
#include <stdio.h>
#include <stdlib.h>

namespace cg = cooperative_groups;

#define CHECK(call)                                                                        \
    do {                                                                                   \
        hipError_t e_ = (call);                                                            \
        if (e_ != hipSuccess) {                                                            \
            printf("FAIL %s: %s\n", #call, hipGetErrorName(e_));                           \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

struct Parts {
    unsigned *p[8]; // each device's parts, blocks of nb
};

__global__ void multi_sum(Parts parts, unsigned *out, int nb, int dev)
{
    cg::multi_grid_group mg = cg::this_multi_grid();
    unsigned t = threadIdx.x;
    if (t == 0) parts.p[dev][blockIdx.x] = (dev + 1) * 1000 + blockIdx.x;
    mg.sync();
    if (blockIdx.x == 0 && t == 0) {
        unsigned s = 0;
        for (unsigned g = 0; g < mg.num_grids(); g++)
            for (int b = 0; b < nb; b++) s += parts.p[g][b];
        out[0] = s;
        out[1] = mg.num_grids();
        out[2] = mg.grid_rank();
        out[3] = mg.size();
        out[4] = mg.is_valid();
    }
}

int main()
{
    int n = 0, nb = 4, block = 64;
    CHECK(hipGetDeviceCount(&n));
    if (n > 8) n = 8;
    Parts parts;
    unsigned *out[8];
    hipStream_t st[8];
    hipLaunchParams lp[8];
    int devs[8];
    void *args[8][4];
    for (int d = 0; d < n; d++) {
        CHECK(hipSetDevice(d));
        CHECK(hipMalloc(&parts.p[d], nb * sizeof(unsigned)));
        CHECK(hipMalloc(&out[d], 8 * sizeof(unsigned)));
        CHECK(hipStreamCreate(&st[d]));
    }
    for (int d = 0; d < n; d++) {
        devs[d] = d;
        args[d][0] = &parts, args[d][1] = &out[d], args[d][2] = &nb, args[d][3] = &devs[d];
        lp[d].func = (void *)multi_sum;
        lp[d].gridDim = dim3(nb);
        lp[d].blockDim = dim3(block);
        lp[d].args = args[d];
        lp[d].sharedMem = 0;
        lp[d].stream = st[d];
    }
    CHECK(hipLaunchCooperativeKernelMultiDevice(lp, n, 0));
    unsigned want = 0;
    for (int d = 0; d < n; d++)
        for (int b = 0; b < nb; b++) want += (d + 1) * 1000 + b;
    int fails = 0;
    for (int d = 0; d < n; d++) {
        unsigned h[8];
        CHECK(hipSetDevice(d));
        CHECK(hipDeviceSynchronize());
        CHECK(hipMemcpy(h, out[d], sizeof h, hipMemcpyDeviceToHost));
        if (h[0] != want || h[1] != (unsigned)n || h[2] != (unsigned)d ||
            h[3] != (unsigned)(n * nb * block) || h[4] != 1) {
            printf("FAIL device %d: sum %u (want %u), grids %u, rank %u, size %u, valid %u\n", d,
                   h[0], want, h[1], h[2], h[3], h[4]);
            fails++;
        }
    }
    printf("mgcoop: %d grids of %d blocks, sum %u: %s\n", n, nb, want,
           fails ? "FAILED" : "all right");
    return fails ? 1 : 0;
}
