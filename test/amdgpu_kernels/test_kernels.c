/* Kernel tests in the functional mode, each against a CPU reference
 * computed here: divergent control flow and loops, LDS with barriers and
 * __local arguments, sub-dword memory, private arrays in scratch (at -O2
 * and -O0), multi-dimensional grids with partial workgroups, and the
 * error report of a kernel that faults. Every kernel runs from its -O2
 * and -O0 builds for gfx803 and for gfx940. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kt_util.h"

/* The builds every kernel runs from: gfx803 (GCN3) and gfx940 (CDNA3),
 * each at -O2 and -O0 (directory prefix, name suffix). */
static const char *const variants[][2] = {{"", ""}, {"", ".O0"}, {"gfx940/", ""}, {"gfx940/", ".O0"}};
#define NVAR 4

/* Runs and fails the test with the simulator's message on error. */
static void run(const char *file, int v, const char *kernel, unsigned dims, const uint32_t g[3],
                const uint32_t l[3], kt_arg *args, size_t n)
{
    char name[128], err[ERR_LEN];
    snprintf(name, sizeof name, "%stest_kernels_%s%s.hsaco", variants[v][0], file, variants[v][1]);
    if (kt_run(name, kernel, dims, g, l, args, n, NULL, err) < 0)
        fail_msg("%s %s: %s", name, kernel, err);
}

static void test_collatz(void **state)
{
    (void)state;
    enum { N = 1000, G = 1024 };
    uint64_t seed = 1;
    uint32_t in[G], steps[G], ref[G];
    for (int i = 0; i < G; i++) in[i] = 1 + kt_rand(&seed) % 10000;
    for (int i = 0; i < N; i++) {
        uint32_t x = in[i], s = 0;
        while (x != 1 && s < 1000) x = (x & 1) ? 3 * x + 1 : x / 2, s++;
        ref[i] = s;
    }
    for (int v = 0; v < NVAR; v++) {
        memset(steps, 0xee, sizeof steps);
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(steps, sizeof steps), KT_U32(N)};
        run("fn_control", v, "collatz", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){64, 1, 1}, a, 3);
        assert_memory_equal(steps, ref, N * sizeof ref[0]);
        for (int i = N; i < G; i++) assert_int_equal(steps[i], 0xeeeeeeeeu); /* untouched */
    }
}

static void test_branches(void **state)
{
    (void)state;
    enum { G = 512 };
    uint64_t seed = 2;
    int32_t in[G], out[G], ref[G];
    for (int i = 0; i < G; i++) in[i] = (int32_t)(kt_rand(&seed) % 2001) - 1000;
    for (int i = 0; i < G; i++) {
        int v = in[i], r = 0;
        switch (v & 3) {
        case 0: r = v * 2; break;
        case 1: r = -v; break;
        case 2:
            for (int k = 0; k < (v & 15); k++) {
                if (k == 7) continue;
                r += k * v;
                if (r > 100000) break;
            }
            break;
        default: r = v ^ 0x5a5a;
        }
        if (i & 1) r += v < 0 ? 3 : -3;
        ref[i] = r;
    }
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(out, sizeof out)};
        run("fn_control", v, "branches", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){128, 1, 1}, a, 2);
        assert_memory_equal(out, ref, sizeof ref);
    }
}

static void test_lds_reduce(void **state)
{
    (void)state;
    enum { G = 1024, L = 256 };
    uint64_t seed = 3;
    int32_t in[G], out[G / L], ref[G / L] = {0};
    for (int i = 0; i < G; i++) in[i] = (int32_t)(kt_rand(&seed) % 100000) - 50000;
    for (int i = 0; i < G; i++) ref[i / L] += in[i];
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(out, sizeof out), KT_LOCAL(L * 4)};
        run("fn_lds", v, "reduce", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){L, 1, 1}, a, 3);
        assert_memory_equal(out, ref, sizeof ref);
    }
}

static void test_lds_transpose(void **state)
{
    (void)state;
    enum { W = 48, H = 32 };
    float in[W * H], out[W * H];
    for (int i = 0; i < W * H; i++) in[i] = (float)i * 0.5f;
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(out, sizeof out), KT_U32(W), KT_U32(H)};
        run("fn_lds", v, "transpose", 2, (uint32_t[3]){W, H, 1}, (uint32_t[3]){16, 16, 1}, a, 4);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                assert_true(out[x * H + y] == in[y * W + x]);
    }
}

static void test_lds_histo(void **state)
{
    (void)state;
    enum { N = 5000 };
    uint64_t seed = 4;
    uint8_t in[N];
    uint32_t bins[64], ref[64] = {0};
    for (int i = 0; i < N; i++) in[i] = (uint8_t)kt_rand(&seed), ref[in[i] & 63]++;
    for (int v = 0; v < NVAR; v++) {
        memset(bins, 0, sizeof bins);
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(bins, sizeof bins), KT_U32(N)};
        run("fn_lds", v, "histo", 1, (uint32_t[3]){256, 1, 1}, (uint32_t[3]){64, 1, 1}, a, 3);
        assert_memory_equal(bins, ref, sizeof ref);
    }
}

static void test_lds_two_locals(void **state)
{
    (void)state;
    enum { G = 300, L = 100 };
    int32_t io[G], ref[G];
    for (int i = 0; i < G; i++) io[i] = i * 7 - 50;
    for (int i = 0; i < G; i++) {
        int l = i % L, g = i / L, r = L - 1 - l;
        ref[i] = io[g * L + r] + r * 3 + (l & 7) * 100;
    }
    for (int v = 0; v < NVAR; v++) {
        int32_t buf[G];
        memcpy(buf, io, sizeof buf);
        kt_arg a[] = {KT_BUF(buf, sizeof buf), KT_LOCAL(L * 4), KT_LOCAL(L * 2)};
        run("fn_lds", v, "two_locals", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){L, 1, 1}, a, 3);
        assert_memory_equal(buf, ref, sizeof ref);
    }
}

static void test_subdword(void **state)
{
    (void)state;
    enum { G = 333 };
    uint64_t seed = 5;
    int8_t sc[G], osc[G];
    uint8_t uc[G], ouc[G];
    int16_t ss[G], oss[G];
    uint16_t us[G], ous[G];
    int32_t wide[G];
    for (int i = 0; i < G; i++) {
        uint32_t r = kt_rand(&seed);
        sc[i] = (int8_t)r, uc[i] = (uint8_t)(r >> 8), ss[i] = (int16_t)(r >> 4);
        us[i] = (uint16_t)(r >> 16);
    }
    for (int v = 0; v < NVAR; v++) {
        memset(osc, 0, G), memset(ouc, 0, G), memset(oss, 0, 2 * G), memset(ous, 0, 2 * G);
        kt_arg a[] = {KT_BUF(sc, G),      KT_BUF(uc, G),      KT_BUF(ss, 2 * G),
                      KT_BUF(us, 2 * G),  KT_BUF(osc, G),     KT_BUF(ouc, G),
                      KT_BUF(oss, 2 * G), KT_BUF(ous, 2 * G), KT_BUF(wide, 4 * G)};
        run("fn_memory", v, "subdword", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){64, 1, 1}, a, 9);
        for (int i = 0; i < G; i++) {
            assert_int_equal(osc[i], (int8_t)(sc[i] * 3 - 1));
            assert_int_equal(ouc[i], (uint8_t)(uc[i] + 7));
            assert_int_equal(oss[i], (int16_t)(ss[i] * -2));
            assert_int_equal(ous[i], (uint16_t)(us[i] ^ 0xf0f0));
            assert_int_equal(wide[i], sc[i] + uc[i] + ss[i] + us[i]);
        }
    }
}

static void test_char4(void **state)
{
    (void)state;
    enum { G = 100 };
    uint8_t in[4 * G], out[4 * G];
    for (int i = 0; i < 4 * G; i++) in[i] = (uint8_t)(i * 37);
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(out, sizeof out)};
        run("fn_memory", v, "char4s", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){32, 1, 1}, a, 2);
        for (int i = 0; i < G; i++)
            for (int c = 0; c < 4; c++)
                assert_int_equal(out[4 * i + c], (uint8_t)(in[4 * i + 3 - c] + c + 1));
    }
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static void test_private_sort(void **state)
{
    (void)state;
    enum { G = 128, N = G * 16 };
    uint64_t seed = 6;
    int32_t in[N], out[N], ref[N];
    for (int i = 0; i < N; i++) in[i] = (int32_t)kt_rand(&seed) - (1 << 30);
    for (int i = 0; i < G; i++) {
        for (int k = 0; k < 16; k++) ref[i * 16 + k] = in[(i * 16 + k * 7) % N];
        qsort(&ref[i * 16], 16, sizeof ref[0], cmp_int);
    }
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(out, sizeof out)};
        run("fn_memory", v, "priv_sort", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){64, 1, 1}, a, 2);
        assert_memory_equal(out, ref, sizeof ref);
    }
}

static void test_private_table(void **state)
{
    (void)state;
    enum { G = 200 };
    int32_t out[G], ref[G];
    const int seed = 11;
    for (int i = 0; i < G; i++) {
        uint32_t t[64], s = 0; /* unsigned: the kernel's int wraps the same way */
        for (int k = 0; k < 64; k++) t[k] = (uint32_t)(k * seed + i);
        for (int k = 0; k < 64; k++) t[(k * 13 + i) & 63] += t[(k * 7 + seed) & 63];
        for (int k = 0; k < 64; k++) s = s * 31 + t[k];
        ref[i] = (int32_t)s;
    }
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(out, sizeof out), KT_I32(seed)};
        run("fn_memory", v, "priv_table", 1, (uint32_t[3]){G, 1, 1}, (uint32_t[3]){96, 1, 1}, a, 2);
        assert_memory_equal(out, ref, sizeof ref);
    }
}

/* ids: grid and local sizes per dimension, partial groups at every edge. */
static void check_ids(unsigned dims, const uint32_t g[3], const uint32_t l[3])
{
    size_t n = (size_t)g[0] * g[1] * g[2];
    uint32_t *out = calloc(n * 8, 4);
    assert_non_null(out);
    for (int v = 0; v < NVAR; v++) {
        kt_arg a[] = {KT_BUF(out, n * 32)};
        run("fn_grid", v, "ids", dims, g, l, a, 1);
        for (uint32_t z = 0; z < g[2]; z++)
            for (uint32_t y = 0; y < g[1]; y++)
                for (uint32_t x = 0; x < g[0]; x++) {
                    uint32_t id[3] = {x, y, z}, lid[3], grp[3], ls[3], ng[3];
                    for (int d = 0; d < 3; d++) {
                        lid[d] = id[d] % l[d], grp[d] = id[d] / l[d];
                        ng[d] = (g[d] + l[d] - 1) / l[d];
                        ls[d] = grp[d] == ng[d] - 1 && g[d] % l[d] ? g[d] % l[d] : l[d];
                    }
                    const uint32_t *o = out + ((size_t)x + g[0] * ((size_t)y + g[1] * z)) * 8;
#define PACK(a) ((a)[0] | (a)[1] << 10 | (a)[2] << 20)
                    assert_int_equal(o[0], PACK(lid));
                    assert_int_equal(o[1], PACK(grp));
                    assert_int_equal(o[2], PACK(ls));
                    assert_int_equal(o[3], PACK(ng));
                    assert_int_equal(o[4], PACK(g));
                    assert_int_equal(o[5], PACK(l));
                    /* ROCm's device library linearises with the enqueued
                     * size (the dispatch packet's), also in partial groups */
                    assert_int_equal(o[6], lid[0] + l[0] * (lid[1] + l[1] * lid[2]));
                    assert_int_equal(o[7], dims | (x + g[0] * (y + g[1] * z)) << 2);
                }
    }
    free(out);
}

static void test_grid_1d(void **state)
{
    (void)state;
    check_ids(1, (uint32_t[3]){100, 1, 1}, (uint32_t[3]){64, 1, 1});
}

static void test_grid_2d(void **state)
{
    (void)state;
    check_ids(2, (uint32_t[3]){37, 11, 1}, (uint32_t[3]){8, 4, 1});
}

static void test_grid_3d(void **state)
{
    (void)state;
    check_ids(3, (uint32_t[3]){37, 11, 5}, (uint32_t[3]){8, 4, 2});
}

/* A kernel reading past its buffer stops with a report naming the
 * kernel, the workgroup, the wave, the PC, the instruction and the
 * faulting address. */
static void test_fault_report(void **state)
{
    (void)state;
    uint32_t in[64], steps[1024];
    for (int i = 0; i < 64; i++) in[i] = 5;
    kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(steps, sizeof steps), KT_U32(1024)};
    char err[ERR_LEN];
    int rc = kt_run("test_kernels_fn_control.hsaco", "collatz", 1, (uint32_t[3]){1024, 1, 1},
                    (uint32_t[3]){256, 1, 1}, a, 3, NULL, err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, "kernel collatz: workgroup (0,0,0) wave 1"));
    assert_non_null(strstr(err, "memory fault at 0x"));
    assert_non_null(strstr(err, "flat_load_dword"));
    assert_non_null(strstr(err, "PC 0x"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_collatz),       cmocka_unit_test(test_branches),
        cmocka_unit_test(test_lds_reduce),    cmocka_unit_test(test_lds_transpose),
        cmocka_unit_test(test_lds_histo),     cmocka_unit_test(test_lds_two_locals),
        cmocka_unit_test(test_subdword),      cmocka_unit_test(test_char4),
        cmocka_unit_test(test_private_sort),  cmocka_unit_test(test_private_table),
        cmocka_unit_test(test_grid_1d),       cmocka_unit_test(test_grid_2d),
        cmocka_unit_test(test_grid_3d),       cmocka_unit_test(test_fault_report),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
