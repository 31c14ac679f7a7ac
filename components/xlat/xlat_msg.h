/* The translation protocol between address translators (xlat_at.h), the
 * shared L2 TLB (xlat_l2.h) and the page-table walker (xlat_walk.h).
 *
 * A request names a virtual address; its one answer, sent back to the
 * request's source port, carries the translation of the page holding it
 * (ok = false: not mapped, a fault). Both carry the requester's id. The
 * message types live beside mem_msg.h's (which end at MEM_RSP = 6) on
 * ports of their own, so they never meet memory messages. */
#ifndef MGSIM_COMPONENTS_XLAT_MSG_H
#define MGSIM_COMPONENTS_XLAT_MSG_H

#include <stdbool.h>
#include <stdint.h>

#include "components/xlat/xlat_pt.h"
#include "engine/msg.h"

enum xlat_msg_type { XLAT_REQ = 0x5801, XLAT_RSP };

typedef struct xlat_req {
    eng_msg hdr;       /* hdr.type = XLAT_REQ */
    uint64_t id;       /* the requester's tag, echoed */
    uint64_t va;
    uint64_t trace_id; /* the task it serves (0: none) */
} xlat_req;

typedef struct xlat_rsp {
    eng_msg hdr;       /* hdr.type = XLAT_RSP */
    uint64_t id;
    uint64_t va;       /* the request's */
    bool ok;
    xlat_tr tr;        /* valid when ok */
} xlat_rsp;

#define XLAT_REQ_WIRE_BYTES 16u /* header + virtual page number */
#define XLAT_RSP_WIRE_BYTES 16u /* header + physical page number and flags */

#endif
