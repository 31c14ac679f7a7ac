#include "engine/batch_queue.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "util/xalloc.h"
#include "util/vec.h"

static inline bool batch_before(const eng_batch_ptr *a, const eng_batch_ptr *b)
{
    return (*a)->stamp < (*b)->stamp;
}

UTIL_HEAP_FUNCS(static inline, eng_batch_heap, eng_batch_ptr, batch_before, "the event queue")

static size_t slot_of(const eng_batch_queue *q, uint64_t stamp)
{
    uint64_t h = stamp * 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 32) & q->table_mask;
}

void eng_bq_init(eng_batch_queue *q)
{
    memset(q, 0, sizeof *q);
    q->table_mask = 63;
    q->table = xcalloc(q->table_mask + 1, sizeof *q->table, "the event queue table");
}

void eng_bq_free(eng_batch_queue *q)
{
    for (size_t i = 0; i < q->heap.n; i++) {
        free(q->heap.v[i]->ev);
        free(q->heap.v[i]);
    }
    for (size_t i = 0; i < q->nspare; i++) {
        free(q->spare[i]->ev);
        free(q->spare[i]);
    }
    eng_batch_heap_free(&q->heap);
    free(q->spare);
    free(q->table);
    memset(q, 0, sizeof *q);
}

static eng_batch *table_find(const eng_batch_queue *q, uint64_t stamp)
{
    for (size_t i = slot_of(q, stamp);; i = (i + 1) & q->table_mask) {
        eng_batch *b = q->table[i];
        if (!b || b->stamp == stamp)
            return b;
    }
}

static void table_insert(eng_batch_queue *q, eng_batch *b)
{
    size_t i = slot_of(q, b->stamp);
    while (q->table[i])
        i = (i + 1) & q->table_mask;
    q->table[i] = b;
}

/* Backward-shift deletion keeps probe chains intact without tombstones. */
static void table_remove(eng_batch_queue *q, uint64_t stamp)
{
    size_t i = slot_of(q, stamp);
    while (q->table[i]->stamp != stamp)
        i = (i + 1) & q->table_mask;
    for (size_t j = i;;) {
        q->table[i] = NULL;
        for (;;) {
            j = (j + 1) & q->table_mask;
            if (!q->table[j])
                return;
            size_t home = slot_of(q, q->table[j]->stamp);
            /* Move table[j] into the hole unless its home lies in (i, j]. */
            if (i <= j ? (home <= i || home > j) : (home <= i && home > j))
                break;
        }
        q->table[i] = q->table[j];
        i = j;
    }
}

static void table_grow(eng_batch_queue *q)
{
    eng_batch **old = q->table;
    size_t oldn = q->table_mask + 1;
    q->table_mask = 2 * oldn - 1;
    q->table = xcalloc(2 * oldn, sizeof *q->table, "the event queue table");
    for (size_t i = 0; i < oldn; i++)
        if (old[i])
            table_insert(q, old[i]);
    free(old);
}

static eng_batch *new_batch(eng_batch_queue *q, uint64_t stamp)
{
    eng_batch *b;
    if (q->nspare) {
        b = q->spare[--q->nspare];
    } else {
        b = xcalloc(1, sizeof *b, "an event batch");
    }
    b->stamp = stamp;
    b->n = 0;
    if (2 * (q->heap.n + 1) > q->table_mask + 1)
        table_grow(q);
    table_insert(q, b);
    eng_batch_heap_push(&q->heap, &b);
    return b;
}

void eng_bq_push(eng_batch_queue *q, const eng_event *ev)
{
    uint64_t stamp = eng_event_stamp(ev->time, ev->phase);
    eng_batch *b = q->last;
    if (!b || b->stamp != stamp) {
        b = table_find(q, stamp);
        if (!b)
            b = new_batch(q, stamp);
        q->last = b;
    }
    VEC_PUSH(b->ev, b->n, b->cap, *ev, "an event batch");
    q->count++;
}

uint64_t eng_bq_min_stamp(const eng_batch_queue *q)
{
    return q->heap.n ? q->heap.v[0]->stamp : UINT64_MAX;
}

eng_batch *eng_bq_pop(eng_batch_queue *q)
{
    eng_batch *b;
    if (!eng_batch_heap_pop(&q->heap, &b))
        return NULL;
    table_remove(q, b->stamp);
    if (q->last == b)
        q->last = NULL;
    q->count -= b->n;
    return b;
}

void eng_bq_release(eng_batch_queue *q, eng_batch *b)
{
    VEC_PUSH(q->spare, q->nspare, q->capspare, b, "the event queue");
}
