#include "engine/msgbuf.h"

#include <stdlib.h>

int eng_msgbuf_init(eng_msgbuf *b, size_t cap)
{
    b->slot = calloc(cap ? cap : 1, sizeof *b->slot);
    b->cap = cap ? cap : 1;
    b->head = b->n = 0;
    return b->slot ? 0 : -1;
}

void eng_msgbuf_free(eng_msgbuf *b)
{
    free(b->slot);
    b->slot = NULL;
    b->cap = b->n = b->head = 0;
}
