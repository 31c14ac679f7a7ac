/* Address maps: interleaving, local offsets and their inverse, several
 * ranges (D-MGPU's second GPU at 4-8 GiB), and bad ranges. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_map.h"
#include "components/mem/mem_util.h"

static void interleaves_round_robin(void **state)
{
    (void)state;
    mem_map m;
    char err[128];
    assert_int_equal(mem_map_interleaved(&m, 0, 4ull << 30, 4096, 8, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&m, 0), 0);
    assert_int_equal(mem_map_target(&m, 4095), 0);
    assert_int_equal(mem_map_target(&m, 4096), 1);
    assert_int_equal(mem_map_target(&m, 7 * 4096 + 5), 7);
    assert_int_equal(mem_map_target(&m, 8 * 4096), 0);
    assert_int_equal(mem_map_local(&m, 8 * 4096 + 5), 4096 + 5);
    assert_int_equal(mem_map_local(&m, 3 * 4096 + 17), 17);
    assert_int_equal(mem_map_target(&m, 4ull << 30), -1);
    assert_int_equal(mem_map_local(&m, 4ull << 30), UINT64_MAX);
}

/* global -> (target, local) -> global is the identity */
static void local_and_global_are_inverse(void **state)
{
    (void)state;
    mem_map m;
    char err[128];
    assert_int_equal(mem_map_interleaved(&m, 1ull << 30, 3ull << 20, 64, 3, err, sizeof err), 0);
    for (uint64_t a = 1ull << 30; a < (1ull << 30) + (3ull << 20); a += 37) {
        int64_t t = mem_map_target(&m, a);
        assert_true(t >= 0 && t < 3);
        assert_int_equal(mem_map_global(&m, (uint32_t)t, mem_map_local(&m, a)), a);
    }
    assert_int_equal(mem_map_global(&m, 3, 0), UINT64_MAX);
    assert_int_equal(mem_map_global(&m, 0, 1ull << 20), UINT64_MAX);
}

static void two_gpus_partitioned_then_interleaved(void **state)
{
    (void)state;
    mem_map m;
    char err[128];
    mem_map_init(&m);
    mem_range g0 = {.base = 0, .size = 4ull << 30, .granularity = 4096, .first = 0, .ntargets = 8};
    mem_range g1 = {.base = 4ull << 30, .size = 4ull << 30, .granularity = 4096, .first = 8,
                    .ntargets = 8};
    assert_int_equal(mem_map_add(&m, &g0, err, sizeof err), 0);
    assert_int_equal(mem_map_add(&m, &g1, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&m, (4ull << 30) + 4096 * 3), 11);
    assert_int_equal(mem_map_local(&m, (4ull << 30) + 4096 * 9 + 1), 4096 + 1);
    assert_int_equal(mem_map_global(&m, 11, 0), (4ull << 30) + 4096 * 3);
}

static void bad_ranges_are_refused(void **state)
{
    (void)state;
    mem_map m;
    char err[128];
    assert_int_equal(mem_map_interleaved(&m, 0, 1 << 20, 3000, 2, err, sizeof err), -1);
    assert_non_null(strstr(err, "granularity"));
    assert_int_equal(mem_map_interleaved(&m, 0, 1 << 20, 4096, 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "ntargets"));
    assert_int_equal(mem_map_interleaved(&m, 100, 1 << 20, 4096, 2, err, sizeof err), -1);
    assert_non_null(strstr(err, "aligned"));
    assert_int_equal(mem_map_interleaved(&m, 0, 1 << 20, 4096, 2, err, sizeof err), 0);
    mem_range o = {.base = 4096, .size = 4096, .granularity = 4096, .first = 2, .ntargets = 1};
    assert_int_equal(mem_map_add(&m, &o, err, sizeof err), -1);
    assert_non_null(strstr(err, "overlaps"));
    o.base = 1 << 20;
    o.first = 1;
    assert_int_equal(mem_map_add(&m, &o, err, sizeof err), -1);
    assert_non_null(strstr(err, "targets overlap"));
}

/* A range with span (groups of targets, one group per GPU) answers like
 * the range per group it replaces (built the old way, 4 groups here), and
 * holds more groups than a map holds ranges (64 GPUs). */
static void span_equals_range_per_group(void **state)
{
    (void)state;
    char err[128];
    /* span a multiple of gran * b, size of span; targets from 5 on */
    const uint64_t base = 1ull << 32, gran = 256, span = 768 * 1024, size = 1ull << 20;
    const uint32_t b = 3, groups = 4;
    mem_map one, each;
    mem_map_init(&one);
    mem_map_init(&each);
    mem_range all = {base, groups * span, gran, 5, b, .span = span};
    assert_int_equal(mem_map_add(&one, &all, err, sizeof err), 0);
    for (uint32_t h = 0; h < groups; h++) {
        mem_range r = {base + h * all.span, all.span, gran, 5 + h * b, b, 0};
        assert_int_equal(mem_map_add(&each, &r, err, sizeof err), 0);
    }
    assert_int_equal(mem_range_targets(&all), groups * b);
    for (uint64_t a = base - 7; a < base + all.size + 300; a += 97) {
        int64_t t = mem_map_target(&each, a);
        assert_int_equal(mem_map_target(&one, a), t);
        assert_int_equal(mem_map_local(&one, a), mem_map_local(&each, a));
        if (t >= 0)
            assert_int_equal(mem_map_global(&one, (uint32_t)t, mem_map_local(&one, a)), a);
    }
    assert_int_equal(mem_map_global(&one, 5 + groups * b, 0), UINT64_MAX);
    assert_int_equal(mem_map_global(&one, 5 + b, all.span), UINT64_MAX);
    mem_map big;
    mem_map_init(&big);
    mem_range g64 = {0, 64 * size, gran, 0, 16, .span = size};
    assert_int_equal(mem_map_add(&big, &g64, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&big, 63 * size + 17 * gran), 63 * 16 + 1);
    mem_range odd = {0, 3 * size, gran, 0, b, .span = size};
    assert_int_equal(mem_map_add(&big, &odd, err, sizeof err), -1);
}

static void masks(void **state)
{
    (void)state;
    uint64_t m[MEM_LINE_MAX / 64] = {0};
    mem_mask_fill(m, 70);
    assert_true(mem_mask_full(m, 70));
    assert_false(mem_mask_full(m, 71));
    assert_true(mem_mask_get(m, 69));
    assert_false(mem_mask_get(m, 70));
    mem_mask_fill(m, 128);
    assert_true(mem_mask_full(m, 128));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(interleaves_round_robin),
        cmocka_unit_test(local_and_global_are_inverse),
        cmocka_unit_test(two_gpus_partitioned_then_interleaved),
        cmocka_unit_test(bad_ranges_are_refused),
        cmocka_unit_test(span_equals_range_per_group),
        cmocka_unit_test(masks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
