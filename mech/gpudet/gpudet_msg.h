/* GPUDet's messages (docs/determinism.md has the sequence). All are heap
 * objects owned by whoever holds them.
 *
 * Control, on the CP's Dispatch connection (with the workgroups, so the
 * order CP -> CU is: the distribution's workgroups, then PAR; and CU ->
 * CP: every CU_MSG_WG_DONE / REJECT of the parallel mode before PAR_DONE):
 *   CP -> CU  GPUDET_MSG_PAR        quantum `quantum` begins: run in parallel mode
 *   CP -> CU  GPUDET_MSG_NOWG       DWP: no workgroup replaces the one just done
 *   CU -> CP  GPUDET_MSG_PAR_DONE   every wave ended its parallel mode, memory
 *                                   drained (stores: log entries; atomics:
 *                                   waves waiting for the serial mode)
 *   CP -> CU  GPUDET_MSG_COMMIT     commit your store buffers now
 *   CU -> CP  GPUDET_MSG_COMMITTED  every entry sent and acknowledged
 *   CP -> CU  GPUDET_MSG_SERIAL     your turn in the serial mode
 *   CU -> CP  GPUDET_MSG_SERIAL_DONE  your atomics are done
 * Commit, on the CUs' GPUDet ports to the L2 banks (GDToL2):
 *   GPUDET_MSG_ZWRITE  one store-buffer entry with its depth (quantum,
 *                      wid); the bank answers each with a mem_rsp (id
 *                      echoed) once its surviving bytes are written. */
#ifndef MGSIM_MECH_GPUDET_MSG_H
#define MGSIM_MECH_GPUDET_MSG_H

#include <stdint.h>

#include "components/mem/mem_msg.h"
#include "engine/msg.h"

enum gpudet_msg_type {
    GPUDET_MSG_PAR = 0x400,
    GPUDET_MSG_NOWG,
    GPUDET_MSG_PAR_DONE,
    GPUDET_MSG_COMMIT,
    GPUDET_MSG_COMMITTED,
    GPUDET_MSG_SERIAL,
    GPUDET_MSG_SERIAL_DONE,
    GPUDET_MSG_ZWRITE,
    /* between the CPs of D-MGPU (gpudet_cp.c, "federation"), on their
     * coordination ports, as cp_fed_msg (components/cp/cp_fed.h) */
    GPUDET_MSG_F_JOIN = 0x420, /* CP -> coordinator: my value-th launch began */
    GPUDET_MSG_F_PAR_DONE,     /* CP -> coordinator: my parallel mode is over */
    GPUDET_MSG_F_COMMIT,       /* coordinator -> CP: commit */
    GPUDET_MSG_F_COMMITTED,    /* CP -> coordinator */
    GPUDET_MSG_F_SERIAL,       /* coordinator -> CP: your turn in the serial mode */
    GPUDET_MSG_F_SERIAL_DONE,  /* CP -> coordinator */
    GPUDET_MSG_F_INVAL,        /* coordinator -> CP: invalidate your L1s */
    GPUDET_MSG_F_NEXT,         /* CP -> coordinator: flag: all my workgroups are done */
    GPUDET_MSG_F_GO,           /* coordinator -> CP: the next quantum, or (flag) the end */
};

typedef struct gpudet_ctl_msg {
    eng_msg hdr;          /* hdr.type: GPUDET_MSG_PAR .. GPUDET_MSG_SERIAL_DONE */
    uint64_t quantum;
    uint32_t stores;      /* PAR_DONE: store-buffer entries to commit */
    uint32_t atomics;     /* PAR_DONE: waves waiting to run an atomic */
} gpudet_ctl_msg;

typedef struct gpudet_zwrite {
    eng_msg hdr;          /* GPUDET_MSG_ZWRITE */
    uint64_t id;          /* echoed in the answer */
    uint64_t quantum;     /* depth: (quantum, wid); later wins */
    uint32_t wid;
    uint64_t line;        /* line address */
    uint32_t size;        /* line bytes */
    uint8_t data[MEM_LINE_MAX];
    uint64_t mask[MEM_LINE_MAX / 64];
} gpudet_zwrite;

#endif
