/* See util/zmem.h. */
#include "util/zmem.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

void *zmem_alloc(size_t nmemb, size_t size)
{
    if (size && nmemb > SIZE_MAX / size) return NULL;
    size_t n = nmemb * size;
    if (n < ZMEM_MIN) return calloc(n ? n : 1, 1);
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

void zmem_free(void *p, size_t nmemb, size_t size)
{
    if (!p) return;
    size_t n = nmemb * size;
    if (n < ZMEM_MIN) free(p);
    else munmap(p, n);
}
