/* bin/mgsim kernel: a good run, functional and --timing, whose --dump
 * output matches a CPU reference, --stats, and every kind of bad --arg spec (count, kind,
 * size, value) reported against the kernel's metadata with exit 2. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "kt_util.h"

static char tmp[64];

/* Runs `$MGSIM kernel ARGS` with stderr captured; returns the exit status
 * and the combined output in out (malloc'd). */
static int mgsim(char **out, const char *fmt, ...)
{
    const char *bin = getenv("MGSIM");
    char args[2048], cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    snprintf(cmd, sizeof cmd, "%s kernel %s 2>&1", bin && *bin ? bin : "bin/mgsim", args);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t cap = 65536, n = 0;
    *out = calloc(cap, 1);
    for (size_t got; (got = fread(*out + n, 1, cap - n - 1, f)) > 0;) n += got;
    int st = pclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *kfile(void)
{
    return kt_path("test_kernels_fn_control.hsaco");
}

static void good_run(int timing)
{
    enum { G = 200, N = 150 };
    uint32_t in[G], ref[G] = {0}, got[G];
    for (int i = 0; i < G; i++) in[i] = (uint32_t)(i * 7 + 3);
    for (int i = 0; i < N; i++) {
        uint32_t x = in[i], s = 0;
        while (x != 1 && s < 1000) x = (x & 1) ? 3 * x + 1 : x / 2, s++;
        ref[i] = s;
    }
    char path[128];
    snprintf(path, sizeof path, "%s/in.bin", tmp);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(in, 4, G, f), G);
    fclose(f);
    char *k = kfile(), *out;
    int rc = mgsim(&out, "%s --kernel collatz --grid %d --local 64 --arg buf:%s --arg zero:%d "
                         "--arg u32:%d --dump %s/dump --stats %s/st.json%s",
                   k, G, path, G * 4, N, tmp, tmp, timing ? " --timing" : "");
    if (rc != 0) fail_msg("exit %d: %s", rc, out);
    assert_non_null(strstr(out, "kernel collatz"));
    free(out);
    snprintf(path, sizeof path, "%s/dump/arg1.bin", tmp);
    f = fopen(path, "rb");
    assert_non_null(f);
    assert_int_equal(fread(got, 1, sizeof got + 1, f), sizeof got);
    fclose(f);
    assert_memory_equal(got, ref, sizeof ref);
    snprintf(path, sizeof path, "%s/dump/arg0.bin", tmp); /* inputs dumped too */
    f = fopen(path, "rb");
    assert_non_null(f);
    fclose(f);
    snprintf(path, sizeof path, "%s/st.json", tmp);
    f = fopen(path, "r");
    assert_non_null(f);
    char js[512] = {0};
    assert_true(fread(js, 1, sizeof js - 1, f) > 0);
    fclose(f);
    /* functional mode has no time; the timing model has */
    assert_int_equal(strstr(js, "\"kernel_time_ns\": 0,") != NULL, !timing);
    assert_int_equal(strstr(js, "\"cycles\": 0,") != NULL, !timing);
    assert_non_null(strstr(js, "\"instructions\": "));
    assert_null(strstr(js, "\"instructions\": 0,"));
    free(k);
}

static void test_good_run(void **state)
{
    (void)state;
    good_run(0);
}

static void test_good_run_timing(void **state)
{
    (void)state;
    good_run(1);
}

/* A bad spec: exit 2, and the message has every expected piece. */
static void bad(const char *args, const char *want1, const char *want2)
{
    char *k = kfile(), *out;
    int rc = mgsim(&out, "%s --grid 64 --local 64 %s", k, args);
    if (rc != 2 || !strstr(out, want1) || (want2 && !strstr(out, want2)))
        fail_msg("args '%s': exit %d, output:\n%s\n(wanted '%s'%s%s)", args, rc, out, want1,
                 want2 ? " and " : "", want2 ? want2 : "");
    free(out);
    free(k);
}

static void test_bad_specs(void **state)
{
    (void)state;
    /* count: names the kernel and lists its arguments */
    bad("--kernel collatz --arg zero:4", "takes 3 arguments, 1 --arg given", "argument 2");
    /* kind: a value for a buffer, a buffer for a value, local for a global */
    bad("--kernel collatz --arg i32:5 --arg zero:4 --arg u32:1", "argument 0", "by-value");
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg zero:4", "argument 2", "global");
    bad("--kernel collatz --arg local:64 --arg zero:4 --arg u32:1", "argument 0", "__local");
    /* size: an 8-byte value for a 4-byte argument */
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg u64:1", "argument 2", "u64 is 8 bytes");
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg f64:1", "argument 2", "4");
    /* value */
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg u32:-1", "argument 2", "range");
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg u32:abc", "argument 2", NULL);
    bad("--kernel collatz --arg zero:4 --arg zero:4 --arg u32:4294967296", "argument 2", "range");
    bad("--kernel collatz --arg zero:x --arg zero:4 --arg u32:1", "argument 0", "zero:N");
    bad("--kernel collatz --arg buf:/nonexistent/f --arg zero:4 --arg u32:1", "argument 0",
        "cannot read");
    bad("--kernel collatz --arg what:1 --arg zero:4 --arg u32:1", "argument 0", "unknown spec");
    /* usage */
    bad("--arg zero:4", "missing --kernel", NULL);
    bad("--kernel collatz --grid 0 --arg zero:4 --arg zero:4 --arg u32:1", "--grid", NULL);
}

static void test_run_errors(void **state)
{
    (void)state;
    char *k = kfile(), *out;
    /* no such kernel: exit 1, the loader lists what there is */
    int rc = mgsim(&out, "%s --kernel nope --grid 1 --local 1", k);
    assert_int_equal(rc, 1);
    assert_non_null(strstr(out, "branches"));
    free(out);
    /* a fault: exit 1 with the kernel, PC and instruction */
    rc = mgsim(&out, "%s --kernel collatz --grid 256 --local 64 --arg zero:4 --arg zero:1024 "
                     "--arg u32:256", k);
    assert_int_equal(rc, 1);
    assert_non_null(strstr(out, "kernel collatz: workgroup"));
    assert_non_null(strstr(out, "memory fault"));
    free(out);
    free(k);
}

static int setup(void **state)
{
    (void)state;
    strcpy(tmp, "/tmp/mgsim-kcli-XXXXXX");
    return mkdtemp(tmp) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    return system(cmd) == 0 ? 0 : -1;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_run),
        cmocka_unit_test(test_good_run_timing),
        cmocka_unit_test(test_bad_specs),
        cmocka_unit_test(test_run_errors),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
