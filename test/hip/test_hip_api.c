/* The runtime's answers about the device and its kernels against what the
 * simulated device then does (test/hip/progs/api.hip): every arch flag
 * that says 1 has a kernel using the feature that matches the host; the
 * occupancy per CU is exactly what is resident at once (a grid-wide
 * barrier of that many blocks per CU finishes, one block more never
 * does), with dynamic LDS too, and hipOccupancyMaxPotentialBlockSize's
 * grid finishes the same way; the context calls move the current device
 * (memory lands there); hipFuncGetAttribute gives the figures `mgsim
 * codeobj` reads from the code object. On a 4-CU R9 Nano, so the
 * barriers are small. Device printf prints what the host's printf makes
 * of the same arguments; kernels reach zero-copy host memory; a
 * cooperative launch's grid syncs hold every workgroup. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"
#include "test/skip.h"

#define SMALL "--set gpu.cus=4 --set gpu.cus_per_sa=4"

static char prog[512], module[512];

static const char *api(void)
{
    const char *build = getenv("BUILD");
    snprintf(prog, sizeof prog, "%s/examples/hip/test/api", build ? build : "build");
    snprintf(module, sizeof module, "%s/examples/hip/scale.co", build ? build : "build");
    if (access(prog, X_OK) != 0 || access(module, R_OK) != 0)
        SKIP_BECAUSE("test/hip/progs not built (hipcc missing: make deps)");
    return prog;
}

/* Exit 0, no FAIL, at least oks "ok" lines; the output (malloc'd). */
static char *run_ok(const char *extra, const char *args, int oks)
{
    char *out;
    int rc = rt_sh(&out, "%s exec %s -- %s %s 2>&1", rt_bin(), extra, api(), args);
    int n = 0;
    for (const char *p = out; (p = strstr(p, "ok ")); p += 3) n += p == out || p[-1] == '\n';
    if (rc != 0 || strstr(out, "FAIL") || n < oks)
        fail_msg("api %s: exit %d, %d ok:\n%s", args, rc, n, out);
    return out;
}

static void arch_flags_match_the_model(void **st)
{
    (void)st;
    char *out = run_ok(SMALL, "arch", 7);
    assert_non_null(strstr(out, "flags: vote 1 ballot 1 shuffle 1 funnel 1 fence 1 syncext 1 "
                                "surface 0 dynpar 0"));
    free(out);
}

static void occupancy_is_what_is_resident(void **st)
{
    (void)st;
    char *out = run_ok(SMALL, "occupancy", 4);
    free(out);
    /* one block more per CU than the figure: the barrier never finishes */
    int rc = rt_sh(&out, "%s exec " SMALL " --max-cycles 100000 -- %s over 2>&1", rt_bin(), api());
    if (rc != 1 || !strstr(out, "spinning") || !strstr(out, "--max-cycles limit") ||
        strstr(out, "not reached"))
        fail_msg("api over: exit %d:\n%s", rc, out);
    free(out);
}

static void contexts_and_function_attributes(void **st)
{
    (void)st;
    api();
    char args[600], *out, *co;
    snprintf(args, sizeof args, "ctx %s", module);
    out = run_ok("--config configs/d-mgpu-4.ini", args, 6);
    int vg, lds, priv, maxwg, dyn;
    const char *p = strstr(out, "scale: ");
    assert_non_null(p);
    assert_int_equal(sscanf(p, "scale: VGPRs %d; LDS %d bytes; private %d bytes; max workgroup "
                               "%d; dynamic LDS %d", &vg, &lds, &priv, &maxwg, &dyn), 5);
    /* the code object's own figures, as mgsim codeobj reads them */
    assert_int_equal(rt_mgsim(&co, "codeobj %s", module), 0);
    int cvg, clds, cpriv, cmax;
    const char *q = strstr(co, "LDS ");
    assert_non_null(q);
    assert_int_equal(sscanf(q, "LDS %d bytes; private %d bytes", &clds, &cpriv), 2);
    q = strstr(co, "VGPRs ");
    assert_non_null(q);
    assert_int_equal(sscanf(q, "VGPRs %d", &cvg), 1);
    q = strstr(co, "max workgroup ");
    cmax = q ? atoi(q + 14) : 1024;
    assert_int_equal(vg, cvg);
    assert_int_equal(lds, clds);
    assert_int_equal(priv, cpriv);
    assert_int_equal(maxwg, cmax);
    assert_int_equal(dyn, 65536 - clds);
    free(co);
    free(out);
}

/* The lines after "host: " (the host's printf), and the others (the
 * device's), each sorted: the same multiset when device printf works. */
static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void split_sorted(char *out, char **host, size_t *nh, char **dev, size_t *nd)
{
    *nh = *nd = 0;
    for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n")) {
        if (!strncmp(l, "host: ", 6)) host[(*nh)++] = l + 6;
        else dev[(*nd)++] = l;
        if (*nh == 32 || *nd == 32) break;
    }
    qsort(host, *nh, sizeof *host, cmp_str);
    qsort(dev, *nd, sizeof *dev, cmp_str);
}

/* Device printf (test/hip/progs/printf.hip): every work-item's line, the
 * same text as the host's printf makes of the same arguments; the same
 * output for the serial engine and 2 threads, and on a multi-GPU
 * platform. */
static void device_printf_prints_what_the_host_would(void **st)
{
    (void)st;
    api();
    char path[600], *ref = NULL;
    snprintf(path, sizeof path, "%s", prog);
    char *slash = strrchr(path, '/');
    snprintf(slash + 1, sizeof path - (size_t)(slash + 1 - path), "printf");
    static const char *const extra[] = {"--threads 0", "--threads 2",
                                        "--config configs/d-mgpu-4.ini"};
    for (size_t i = 0; i < 3; i++) {
        char *out;
        int rc = rt_sh(&out, "%s exec %s -- %s", rt_bin(), extra[i], path);
        assert_int_equal(rc, 0);
        char *copy = strdup(out), *host[32], *dev[32];
        size_t nh, nd;
        split_sorted(copy, host, &nh, dev, &nd);
        if (nh != 7 || nd != 7) fail_msg("printf (%s): %zu host, %zu device lines:\n%s", extra[i], nh, nd, out);
        for (size_t k = 0; k < nh; k++) assert_string_equal(dev[k], host[k]);
        free(copy);
        if (!ref) ref = out;
        else assert_string_equal(out, ref), free(out);
    }
    free(ref);
}

/* Zero-copy host memory (test/hip/progs/zerocopy.hip): kernels read and
 * write hipHostMalloc memory by its host pointer and registered memory by
 * its device pointer, on one GPU, four and the unified platform. */
static void kernels_reach_host_memory(void **st)
{
    (void)st;
    api();
    char path[600];
    snprintf(path, sizeof path, "%s", prog);
    char *slash = strrchr(path, '/');
    snprintf(slash + 1, sizeof path - (size_t)(slash + 1 - path), "zerocopy 3000");
    static const char *const plats[] = {"r9nano", "d-mgpu-4", "u-mgpu-4"};
    for (size_t i = 0; i < 3; i++) {
        char *out;
        int rc = rt_sh(&out, "%s exec --config configs/%s.ini -- %s 2>&1", rt_bin(), plats[i], path);
        if (rc != 0 || strstr(out, "FAIL") || !strstr(out, "zerocopy: 3000 elements, all right"))
            fail_msg("zerocopy on %s: exit %d:\n%s", plats[i], rc, out);
        free(out);
    }
}

/* Cooperative launch (examples/hip/coop.hip): grid.sync() compiles to
 * ds_gws_barrier on gfx803 and gfx940; the program sums in three phases
 * separated by grid syncs over the largest grid the device holds and
 * checks against its host's sum; one block more must be
 * hipErrorCooperativeLaunchTooLarge, and the attribute says 1. On one
 * GPU, each of four, the unified platform (one CP over 16 CUs) and
 * gfx940; the serial engine and two threads give the same figures. */
static void cooperative_grid_sync(void **st)
{
    (void)st;
    api();
    const char *build = getenv("BUILD");
    static const struct {
        const char *cfg, *prog, *threads;
    } runs[] = {
        {"r9nano", "coop", ""},
        {"d-mgpu-4", "coop", "--threads 1"},
        {"d-mgpu-4", "coop", "--threads 2"},
        {"u-mgpu-4", "coop", ""},
        {"r9nano-gfx940", "gfx940/coop", ""},
    };
    char *sum1 = NULL;
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        char *out;
        int rc = rt_sh(&out, "%s exec --config configs/%s.ini " SMALL " %s --summary -- "
                       "%s/examples/hip/%s 5000 2>&1", rt_bin(), runs[i].cfg, runs[i].threads,
                       build ? build : "build", runs[i].prog);
        if (rc != 0 || strstr(out, "FAIL") || !strstr(out, "cooperative launch 1 (props 1)") ||
            !strstr(out, " blocks: hipErrorCooperativeLaunchTooLarge\n") ||
            !strstr(out, "in one grid, sum ") || !strstr(out, ": all right"))
            fail_msg("coop on %s %s: exit %d:\n%s", runs[i].cfg, runs[i].threads, rc, out);
        const char *sum = strstr(out, "mgsim exec:");
        if (!sum) fail_msg("coop on %s: no summary:\n%s", runs[i].cfg, out);
        if (i == 1) sum1 = strdup(sum);
        if (i == 2 && strcmp(sum1, sum) != 0)
            fail_msg("coop on d-mgpu-4: serial and 2 threads differ:\n%s\n%s", sum1, out);
        free(out);
    }
    free(sum1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(arch_flags_match_the_model),
        cmocka_unit_test(occupancy_is_what_is_resident),
        cmocka_unit_test(contexts_and_function_attributes),
        cmocka_unit_test(device_printf_prints_what_the_host_would),
        cmocka_unit_test(kernels_reach_host_memory),
        cmocka_unit_test(cooperative_grid_sync),
    };
    return cmocka_run_group_tests_name("hip_api", tests, NULL, NULL);
}
