/* The wavefront schedulers of cu_sched.h: lrr and gto, and the list. */
#include "components/cu/cu_sched.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/cu/cu_int.h"

const cu_sched_ops *const cu_scheds[] = {
#define CU_SCHED(name, sym) &sym,
#include "components/cu/cu_sched_list.h"
#undef CU_SCHED
};

const char *const cu_sched_names[] = {
#define CU_SCHED(name, sym) #name,
#include "components/cu/cu_sched_list.h"
#undef CU_SCHED
    NULL};

const uint32_t cu_nscheds = sizeof cu_scheds / sizeof cu_scheds[0];

_Static_assert(sizeof cu_scheds / sizeof cu_scheds[0] + 1 ==
                   sizeof cu_sched_names / sizeof cu_sched_names[0],
               "one name per scheduler");

/* ---- lrr: the walk of set issue_set bits from issue_rr, round-robin ------- */

typedef struct lrr_state {
    uint32_t k; /* waves of the walk passed so far */
} lrr_state;

static int lrr_init(cu *u, char *err, size_t errlen)
{
    if (!(u->sched_state = calloc(1, sizeof(lrr_state)))) {
        snprintf(err, errlen, "cu: out of memory (scheduler)");
        return -1;
    }
    return 0;
}

static void sched_fini(cu *u)
{
    free(u->sched_state);
    u->sched_state = NULL;
}

static void lrr_begin(cu *u) { ((lrr_state *)u->sched_state)->k = 0; }

/* Reads the issue set at each step, as the walk always did: a wave whose
 * bit an earlier issue set (a barrier released) is still visited. */
static uint32_t lrr_next(cu *u)
{
    lrr_state *s = u->sched_state;
    uint32_t n = u->nwaves;
    if (s->k >= n) return CU_NO_IDX;
    s->k += cu_bit_next(u->issue_set, n, (u->issue_rr + s->k) % n, n - s->k);
    if (s->k >= n) return CU_NO_IDX;
    return (u->issue_rr + s->k++) % n;
}

static void lrr_end(cu *u, uint32_t first, uint32_t last)
{
    (void)first;
    if (last != CU_NO_IDX) u->issue_rr = (last + 1) % u->nwaves;
}

const cu_sched_ops cu_sched_lrr = {
    .name = "lrr", .init = lrr_init, .fini = sched_fini,
    .begin = lrr_begin, .next = lrr_next, .end = lrr_end,
};

/* ---- gto: greedy, then oldest; the oldest rotates to youngest ------------- */

typedef struct gto_state {
    uint32_t greedy;     /* first wave that issued last cycle, or CU_NO_IDX */
    uint64_t epoch;      /* now / gto_rotate at the last rotation */
    uint32_t n, pos;     /* the walk: order[pos..n) */
    uint32_t order[];    /* nwaves */
} gto_state;

static int gto_init(cu *u, char *err, size_t errlen)
{
    gto_state *s = calloc(1, sizeof *s + u->nwaves * sizeof s->order[0]);
    if (!s) {
        snprintf(err, errlen, "cu: out of memory (scheduler)");
        return -1;
    }
    s->greedy = CU_NO_IDX;
    u->sched_state = s;
    return 0;
}

static bool resident(const cu_wave *wv)
{
    return wv->state != WS_FREE && wv->state != WS_GONE && wv->state != WS_CLAIMED;
}

/* The oldest resident wave becomes the youngest (once per period). */
static void rotate(cu *u, gto_state *s)
{
    if (!u->cfg.gto_rotate) return;
    uint64_t e = u->now / u->cfg.gto_rotate;
    if (e == s->epoch) return;
    s->epoch = e;
    cu_wave *old = NULL;
    for (uint32_t i = 0; i < u->nwaves; i++)
        if (resident(cu_wave_at(u, i)) && (!old || cu_wave_at(u, i)->age < old->age)) old = cu_wave_at(u, i);
    if (old) old->age = u->age_next++;
}

static void gto_begin(cu *u)
{
    gto_state *s = u->sched_state;
    rotate(u, s);
    s->n = s->pos = 0;
    uint32_t g = s->greedy;
    if (g != CU_NO_IDX && (u->issue_set[g >> 6] >> (g & 63) & 1)) s->order[s->n++] = g;
    /* the others by age: insertion sort of the (few) waves in the set */
    uint32_t first = s->n;
    for (uint32_t i = cu_bit_scan(u->issue_set, 0, u->nwaves); i < u->nwaves;
         i = cu_bit_scan(u->issue_set, i + 1, u->nwaves)) {
        if (i == g) continue;
        uint32_t j = s->n++;
        uint64_t a = cu_wave_at(u, i)->age;
        for (; j > first && cu_wave_at(u, s->order[j - 1])->age > a; j--) s->order[j] = s->order[j - 1];
        s->order[j] = i;
    }
}

static uint32_t gto_next(cu *u)
{
    gto_state *s = u->sched_state;
    return s->pos < s->n ? s->order[s->pos++] : CU_NO_IDX;
}

static void gto_end(cu *u, uint32_t first, uint32_t last)
{
    (void)last;
    gto_state *s = u->sched_state;
    /* greedy: the wave keeps the first try until another issues before it
     * (it was not ready: it stalled) */
    if (first != CU_NO_IDX) s->greedy = first;
}

const cu_sched_ops cu_sched_gto = {
    .name = "gto", .init = gto_init, .fini = sched_fini,
    .begin = gto_begin, .next = gto_next, .end = gto_end,
};
