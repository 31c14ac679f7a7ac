/* A host program in C on the multi-GPU driver API (driver/mgpu.h): the
 * same program on one GPU or several. It builds a platform from a config
 * file, loads a kernel's code object, allocates buffers spread over every
 * GPU, copies in, launches the kernel on all the platform's compute at
 * once (MGPU_UNIFIED: split by the driver), drains the simulation, copies
 * out, checks, and prints what the launch cost.
 *
 *   host_vadd KERNEL.hsaco [PLATFORM.ini] [N]
 */
#include <stdio.h>
#include <stdlib.h>

#include "driver/mgpu.h"

static int fail(const char *what, const char *err)
{
    fprintf(stderr, "host_vadd: %s: %s\n", what, err);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: host_vadd KERNEL.hsaco [PLATFORM.ini] [N]\n");
        return 2;
    }
    const char *ini = argc > 2 ? argv[2] : NULL; /* NULL: one R9 Nano */
    uint32_t n = argc > 3 ? (uint32_t)strtoul(argv[3], NULL, 10) : 16384;
    char err[ERR_LEN], cerr[ERR_LEN];

    platform_config pc;
    if (platform_config_load(&pc, NULL, ini, NULL, 0, err, sizeof err) < 0)
        return fail("platform", err);
    mgpu *m = mgpu_init(&pc, err, sizeof err);
    if (!m) return fail("platform", err);
    struct amdgpu_codeobj *co;
    if (amdgpu_codeobj_load_file(argv[1], &co, cerr) < 0) return fail("kernel", cerr);
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, "vadd", cerr);
    if (!k) return fail("kernel", cerr);

    uint64_t bytes = (uint64_t)n * sizeof(float), a, b, c;
    float *ha = malloc(bytes), *hb = malloc(bytes), *hc = malloc(bytes);
    if (!ha || !hb || !hc) return fail("host", "out of memory");
    for (uint32_t i = 0; i < n; i++) {
        ha[i] = (float)i;
        hb[i] = (float)(n - i);
    }
    /* every buffer in equal parts over the GPUs, part g on GPU g */
    if (mgpu_malloc_spread(m, bytes, &a, err, sizeof err) < 0 ||
        mgpu_malloc_spread(m, bytes, &b, err, sizeof err) < 0 ||
        mgpu_malloc_spread(m, bytes, &c, err, sizeof err) < 0 ||
        mgpu_memcpy_h2d(m, a, ha, bytes, err, sizeof err) < 0 ||
        mgpu_memcpy_h2d(m, b, hb, bytes, err, sizeof err) < 0)
        return fail("memory", err);

    amdgpu_argval args[4] = {{&a, 8, 0}, {&b, 8, 0}, {&c, 8, 0}, {&n, 4, 0}};
    uint32_t grid[3] = {n, 1, 1}, wg[3] = {256, 1, 1};
    if (mgpu_enqueue_launch(m, MGPU_UNIFIED, co, k, 1, grid, wg, NULL, args, 4, err,
                            sizeof err) < 0 ||
        mgpu_drain(m, err, sizeof err) < 0)
        return fail("launch", err);
    if (mgpu_memcpy_d2h(m, hc, c, bytes, err, sizeof err) < 0) return fail("memory", err);

    uint32_t wrong = 0;
    for (uint32_t i = 0; i < n; i++) wrong += hc[i] != (float)n;
    mgpu_kernel_stats s = mgpu_last_kernel(m);
    mgpu_totals t = mgpu_get_totals(m, -1);
    printf("host_vadd: %u elements on %u device(s), %u wrong; kernel %.3f us, %llu cycles, "
           "%llu instructions, %llu cross-GPU bytes\n",
           n, mgpu_device_count(m), wrong, (double)s.time_ps / 1e6,
           (unsigned long long)s.cycles, (unsigned long long)s.instructions,
           (unsigned long long)t.cross_gpu_bytes);
    free(ha), free(hb), free(hc);
    amdgpu_codeobj_free(co);
    mgpu_free(m);
    return wrong != 0;
}
