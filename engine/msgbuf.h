/* A bounded FIFO of message pointers (a util/ring.h ring). Owned by a port; which
 * side may touch it when is the port's contract (port.h).
 *
 * Its slots are allocated as messages queue, not for the bound: the ring
 * starts with ENG_MSGBUF_FIRST slots and doubles, up to cap, when a push
 * finds it full. A model's ports are sized for the worst case (a CU's four
 * ports 64 messages each way: 1 MiB on d-mgpu-4) and most never hold more
 * than a few. Growing keeps the order; a failed growth ends the program
 * (util/xalloc.h). */
#ifndef MGSIM_ENGINE_MSGBUF_H
#define MGSIM_ENGINE_MSGBUF_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/msg.h"
#include "util/ring.h"

#define ENG_MSGBUF_FIRST 4

typedef struct eng_msgbuf {
    ring q;     /* of eng_msg *; its slots (q.cap <= cap) grow as messages queue */
    size_t cap; /* the bound: full at cap messages */
} eng_msgbuf;

/* 0, or -1 when out of memory. cap >= 1 (0 counts as 1). */
int eng_msgbuf_init(eng_msgbuf *b, size_t cap);
void eng_msgbuf_free(eng_msgbuf *b);
/* Room for one more (the slots full, fewer than cap): twice the slots, at
 * most cap. */
void eng_msgbuf_grow(eng_msgbuf *b);

static inline bool eng_msgbuf_full(const eng_msgbuf *b) { return b->q.n == b->cap; }
static inline size_t eng_msgbuf_len(const eng_msgbuf *b) { return b->q.n; }
static inline eng_msg *eng_msgbuf_peek(const eng_msgbuf *b)
{
    return b->q.n ? RING_FRONT(&b->q, eng_msg *) : NULL;
}
/* The caller checks fullness first. */
static inline void eng_msgbuf_push(eng_msgbuf *b, eng_msg *m)
{
    if (ring_full(&b->q))
        eng_msgbuf_grow(b);
    RING_PUSH(&b->q, eng_msg *, m);
}
static inline eng_msg *eng_msgbuf_pop(eng_msgbuf *b)
{
    return b->q.n ? RING_POP(&b->q, eng_msg *) : NULL;
}

#endif
