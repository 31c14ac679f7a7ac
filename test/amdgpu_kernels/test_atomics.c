/* Atomics in the functional mode: every kind on global memory (FLAT, 32
 * and 64 bit) and on LDS (DS), contended by every work-item of the grid
 * on the same words, plus GCN's wrapping inc/dec; and doubles and math
 * builtins against the host's libm. Integer results must be exact. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kt_util.h"

static void run(const char *file, const char *kernel, unsigned dims, uint32_t g, uint32_t l,
                kt_arg *args, size_t n)
{
    char err[ERR_LEN];
    if (kt_run(file, kernel, dims, (uint32_t[3]){g, 1, 1}, (uint32_t[3]){l, 1, 1}, args, n, NULL,
               err) < 0)
        fail_msg("%s %s: %s", file, kernel, err);
}

static const char *const files[2] = {"test_kernels_fn_atomics.hsaco",
                                     "test_kernels_fn_atomics.O0.hsaco"};

static void test_atomics32(void **state)
{
    (void)state;
    enum { N = 1000 };
    for (int v = 0; v < 2; v++) {
        int32_t s[8] = {0, 0, 1000, -1000, -1, 0, 0, 0};
        uint32_t u[8] = {0xffffffffu, 0, 0xffffffffu, 0, 0, 0, 5, 0}, tickets[N] = {0};
        kt_arg a[] = {KT_BUF(s, sizeof s), KT_BUF(u, sizeof u), KT_BUF(tickets, sizeof tickets)};
        run(files[v], "atomics32", 1, N, 100, a, 3); /* 100: partial waves */
        uint32_t x = 0;
        for (uint32_t i = 0; i < N; i++) x ^= i * 2654435761u;
        assert_int_equal(s[0], N * (N - 1) / 2);
        assert_int_equal(s[1], -(N * (N - 1) / 2));
        assert_int_equal(s[2], -100);
        assert_int_equal(s[3], N - 1 - 100);
        assert_int_equal(s[4] + s[6], -1 + N * (N - 1) / 2); /* swap: nothing lost */
        assert_int_equal(s[5], 2 * N);
        assert_int_equal(u[0], 5);
        assert_int_equal(u[1], (N - 1) * 3);
        assert_int_equal(u[2], 0);
        assert_int_equal(u[3], 0xffffffffu);
        assert_int_equal(u[4], x);
        assert_int_equal(u[5], N);
        assert_int_equal(u[6], (uint32_t)(5 - N));
        uint8_t seen[N + 1] = {0}; /* tickets: a permutation of 1..N */
        for (int i = 0; i < N; i++) {
            assert_true(tickets[i] >= 1 && tickets[i] <= N && !seen[tickets[i]]);
            seen[tickets[i]] = 1;
        }
    }
}

static void test_atomics64(void **state)
{
    (void)state;
    enum { N = 700 };
    for (int v = 0; v < 2; v++) {
        int64_t s[8] = {0, 0, 1000, -1000, -1, 0, 0, 0};
        uint64_t u[8] = {~0ull, 0, ~0ull, 0, 0, 0, 5, 0};
        kt_arg a[] = {KT_BUF(s, sizeof s), KT_BUF(u, sizeof u)};
        run(files[v], "atomics64", 1, N, 64, a, 2);
        int64_t sum = (int64_t)N * (N - 1) / 2;
        uint64_t x = 0;
        for (uint64_t i = 0; i < N; i++) x ^= i * 0x9E3779B97F4A7C15ull;
        assert_true(s[0] == sum * 1000000007LL);
        assert_true(s[1] == -sum);
        assert_true(s[2] == -100);
        assert_true(s[3] == N - 1 - 100);
        assert_true(s[4] + s[6] == sum - 1);
        assert_true(s[5] == 3 * N);
        assert_true(u[0] == 0x100000000ull);
        assert_true(u[1] == (uint64_t)(N - 1) << 40);
        assert_true(u[2] == 0);
        assert_true(u[3] == ~0ull);
        assert_true(u[4] == x);
        assert_true(u[5] == N);
        assert_true(u[6] == (uint64_t)5 - N);
    }
}

static void test_atomics_local(void **state)
{
    (void)state;
    enum { G = 384, L = 128, NG = G / L };
    for (int v = 0; v < 2; v++) {
        int32_t out[NG * 16];
        kt_arg a[] = {KT_BUF(out, sizeof out)};
        run(files[v], "atomics_local", 1, G, L, a, 1);
        uint32_t x = 0;
        for (uint32_t i = 0; i < L; i++) x ^= i * 2654435761u;
        for (int g = 0; g < NG; g++) {
            const int32_t *s = out + g * 16;
            const uint32_t *u = (const uint32_t *)(out + g * 16 + 8);
            assert_int_equal(s[0], L * (L - 1) / 2);
            assert_int_equal(s[1], -(L * (L - 1) / 2));
            assert_int_equal(s[2], -7);
            assert_int_equal(s[3], L - 1 - 7);
            assert_int_equal(s[4] + s[6], -1 + L * (L - 1) / 2);
            assert_int_equal(s[5], 2 * L);
            assert_int_equal(u[0], 9);
            assert_int_equal(u[1], (L - 1) * 5);
            assert_int_equal(u[2], 0);
            assert_int_equal(u[3], 0xffffffffu);
            assert_int_equal(u[4], x);
            assert_int_equal(u[5], L);
            assert_int_equal(u[6], (uint32_t)-L);
            assert_int_equal(u[7], L * (L - 1) / 2); /* tickets 0..L-1 */
        }
    }
}

/* GCN inc/dec: n applications of the same wrapping function. */
static uint64_t inc_n(uint64_t v, uint64_t lim, int n)
{
    while (n--) v = v >= lim ? 0 : v + 1;
    return v;
}

static uint64_t dec_n(uint64_t v, uint64_t lim, int n)
{
    while (n--) v = (v == 0 || v > lim) ? lim : v - 1;
    return v;
}

static void test_incdec(void **state)
{
    (void)state;
    enum { G = 100, L = 50, LIM = 7 };
    const char *f[2] = {"test_kernels_fn_gcn_atomics.hsaco", "test_kernels_fn_gcn_atomics.O0.hsaco"};
    for (int v = 0; v < 2; v++) {
        uint32_t g32[2] = {0, 3}, lout[4];
        uint64_t g64[2] = {0, 3};
        kt_arg a[] = {KT_BUF(g32, sizeof g32), KT_BUF(g64, sizeof g64), KT_BUF(lout, sizeof lout),
                      KT_U32(LIM)};
        run(f[v], "incdec", 1, G, L, a, 4);
        assert_int_equal(g32[0], inc_n(0, LIM, G));
        assert_int_equal(g32[1], dec_n(3, LIM, G));
        assert_true(g64[0] == inc_n(0, LIM, G));
        assert_true(g64[1] == dec_n(3, LIM, G));
        for (int g = 0; g < G / L; g++) {
            assert_int_equal(lout[2 * g], inc_n(0, LIM, L));
            assert_int_equal(lout[2 * g + 1], dec_n(3, LIM, L));
        }
    }
}

static int close_to(double got, double want, double rel, double abs_tol)
{
    return fabs(got - want) <= abs_tol + rel * fabs(want);
}

static void test_doubles(void **state)
{
    (void)state;
    enum { G = 256 };
    uint64_t seed = 9;
    double a[G], b[G], out[8 * G];
    for (int i = 0; i < G; i++) {
        a[i] = (double)kt_rand(&seed) / 4294967296.0 * 200.0 - 100.0;
        b[i] = (double)kt_rand(&seed) / 4294967296.0 * 50.0 + 0.5;
    }
    const char *f[2] = {"test_kernels_fn_numeric.hsaco", "test_kernels_fn_numeric.O0.hsaco"};
    for (int v = 0; v < 2; v++) {
        kt_arg args[] = {KT_BUF(a, sizeof a), KT_BUF(b, sizeof b), KT_BUF(out, sizeof out)};
        run(f[v], "dmath", 1, G, 64, args, 3);
        for (int i = 0; i < G; i++) {
            double x = a[i], y = b[i], want[8] = {
                x + y, x * y - y, x / y, sqrt(fabs(x)), fma(x, y, 1.0),
                (double)(long long)(x * 1000.0), floor(x) + ceil(y), fmin(x, y) + fmax(x, y) * 0.5};
            for (int k = 0; k < 8; k++)
                if (!close_to(out[8 * i + k], want[k], 1e-15, 1e-300))
                    fail_msg("dmath[%d] op %d: %.17g, want %.17g", i, k, out[8 * i + k], want[k]);
        }
    }
}

static void test_float_math(void **state)
{
    (void)state;
    enum { G = 256 };
    uint64_t seed = 10;
    float a[G], out[10 * G];
    for (int i = 0; i < G; i++) a[i] = (float)((double)kt_rand(&seed) / 4294967296.0 * 20.0 - 10.0);
    const char *f[2] = {"test_kernels_fn_numeric.hsaco", "test_kernels_fn_numeric.O0.hsaco"};
    for (int v = 0; v < 2; v++) {
        kt_arg args[] = {KT_BUF(a, sizeof a), KT_BUF(out, sizeof out)};
        run(f[v], "fmath", 1, G, 64, args, 2);
        for (int i = 0; i < G; i++) {
            double x = a[i], want[10] = {
                sin(x), cos(x), exp(x * 0.25), log(fabs(x) + 1.0), pow(fabs(x) + 0.5, 1.5),
                sqrt(fabs(x)), 1.0 / sqrt(fabs(x) + 1.0), tanh(x * 0.3), atan2(x, 2.0),
                x / (x * x + 1.0) + (double)(int)(a[i] * 3.7f)};
            for (int k = 0; k < 10; k++)
                if (!close_to(out[10 * i + k], want[k], 4e-6, 4e-6))
                    fail_msg("fmath[%d] op %d (x=%.9g): %.9g, want %.9g", i, k, x,
                             out[10 * i + k], want[k]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_atomics32),     cmocka_unit_test(test_atomics64),
        cmocka_unit_test(test_atomics_local), cmocka_unit_test(test_incdec),
        cmocka_unit_test(test_doubles),       cmocka_unit_test(test_float_math),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
