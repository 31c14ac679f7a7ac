/* Unmodified hipcc-built programs (examples/hip, built by `make examples`)
 * under `mgsim exec` on r9nano and d-mgpu-4: each program checks its own
 * results against a host computation and prints them, so the test checks
 * the printed lines and the exit status; the --stats JSON is checked
 * against the platform (launches, per-GPU instructions adding up to the
 * total, cross-GPU bytes only with several GPUs); the simulated figures
 * (stats and the programs' event times) must be the same bytes for the
 * serial engine and 1 and 2 threads; an unsupported call and a binary
 * without gfx803 code fail with messages naming them; the program's exit
 * status passes through. Device variables (__constant__, __device__) and
 * the module API (hipModuleLoad of a --genco code object) work too.
 * Managed memory shared by four devices runs under every fault policy of
 * address translation with the results it gives without (uvm.hip), and
 * hipMemPrefetchAsync moves its pages to the device before the kernel.
 * --dump-buffers writes the device buffers the --stats list describes. */
#include <stdarg.h>
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

static const char *const platforms[] = {"configs/r9nano.ini", "configs/d-mgpu-4.ini"};

/* $BUILD/examples/hip/NAME, or NULL (and the test skips) when hipcc was
 * not there to build it. */
static const char *example(const char *name)
{
    static char path[512];
    const char *build = getenv("BUILD");
    snprintf(path, sizeof path, "%s/examples/hip/%s", build ? build : "build", name);
    return access(path, R_OK) == 0 ? path : NULL;
}

#define NEED(var, name)                                                       \
    const char *var = example(name);                                          \
    if (!var) SKIP_BECAUSE("examples/hip not built (hipcc missing: make deps)")

static char *tmp_path(const char *what)
{
    static int n;
    char *p = malloc(256);
    snprintf(p, 256, "/tmp/mgsim-test-hip-%d-%d-%s", (int)getpid(), n++, what);
    return p;
}

/* `mgsim exec --config PLAT [extra] -- PROG ARGS` with stdout only in *out. */
static int exec_prog(char **out, const char *plat, const char *extra, const char *prog,
                     const char *args)
{
    return rt_sh(out, "%s exec --config %s %s -- %s %s 2>/dev/null", rt_bin(), plat, extra, prog,
                 args);
}

/* The programs whose output says whether they computed right. */
static const struct {
    const char *name, *args, *expect[2];
} cases[] = {
    {"vadd", "3000", {"vadd: 3000 elements, 0 wrong", NULL}},
    {"reduce", "5000", {"sum 2497500 (expected 2497500)", "odd 2500 (expected 2500)"}},
    {"reduce-spt", "5000", {"sum 2497500 (expected 2497500)", "odd 2500 (expected 2500)"}},
    {"timing", "2048", {"timing: 2048 elements, 0 wrong", NULL}},
    {"managed", "", {"managed: 1000 elements, 0 wrong", NULL}},
    {"symbols", "", {"symbols: 2000 elements, 0 wrong, hits 700 (expected 700)",
                     "poly 16 bytes, hits at a device address"}},
    {"pitch", "", {"pitch: 37x20 matrix, pitch 256 bytes, 0 wrong", "words sum 7000 (expected 7000)"}},
    {"features", "", {"shuffle sum 10 (expected 10), max 50, min -50, 64-bit sum 100010: ok",
                      "3-D grid ok, template ok"}},
    {"module", "SCALE", {"module: 1000 elements, 0 wrong, global of 4 bytes", NULL}},
};

/* Every case on plat, the programs and scale.co from dir ("" or "gfx940/");
 * reduce-spt is built for gfx803 only. */
static void run_cases(const char *plat, const char *dir)
{
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *out, name[128], prog[512], args[600];
        if (*dir && !strcmp(cases[i].name, "reduce-spt")) continue;
        snprintf(args, sizeof args, "%s", cases[i].args);
        snprintf(name, sizeof name, "%sscale.co", dir);
        if (!strcmp(args, "SCALE")) snprintf(args, sizeof args, "%s", example(name));
        snprintf(name, sizeof name, "%s%s", dir, cases[i].name);
        const char *p = example(name);
        if (!p) fail_msg("%s not built", name);
        snprintf(prog, sizeof prog, "%s", p);
        int rc = exec_prog(&out, plat, "", prog, args);
        if (rc != 0 || !strstr(out, cases[i].expect[0]) ||
            (cases[i].expect[1] && !strstr(out, cases[i].expect[1])))
            fail_msg("%s on %s: exit %d, printed: %s", name, plat, rc, out);
        free(out);
    }
}

static void programs_print_right_results(void **st)
{
    (void)st;
    NEED(vadd, "vadd");
    (void)vadd;
    /* and U-MGPU: one device, GPU 0's command processor driving all CUs */
    static const char *const plats[] = {"configs/r9nano.ini", "configs/d-mgpu-4.ini",
                                        "configs/u-mgpu-4.ini"};
    for (size_t p = 0; p < 3; p++) run_cases(plats[p], "");
}

/* The same programs built with hipcc --offload-arch=gfx940, on the gfx940
 * platform (issue 29): the same right answers. */
static void gfx940_programs_print_right_results(void **st)
{
    (void)st;
    NEED(vadd, "gfx940/vadd");
    (void)vadd;
    run_cases("configs/r9nano-gfx940.ini", "gfx940/");
}

static void multi_gpu_split_uses_every_device(void **st)
{
    (void)st;
    NEED(multi, "multi");
    static const char *const expect[] = {"multi: 1 devices, 6000 elements, 0 wrong",
                                         "multi: 4 devices, 6000 elements, 0 wrong"};
    for (size_t p = 0; p < 2; p++) {
        char *out, *stats = tmp_path("multi.json"), extra[300];
        snprintf(extra, sizeof extra, "--stats %s", stats);
        int rc = exec_prog(&out, platforms[p], extra, multi, "6000");
        if (rc != 0 || !strstr(out, expect[p])) fail_msg("multi: exit %d: %s", rc, out);
        json_object *j = json_object_from_file(stats), *v;
        assert_non_null(j);
        /* one square per device, the runtime's copy kernel for device
         * 0's own part (a peer copy within one device: hip/hip_blit.h),
         * then add_one on device 0 */
        assert_true(json_object_object_get_ex(j, "launches", &v));
        size_t nl = json_object_array_length(v);
        assert_int_equal(nl, p ? 6 : 3);
        for (size_t i = 0; i < nl; i++) {
            json_object *l = json_object_array_get_idx(v, i), *x;
            assert_true(json_object_object_get_ex(l, "device", &x));
            assert_int_equal(json_object_get_int(x), i + 2 < nl ? (int)i : 0);
            assert_true(json_object_object_get_ex(l, "name", &x));
            assert_string_equal(json_object_get_string(x),
                                i + 2 < nl   ? "square(float*, int)"
                                : i + 1 < nl ? "hip_blit_copy"
                                             : "add_one(float*, int)");
            assert_true(json_object_object_get_ex(l, "kernel_time_ns", &x));
            assert_true(json_object_get_int64(x) > 0);
        }
        /* per-GPU instructions add up to the total; peer copies crossed
         * the fabric only when there were peers */
        json_object *gpus, *total, *x;
        assert_true(json_object_object_get_ex(j, "gpus", &gpus));
        assert_true(json_object_object_get_ex(j, "total", &total));
        int64_t sum = 0;
        for (size_t g = 0; g < json_object_array_length(gpus); g++) {
            json_object *gi = json_object_array_get_idx(gpus, g);
            assert_true(json_object_object_get_ex(gi, "instructions", &x));
            assert_true(json_object_get_int64(x) > 0);
            sum += json_object_get_int64(x);
        }
        assert_int_equal(json_object_array_length(gpus), p ? 4 : 1);
        assert_true(json_object_object_get_ex(total, "instructions", &x));
        assert_int_equal(sum, json_object_get_int64(x));
        assert_true(json_object_object_get_ex(total, "cross_gpu_bytes", &x));
        if (p) assert_true(json_object_get_int64(x) >= 6000 * 3 / 4 * 4);
        else assert_int_equal(json_object_get_int64(x), 0);
        json_object_put(j);
        unlink(stats);
        free(stats);
        free(out);
    }
    /* one host thread per device, each with its own current device (last:
     * example() reuses the buffer multi points to) */
    static const char *const threads_expect[] = {"threads: 1 devices, 0 wrong",
                                                 "threads: 4 devices, 0 wrong"};
    for (size_t p = 0; p < 2; p++) {
        char *out;
        int rc = exec_prog(&out, platforms[p], "", example("threads"), "");
        if (rc != 0 || !strstr(out, threads_expect[p])) fail_msg("threads: exit %d: %s", rc, out);
        free(out);
    }
}

/* A kernel on the last device reads device 0's buffer through its pointer:
 * right values, and (with several GPUs) at least the buffer's bytes
 * crossed the fabric; a stream callback ran. */
static void peer_pointers_cross_the_fabric(void **st)
{
    (void)st;
    NEED(peer, "peer");
    static const char *const expect[] = {
        "peer: device 0 (64 CUs) read device 0's memory: 4096 elements, 0 wrong, callback ran",
        "peer: device 3 (64 CUs) read device 0's memory: 4096 elements, 0 wrong, callback ran"};
    for (size_t p = 0; p < 2; p++) {
        char *out, *stats = tmp_path("peer.json"), extra[300];
        snprintf(extra, sizeof extra, "--stats %s", stats);
        int rc = exec_prog(&out, platforms[p], extra, peer, "4096");
        if (rc != 0 || !strstr(out, expect[p])) fail_msg("peer: exit %d: %s", rc, out);
        json_object *j = json_object_from_file(stats), *total, *x;
        assert_true(json_object_object_get_ex(j, "total", &total));
        assert_true(json_object_object_get_ex(total, "cross_gpu_bytes", &x));
        if (p) assert_true(json_object_get_int64(x) >= 4096 * 4);
        else assert_int_equal(json_object_get_int64(x), 0);
        json_object_put(j);
        unlink(stats);
        free(stats);
        free(out);
    }
}

/* total.xlat.uvm.KEY of a --stats file (-1: absent). */
static long long uvm_stat(const char *stats, const char *key)
{
    json_object *j = json_object_from_file(stats), *o, *v;
    long long r = -1;
    if (j && json_object_object_get_ex(j, "total", &o) && json_object_object_get_ex(o, "xlat", &o) &&
        json_object_object_get_ex(o, "uvm", &o) && json_object_object_get_ex(o, key, &v))
        r = json_object_get_int64(v);
    json_object_put(j);
    return r;
}

/* hipMallocManaged is the simulator's unified memory: on d-mgpu-4 with
 * translation and a fault policy, the kernels of four devices fault on
 * the managed array's pages and the handler moves (or copies) them; the
 * program's results are the ones it prints without translation and under
 * pinned, with the L1Vs on too; serial = 2 threads, byte for byte. */
static void managed_memory_under_fault_policies(void **st)
{
    (void)st;
    NEED(uvm, "uvm");
    const char *expect = "uvm: 4 devices, 8192 elements, 0 wrong";
    static const char *const sets[] = {
        "", "--set xlat.enable=1",
        "--set xlat.enable=1 --set xlat.policy=first-touch",
        "--set xlat.enable=1 --set xlat.policy=migrate --threads 0",
        "--set xlat.enable=1 --set xlat.policy=replicate",
        "--set xlat.enable=1 --set xlat.policy=migrate --set gpu.l1v_enabled=1",
        "--set xlat.enable=1 --set xlat.policy=migrate --threads 2"};
    char *ref_stats = NULL, *ref_out = NULL;
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++) {
        char *out, *stats = tmp_path("uvm.json"), extra[300];
        snprintf(extra, sizeof extra, "%s --stats %s", sets[i], stats);
        int rc = exec_prog(&out, platforms[1], extra, uvm, "8192");
        if (rc != 0 || !strstr(out, expect)) fail_msg("uvm (%s): exit %d: %s", sets[i], rc, out);
        if (!ref_out) ref_out = out;
        else assert_string_equal(out, ref_out), free(out);
        long long faults = uvm_stat(stats, "faults");
        long long moved = uvm_stat(stats, "migrations_first_touch") +
                          uvm_stat(stats, "migrations_fault") + uvm_stat(stats, "replicas_made");
        if (i < 2) { /* no handler */
            assert_int_equal(faults, -1);
        } else {
            assert_true(faults >= 4); /* each device's kernels, on pages of the array */
            assert_true(moved > 0);
            assert_true(uvm_stat(stats, "dma_faults") > 0); /* the runtime's copies */
        }
        if (i == 5) assert_true(uvm_stat(stats, "l1v_invalidates") > 0);
        char *js = rt_slurp(stats);
        if (i == 3) ref_stats = js;
        else if (i == 6) assert_string_equal(js, ref_stats), free(js);
        else free(js);
        unlink(stats);
        free(stats);
    }
    free(ref_out), free(ref_stats);
}

/* uvm.hip with "prefetch": before each kernel, the part it adds to is
 * prefetched to its device. Under a fault policy every page moves there
 * first, so no kernel faults: 14 moves (first the parts of devices 1-3
 * leave GPU 0, where hipMallocManaged put the array: 3 x 2 pages; then
 * every part goes to its left neighbour: 8), none mapped remotely; the
 * output is pinned's; the trace's 16 prefetch jobs (the 14 moves and
 * part 0's 2 pages mapped where they lie) check out (uvm_chain.py);
 * serial = 2 threads. Under pinned the call is a hint that changes
 * nothing: the same --stats bytes as without it. */
static void prefetch_moves_managed_pages_first(void **st)
{
    (void)st;
    NEED(uvm, "uvm");
    char *ref, *out, *ref_stats = tmp_path("pf0.json"), pin[300];
    snprintf(pin, sizeof pin, "--set xlat.enable=1 --threads 0 --stats %s", ref_stats);
    assert_int_equal(exec_prog(&ref, platforms[1], pin, uvm, "8192"), 0);
    assert_non_null(strstr(ref, "uvm: 4 devices, 8192 elements, 0 wrong"));
    char *ref_js = rt_slurp(ref_stats);
    unlink(ref_stats), free(ref_stats);
    static const char *const sets[] = {"--set xlat.policy=pinned --threads 0",
                                       "--set xlat.policy=first-touch --threads 0",
                                       "--set xlat.policy=migrate --threads 0",
                                       "--set xlat.policy=migrate --threads 2"};
    char *js_serial = NULL;
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++) {
        char *stats = tmp_path("pf.json"), *tr = tmp_path("pf.msgpack"), extra[400];
        snprintf(extra, sizeof extra, "--set xlat.enable=1 %s --stats %s%s%s", sets[i], stats,
                 i == 1 ? " --trace " : "", i == 1 ? tr : "");
        int rc = exec_prog(&out, platforms[1], extra, uvm, "8192 prefetch");
        if (rc != 0) fail_msg("uvm prefetch (%s): exit %d: %s", sets[i], rc, out);
        assert_string_equal(out, ref);
        free(out);
        if (i == 0) {
            assert_int_equal(uvm_stat(stats, "faults"), -1); /* no handler */
        } else {
            assert_int_equal(uvm_stat(stats, "faults"), 0);
            assert_int_equal(uvm_stat(stats, "migrations_prefetch"), 14);
            assert_int_equal(uvm_stat(stats, "remote_maps"), 0);
            assert_int_equal(uvm_stat(stats, "migrations_first_touch") +
                                 uvm_stat(stats, "migrations_fault"), 0);
        }
        if (i == 1) {
            char *csv = tmp_path("pf.csv");
            assert_int_equal(rt_sh(&out, "%s trace %s --csv %s", rt_bin(), tr, csv), 0);
            free(out);
            if (rt_sh(&out, "python3 test/xlat/uvm_chain.py %s", csv))
                fail_msg("uvm_chain.py: %s", out);
            unsigned k[8];
            assert_int_equal(sscanf(out, "%u %u %u %u %u %u %u %u", &k[0], &k[1], &k[2], &k[3],
                                    &k[4], &k[5], &k[6], &k[7]), 8);
            assert_int_equal(k[7], 16); /* prefetch jobs */
            assert_int_equal(k[2], 14); /* of them migrations */
            free(out);
            unlink(csv), free(csv);
        }
        char *js = rt_slurp(stats);
        if (i == 0) assert_string_equal(js, ref_js), free(js); /* the hint changed nothing */
        else if (i == 2) js_serial = js;
        else if (i == 3) assert_string_equal(js, js_serial), free(js);
        else free(js);
        unlink(stats), unlink(tr);
        free(stats), free(tr);
    }
    free(ref), free(js_serial), free(ref_js);
}

/* The event times a program prints and its --stats: the same bytes for
 * the serial engine and 1 and 2 threads. */
static void same_figures_for_any_thread_count(void **st)
{
    (void)st;
    NEED(timing, "timing");
    static const struct {
        const char *prog, *args;
        size_t plat;
    } cases[] = {{"timing", "2048", 0}, {"multi", "4096", 1}, {"reduce", "2048", 1}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *ref_out = NULL, *ref_stats = NULL;
        for (int t = 0; t <= 2; t++) {
            char *out, *stats = tmp_path("det.json"), extra[300];
            snprintf(extra, sizeof extra, "--threads %d --stats %s", t, stats);
            assert_int_equal(exec_prog(&out, platforms[cases[i].plat], extra,
                                       example(cases[i].prog), cases[i].args), 0);
            char *js = rt_slurp(stats);
            if (!ref_out) {
                ref_out = out, ref_stats = js;
            } else {
                assert_string_equal(out, ref_out);
                assert_string_equal(js, ref_stats);
                free(out), free(js);
            }
            unlink(stats);
            free(stats);
        }
        free(ref_out), free(ref_stats);
    }
}

/* Simulated event time covers the launch it brackets. */
static void event_time_is_simulated_time(void **st)
{
    (void)st;
    NEED(timing, "timing");
    char *out, *stats = tmp_path("timing.json"), extra[300];
    snprintf(extra, sizeof extra, "--stats %s", stats);
    assert_int_equal(exec_prog(&out, platforms[0], extra, timing, "4096"), 0);
    const char *p = strstr(out, "kernel ");
    assert_non_null(p);
    double ms = atof(p + 7);
    json_object *j = json_object_from_file(stats), *v, *x;
    assert_true(json_object_object_get_ex(j, "launches", &v));
    /* launch 0 is the warm-up; launch 1 is the timed one */
    assert_true(json_object_object_get_ex(json_object_array_get_idx(v, 1), "kernel_time_ns", &x));
    double ns = (double)json_object_get_int64(x);
    assert_true(ns > 0);
    assert_true(ms * 1e6 >= ns - 1 && ms * 1e6 < ns * 3);
    json_object_put(j);
    unlink(stats);
    free(stats);
    free(out);
}

/* --dump-buffers DIR (a session option, not an environment variable):
 * every device buffer's bytes, whose sizes and SHA-256 (sha256sum's) are
 * the --stats "buffers" list's. */
static void buffers_dumped_where_asked(void **st)
{
    (void)st;
    NEED(vadd, "vadd");
    char *out, *stats = tmp_path("dump.json"), *dir = tmp_path("dump"), extra[600];
    snprintf(extra, sizeof extra, "--stats %s --dump-buffers %s", stats, dir);
    assert_int_equal(rt_sh(&out, "mkdir -p %s", dir), 0);
    free(out);
    assert_int_equal(exec_prog(&out, platforms[0], extra, vadd, "3000"), 0);
    free(out);
    json_object *j = json_object_from_file(stats), *bufs;
    assert_non_null(j);
    assert_true(json_object_object_get_ex(j, "buffers", &bufs));
    size_t n = json_object_array_length(bufs);
    assert_true(n >= 3); /* vadd: a, b and c */
    for (size_t i = 0; i < n; i++) {
        json_object *b = json_object_array_get_idx(bufs, i), *sha, *bytes;
        assert_true(json_object_object_get_ex(b, "sha256", &sha));
        assert_true(json_object_object_get_ex(b, "bytes", &bytes));
        assert_int_equal(rt_sh(&out, "stat -c %%s %s/buf-%03zu.bin", dir, i), 0);
        assert_int_equal(strtoull(out, NULL, 10), json_object_get_int64(bytes));
        free(out);
        assert_int_equal(rt_sh(&out, "sha256sum %s/buf-%03zu.bin", dir, i), 0);
        assert_memory_equal(out, json_object_get_string(sha), 64);
        free(out);
    }
    json_object_put(j);
    assert_int_equal(rt_sh(&out, "rm -rf %s %s", dir, stats), 0);
    free(out);
    free(stats), free(dir);
}

/* --trace: the whole run's tasks, the kernels among them, the same bytes
 * for the serial engine and 2 threads; a filter narrows it. */
static void trace_of_the_run(void **st)
{
    (void)st;
    NEED(multi, "multi");
    char *tr[2], *out;
    for (int t = 0; t < 2; t++) {
        char extra[300];
        tr[t] = tmp_path("multi.trace");
        snprintf(extra, sizeof extra, "--threads %d --trace %s", 2 * t, tr[t]);
        assert_int_equal(exec_prog(&out, platforms[1], extra, multi, "2000"), 0);
        assert_non_null(strstr(out, "multi: 4 devices, 2000 elements, 0 wrong"));
        free(out);
    }
    assert_int_equal(rt_sh(&out, "cmp %s %s", tr[0], tr[1]), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace --summary %s", tr[0]), 0);
    assert_non_null(strstr(out, "kernel _Z6squarePfi                       4"));
    assert_non_null(strstr(out, "GPU[3].Host"));
    free(out);
    char extra[300];
    snprintf(extra, sizeof extra, "--trace %s --trace-filter 'GPU[1].*'", tr[1]);
    assert_int_equal(exec_prog(&out, platforms[1], extra, multi, "2000"), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace --summary %s", tr[1]), 0);
    assert_null(strstr(out, "GPU[3]"));
    assert_non_null(strstr(out, "GPU[1]"));
    free(out);
    for (int t = 0; t < 2; t++) {
        unlink(tr[t]);
        free(tr[t]);
    }
    rt_expect(2, "--trace-filter needs --trace", "exec --trace-filter 'GPU*' -- true");
}

/* mgsim codeobj and disasm read a hipcc-built program's gfx803 code:
 * the same as clang-offload-bundler-15 extracts from its .hip_fatbin. */
static void tools_read_hip_programs(void **st)
{
    (void)st;
    NEED(vadd, "vadd");
    char *co = tmp_path("vadd.co"), *fat = tmp_path("vadd.fatbin"), *a, *b;
    assert_int_equal(rt_sh(&a, "objcopy -O binary --only-section=.hip_fatbin %s %s && "
                               "clang-offload-bundler-15 --unbundle --type=o "
                               "--targets=hipv4-amdgcn-amd-amdhsa--gfx803 --input=%s --output=%s",
                           vadd, fat, fat, co), 0);
    free(a);
    assert_int_equal(rt_mgsim(&a, "disasm %s", vadd), 0);
    assert_int_equal(rt_mgsim(&b, "disasm %s", co), 0);
    assert_non_null(strstr(a, "<_Z4vaddPKfS0_Pfi>:"));
    assert_string_equal(a, b);
    free(a), free(b);
    assert_int_equal(rt_mgsim(&a, "codeobj %s", vadd), 0);
    assert_non_null(strstr(a, "kernel _Z4vaddPKfS0_Pfi"));
    free(a);
    unlink(co), unlink(fat);
    free(co), free(fat);
    char args[600];
    snprintf(args, sizeof args, "codeobj %s", example("vadd-gfx900"));
    rt_expect(1, "(it has: hipv4-amdgcn-amd-amdhsa--gfx900)", args);
    snprintf(args, sizeof args, "codeobj %s", example("scale.co"));
    rt_expect(0, "kernel scale", args);
    rt_expect(1, "not an AMDGPU code object (e_machine 62)", "disasm /bin/sh");
}

static void clear_errors(void **st)
{
    (void)st;
    NEED(unsup, "unsupported");
    char *out;
    int rc = rt_sh(&out, "%s exec -- %s 2>&1", rt_bin(), unsup);
    assert_int_equal(rc, 1);
    assert_non_null(strstr(out, "mgsim: hipGraphCreate is not supported by the simulator's HIP runtime"));
    assert_null(strstr(out, "not reached"));
    free(out);
    /* the platform's limits reach the runtime: a run stopped with a report */
    rc = rt_sh(&out, "%s exec --max-cycles 500 -- %s 2>&1", rt_bin(), example("vadd"));
    assert_int_equal(rc, 1);
    assert_non_null(strstr(out, "stopped at the --max-cycles limit: 500 GPU cycles"));
    free(out);
    rc = rt_sh(&out, "%s exec -- %s 2>&1", rt_bin(), example("vadd-gfx900"));
    assert_int_equal(rc, 1);
    assert_non_null(strstr(out, "no code for gfx803 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx900); rebuild with hipcc "
                                "--offload-arch=gfx803"));
    free(out);
}

/* The code object for the platform's gpu.isa: a fat binary (gfx803 and
 * gfx940) runs its gfx803 entry on the R9 Nano and verifies; a gfx940-only
 * program there, and a gfx803-only one on the gfx940 platform, stop
 * naming the targets they have; on the gfx940 platform the fat binary's
 * gfx940 entry is the one the runtime loads (it names gfx940 code). */
static void fat_binaries_by_isa(void **st)
{
    (void)st;
    NEED(fat, "fat/vadd");
    char *out, fatp[512]; /* example() returns its static buffer: keep a copy */
    snprintf(fatp, sizeof fatp, "%s", fat);
    NEED(only940, "gfx940/vadd");
    assert_int_equal(rt_sh(&out, "%s exec -- %s 2000 2>&1", rt_bin(), fatp), 0);
    assert_non_null(strstr(out, "vadd: 2000 elements, 0 wrong"));
    free(out);
    assert_int_equal(rt_sh(&out, "%s exec -- %s 2>&1", rt_bin(), only940), 1);
    assert_non_null(strstr(out, "no code for gfx803 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx940); rebuild with hipcc "
                                "--offload-arch=gfx803"));
    free(out);
    NEED(only803, "vadd");
    assert_int_equal(rt_sh(&out, "%s exec --config configs/r9nano-gfx940.ini -- %s 2>&1",
                           rt_bin(), only803),
                     1);
    assert_non_null(strstr(out, "no code for gfx940 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx803); rebuild with hipcc "
                                "--offload-arch=gfx940"));
    free(out);
    /* hipModuleLoad of a --genco bundle picks the same way */
    char mod[512], co940[512];
    NEED(m_, "module");
    snprintf(mod, sizeof mod, "%s", m_);
    NEED(fatco, "fat/scale.co");
    assert_int_equal(rt_sh(&out, "%s exec -- %s %s 2>&1", rt_bin(), mod, fatco), 0);
    assert_non_null(strstr(out, "module: 1000 elements, 0 wrong"));
    free(out);
    NEED(c940, "gfx940/scale.co");
    snprintf(co940, sizeof co940, "%s", c940);
    assert_int_equal(rt_sh(&out, "%s exec -- %s %s 2>&1", rt_bin(), mod, co940), 1);
    assert_non_null(strstr(out, "hipModuleLoad: "));
    assert_non_null(strstr(out, "no code for gfx803 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx940)"));
    free(out);
    /* the gfx940 entry, whatever happens to it after loading: never the
     * gfx803 one, whose launch the platform would refuse naming gfx803 */
    rt_sh(&out, "%s exec --config configs/r9nano-gfx940.ini -- %s 2000 2>&1", rt_bin(), fatp);
    assert_null(strstr(out, "code for gfx803"));
    assert_null(strstr(out, "no code for"));
    free(out);
}

static void exit_status_and_output_pass_through(void **st)
{
    (void)st;
    char *out;
    assert_int_equal(rt_sh(&out, "%s exec -- sh -c 'echo hello; exit 7'", rt_bin()), 7);
    assert_string_equal(out, "hello\n");
    free(out);
    /* without "--": the first word that is not an option starts the program */
    assert_int_equal(rt_sh(&out, "%s exec --threads 1 sh -c 'exit 3'", rt_bin()), 3);
    free(out);
    assert_int_equal(rt_sh(&out, "%s exec -- /nonexistent/prog 2>&1", rt_bin()), 127);
    assert_non_null(strstr(out, "cannot run /nonexistent/prog"));
    free(out);
    rt_expect(2, "no program given", "exec --config configs/r9nano.ini");
    /* a unique prefix of an option takes its value, as in every command
     * (before: "--conf needs a value"); --conf=F and --thr N alike */
    assert_int_equal(rt_sh(&out, "%s exec --conf configs/r9nano.ini --thr 1 sh -c 'exit 4' 2>&1",
                           rt_bin()), 4);
    free(out);
    assert_int_equal(rt_sh(&out, "%s exec --conf=configs/r9nano.ini sh -c 'exit 5' 2>&1",
                           rt_bin()), 5);
    free(out);
    rt_expect(2, "no program given", "exec --conf configs/r9nano.ini");
    /* SIGTERM to `mgsim exec` reaches the program (its status passes
     * through), and a killed `mgsim exec` takes the program with it
     * (before: it went on, re-parented to init) */
    assert_int_equal(rt_sh(&out, "d=$(mktemp -d); %s exec -- sh -c \"echo \\$\\$ >$d/p; exec sleep 60\" "
                                 "& m=$!; while [ ! -s $d/p ]; do sleep 0.1; done; kill -TERM $m; "
                                 "wait $m; echo \"exit $?\"; "
                                 "%s exec -- sh -c \"echo \\$\\$ >$d/q; exec sleep 60\" & m=$!; "
                                 "while [ ! -s $d/q ]; do sleep 0.1; done; kill -KILL $m; sleep 1; "
                                 "st=$(awk '{print $3}' /proc/$(cat $d/q)/stat 2>/dev/null); "
                                 "echo \"program ${st:-gone}\"; rm -rf $d", rt_bin(), rt_bin()), 0);
    if (!strstr(out, "exit 143") || (!strstr(out, "program gone") && !strstr(out, "program Z")))
        fail_msg("signals to mgsim exec:\n%s", out);
    free(out);
    rt_expect(2, "unknown", "exec --set nosuch.key=1 -- true");
    rt_expect(0, "usage: mgsim exec", "exec --help");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(programs_print_right_results),
        cmocka_unit_test(gfx940_programs_print_right_results),
        cmocka_unit_test(multi_gpu_split_uses_every_device),
        cmocka_unit_test(peer_pointers_cross_the_fabric),
        cmocka_unit_test(managed_memory_under_fault_policies),
        cmocka_unit_test(prefetch_moves_managed_pages_first),
        cmocka_unit_test(same_figures_for_any_thread_count),
        cmocka_unit_test(event_time_is_simulated_time),
        cmocka_unit_test(buffers_dumped_where_asked),
        cmocka_unit_test(trace_of_the_run),
        cmocka_unit_test(tools_read_hip_programs),
        cmocka_unit_test(clear_errors),
        cmocka_unit_test(fat_binaries_by_isa),
        cmocka_unit_test(exit_status_and_output_pass_through),
    };
    return cmocka_run_group_tests_name("hip", tests, NULL, NULL);
}
