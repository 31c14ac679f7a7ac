/* Speed of the R9 Nano timing model (issue 4): simulated wavefront
 * instructions per host second on a matrix transpose (512x512 floats,
 * 16x16 LDS tiles: MGPUSim's Matrix Transpose 512x512 baseline), in
 * timing mode on the serial engine and the parallel engine with 1 and 2
 * threads, and in the functional mode; prints the ratios and the peak
 * resident memory. Results are ratios measured in one invocation, never
 * absolute pass/fail. Usage: bench_gpu [width] (BUILD from env). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "driver/mgpu.h"
#include "gcn3/functional.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int load(struct gcn3_codeobj **co, const struct gcn3_kernel **k)
{
    char path[512], err[GCN3_CODEOBJ_ERR_LEN];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/test_kernels_fn_lds.hsaco", b && *b ? b : "build");
    if (gcn3_codeobj_load_file(path, co, err) < 0 || !(*k = gcn3_codeobj_find_kernel(*co, "transpose", err))) {
        fprintf(stderr, "bench_gpu: %s\n", err);
        return -1;
    }
    return 0;
}

/* One timing-mode run; returns host seconds of the drain, or -1. */
static double timing(const struct gcn3_codeobj *co, const struct gcn3_kernel *k, uint32_t w,
                     int threads, mgpu_kernel_stats *ks)
{
    char err[MGPU_ERR_LEN];
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
    gcn3_argval av[4] = {{&in, 8, 0}, {&out, 8, 0}, {&w, 4, 0}, {&w, 4, 0}};
    uint32_t grid[3] = {w, w, 1}, wg[3] = {16, 16, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 2, grid, wg, NULL, av, 4, err, sizeof err) < 0)
        return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    double t0 = now_s();
    if (mgpu_drain(d, err, sizeof err) < 0) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    double t = now_s() - t0;
    *ks = mgpu_last_kernel(d);
    mgpu_free(d);
    free(h);
    return t;
}

static double functional(const struct gcn3_codeobj *co, const struct gcn3_kernel *k, uint32_t w,
                         uint64_t *insts)
{
    char err[GCN3_FUNC_ERR_LEN];
    gcn3_memimg *m = gcn3_memimg_new();
    uint64_t bytes = (uint64_t)w * w * 4, in, out;
    gcn3_memimg_alloc(m, bytes, 256, &in);
    gcn3_memimg_alloc(m, bytes, 256, &out);
    gcn3_argval av[4] = {{&in, 8, 0}, {&out, 8, 0}, {&w, 4, 0}, {&w, 4, 0}};
    uint32_t grid[3] = {w, w, 1}, wg[3] = {16, 16, 1};
    gcn3_func_stats st;
    double t0 = now_s();
    int rc = gcn3_functional_dispatch(co, k, 2, grid, wg, av, 4, m, NULL, &st, err);
    double t = now_s() - t0;
    gcn3_memimg_free(m);
    if (rc < 0) return fprintf(stderr, "bench_gpu: %s\n", err), -1;
    *insts = st.instructions;
    return t;
}

int main(int argc, char **argv)
{
    uint32_t w = argc > 1 ? (uint32_t)atoi(argv[1]) : 512;
    struct gcn3_codeobj *co;
    const struct gcn3_kernel *k;
    if (load(&co, &k) < 0) return 1;
    mgpu_kernel_stats ks[3];
    int threads[3] = {ENG_THREADS_SERIAL, 1, 2};
    const char *name[3] = {"serial", "parallel 1 thread", "parallel 2 threads"};
    double t[3];
    for (int i = 0; i < 3; i++) {
        if ((t[i] = timing(co, k, w, threads[i], &ks[i])) < 0) return 1;
        printf("timing %-20s %8.3f s  %9.1f KIPS  (%llu insts, %llu cycles)\n", name[i], t[i],
               (double)ks[i].instructions / t[i] / 1e3, (unsigned long long)ks[i].instructions,
               (unsigned long long)ks[i].cycles);
    }
    uint64_t fi = 0;
    double best = 1e30;
    for (int r = 0; r < 3; r++) {
        double f = functional(co, k, w, &fi);
        if (f < 0) return 1;
        if (f < best) best = f;
    }
    double trate = (double)ks[0].instructions / t[0], frate = (double)fi / best;
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("functional             %8.3f s  %9.1f KIPS  (%llu insts)\n", best, frate / 1e3,
           (unsigned long long)fi);
    printf("transpose %ux%u: timing %.1f KIPS (target 200), functional/timing %.1fx (target 50), "
           "2-thread/1-thread speedup %.2fx, peak RSS %ld MiB\n",
           w, w, trate / 1e3, frate / trate, t[1] / t[2], ru.ru_maxrss / 1024);
    gcn3_codeobj_free(co);
    return 0;
}
