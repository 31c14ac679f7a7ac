/* util/ring against an independent model, an array queue that shifts its
 * elements down on every pop and remove: random sequences of push, pop,
 * remove, reserve and clear, over element sizes 1, 8 and 24 bytes, agree
 * on every element, the length and the head after each step; growth
 * doubles from RING_FIRST and reserve gives exactly what it asks; a
 * try-reserve that cannot be met leaves the ring as it was. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "util/ring.h"

typedef struct {
    uint64_t a, b, c;
} wide;

/* The model: n elements of elem bytes, oldest at q[0]. */
typedef struct {
    unsigned char *q;
    size_t n, elem;
} model;

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

static void fill(unsigned char *p, size_t elem, uint64_t x)
{
    for (size_t k = 0; k < elem; k++) p[k] = (unsigned char)(x >> (8 * (k % 8)) ^ k);
}

static void check_same(const ring *r, const model *m)
{
    assert_int_equal(ring_len(r), m->n);
    assert_int_equal(ring_empty(r), m->n == 0);
    assert_true(r->n <= r->cap);
    if (!m->n) {
        assert_null(ring_front(r));
        return;
    }
    assert_memory_equal(ring_front(r), m->q, m->elem);
    for (size_t i = 0; i < m->n; i++)
        assert_memory_equal(ring_at(r, (uint32_t)i), m->q + i * m->elem, m->elem);
}

static void random_ops(size_t elem, uint64_t seed)
{
    ring r;
    ring_init(&r, elem, "test ring");
    model m = {malloc(4096 * elem), 0, elem};
    unsigned char x[32];
    for (int step = 0; step < 20000; step++) {
        uint64_t op = next_rand(&seed) % 100;
        /* phases: pushes mostly (grow and wrap), then pops mostly */
        bool filling = (step / 500) % 2 == 0;
        if (op < (filling ? 60u : 30u) && m.n < 4096) {
            uint32_t cap = r.cap;
            fill(x, elem, next_rand(&seed));
            memcpy(ring_push(&r), x, elem);
            memcpy(m.q + m.n++ * elem, x, elem);
            if (cap < m.n) /* grown: doubled, or RING_FIRST from none */
                assert_int_equal(r.cap, cap ? 2 * cap : RING_FIRST);
        } else if (op < 90) {
            void *p = ring_pop(&r);
            if (!m.n) {
                assert_null(p);
            } else {
                assert_memory_equal(p, m.q, elem);
                memmove(m.q, m.q + elem, --m.n * elem);
            }
        } else if (op < 95 && m.n) {
            uint32_t i = (uint32_t)(next_rand(&seed) % m.n);
            ring_remove(&r, i);
            memmove(m.q + i * elem, m.q + (i + 1) * elem, (--m.n - i) * elem);
        } else if (op < 99) {
            uint32_t want = (uint32_t)(next_rand(&seed) % 300), cap = r.cap;
            ring_reserve(&r, want);
            assert_int_equal(r.cap, want > cap ? want : cap);
        } else {
            ring_clear(&r);
            m.n = 0;
        }
        check_same(&r, &m);
    }
    ring_free(&r);
    assert_int_equal(ring_len(&r), 0);
    assert_null(ring_front(&r));
    free(m.q);
}

static void test_bytes(void **state)
{
    (void)state;
    random_ops(1, 0x9e3779b97f4a7c15ull);
}

static void test_words(void **state)
{
    (void)state;
    random_ops(8, 12345);
}

static void test_structs(void **state)
{
    (void)state;
    random_ops(sizeof(wide), 777);
}

/* The typed macros read and write the same slots as the untyped calls,
 * across a wrap of the head. */
static void test_typed(void **state)
{
    (void)state;
    ring r;
    ring_init(&r, sizeof(wide), "typed ring");
    ring_reserve(&r, 5);
    uint64_t next = 0, first = 0;
    for (int round = 0; round < 40; round++) {
        while (!ring_full(&r)) {
            RING_PUSH(&r, wide, ((wide){next, next + 1, next + 2}));
            next++;
        }
        assert_int_equal(r.cap, 5);
        for (uint32_t i = 0; i < ring_len(&r); i++) {
            assert_true(RING_AT(&r, wide, i).a == first + i);
            assert_true(((wide *)ring_at(&r, i))->c == first + i + 2);
        }
        assert_true(RING_BACK(&r, wide).a == next - 1);
        assert_ptr_equal(&RING_FRONT(&r, wide), ring_front(&r));
        RING_AT(&r, wide, 1).b = 99; /* an lvalue */
        assert_true(((wide *)ring_at(&r, 1))->b == 99);
        uint32_t take = (uint32_t)(round % 4) + 1;
        for (uint32_t k = 0; k < take; k++) assert_true(RING_POP(&r, wide).a == first++);
    }
    ring_free(&r);
}

/* A zero-initialised ring is empty and takes its element size from the
 * first typed push. */
static void test_zero_initialised(void **state)
{
    (void)state;
    ring z = {0};
    assert_int_equal(ring_len(&z), 0);
    assert_null(ring_front(&z));
    assert_null(ring_pop(&z));
    for (uint16_t i = 0; i < 100; i++) RING_PUSH(&z, uint16_t, (uint16_t)(3 * i));
    assert_int_equal(z.elem, sizeof(uint16_t));
    for (uint16_t i = 0; i < 100; i++) {
        assert_int_equal(*(uint16_t *)ring_at(&z, i), 3 * i);
        assert_int_equal(RING_AT(&z, uint16_t, i), 3 * i);
    }
    for (uint16_t i = 0; i < 100; i++) assert_int_equal(RING_POP(&z, uint16_t), 3 * i);
    ring_free(&z);
}

static void test_try_reserve_fails_cleanly(void **state)
{
    (void)state;
    ring r;
    ring_init(&r, 8, "big ring");
    for (uint64_t i = 0; i < 10; i++) RING_PUSH(&r, uint64_t, i);
    ring_pop(&r); /* head off slot 0 */
    void *v = r.v;
    uint32_t cap = r.cap, head = r.head;
    assert_int_equal(ring_try_reserve(&r, RING_MAX_CAP + 1u), -1);
    assert_ptr_equal(r.v, v);
    assert_int_equal(r.cap, cap);
    assert_int_equal(r.head, head);
    assert_int_equal(ring_try_reserve(&r, 3), 0); /* has it: nothing moves */
    assert_ptr_equal(r.v, v);
    for (uint32_t i = 0; i < ring_len(&r); i++) assert_true(RING_AT(&r, uint64_t, i) == i + 1);
    ring_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bytes),
        cmocka_unit_test(test_words),
        cmocka_unit_test(test_structs),
        cmocka_unit_test(test_typed),
        cmocka_unit_test(test_zero_initialised),
        cmocka_unit_test(test_try_reserve_fails_cleanly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
