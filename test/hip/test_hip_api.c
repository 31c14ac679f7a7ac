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
#include <stdbool.h>
#include <math.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <json-c/json.h>

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

/* The directory of path (a static copy). */
static const char *dirname_of(const char *path)
{
    static char d[512];
    snprintf(d, sizeof d, "%s", path);
    char *s = strrchr(d, '/');
    if (s) *s = 0;
    return d;
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

/* The launches' kernel times summed, from an exec --stats file. */
static double launches_ns(json_object *o)
{
    json_object *ls = NULL;
    assert_true(json_object_object_get_ex(o, "launches", &ls));
    double t = 0;
    for (size_t i = 0; i < json_object_array_length(ls); i++) {
        json_object *k = NULL;
        assert_true(json_object_object_get_ex(json_object_array_get_idx(ls, i),
                                              "kernel_time_ns", &k));
        t += json_object_get_double(k);
    }
    return t;
}

/* Sampled simulation of a HIP program (test/hip/progs/similar_work.hip):
 * twelve launches of one kernel whose active count, by value, idles most
 * workgroups in the last six, though its first and last workgroups do
 * the same at both counts (one shape). The first of those is predicted
 * at the earlier rate; its work per workgroup is checked, its bound takes
 * the difference and the next one is measured: the program's time within
 * its stated bound of the detailed run's, the output the same. */
static void sampled_similar_launches_check_their_work(void **st)
{
    (void)st;
    api();
    char path[600], fd[64] = "/tmp/mgsim_sw_d_XXXXXX", fs[64] = "/tmp/mgsim_sw_s_XXXXXX";
    snprintf(path, sizeof path, "%s/similar_work", dirname_of(prog));
    int a = mkstemp(fd), b = mkstemp(fs);
    assert_true(a >= 0 && b >= 0);
    close(a), close(b);
    char *outd, *outs;
    int rd = rt_sh(&outd, "%s exec --stats %s -- %s 2>&1", rt_bin(), fd, path);
    int rs = rt_sh(&outs, "%s exec --set sample.enable=1 --stats %s -- %s 2>&1", rt_bin(), fs,
                   path);
    if (rd != 0 || rs != 0 || !strstr(outd, "ok ") || strcmp(outd, outs) != 0)
        fail_msg("similar_work: exit %d / %d:\n%s\n%s", rd, rs, outd, outs);
    json_object *d = json_object_from_file(fd), *sm = json_object_from_file(fs);
    unlink(fd), unlink(fs);
    assert_non_null(d);
    assert_non_null(sm);
    json_object *tot = NULL, *smp = NULL, *v = NULL;
    assert_true(json_object_object_get_ex(sm, "total", &tot));
    assert_true(json_object_object_get_ex(tot, "sample", &smp));
    assert_true(json_object_object_get_ex(smp, "similar_launches", &v));
    assert_true(json_object_get_int64(v) > 0);
    assert_true(json_object_object_get_ex(smp, "reused_work_changes", &v));
    assert_true(json_object_get_int64(v) > 0);
    assert_true(json_object_object_get_ex(smp, "bound_fraction", &v));
    double td = launches_ns(d), ts = launches_ns(sm);
    assert_true(fabs(ts - td) <= json_object_get_double(v) * ts);
    json_object_put(d), json_object_put(sm);
    free(outd), free(outs);
}

/* Zero-copy host memory (test/hip/progs/zerocopy.hip): kernels read and
 * write hipHostMalloc memory by its host pointer and registered memory by
 * its device pointer, on one GPU, four, the unified platform and an APU.
 * hipMemGetInfo's free memory drops by a hipMalloc's bytes, and not at
 * all for zero-copy memory where it lies in the host's window (over
 * PCIe); where it is kept in device memory (an APU) it drops by those
 * bytes too. */
static void kernels_reach_host_memory(void **st)
{
    (void)st;
    api();
    char path[600];
    snprintf(path, sizeof path, "%s", prog);
    char *slash = strrchr(path, '/');
    snprintf(slash + 1, sizeof path - (size_t)(slash + 1 - path), "zerocopy 3000");
    static const struct {
        const char *cfg, *extra;
        bool pcie; /* zero-copy memory in the host's window */
    } plats[] = {{"r9nano", "", true},
                 {"d-mgpu-4", "", true},
                 {"u-mgpu-4", "", true},
                 {"r9nano", "--set platform.apu=1", false}};
    for (size_t i = 0; i < sizeof plats / sizeof *plats; i++) {
        char *out;
        int rc = rt_sh(&out, "%s exec --config configs/%s.ini %s -- %s 2>&1", rt_bin(),
                       plats[i].cfg, plats[i].extra, path);
        if (rc != 0 || strstr(out, "FAIL") || !strstr(out, "zerocopy: 3000 elements, all right"))
            fail_msg("zerocopy on %s: exit %d:\n%s", plats[i].cfg, rc, out);
        const char *m = strstr(out, "device memory taken: ");
        unsigned long long hm, reg, dev, zc = plats[i].pcie ? 0 : 3000 * sizeof(int);
        if (!m || sscanf(m, "device memory taken: hipHostMalloc %llu, hipHostRegister %llu, "
                            "hipMalloc %llu", &hm, &reg, &dev) != 3 ||
            hm != zc || reg != zc || dev != 3000 * sizeof(int))
            fail_msg("zerocopy on %s %s: hipMemGetInfo: %llu bytes zero-copy expected:\n%s",
                     plats[i].cfg, plats[i].extra, zc, out);
        free(out);
    }
}

/* Cooperative launch (examples/hip/coop.hip): grid.sync() compiles to
 * ds_gws_barrier on gfx803 and gfx940; the program sums in three phases
 * separated by grid syncs over the largest grid the device holds and
 * checks against its host's sum; one block more must be
 * hipErrorCooperativeLaunchTooLarge, and the attribute says 1. On one
 * GPU, each of four, the unified platform (one CP over 16 CUs) and
 * gfx940; the serial engine and two threads give the same figures.
 * test/hip/progs/mgcoop.hip: hipLaunchCooperativeKernelMultiDevice, one
 * grid per device, whose multi-grid sync lets each grid add up every
 * device's parts; its rank, size and validity as the device library
 * reads them from the runtime's structure. */
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
    /* one grid per device, this_multi_grid().sync() between them */
    static const char *const plats[] = {"d-mgpu-4", "r9nano"};
    for (size_t i = 0; i < 2; i++) {
        char *out;
        int rc = rt_sh(&out, "%s exec --config configs/%s.ini " SMALL " -- %s/mgcoop 2>&1",
                       rt_bin(), plats[i], dirname_of(prog));
        const char *grids = i ? "mgcoop: 1 grids" : "mgcoop: 4 grids";
        if (rc != 0 || strstr(out, "FAIL") || !strstr(out, grids) || !strstr(out, ": all right"))
            fail_msg("mgcoop on %s: exit %d:\n%s", plats[i], rc, out);
        free(out);
    }
}

/* A value from `mgsim config show` of section sec ("fabric"), key key:
 * its number times its unit (GHz, MHz). */
static double config_value(const char *cfg, const char *sec, const char *key)
{
    char *out, head[64];
    int rc = rt_sh(&out, "%s config show --config configs/%s.ini 2>&1", rt_bin(), cfg);
    snprintf(head, sizeof head, "\n[%s]\n", sec);
    const char *p = rc == 0 ? strstr(out, head) : NULL;
    double v = -1;
    for (const char *l = p; l && *l && v < 0; l = strchr(l + 1, '\n')) {
        char k[64], unit[16] = "";
        double x;
        if (l != p && l[1] == '[') break;
        if (sscanf(l + 1, "%63s = %lf%15[A-Za-z]", k, &x, unit) >= 2 && !strcmp(k, key))
            v = x * (!strcmp(unit, "GHz") ? 1e9 : !strcmp(unit, "MHz") ? 1e6 : 1);
    }
    if (v < 0) fail_msg("no %s.%s in `mgsim config show`:\n%s", sec, key, out);
    free(out);
    return v;
}

/* A run of test/hip/progs/zerocopy N: its --stats (json-c, put by the
 * caller); the program checks its results against the host. */
static json_object *zerocopy_stats(const char *cfg, const char *extra, int n)
{
    char stats[128], *out;
    snprintf(stats, sizeof stats, "/tmp/mgsim-test-hip-api-%d-zc.json", (int)getpid());
    int rc = rt_sh(&out, "%s exec --config configs/%s.ini %s --stats %s -- %s/zerocopy %d 2>&1",
                   rt_bin(), cfg, extra, stats, dirname_of(prog), n);
    if (rc != 0 || strstr(out, "FAIL") || !strstr(out, "elements, all right"))
        fail_msg("zerocopy %d on %s %s: exit %d:\n%s", n, cfg, extra, rc, out);
    free(out);
    json_object *j = json_object_from_file(stats);
    unlink(stats);
    if (!j) fail_msg("zerocopy on %s: no --stats", cfg);
    return j;
}

static uint64_t jget(json_object *j, const char *a, const char *b)
{
    json_object *x = j, *y;
    if (!json_object_object_get_ex(x, a, &y) || (b && !json_object_object_get_ex(y, b, &y)))
        fail_msg("--stats has no %s%s%s", a, b ? "." : "", b ? b : "");
    return (uint64_t)json_object_get_int64(y);
}

/* The zero-copy kernels' time: launches 0, 1 and 3 (2 uses device memory). */
static double zc_kernel_ns(json_object *j)
{
    json_object *l;
    assert_true(json_object_object_get_ex(j, "launches", &l));
    assert_int_equal(json_object_array_length(l), 4);
    double t = 0;
    for (size_t i = 0; i < 4; i++) {
        json_object *k;
        if (i == 2 || !json_object_object_get_ex(json_object_array_get_idx(l, i), "kernel_time_ns",
                                                 &k))
            continue;
        t += json_object_get_double(k);
    }
    return t;
}

/* Zero-copy memory over PCIe (components/hostmem): on r9nano the kernels'
 * accesses to hipHostMalloc and registered memory cross the fabric to the
 * host: doubling the elements adds time at the bus's rate (the wire bytes
 * "host_memory" counts over [fabric] bus_bytes_per_cycle x freq_hz: at
 * most that rate, and at least 3/4 of it, the arbitration's share), the
 * payload is the 3 kernels' 4-byte reads and writes of every element,
 * none of it cross-GPU bytes; d-mgpu-4 and u-mgpu-4 give the same
 * figures for the serial engine and 2 threads; an APU (platform.apu)
 * keeps it in device memory (no host_memory object). */
static void zero_copy_crosses_pcie(void **st)
{
    (void)st;
    api();
    double rate = config_value("r9nano", "fabric", "bus_bytes_per_cycle") *
                  config_value("r9nano", "fabric", "freq_hz") / 1e9; /* bytes per ns */
    const int n = 16384; /* 4n bytes: whole 64-byte lines */
    json_object *a = zerocopy_stats("r9nano", "", n), *b = zerocopy_stats("r9nano", "", 2 * n);
    double dt = zc_kernel_ns(b) - zc_kernel_ns(a);
    double dbytes = (double)(jget(b, "host_memory", "pcie_bytes") - jget(a, "host_memory", "pcie_bytes"));
    double got = dbytes / dt;
    if (!(dt > 0 && got <= rate * 1.001 && got >= rate * 0.75))
        fail_msg("zero-copy: %.0f more PCIe bytes took %.0f ns more: %.2f B/ns, the bus %.2f",
                 dbytes, dt, got, rate);
    for (json_object *j = a; j; j = j == a ? b : NULL) {
        uint64_t k = j == a ? (uint64_t)n : 2u * n;
        assert_int_equal(jget(j, "host_memory", "read_bytes"), 3 * 4 * k);
        assert_int_equal(jget(j, "host_memory", "write_bytes"), 3 * 4 * k);
        assert_int_equal(jget(j, "total", "cross_gpu_bytes"), 0);
    }
    json_object_put(a), json_object_put(b);
    a = zerocopy_stats("d-mgpu-4", "--threads 0", 4096);
    b = zerocopy_stats("d-mgpu-4", "--threads 2", 4096);
    assert_true(jget(a, "host_memory", "pcie_bytes") > 0);
    assert_int_equal(jget(a, "total", "cross_gpu_bytes"), 0);
    assert_int_equal(jget(a, "host_memory", "pcie_bytes"), jget(b, "host_memory", "pcie_bytes"));
    assert_true(zc_kernel_ns(a) == zc_kernel_ns(b));
    json_object_put(a), json_object_put(b);
    /* u-mgpu-4's GPUs are discrete ones behind one device: over PCIe too;
     * its cross-GPU bytes (launch 2's interleaved buffer) are the
     * fabric's bytes but the host's */
    a = zerocopy_stats("u-mgpu-4", "--threads 0", 4096);
    b = zerocopy_stats("u-mgpu-4", "--threads 2", 4096);
    assert_int_equal(jget(a, "host_memory", "read_bytes"), 3 * 4 * 4096);
    assert_int_equal(jget(a, "host_memory", "write_bytes"), 3 * 4 * 4096);
    assert_int_equal(jget(a, "total", "cross_gpu_bytes") + jget(a, "host_memory", "pcie_bytes"),
                     jget(a, "fabric", "bytes"));
    assert_int_equal(jget(a, "host_memory", "pcie_bytes"), jget(b, "host_memory", "pcie_bytes"));
    assert_true(zc_kernel_ns(a) == zc_kernel_ns(b));
    json_object_put(a), json_object_put(b);
    a = zerocopy_stats("r9nano", "--set platform.apu=1", 4096);
    json_object *x;
    assert_false(json_object_object_get_ex(a, "host_memory", &x));
    json_object_put(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(arch_flags_match_the_model),
        cmocka_unit_test(occupancy_is_what_is_resident),
        cmocka_unit_test(contexts_and_function_attributes),
        cmocka_unit_test(device_printf_prints_what_the_host_would),
        cmocka_unit_test(kernels_reach_host_memory),
        cmocka_unit_test(sampled_similar_launches_check_their_work),
        cmocka_unit_test(cooperative_grid_sync),
        cmocka_unit_test(zero_copy_crosses_pcie),
    };
    return cmocka_run_group_tests_name("hip_api", tests, NULL, NULL);
}
