/* The determinism-aware schedulers (see dab_sched.h). */
#include "mech/dab/dab_sched.h"

#include "mech/dab/dab.h"

void dab_ring_reset(dab_ring *r, uint32_t kind)
{
    r->kind = kind;
    r->n = r->holder = 0;
    r->greedy = kind == DAB_SCHED_GTRR;
    r->round = 0;
    r->turns = 0;
}

bool dab_ring_add(dab_ring *r, uint32_t slot)
{
    if (r->n == DAB_RING_MAX) return false;
    r->slot[r->n++] = slot;
    return true;
}

static int index_of(const dab_ring *r, uint32_t slot)
{
    for (uint32_t i = 0; i < r->n; i++)
        if (r->slot[i] == slot) return (int)i;
    return -1;
}

static bool can_hold(uint8_t s) { return s == DAB_W_RUN || s == DAB_W_AT; }

/* The first member from index `from` (cyclic) that can take a turn; the
 * holder stays where it is when none can. */
static void advance_from(dab_ring *r, uint32_t from, dab_state_fn st, const void *ctx)
{
    for (uint32_t k = 0; k < r->n; k++) {
        uint32_t i = (from + k) % r->n;
        if (can_hold(st(ctx, r->slot[i]))) {
            r->holder = i;
            return;
        }
    }
}

/* A holder that ended or waits at a barrier hands on (only reached at
 * the start of a ring: the moves below already skip such members). */
static void normalize(dab_ring *r, dab_state_fn st, const void *ctx)
{
    if (r->n && !can_hold(st(ctx, r->slot[r->holder]))) advance_from(r, r->holder, st, ctx);
}

/* No member is still running towards its next ordered event. */
static bool all_stopped(const dab_ring *r, dab_state_fn st, const void *ctx, uint64_t *at)
{
    *at = 0;
    for (uint32_t i = 0; i < r->n; i++) {
        uint8_t s = st(ctx, r->slot[i]);
        if (s == DAB_W_RUN) return false;
        if (s == DAB_W_AT) *at |= 1ull << i;
    }
    return true;
}

static bool srr_may(dab_ring *r, int i, dab_state_fn st, const void *ctx)
{
    normalize(r, st, ctx);
    return (uint32_t)i == r->holder;
}

static bool gtar_may(dab_ring *r, int i, int ev, dab_state_fn st, const void *ctx)
{
    if (ev != DAB_EV_ATOMIC) return true;
    if (!r->round) {
        uint64_t at;
        if (!all_stopped(r, st, ctx, &at) || !at) return false;
        r->round = at; /* this round: every wave now waiting at an atomic */
        for (r->holder = 0; !(r->round >> r->holder & 1); r->holder++) {}
    }
    return (uint32_t)i == r->holder;
}

bool dab_ring_may(dab_ring *r, uint32_t slot, int ev, dab_state_fn st, const void *ctx)
{
    int i = index_of(r, slot);
    if (i < 0) return true; /* not a member (no ring for it) */
    switch (r->kind) {
    case DAB_SCHED_SRR: return srr_may(r, i, st, ctx);
    case DAB_SCHED_GTRR:
        if (r->greedy) {
            uint64_t at;
            if (ev != DAB_EV_ATOMIC) return true;
            if (!all_stopped(r, st, ctx, &at)) return false;
            r->greedy = false; /* every wave reached its first atomic: SRR from now on */
            r->holder = 0;
        }
        return srr_may(r, i, st, ctx);
    case DAB_SCHED_GTAR: return gtar_may(r, i, ev, st, ctx);
    case DAB_SCHED_GWAT:
        if (ev != DAB_EV_ATOMIC && ev != DAB_EV_BARRIER) return true;
        normalize(r, st, ctx);
        return (uint32_t)i == r->holder;
    default: return true;
    }
}

void dab_ring_issued(dab_ring *r, uint32_t slot, int ev, dab_state_fn st, const void *ctx)
{
    int i = index_of(r, slot);
    if (i < 0) return;
    bool pass = false;
    switch (r->kind) {
    case DAB_SCHED_SRR: pass = true; break;
    case DAB_SCHED_GTRR: pass = !r->greedy; break;
    case DAB_SCHED_GWAT:
        pass = (ev != DAB_EV_OTHER) && (uint32_t)i == r->holder;
        break;
    case DAB_SCHED_GTAR:
        if (ev == DAB_EV_ATOMIC && (r->round >> i & 1)) {
            r->round &= ~(1ull << i);
            r->turns++;
            if (r->round)
                for (r->holder = 0; !(r->round >> r->holder & 1); r->holder++) {}
        }
        return;
    default: return;
    }
    if (pass) {
        r->turns++;
        advance_from(r, (uint32_t)i + 1, st, ctx);
    }
}
