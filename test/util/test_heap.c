/* util/heap: what comes out against an independent reference (qsort of
 * everything pushed so far, minus what came out), with many equal keys
 * told apart by a sequence number, pushes and pops interleaved at random. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "util/heap.h"

typedef struct item {
    uint64_t at, seq;
} item;

static bool item_before(const item *a, const item *b)
{
    return a->at != b->at ? a->at < b->at : a->seq < b->seq;
}

UTIL_HEAP_TYPE(item_heap, item);
UTIL_HEAP_FUNCS(static inline, item_heap, item, item_before, "test items")

static int by_key(const void *a, const void *b)
{
    const item *x = a, *y = b;
    return item_before(x, y) ? -1 : item_before(y, x) ? 1 : 0;
}

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

static void test_against_sorting(void **state)
{
    (void)state;
    enum { N = 20000 };
    item_heap h = {0};
    item *live = malloc(N * sizeof *live); /* the reference: what is inside */
    size_t nlive = 0, pushed = 0;
    uint64_t s = 88172645463325252ull;
    assert_null(item_heap_top(&h));
    while (pushed < N || nlive) {
        if (pushed < N && (nlive == 0 || rnd(&s) % 3)) {
            item x = {rnd(&s) % 50, pushed++}; /* few keys: ties everywhere */
            item_heap_push(&h, &x);
            live[nlive++] = x;
            continue;
        }
        qsort(live, nlive, sizeof *live, by_key);
        item got;
        assert_true(item_heap_top(&h) != NULL);
        assert_int_equal(item_heap_top(&h)->seq, live[0].seq);
        assert_true(item_heap_pop(&h, &got));
        assert_int_equal(got.at, live[0].at);
        assert_int_equal(got.seq, live[0].seq);
        memmove(live, live + 1, --nlive * sizeof *live);
        assert_int_equal(h.n, nlive);
    }
    item none;
    assert_false(item_heap_pop(&h, &none));
    item_heap_free(&h);
    assert_null(h.v);
    assert_int_equal(h.n, 0);
    free(live);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_against_sorting),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
