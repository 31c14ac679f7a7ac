#include "engine/msgbuf.h"

#include <stdlib.h>

#include "engine/fatal.h"
#include "util/xalloc.h"

int eng_msgbuf_init(eng_msgbuf *b, size_t cap)
{
    b->cap = cap ? cap : 1;
    b->room = b->cap < ENG_MSGBUF_FIRST ? b->cap : ENG_MSGBUF_FIRST;
    b->slot = malloc(b->room * sizeof *b->slot);
    b->head = b->n = 0;
    return b->slot ? 0 : -1;
}

void eng_msgbuf_grow(eng_msgbuf *b)
{
    ENG_ASSERT(b->n == b->room && b->room < b->cap, "message buffer grown when not full or at its bound");
    size_t room = b->room * 2 < b->cap ? b->room * 2 : b->cap;
    eng_msg **s = xmalloc(room * sizeof *s, "port buffer");
    for (size_t i = 0; i < b->n; i++) {
        size_t j = b->head + i;
        s[i] = b->slot[j >= b->room ? j - b->room : j];
    }
    free(b->slot);
    b->slot = s, b->room = room, b->head = 0;
}

void eng_msgbuf_free(eng_msgbuf *b)
{
    free(b->slot);
    b->slot = NULL;
    b->cap = b->room = b->n = b->head = 0;
}
