/* components/cu/cu_iline.h - the instruction lines a CU's waves hold in
 * their instruction buffers, each distinct line stored once (prefix
 * cu_iline_).
 *
 * Why: every wave buffers two fetched lines, and the waves of a CU run
 * the same few lines of one kernel: two 128-byte arrays in each 1 KiB
 * wave record were a quarter of the records (sc 512 on d-mgpu-4: 16 live
 * waves a CU, 4 pages of records, 3 without them). A wave's buffer slot
 * now holds a reference to an entry here instead.
 *
 * An entry is a line address, its bytes (as the fetch returned them: a
 * line is shared only by fetches that returned the same bytes, so a wave
 * decodes exactly what it fetched) and a count of the buffer slots that
 * hold it. An entry nobody holds keeps its line, to be found again, until
 * it is taken for another. The table grows (doubling) to the most lines
 * held at once and never shrinks; indices stay valid, byte pointers only
 * until the next cu_iline_get.
 *
 * Contract: cu_iline_init(s, line_bytes) (4..MEM_LINE_MAX) starts an empty
 * table; cu_iline_get(s, addr, bytes) returns the index of an entry
 * holding (addr, bytes) with one more holder; cu_iline_put(s, i) drops one;
 * cu_iline_bytes(s, i) gives an entry's bytes; cu_iline_free releases the
 * table. Threads: one owner (its CU). */
#ifndef MGSIM_COMPONENTS_CU_CU_ILINE_H
#define MGSIM_COMPONENTS_CU_CU_ILINE_H

#include <stddef.h>
#include <stdint.h>

typedef struct cu_iline_store {
    uint8_t *mem;          /* n entries of stride bytes (cu_iline.c) */
    uint32_t n, cap, line_bytes, stride;
} cu_iline_store;

void cu_iline_init(cu_iline_store *s, uint32_t line_bytes);
void cu_iline_free(cu_iline_store *s);
uint32_t cu_iline_get(cu_iline_store *s, uint64_t addr, const uint8_t *bytes);
void cu_iline_put(cu_iline_store *s, uint32_t i);
/* (inline: decoding reads the buffer for every instruction) */
static inline const uint8_t *cu_iline_bytes(const cu_iline_store *s, uint32_t i)
{
    return s->mem + (size_t)i * s->stride + 16; /* past the entry's head (cu_iline.c) */
}
/* Entries held (refs > 0), for tests and reports. */
uint32_t cu_iline_held(const cu_iline_store *s);
uint32_t cu_iline_refs(const cu_iline_store *s, uint32_t i);

#endif
