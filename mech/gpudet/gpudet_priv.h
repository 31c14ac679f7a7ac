/* Internals of GPUDet's compute-unit policy, shared by gpudet_cu.c
 * (parallel mode: holding waves at quantum ends, store buffering and
 * forwarding) and gpudet_cu_mode.c (the mode messages, commit and serial
 * modes). The policy is a layer of the CU: it runs in the CU's tick and
 * sees the CU through cu_ext.h (cu_det.h). */
#ifndef MGSIM_MECH_GPUDET_GPUDET_PRIV_H
#define MGSIM_MECH_GPUDET_GPUDET_PRIV_H

#include "components/cu/cu_ext.h"
#include "mech/gpudet/gpudet_cu.h"
#include "mech/gpudet/gpudet.h"
#include "mech/gpudet/gpudet_msg.h"
#include "mech/gpudet/gpudet_sb.h"
#include "components/mem/mem_map.h"
#include "util/ring.h"

/* The CU's mode, as the coordinator's messages set it. */
enum { GD_IDLE, GD_PAR, GD_PAR_DONE, GD_COMMIT, GD_SERIAL };

typedef struct gd_wave {
    uint32_t wid;        /* logical id: linear workgroup id x 16 + wave in the workgroup */
    uint32_t qinsts;     /* instructions issued in this quantum */
    bool stopped;        /* ended its parallel mode */
    bool atomic;         /* ... at an atomic: runs it in the serial mode */
    uint32_t extra;      /* store-buffer cycles to add to its next issue */
    gpudet_sb sb;        /* this wave slot's write log (kept until commit) */
} gd_wave;

typedef struct gd_cu {
    gpudet_config cfg;
    eng_port *port;              /* "GPUDet": commit writes out, answers in */
    eng_port **banks;            /* by route target */
    uint32_t nbanks;
    mem_map map;
    bool has_map;
    gd_wave *w;                  /* per wave slot */
    bool *live;                  /* per workgroup-table entry: admitted, not yet done */
    int mode;
    uint64_t quantum;
    bool closed;                 /* a workgroup was refused in this distribution */
    uint32_t await;              /* DWP: answers to WG_DONEs not yet received */
    /* commit */
    ring outq;                   /* of gpudet_zwrite *, to send in order */
    uint64_t acks;
    /* serial mode: waves in order, the one whose turn it is */
    uint32_t *order;
    uint32_t norder, pos;
    bool turn_issued;
    gpudet_stats st;
} gd_cu;

static inline gd_cu *gd_of(const cu *u) { return cu_ext_state(u, &gpudet_cu_ops); }

/* Ends wave wi's parallel mode (cause: enum gpudet_end). */
void gd_stop(gd_cu *d, uint32_t wi, unsigned cause);

/* gpudet_cu_mode.c */
bool gd_cu_ctl(cu *u, eng_msg *m);
bool gd_cu_tick_end(cu *u, bool progress);
void gd_cu_mode_fini(gd_cu *d);

#endif
