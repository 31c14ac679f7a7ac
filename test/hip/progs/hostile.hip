// What hostile (or careless) programs did to the HIP runtime (issue 33):
// each case calls the runtime wrongly and checks that the call ends in
// the error code HIP documents for it, never a crash or a silent success;
// "ok WHAT" or "FAIL WHAT: ..." per check, exit 1 when any failed.
// Cases: memcpy, memset, malloc, pitch, module, lds, notrun, exit, fault,
// spin, idle, before (test/hip/test_hip_defects.c runs them under mgsim
// exec).
#include <hip/hip_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int fails;

static void expect(const char *what, hipError_t got, hipError_t want)
{
    if (got == want) {
        printf("ok %s\n", what);
    } else {
        printf("FAIL %s: %s, expected %s\n", what, hipGetErrorName(got), hipGetErrorName(want));
        fails++;
    }
    (void)hipGetLastError(); // the sticky error, cleared for the next check
}

static void truth(const char *what, bool ok)
{
    printf("%s %s\n", ok ? "ok" : "FAIL", what);
    fails += !ok;
}

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

// 32 KiB of static LDS, and a dynamic part
__global__ void big_lds(int *p)
{
    __shared__ int s[8192];
    extern __shared__ int d[];
    s[threadIdx.x * 128] = threadIdx.x;
    d[threadIdx.x] = 1;
    __syncthreads();
    p[threadIdx.x] = s[(63 - threadIdx.x) * 128] + d[threadIdx.x];
}

// reads 512 bytes before its buffer, as a Rodinia kernel does
__global__ void before(const int *p, int *out)
{
    out[threadIdx.x] = p[(int)threadIdx.x - 128];
}

__global__ void spin(volatile int *flag)
{
    while (!*flag) {
    }
}

static void memcpy_default()
{
    static char h[8192], back[4096];
    char *d;
    if (hipMalloc(&d, 4096) != hipSuccess) exit(2);
    for (int i = 0; i < 8192; i++) h[i] = (char)i;
    expect("default copy running past a buffer (to it)", hipMemcpy(d, h, 8192, hipMemcpyDefault),
           hipErrorInvalidValue);
    expect("default copy running past a buffer (from it)",
           hipMemcpy(back, d + 100, 4096, hipMemcpyDefault), hipErrorInvalidValue);
    expect("default copy inside a buffer (to it)", hipMemcpy(d, h, 4096, hipMemcpyDefault),
           hipSuccess);
    expect("default copy inside a buffer (from it)", hipMemcpy(back, d, 4096, hipMemcpyDefault),
           hipSuccess);
    truth("default copies carry the bytes", !memcmp(back, h, 4096));
    if (hipFree(d) != hipSuccess) exit(2);
    expect("default copy to a freed buffer", hipMemcpy(d, h, 64, hipMemcpyDefault),
           hipErrorInvalidValue);
    expect("default copy from a freed buffer", hipMemcpy(back, d, 64, hipMemcpyDefault),
           hipErrorInvalidValue);
    expect("host-to-device copy to a freed buffer", hipMemcpy(d, h, 64, hipMemcpyHostToDevice),
           hipErrorInvalidValue);
}

static void memset_wide()
{
    int *d, h[64];
    if (hipMalloc(&d, sizeof h) != hipSuccess) exit(2);
    expect("hipMemsetD32 of 2^62 + 1 words", hipMemsetD32(d, 7, 0x4000000000000001ull),
           hipErrorInvalidValue);
    expect("hipMemsetD16 of 2^63 + 1 halves", hipMemsetD16(d, 7, 0x8000000000000001ull),
           hipErrorInvalidValue);
    expect("hipMemsetD32 of 64 words", hipMemsetD32(d, 7, 64), hipSuccess);
    if (hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) exit(2);
    bool ok = true;
    for (int i = 0; i < 64; i++) ok &= h[i] == 7;
    truth("hipMemsetD32 set every word", ok);
}

static void malloc_huge()
{
    size_t f0, f1, total;
    void *p, *q, *m;
    if (hipMemGetInfo(&f0, &total) != hipSuccess) exit(2);
    expect("hipMalloc(1 << 40)", hipMalloc(&p, 1ull << 40), hipErrorOutOfMemory);
    expect("hipMallocManaged(1 << 40)", hipMallocManaged(&m, 1ull << 40, hipMemAttachGlobal),
           hipErrorOutOfMemory);
    if (hipMemGetInfo(&f1, &total) != hipSuccess) exit(2);
    truth("the failed allocations took no memory", f1 == f0);
    expect("hipMalloc of half the free memory after them", hipMalloc(&q, f0 / 2), hipSuccess);
    expect("hipMalloc(1 MiB) after them", hipMalloc(&p, 1 << 20), hipSuccess);
    expect("hipMallocManaged(1 MiB) after them", hipMallocManaged(&m, 1 << 20, hipMemAttachGlobal),
           hipSuccess);
    hipLaunchKernelGGL(fill, dim3(4), dim3(256), 0, 0, (int *)p + (1 << 18) - 1024, 1024, 5);
    int h[4];
    expect("a kernel on the buffer after them",
           hipMemcpy(h, (int *)p + (1 << 18) - 4, sizeof h, hipMemcpyDeviceToHost), hipSuccess);
    truth("the kernel wrote it", h[0] == 5 && h[3] == 5);
}

static void pitch_overflow()
{
    void *p;
    size_t pitch = 0;
    static char h[512];
    const size_t wrap = SIZE_MAX / 256 + 2; // 256 * wrap wraps to 256
    expect("hipMallocPitch(SIZE_MAX wide)", hipMallocPitch(&p, &pitch, SIZE_MAX, 1),
           hipErrorInvalidValue);
    expect("hipMallocPitch(4096 x SIZE_MAX / 1024)",
           hipMallocPitch(&p, &pitch, 4096, SIZE_MAX / 1024), hipErrorInvalidValue);
    expect("hipMallocPitch(256 x 2)", hipMallocPitch(&p, &pitch, 256, 2), hipSuccess);
    truth("pitch 256", pitch == 256);
    expect("hipMemset2D whose size wraps", hipMemset2D(p, 256, 0, 256, wrap), hipErrorInvalidValue);
    expect("hipMemcpy2D whose size wraps",
           hipMemcpy2D(p, 256, h, 256, 256, wrap, hipMemcpyHostToDevice), hipErrorInvalidValue);
    expect("hipMemset2D of 256 x 2", hipMemset2D(p, 256, 1, 256, 2), hipSuccess);
}

static void module_not_code(const char *self)
{
    hipModule_t m;
    char txt[64];
    snprintf(txt, sizeof txt, "/tmp/mgsim-hostile-%d.txt", (int)getpid());
    FILE *f = fopen(txt, "w");
    if (!f) exit(2);
    fputs("this is not a code object\n", f);
    fclose(f);
    expect("hipModuleLoad of a text file", hipModuleLoad(&m, txt), hipErrorInvalidImage);
    expect("hipModuleLoad of a host program", hipModuleLoad(&m, self), hipErrorInvalidImage);
    expect("hipModuleLoad of no file", hipModuleLoad(&m, "/nonexistent/x.co"),
           hipErrorFileNotFound);
    unlink(txt);
}

static void lds_too_big()
{
    int *d, h[64];
    if (hipMalloc(&d, sizeof h) != hipSuccess) exit(2);
    hipLaunchKernelGGL(big_lds, dim3(1), dim3(64), 48 * 1024, 0, d);
    expect("32 KiB static + 48 KiB dynamic LDS", hipGetLastError(), hipErrorInvalidValue);
    hipLaunchKernelGGL(big_lds, dim3(1), dim3(64), 16 * 1024, 0, d);
    expect("32 KiB static + 16 KiB dynamic LDS", hipGetLastError(), hipSuccess);
    if (hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) exit(2);
    bool ok = true;
    for (int i = 0; i < 64; i++) ok &= h[i] == 63 - i + 1;
    truth("the launch that fits ran right", ok);
}

int main(int argc, char **argv)
{
    const char *c = argc > 1 ? argv[1] : "";
    int *d;
    if (!strcmp(c, "memcpy")) memcpy_default();
    else if (!strcmp(c, "memset")) memset_wide();
    else if (!strcmp(c, "malloc")) malloc_huge();
    else if (!strcmp(c, "pitch")) pitch_overflow();
    else if (!strcmp(c, "module")) module_not_code(argv[0]);
    else if (!strcmp(c, "lds")) lds_too_big();
    else if (!strcmp(c, "notrun") || !strcmp(c, "exit")) {
        // one launch run (synchronised), one queued and never run; "exit"
        // then leaves by _exit, which skips the runtime's exit handler
        if (hipMalloc(&d, 4096) != hipSuccess) exit(2);
        hipLaunchKernelGGL(fill, dim3(4), dim3(256), 0, 0, d, 1024, 1);
        if (hipDeviceSynchronize() != hipSuccess) exit(2);
        hipLaunchKernelGGL(fill, dim3(4), dim3(256), 0, 0, d, 1024, 2);
        printf("queued\n");
        fflush(stdout);
        if (!strcmp(c, "exit")) _exit(0);
    } else if (!strcmp(c, "fault")) {
        // a store to the unmapped first MiB: the simulation fails
        hipLaunchKernelGGL(fill, dim3(1), dim3(64), 0, 0, (int *)0x1000, 64, 1);
        (void)hipDeviceSynchronize();
        printf("not reached\n");
    } else if (!strcmp(c, "spin")) {
        if (hipMalloc(&d, 4) != hipSuccess || hipMemset(d, 0, 4) != hipSuccess) exit(2);
        hipLaunchKernelGGL(fill, dim3(1), dim3(64), 0, 0, d, 0, 1); // runs
        (void)hipDeviceSynchronize();
        hipLaunchKernelGGL(spin, dim3(1), dim3(1), 0, 0, d);
        printf("spinning\n");
        fflush(stdout);
        (void)hipDeviceSynchronize(); // never returns: the flag stays 0
        printf("not reached\n");
    } else if (!strcmp(c, "before")) {
        // the program's first buffer: at the start of a device block
        int *a, *out, h[64];
        if (hipMalloc(&a, 4096) != hipSuccess || hipMalloc(&out, sizeof h) != hipSuccess) exit(2);
        hipLaunchKernelGGL(before, dim3(1), dim3(64), 0, 0, a, out);
        if (hipMemcpy(h, out, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) exit(2);
        bool zero = true;
        for (int i = 0; i < 64; i++) zero &= h[i] == 0;
        truth("a read before the first buffer gives what the page holds (zeros)", zero);
    } else if (!strcmp(c, "idle")) {
        // one launch run, then waiting on the host (for a signal)
        if (hipMalloc(&d, 4096) != hipSuccess) exit(2);
        hipLaunchKernelGGL(fill, dim3(4), dim3(256), 0, 0, d, 1024, 1);
        if (hipDeviceSynchronize() != hipSuccess) exit(2);
        printf("spinning\n"); // on the host
        fflush(stdout);
        sleep(60);
        printf("not reached\n");
    } else {
        fprintf(stderr, "usage: hostile memcpy|memset|malloc|pitch|module|lds|notrun|exit|fault|"
                        "spin|idle|before\n");
        return 2;
    }
    return fails ? 1 : 0;
}
