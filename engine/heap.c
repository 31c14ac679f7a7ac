#include "engine/heap.h"

#include <stdlib.h>

#include "engine/fatal.h"

void eng_heap_init(eng_heap *h)
{
    h->v = NULL;
    h->n = h->cap = 0;
}

void eng_heap_free(eng_heap *h)
{
    free(h->v);
    eng_heap_init(h);
}

void eng_heap_push(eng_heap *h, const eng_event *ev)
{
    if (h->n == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 256;
        h->v = realloc(h->v, h->cap * sizeof *h->v);
        ENG_ASSERT(h->v, "out of memory growing the event heap");
    }
    size_t i = h->n++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!eng_event_before(ev, &h->v[parent]))
            break;
        h->v[i] = h->v[parent];
        i = parent;
    }
    h->v[i] = *ev;
}

bool eng_heap_pop(eng_heap *h, eng_event *out)
{
    if (!h->n)
        return false;
    *out = h->v[0];
    eng_event last = h->v[--h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && eng_event_before(&h->v[c + 1], &h->v[c]))
            c++;
        if (!eng_event_before(&h->v[c], &last))
            break;
        h->v[i] = h->v[c];
        i = c;
    }
    h->v[i] = last;
    return true;
}
