/* See kt_util.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kt_util.h"

char *kt_path(const char *name)
{
    const char *b = getenv("BUILD");
    char *p = malloc(4096);
    assert_non_null(p);
    snprintf(p, 4096, "%s/kernels/%s", b && *b ? b : "build", name);
    return p;
}

uint32_t kt_rand(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*s >> 33);
}

int kt_run(const char *hsaco, const char *kernel, unsigned dims, const uint32_t grid[3],
           const uint32_t local[3], kt_arg *args, size_t nargs, amdgpu_func_stats *st, char *err)
{
    char *path = kt_path(hsaco);
    struct amdgpu_codeobj *co = NULL;
    if (amdgpu_codeobj_load_file(path, &co, err) < 0)
        fail_msg("%s (did `make kernels` run?)", err);
    free(path);
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, kernel, err);
    if (!k) fail_msg("%s", err);
    amdgpu_memimg *m = amdgpu_memimg_new();
    assert_non_null(m);
    amdgpu_argval vals[16];
    uint64_t addr[16];
    assert_true(nargs <= 16);
    for (size_t i = 0; i < nargs; i++) {
        memset(&vals[i], 0, sizeof vals[i]);
        if (args[i].kind == KT_BUF) {
            assert_int_equal(amdgpu_memimg_alloc(m, args[i].size ? args[i].size : 1, 256, &addr[i]), 0);
            assert_int_equal(amdgpu_memimg_write(m, addr[i], args[i].host, args[i].size), 0);
            vals[i].bytes = &addr[i];
            vals[i].size = 8;
        } else if (args[i].kind == KT_VAL) {
            vals[i].bytes = &args[i].val;
            vals[i].size = (uint32_t)args[i].size;
        } else {
            vals[i].lds_bytes = (uint32_t)args[i].size;
        }
    }
    amdgpu_func_opts o = {.max_wave_insts = 200000000ull};
    amdgpu_func_stats s;
    int rc = amdgpu_functional_dispatch(co, k, dims, grid, local, vals, nargs, m, &o, &s, err);
    for (size_t i = 0; i < nargs; i++)
        if (args[i].kind == KT_BUF)
            assert_int_equal(amdgpu_memimg_read(m, addr[i], args[i].host, args[i].size), 0);
    if (st) *st = s;
    amdgpu_memimg_free(m);
    amdgpu_codeobj_free(co);
    return rc;
}
