/* The parallel engine's queue: events grouped into batches, one batch per
 * (time, phase) stamp.
 *
 * The parallel engine runs a whole batch at once, so it never needs the
 * events of a batch in order, only the batches in order of their stamps.
 * A min-heap of batches keyed by stamp and a hash table from stamp to batch
 * make push O(1) (amortized) and popping a batch O(log batches), far
 * cheaper than a heap over every event when hundreds of components tick in
 * the same cycle. The heap is util/heap.h's (as the serial engine's event
 * queue, engine/heap.h), over batch pointers; stamps are unique per batch,
 * so the order is total. */
#ifndef MGSIM_ENGINE_BATCH_QUEUE_H
#define MGSIM_ENGINE_BATCH_QUEUE_H

#include <stddef.h>

#include "engine/event.h"
#include "util/heap.h"

typedef struct eng_batch {
    uint64_t stamp;
    eng_event *ev;
    size_t n, cap;
} eng_batch;

/* A name for the element type: the heap's macros write `const T *`. */
typedef eng_batch *eng_batch_ptr;
UTIL_HEAP_TYPE(eng_batch_heap, eng_batch_ptr);

typedef struct eng_batch_queue {
    eng_batch_heap heap; /* min-heap by stamp */
    eng_batch **table; /* open addressing, linear probing; NULL = empty */
    size_t table_mask;
    eng_batch **spare; /* released batches, kept for their arrays */
    size_t nspare, capspare;
    eng_batch *last; /* the batch of the last push: most pushes repeat it */
    size_t count;    /* events queued */
} eng_batch_queue;

void eng_bq_init(eng_batch_queue *q);
void eng_bq_free(eng_batch_queue *q);
void eng_bq_push(eng_batch_queue *q, const eng_event *ev);
/* The stamp of the earliest batch; UINT64_MAX when empty. */
uint64_t eng_bq_min_stamp(const eng_batch_queue *q);
/* Takes the earliest batch out of the queue (NULL when empty). The caller
 * owns it until eng_bq_release(). Pushing to its stamp afterwards starts a
 * new batch. */
eng_batch *eng_bq_pop(eng_batch_queue *q);
void eng_bq_release(eng_batch_queue *q, eng_batch *b);

#endif
