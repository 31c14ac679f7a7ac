/* See tk_run.h. */
#include "tk_run.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"

tk_grid tk_grid1(uint32_t n, uint32_t wg)
{
    tk_grid g = {1, {n, 1, 1}, {wg, 1, 1}, 1};
    return g;
}

tk_grid tk_grid_of(unsigned dims, const uint32_t grid[3], const uint32_t wg[3])
{
    tk_grid g = {dims, {grid[0], grid[1], grid[2]}, {wg[0], wg[1], wg[2]}, 1};
    return g;
}

void tk_kernel_path(const char *name, char *out, size_t len)
{
    const char *b = getenv("BUILD");
    snprintf(out, len, "%s/kernels/%s.hsaco", b && *b ? b : "build", name);
}

struct amdgpu_codeobj *tk_codeobj(const char *hsaco)
{
    char err[ERR_LEN], path[512];
    tk_kernel_path(hsaco, path, sizeof path);
    struct amdgpu_codeobj *co;
    if (amdgpu_codeobj_load_file(path, &co, err) < 0) {
        fprintf(stderr, "%s\n", err);
        return NULL;
    }
    return co;
}

struct amdgpu_codeobj *tk_load(const char *hsaco, const char *kernel, const struct amdgpu_kernel **k)
{
    char err[ERR_LEN];
    struct amdgpu_codeobj *co = tk_codeobj(hsaco);
    if (!co) fail_msg("cannot load %s", hsaco);
    *k = amdgpu_codeobj_find_kernel(co, kernel, err);
    if (!*k) fail_msg("%s", err);
    return co;
}

/* Allocates and fills the buffers, sets the kernel's argument values. */
static void place_args(mgpu *d, tk_arg *args, size_t nargs, uint64_t *addr, amdgpu_argval *av)
{
    char err[ERR_LEN];
    for (size_t i = 0; i < nargs; i++) {
        memset(&av[i], 0, sizeof av[i]);
        if (args[i].kind == TK_U32) {
            av[i].bytes = &args[i].value, av[i].size = 4;
            continue;
        }
        if (args[i].kind == TK_LDS) {
            av[i].lds_bytes = (uint32_t)args[i].size;
            continue;
        }
        if (mgpu_malloc(d, 0, args[i].size, &addr[i], err, sizeof err) < 0) fail_msg("%s", err);
        void *zero = args[i].init ? NULL : calloc(1, args[i].size);
        if (mgpu_enqueue_h2d(d, 0, addr[i], args[i].init ? args[i].init : zero, args[i].size, err,
                             sizeof err) < 0)
            fail_msg("%s", err);
        free(zero);
        av[i].bytes = &addr[i], av[i].size = 8;
    }
}

mgpu_kernel_stats tk_run(const platform_config *cfg, const char *hsaco, const char *kernel,
                         const tk_grid *g, tk_arg *args, size_t nargs, gpu_stats *gs)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(hsaco, kernel, &k);
    assert_true(nargs <= TK_MAXA);
    mgpu *d = mgpu_init(cfg, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t addr[TK_MAXA] = {0};
    amdgpu_argval av[TK_MAXA];
    place_args(d, args, nargs, addr, av);
    for (uint32_t l = 0; l < (g->launches ? g->launches : 1); l++)
        if (mgpu_enqueue_launch(d, 0, co, k, g->dims, g->grid, g->wg, NULL, av, nargs, err,
                                sizeof err) < 0)
            fail_msg("%s: launch: %s", kernel, err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == TK_BUF && args[i].out &&
            mgpu_enqueue_d2h(d, 0, args[i].out, addr[i], args[i].size, err, sizeof err) < 0)
            fail_msg("%s", err);
    if (mgpu_drain(d, err, sizeof err) < 0) fail_msg("%s: %s", kernel, err);
    mgpu_kernel_stats ks = mgpu_last_kernel(d);
    if (gs) *gs = gpu_get_stats(mgpu_platform(d)->gpu[0]);
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return ks;
}
