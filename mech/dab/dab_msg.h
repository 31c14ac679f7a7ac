/* The messages of DAB's flush protocol (docs/determinism.md has the
 * sequence). All are heap objects owned by whoever holds them.
 *
 * Control, on the CP's Dispatch connection (with the workgroups, so a
 * CU's CU_MSG_WG_DONE always reaches the CP before its next DAB_BLOCKED):
 *   CP -> CU  DAB_MSG_GO       the batch (the workgroups sent since the
 *                              last one) is complete: start its waves
 *   CU -> CP  DAB_MSG_BLOCKED  no wave of mine can go on before a flush
 *   CP -> CU  DAB_MSG_FLUSH    flush epoch `epoch` now
 *   CU -> CP  DAB_MSG_FLUSHED  every entry I sent is acknowledged
 *   CP -> CU  DAB_MSG_RESUME   every CU has flushed: go on
 * Flush, on the CUs' DAB ports to the L2 banks (DABToL2):
 *   DAB_MSG_PREFLUSH  (epoch, src, count): the transactions src will send
 *                     this bank in this epoch (0 included: every CU
 *                     sends one to every bank each epoch)
 *   DAB_MSG_TXN       (epoch, src, seq, atoms): one transaction; the bank
 *                     answers each atom with a mem_rsp (id echoed; old
 *                     value when ret) on the port it came from. */
#ifndef MGSIM_MECH_DAB_DAB_MSG_H
#define MGSIM_MECH_DAB_DAB_MSG_H

#include <stdbool.h>
#include <stdint.h>

#include "mech/dab/dab_buf.h"
#include "engine/msg.h"

enum dab_msg_type {
    DAB_MSG_GO = 0x300,
    DAB_MSG_BLOCKED,
    DAB_MSG_FLUSH,
    DAB_MSG_FLUSHED,
    DAB_MSG_RESUME,
    DAB_MSG_PREFLUSH,
    DAB_MSG_TXN,
    /* between the CPs of D-MGPU (dab_cp.c, "federation"), on their
     * coordination ports; GPU 0's CP coordinates */
    DAB_MSG_F_JOIN = 0x320, /* CP -> coordinator: my seq-th launch began */
    DAB_MSG_F_STATE,    /* CP -> coordinator: my CUs are all blocked or finished */
    DAB_MSG_F_FLUSH,    /* coordinator -> CP: flush every CU (final: the launch's last) */
    DAB_MSG_F_FLUSHED,  /* CP -> coordinator: every CU of mine flushed */
    DAB_MSG_F_RESUME,   /* coordinator -> CP: every GPU flushed, go on */
};

/* They are cp_fed_msg (components/cp/cp_fed.h): value = JOIN's launch
 * number on its CP (1, 2, ...) or STATE's "some CU blocked"; flag =
 * STATE's "every CU finished", FLUSH / FLUSHED / RESUME's "final". */

/* Why a CU is blocked (bits of dab_ctl_msg.why, for statistics). */
enum { DAB_WHY_FULL = 1, DAB_WHY_FENCE = 2, DAB_WHY_RETURN = 4 };

typedef struct dab_ctl_msg {
    eng_msg hdr;          /* hdr.type: DAB_MSG_GO .. DAB_MSG_RESUME */
    uint32_t epoch;
    uint32_t why;         /* BLOCKED: DAB_WHY_* bits */
} dab_ctl_msg;

/* An acknowledgement of a non-returning atom carries this id. */
#define DAB_ACK_ID (1ull << 62)

typedef struct dab_atom {
    uint64_t addr, src, cmp;
    uint64_t id;          /* echoed in the response */
    uint16_t op;
    uint8_t size;
    bool ret;
} dab_atom;

typedef struct dab_flush_msg {
    eng_msg hdr;          /* DAB_MSG_PREFLUSH or DAB_MSG_TXN */
    uint32_t epoch, src;
    uint32_t count;       /* PREFLUSH */
    uint32_t seq;         /* TXN: 0, 1, ... per (epoch, src, bank) */
    uint32_t n;           /* TXN: atoms */
    dab_atom a[DAB_TXN_MAX];
} dab_flush_msg;

/* Wire size: a header, and per atom its offset in the sector and
 * operand(s). */
static inline uint32_t dab_flush_wire_bytes(const dab_flush_msg *m)
{
    return 16 + 12 * m->n;
}

#endif
