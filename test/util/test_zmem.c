/* util/zmem: arrays come back zeroed, small and large; a large one costs
 * no resident memory until touched and then only the pages written
 * (mincore, the kernel's own count, is the independent witness); an
 * overflowing size is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <cmocka.h>

#include "util/zmem.h"

static size_t resident_pages(void *p, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE), np = (n + page - 1) / page, r = 0;
    unsigned char *vec = malloc(np);
    assert_non_null(vec);
    assert_int_equal(mincore(p, n, vec), 0);
    for (size_t i = 0; i < np; i++) r += vec[i] & 1;
    free(vec);
    return r;
}

static void test_zeroed_small_and_large(void **state)
{
    (void)state;
    static const size_t sizes[] = {1, 100, ZMEM_MIN - 1, ZMEM_MIN, 3 * ZMEM_MIN + 5};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        uint8_t *p = zmem_alloc(sizes[k], 1);
        assert_non_null(p);
        for (size_t i = 0; i < sizes[k]; i++) assert_int_equal(p[i], 0);
        memset(p, 0xab, sizes[k]); /* all of it is ours */
        zmem_free(p, sizes[k], 1);
    }
    zmem_free(NULL, 10, 10);
}

static void test_large_resident_only_where_touched(void **state)
{
    (void)state;
    size_t page = (size_t)sysconf(_SC_PAGESIZE), n = 256 * page;
    uint64_t *p = zmem_alloc(n / sizeof *p, sizeof *p);
    assert_non_null(p);
    assert_int_equal(resident_pages(p, n), 0);
    p[0] = 1;                                   /* page 0 */
    p[(100 * page) / sizeof *p + 3] = 2;        /* page 100 */
    assert_int_equal(resident_pages(p, n), 2);
    zmem_free(p, n / sizeof *p, sizeof *p);
}

static void test_overflow_refused(void **state)
{
    (void)state;
    assert_null(zmem_alloc(SIZE_MAX / 2, 4));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_zeroed_small_and_large),
        cmocka_unit_test(test_large_resident_only_where_touched),
        cmocka_unit_test(test_overflow_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
