/* What a mechanism's ACE layer (cp_ace.h) may see and change of the
 * command processor (prefix cp_ext_, and the dispatch helpers cp_*): the
 * running launch, the workgroup counts every layer shares, the Dispatch
 * port, the L1 invalidation; so that a mechanism never includes
 * cp_int.h. For use inside the CP's tick (a layer's hooks). */
#ifndef MGSIM_COMPONENTS_CP_CP_EXT_H
#define MGSIM_COMPONENTS_CP_CP_EXT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cp/cp.h"
#include "components/cp/cp_ace.h"
#include "components/cp/cp_msg.h"
#include "components/cu/cu_msg.h"

uint32_t cp_ext_ncu(const cp *c);          /* CUs on Dispatch, 0 .. ncu - 1 */
const cp_config *cp_ext_cfg(const cp *c);
uint64_t cp_ext_cycle(const cp *c);        /* the CP's current cycle */
eng_time cp_ext_now(const cp *c);          /* and its time */
/* Tick no later than cycle (a layer that waits for a time). */
void cp_ext_wake_at(cp *c, uint64_t cycle);
/* Layer ops's state (NULL before cp_ext_set_state or when it does not
 * run on c). */
void *cp_ext_state(const cp *c, const cp_ace_ops *ops);
void cp_ext_set_state(cp *c, const cp_ace_ops *ops, void *state);
/* Every layer of the chain but me says done (the dispatch is over). */
bool cp_ext_others_done(const cp *c, const cp_ace_ops *me);

/* ---- the launch ------------------------------------------------------------ */

const cu_launch *cp_ext_launch(const cp *c);
uint64_t cp_ext_wg_total(const cp *c);     /* workgroups of the launch */
uint64_t cp_ext_wg_done(const cp *c);      /* answered done (cp_wg_done) */
/* Workgroups on their way or at a CU: the dispatcher adds each it sends
 * (+1) and takes back each answered (-1); the baseline's done waits for 0. */
uint64_t cp_ext_wg_out(const cp *c);
void cp_ext_wg_out_add(cp *c, int64_t delta);
/* The next workgroup index the dispatcher hands out (those before it were
 * sent or skipped). */
uint64_t cp_ext_wg_next(const cp *c);
/* The baseline dispatcher sends no workgroup at index limit or beyond
 * (retries of earlier ones still go); a launch starts with the limit at
 * wg_total. A layer that runs part of the launch elsewhere (mech/sample:
 * functionally) holds the rest back with it. */
void cp_ext_set_wg_limit(cp *c, uint64_t limit);
/* Counts the n workgroups from cp_ext_wg_next on as run and answered
 * without a CU (their insts wavefront instructions in the launch's
 * count): the dispatcher's next index moves past them. */
void cp_ext_wg_skip(cp *c, uint64_t n, uint64_t insts);
/* Wavefront instructions the launch's answered workgroups ran so far. */
uint64_t cp_ext_insts(const cp *c);
/* A step of the running launch's trace task (what: a constant string). */
void cp_ext_trace_step(cp *c, const char *what);
/* The launch failed (a workgroup's error, or cp_ext_fail's). */
bool cp_ext_failed(const cp *c);
void cp_ext_fail(cp *c, const char *why);  /* the first error stays */
/* The CP's round-robin pointer over the CUs, kept across launches. */
uint32_t cp_ext_rr(const cp *c);
void cp_ext_set_rr(cp *c, uint32_t rr);

/* ---- Dispatch and the workgroups -------------------------------------------- */

/* Sends a workgroup or control message to CU cu through the Dispatch
 * port; false when the port is full (the caller keeps it). */
bool cp_dispatch_send(cp *c, eng_msg *m, uint32_t cu);
/* Index of the CU whose Dispatch port is p, or the CU count. */
uint32_t cp_cu_index(const cp *c, const eng_port *p);
/* A new workgroup message for linear workgroup index i of the launch. */
cu_wg_msg *cp_wg_new(cp *c, uint64_t i);
/* Accounts a CU_MSG_WG_DONE (instructions, first error) and frees it. */
void cp_wg_done(cp *c, cu_wg_msg *m);

/* ---- the copy running (MEMCPY_H2D / MEMCPY_D2H) ----------------------------- */

typedef struct cp_ext_copy {
    bool h2d;
    uint64_t dev;   /* the device address of its first byte */
    void *host;     /* the host buffer */
    uint64_t size;  /* bytes */
    uint64_t sent;  /* bytes handed to the L2s (or skipped), from the first */
    uint64_t acked; /* bytes answered (or skipped) */
    uint32_t inflight; /* requests sent and not answered */
} cp_ext_copy;

/* The copy running: false when none is. */
bool cp_ext_copy_of(const cp *c, cp_ext_copy *x);
/* The DMA engine sends no byte at offset off of the copy or past it (a
 * copy starts with the limit at its size). */
void cp_ext_copy_limit(cp *c, uint64_t off);
/* Counts the n bytes from the sent offset on as sent and answered: the
 * layer moved them itself (between engine runs); the copy is over when
 * that was the last of them and nothing is in flight. */
void cp_ext_copy_skip(cp *c, uint64_t n);

/* ---- the L1 caches ---------------------------------------------------------- */

/* Invalidates every L1 through the CP's control bus: begin, then step
 * each tick until it returns with *all set (every L1 answered); step's
 * result is progress. */
void cp_ext_inval_begin(cp *c);
bool cp_ext_inval_step(cp *c, bool *all);

#endif
