/* See util/vec.h. */
#include "util/vec.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

/* The new capacity, or 0 when it (or its bytes) would not fit a size_t. */
static size_t next_cap(size_t cap, size_t elem, size_t need, const vec_how *how)
{
    size_t c = cap ? cap : how->first ? how->first : VEC_FIRST;
    while (c < need) {
        if (c > SIZE_MAX / 2) return 0;
        c *= 2;
    }
    if (how->max && c > how->max) c = how->max > need ? how->max : need;
    return elem && c > SIZE_MAX / elem ? 0 : c;
}

void *vec_try_grow_how(void *p, size_t elem, size_t need, size_t *cap, vec_how how)
{
    if (how.elem) elem = how.elem;
    size_t c = next_cap(*cap, elem, need, &how);
    void *q = c ? realloc(p, c * elem) : NULL;
    if (!q) return NULL;
    if (how.zero && c > *cap) memset((char *)q + *cap * elem, 0, (c - *cap) * elem);
    *cap = c;
    return q;
}

void *vec_grow_how(void *p, size_t elem, size_t need, size_t *cap, vec_how how, const char *what)
{
    void *q = vec_try_grow_how(p, elem, need, cap, how);
    if (how.elem) elem = how.elem;
    if (!q) xoom(need > SIZE_MAX / (elem ? elem : 1) ? SIZE_MAX : need * elem, what);
    return q;
}

void *vec_try_grow(void *p, size_t elem, size_t need, size_t *cap)
{
    return vec_try_grow_how(p, elem, need, cap, (vec_how){0});
}

void *vec_grow(void *p, size_t elem, size_t need, size_t *cap, const char *what)
{
    return vec_grow_how(p, elem, need, cap, (vec_how){0}, what);
}

int vec_try_reserve_(void *pp, size_t elem, size_t need, void *capp, size_t capsize)
{
    void *p;
    size_t cap;
    memcpy(&p, pp, sizeof p);
    if (capsize == sizeof(uint32_t)) {
        uint32_t c;
        memcpy(&c, capp, sizeof c);
        cap = c;
    } else if (capsize == sizeof(uint64_t)) {
        uint64_t c;
        memcpy(&c, capp, sizeof c);
        cap = (size_t)c;
    } else {
        return -1; /* a capacity type we do not handle: not a silent success */
    }
    size_t c = cap;
    void *q = vec_try_grow(p, elem, need, &c);
    if (!q) return -1;
    if (capsize == sizeof(uint32_t) && c > UINT32_MAX) {
        memcpy(pp, &q, sizeof q); /* grown; the count stays as it was */
        return -1;
    }
    memcpy(pp, &q, sizeof q);
    if (capsize == sizeof(uint32_t)) {
        uint32_t c32 = (uint32_t)c;
        memcpy(capp, &c32, sizeof c32);
    } else {
        uint64_t c64 = c;
        memcpy(capp, &c64, sizeof c64);
    }
    return 0;
}
