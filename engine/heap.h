/* A binary min-heap of events in the total order of event.h: the serial
 * engine's queue. Events are stored by value. Allocation failure is fatal
 * (the simulator cannot continue without its queue). */
#ifndef MGSIM_ENGINE_HEAP_H
#define MGSIM_ENGINE_HEAP_H

#include <stddef.h>

#include "engine/event.h"

typedef struct eng_heap {
    eng_event *v;
    size_t n, cap;
} eng_heap;

void eng_heap_init(eng_heap *h);
void eng_heap_free(eng_heap *h);
void eng_heap_push(eng_heap *h, const eng_event *ev);
/* Removes the smallest event into *out; false when empty. */
bool eng_heap_pop(eng_heap *h, eng_event *out);
static inline const eng_event *eng_heap_top(const eng_heap *h)
{
    return h->n ? &h->v[0] : NULL;
}

#endif
