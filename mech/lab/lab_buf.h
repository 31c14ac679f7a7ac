/* The local atomic buffer of one CU (prefix lab_buf_): a small
 * set-associative store of partial atomic updates, 128-byte lines (four
 * 32-byte sectors), LRU within a set, one atomic operation per line.
 * Pure data structure, no simulator types: lab_cu.c drives it and turns
 * the lines it gives back into atomics for the L2; test/lab tests it by
 * hand.
 *
 * Each line holds, per element of its operation's width (4 or 8 bytes),
 * a partial value and a bit saying whether the element has one. A value
 * is the combination of every update the line took for that element:
 * ADD and SUB keep the sum of their operands (the L2 then adds or
 * subtracts it once), SMIN/UMIN/SMAX/UMAX the extremum, AND/OR/XOR the
 * operands combined by the same operation. These are the commutative
 * integer atomics of amdgpu/atomic.h; every other kind is refused
 * (lab_buf_kind_ok) and must bypass the buffer.
 *
 * Geometry: entries lines in entries / ways sets (line number modulo
 * sets); unbounded: sets grow without limit (the paper's LAB-Inf), no
 * line is ever evicted. Lines leave only through lab_buf_put (eviction,
 * operation change) and lab_buf_take / lab_buf_take_any (flushes), which
 * copy the line out. Deterministic: no randomness, order of sets then
 * ways. */
#ifndef MGSIM_MECH_LAB_LAB_BUF_H
#define MGSIM_MECH_LAB_LAB_BUF_H

#include <stdbool.h>
#include <stdint.h>

#define LAB_LINE 128u   /* bytes per line */
#define LAB_SECTOR 32u  /* bytes per sector */
#define LAB_SLOTS (LAB_LINE / 4u)

typedef struct lab_line {
    uint64_t addr;            /* line address (multiple of LAB_LINE) */
    uint64_t lru;             /* last use stamp */
    uint32_t mask;            /* elements holding a partial value */
    uint8_t kind, width;      /* enum amdgpu_atomic_kind, 4 or 8 */
    bool valid;
    uint64_t val[LAB_SLOTS];  /* element i at addr + i * width */
} lab_line;

typedef struct lab_set {
    lab_line *w;
    uint32_t n, cap;          /* ways in use / allocated */
} lab_set;

typedef struct lab_buf {
    lab_set *set;
    uint32_t sets, ways;      /* ways: per set, 0 when unbounded */
    bool unbounded;
    uint64_t clock;           /* LRU stamps */
    uint64_t lines;           /* valid lines */
    uint32_t scan;            /* lab_buf_take_any's next set */
} lab_buf;

/* What lab_buf_put did. */
enum lab_put {
    LAB_PUT_HIT,      /* combined into a line of the same operation */
    LAB_PUT_MISS,     /* a free way took a new line */
    LAB_PUT_EVICT,    /* the set's LRU line was put in *out, then a new line */
    LAB_PUT_OPCHANGE  /* the address's line had another operation (or
                       * width): it was put in *out, then a new line */
};

/* entries > 0 lines, ways dividing entries; unbounded ignores both.
 * 0, or -1 when out of memory or the geometry is bad. */
int lab_buf_init(lab_buf *b, uint32_t entries, uint32_t ways, bool unbounded);
void lab_buf_free(lab_buf *b);

/* Whether kind (enum amdgpu_atomic_kind) may be buffered. */
bool lab_buf_kind_ok(unsigned kind);
/* a combined with b for kind at width (the value the line keeps). */
uint64_t lab_buf_combine(unsigned kind, unsigned width, uint64_t a, uint64_t b);

/* One update of kind at addr (aligned to width, 4 or 8) with operand src. */
enum lab_put lab_buf_put(lab_buf *b, uint64_t addr, unsigned kind, unsigned width, uint64_t src,
                         lab_line *out);
/* Whether the line holding addr is buffered. */
bool lab_buf_has(const lab_buf *b, uint64_t addr);
/* Removes the line holding addr into *out; false when it is not there. */
bool lab_buf_take(lab_buf *b, uint64_t addr, lab_line *out);
/* Removes some line into *out (set order from the set of the last one
 * it took, then way order: a whole flush visits each set once); false
 * when the buffer is empty. */
bool lab_buf_take_any(lab_buf *b, lab_line *out);

#endif
