/* Growable arrays (prefix vec_, VEC_): an array p of items in use n and
 * capacity cap, both any unsigned integer lvalues, grown by doubling
 * (from VEC_FIRST items, or more when one step needs more).
 *
 *     VEC_PUSH(q->v, q->n, q->cap, x, "cu out queue");  // q->v[q->n++] = x
 *     VEC_RESERVE(p, cap, need, "what");                // room for need items
 *     if (VEC_TRY_RESERVE(p, cap, need) < 0) return -1; // out of memory: -1,
 *                                                       // p and cap unchanged
 * VEC_PUSH and VEC_RESERVE cannot fail: out of memory ends the program
 * (util/xalloc.h, named by what); VEC_TRY_RESERVE is for callers that
 * return an error up instead. Growing is a call (vec_grow); the check
 * whether to grow is inline. Items move with realloc: pointers into the
 * array do not survive a growth.
 *
 * Arrays that need more than doubling from VEC_FIRST say how, by the
 * fields of vec_how, named in the call:
 *
 *     VEC_RESERVE_HOW(u->wgs, u->wgs_cap, n + 1, "cu workgroups",
 *                     .max = max_wgs, .zero = true);
 *     VEC_RESERVE_HOW(s->mem, s->cap, s->n + 1, "lines", .elem = stride);
 */
#ifndef MGSIM_UTIL_VEC_H
#define MGSIM_UTIL_VEC_H

#include <stdbool.h>
#include <stddef.h>

#define VEC_FIRST 16

/* p (of capacity *cap items of elem bytes) reallocated to the first
 * capacity >= need in *cap, VEC_FIRST, 2 *cap, ...; *cap updated.
 * vec_grow: out of memory ends the program; vec_try_grow: NULL, with p
 * and *cap unchanged. */
void *vec_grow(void *p, size_t elem, size_t need, size_t *cap, const char *what);
void *vec_try_grow(void *p, size_t elem, size_t need, size_t *cap);

/* How an array grows, when not as above (every field 0: as above). */
typedef struct vec_how {
    size_t elem;  /* bytes an item, when not sizeof *p: a strided item
                     (e.g. a header and a line of a size known at run time,
                     or one row of n values per index) */
    size_t first; /* the first capacity, when not VEC_FIRST (a table that is
                     mostly 1 or 4 long) */
    size_t max;   /* never more items than this (0: no bound): a table whose
                     size is a model parameter; need must not pass it */
    bool zero;    /* items past the old capacity start zeroed (tables that
                     mark entries free or unseen by 0) */
} vec_how;

/* vec_grow and vec_try_grow, grown as how says. */
void *vec_grow_how(void *p, size_t elem, size_t need, size_t *cap, vec_how how, const char *what);
void *vec_try_grow_how(void *p, size_t elem, size_t need, size_t *cap, vec_how how);

#define VEC_RESERVE(p, cap, need, what)                                        \
    do {                                                                       \
        if ((size_t)(need) > (size_t)(cap)) {                                  \
            size_t vec_cap_ = (cap);                                           \
            (p) = vec_grow((p), sizeof *(p), (need), &vec_cap_, (what));       \
            (cap) = vec_cap_;                                                  \
        }                                                                      \
    } while (0)

#define VEC_PUSH(p, n, cap, x, what)                                           \
    do {                                                                       \
        VEC_RESERVE(p, cap, (size_t)(n) + 1, what);                            \
        (p)[(n)++] = (x);                                                      \
    } while (0)

/* VEC_RESERVE grown as the vec_how fields after `what` say (designated
 * initialisers: .elem, .first, .max, .zero). */
#define VEC_RESERVE_HOW(p, cap, need, what, ...)                               \
    do {                                                                       \
        if ((size_t)(need) > (size_t)(cap)) {                                  \
            size_t vec_cap_ = (cap);                                           \
            (p) = vec_grow_how((p), sizeof *(p), (need), &vec_cap_,            \
                               (vec_how){__VA_ARGS__}, (what));                \
            (cap) = vec_cap_;                                                  \
        }                                                                      \
    } while (0)

/* 0, or -1 when out of memory (an expression: p and cap are evaluated
 * more than once). */
#define VEC_TRY_RESERVE(p, cap, need)                                          \
    ((size_t)(need) <= (size_t)(cap) ? 0 : vec_try_reserve_((void *)&(p), sizeof *(p), (need), \
                                                            &(cap), sizeof(cap)))

/* For VEC_TRY_RESERVE: *pp is the array pointer, capp its capacity of
 * capsize bytes (an unsigned integer). */
int vec_try_reserve_(void *pp, size_t elem, size_t need, void *capp, size_t capsize);

#endif
