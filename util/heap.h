/* A 4-ary min-heap over any element type (prefix util_heap; the macros
 * make a heap type and its functions for one element type).
 *
 *     UTIL_HEAP_TYPE(ev_heap, eng_event);
 *     UTIL_HEAP_FUNCS(static inline, ev_heap, eng_event, eng_event_before, "the event queue")
 *
 * gives `typedef struct ev_heap { eng_event *v; size_t n, cap; } ev_heap;`
 * (zero-initialised is empty) and, with the given linkage:
 *     void ev_heap_push(ev_heap *h, const eng_event *x);
 *     bool ev_heap_pop(ev_heap *h, eng_event *out);  (false when empty)
 *     const eng_event *ev_heap_top(const ev_heap *h); (NULL when empty)
 *     void ev_heap_free(ev_heap *h);                  (empty again)
 * `before(a, b)` (const T *, const T *) says a comes out first; it must be
 * a strict total order (ties broken by a sequence number, as all ours
 * are), so the order things come out in does not depend on how the heap
 * is laid out. Elements are stored and moved by value; the comparison is
 * inlined (a macro rather than functions over an element size and a
 * comparison pointer: the engine's event queue is on its hot path).
 * Out of memory ends the program (util/xalloc.h), named by `what`.
 *
 * The tree's one heap: the serial engine's event queue (engine/heap.h),
 * the parallel engine's batches by stamp (engine/batch_queue.c), the
 * caches' and DRAM's answers by (time, sequence). */
#ifndef MGSIM_UTIL_HEAP_H
#define MGSIM_UTIL_HEAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

#include "util/xalloc.h"

/* Children per node: 4 halves the depth of a binary heap, and the four
 * children of a node are neighbours in memory (the event queue pops
 * millions of times a second; fewer levels, fewer cache misses). */
#define UTIL_HEAP_ARITY 4

#define UTIL_HEAP_TYPE(H, T)   \
    typedef struct H {         \
        T *v;                  \
        size_t n, cap;         \
    } H

/* A user of a static heap may need only some of its four functions
 * (clang warns about an unused static function even when inline). */
#define UTIL_HEAP_MAYBE_UNUSED __attribute__((unused))

#define UTIL_HEAP_FUNCS(LINKAGE, H, T, BEFORE, WHAT)                                 \
    LINKAGE UTIL_HEAP_MAYBE_UNUSED void H##_push(H *h, const T *x)                                  \
    {                                                                              \
        if (h->n == h->cap) {                                                      \
            h->cap = h->cap ? 2 * h->cap : 4;                                      \
            h->v = xrealloc(h->v, h->cap * sizeof *h->v, WHAT);                    \
        }                                                                          \
        size_t i = h->n++;                                                         \
        while (i > 0) { /* sift up: move parents down until x fits */             \
            size_t parent = (i - 1) / UTIL_HEAP_ARITY;                             \
            if (!BEFORE(x, &h->v[parent])) break;                                  \
            h->v[i] = h->v[parent];                                                \
            i = parent;                                                            \
        }                                                                          \
        h->v[i] = *x;                                                              \
    }                                                                              \
    LINKAGE UTIL_HEAP_MAYBE_UNUSED bool H##_pop(H *h, T *out)                                       \
    {                                                                              \
        if (!h->n) return false;                                                   \
        *out = h->v[0];                                                            \
        T last = h->v[--h->n];                                                     \
        size_t i = 0;                                                              \
        for (;;) { /* sift down: move the smallest child up until last fits */    \
            size_t c = UTIL_HEAP_ARITY * i + 1, end = c + UTIL_HEAP_ARITY;         \
            if (c >= h->n) break;                                                  \
            if (end > h->n) end = h->n;                                            \
            for (size_t k = c + 1; k < end; k++)                                   \
                if (BEFORE(&h->v[k], &h->v[c])) c = k;                             \
            if (!BEFORE(&h->v[c], &last)) break;                                   \
            h->v[i] = h->v[c];                                                     \
            i = c;                                                                 \
        }                                                                          \
        h->v[i] = last;                                                            \
        return true;                                                               \
    }                                                                              \
    LINKAGE UTIL_HEAP_MAYBE_UNUSED const T *H##_top(const H *h)                                     \
    {                                                                              \
        return h->n ? &h->v[0] : NULL;                                             \
    }                                                                              \
    LINKAGE UTIL_HEAP_MAYBE_UNUSED void H##_free(H *h)                                              \
    {                                                                              \
        free(h->v);                                                                \
        h->v = NULL;                                                               \
        h->n = h->cap = 0;                                                         \
    }

#endif
