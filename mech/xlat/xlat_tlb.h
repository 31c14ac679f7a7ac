/* A TLB's storage and its miss table, as plain data (prefix xlat_tlb_,
 * xlat_mshr_): the components (xlat_at.h, xlat_l2.h) add ports and time.
 *
 * The TLB: sets x ways entries, LRU within a set (a stamp of the last
 * use, the smallest is the victim). Both page sizes share the entries; a
 * page of shift s lives in set (va >> s) mod sets, so a lookup probes the
 * 4 KiB set and then the 2 MiB set. Only present translations are kept.
 *
 * The miss table (MSHR-style): one entry per 4 KiB virtual page being
 * translated, with the waiters (opaque 64-bit tags, kept in arrival
 * order) that merged into it. Two misses in one 2 MiB page but different
 * 4 KiB pages are two entries (their size is unknown until the walk).
 *
 * Contract: single owner, no locking; init returns -1 when out of memory
 * or for sets not a power of two / zero ways. */
#ifndef MGSIM_MECH_XLAT_TLB_H
#define MGSIM_MECH_XLAT_TLB_H

#include <stdbool.h>
#include <stdint.h>

#include "mech/xlat/xlat_pt.h"

typedef struct xlat_tlb_entry {
    xlat_tr tr;
    uint64_t lru;
    bool valid;
} xlat_tlb_entry;

typedef struct xlat_tlb {
    uint32_t sets, ways;
    uint64_t stamp;
    xlat_tlb_entry *e; /* sets * ways, set-major */
} xlat_tlb;

int xlat_tlb_init(xlat_tlb *t, uint32_t sets, uint32_t ways);
void xlat_tlb_fini(xlat_tlb *t);
/* true and *tr when a valid entry covers va (it becomes the most
 * recently used); false otherwise. */
bool xlat_tlb_lookup(xlat_tlb *t, uint64_t va, xlat_tr *tr);
/* Installs tr (replacing an entry for the same page, else an invalid
 * way, else the LRU one). Returns true when a valid entry was evicted. */
bool xlat_tlb_insert(xlat_tlb *t, const xlat_tr *tr);
/* Drops every entry covering va (a shootdown); returns how many. */
uint32_t xlat_tlb_shoot(xlat_tlb *t, uint64_t va);
/* Drops every entry whose page overlaps [base, base + bytes) (a
 * shootdown of a 2 MiB page takes its 4 KiB entries too); how many. */
uint32_t xlat_tlb_shoot_range(xlat_tlb *t, uint64_t base, uint64_t bytes);
void xlat_tlb_flush(xlat_tlb *t);

enum xlat_mshr_add { XLAT_MSHR_NEW, XLAT_MSHR_MERGED, XLAT_MSHR_FULL };

typedef struct xlat_mshr_entry {
    uint64_t vpn;      /* va >> 12 */
    uint32_t n;        /* waiters */
    bool valid;
    bool stale;        /* a shootdown came while it was out: its answer is old */
} xlat_mshr_entry;

typedef struct xlat_mshr {
    uint32_t entries, waiters; /* capacities */
    uint32_t used;
    xlat_mshr_entry *e;
    uint64_t *w;               /* entries * waiters tags */
} xlat_mshr;

int xlat_mshr_init(xlat_mshr *m, uint32_t entries, uint32_t waiters);
void xlat_mshr_fini(xlat_mshr *m);
/* Records that waiter needs va's page: NEW (a new entry: the caller
 * sends the miss down), MERGED (one is out already), FULL (no entry or
 * no waiter slot free: nothing changed, try again later). */
enum xlat_mshr_add xlat_mshr_add(xlat_mshr *m, uint64_t va, uint64_t waiter);
/* Whether va's 4 KiB page has an entry. */
bool xlat_mshr_pending(const xlat_mshr *m, uint64_t va);
/* Marks every entry in [base, base + bytes) stale (a shootdown while
 * their misses are out); returns how many. */
uint32_t xlat_mshr_mark_stale(xlat_mshr *m, uint64_t base, uint64_t bytes);
/* When va's entry is marked stale: clears the mark and returns true (the
 * answer that came is old: the caller asks again, waiters kept). */
bool xlat_mshr_unstale(xlat_mshr *m, uint64_t va);
/* Ends va's entry: copies its waiters in arrival order to out (room for
 * m->waiters) and returns how many (0 when there was no entry). */
uint32_t xlat_mshr_take(xlat_mshr *m, uint64_t va, uint64_t *out);

#endif
