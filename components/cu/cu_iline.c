/* See cu_iline.h. An entry is [uint64 addr][uint32 refs][uint32 pad][the
 * line's bytes], entries looked up by a scan (a CU holds a handful). */
#include "components/cu/cu_iline.h"

#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "util/xalloc.h"
#include "util/vec.h"

#define HEAD 16u /* cu_iline_bytes in the header knows it */

static uint8_t *ent(const cu_iline_store *s, uint32_t i)
{
    return s->mem + (size_t)i * s->stride;
}

static uint64_t addr_of(const uint8_t *e)
{
    uint64_t a;
    memcpy(&a, e, sizeof a);
    return a;
}

static uint32_t refs_of(const uint8_t *e)
{
    uint32_t r;
    memcpy(&r, e + 8, sizeof r);
    return r;
}

static void set_refs(uint8_t *e, uint32_t r)
{
    memcpy(e + 8, &r, sizeof r);
}

void cu_iline_init(cu_iline_store *s, uint32_t line_bytes)
{
    memset(s, 0, sizeof *s);
    s->line_bytes = line_bytes;
    s->stride = (HEAD + line_bytes + 7u) & ~7u;
}

void cu_iline_free(cu_iline_store *s)
{
    free(s->mem);
    s->mem = NULL, s->n = s->cap = 0;
}

uint32_t cu_iline_get(cu_iline_store *s, uint64_t addr, const uint8_t *bytes)
{
    uint32_t spare = UINT32_MAX;
    for (uint32_t i = 0; i < s->n; i++) {
        uint8_t *e = ent(s, i);
        if (addr_of(e) == addr && !memcmp(e + HEAD, bytes, s->line_bytes)) {
            set_refs(e, refs_of(e) + 1);
            return i;
        }
        if (spare == UINT32_MAX && refs_of(e) == 0) spare = i;
    }
    if (spare == UINT32_MAX) {
        /* items of stride bytes (a head and a line); from 4: a CU runs a
         * handful of kernels' lines at once */
        VEC_RESERVE_HOW(s->mem, s->cap, s->n + 1, "cu instruction lines", .elem = s->stride,
                        .first = 4);
        spare = s->n++;
    }
    uint8_t *e = ent(s, spare);
    memcpy(e, &addr, sizeof addr);
    set_refs(e, 1);
    memcpy(e + HEAD, bytes, s->line_bytes);
    return spare;
}

void cu_iline_put(cu_iline_store *s, uint32_t i)
{
    ENG_ASSERT(i < s->n && refs_of(ent(s, i)) > 0, "cu instruction line %u dropped unheld", i);
    set_refs(ent(s, i), refs_of(ent(s, i)) - 1);
}

uint32_t cu_iline_held(const cu_iline_store *s)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->n; i++) k += refs_of(ent(s, i)) > 0;
    return k;
}

uint32_t cu_iline_refs(const cu_iline_store *s, uint32_t i)
{
    return i < s->n ? refs_of(ent(s, i)) : 0;
}
