/* Internals of DAB's compute-unit policy, shared by dab_cu.c (admission,
 * scheduling, taking atomics into the buffers) and dab_cu_flush.c (the
 * CU's side of the flush protocol). The policy is a layer of the CU: it
 * runs in the CU's tick and sees the CU through cu_ext.h (cu_det.h). */
#ifndef MGSIM_MECH_DAB_DAB_PRIV_H
#define MGSIM_MECH_DAB_DAB_PRIV_H

#include "components/cu/cu_ext.h"
#include "mech/dab/dab_cu.h"
#include "mech/dab/dab.h"
#include "mech/dab/dab_buf.h"
#include "mech/dab/dab_msg.h"
#include "mech/dab/dab_sched.h"
#include "components/mem/mem_map.h"
#include "util/ring.h"

/* Why a wave is held (statistics). */
enum { DAB_HOLD_NONE, DAB_HOLD_FULL, DAB_HOLD_TOKEN, DAB_HOLD_FENCE };

typedef struct dab_wave {
    uint8_t hold;       /* DAB_HOLD_* */
    uint64_t since;     /* cycle the hold began */
    uint32_t unflushed; /* entries this wave put since the last flush */
} dab_wave;

/* A lane atomic that did not fit its buffer (an instruction with more
 * distinct lanes than the buffer holds: 64-lane waves, 32 entries): it
 * waits here, in lane order, and enters at the next RESUME (its
 * transaction stays not done until then, so its wave and workgroup stay
 * live and the kernel-end flush cannot pass it by). */
typedef struct dab_pend {
    dab_entry e;
    uint32_t wave, mi, ti;
} dab_pend;

typedef ring dab_pendq; /* util/ring.h, of dab_pend; zero-initialised is empty */

/* Batches of workgroups (IV-C5): FILL while the ACE sends them (waves
 * parked), RUN after DAB_MSG_GO. */
enum { DAB_BATCH_IDLE, DAB_BATCH_FILL, DAB_BATCH_RUN };
/* The flush protocol, CU side. */
enum { DAB_S_RUN, DAB_S_BLOCKED, DAB_S_FLUSH, DAB_S_FLUSHED };

typedef struct dab_cu {
    dab_config cfg;
    uint32_t src;               /* this CU's source index at the L2 banks */
    eng_port *port;             /* "DAB": flush transactions out, answers in */
    eng_port **banks;           /* by route target */
    uint32_t nbanks;
    mem_map map;                /* address -> route target */
    bool has_map;
    dab_buf *buf;               /* per wave slot (warp) or per SIMD */
    uint32_t nbuf;
    dab_pendq *pend;            /* per buffer: lanes waiting for room */
    uint32_t npend;             /* lanes waiting, all buffers */
    dab_wave *w;                /* per wave slot */
    dab_ring ring[CU_MAX_SIMDS];
    uint32_t *order;            /* wave slots of the batch, in admission order */
    uint32_t norder;
    int batch;
    bool closed;                /* a workgroup of this batch was rejected */
    uint32_t batch_wgs;
    int state;
    uint32_t epoch;
    uint32_t held_ret;          /* returning atomics waiting in buffers */
    uint32_t entries;           /* entries in all buffers */
    uint64_t blocked_at;
    /* the flush in progress */
    dab_plan plan;
    ring outq;                  /* of dab_flush_msg *, to send in order */
    uint64_t acks;              /* atoms sent, not yet answered */
    dab_stats st;
    uint64_t split_lanes;       /* lanes that waited for a flush (split atomics) */
} dab_cu;

static inline dab_cu *dab_of(const cu *u) { return cu_ext_state(u, &dab_cu_ops); }
static inline uint32_t dab_buf_index(const dab_cu *d, const cu *u, uint32_t wi)
{
    return d->cfg.level == DAB_LEVEL_WARP ? wi : cu_ext_wave_simd(u, wi);
}
static inline dab_buf *dab_buf_of(dab_cu *d, const cu *u, uint32_t wi)
{
    return &d->buf[dab_buf_index(d, u, wi)];
}

/* dab_cu.c: after a flush, the waiting lanes enter their buffers in
 * order, as many as fit. */
void dab_cu_refill(cu *u);

/* dab_cu_flush.c */
bool dab_cu_ctl(cu *u, eng_msg *m);
bool dab_cu_tick_end(cu *u, bool progress);
void dab_cu_flush_fini(dab_cu *d);

#endif
