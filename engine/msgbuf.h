/* A bounded FIFO of message pointers (a ring). Owned by a port; which
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

#define ENG_MSGBUF_FIRST 4

typedef struct eng_msgbuf {
    eng_msg **slot;
    size_t cap;          /* the bound: full at cap messages */
    size_t room;         /* slots allocated (<= cap) */
    size_t head, n;
} eng_msgbuf;

/* 0, or -1 when out of memory. cap >= 1 (0 counts as 1). */
int eng_msgbuf_init(eng_msgbuf *b, size_t cap);
void eng_msgbuf_free(eng_msgbuf *b);
/* Room for one more (n == room < cap): twice the slots, at most cap. */
void eng_msgbuf_grow(eng_msgbuf *b);

static inline bool eng_msgbuf_full(const eng_msgbuf *b) { return b->n == b->cap; }
static inline size_t eng_msgbuf_len(const eng_msgbuf *b) { return b->n; }
static inline eng_msg *eng_msgbuf_peek(const eng_msgbuf *b)
{
    return b->n ? b->slot[b->head] : NULL;
}
/* The caller checks fullness first. */
static inline void eng_msgbuf_push(eng_msgbuf *b, eng_msg *m)
{
    if (b->n == b->room)
        eng_msgbuf_grow(b);
    size_t i = b->head + b->n;
    b->slot[i >= b->room ? i - b->room : i] = m;
    b->n++;
}
static inline eng_msg *eng_msgbuf_pop(eng_msgbuf *b)
{
    if (!b->n)
        return NULL;
    eng_msg *m = b->slot[b->head];
    b->head = b->head + 1 == b->room ? 0 : b->head + 1;
    b->n--;
    return m;
}

#endif
