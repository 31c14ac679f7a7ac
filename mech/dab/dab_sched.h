/* The determinism-aware schedulers (section IV-C of the DAB paper) as a
 * ring of waves per SIMD: plain data, no engine.
 *
 * A ring holds the waves of one batch on one SIMD in a fixed order (the
 * order the CU admitted them). The CU's issue arbiter asks
 * dab_ring_may before it issues a wave's instruction and tells
 * dab_ring_issued after; the ring only ever says "not yet". What it
 * orders is the order in which waves put atomics into the SIMD's buffer:
 *
 *   SRR   strict round robin: every instruction is a turn; the wave whose
 *         turn it is goes first even if others are ready (waves waiting
 *         at a barrier and waves that ended are skipped).
 *   GTRR  greedy (the baseline arbiter) until every wave has reached its
 *         first atomic (or ended, or waits at a barrier), then SRR.
 *   GTAR  greedy; atomics go in rounds: a round starts when no wave is
 *         running towards its next atomic, and each wave then waiting at
 *         an atomic issues it in ring order (an atomic is a
 *         scheduler-level barrier); the others run freely meanwhile.
 *   GWAT  greedy with an atomic token: only the holder issues an atomic
 *         (or arrives at a barrier); it passes the token on when it does,
 *         or when it ends; a wave waiting at a barrier is skipped.
 *   GTO   no restriction (warp-level buffers only).
 *
 * Why this is deterministic: a wave's state only changes (a) by its own
 * issues and (b) by barrier releases; with the waves of a workgroup on
 * one SIMD, (b) happens at a barrier arrival, which each scheduler above
 * orders (SRR, GWAT) or does not depend on (GTRR and GTAR look only at
 * the stable point where no wave can run on). So every turn decision is
 * a function of the program, not of latencies.
 *
 * The caller describes its waves through dab_state_fn at each call. */
#ifndef MGSIM_MECH_DAB_DAB_SCHED_H
#define MGSIM_MECH_DAB_DAB_SCHED_H

#include <stdbool.h>
#include <stdint.h>

#define DAB_RING_MAX 64

/* What a wave is doing, as the ring needs to know it. */
enum dab_wstate {
    DAB_W_RUN,    /* working towards its next instruction (or waiting on memory) */
    DAB_W_AT,     /* its decoded next instruction is an atomic */
    DAB_W_PARKED, /* waiting at a barrier */
    DAB_W_GONE    /* ended */
};
/* The kind of the instruction a wave wants to issue. */
enum dab_ev { DAB_EV_OTHER, DAB_EV_ATOMIC, DAB_EV_BARRIER, DAB_EV_END };

typedef uint8_t (*dab_state_fn)(const void *ctx, uint32_t slot);

typedef struct dab_ring {
    uint32_t kind;                 /* enum dab_sched_kind */
    uint32_t n;
    uint32_t slot[DAB_RING_MAX];   /* members in ring order */
    uint32_t holder;               /* SRR turn / GWAT token / GTAR round cursor */
    bool greedy;                   /* GTRR: not yet switched to SRR */
    uint64_t round;                /* GTAR: members yet to issue this round */
    uint64_t turns;                /* statistics: turns passed */
} dab_ring;

void dab_ring_reset(dab_ring *r, uint32_t kind);
/* Appends a member; false when the ring is full (DAB_RING_MAX). */
bool dab_ring_add(dab_ring *r, uint32_t slot);
bool dab_ring_may(dab_ring *r, uint32_t slot, int ev, dab_state_fn st, const void *ctx);
/* After the CU carried the instruction out (a barrier arrival and an end
 * are already visible through st). */
void dab_ring_issued(dab_ring *r, uint32_t slot, int ev, dab_state_fn st, const void *ctx);

#endif
