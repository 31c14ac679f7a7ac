/* The CU's wavefront schedulers (prefix cu_sched_): the order in which
 * the issue stage (cu_issue.c) visits the waves each cycle, as one ops
 * table per scheduler, chosen by cu.scheduler (cu_sched_list.h):
 *
 *   lrr  loose round-robin: the walk starts after the wave that issued
 *        last (the CU's order since the beginning; results unchanged).
 *   gto  greedy-then-oldest (Rogers et al., MICRO 2012): the wave that
 *        issued first in the previous cycle, then the others oldest
 *        first (age = admission order). Every cu.gto_rotate cycles the
 *        oldest resident wave becomes the youngest (the periodic age
 *        rotation of BOWS, ElTantawy and Aamodt, MICRO 2018, Section
 *        IV-C: strict GTO can livelock on lock loops).
 *   srr  round-robin per SIMD (cu_sched_srr.c): each SIMD's waves take
 *        turns from its own pointer, the SIMDs interleaved in the walk.
 *
 * Contract of a scheduler:
 *   - begin starts the cycle's walk; next returns the waves to try, each
 *     at most once, best first, and CU_NO_IDX when done. It may skip
 *     waves whose issue_set bit is clear (they cannot issue); the issue
 *     stage checks each wave it gets, so visiting one too many costs a
 *     visit, never a result.
 *   - end gets the first and the last wave that issued in the walk
 *     (CU_NO_IDX: none).
 *   - Its state lives in cu.sched_state (init, fini); it runs inside the
 *     CU's tick only. A mechanism may wrap the CU's scheduler (BOWS
 *     does: mech/bows): it keeps the table it found in cu.sched and
 *     calls it. */
#ifndef MGSIM_COMPONENTS_CU_CU_SCHED_H
#define MGSIM_COMPONENTS_CU_CU_SCHED_H

#include <stddef.h>
#include <stdint.h>

struct cu;

typedef struct cu_sched_ops {
    const char *name;
    /* 0, or -1 with a message. */
    int (*init)(struct cu *u, char *err, size_t errlen);
    void (*fini)(struct cu *u);
    void (*begin)(struct cu *u);
    uint32_t (*next)(struct cu *u);
    void (*end)(struct cu *u, uint32_t first, uint32_t last);
} cu_sched_ops;

#define CU_SCHED(name, sym) extern const cu_sched_ops sym;
#include "components/cu/cu_sched_list.h"
#undef CU_SCHED

/* The schedulers in cu_sched_list.h order, and their names (NULL-ended,
 * the values of cu.scheduler). */
extern const cu_sched_ops *const cu_scheds[];
extern const char *const cu_sched_names[];
extern const uint32_t cu_nscheds;

#endif
