/* The dispatch protocol between an ACE (components/cp) and compute units.
 *
 * The ACE sends CU_MSG_WG, one workgroup of a launch, to a CU's "Dispatch"
 * port. The CU answers on the same connection with the same message:
 *   - CU_MSG_WG_REJECT at once when it cannot reserve wave slots, VGPRs,
 *     SGPRs and LDS for the whole workgroup now (the ACE tries elsewhere
 *     and treats that CU as full until it hears CU_MSG_WG_DONE from it);
 *   - CU_MSG_WG_DONE when every wave of the workgroup has ended and all
 *     of its memory traffic has been answered (so a cache flush after the
 *     last DONE sees every store). error is non-NULL (heap text owned by
 *     the message) when the workgroup stopped on an error: an instruction
 *     without semantics, a memory fault, a decode failure.
 *
 * Grid-wide barrier (the global wave sync, a cooperative launch's grid
 * sync): a wave at ds_gws_barrier sends CU_MSG_GWS (cu_gws_msg) to the
 * ACE that sent its workgroup; the CP counts the arrivals per resource
 * and, when count + 1 have arrived, sends each message back as
 * CU_MSG_GWS_GO, which lets that wave go on (components/cp/cp_gws.c).
 *
 * The launch is plain data shared read-only by the ACE and every CU while
 * the kernel runs (written by the driver before, freed after): it is the
 * content of the message, not a shared mutable state. */
#ifndef MGSIM_COMPONENTS_CU_MSG_H
#define MGSIM_COMPONENTS_CU_MSG_H

#include <stdint.h>

#include "engine/msg.h"
#include "amdgpu/dispatch.h"

struct cu_code;

enum cu_msg_type { CU_MSG_WG = 0x100, CU_MSG_WG_REJECT, CU_MSG_WG_DONE, CU_MSG_GWS, CU_MSG_GWS_GO };

typedef struct cu_launch {
    const amdgpu_dispatch *d;  /* placed dispatch (addresses are device addresses) */
    uint64_t code_delta;     /* device address of code = code-object address + delta */
    uint64_t id;             /* launch number, for traces and reports */
    const struct cu_code *code; /* the kernel decoded once (cu_code.h), or NULL */
    /* The device ranges allocated (components/mem/mem_allocs.h): an access
     * outside them is a memory fault. NULL: not checked. */
    const struct mem_allocs *allocs;
} cu_launch;

typedef struct cu_wg_msg {
    eng_msg hdr;             /* hdr.type: enum cu_msg_type */
    const cu_launch *launch;
    uint32_t wg[3];          /* workgroup id */
    char *error;             /* CU_MSG_WG_DONE only: NULL, or a message (owned) */
    uint64_t insts;          /* CU_MSG_WG_DONE: wavefront instructions issued */
    uint64_t trace_id;       /* the ACE's workgroup task (parent of the waves' tasks) */
} cu_wg_msg;

typedef struct cu_gws_msg {
    eng_msg hdr;             /* hdr.type: CU_MSG_GWS, CU_MSG_GWS_GO */
    uint64_t launch;         /* cu_launch.id */
    uint32_t resource;       /* GWS resource (0..63) */
    uint32_t count;          /* the barrier opens at count + 1 arrivals */
    uint32_t wave;           /* the CU's wave slot, for the answer */
} cu_gws_msg;

#endif
