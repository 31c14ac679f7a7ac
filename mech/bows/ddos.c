/* See ddos.h: the hashes, the history registers and the SIB table. */
#include "mech/bows/ddos.h"

#include <string.h>

uint32_t ddos_hash(uint64_t v, unsigned bits, unsigned kind)
{
    uint64_t mask = (1ull << bits) - 1;
    if (kind == DDOS_MODULO) return (uint32_t)(v & mask);
    uint64_t h = 0;
    for (unsigned sh = 0; sh < 64; sh += bits) h ^= (v >> sh) & mask;
    return (uint32_t)h;
}

void ddos_hist_reset(ddos_hist *h) { memset(h, 0, sizeof *h); }

static bool same(ddos_entry a, ddos_entry b)
{
    return a.path == b.path && a.v0 == b.v0 && a.v1 == b.v1;
}

bool ddos_hist_push(ddos_hist *h, uint32_t l, ddos_entry x)
{
    if (h->period) {
        if (same(h->e[h->period - 1], x)) {
            if (h->remain) h->remain--;
            h->spinning = h->remain == 0;
        } else {
            h->period = h->remain = 0;
            h->spinning = false;
        }
    }
    if (!h->period) /* look for a repetition: the nearest equal entry */
        for (uint32_t d = 1; d <= h->n; d++)
            if (same(h->e[d - 1], x)) {
                h->period = d;
                h->remain = d - 1;
                h->spinning = h->remain == 0;
                break;
            }
    uint32_t keep = h->n < l ? h->n : l - 1;
    memmove(&h->e[1], &h->e[0], keep * sizeof h->e[0]);
    h->e[0] = x;
    h->n = keep + 1;
    return h->spinning;
}

bool ddos_sibpt_taken(ddos_sibpt *s, uint64_t pc, bool spinning, uint32_t t)
{
    ddos_sib *e = NULL;
    for (uint32_t i = 0; i < s->n && !e; i++)
        if (s->e[i].pc == pc) e = &s->e[i];
    if (!e && spinning) {
        if (s->n < s->cap) {
            e = &s->e[s->n++];
        } else {
            e = &s->e[0];
            for (uint32_t i = 1; i < s->n; i++)
                if (s->e[i].conf < e->conf) e = &s->e[i];
        }
        e->pc = pc;
        e->conf = 0;
    }
    if (!e) return false;
    if (spinning) {
        if (e->conf < 2 * t - 1) e->conf++;
    } else if (e->conf) {
        e->conf--;
    }
    return e->conf >= t;
}
