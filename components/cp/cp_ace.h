/* The ACE's policy layers (prefix cp_ace_): an ordered chain of ops
 * tables the command processor calls while a launch runs. One layer may
 * be the launch's dispatcher (dispatches: it sends the workgroups itself:
 * DAB's mech/dab/dab_cp.c distributes them statically in batches and
 * coordinates the GPU-wide flushes, GPUDet's mech/gpudet/gpudet_cp.c runs
 * the quanta); without one the baseline dispatcher (cp.c,
 * cp_ace_baseline: round-robin to any CU with room, rejected workgroups
 * retried elsewhere) is the chain's first layer. The other layers add
 * work around the dispatch (LAB's mech/lab/lab_cp.c: a closing flush of
 * every CU's buffer after the last workgroup).
 *
 * Contract: a layer runs inside the CP's tick (the CP's lock), sees the
 * CP through components/cp/cp_ext.h (never cp_int.h), keeps its state
 * with cp_ext_set_state, and talks to the CUs only by messages on the
 * Dispatch port (cp_dispatch_send). While a launch is in its dispatch
 * phase the CP calls step every tick it runs and answer for every message
 * a CU sends; the launch ends when done says so.
 *
 * How the layers' answers combine (the chain is the dispatcher first,
 * then the other layers in registry order, mech/mech_list.h):
 *   - start, step: every layer, in order (step's progress: any layer's);
 *   - answer: a claim: the first layer that takes the message keeps it
 *     (a message nobody takes is freed);
 *   - done: a vote: the launch is over when every layer says so;
 *   - ended_at: the latest time among the layers that give one (none:
 *     now). A layer that needs the others' dispatch to be over before it
 *     acts (LAB's closing flush) asks cp_ext_others_done. */
#ifndef MGSIM_COMPONENTS_CP_CP_ACE_H
#define MGSIM_COMPONENTS_CP_CP_ACE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/msg.h"

struct cp;

typedef struct cp_ace_ops {
    const char *name;
    /* It sends the launch's workgroups (at most one layer of a chain:
     * gpu_mech_check refuses two; none: the baseline does). */
    bool dispatches;
    /* arg: the layer's own config (may be NULL); 0, or -1 with err. */
    int (*init)(struct cp *c, const void *arg, char *err, size_t errlen);
    void (*fini)(struct cp *c);
    /* A launch begins (its launch, wg_total set; counters zero). */
    void (*start)(struct cp *c);
    /* Sends what it can; true on progress. */
    bool (*step)(struct cp *c);
    /* A message from a CU on Dispatch: true when the layer took it (and
     * with it the message's ownership). */
    bool (*answer)(struct cp *c, eng_msg *m);
    /* The layer's part of the launch is over. */
    bool (*done)(const struct cp *c);
    /* Optional (NULL: no opinion): the time (eng_comp_now) the launch
     * counts as ended, for a layer whose closing work is not part of the
     * kernel's time (LAB's lab.no_flush). */
    uint64_t (*ended_at)(const struct cp *c);
    /* Optional, for copies (MEMCPY_H2D, MEMCPY_D2H; cp_ext.h's copy): a
     * copy begins, and each tick of its DMA phase before the engine
     * sends (progress: true). A layer may hold the DMA engine at an
     * offset and count bytes it moved itself (mech/sample samples the
     * copies as it does launches). */
    void (*copy_start)(struct cp *c);
    bool (*copy_step)(struct cp *c);
} cp_ace_ops;

extern const cp_ace_ops cp_ace_baseline;

#endif
