/* FIFO rings of fixed-size elements (prefix ring_, RING_): the one queue
 * the model's components, connections and mechanisms keep their waiting
 * messages, requests and entries in.
 *
 *     ring q;
 *     ring_init(&q, sizeof(eng_msg *), "cp send queue"); // empty, no slots
 *     RING_PUSH(&q, eng_msg *, m);            // at the tail (grows when full)
 *     eng_msg *h = RING_FRONT(&q, eng_msg *); // the head (q not empty)
 *     RING_AT(&q, eng_msg *, i)               // the i-th from the head, i < len
 *     eng_msg *x = RING_POP(&q, eng_msg *);   // the head, taken out (q not empty)
 *     ring_free(&q);
 *
 * Contract:
 * - A zero-initialised ring is empty, as after ring_init without a name;
 *   the first RING_PUSH sets its element size (the untyped ring_push
 *   needs ring_init first).
 * - Elements are elem bytes each, stored and copied by value (memcpy
 *   semantics); a ring knows its element size, not its type: the typed
 *   macros (RING_AT, RING_FRONT, RING_PUSH, RING_POP) take the type, whose
 *   size must be the ring's elem. They are inline with the size a constant
 *   (a port's, a link's or a CU's queue is touched on every event).
 * - Order is FIFO: RING_AT(r, T, 0) is the oldest, len - 1 the newest;
 *   ring_remove keeps the others' order.
 * - Capacity: a ring holds up to cap elements in cap slots (any cap, not
 *   only powers of two: a model's bound can be its storage). A push onto
 *   a full ring doubles the slots (from RING_FIRST); ring_reserve sets
 *   them to a given number. A bound in the model (a port full at 64) is
 *   the caller's check, done before the push. Growing keeps the order but
 *   moves the elements: pointers into a ring (ring_at, ring_front,
 *   ring_pop's result) last until the next push or reserve.
 * - Out of memory: ring_push, ring_grow and ring_reserve end the program
 *   (util/xalloc.h, named by the what given to ring_init);
 *   ring_try_reserve returns -1 and leaves the ring as it was.
 * - Capacity is at most RING_MAX_CAP (2^31) slots; asking for more is out
 *   of memory.
 * - The fields n (elements held) and cap (slots) may be read directly;
 *   only these functions change them.
 * - No locks: one owner at a time (as the component or port that holds
 *   it says). */
#ifndef MGSIM_UTIL_RING_H
#define MGSIM_UTIL_RING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define RING_FIRST 4u
#define RING_MAX_CAP (UINT32_C(1) << 31)

typedef struct ring {
    void *v;          /* cap slots of elem bytes; NULL when cap is 0 */
    const char *what; /* names the ring in an out-of-memory message */
    uint32_t elem;    /* bytes per element */
    uint32_t cap;     /* slots allocated */
    uint32_t head;    /* the slot of the oldest element (< cap, or 0) */
    uint32_t n;       /* elements held (<= cap) */
} ring;

/* Empty, without slots (a push allocates them). what is kept, not copied:
 * a string literal. */
void ring_init(ring *r, size_t elem, const char *what);
/* Releases the slots (not what elements point to); empty again, still
 * usable. */
void ring_free(ring *r);
/* Twice the slots (RING_FIRST when none), order kept; ring_grow_sized
 * first sets the element size of a ring that has none (zero-initialised). */
void ring_grow(ring *r);
void ring_grow_sized(ring *r, size_t elem);
/* At least cap slots: exactly cap when it has fewer (order kept). */
void ring_reserve(ring *r, uint32_t cap);
/* As ring_reserve; -1 (the ring unchanged) when out of memory. */
int ring_try_reserve(ring *r, uint32_t cap);
/* Takes the i-th element (i < len) out; the later ones move up one. */
void ring_remove(ring *r, uint32_t i);

static inline uint32_t ring_len(const ring *r) { return r->n; }
static inline bool ring_empty(const ring *r) { return r->n == 0; }
static inline bool ring_full(const ring *r) { return r->n == r->cap; }
static inline void ring_clear(ring *r) { r->head = r->n = 0; }

/* The slot index of the i-th element from the head (i < cap: head + i
 * wraps at most once). */
static inline uint32_t ring_slot(const ring *r, uint32_t i)
{
    uint32_t s = r->head + i;
    return s >= r->cap ? s - r->cap : s;
}

/* The i-th element from the head (i < len). */
static inline void *ring_at(const ring *r, uint32_t i)
{
    return (char *)r->v + (size_t)ring_slot(r, i) * r->elem;
}

/* The head; NULL when empty. */
static inline void *ring_front(const ring *r)
{
    return r->n ? (char *)r->v + (size_t)r->head * r->elem : NULL;
}

/* A new element at the tail, for the caller to fill (grown when full).
 * ring_push_sized is RING_PUSH's: elem, a constant there, is the ring's
 * element size (or sets it, see above). */
static inline void *ring_push_sized(ring *r, size_t elem)
{
    if (r->n == r->cap) ring_grow_sized(r, elem);
    void *p = (char *)r->v + (size_t)ring_slot(r, r->n) * elem;
    r->n++;
    return p;
}
static inline void *ring_push(ring *r) { return ring_push_sized(r, r->elem); }

/* Takes the head out; its slot (valid until the next push or reserve),
 * or NULL when empty. */
static inline void *ring_pop(ring *r)
{
    if (!r->n) return NULL;
    void *p = (char *)r->v + (size_t)r->head * r->elem;
    r->head = r->head + 1 == r->cap ? 0 : r->head + 1;
    r->n--;
    return p;
}

/* Typed forms; T's size must be the ring's elem. RING_AT is an lvalue. */
#define RING_AT(r, T, i) (((T *)(r)->v)[ring_slot((r), (i))])
#define RING_FRONT(r, T) (((T *)(r)->v)[(r)->head]) /* not empty */
#define RING_BACK(r, T) RING_AT((r), T, (r)->n - 1)  /* not empty */
#define RING_PUSH(r, T, x) ((void)(*(T *)ring_push_sized((r), sizeof(T)) = (x)))
#define RING_POP(r, T) (*(T *)ring_pop(r)) /* not empty */

#endif
