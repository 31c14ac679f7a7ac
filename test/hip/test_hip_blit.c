/* Same-device hipMemcpy as ROCm's runtime makes it: a copy kernel on the
 * CUs (hip/hip_blit.h), run by test/hip/progs/blit.hip. The copied bytes
 * against the host's memcpy of the same bytes (whole 16-byte elements, a
 * tail, 4-byte and byte alignment), on the R9 Nano (gfx803, 4 CUs) and
 * the MI300A model (gfx940); each copy is one launch of the runtime's
 * kernel in --stats, its grid what ROCm's rule gives (at most one
 * workgroup a CU, 512 work-items of 16-byte elements, 1024 of 4-byte
 * ones); and on the MI300A a 1 MiB copy takes what the program's own copy
 * kernel of the same shape takes (the DMA path took ~20 times longer). */
#include <json-c/json.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"
#include "test/skip.h"

static char prog[2][512];

static const char *blit(int gfx940)
{
    const char *build = getenv("BUILD");
    snprintf(prog[gfx940], sizeof prog[gfx940], "%s/examples/hip/test/%sblit",
             build ? build : "build", gfx940 ? "gfx940/" : "");
    if (access(prog[gfx940], X_OK) != 0)
        SKIP_BECAUSE("test/hip/progs not built (hipcc missing: make deps)");
    return prog[gfx940];
}

/* The cases of blit.hip: bytes, source and destination offsets (from a
 * 64-byte aligned base). */
static const unsigned long cases[][3] = {
    {1 << 20, 0, 0}, {100003, 0, 16}, {4100, 4, 8}, {77, 1, 3}, {3, 0, 0}, {70000, 32, 5},
};

/* Workgroups and their size by ROCm's rule (KernelBlitManager::copyBuffer). */
static void rocm_shape(unsigned long n, unsigned long so, unsigned long dof, long cus,
                       long *groups, long *size)
{
    int wide = so % 16 == 0 && dof % 16 == 0;
    unsigned long elem = wide ? 16 : 4, items = (n + elem - 1) / elem;
    *size = wide ? 512 : 1024;
    unsigned long g = (unsigned long)cus * *size;
    if (items < g) g = items;
    *groups = (long)((g + *size - 1) / *size);
}

static void check(const char *config, int gfx940, long cus)
{
    char stats[128], *out;
    snprintf(stats, sizeof stats, "/tmp/mgsim-test-blit-%d.json", (int)getpid());
    int rc = rt_sh(&out, "%s exec --config %s %s --stats %s -- %s 2>&1", rt_bin(), config,
                   gfx940 ? "" : "--set gpu.cus=4 --set gpu.cus_per_sa=4", stats, blit(gfx940));
    size_t nc = sizeof cases / sizeof cases[0], oks = 0;
    for (const char *p = out; (p = strstr(p, "ok copy")); p++) oks++;
    if (rc != 0 || strstr(out, "FAIL") || oks != nc) fail_msg("blit on %s: exit %d:\n%s", config, rc, out);
    free(out);
    json_object *j = json_object_from_file(stats), *v;
    assert_non_null(j);
    assert_true(json_object_object_get_ex(j, "launches", &v));
    assert_int_equal(json_object_array_length(v), nc);
    for (size_t i = 0; i < nc; i++) {
        json_object *l = json_object_array_get_idx(v, i), *x;
        assert_true(json_object_object_get_ex(l, "name", &x));
        assert_string_equal(json_object_get_string(x), "hip_blit_copy");
        long groups, size;
        rocm_shape(cases[i][0], cases[i][1], cases[i][2], cus, &groups, &size);
        assert_true(json_object_object_get_ex(l, "grid", &x));
        assert_int_equal(json_object_get_int64(json_object_array_get_idx(x, 0)), groups);
        assert_true(json_object_object_get_ex(l, "block", &x));
        assert_int_equal(json_object_get_int64(json_object_array_get_idx(x, 0)), size);
    }
    json_object_put(j);
    unlink(stats);
}

static void copies_are_the_bytes_and_one_kernel_each(void **st)
{
    (void)st;
    check("configs/r9nano.ini", 0, 4);
    check("configs/mi300a.ini", 1, 228);
}

static void a_copy_takes_what_a_copy_kernel_takes(void **st)
{
    (void)st;
    char *out;
    int rc = rt_sh(&out, "%s exec --config configs/mi300a.ini -- %s time 2>&1", rt_bin(), blit(1));
    double rt_ms = 0, own_ms = 0;
    const char *p = strstr(out, "time: ");
    if (rc != 0 || !p || sscanf(p, "time: runtime %lf ms, kernel %lf ms", &rt_ms, &own_ms) != 2)
        fail_msg("blit time: exit %d:\n%s", rc, out);
    free(out);
    /* the same loads and stores, grid and launch cost: within 5% (the
     * kernels' code differs a little) */
    if (own_ms <= 0 || rt_ms < own_ms * 0.95 || rt_ms > own_ms * 1.05)
        fail_msg("a 1 MiB copy took %.4f ms, the program's copy kernel %.4f ms", rt_ms, own_ms);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(copies_are_the_bytes_and_one_kernel_each),
        cmocka_unit_test(a_copy_takes_what_a_copy_kernel_takes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
