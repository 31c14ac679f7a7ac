/* The compute unit's policy layers (prefix cu_det_): an ordered chain of
 * ops tables the CU's stages call at the points where a mechanism acts
 * (deterministic execution, spin detection, atomic buffers, counters).
 * A GPU without mechanisms runs no layer (the baseline GPU); with several
 * the CU calls them in registry order (mech/mech_list.h), one layer per
 * mechanism, and the answers combine as each hook says below. DAB's
 * layer is mech/dab/dab_cu.c, GPUDet's mech/gpudet/gpudet_cu.c, LAB's
 * mech/lab/lab_cu.c, DDOS/BOWS's mech/bows/bows_cu.c, count's
 * mech/count/count.c. The stages never ask which layers run.
 *
 * Contract of a layer:
 *   - It sees the CU only through components/cu/cu_ext.h (accessors and
 *     a few public types), never cu_int.h. Its state is its own
 *     (cu_ext_set_state in init, cu_ext_state to find it, freed by fini);
 *     it runs only inside the CU's tick (the CU's lock). It may own extra
 *     ports of the CU (made in init, on cu_comp).
 *   - Hooks may only hold things back ("not yet") or take over the
 *     transport of an instruction's memory transactions; the instruction
 *     semantics stay amdgpu_exec's (record / replay, cu_mem.c).
 *   - A hook that holds a wave back must make sure the CU is woken when
 *     the reason goes away (cu_ext_want, or a message on one of its ports).
 *   - Every hook is optional: NULL is the baseline's answer (given with
 *     each hook), so a layer writes only the hooks it needs.
 *
 * How the answers of several layers combine (the stated rule of each
 * hook; a layer later in the chain never undoes an earlier one's vote):
 *   - votes to go ahead (admit_begin, may_issue): every layer must agree;
 *     the walk stops at the first "no", so the layers after it are not
 *     asked (a layer's yes may not be final: its hook may be asked again);
 *   - claims (place, mem_txn, ctl): the first layer that claims keeps it,
 *     the layers after it do not see it;
 *   - holds (hold_resources): any layer may hold resources;
 *   - notices (admitted, issued, tick_end, init/fini): every layer, in
 *     order (fini in reverse); tick_end's progress is the stages' and the
 *     earlier layers' together.
 *
 * Call points, in tick order (cu.c): take_responses -> take_dispatch
 * (ctl for messages that are not CU_MSG_WG; admit_begin before a
 * workgroup is admitted) -> retire -> issue (may_issue, issued) ->
 * fetch -> send -> tick_end. */
#ifndef MGSIM_COMPONENTS_CU_DET_H
#define MGSIM_COMPONENTS_CU_DET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/msg.h"

struct cu;
struct cu_wg_msg;
struct mem_rsp;

typedef struct cu_det_ops {
    const char *name;
    /* Builds the layer's state from arg (its own config, may be NULL);
     * 0, or -1 with a message (the layers built before it are finished). */
    int (*init)(struct cu *u, const void *arg, char *err, size_t errlen);
    void (*fini)(struct cu *u);
    /* A workgroup arrived; false: reject it (the ACE retries it later).
     * Called before the CU tries to reserve resources. Vote. Baseline:
     * accept. */
    bool (*admit_begin)(struct cu *u, struct cu_wg_msg *m);
    /* Picks the SIMD of each of n waves; true claims the placement.
     * Baseline: false, the CU's own round-robin placement. */
    bool (*place)(struct cu *u, uint32_t n, uint32_t vgprs, uint32_t sgprs, uint32_t *simd_of);
    /* The workgroup was admitted (its waves are set up) or could not be
     * (wg CU_NO_IDX, ok false). Notice. */
    void (*admitted)(struct cu *u, uint32_t wg, bool ok);
    /* true: a finished workgroup keeps its wave slots, registers and LDS
     * until cu_ext_release_held (batched dispatch). Any layer. Baseline:
     * false. */
    bool (*hold_resources)(struct cu *u);
    /* Wave wi's decoded instruction is ready and its unit free: may it
     * issue now? false holds it this cycle. Vote. Baseline: true. */
    bool (*may_issue)(struct cu *u, uint32_t wi);
    /* Wave wi issued the instruction in (its effects are done). Notice. */
    void (*issued)(struct cu *u, uint32_t wi, const void *in);
    /* A memory transaction ti of in-flight instruction mi is about to be
     * queued for the caches; true: the layer took it (it answers it
     * itself, through cu_ext_mem_response or cu_ext_txn_done). false for
     * a read: it goes to memory, and the bytes whose bit the layer set in
     * the transaction's mask (with their values in its data) are kept
     * over memory's answer (GPUDet forwards its store buffer so). Claim:
     * a layer after the one that took it does not see it. Baseline:
     * false. */
    bool (*mem_txn)(struct cu *u, uint32_t wi, uint32_t mi, uint32_t ti);
    /* A message on the Dispatch port that is not a workgroup; true when
     * the layer consumed it (freed or kept it). Claim. Baseline: false
     * (a message nobody claims is dropped). */
    bool (*ctl)(struct cu *u, eng_msg *m);
    /* End of the tick (after every stage); progress as the stages and
     * the earlier layers said. Returns true when the layer itself made
     * progress. Notice. */
    bool (*tick_end)(struct cu *u, bool progress);
    /* The answer to a request the layer queued with cu_ext_push_own; the
     * layer frees it (NULL: the CU frees it). Only the layer that queued
     * the request hears it. */
    void (*mem_rsp)(struct cu *u, struct mem_rsp *r);
} cu_det_ops;

#endif
