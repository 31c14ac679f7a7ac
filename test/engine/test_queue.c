/* The event queues against a plain sorted reference: the serial heap must
 * pop in exactly the (time, phase, owner, seq) order, the batch queue must
 * hand out batches in stamp order, each holding exactly its events. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/batch_queue.h"
#include "engine/heap.h"
#include "engine/rng.h"

static int cmp(const void *a, const void *b)
{
    const eng_event *x = a, *y = b;
    return eng_event_before(x, y) ? -1 : eng_event_before(y, x) ? 1 : 0;
}

static eng_event *random_events(eng_rng *r, size_t n, uint64_t times)
{
    eng_event *v = calloc(n, sizeof *v);
    assert_non_null(v);
    for (size_t i = 0; i < n; i++) {
        v[i].time = eng_rng_below(r, times) * 1000;
        v[i].phase = (uint32_t)eng_rng_below(r, 2);
        v[i].owner = (uint32_t)eng_rng_below(r, 50);
        v[i].seq = i; /* unique keys, as the engine guarantees */
        v[i].arg = (uint32_t)i;
    }
    return v;
}

static void heap_matches_sorted_order(void **state)
{
    (void)state;
    eng_rng r;
    eng_rng_seed(&r, 7, "heap");
    for (int round = 0; round < 20; round++) {
        size_t n = 1 + eng_rng_below(&r, 3000);
        eng_event *v = random_events(&r, n, 1 + eng_rng_below(&r, 100));
        eng_heap h;
        eng_heap_init(&h);
        for (size_t i = 0; i < n; i++)
            eng_heap_push(&h, &v[i]);
        qsort(v, n, sizeof *v, cmp);
        eng_event got;
        for (size_t i = 0; i < n; i++) {
            assert_true(eng_heap_pop(&h, &got));
            assert_int_equal(got.arg, v[i].arg);
        }
        assert_false(eng_heap_pop(&h, &got));
        eng_heap_free(&h);
        free(v);
    }
}

static void batch_queue_matches_sorted_order(void **state)
{
    (void)state;
    eng_rng r;
    eng_rng_seed(&r, 9, "bq");
    for (int round = 0; round < 20; round++) {
        size_t n = 1 + eng_rng_below(&r, 5000);
        /* Up to thousands of distinct stamps: exercises table growth. */
        eng_event *v = random_events(&r, n, 1 + eng_rng_below(&r, 3000));
        eng_batch_queue q;
        eng_bq_init(&q);
        size_t half = n / 2;
        for (size_t i = 0; i < half; i++)
            eng_bq_push(&q, &v[i]);
        qsort(v, half, sizeof *v, cmp);
        /* Interleave pops with pushes of later events, as the engine does. */
        size_t seen = 0, pushed = half, npushed = half;
        eng_event *rest = v + half;
        qsort(rest, n - half, sizeof *rest, cmp);
        uint64_t last = 0;
        eng_batch *b;
        size_t total = 0;
        while ((b = eng_bq_pop(&q))) {
            assert_true(b->stamp >= last);
            last = b->stamp;
            for (size_t i = 0; i < b->n; i++)
                assert_int_equal(eng_event_stamp(b->ev[i].time, b->ev[i].phase), b->stamp);
            total += b->n;
            seen++;
            eng_bq_release(&q, b);
            /* push events strictly after the batch just taken */
            while (pushed < n && eng_event_stamp(rest[pushed - half].time,
                                                 rest[pushed - half].phase) <= last)
                pushed++; /* would be in the past: skip */
            for (int k = 0; k < 3 && pushed < n; k++, pushed++, npushed++)
                eng_bq_push(&q, &rest[pushed - half]);
        }
        assert_true(seen > 0);
        assert_int_equal(q.count, 0);
        assert_int_equal(total, npushed);
        eng_bq_free(&q);
        free(v);
    }
}

static void batch_queue_groups_by_stamp(void **state)
{
    (void)state;
    eng_rng r;
    eng_rng_seed(&r, 11, "bq2");
    size_t n = 4000;
    eng_event *v = random_events(&r, n, 200);
    eng_batch_queue q;
    eng_bq_init(&q);
    for (size_t i = 0; i < n; i++)
        eng_bq_push(&q, &v[i]);
    assert_int_equal(q.count, n);
    qsort(v, n, sizeof *v, cmp);
    size_t at = 0;
    eng_batch *b;
    while ((b = eng_bq_pop(&q))) {
        /* the reference's run of this stamp has exactly b->n events */
        size_t run = 0;
        while (at + run < n && eng_event_stamp(v[at + run].time, v[at + run].phase) == b->stamp)
            run++;
        assert_int_equal(run, b->n);
        eng_event *sorted = malloc(b->n * sizeof *sorted);
        memcpy(sorted, b->ev, b->n * sizeof *sorted);
        qsort(sorted, b->n, sizeof *sorted, cmp);
        for (size_t i = 0; i < b->n; i++)
            assert_int_equal(sorted[i].arg, v[at + i].arg);
        free(sorted);
        at += run;
        eng_bq_release(&q, b);
    }
    assert_int_equal(at, n);
    eng_bq_free(&q);
    free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(heap_matches_sorted_order),
        cmocka_unit_test(batch_queue_matches_sorted_order),
        cmocka_unit_test(batch_queue_groups_by_stamp),
    };
    return cmocka_run_group_tests_name("engine_queue", tests, NULL, NULL);
}
