/* Sizes, presets and the suite's registry; deterministic inputs. The
 * Table 2 figures below are typed in from the paper, not taken from the
 * workload files. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mgt_util.h"

static const struct {
    const char *name;
    enum mgm_pattern pat;
    uint64_t paper1, paper4;
} table2[] = {
    {"aes", MGM_PAT_PARTITIONED, 256 * 1024, 1024 * 1024}, /* bytes of plaintext */
    {"bs", MGM_PAT_IRREGULAR, 32 * 1024, 128 * 1024},      /* SP numbers */
    {"fir", MGM_PAT_ADJACENT, 64 * 1024, 256 * 1024},      /* SP samples */
    {"gd", MGM_PAT_GATHER, 256 * 1024, 1024 * 1024},       /* SP parameters */
    {"km", MGM_PAT_PARTITIONED, 32 * 1024, 128 * 1024},    /* 32-feature points */
    {"mt", MGM_PAT_SCATTER, 2048, 4096},                   /* matrix width */
    {"sc", MGM_PAT_ADJACENT, 1024, 2048},                  /* image width */
};
#define NW (sizeof table2 / sizeof table2[0])

static const mgm_workload *find(const char *name)
{
    char err[ERR_LEN];
    const mgm_workload *w = mgm_workload_find(name, err);
    if (!w) fail_msg("%s", err);
    return w;
}

static void test_registry(void **s)
{
    (void)s;
    assert_int_equal(mgm_workload_count(), NW);
    for (size_t i = 0; i < NW; i++) {
        const mgm_workload *w = mgm_workload_at(i);
        assert_string_equal(w->name, table2[i].name);
        assert_int_equal(w->pattern, table2[i].pat);
        assert_ptr_equal(find(table2[i].name), w);
        assert_non_null(w->title);
        assert_non_null(w->unit);
        char want[64];
        snprintf(want, sizeof want, "mgmark_kernels_%s.hsaco", w->name);
        assert_string_equal(w->hsaco, want);
    }
    assert_null(mgm_workload_at(NW));
    char err[ERR_LEN];
    assert_null(mgm_workload_find("lud", err));
    assert_non_null(strstr(err, "'lud'"));
    assert_non_null(strstr(err, "aes, bs, fir, gd, km, mt, sc"));
    assert_string_equal(mgm_pattern_name(MGM_PAT_GATHER), "gather");
}

static void test_presets(void **s)
{
    (void)s;
    char err[ERR_LEN];
    for (size_t i = 0; i < NW; i++) {
        const mgm_workload *w = find(table2[i].name);
        uint64_t v = 0;
        assert_int_equal(mgm_parse_size(w, "paper1", &v, err), 0);
        assert_int_equal(v, table2[i].paper1);
        assert_int_equal(mgm_parse_size(w, "paper4", &v, err), 0);
        assert_int_equal(v, table2[i].paper4);
        assert_int_equal(mgm_parse_size(w, "PAPER4", &v, err), 0);
        assert_int_equal(mgm_parse_size(w, "default", &v, err), 0);
        assert_int_equal(v, w->size_default);
        assert_true(w->size_default < table2[i].paper1); /* small */
    }
}

static void test_numbers(void **s)
{
    (void)s;
    char err[ERR_LEN];
    uint64_t v;
    const mgm_workload *aes = find("aes"), *bs = find("bs"), *fir = find("fir");
    assert_int_equal(mgm_parse_size(aes, "256KB", &v, err), 0);
    assert_int_equal(v, 262144);
    assert_int_equal(mgm_parse_size(aes, "1M", &v, err), 0);
    assert_int_equal(v, 1048576);
    assert_int_equal(mgm_parse_size(bs, "64k", &v, err), 0);
    assert_int_equal(v, 65536);
    assert_int_equal(mgm_parse_size(fir, "1000", &v, err), 0);
    assert_int_equal(v, 1000);
    assert_int_equal(mgm_parse_size(fir, "1G", &v, err), 0);
    assert_int_equal(v, 1ull << 30);
}

static void bad(const char *w, const char *s, const char *why)
{
    char err[ERR_LEN] = "";
    uint64_t v = 12345;
    assert_int_equal(mgm_parse_size(find(w), s, &v, err), -1);
    assert_int_equal(v, 12345);
    if (!strstr(err, why)) fail_msg("%s '%s': '%s' lacks '%s'", w, s, err, why);
}

static void test_bad_sizes(void **s)
{
    (void)s;
    bad("fir", "", "empty");
    bad("fir", "abc", "bad size 'abc'");
    bad("fir", "0", "bad size");
    bad("fir", "-5", "bad size");
    bad("fir", "12Q", "bad size");
    bad("fir", "99999999999999999999", "bad size");
    bad("fir", "16G", "too large");
    bad("bs", "1000", "power of two");
    bad("aes", "100", "multiple of 16");
    bad("mt", "100", "multiple of 64");
    bad("km", "3", "fewer points than clusters");
    mgm_problem p;
    char err[ERR_LEN];
    assert_int_equal(mgm_problem_init(&p, find("sc"), 0, 1, err), -1);
    assert_int_equal(mgm_problem_init(&p, find("bs"), 24, 1, err), -1);
    assert_non_null(strstr(err, "power of two"));
}

/* Same seed, same bytes; another seed, other inputs. */
static void test_deterministic(void **s)
{
    (void)s;
    static const uint64_t small[NW] = {1024, 512, 777, 500, 300, 128, 40};
    for (size_t i = 0; i < NW; i++) {
        mgm_problem a, b, c;
        mgt_problem(&a, table2[i].name, small[i], 5);
        mgt_problem(&b, table2[i].name, small[i], 5);
        mgt_problem(&c, table2[i].name, small[i], 6);
        assert_int_equal(a.nbufs, b.nbufs);
        int differs = 0;
        for (unsigned k = 0; k < a.nbufs; k++) {
            assert_int_equal(a.buf[k].bytes, b.buf[k].bytes);
            assert_true(a.buf[k].bytes > 0);
            assert_int_equal(!a.buf[k].init, !(a.buf[k].flags & MGM_BUF_IN));
            if (!a.buf[k].init) continue;
            assert_memory_equal(a.buf[k].init, b.buf[k].init, a.buf[k].bytes);
            differs |= memcmp(a.buf[k].init, c.buf[k].init, a.buf[k].bytes) != 0;
        }
        if (!differs) fail_msg("%s: seeds 5 and 6 give the same inputs", table2[i].name);
        mgm_problem_free(&a);
        mgm_problem_free(&b);
        mgm_problem_free(&c);
    }
}

/* A size whose buffers cannot fit the platform's device memory is refused
 * while the buffers are declared (before their bytes are generated), with
 * what it needs and has; the size it suggests fits. For every workload on
 * a 1 MiB x 2 GPU platform, at a size well beyond it. */
static void test_device_memory(void **s)
{
    (void)s;
    for (size_t i = 0; i < mgm_workload_count(); i++) {
        const mgm_workload *w = mgm_workload_at(i);
        uint64_t size = w->size_paper4;
        char err[ERR_LEN];
        mgm_problem p;
        if (mgm_problem_init_for(&p, w, size, 1, 2, 1u << 20, err) == 0) {
            mgm_problem_free(&p); /* small enough even at paper4: nothing to check */
            continue;
        }
        if (!strstr(err, "does not fit the platform's device memory") ||
            !strstr(err, "the platform has 0.00 GiB (2 GPUs x 0.00 GiB"))
            fail_msg("%s: %s", w->name, err);
        const char *t = strstr(err, "try --size ");
        assert_non_null(t);
        uint64_t fit = strtoull(t + strlen("try --size "), NULL, 10);
        assert_true(fit > 0 && fit < size);
        if (mgm_problem_init_for(&p, w, fit, 1, 2, 1u << 20, err) < 0)
            fail_msg("%s: the suggested size %llu does not fit: %s", w->name,
                     (unsigned long long)fit, err);
        assert_true(p.device_bytes <= 2u << 20);
        mgm_problem_free(&p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry), cmocka_unit_test(test_presets),
        cmocka_unit_test(test_numbers),  cmocka_unit_test(test_bad_sizes),
        cmocka_unit_test(test_deterministic), cmocka_unit_test(test_device_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
