/* A wavefront's store buffer (section 4.3 of the GPUDet paper): plain
 * data, owned by the CU policy that embeds it.
 *
 * A linear write log: each coalesced store transaction appends one entry
 * (a line address, the line's bytes and a byte mask), never merged, so a
 * later entry overrides an earlier one for the bytes both write. Each
 * entry carries the logical id of the wavefront that wrote it (the commit
 * order key; a wave slot's log may hold two workgroups' waves under DWP).
 * A Bloom filter summarizes the line addresses in the log: a load asks it
 * first (no false negatives: every appended line is in the filter); only
 * a hit searches the whole log, oldest to newest, so the newest byte
 * wins. The filter is a parallel Bloom filter: `hashes` sub-arrays of
 * bits / hashes bits, one hash function each; bits 0 means "no filter":
 * every lookup searches.
 *
 * Out of memory is fatal (abort), as everywhere inside a tick. */
#ifndef MGSIM_MECH_GPUDET_SB_H
#define MGSIM_MECH_GPUDET_SB_H

#include <stdbool.h>
#include <stdint.h>

#include "components/mem/mem_msg.h"

typedef struct gpudet_sb_entry {
    uint64_t line;                      /* line address */
    uint32_t wid;                       /* the writer's logical wavefront id */
    uint8_t data[MEM_LINE_MAX];         /* indexed from line */
    uint64_t mask[MEM_LINE_MAX / 64];   /* bit i = data[i] written */
} gpudet_sb_entry;

typedef struct gpudet_sb {
    gpudet_sb_entry *e;
    uint32_t n, cap;
    uint64_t *bloom;                    /* bits / 64 words */
    uint32_t bits, hashes;
    uint32_t line_bytes;
} gpudet_sb;

/* 0, or -1 out of memory. line_bytes a power of two <= MEM_LINE_MAX. */
int gpudet_sb_init(gpudet_sb *s, uint32_t bloom_bits, uint32_t hashes, uint32_t line_bytes);
void gpudet_sb_fini(gpudet_sb *s);
/* Empties the log and the filter (after a commit). */
void gpudet_sb_clear(gpudet_sb *s);
/* Appends a store of size bytes at addr (within one line): data[i] for
 * the bytes whose mask bit i is set (mask NULL: all size bytes). */
void gpudet_sb_put(gpudet_sb *s, uint32_t wid, uint64_t addr, uint32_t size, const uint8_t *data,
                   const uint64_t *mask);
/* May the log hold bytes of line? false is certain (no false negatives). */
bool gpudet_sb_maybe(const gpudet_sb *s, uint64_t line);
/* Searches the log for [addr, addr + size) (within one line): copies
 * every buffered byte, newest last, into out (indexed from addr) and
 * sets its bit in got (zeroed first). Returns the entries searched (the
 * cost): the whole log. */
uint32_t gpudet_sb_forward(const gpudet_sb *s, uint64_t addr, uint32_t size, uint8_t *out,
                           uint64_t *got);

#endif
