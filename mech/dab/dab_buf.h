/* An atomic buffer (dab_buf) and a flush plan (dab_plan): plain data, no
 * engine, so the tests drive them directly.
 *
 * Buffer. Entries hold (address, size, op, operands) of one lane atomic,
 * in the order they were put: a caller puts an instruction's lanes in
 * lane order, so a warp-level buffer's content follows program and lane
 * order and a scheduler-level buffer's follows the scheduler's order.
 * With fusion, a non-returning atomic whose (address, size, op) matches
 * an earlier non-returning entry combines into it (add/sub: operands
 * added; and/or/xor: combined; min/max: the extreme): the paper's local
 * reduction. Returning atomics (the instruction uses the old value:
 * cmpswap loops, atomic_inc tickets) are never fused; they carry the
 * requester's id so the flush can route the old value back.
 * dab_buf_need answers exactly how many new entries a set of lanes needs
 * (fusion counted), so a wave is held before it issues, never undone.
 *
 * Plan. At a flush the CU turns its buffers into transactions per L2
 * bank: buffers in index order, each starting at `start` (offset
 * flushing) and wrapping; with coalescing, the entries of one buffer in
 * one cache sector leave together in one transaction (at the position of
 * the first of them), at most DAB_TXN_MAX per transaction. Everything is
 * a pure function of the buffers' contents: deterministic.
 *
 * Failure: allocation failure inside a tick is fatal (abort), as
 * elsewhere in the CU. */
#ifndef MGSIM_MECH_DAB_DAB_BUF_H
#define MGSIM_MECH_DAB_DAB_BUF_H

#include <stdbool.h>
#include <stdint.h>

#define DAB_TXN_MAX 32
#define DAB_NO_ID UINT64_MAX

typedef struct dab_entry {
    uint64_t addr;
    uint64_t src, cmp;
    uint64_t id;    /* returning: the requester's id; DAB_NO_ID otherwise */
    uint16_t op;    /* enum amdgpu_op of the atomic instruction */
    uint8_t size;   /* 4 or 8 */
    bool ret;       /* the old value is needed */
} dab_entry;

typedef struct dab_buf {
    dab_entry *e;
    uint32_t n, cap;
} dab_buf;

/* One lane's atomic as the capacity test sees it. */
typedef struct dab_lane {
    uint64_t addr;
    uint16_t op;
    uint8_t size;
    bool ret;
} dab_lane;

int dab_buf_init(dab_buf *b, uint32_t cap);
void dab_buf_fini(dab_buf *b);
static inline uint32_t dab_buf_free(const dab_buf *b) { return b->cap - b->n; }
static inline void dab_buf_clear(dab_buf *b) { b->n = 0; }
/* Whether op may be fused (associative and commutative integer ops). */
bool dab_fusable(uint16_t op);
/* New entries that lanes[0..n) would take (fusion counted when on). */
uint32_t dab_buf_need(const dab_buf *b, const dab_lane *lanes, uint32_t n, bool fusion);
/* Puts x; true when it fused into an existing entry. The caller made
 * sure there is room (dab_buf_need); a full buffer is a caller bug. */
bool dab_buf_put(dab_buf *b, const dab_entry *x, bool fusion);

typedef struct dab_txn {
    uint32_t bank;         /* target index (the caller's bank_of) */
    uint32_t first, n;     /* entries plan.ent[first .. first+n) */
    uint64_t sector;       /* address / sector_bytes (0 without coalescing) */
} dab_txn;

typedef struct dab_plan {
    dab_entry *ent; uint32_t nent, capent;
    dab_txn *tx; uint32_t ntx, captx;
    uint32_t *tmp; uint32_t captmp;   /* scratch: transaction of each entry */
} dab_plan;

typedef uint32_t (*dab_bank_fn)(const void *ctx, uint64_t addr);

void dab_plan_reset(dab_plan *p);
void dab_plan_fini(dab_plan *p);
/* Appends b's entries from index start (wrapping) as transactions;
 * sector_bytes 0 means no coalescing (one entry per transaction). */
void dab_plan_add(dab_plan *p, const dab_buf *b, uint32_t start, uint32_t sector_bytes,
                  dab_bank_fn bank_of, const void *ctx);

#endif
