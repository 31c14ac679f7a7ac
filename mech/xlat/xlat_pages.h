/* Pages per GPU over time (prefix xlat_pages_): the fault handler's
 * record of where its managed pages lie (xlat_uvm.h), sampled every
 * `interval` cycles of its clock, for the "pages_over_time" series of
 * --stats (docs/memory.md "Statistics").
 *
 * The record is kept lazily: the handler says when a page is placed or
 * changes residence (the cycle it happens), and samples are written
 * when time has passed them, so nothing ticks to sample. Sample k is at
 * cycle k * interval (k = 0, 1, ...) and holds the pages each GPU held
 * at that cycle, the changes made at that very cycle included; a sample
 * is written once a change at a later cycle arrives or xlat_pages_until
 * reaches it. interval 0 records nothing (live counts only).
 *
 * Memory: gpus x 8 bytes per sample (a run of C cycles takes C /
 * interval + 1 samples). Failure: out of memory aborts (util/xalloc.h). */
#ifndef MGSIM_MECH_XLAT_PAGES_H
#define MGSIM_MECH_XLAT_PAGES_H

#include <stdint.h>

typedef struct xlat_pages {
    uint32_t gpus;
    uint64_t interval;  /* cycles between samples; 0: none */
    uint64_t *live;     /* [gpus]: pages resident now */
    uint64_t next;      /* the cycle of the next sample to write */
    uint64_t n, cap;    /* samples written */
    uint64_t *samples;  /* [n * gpus] */
} xlat_pages;

void xlat_pages_init(xlat_pages *s, uint32_t gpus, uint64_t interval);
void xlat_pages_fini(xlat_pages *s);
/* At cycle `cycle` (never less than an earlier call's): a page is placed
 * on GPU to (from = UINT32_MAX), or moves from GPU from to GPU to. */
void xlat_pages_move(xlat_pages *s, uint64_t cycle, uint32_t from, uint32_t to);
/* Writes every sample at or before cycle (the end of a run). */
void xlat_pages_until(xlat_pages *s, uint64_t cycle);
/* Sample k's counts (gpus of them; its cycle is k * interval), k < n. */
static inline const uint64_t *xlat_pages_sample(const xlat_pages *s, uint64_t k)
{
    return s->samples + k * s->gpus;
}

#endif
