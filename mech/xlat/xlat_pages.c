/* See xlat_pages.h: pages per GPU, sampled lazily. */
#include "mech/xlat/xlat_pages.h"

#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"
#include "util/vec.h"

void xlat_pages_init(xlat_pages *s, uint32_t gpus, uint64_t interval)
{
    *s = (xlat_pages){.gpus = gpus, .interval = interval};
    s->live = xcalloc(gpus ? gpus : 1, sizeof *s->live, "xlat pages");
}

void xlat_pages_fini(xlat_pages *s)
{
    free(s->live), free(s->samples);
    *s = (xlat_pages){0};
}

/* Samples at cycles up to `last` take the live counts (which have not
 * changed since the previous call). */
static void write_to(xlat_pages *s, uint64_t last)
{
    if (!s->interval) return;
    for (; s->next <= last; s->next += s->interval) {
        /* an item is one sample: a count per GPU */
        VEC_RESERVE_HOW(s->samples, s->cap, s->n + 1, "xlat pages",
                        .elem = s->gpus * sizeof *s->samples, .first = 64);
        memcpy(s->samples + s->n++ * s->gpus, s->live, s->gpus * sizeof *s->live);
    }
}

void xlat_pages_move(xlat_pages *s, uint64_t cycle, uint32_t from, uint32_t to)
{
    if (cycle) write_to(s, cycle - 1); /* samples before this cycle do not see it */
    if (from < s->gpus) s->live[from]--;
    if (to < s->gpus) s->live[to]++;
}

void xlat_pages_until(xlat_pages *s, uint64_t cycle)
{
    write_to(s, cycle);
}
