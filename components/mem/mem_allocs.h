/* The device address ranges a driver has allocated (buffers, code,
 * dispatch packets, kernel arguments, scratch), against which the compute
 * units check every access they record: an access outside every range is
 * a memory fault, reported as the functional mode reports it, instead of
 * reading or writing DRAM nobody allocated (a store 2 GiB past a 256-byte
 * buffer used to complete silently in timing mode, and runaway scratch
 * grew host memory without end).
 *
 * Contract: plain data, rebuilt by the driver while the engine is not
 * running (mem_allocs_clear, mem_allocs_add..., mem_allocs_seal) and read
 * only while it runs, so any number of components may share one const
 * set (launch messages carry a pointer to it). Lookups keep their
 * one-entry cache in the caller's own *hint, never in the set. */
#ifndef MGSIM_COMPONENTS_MEM_ALLOCS_H
#define MGSIM_COMPONENTS_MEM_ALLOCS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct mem_allocs {
    uint64_t *base, *end; /* sorted, [base[i], end[i]) disjoint after seal */
    size_t n, cap;
} mem_allocs;

void mem_allocs_clear(mem_allocs *a);
/* Adds [base, base + size); 0 or -1 (out of memory). */
int mem_allocs_add(mem_allocs *a, uint64_t base, uint64_t size);
/* Sorts and merges touching or overlapping ranges; before lookups. */
void mem_allocs_seal(mem_allocs *a);
/* Whether [addr, addr + n) lies inside one range. *hint (start it at 0)
 * remembers the last range found, for the caller's next lookup. */
bool mem_allocs_contains(const mem_allocs *a, uint64_t addr, uint64_t n, size_t *hint);
void mem_allocs_free(mem_allocs *a);

#endif
