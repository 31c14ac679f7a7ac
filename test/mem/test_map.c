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
        cmocka_unit_test(masks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
