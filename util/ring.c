/* See util/ring.h. */
#include "util/ring.h"

#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

void ring_init(ring *r, size_t elem, const char *what)
{
    *r = (ring){.what = what, .elem = (uint32_t)elem};
}

void ring_free(ring *r)
{
    free(r->v);
    r->v = NULL;
    r->cap = r->head = r->n = 0;
}

/* The elements, oldest first, copied to the start of v (room for n). */
static void unwrap(const ring *r, char *v)
{
    size_t first = r->cap - r->head < r->n ? r->cap - r->head : r->n;
    memcpy(v, (char *)r->v + (size_t)r->head * r->elem, first * r->elem);
    memcpy(v + first * r->elem, r->v, (r->n - first) * r->elem);
}

int ring_try_reserve(ring *r, uint32_t cap)
{
    if (cap <= r->cap) return 0;
    if (cap > RING_MAX_CAP) return -1;
    char *v = malloc((size_t)cap * (r->elem ? r->elem : 1));
    if (!v) return -1;
    if (r->n) unwrap(r, v);
    free(r->v);
    r->v = v, r->cap = cap, r->head = 0;
    return 0;
}

void ring_reserve(ring *r, uint32_t cap)
{
    if (ring_try_reserve(r, cap))
        xoom(cap > RING_MAX_CAP ? SIZE_MAX : (size_t)cap * r->elem, r->what ? r->what : "a ring");
}

void ring_grow_sized(ring *r, size_t elem)
{
    if (!r->elem) r->elem = (uint32_t)elem;
    ring_grow(r);
}

void ring_grow(ring *r)
{
    ring_reserve(r, r->cap ? (r->cap >= RING_MAX_CAP ? RING_MAX_CAP + 1u : 2 * r->cap) : RING_FIRST);
}

void ring_remove(ring *r, uint32_t i)
{
    for (uint32_t k = i; k + 1 < r->n; k++)
        memcpy(ring_at(r, k), ring_at(r, k + 1), r->elem);
    r->n--;
}
