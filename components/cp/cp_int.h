/* Internals of the command processor (cp.c, its baseline ACE, and the
 * ACE layers' chain and accessors, cp_ext.c). Not part of the contract
 * (cp.h); mechanisms' ACE layers see the CP through cp_ext.h. */
#ifndef MGSIM_COMPONENTS_CP_CP_INT_H
#define MGSIM_COMPONENTS_CP_CP_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "components/cp/cp_ext.h"
#include "components/cp/cp_msg.h"
#include "components/cp/cp_sendq.h"
#include "components/cu/cu_msg.h"
#include "hooks/trace_hook.h"

#define CU_NO_CU UINT32_MAX

enum phase {
    P_IDLE, P_DMA, P_FLUSH_L2, P_INVAL, P_WAIT_INVAL, P_DISPATCH, P_DONE, P_PACKET, P_RELEASE
};

/* The global wave sync's barriers (cp_gws.c): waves waiting, arrivals
 * per resource, answers not sent yet. */
#define CP_GWS_RESOURCES 64
typedef struct cp_gws {
    cu_gws_msg **wait; uint32_t nwait, waitcap;
    uint32_t arrived[CP_GWS_RESOURCES];
    cp_sendq go;
} cp_gws;

struct cp {
    eng_comp comp;
    cp_config cfg;
    eng_port *host, *dispatch, *mem, *ctl;
    eng_port **cus, **l2, **l1, **wb;
    uint32_t ncu, nl2, nl1, nwb;
    bool *cu_full;
    const mem_map *map;
    cp_cmd **q; uint32_t qhead, qn, qcap;   /* commands waiting */
    cp_cmd *cur; int phase;
    uint64_t packet_done;                  /* cycle P_PACKET ends (launch_cycles) */
    cp_cmd **answers; uint32_t nans, anscap;
    uint64_t dma_off, dma_acked;           /* DMA progress (bytes) */
    uint64_t dma_limit;                    /* sends none at or past it (cp_ext_copy_limit) */
    uint32_t inflight, maint_sent, maint_acked;
    /* ACE */
    uint64_t wg_next, wg_total, wg_done, wg_out;
    uint64_t wg_limit;                     /* the baseline sends none at or past it
                                            * (cp_ext_set_wg_limit; wg_total unless
                                            * a layer holds the rest back) */
    cu_wg_msg **retry; uint32_t nretry, retrycap;
    uint32_t rr;
    uint64_t trace_n;                      /* tasks made (trace_task_id) */
    uint64_t kernel_task;                  /* the running launch's task */
    /* the ACE's layers (cp_ace.h: the dispatcher first) and their states */
    const cp_ace_ops *ace[CP_ACE_MAX + 1];
    void *ace_state[CP_ACE_MAX + 1];
    uint32_t nace;
    cp_gws gws;
};

/* cp_gws.c: a wave's CU_MSG_GWS (taken), and sending the answers (true
 * on progress or while some wait for the port); free: at the end. */
void cp_gws_arrive(cp *c, cu_gws_msg *m);
bool cp_gws_send(cp *c);
void cp_gws_free(cp *c);

/* cp_describe.c: eng_comp_ops.describe */
bool cp_describe(const eng_comp *c, char *buf, size_t len);

/* cp_ext.c: the ACE layers' chain, combining the layers' answers as
 * cp_ace.h says. */
int cp_ace_init(cp *c, char *err, size_t errlen);
void cp_ace_fini(cp *c);
void cp_ace_start(cp *c);
bool cp_ace_step(cp *c);
void cp_ace_answer(cp *c, eng_msg *m);
bool cp_ace_done(const cp *c);
void cp_ace_copy_start(cp *c);
bool cp_ace_copy_step(cp *c);
eng_time cp_ace_ended_at(const cp *c);

#endif
