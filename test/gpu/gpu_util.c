#include "gpu_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/functional.h"

platform_config gu_config(uint32_t cus, int threads)
{
    platform_config c = platform_default_config();
    c.sim.threads = (uint32_t)threads;
    c.gpu.cus = cus;
    return c;
}

mgpu_kernel_stats gu_run_both(const char *hsaco, const char *kernel, tk_grid g,
                             const tk_arg *args, size_t nargs, int threads)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(hsaco, kernel, &k);
    assert_true(nargs <= TK_MAXA);
    /* functional */
    amdgpu_memimg *m = amdgpu_memimg_new();
    uint64_t faddr[TK_MAXA] = {0};
    amdgpu_argval av[TK_MAXA];
    for (size_t i = 0; i < nargs; i++) {
        memset(&av[i], 0, sizeof av[i]);
        if (args[i].kind == TK_BUF) {
            assert_int_equal(amdgpu_memimg_alloc(m, args[i].size, 256, &faddr[i]), 0);
            if (args[i].init) amdgpu_memimg_write(m, faddr[i], args[i].init, args[i].size);
            av[i].bytes = &faddr[i], av[i].size = 8;
        } else if (args[i].kind == TK_U32) {
            av[i].bytes = &args[i].value, av[i].size = 4;
        } else {
            av[i].lds_bytes = (uint32_t)args[i].size;
        }
    }
    if (amdgpu_functional_dispatch(co, k, g.dims, g.grid, g.wg, av, nargs, m, NULL, NULL, err) < 0)
        fail_msg("functional: %s", err);
    amdgpu_codeobj_free(co);
    /* timing, every buffer read back */
    tk_arg ta[TK_MAXA];
    for (size_t i = 0; i < nargs; i++) {
        ta[i] = args[i];
        ta[i].out = args[i].kind == TK_BUF ? malloc(args[i].size) : NULL;
    }
    platform_config cfg = gu_config(4, threads);
    mgpu_kernel_stats ks = tk_run(&cfg, hsaco, kernel, &g, ta, nargs, NULL);
    for (size_t i = 0; i < nargs; i++) {
        if (args[i].kind != TK_BUF) continue;
        uint8_t *want = malloc(args[i].size), *got = ta[i].out;
        amdgpu_memimg_read(m, faddr[i], want, args[i].size);
        for (uint64_t b = 0; b < args[i].size; b++)
            if (want[b] != got[b])
                fail_msg("%s: argument %zu byte %llu: functional 0x%02x, timing 0x%02x", kernel, i,
                         (unsigned long long)b, want[b], got[b]);
        free(want);
        free(got);
    }
    amdgpu_memimg_free(m);
    return ks;
}
