/* The CU's memory instructions: record / replay around amdgpu_exec, the
 * coalescer, the send queues, responses and in-order retirement.
 *
 * Issue (pass 1): the semantics run on the wave with a memory that
 * records every lane access (read: address and size; write: address and
 * bytes; atomic: op, address, operands) and reads zeros; the destination
 * registers are saved before and restored after, so an address register
 * that is also a destination keeps its value. Then, for an instruction
 * that needs pass 2, the scalar registers it may read and the source
 * VGPRs are snapshot (the registers are as they were at issue again). The
 * coalescer merges reads and writes into one request per cache line
 * (writes with a byte mask), each keeping only the bytes its lanes
 * touch, and gives each atomic a request of its own.
 *
 * Retire (pass 2), in order per wave and counter class, once every
 * response is back: the semantics run again on the issue-time registers
 * with a memory that serves the recorded reads and atomic old values
 * from the responses in the same order (writes were already sent); the
 * destination registers are copied into the wave. An instruction that
 * touched no global memory (FLAT to LDS, s_dcache_*) keeps its pass-1
 * result. DS instructions execute at issue on the workgroup's LDS and
 * complete lds_cycles later, plus their bank-conflict cycles (cu_lds.c),
 * which also hold the LDS unit. */
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "components/mem/mem_map.h"
#include "components/mem/mem_util.h"
#include "engine/fatal.h"
#include "engine/port.h"
#include "amdgpu/exec.h"
#include "amdgpu/operand.h"
#include "util/xalloc.h"
#include "util/vec.h"

#define MAX_COUNT 15 /* vmcnt / lgkmcnt are 4-bit counters on gfx8 */

/* ---- instruction records ------------------------------------------------ */

static uint32_t minst_alloc(cu *u)
{
    if (u->mi_free == CU_NO_IDX) { /* all in use: more, on the free list */
        uint32_t old = u->nmi;
        /* from 8: most CUs never need more. The new ones go on the free
         * list lowest first, so records are handed out in index order
         * whatever the growth step. */
        VEC_RESERVE_HOW(u->mi, u->nmi, old + 1, "cu memory instructions", .first = 8,
                        .zero = true);
        for (uint32_t i = u->nmi; i-- > old;) u->mi[i].next = u->mi_free, u->mi_free = i;
    }
    uint32_t i = u->mi_free;
    cu_minst *m = &u->mi[i];
    u->mi_free = m->next;
    memset(m, 0, sizeof *m);
    m->used = true;
    m->next = CU_NO_IDX;
    return i;
}

void cu_minst_release(cu *u, uint32_t i)
{
    free(u->mi[i].block);
    u->mi[i].block = NULL;
    u->mi[i].used = false;
    u->mi[i].next = u->mi_free;
    u->mi_free = i;
}

/* The block's start, then its parts in order of alignment. */
static size_t take_part(size_t *at, size_t n)
{
    size_t off = *at;
    *at += n;
    return off;
}

/* Whether m keeps a cu_txn_x per transaction (from u->s->tx_x, while it
 * issues): writes (their masks), atomics (operands, answers) and reads a
 * policy forwarded bytes of; plain loads (most transactions in flight)
 * need none. */
static bool needs_x(const cu *u, const cu_minst *m)
{
    for (uint32_t i = 0; i < m->ntx; i++) {
        if (m->tx[i].type != MEM_READ) return true;
        for (uint32_t k = 0; k < MEM_LINE_MAX / 64; k++)
            if (u->s->tx_x[i].mask[k]) return true;
    }
    return false;
}

/* Whether m's bytes can wait for its first response: a record of reads
 * (and atomics) none of whose bytes a policy forwarded at issue. Its
 * bytes are then only what memory answers, and most of a load's flight
 * is spent waiting for that: gd 32K on d-mgpu-4 held 1.5 MiB of loads'
 * bytes at its peak, nearly all of records not yet answered. */
static bool bytes_wait(const cu *u, const cu_minst *m)
{
    if (!m->replay || !m->ntd) return false;
    for (uint32_t i = 0; i < m->ntx; i++) {
        if (m->tx[i].type == MEM_WRITE) return false;
        if (m->tx[i].type == MEM_READ)
            for (uint32_t k = 0; k < MEM_LINE_MAX / 64; k++)
                if (u->s->tx_x[i].mask[k]) return false;
    }
    return true;
}

/* Where m's parts lie in its block: the instruction copy (copy_inst), the
 * transactions, their cu_txn_x (has_x), the replay snapshot, the bytes. */
typedef struct cu_parts { size_t ic, tx, x, snap, td, end; } cu_parts;

static cu_parts parts_of(const cu_minst *m, bool copy_inst, bool has_x)
{
    cu_parts p;
    size_t at = 0;
    p.ic = take_part(&at, copy_inst ? sizeof(cu_inst_copy) : 0);
    p.tx = take_part(&at, (size_t)m->ntx * sizeof(cu_txn));
    p.x = take_part(&at, has_x ? (size_t)m->ntx * sizeof(cu_txn_x) : 0);
    p.snap = take_part(&at, m->replay ? (size_t)m->nsnap * sizeof(uint32_t) : 0);
    p.td = take_part(&at, m->ntd);
    p.end = at;
    return p;
}

static bool has_copy(const cu_minst *m)
{
    return m->block && (const void *)m->inst == (const void *)m->block;
}

/* Points m's parts into block b laid out as seal lays it out (the bytes
 * only when b holds them: has_td). */
static void point(cu_minst *m, uint8_t *b, bool copy_inst, bool has_td)
{
    cu_parts p = parts_of(m, copy_inst, m->has_x);
    if (copy_inst) {
        cu_inst_copy *c = (cu_inst_copy *)(void *)(b + p.ic);
        m->inst = &c->in, m->prep = &c->prep;
    }
    m->block = b;
    m->tx = m->ntx ? (cu_txn *)(void *)(b + p.tx) : NULL;
    m->tdata = m->ntd && has_td ? b + p.td : NULL;
    m->sealed = true;
}

const uint32_t *cu_minst_snap(const cu *u, const cu_minst *m)
{
    if (!m->sealed) return u->s->snap;
    cu_parts p = parts_of(m, has_copy(m), m->has_x);
    return (const uint32_t *)(const void *)((const uint8_t *)m->block + p.snap);
}

cu_txn_x *cu_tx_x(const cu *u, const cu_minst *m, uint32_t ti)
{
    if (!m->sealed) return &u->s->tx_x[ti];
    if (!m->has_x) return NULL;
    cu_parts p = parts_of(m, has_copy(m), true);
    return (cu_txn_x *)(void *)((uint8_t *)m->block + p.x) + ti;
}

/* What the flight needs, out of the scratch arrays into one block of its
 * own: the transactions and their bytes, for the replay the register
 * snapshot (not each access's transaction: the replay finds it, see
 * next_acc), and the decoded instruction
 * when it is not the launch's (the wave's copy changes with its next
 * instruction). The bytes of a record of reads come later, at its first
 * response (bytes_wait, cu_minst_bytes). */
static void seal(cu *u, cu_minst *m, bool copy_inst)
{
    bool wait = bytes_wait(u, m);
    m->has_x = needs_x(u, m);
    cu_parts p = parts_of(m, copy_inst, m->has_x);
    size_t at = wait ? p.td : p.end;
    uint8_t *b = at ? xmalloc(at, "cu memory instruction") : NULL;
    if (copy_inst) {
        cu_inst_copy *c = (cu_inst_copy *)(void *)(b + p.ic);
        c->in = *m->inst, c->prep = *m->prep;
    }
    if (m->ntx) memcpy(b + p.tx, m->tx, p.x - p.tx);
    if (p.snap != p.x) memcpy(b + p.x, u->s->tx_x, p.snap - p.x);
    if (p.td != p.snap) memcpy(b + p.snap, u->s->snap, p.td - p.snap);
    if (m->ntd && !wait) memcpy(b + p.td, m->tdata, m->ntd);
    point(m, b, copy_inst, !wait);
}

void cu_minst_bytes(cu_minst *m)
{
    if (m->tdata || !m->ntd) return;
    bool copy = has_copy(m);
    cu_parts p = parts_of(m, copy, m->has_x);
    /* not a growing array: one record's block, extended once to its
     * final size (the read bytes behind what seal() kept) */
    uint8_t *b = xrealloc(m->block, p.end, "cu memory instruction");
    memset(b + p.td, 0, m->ntd); /* what no response fills reads as zeros */
    point(m, b, copy, true);
}

static cu_access *acc_new(cu *u, int kind, uint64_t addr, size_t n)
{
    cu_minst *m = u->s->m;
    ENG_ASSERT(m->nacc < UINT16_MAX, "%s: too many lane accesses in one memory instruction",
               u->comp.name);
    VEC_RESERVE(u->s->acc, u->s->acc_cap, (size_t)m->nacc + 1, "cu memory instruction");
    cu_access *a = &u->s->acc[m->nacc++];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind, a->addr = addr, a->size = (uint8_t)n;
    return a;
}

/* n bytes more at the end of the write bytes; returns their offset. */
static uint32_t wb_take(cu *u, uint32_t n)
{
    VEC_RESERVE(u->s->wb, u->s->wb_cap, (size_t)u->s->nwb + n, "cu memory instruction");
    uint32_t at = u->s->nwb;
    u->s->nwb += n;
    return at;
}

/* ---- pass 1: the recording memory ---------------------------------------- */

/* Whether the launch allocated [addr, addr + n): an access outside every
 * allocation is a memory fault (the semantics report it with the address),
 * as in the functional mode, not a read or write of DRAM nobody owns. */
static bool allocated(cu *u, uint64_t addr, size_t n)
{
    return !u->s->allocs || mem_allocs_contains(u->s->allocs, addr, n, &u->alloc_hint);
}

static int rec_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
    if (!allocated(ctx, addr, n)) return -1;
    acc_new(ctx, ACC_READ, addr, n);
    memset(dst, 0, n);
    return 0;
}

static int rec_write(void *ctx, uint64_t addr, const void *src, size_t n)
{
    cu *u = ctx;
    if (!allocated(u, addr, n)) return -1;
    cu_access *a = acc_new(u, ACC_WRITE, addr, n);
    a->data_off = wb_take(u, (uint32_t)n);
    memcpy(u->s->wb + a->data_off, src, n);
    return 0;
}

static int rec_atomic(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                      uint64_t cmp, uint64_t *old)
{
    cu *u = ctx;
    if (!allocated(u, addr, n)) return -1;
    cu_access *a = acc_new(u, ACC_ATOMIC, addr, n);
    cu_atom_rec r = {src, cmp, op};
    a->data_off = wb_take(u, sizeof r);
    memcpy(u->s->wb + a->data_off, &r, sizeof r);
    *old = 0;
    return 0;
}

static const amdgpu_mem_ops rec_ops = {rec_read, rec_write, rec_atomic, NULL};

/* ---- pass 2: the replaying memory ---------------------------------------- */

/* The next access's transaction: the next atomic one for an atomic (the
 * coalescer gives each its own, in access order), else the one of the
 * access's kind holding its first byte (one per kind and line), looked
 * for from the last one found, where the next access's mostly is; the
 * record keeps no index per access (2 bytes a lane). NULL when there is
 * none (pass 2 diverging from pass 1 is a model bug). */
static const cu_txn *next_acc(cu_minst *m, uint8_t type, uint64_t addr, size_t n)
{
    if (m->replay_i >= m->nacc || !m->ntx) return NULL;
    m->replay_i++;
    if (type == MEM_ATOMIC) {
        while (m->replay_tx < m->ntx && m->tx[m->replay_tx].type != MEM_ATOMIC) m->replay_tx++;
        if (m->replay_tx >= m->ntx) return NULL;
        const cu_txn *t = &m->tx[m->replay_tx++];
        return t->addr == addr && t->size == n ? t : NULL;
    }
    uint32_t i = m->replay_tx < m->ntx ? m->replay_tx : 0;
    for (uint32_t k = 0; k < m->ntx; k++, i = i + 1 == m->ntx ? 0 : i + 1) {
        const cu_txn *t = &m->tx[i];
        if (t->type == type && addr >= t->addr && addr < t->addr + t->size) {
            m->replay_tx = (uint16_t)i;
            return t;
        }
    }
    return NULL;
}

static const cu_txn *find_tx(const cu_minst *m, uint8_t type, uint64_t line)
{
    for (uint32_t i = m->ntx; i-- > 0;)
        if (m->tx[i].type == type && m->tx[i].addr == line) return &m->tx[i];
    return NULL;
}

static int rep_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
    cu_minst *m = ctx;
    const cu_txn *t = next_acc(m, MEM_READ, addr, n);
    if (!t) return -1; /* pass 2 diverged from pass 1: a model bug */
    uint8_t *out = dst;
    while (n > 0) {
        if (!t || addr < t->addr + t->lo || addr >= t->addr + t->hi) return -1;
        size_t k = t->addr + t->hi - addr;
        if (k > n) k = n;
        memcpy(out, m->tdata + t->doff + (addr - t->addr - t->lo), k);
        out += k, addr += k, n -= k;
        if (n) t = find_tx(m, MEM_READ, mem_line_of(addr, t->size));
    }
    return 0;
}

static int rep_write(void *ctx, uint64_t addr, const void *src, size_t n)
{
    (void)src;
    return next_acc(ctx, MEM_WRITE, addr, n) ? 0 : -1;
}

static int rep_atomic(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src,
                      uint64_t cmp, uint64_t *old)
{
    (void)op, (void)src, (void)cmp;
    cu_minst *m = ctx;
    const cu_txn *t = next_acc(m, MEM_ATOMIC, addr, n);
    if (!t) return -1;
    *old = cu_tx_x(NULL, m, (uint32_t)(t - m->tx))->old; /* sealed: an atomic's record has them */
    return 0;
}

const amdgpu_mem_ops cu_replay_ops = {rep_read, rep_write, rep_atomic, NULL};

/* ---- the coalescer ------------------------------------------------------- */

static cu_txn *tx_new(cu *u, uint8_t type, uint64_t addr, uint32_t size)
{
    cu_minst *m = u->s->m;
    ENG_ASSERT(m->ntx < UINT16_MAX, "%s: too many transactions in one memory instruction",
               u->comp.name);
    VEC_RESERVE(u->s->tx, u->s->tx_cap, (size_t)m->ntx + 1, "cu memory instruction");
    VEC_RESERVE(u->s->tx_x, u->s->tx_x_cap, (size_t)m->ntx + 1, "cu memory instruction");
    m->tx = u->s->tx;
    memset(&u->s->tx_x[m->ntx], 0, sizeof(cu_txn_x));
    cu_txn *t = &m->tx[m->ntx++];
    t->addr = addr, t->size = (uint8_t)size, t->type = type;
    t->done = false, t->ok = true;
    t->lo = UINT8_MAX, t->hi = 0, t->doff = 0;
    return t;
}

static uint32_t line_tx(cu *u, uint8_t type, uint64_t line, uint32_t lb)
{
    const cu_txn *t = find_tx(u->s->m, type, line);
    if (t) return (uint32_t)(t - u->s->m->tx);
    tx_new(u, type, line, lb);
    return u->s->m->ntx - 1u;
}

/* Calls fn for each line piece [addr, stop) of access a (an access may
 * cross into the next line). */
#define FOR_PIECES(a, lb, line, addr, stop)                                                       \
    for (uint64_t addr = (a)->addr, end_ = (a)->addr + (a)->size, line, stop;                     \
         addr < end_ && ((line = mem_line_of(addr, lb)), (stop = line + (lb) < end_ ? line + (lb) : end_), 1); \
         addr = stop)

/* The transactions in access order (the order they are sent in), each
 * with the span of bytes its accesses touch; then their data areas and
 * the bytes of the writes. */
static void coalesce(cu *u, cu_minst *m)
{
    uint32_t lb = u->cfg.line_bytes;
    for (uint32_t i = 0; i < m->nacc; i++) {
        cu_access *a = &u->s->acc[i];
        if (a->kind == ACC_ATOMIC) {
            cu_atom_rec r;
            memcpy(&r, u->s->wb + a->data_off, sizeof r);
            cu_txn *t = tx_new(u, MEM_ATOMIC, a->addr, a->size);
            t->op = r.op;
            u->s->tx_x[m->ntx - 1].src = r.src, u->s->tx_x[m->ntx - 1].cmp = r.cmp;
            a->tx = (uint16_t)(m->ntx - 1);
            continue;
        }
        uint8_t type = a->kind == ACC_READ ? MEM_READ : MEM_WRITE;
        bool first = true;
        FOR_PIECES(a, lb, line, addr, stop) {
            uint32_t ti = line_tx(u, type, line, lb);
            cu_txn *t = &m->tx[ti];
            if (first) a->tx = (uint16_t)ti, first = false;
            if (addr - line < t->lo) t->lo = (uint8_t)(addr - line);
            if (stop - line > t->hi) t->hi = (uint8_t)(stop - line);
            if (type == MEM_WRITE)
                for (uint64_t b = addr; b < stop; b++)
                    mem_mask_set(u->s->tx_x[ti].mask, (uint32_t)(b - line));
        }
    }
    uint32_t total = 0;
    for (uint32_t i = 0; i < m->ntx; i++)
        if (m->tx[i].type != MEM_ATOMIC)
            m->tx[i].doff = (uint16_t)total, total += m->tx[i].hi - m->tx[i].lo;
    ENG_ASSERT(total <= UINT16_MAX, "%s: %u bytes in one memory instruction", u->comp.name, total);
    VEC_RESERVE(u->s->td, u->s->td_cap, total, "cu memory instruction");
    m->tdata = u->s->td;
    m->ntd = (uint16_t)total;
    for (uint32_t i = 0; i < m->nacc; i++) {
        const cu_access *a = &u->s->acc[i];
        if (a->kind != ACC_WRITE) continue;
        const uint8_t *src = u->s->wb + a->data_off;
        const cu_txn *t = &m->tx[a->tx];
        FOR_PIECES(a, lb, line, addr, stop) {
            if (t->addr != line) t = find_tx(m, MEM_WRITE, line);
            memcpy(m->tdata + t->doff + (addr - line - t->lo), src, stop - addr);
            src += stop - addr;
        }
    }
}

void cu_txn_line(const cu_minst *m, const cu_txn *t, uint8_t line[MEM_LINE_MAX])
{
    memset(line, 0, MEM_LINE_MAX);
    if (t->hi > t->lo) memcpy(line + t->lo, m->tdata + t->doff, t->hi - t->lo);
}

void cu_txn_keep(cu_minst *m, const cu_txn *t, const uint64_t *mask,
                 const uint8_t line[MEM_LINE_MAX])
{
    for (uint32_t b = t->lo; b < t->hi; b++)
        if (mem_mask_get(mask, b)) m->tdata[t->doff + b - t->lo] = line[b];
}

static void q_push(cu_sendq *q, uint32_t mi, uint32_t tx)
{
    RING_PUSH(q, struct cu_sendq_ent, ((struct cu_sendq_ent){mi, tx}));
}

void cu_mem_push_own(cu *u, mem_req *r)
{
    if (u->own_head == u->own_n) u->own_head = u->own_n = 0; /* all sent: reuse from 0 */
    VEC_PUSH(u->own, u->own_n, u->own_cap, r, "cu policy requests");
    q_push(&u->vq, CU_NO_IDX, 0);
    cu_want(u, u->now + 1);
}

/* ---- issue --------------------------------------------------------------- */

/* The destination registers of in: VGPRs (first, n regs) or SGPRs. */
static void dst_range(const cu_wave *wv, const amdgpu_inst *in, bool *vgpr, uint32_t *first,
                      uint32_t *n)
{
    amdgpu_opnd d = in->dst[0];
    *n = 0, *vgpr = false, *first = 0;
    if (amdgpu_is_vgpr(d)) { /* a VGPR or (gfx940) an AGPR of the unified file */
        *vgpr = true, *first = amdgpu_vidx(&wv->w, d.code);
        uint32_t w = d.width + (in->mem.tfe ? 1u : 0u);
        *n = *first >= wv->w.nvgpr ? 0 : *first + w > wv->w.nvgpr ? wv->w.nvgpr - *first : w;
    } else if (d.code < AMDGPU_SREG_COUNT) {
        *first = d.code;
        *n = d.code + d.width > AMDGPU_SREG_COUNT ? AMDGPU_SREG_COUNT - d.code : d.width;
    }
}

/* Marks s[first, first + n) (within the 128 codes) in mask. */
static void sreg_mark(uint64_t mask[2], uint32_t first, uint32_t n)
{
    for (uint32_t r = first; r < first + n && r < AMDGPU_SREG_COUNT; r++)
        mask[r / 64] |= 1ull << (r % 64);
}

/* Whether the 64 lanes of v are v[0] + lane * step (mod 2^32): an
 * address register of a coalesced access (its high half: step 0). */
static bool affine(const uint32_t *v)
{
    uint32_t step = v[1] - v[0];
    for (uint32_t l = 2; l < AMDGPU_WAVE_LANES; l++)
        if (v[l] != v[0] + l * step) return false;
    return true;
}

/* The registers the replay runs on, as they are at issue: the source
 * VGPRs (one that is affine over the lanes as 2 dwords: most address
 * registers, 512 bytes of a load's record otherwise), and the scalar
 * registers the memory semantics may read (not all 128: 512 bytes per
 * instruction in flight were most of a load's record).
 * Those are its SGPR-class operands (4 dwords from each, as a buffer
 * descriptor or an s_buffer base is read past a narrower operand), exec
 * and vcc (also behind EXECZ, VCCZ), m0 and flat_scratch; the replay
 * takes every other one from the wave, so a register outside this set
 * would only matter if the semantics read it and the wave changed it
 * before the retire. */
static void snapshot(cu *u, cu_wave *wv, cu_minst *m)
{
    m->scc = wv->w.scc;
    uint64_t smask[2] = {0, 0};
    sreg_mark(smask, AMDGPU_SREG_EXEC, 2);
    sreg_mark(smask, AMDGPU_SREG_VCC, 2);
    sreg_mark(smask, AMDGPU_SREG_M0, 1);
    sreg_mark(smask, AMDGPU_SREG_FLAT_SCR, 2);
    for (int i = 0; i < 4; i++) {
        amdgpu_opnd o = m->inst->src[i];
        if (o.code < AMDGPU_SREG_COUNT) sreg_mark(smask, o.code, o.width > 4 ? o.width : 4);
    }
    uint32_t total = 4 + (uint32_t)(__builtin_popcountll(smask[0]) + __builtin_popcountll(smask[1]));
    uint32_t k = 0;
    m->vaff = 0;
    for (int i = 0; i < 4; i++) {
        amdgpu_opnd o = m->inst->src[i];
        if (!amdgpu_is_vgpr(o)) continue;
        uint32_t r = amdgpu_vidx(&wv->w, o.code), w = o.width ? o.width : 1;
        if (r >= wv->w.nvgpr) continue;
        if (r + w > wv->w.nvgpr) w = wv->w.nvgpr - r;
        m->vreg[m->nvr] = (uint16_t)r, m->vwidth[m->nvr++] = (uint8_t)w;
        for (uint32_t j = 0; j < w; j++, k++) {
            bool a = k < 32 && affine(amdgpu_vreg(&wv->w, r + j));
            if (a) m->vaff |= 1u << k;
            total += a ? 2 : AMDGPU_WAVE_LANES;
        }
    }
    ENG_ASSERT(total <= UINT16_MAX, "%s: %u registers in one snapshot", u->comp.name, total);
    VEC_RESERVE(u->s->snap, u->s->snap_cap, total, "cu register snapshot");
    uint32_t *vs = u->s->snap;
    m->nsnap = (uint16_t)total;
    uint32_t at = 0;
    for (uint32_t q = 0; q < 2; q++) vs[at++] = (uint32_t)smask[q], vs[at++] = (uint32_t)(smask[q] >> 32);
    for (uint32_t q = 0; q < 2; q++)
        for (uint64_t b = smask[q]; b; b &= b - 1)
            vs[at++] = wv->w.s[64 * q + __builtin_ctzll(b)];
    k = 0;
    for (int i = 0; i < m->nvr; i++)
        for (uint32_t j = 0; j < m->vwidth[i]; j++, k++) {
            const uint32_t *v = amdgpu_vreg(&wv->w, m->vreg[i] + j);
            if (m->vaff >> k & 1) {
                vs[at++] = v[0], vs[at++] = v[1] - v[0];
            } else {
                memcpy(vs + at, v, AMDGPU_WAVE_LANES * 4);
                at += AMDGPU_WAVE_LANES;
            }
        }
}

static void link_minst(cu *u, cu_wave *wv, uint32_t mi)
{
    cu_minst *m = &u->mi[mi];
    uint32_t *head = m->cls == CLS_VM ? &wv->vm_head : &wv->lgkm_head;
    uint32_t *tail = m->cls == CLS_VM ? &wv->vm_tail : &wv->lgkm_tail;
    if (*tail == CU_NO_IDX) *head = mi;
    else u->mi[*tail].next = mi;
    *tail = mi;
    cu_bit_set(u->mem_set, cu_wave_index(u, wv));
    if (m->cls == CLS_VM) wv->vm_out++;
    else wv->lgkm_out++;
}

static bool issue(cu *u, uint32_t wi)
{
    cu_wave *wv = cu_wave_at(u, wi);
    unsigned unit = wv->inst->info->unit;
    bool vm = unit == AMDGPU_UNIT_VMEM;
    if ((vm ? wv->vm_out : wv->lgkm_out) >= MAX_COUNT) return false;
    uint32_t mi = minst_alloc(u);
    cu_minst *m = &u->mi[mi];
    m->wave = wi, m->pc = wv->w.pc, m->inst = wv->inst, m->prep = wv->prep;
    m->cls = vm ? CLS_VM : CLS_LGKM;
    if (unit == AMDGPU_UNIT_LDS) {
        uint32_t extra = cu_lds_conflict_cycles(u, wv); /* before ADDR may be overwritten */
        int rc = amdgpu_exec_prepared(&wv->w, wv->inst, wv->prep);
        if (rc != AMDGPU_EXEC_OK) {
            cu_minst_release(u, mi);
            cu_report(u, wi, wv->inst, m->pc,
                      rc == AMDGPU_EXEC_MEMFAULT ? "LDS access out of range" : amdgpu_exec_strerror(rc),
                      rc == AMDGPU_EXEC_MEMFAULT, wv->w.fault_addr);
            return true;
        }
        m->lds = true;
        if (wv->own_inst) seal(u, m, true); /* for a report at retire */
        m->trace_id = cu_trace_new(u);
        trace_task_start(&u->comp, m->trace_id, wv->trace_id, "inst", wv->inst->info->name);
        m->done_at = u->now + u->cfg.lds_cycles + extra;
        cu_want(u, m->done_at);
        u->lds_free = u->now + 1 + extra;
        u->st.lds++;
        u->st.lds_conflict_cycles += extra;
        link_minst(u, wv, mi);
        wv->have_inst = false;
        cu_bit_set(u->fetch_set, wi);
        wv->ready_at = u->now + u->cfg.lds_issue_cycles;
        cu_want(u, wv->ready_at);
        return true;
    }
    bool vd;
    uint32_t first, n;
    dst_range(wv, wv->inst, &vd, &first, &n);
    uint32_t saved_s[AMDGPU_SREG_COUNT];
    if (vd) VEC_RESERVE(u->s->vtmp, u->s->vtmp_cap, (size_t)n * AMDGPU_WAVE_LANES, "cu registers");
    uint32_t *save = u->s->vtmp;
    if (vd) memcpy(save, amdgpu_vreg(&wv->w, first), (size_t)n * AMDGPU_WAVE_LANES * 4);
    else memcpy(saved_s, wv->w.s, sizeof saved_s);
    u->s->allocs = u->wgs[wv->wg].launch->allocs;
    u->s->m = m, u->s->nwb = 0;
    wv->w.mem = (amdgpu_mem){&rec_ops, u};
    int rc = amdgpu_exec_prepared(&wv->w, wv->inst, wv->prep);
    if (rc != AMDGPU_EXEC_OK) {
        cu_minst_release(u, mi);
        cu_report(u, wi, wv->inst, m->pc, amdgpu_exec_strerror(rc), rc == AMDGPU_EXEC_MEMFAULT,
                  wv->w.fault_addr);
        return true;
    }
    uint16_t op = wv->inst->op;
    if (op == AMDGPU_OP_s_memtime || op == AMDGPU_OP_s_memrealtime) {
        wv->w.s[first] = (uint32_t)u->now;
        wv->w.s[first + 1] = (uint32_t)(u->now >> 32);
    } else if (m->nacc) { /* the data comes from memory, at retire */
        if (vd) memcpy(amdgpu_vreg(&wv->w, first), save, (size_t)n * AMDGPU_WAVE_LANES * 4);
        else memcpy(wv->w.s + first, saved_s + first, n * 4);
    }
    for (uint32_t i = 0; i < m->nacc; i++)
        if (u->s->acc[i].kind != ACC_WRITE) m->replay = true;
    if (m->replay) snapshot(u, wv, m); /* the registers are as at issue again */
    m->scalar = unit == AMDGPU_UNIT_SMEM;
    m->trace_id = cu_trace_new(u);
    trace_task_start(&u->comp, m->trace_id, wv->trace_id, "inst", wv->inst->info->name);
    coalesce(u, m);
    for (uint32_t t = 0; t < m->ntx; t++) /* the policy may carry some itself (DAB) */
        if (!cu_det_mem_txn(u, wi, mi, t)) q_push(m->scalar ? &u->sq : &u->vq, mi, t), m->nqueued++;
    seal(u, m, wv->own_inst);
    link_minst(u, wv, mi);
    if (m->scalar) {
        u->smem_free = u->now + 1;
        u->st.smem++;
    } else {
        u->vmem_free = u->now + u->cfg.vmem_issue_cycles;
        u->st.vmem++;
    }
    wv->have_inst = false;
    cu_bit_set(u->fetch_set, wi);
    wv->ready_at = u->now + (m->scalar ? u->cfg.smem_issue_cycles : u->cfg.vmem_issue_cycles);
    cu_want(u, wv->ready_at);
    return true;
}

static void scratch_fini(void *p)
{
    struct cu_scratch *s = p;
    free(s->wb), free(s->acc), free(s->tx), free(s->tx_x), free(s->td), free(s->snap);
    free(s->vtmp);
}

const eng_scratch_kind cu_scratch_kind = {"cu scratch", sizeof(struct cu_scratch), scratch_fini};

bool cu_mem_issue(cu *u, uint32_t wi)
{
    u->s = eng_scratch(&u->comp.owner, &cu_scratch_kind);
    bool r = issue(u, wi);
    u->s = NULL;
    return r;
}
