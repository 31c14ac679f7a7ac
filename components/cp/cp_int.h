/* Internals of the command processor (cp.c) shared with the ACE
 * policies (cp_ace.h): the baseline ACE in cp.c and the ones of research
 * mechanisms (mech/dab/dab_cp.c). Not part of the contract (cp.h). */
#ifndef MGSIM_COMPONENTS_CP_CP_INT_H
#define MGSIM_COMPONENTS_CP_CP_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "components/cp/cp_msg.h"
#include "hooks/trace_hook.h"

#define CU_NO_CU UINT32_MAX

enum phase { P_IDLE, P_DMA, P_FLUSH_L2, P_INVAL, P_WAIT_INVAL, P_DISPATCH, P_DONE, P_PACKET };

struct cp {
    eng_comp comp;
    cp_config cfg;
    eng_port *host, *dispatch, *mem, *ctl;
    eng_port **cus, **l2, **l1;
    uint32_t ncu, nl2, nl1;
    bool *cu_full;
    const mem_map *map;
    cp_cmd **q; uint32_t qhead, qn, qcap;   /* commands waiting */
    cp_cmd *cur; int phase;
    uint64_t packet_done;                  /* cycle P_PACKET ends (launch_cycles) */
    cp_cmd **answers; uint32_t nans, anscap;
    uint64_t dma_off, dma_acked;           /* DMA progress (bytes) */
    uint32_t inflight, maint_sent, maint_acked;
    /* ACE */
    uint64_t wg_next, wg_total, wg_done, wg_out;
    cu_wg_msg **retry; uint32_t nretry, retrycap;
    uint32_t rr;
    uint64_t trace_n;                      /* tasks made (trace_task_id) */
    uint64_t kernel_task;                  /* the running launch's task */
    const cp_ace_ops *ace;                 /* the workgroup dispatcher (cp_ace.h) */
    void *ace_state;
};

/* cp_describe.c: eng_comp_ops.describe */
bool cp_describe(const eng_comp *c, char *buf, size_t len);

/* Sends a workgroup or control message to a CU through the Dispatch
 * port; false when the port is full (the caller keeps it). */
bool cp_dispatch_send(cp *c, eng_msg *m, uint32_t cu);
/* Index of the CU whose Dispatch port is p, or c->ncu. */
uint32_t cp_cu_index(const cp *c, const eng_port *p);
/* A new workgroup message for linear workgroup index i of the launch. */
cu_wg_msg *cp_wg_new(cp *c, uint64_t i);
/* Accounts a CU_MSG_WG_DONE (instructions, first error) and frees it. */
void cp_wg_done(cp *c, cu_wg_msg *m);

#endif
