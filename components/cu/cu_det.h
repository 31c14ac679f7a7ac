/* The compute unit's determinism policy (prefix cu_det_): one ops table
 * the CU's stages call at the points where a deterministic-execution
 * mechanism must act. The baseline GPU is one table (cu_det_baseline,
 * cu_det.c: every answer "go ahead, nothing to do"); DAB is another
 * (mech/dab/dab_cu.c); GPUDet a third
 * (mech/gpudet/gpudet_cu.c). The stages never ask which policy
 * runs.
 *
 * Contract of a policy:
 *   - Its state lives in cu.det_state (init allocates it, fini frees it);
 *     it runs only inside the CU's tick (the CU's lock), so it may read
 *     and change the CU's fields (cu_int.h) like any other CU stage. It
 *     may own extra ports of the CU (made in init, on the CU component).
 *   - Hooks may only hold things back ("not yet") or take over the
 *     transport of an instruction's memory transactions; the instruction
 *     semantics stay amdgpu_exec's (record / replay, cu_mem.c).
 *   - A hook that holds a wave back must make sure the CU is woken when
 *     the reason goes away (a message on one of its ports does that).
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
    /* Builds the policy's state from arg (the policy's own config, may be
     * NULL); 0, or -1 with a message. */
    int (*init)(struct cu *u, const void *arg, char *err, size_t errlen);
    void (*fini)(struct cu *u);
    /* A workgroup arrived; false: reject it (the ACE retries it later).
     * Called before the CU tries to reserve resources. */
    bool (*admit_begin)(struct cu *u, struct cu_wg_msg *m);
    /* Picks the SIMD of each of n waves; false: use the CU's own
     * round-robin placement. */
    bool (*place)(struct cu *u, uint32_t n, uint32_t vgprs, uint32_t sgprs, uint32_t *simd_of);
    /* The workgroup was admitted (its waves are set up) or could not be. */
    void (*admitted)(struct cu *u, uint32_t wg, bool ok);
    /* true: a finished workgroup keeps its wave slots, registers and LDS
     * until cu_admit_release_held (batched dispatch). */
    bool (*hold_resources)(struct cu *u);
    /* Wave wi's decoded instruction is ready and its unit free: may it
     * issue now? false holds it this cycle. */
    bool (*may_issue)(struct cu *u, uint32_t wi);
    /* Wave wi issued the instruction in (its effects are done). */
    void (*issued)(struct cu *u, uint32_t wi, const void *in);
    /* A memory transaction ti of in-flight instruction mi is about to be
     * queued for the caches; true: the policy took it (it answers it
     * itself, through cu_mem_response or by marking it done). false for a
     * read: it goes to memory, and the bytes whose bit the policy set in
     * the transaction's mask (with their values in its data) are kept
     * over memory's answer (GPUDet forwards its store buffer so). */
    bool (*mem_txn)(struct cu *u, uint32_t wi, uint32_t mi, uint32_t ti);
    /* A message on the Dispatch port that is not a workgroup; true when
     * the policy consumed it. */
    bool (*ctl)(struct cu *u, eng_msg *m);
    /* End of the tick (after every stage); progress as the stages said.
     * Returns true when the policy itself made progress. */
    bool (*tick_end)(struct cu *u, bool progress);
    /* Optional (NULL: the policy never queues requests of its own): the
     * answer to a request the policy queued with cu_mem_push_own (its id
     * has CU_OWN_ID set); the policy frees it. */
    void (*mem_rsp)(struct cu *u, struct mem_rsp *r);
} cu_det_ops;

extern const cu_det_ops cu_det_baseline;

#endif
