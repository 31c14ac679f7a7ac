#include "engine/msgbuf.h"

#include <stdlib.h>

#include "engine/fatal.h"

int eng_msgbuf_init(eng_msgbuf *b, size_t cap)
{
    b->cap = cap ? cap : 1;
    ring_init(&b->q, sizeof(eng_msg *), "port buffer");
    return ring_try_reserve(&b->q, b->cap < ENG_MSGBUF_FIRST ? (uint32_t)b->cap : ENG_MSGBUF_FIRST);
}

void eng_msgbuf_grow(eng_msgbuf *b)
{
    ENG_ASSERT(ring_full(&b->q) && b->q.cap < b->cap, "message buffer grown when not full or at its bound");
    size_t room = (size_t)b->q.cap * 2;
    ring_reserve(&b->q, (uint32_t)(room < b->cap ? room : b->cap));
}

void eng_msgbuf_free(eng_msgbuf *b)
{
    ring_free(&b->q);
    b->cap = 0;
}
