/* The translation protocol between address translators (xlat_at.h), the
 * shared L2 TLB (xlat_l2.h) and the page-table walker (xlat_walk.h).
 *
 * A request names a virtual address; its one answer, sent back to the
 * request's source port, carries the translation of the page holding it
 * (ok = false: not mapped, a fault). Both carry the requester's id. The
 * A shootdown (XLAT_SHOOT, an xlat_req naming [va, va + 1 << shift))
 * asks a TLB to forget every translation overlapping that range; its
 * answer (XLAT_SHOOT_ACK, an xlat_rsp) comes when no access that used an
 * old translation of it is left in that unit (xlat_at.c, xlat_l2.c say
 * how). Whoever changes a mapping writes the new entry first, then shoots
 * the L2 TLB, then, after its ack, the L1 TLBs: a miss sent after an L1
 * shootdown then meets an L2 TLB that has forgotten too. The
 * message types live beside mem_msg.h's (which end at MEM_RSP = 6) on
 * ports of their own, so they never meet memory messages. */
#ifndef MGSIM_MECH_XLAT_MSG_H
#define MGSIM_MECH_XLAT_MSG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mech/xlat/xlat_pt.h"
#include "engine/msg.h"

enum xlat_msg_type { XLAT_REQ = 0x5801, XLAT_RSP, XLAT_SHOOT, XLAT_SHOOT_ACK,
                     XLAT_FAULT, XLAT_FAULT_RSP };

/* xlat_req.flags: the request comes from the CP's DMA (a host copy), not
 * from a kernel: a fault policy resolves it without placing the page
 * (xlat_uvm.h). Carried from the L1 translator through the walker. */
#define XLAT_F_DMA 0x1u
/* xlat_req.flags: a write or atomic that needs a writable translation (a
 * TLB's read-only entry does not serve it; the walker faults on an entry
 * without W, xlat_uvm.h's read-only replicas). */
#define XLAT_F_WRITE 0x2u
/* xlat_req.flags on an XLAT_SHOOT: pa names the frame the shot GPU's
 * translation led to; an L1 translator above a physically addressed
 * cache (the L1V) drops that cache's lines of [pa, pa + the range's
 * size) before it acks (xlat_at.c), so no line of the frame outlives
 * the mapping. */
#define XLAT_F_FRAME 0x4u

/* XLAT_FAULT (an xlat_req: id = the walk slot, va, flags), sent by a
 * walker to the fault handler (xlat_uvm.h) when a walk meets a
 * non-present entry; its one XLAT_FAULT_RSP (an xlat_rsp) says: ok and
 * retry: walk again (the entry was written); ok and not retry: use tr
 * (tr.transient: answer, cache nowhere); not ok: a fault for the program. */

typedef struct xlat_req {
    eng_msg hdr;       /* hdr.type = XLAT_REQ */
    uint64_t id;       /* the requester's tag, echoed */
    uint64_t va;
    uint64_t trace_id; /* the task it serves (0: none); XLAT_SHOOT: its sender's */
    uint64_t pa;       /* XLAT_SHOOT with XLAT_F_FRAME: the frame (above) */
    uint8_t shift;     /* XLAT_SHOOT: the range's size (0: 4 KiB) */
    uint8_t flags;     /* XLAT_F_* */
} xlat_req;

typedef struct xlat_rsp {
    eng_msg hdr;       /* hdr.type = XLAT_RSP */
    uint64_t id;
    uint64_t va;       /* the request's */
    bool ok;
    bool retry;        /* XLAT_FAULT_RSP: walk again */
    uint8_t flags;     /* the request's */
    xlat_tr tr;        /* valid when ok */
} xlat_rsp;

/* The bytes of a translation message's struct (xlat_req or xlat_rsp, by
 * type), 0 for a message of another protocol: what lets a connection
 * copy it to another rank (eng_conn.msg_size, engine/ranks.h; the
 * structs hold no pointer but the header's ports). */
size_t xlat_msg_size(const eng_msg *m);

#define XLAT_REQ_WIRE_BYTES 16u /* header + virtual page number */
#define XLAT_RSP_WIRE_BYTES 16u /* header + physical page number and flags */

#endif
