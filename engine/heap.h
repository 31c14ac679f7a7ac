/* A 4-ary min-heap of events in the total order of event.h: the serial
 * engine's queue (util/heap.h's, all inline: it is the serial engine's
 * hot path). Events are stored by value. Allocation failure ends the
 * program (util/xalloc.h: the simulator cannot continue without its
 * queue). Zero-initialised (or eng_heap_init) is empty; eng_heap_pop
 * returns false when empty, eng_heap_top NULL. */
#ifndef MGSIM_ENGINE_HEAP_H
#define MGSIM_ENGINE_HEAP_H

#include <stddef.h>

#include "engine/event.h"
#include "util/heap.h"

UTIL_HEAP_TYPE(eng_heap, eng_event);
UTIL_HEAP_FUNCS(static inline, eng_heap, eng_event, eng_event_before, "the event queue")

static inline void eng_heap_init(eng_heap *h)
{
    *h = (eng_heap){0};
}

#endif
