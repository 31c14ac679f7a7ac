/* Zeroed arrays whose memory becomes resident only where it is touched
 * (prefix zmem_).
 *
 * Why: a model allocates its state for the worst case (every wave slot of
 * every CU, every line of every cache) but a run touches a fraction of it;
 * calloc from the heap often makes all of it resident (the heap reuses
 * memory it must clear, and a constructor that sets one field per element
 * touches every page). Arrays of ZMEM_MIN bytes or more come straight from
 * anonymous mappings instead: a page costs memory only once written.
 * Smaller ones come from calloc. ZMEM_MIN is one page: from 4 KiB on,
 * a mapping can leave pages untouched (an L1I's 12 KiB of tags, a CU's
 * 5.6 KiB workgroup table); the kernel merges neighbouring mappings (a
 * d-mgpu-4 run has about 60 areas in all).
 *
 * Contract: zmem_alloc(nmemb, size) returns nmemb * size zeroed bytes, or
 * NULL (out of memory or an overflowing product); zmem_free(p, nmemb,
 * size) with the same counts releases them (NULL is fine). Threads: no
 * shared state. */
#ifndef MGSIM_UTIL_ZMEM_H
#define MGSIM_UTIL_ZMEM_H

#include <stddef.h>

#define ZMEM_MIN 4096u

void *zmem_alloc(size_t nmemb, size_t size);
void zmem_free(void *p, size_t nmemb, size_t size);

#endif
