/* A bounded FIFO of message pointers (a ring). Owned by a port; which
 * side may touch it when is the port's contract (port.h). */
#ifndef MGSIM_ENGINE_MSGBUF_H
#define MGSIM_ENGINE_MSGBUF_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/msg.h"

typedef struct eng_msgbuf {
    eng_msg **slot;
    size_t cap, head, n;
} eng_msgbuf;

/* 0, or -1 when out of memory. cap >= 1. */
int eng_msgbuf_init(eng_msgbuf *b, size_t cap);
void eng_msgbuf_free(eng_msgbuf *b);

static inline bool eng_msgbuf_full(const eng_msgbuf *b) { return b->n == b->cap; }
static inline size_t eng_msgbuf_len(const eng_msgbuf *b) { return b->n; }
static inline eng_msg *eng_msgbuf_peek(const eng_msgbuf *b)
{
    return b->n ? b->slot[b->head] : NULL;
}
/* The caller checks fullness first. */
static inline void eng_msgbuf_push(eng_msgbuf *b, eng_msg *m)
{
    size_t i = b->head + b->n;
    b->slot[i >= b->cap ? i - b->cap : i] = m;
    b->n++;
}
static inline eng_msg *eng_msgbuf_pop(eng_msgbuf *b)
{
    if (!b->n)
        return NULL;
    eng_msg *m = b->slot[b->head];
    b->head = b->head + 1 == b->cap ? 0 : b->head + 1;
    b->n--;
    return m;
}

#endif
