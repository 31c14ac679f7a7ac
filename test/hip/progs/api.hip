// The runtime's answers about the device and its kernels, each checked by
// what the simulated device then does (test/hip/test_hip_api.c runs it):
//   arch      every hipDeviceArch_t flag: a flag that says 1 has a kernel
//             using the feature, checked against the host
//   occupancy hipOccupancyMaxActiveBlocksPerMultiprocessor: that many
//             blocks per CU are resident at once (a grid-wide barrier they
//             all reach finishes), with and without dynamic LDS;
//             hipOccupancyMaxPotentialBlockSize's grid, the same way
//   over      one block more than the occupancy per CU: the barrier never
//             finishes (run under --max-cycles)
//   ctx MOD   the context calls move the current device; hipFuncGetAttribute
//             of MOD's "scale" prints its figures
// "ok WHAT" or "FAIL WHAT" per check; exit 1 when any failed.
#include <hip/hip_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fails;

static void truth(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL", what);
    fails += !ok;
}

#define CHECK(call)                                                                        \
    do {                                                                                   \
        hipError_t e_ = (call);                                                            \
        if (e_ != hipSuccess) {                                                            \
            printf("FAIL %s: %s\n", #call, hipGetErrorName(e_));                           \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

__global__ void vote(unsigned long long *ballot, int *any, int *all, int *shfl, int *cnt)
{
    int t = threadIdx.x;
    unsigned long long b = __ballot(t % 3 == 0);
    int a = __any(t == 37), l = __all(t < 64), s = __shfl(t * 7, (t + 1) % 64);
    int c = __syncthreads_count(t % 5 == 0);
    ballot[t] = b, any[t] = a, all[t] = l, shfl[t] = s, cnt[t] = c;
}

__global__ void funnel(const unsigned *lo, const unsigned *hi, unsigned *out)
{
    int t = threadIdx.x;
    out[t] = __funnelshift_l(lo[t], hi[t], t);
    __threadfence_system();
}

// every block's first thread arrives, then waits for all: finishes only
// when every block of the grid is resident at once (the dynamic LDS of
// the launch is reserved, used or not)
__global__ void barrier(int *count, int total)
{
    if (threadIdx.x == 0) {
        atomicAdd(count, 1);
        while (atomicAdd(count, 0) < total) {
        }
    }
    __syncthreads();
}

static void arch()
{
    hipDeviceProp_t p;
    CHECK(hipGetDeviceProperties(&p, 0));
    const hipDeviceArch_t &a = p.arch;
    printf("flags: vote %d ballot %d shuffle %d funnel %d fence %d syncext %d surface %d "
           "dynpar %d 3d %d doubles %d\n",
           a.hasWarpVote, a.hasWarpBallot, a.hasWarpShuffle, a.hasFunnelShift,
           a.hasThreadFenceSystem, a.hasSyncThreadsExt, a.hasSurfaceFuncs,
           a.hasDynamicParallelism, a.has3dGrid, a.hasDoubles);
    unsigned long long *b;
    int *any, *all, *sh, *cnt;
    CHECK(hipMalloc(&b, 64 * 8));
    CHECK(hipMalloc(&any, 256));
    CHECK(hipMalloc(&all, 256));
    CHECK(hipMalloc(&sh, 256));
    CHECK(hipMalloc(&cnt, 256));
    hipLaunchKernelGGL(vote, dim3(1), dim3(64), 0, 0, b, any, all, sh, cnt);
    unsigned long long hb[64];
    int ha[64], hl[64], hs[64], hc[64];
    CHECK(hipMemcpy(hb, b, sizeof hb, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(ha, any, sizeof ha, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(hl, all, sizeof hl, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(hs, sh, sizeof hs, hipMemcpyDeviceToHost));
    CHECK(hipMemcpy(hc, cnt, sizeof hc, hipMemcpyDeviceToHost));
    unsigned long long want = 0;
    int ncnt = 0;
    for (int t = 0; t < 64; t++) want |= (unsigned long long)(t % 3 == 0) << t, ncnt += t % 5 == 0;
    bool ok_b = true, ok_v = true, ok_s = true, ok_c = true;
    for (int t = 0; t < 64; t++) {
        ok_b &= hb[t] == want;
        ok_v &= ha[t] == 1 && hl[t] == 1;
        ok_s &= hs[t] == ((t + 1) % 64) * 7;
        ok_c &= hc[t] == ncnt;
    }
    truth("hasWarpBallot: __ballot", a.hasWarpBallot && ok_b);
    truth("hasWarpVote: __any, __all", a.hasWarpVote && ok_v);
    truth("hasWarpShuffle: __shfl", a.hasWarpShuffle && ok_s);
    truth("hasSyncThreadsExt: __syncthreads_count", a.hasSyncThreadsExt && ok_c);
    unsigned hlo[64], hhi[64], ho[64], *lo, *hi, *o;
    for (int t = 0; t < 64; t++) hlo[t] = 0x9e3779b9u * (t + 1), hhi[t] = 0x7f4a7c15u ^ (t * 977);
    CHECK(hipMalloc(&lo, 256));
    CHECK(hipMalloc(&hi, 256));
    CHECK(hipMalloc(&o, 256));
    CHECK(hipMemcpy(lo, hlo, 256, hipMemcpyHostToDevice));
    CHECK(hipMemcpy(hi, hhi, 256, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(funnel, dim3(1), dim3(64), 0, 0, lo, hi, o);
    CHECK(hipMemcpy(ho, o, 256, hipMemcpyDeviceToHost));
    bool ok_f = true;
    for (int t = 0; t < 64; t++) {
        uint64_t v = ((uint64_t)hhi[t] << 32 | hlo[t]) << (t & 31);
        ok_f &= ho[t] == (unsigned)(v >> 32);
    }
    truth("hasFunnelShift: __funnelshift_l", a.hasFunnelShift && ok_f);
    truth("hasThreadFenceSystem: __threadfence_system ran", a.hasThreadFenceSystem && ok_f);
    truth("no surfaces, no dynamic parallelism", !a.hasSurfaceFuncs && !a.hasDynamicParallelism);
}

// blocks of `block` threads and dyn bytes of LDS, grid of them: true when
// the barrier finished
static bool resident(int grid, int block, size_t dyn)
{
    int *c, n = -1;
    CHECK(hipMalloc(&c, 4));
    CHECK(hipMemset(c, 0, 4));
    hipLaunchKernelGGL(barrier, dim3(grid), dim3(block), dyn, 0, c, grid);
    CHECK(hipMemcpy(&n, c, 4, hipMemcpyDeviceToHost));
    return n == grid;
}

static void occupancy(bool over)
{
    hipDeviceProp_t p;
    CHECK(hipGetDeviceProperties(&p, 0));
    int cus = p.multiProcessorCount, n = 0, nl = 0, g = 0, b = 0;
    CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&n, barrier, 256, 0));
    CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&nl, barrier, 256, 16384));
    printf("occupancy: %d blocks of 256 per CU, %d with 16 KiB LDS, %d CUs\n", n, nl, cus);
    truth("some blocks fit", n > 1 && nl >= 1 && nl <= 4);
    if (over) {
        printf("spinning\n");
        fflush(stdout);
        resident(n * cus + 1, 256, 0); // one too many: never finishes
        printf("not reached\n");
        return;
    }
    truth("that many blocks are resident at once", resident(n * cus, 256, 0));
    truth("and with 16 KiB of LDS each", resident(nl * cus, 256, 16384));
    CHECK(hipOccupancyMaxPotentialBlockSize(&g, &b, barrier, 0, 0));
    printf("potential: grid %d block %d\n", g, b);
    truth("the potential grid is resident at once", b >= 64 && resident(g, b, 0));
}

static void ctx(const char *mod)
{
    int ndev;
    hipDevice_t d, x;
    hipCtx_t c, c0, cur;
    CHECK(hipInit(0));
    CHECK(hipGetDeviceCount(&ndev));
    CHECK(hipDeviceGet(&d, ndev - 1));
    CHECK(hipCtxCreate(&c, 0, d));
    CHECK(hipCtxGetDevice(&x));
    truth("hipCtxCreate makes its device current", x == d);
    float *buf;
    CHECK(hipMalloc(&buf, 4096));
    hipPointerAttribute_t pa;
    CHECK(hipPointerGetAttributes(&pa, buf));
    truth("memory comes from the context's device", pa.device == d);
    CHECK(hipDevicePrimaryCtxRetain(&c0, 0));
    CHECK(hipCtxPushCurrent(c0));
    CHECK(hipCtxGetDevice(&x));
    truth("hipCtxPushCurrent moves to device 0", x == 0);
    CHECK(hipCtxPopCurrent(&cur));
    CHECK(hipCtxGetDevice(&x));
    truth("hipCtxPopCurrent gives it back", cur == c0 && x == d);
    CHECK(hipCtxSetCurrent(c0));
    CHECK(hipCtxGetCurrent(&cur));
    truth("hipCtxSetCurrent / GetCurrent", cur == c0);
    CHECK(hipCtxSetCurrent(c));
    hipModule_t m;
    hipFunction_t f;
    CHECK(hipModuleLoad(&m, mod));
    CHECK(hipModuleGetFunction(&f, m, "scale"));
    int v[5];
    CHECK(hipFuncGetAttribute(&v[0], HIP_FUNC_ATTRIBUTE_NUM_REGS, f));
    CHECK(hipFuncGetAttribute(&v[1], HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
    CHECK(hipFuncGetAttribute(&v[2], HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f));
    CHECK(hipFuncGetAttribute(&v[3], HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f));
    CHECK(hipFuncGetAttribute(&v[4], HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f));
    printf("scale: VGPRs %d; LDS %d bytes; private %d bytes; max workgroup %d; dynamic LDS %d\n",
           v[0], v[1], v[2], v[3], v[4]);
    truth("hipFuncGetAttribute of an unknown attribute",
          hipFuncGetAttribute(&v[0], HIP_FUNC_ATTRIBUTE_MAX, f) == hipErrorInvalidValue);
    CHECK(hipCtxDestroy(c));
}

int main(int argc, char **argv)
{
    const char *c = argc > 1 ? argv[1] : "";
    if (!strcmp(c, "arch")) arch();
    else if (!strcmp(c, "occupancy")) occupancy(false);
    else if (!strcmp(c, "over")) occupancy(true);
    else if (!strcmp(c, "ctx") && argc > 2) ctx(argv[2]);
    else {
        fprintf(stderr, "usage: api arch|occupancy|over|ctx MODULE.co\n");
        return 2;
    }
    return fails ? 1 : 0;
}
