/* Speed of the R9 Nano timing model (issue 4): simulated wavefront
 * instructions per host second on a matrix transpose (512x512 floats,
 * 16x16 LDS tiles: MGPUSim's Matrix Transpose 512x512 baseline), in
 * timing mode on the serial engine and the parallel engine with 1 and 2
 * threads, and in the functional mode (serially, on 1 and on 2 workers); prints the ratios and the peak
 * resident memory. The configurations are measured as bench/alternate.h
 * says (warm-up, rotating rounds, medians with min-max, same result
 * checked: output bytes, cycles and instructions for the timing runs,
 * output bytes for the functional one, and the two outputs equal).
 * Results are ratios measured in one invocation, never absolute
 * pass/fail. Usage: bench_gpu [width [repeats]] (BUILD from env). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "bench/alternate.h"
#include "driver/mgpu.h"
#include "amdgpu/functional.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int load(struct amdgpu_codeobj **co, const struct amdgpu_kernel **k)
{
    char path[512], err[ERR_LEN];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/test_kernels_fn_lds.hsaco", b && *b ? b : "build");
    if (amdgpu_codeobj_load_file(path, co, err) < 0 || !(*k = amdgpu_codeobj_find_kernel(*co, "transpose", err))) {
        fprintf(stderr, "bench_gpu: %s\n", err);
        return -1;
    }
    return 0;
}

/* One timing-mode run; returns host seconds of the drain, or -1. */
static double timing(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k, uint32_t w,
                     int threads, mgpu_kernel_stats *ks, uint64_t *out_digest)
{
    char err[ERR_LEN];
    platform_config c = platform_default_config();
    c.sim.threads = (uint32_t)threads;
    c.sim.pin = false;
    mgpu *d = mgpu_init(&c, err, sizeof err);
    if (!d) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    uint64_t bytes = (uint64_t)w * w * 4, in, out;
    float *h = malloc(bytes);
    for (uint64_t i = 0; i < (uint64_t)w * w; i++) h[i] = (float)i;
    mgpu_malloc(d, 0, bytes, &in, err, sizeof err);
    mgpu_malloc(d, 0, bytes, &out, err, sizeof err);
    mgpu_enqueue_h2d(d, 0, in, h, bytes, err, sizeof err);
    if (mgpu_drain(d, err, sizeof err) < 0) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    amdgpu_argval av[4] = {{&in, 8, 0}, {&out, 8, 0}, {&w, 4, 0}, {&w, 4, 0}};
    uint32_t grid[3] = {w, w, 1}, wg[3] = {16, 16, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 2, grid, wg, NULL, av, 4, err, sizeof err) < 0)
        return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    double t0 = now_s();
    if (mgpu_drain(d, err, sizeof err) < 0) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    double t = now_s() - t0;
    *ks = mgpu_last_kernel(d);
    if (mgpu_enqueue_d2h(d, 0, h, out, bytes, err, sizeof err) < 0 || mgpu_drain(d, err, sizeof err) < 0)
        return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    *out_digest = alt_fnv(ALT_FNV_INIT, h, bytes);
    mgpu_free(d);
    free(h);
    return t;
}

static double functional(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k, uint32_t w,
                         uint32_t threads, uint64_t *insts, uint64_t *out_digest)
{
    char err[ERR_LEN];
    amdgpu_memimg *m = amdgpu_memimg_new();
    uint64_t bytes = (uint64_t)w * w * 4, in, out;
    amdgpu_memimg_alloc(m, bytes, 256, &in);
    amdgpu_memimg_alloc(m, bytes, 256, &out);
    float *src = malloc(bytes); /* the timing runs' input */
    for (uint64_t i = 0; src && i < (uint64_t)w * w; i++) src[i] = (float)i;
    if (!src || amdgpu_memimg_write(m, in, src, bytes) < 0) return fprintf(stderr, "bench_gpu: no input\n"), -1;
    free(src);
    amdgpu_argval av[4] = {{&in, 8, 0}, {&out, 8, 0}, {&w, 4, 0}, {&w, 4, 0}};
    uint32_t grid[3] = {w, w, 1}, wg[3] = {16, 16, 1};
    amdgpu_func_stats st;
    amdgpu_func_opts o = {.threads = threads};
    double t0 = now_s();
    int rc = amdgpu_functional_dispatch(co, k, 2, grid, wg, av, 4, m, &o, &st, err);
    double t = now_s() - t0;
    void *h = malloc(bytes);
    if (rc == 0 && h && amdgpu_memimg_read(m, out, h, bytes) == 0)
        *out_digest = alt_fnv(ALT_FNV_INIT, h, bytes);
    free(h);
    amdgpu_memimg_free(m);
    if (rc < 0) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    *insts = st.instructions;
    return t;
}

/* What alt_measure runs: timing on the serial engine, 1 and 2 threads;
 * the functional mode serially, on 1 and on 2 workers. */
typedef struct bench {
    const struct amdgpu_codeobj *co;
    const struct amdgpu_kernel *k;
    uint32_t w;
    mgpu_kernel_stats ks;   /* of the last timing run */
    uint64_t finsts;        /* of the last functional run */
    uint64_t out_digest;    /* output bytes of the last run */
} bench;

static const int threads_of[3] = {ENG_THREADS_SERIAL, 1, 2};

static double run_timing(void *ctx, int c, uint64_t *digest)
{
    bench *b = ctx;
    double t = timing(b->co, b->k, b->w, threads_of[c], &b->ks, &b->out_digest);
    *digest = alt_fnv(b->out_digest, &b->ks.cycles, sizeof b->ks.cycles);
    *digest = alt_fnv(*digest, &b->ks.instructions, sizeof b->ks.instructions);
    return t;
}

static const uint32_t fthreads_of[3] = {0, 1, 2};

static double run_functional(void *ctx, int c, uint64_t *digest)
{
    bench *b = ctx;
    double t = functional(b->co, b->k, b->w, fthreads_of[c], &b->finsts, &b->out_digest);
    *digest = b->out_digest;
    return t;
}

int main(int argc, char **argv)
{
    uint32_t w = argc > 1 ? (uint32_t)atoi(argv[1]) : 512;
    int repeats = argc > 2 ? atoi(argv[2]) : 5;
    bench b = {.w = w};
    struct amdgpu_codeobj *co;
    if (load(&co, &b.k) < 0) return 1;
    b.co = co;
    static const char *const names[3] = {"serial", "parallel 1 thread", "parallel 2 threads"};
    alt_result t[3], f[3];
    alt_spec ts = {3, names, repeats};
    if (alt_measure(&ts, run_timing, &b, t) < 0) return 1;
    uint64_t timing_out = b.out_digest;
    static const char *const fname[3] = {"functional serial", "functional 1 thread",
                                         "functional 2 threads"};
    alt_spec fs = {3, fname, repeats};
    if (alt_measure(&fs, run_functional, &b, f) < 0) return 1;
    if (f[0].digest != timing_out) {
        fprintf(stderr, "bench_gpu: the functional mode's output differs from the timing model's\n");
        return 1;
    }
    printf("transpose %ux%u, %d rounds after a warm-up, configurations alternated; "
           "median (min-max) host seconds:\n", w, w, repeats);
    for (int i = 0; i < 3; i++)
        printf("  timing %-20s %7.3f s (%.3f-%.3f)  %8.1f KIPS  (%llu insts, %llu cycles)\n",
               names[i], t[i].median, t[i].min, t[i].max,
               (double)b.ks.instructions / t[i].median / 1e3,
               (unsigned long long)b.ks.instructions, (unsigned long long)b.ks.cycles);
    for (int i = 0; i < 3; i++)
        printf("  %-27s %7.3f s (%.3f-%.3f)  %8.1f KIPS  (%llu insts)\n", fname[i], f[i].median,
               f[i].min, f[i].max, (double)b.finsts / f[i].median / 1e3,
               (unsigned long long)b.finsts);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("ratios of medians: serial/1 thread %.2fx, serial/2 threads %.2fx, 1/2 threads %.2fx, "
           "functional/timing(serial) %.1fx, functional 1/2 threads %.2fx; all configurations "
           "computed the same output; peak RSS %ld MiB\n",
           t[0].median / t[1].median, t[0].median / t[2].median, t[1].median / t[2].median,
           t[0].median / f[0].median, f[1].median / f[2].median, ru.ru_maxrss / 1024);
    amdgpu_codeobj_free(co);
    return 0;
}
