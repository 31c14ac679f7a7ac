/* See mem_allocs.h. */
#include "components/mem/mem_allocs.h"
#include "util/vec.h"

#include <stdlib.h>

void mem_allocs_clear(mem_allocs *a)
{
    a->n = 0;
}

int mem_allocs_add(mem_allocs *a, uint64_t base, uint64_t size)
{
    if (size == 0 || base + size < base) return 0;
    size_t cap_end = a->cap; /* end grows with base, to the same capacity */
    if (VEC_TRY_RESERVE(a->end, cap_end, a->n + 1) < 0 ||
        VEC_TRY_RESERVE(a->base, a->cap, a->n + 1) < 0)
        return -1;
    a->base[a->n] = base;
    a->end[a->n++] = base + size;
    return 0;
}

void mem_allocs_seal(mem_allocs *a)
{
    /* insertion sort on base: a few dozen ranges, mostly in order already */
    for (size_t i = 1; i < a->n; i++) {
        uint64_t b = a->base[i], e = a->end[i];
        size_t j = i;
        for (; j > 0 && a->base[j - 1] > b; j--) {
            a->base[j] = a->base[j - 1];
            a->end[j] = a->end[j - 1];
        }
        a->base[j] = b, a->end[j] = e;
    }
    size_t k = 0;
    for (size_t i = 0; i < a->n; i++) {
        if (k && a->base[i] <= a->end[k - 1]) {
            if (a->end[i] > a->end[k - 1]) a->end[k - 1] = a->end[i];
            continue;
        }
        a->base[k] = a->base[i], a->end[k] = a->end[i];
        k++;
    }
    a->n = k;
}

static bool inside(const mem_allocs *a, size_t i, uint64_t addr, uint64_t n)
{
    return addr >= a->base[i] && addr + n >= addr && addr + n <= a->end[i];
}

bool mem_allocs_contains(const mem_allocs *a, uint64_t addr, uint64_t n, size_t *hint)
{
    if (*hint < a->n && inside(a, *hint, addr, n)) return true;
    size_t lo = 0, hi = a->n;
    while (lo < hi) { /* the first range with base > addr */
        size_t mid = lo + (hi - lo) / 2;
        if (a->base[mid] <= addr) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0 || !inside(a, lo - 1, addr, n)) return false;
    *hint = lo - 1;
    return true;
}

void mem_allocs_free(mem_allocs *a)
{
    free(a->base);
    free(a->end);
    a->base = a->end = NULL;
    a->n = a->cap = 0;
}
