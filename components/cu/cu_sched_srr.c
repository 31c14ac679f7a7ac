/* srr: round-robin per SIMD (cu_sched.h). Each SIMD has its own pointer
 * into its wave slots; the walk takes the SIMDs' next waves in turn (the
 * first of every SIMD, then the second, ...), each SIMD's from its
 * pointer, and a SIMD's pointer moves past the last of its waves that
 * issued. Every ready wave of a SIMD thus gets its turn within that
 * SIMD's slots, whatever the other SIMDs do: the fairness `lrr` (one
 * pointer over the whole CU, after the last wave that issued anything)
 * does not give (docs/bows.md: lrr starves a producer behind nine
 * spinners of its SIMD; srr does not). Waves live in slots
 * simd * wave_slots + i (cu_admit.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "components/cu/cu_sched.h"

typedef struct srr_state {
    uint32_t ptr[CU_MAX_SIMDS];
    uint32_t n, pos;
    uint32_t *order;   /* nwaves: the walk */
    uint64_t *before;  /* nwaves: insts of the walk's waves at begin */
} srr_state;

static int srr_init(cu *u, char *err, size_t errlen)
{
    srr_state *s = calloc(1, sizeof *s);
    if (s) {
        s->order = calloc(u->nwaves, sizeof *s->order);
        s->before = calloc(u->nwaves, sizeof *s->before);
    }
    if (!s || !s->order || !s->before) {
        if (s) free(s->order), free(s->before);
        free(s);
        snprintf(err, errlen, "cu: out of memory (scheduler)");
        return -1;
    }
    u->sched_state = s;
    return 0;
}

static void srr_fini(cu *u)
{
    srr_state *s = u->sched_state;
    if (s) free(s->order), free(s->before);
    free(s);
    u->sched_state = NULL;
}

static void srr_begin(cu *u)
{
    srr_state *s = u->sched_state;
    uint32_t slots = u->cfg.wave_slots, simds = u->cfg.simds;
    s->n = s->pos = 0;
    for (uint32_t k = 0; k < slots; k++)
        for (uint32_t d = 0; d < simds; d++) {
            uint32_t wi = d * slots + (s->ptr[d] + k) % slots;
            if (!(u->issue_set[wi >> 6] >> (wi & 63) & 1)) continue;
            s->before[s->n] = cu_wave_at(u, wi)->insts;
            s->order[s->n++] = wi;
        }
}

static uint32_t srr_next(cu *u)
{
    srr_state *s = u->sched_state;
    return s->pos < s->n ? s->order[s->pos++] : CU_NO_IDX;
}

static void srr_end(cu *u, uint32_t first, uint32_t last)
{
    (void)first, (void)last;
    srr_state *s = u->sched_state;
    uint32_t slots = u->cfg.wave_slots;
    for (uint32_t i = 0; i < s->pos; i++) {
        uint32_t wi = s->order[i];
        if (cu_wave_at(u, wi)->insts != s->before[i]) s->ptr[wi / slots] = (wi % slots + 1) % slots;
    }
}

const cu_sched_ops cu_sched_srr = {
    .name = "srr", .init = srr_init, .fini = srr_fini,
    .begin = srr_begin, .next = srr_next, .end = srr_end,
};
