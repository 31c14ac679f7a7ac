/* The flush buffer of an L2 bank (section IV-D of the DAB paper, Figure
 * 8): plain data owned by the cache component that embeds it (the L2
 * bank calls it from its own tick through the side-unit interface of
 * cache.h; dab_mech.c).
 *
 * Epoch by epoch: the drain takes every message from the bank's DAB port
 * (dab_drain_push). It releases nothing of an epoch before the pre-flush
 * messages of all nsrc sources have arrived; then it releases the
 * transactions in round-robin order over the sources: source 0's first,
 * source 1's first, ..., source 0's second, ..., skipping a source once
 * all the transactions it announced are released. A transaction that
 * arrives before its turn waits here; the one whose turn it is goes as
 * soon as it arrives. dab_drain_pop hands the atoms of released
 * transactions out one by one, in order, as MEM_ATOMIC requests. When an
 * epoch is fully released the next begins (messages of a later epoch
 * that arrive early wait). The order is therefore a function of the
 * sources' transaction lists only, never of arrival times.
 *
 * Sources are the CUs of the GPU, by index (dab_flush_msg.src). Out of
 * memory is fatal (abort). A message naming a source >= nsrc is dropped
 * and counted (bad). */
#ifndef MGSIM_MECH_DAB_DAB_DRAIN_H
#define MGSIM_MECH_DAB_DAB_DRAIN_H

#include <stdint.h>

#include "mech/dab/dab_msg.h"
#include "components/mem/mem_msg.h"

typedef struct dab_drain_src {
    dab_flush_msg **held;   /* by seq */
    uint32_t cap;
    uint32_t expect;        /* announced by the pre-flush */
    uint32_t next;          /* next seq to release */
    bool pre;               /* pre-flush seen this epoch */
} dab_drain_src;

typedef struct dab_drain {
    uint32_t nsrc;
    uint32_t epoch;
    uint32_t npre;          /* pre-flush messages of this epoch */
    uint32_t rr;            /* whose turn */
    dab_drain_src *src;
    dab_flush_msg **later;  /* messages of later epochs */
    uint32_t nlater, caplater;
    dab_flush_msg *cur;     /* released, atoms being handed out */
    uint32_t cur_i;
    uint64_t released, atoms, bad, waited; /* statistics */
} dab_drain;

int dab_drain_init(dab_drain *d, uint32_t nsrc);
void dab_drain_fini(dab_drain *d);
/* Takes ownership of m. */
void dab_drain_push(dab_drain *d, dab_flush_msg *m);
/* The next atom in order as a new MEM_ATOMIC request (hdr.src: the port
 * that sent its transaction; hdr.dst left for the caller), or NULL when
 * the next one has not arrived. */
mem_req *dab_drain_pop(dab_drain *d);
/* Messages held (for status lines and the end-of-run check). */
uint32_t dab_drain_held(const dab_drain *d);

#endif
