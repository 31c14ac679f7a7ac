/* util/vec: capacities double from VEC_FIRST (or jump to what one step
 * needs), items survive growth, the try form reports failure without
 * touching the array, the push form matches a plain loop, and vec_how's
 * first capacity, bound, zeroing and stride do what they say. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "util/vec.h"

static void test_push_and_capacities(void **state)
{
    (void)state;
    uint64_t *v = NULL;
    uint32_t n = 0, cap = 0; /* a 32-bit count and capacity */
    size_t seen[8], nseen = 0;
    for (uint64_t i = 0; i < 1000; i++) {
        uint32_t before = cap;
        VEC_PUSH(v, n, cap, i * i, "test items");
        if (cap != before) seen[nseen++] = cap;
    }
    assert_int_equal(n, 1000);
    for (uint64_t i = 0; i < 1000; i++) assert_true(v[i] == i * i);
    static const size_t want[] = {16, 32, 64, 128, 256, 512, 1024};
    assert_int_equal(nseen, 7);
    assert_memory_equal(seen, want, sizeof want);
    free(v);
}

static void test_reserve_jumps(void **state)
{
    (void)state;
    char *s = NULL;
    size_t cap = 0;
    VEC_RESERVE(s, cap, 100, "text");
    assert_int_equal(cap, 128);
    memset(s, 'x', 100);
    VEC_RESERVE(s, cap, 100, "text"); /* enough: nothing moves */
    assert_int_equal(cap, 128);
    VEC_RESERVE(s, cap, 129, "text");
    assert_int_equal(cap, 256);
    for (int i = 0; i < 100; i++) assert_int_equal(s[i], 'x');
    free(s);
}

static void test_try_reserve(void **state)
{
    (void)state;
    int *v = NULL;
    uint32_t cap32 = 0;
    size_t cap = 0;
    assert_int_equal(VEC_TRY_RESERVE(v, cap32, 20), 0);
    assert_int_equal(cap32, 32);
    v[19] = 7;
    int *keep = v;
    /* an impossible size fails and leaves both alone */
    size_t huge = SIZE_MAX / 2;
    assert_int_equal(VEC_TRY_RESERVE(v, cap32, huge), -1);
    assert_ptr_equal(v, keep);
    assert_int_equal(cap32, 32);
    assert_int_equal(v[19], 7);
    free(v);
    v = NULL;
    assert_int_equal(VEC_TRY_RESERVE(v, cap, 3), 0);
    assert_int_equal(cap, 16);
    assert_int_equal(VEC_TRY_RESERVE(v, cap, SIZE_MAX), -1);
    assert_int_equal(cap, 16);
    free(v);
}

/* vec_how: a first capacity, a bound, zeroed new items and a strided
 * item, each against what a plain loop would build. */
static void test_how(void **state)
{
    (void)state;
    int *v = NULL;
    uint32_t cap = 0;
    size_t caps[8], ncaps = 0;
    for (uint32_t need = 1; need <= 40; need++) {
        uint32_t before = cap;
        VEC_RESERVE_HOW(v, cap, need, "bounded", .first = 1, .max = 40, .zero = true);
        if (cap != before) {
            for (uint32_t i = before; i < cap; i++) assert_int_equal(v[i], 0);
            caps[ncaps++] = cap;
            for (uint32_t i = before; i < cap; i++) v[i] = (int)i + 1; /* dirty: not zeroed again */
        }
    }
    static const size_t want[] = {1, 2, 4, 8, 16, 32, 40}; /* doubling from 1, bounded by 40 */
    assert_int_equal(ncaps, 7);
    assert_memory_equal(caps, want, sizeof want);
    for (uint32_t i = 0; i < 40; i++) assert_int_equal(v[i], (int)i + 1);
    free(v);

    /* a strided item of 3 rows of 5 bytes: items survive growth at their stride */
    uint8_t *m = NULL;
    size_t mcap = 0, stride = 15;
    for (size_t i = 0; i < 100; i++) {
        VEC_RESERVE_HOW(m, mcap, i + 1, "strided", .elem = stride);
        memset(m + i * stride, (int)(i & 0xff), stride);
    }
    assert_true(mcap >= 100 && mcap < 200);
    for (size_t i = 0; i < 100 * stride; i++) assert_int_equal(m[i], (uint8_t)(i / stride));
    free(m);

    /* the try form fails on an impossible strided size and changes nothing */
    size_t tcap = 0;
    void *t = vec_try_grow_how(NULL, 1, 2, &tcap, (vec_how){.elem = SIZE_MAX / 2});
    assert_null(t);
    assert_int_equal(tcap, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_push_and_capacities),
        cmocka_unit_test(test_reserve_jumps),
        cmocka_unit_test(test_try_reserve),
        cmocka_unit_test(test_how),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
