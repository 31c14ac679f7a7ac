/* The MFMA builtins' kernels (test/amdgpu_alu/gfx940_mfma.cl, compiled
 * here for gfx940 by clang-15) run by `mgsim kernel` on the gfx940
 * platform: the functional mode and the timing model write the same
 * bytes (the values themselves are checked against the calculator's
 * layout in test_mfma), and the timing model charges an MFMA its passes:
 * one wave's kernel takes exactly 4 more cycles per extra pass of
 * cu.mfma_f16_32x32x8_passes (the wave waits for its MFMA's result). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

static char tmp[64];

/* Runs a shell command; its exit status and output (malloc'd). */
static int sh(char **out, const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    strncat(cmd, " 2>&1", sizeof cmd - strlen(cmd) - 1);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t cap = 65536, n = 0;
    *out = calloc(cap, 1);
    for (size_t got; (got = fread(*out + n, 1, cap - n - 1, f)) > 0;) n += got;
    int st = pclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static const char *mgsim(void)
{
    const char *b = getenv("MGSIM");
    return b && *b ? b : "bin/mgsim";
}

static void put(const char *name, size_t n, uint64_t seed, int half)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", tmp, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (size_t i = 0; i < n; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        int v = (int)(seed >> 40) % 2001 - 1000; /* [-1000, 1000] / 256 */
        if (half) { /* an f16 with a 7-bit mantissa: exact */
            float x = (float)v / 256.0f;
            uint32_t u;
            memcpy(&u, &x, 4);
            uint16_t h = v == 0 ? 0 : (uint16_t)((u >> 16 & 0x8000) | (((u >> 23 & 0xff) - 112) << 10) | (u >> 13 & 0x3ff));
            assert_int_equal(fwrite(&h, 2, 1, f), 1);
        } else {
            float x = (float)v / 256.0f;
            assert_int_equal(fwrite(&x, 4, 1, f), 1);
        }
    }
    fclose(f);
}

/* Kernel time in cycles of a run (its output line), the result in dump/. */
static long run(const char *kernel, bool half, const char *dump, const char *extra)
{
    char *out;
    int rc = sh(&out,
                "mkdir -p %s/%s && %s kernel %s/mfma.hsaco --kernel %s --grid 64 --local 64 "
                "--arg buf:%s/a%s.bin --arg buf:%s/b%s.bin --arg buf:%s/c.bin --dump %s/%s %s",
                tmp, dump, mgsim(), tmp, kernel, tmp, half ? "h" : "f", tmp, half ? "h" : "f", tmp, tmp,
                dump, extra);
    if (rc != 0) fail_msg("%s: exit %d: %s", kernel, rc, out);
    const char *c = strstr(out, " cycles");
    long cycles = -1;
    if (c) {
        while (c > out && c[-1] >= '0' && c[-1] <= '9') c--;
        cycles = strtol(c, NULL, 10);
    }
    free(out);
    return cycles;
}

static void same_file(const char *a, const char *b)
{
    char *out;
    if (sh(&out, "cmp %s/%s %s/%s", tmp, a, tmp, b) != 0) fail_msg("%s and %s differ: %s", a, b, out);
    free(out);
}

static void test_functional_equals_timing(void **state)
{
    (void)state;
    static const struct { const char *k; bool half; } ks[] = {
        {"m32x32x8f16", true}, {"m16x16x16f16", true}, {"m32x32x2f32", false},
        {"m16x16x4f32", false}, {"m32x32x2f32_bcast", false},
    };
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        run(ks[i].k, ks[i].half, "f", "");
        long c = run(ks[i].k, ks[i].half, "t", "--timing --config configs/r9nano-gfx940.ini");
        assert_true(c > 0);
        same_file("f/arg2.bin", "t/arg2.bin");
        char *out; /* and the kernel changed C (not a no-op) */
        assert_int_not_equal(sh(&out, "cmp -s %s/c.bin %s/t/arg2.bin", tmp, tmp), 0);
        free(out);
    }
}

static void test_passes_are_charged(void **state)
{
    (void)state;
    const char *base = "--timing --config configs/r9nano-gfx940.ini --set cu.mfma_f16_32x32x8_passes=";
    char a[160], b[160];
    snprintf(a, sizeof a, "%s8", base);
    snprintf(b, sizeof b, "%s108", base);
    long c8 = run("m32x32x8f16", true, "p8", a), c108 = run("m32x32x8f16", true, "p108", b);
    assert_int_equal(c108 - c8, 100 * 4);
    same_file("p8/arg2.bin", "p108/arg2.bin");
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmp, sizeof tmp, "/tmp/mgsim-mfma-XXXXXX");
    if (!mkdtemp(tmp)) return -1;
    char *out;
    int rc = sh(&out,
                "clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx940 -x cl -cl-std=CL2.0 "
                "--rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -O2 "
                "-c test/amdgpu_alu/gfx940_mfma.cl -o %s/mfma.o && ld.lld-15 -shared %s/mfma.o -o %s/mfma.hsaco",
                tmp, tmp, tmp);
    if (rc != 0) {
        fprintf(stderr, "compiling gfx940_mfma.cl: %s\n", out);
        free(out);
        return -1;
    }
    free(out);
    put("ah.bin", 256, 1, 1), put("bh.bin", 256, 2, 1);
    put("af.bin", 64, 3, 0), put("bf.bin", 64, 4, 0);
    put("c.bin", 1024, 5, 0);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char *out;
    sh(&out, "rm -rf %s", tmp);
    free(out);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_functional_equals_timing),
        cmocka_unit_test(test_passes_are_charged),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
