/* Sampling's part in a run on the driver's side (gpu_mech_run, the
 * driver names no mechanism): when the engine has run dry with a launch
 * held back by its GPU's sampling layer (sample_pending), the held-back
 * workgroups run here, on the platform's untimed path to device memory
 * (platform_backdoor_touch: through the owning GPU's L2 bank, which keeps
 * the lines as the accesses would, and its DRAM), GPU by GPU in index
 * order, and the CPs are woken at their predicted cycles. Nothing runs in
 * the engine meanwhile, so the result is the same for every thread count.
 * It also records the drains with launches, by which the fast part's
 * cross-GPU bytes are estimated (sample_tx.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "engine/engine.h"
#include "components/mem/mem_allocs.h"
#include "components/mem/mem_msg.h"
#include "components/platform/platform.h"
#include "mech/sample/sample_priv.h"
#include "util/err.h"
#include "util/js.h"
#include "util/xalloc.h"

/* Another GPU's lines one instruction touched, each counted once (as the
 * CU's coalescer makes one transaction per line and kind); an
 * instruction touching more counts every further line as new. Vector
 * instructions only, as the CUs' layer counts (mech/sample/sample_cu.c:
 * the scalar cache answers most scalar loads). */
#define FF_LINES 256

typedef struct ff_mem {
    platform *p;
    int gpu;                   /* the GPU running the launch */
    uint32_t line;             /* the smallest line of the path (pieces stay in one) */
    uint32_t tx_line;          /* the CUs' transaction line (cu.line_bytes) */
    const mem_allocs *allocs;  /* NULL: not checked */
    size_t alloc_hint;         /* the allocation the last access was in */
    uint64_t bytes, remote, remote_lines, all_lines;
    bool scalar;               /* sample_mem.scalar */
    bool touch;                /* sample_mem.touch */
    uint64_t inst;             /* sample_mem.inst: 0 while fetching */
    uint64_t lines_of;         /* the instruction lines[] belong to */
    uint32_t nlines;
    uint64_t lines[FF_LINES];  /* line address | write */
    /* the line a load read last (its lanes read it one after another):
     * for the instruction memo_inst, its bytes as the path gave them and
     * its owner; a write forgets it */
    uint64_t memo_inst, memo_line;
    int memo_owner;
    uint8_t memo[MEM_LINE_MAX];
    /* the stores of one instruction to one line, combined: they reach
     * the path when another line or instruction is accessed, a read
     * comes, or the fast part ends (ff_flush); wb_inst 0: none held */
    uint64_t wb_inst, wb_line;
    int wb_owner;
    bool wb_touch;
    uint64_t wb_mask[MEM_LINE_MAX / 64];
    uint8_t wb[MEM_LINE_MAX];
} ff_mem;

static void count_line(ff_mem *x, uint64_t a, bool write, bool remote)
{
    if (x->scalar) return;
    uint64_t key = (a & ~(uint64_t)(x->tx_line - 1)) | write;
    if (x->lines_of != x->inst) x->lines_of = x->inst, x->nlines = 0;
    for (uint32_t i = 0; i < x->nlines; i++)
        if (x->lines[i] == key) return;
    if (x->nlines < FF_LINES) x->lines[x->nlines++] = key;
    x->all_lines++;
    x->remote_lines += remote;
}

/* A load's piece [a, a + k) inside one line, from the line its lanes
 * read before it in the same instruction, else the line read whole (once
 * per line and instruction: a wave's 64 lanes are 4 lines' pieces, and
 * the path's lookups were most of the fast part). The same bytes and the
 * same L2 order as a piece at a time (a line touched again stays the
 * most recent). -1: not served so (the caller reads the piece itself). */
static int memo_read(ff_mem *x, uint64_t a, uint8_t *b, uint32_t k, bool *remote)
{
    uint64_t line = a & ~(uint64_t)(x->line - 1);
    if (x->memo_inst != x->inst || x->memo_line != line) {
        x->memo_inst = 0;
        if ((x->touch ? platform_backdoor_touch(x->p, line, x->memo, x->line, false)
                      : platform_backdoor(x->p, line, x->memo, x->line, false)) < 0)
            return -1;
        x->memo_inst = x->inst, x->memo_line = line;
        x->memo_owner = platform_owner(x->p, line);
    }
    memcpy(b, x->memo + (a - line), k);
    *remote = x->memo_owner != x->gpu;
    return 0;
}

/* The held stores to the path, a run of bytes at a time (one line: the
 * same bytes and the same L2 order as a lane at a time). */
static int ff_flush(ff_mem *x)
{
    if (!x->wb_inst) return 0;
    x->wb_inst = 0;
    for (uint32_t i = 0, j; i < x->line; i = j) {
        for (; i < x->line && !(x->wb_mask[i / 64] >> (i % 64) & 1); i++) {}
        for (j = i; j < x->line && (x->wb_mask[j / 64] >> (j % 64) & 1); j++) {}
        if (i < j && (x->wb_touch ? platform_backdoor_touch(x->p, x->wb_line + i, x->wb + i, j - i, true)
                                  : platform_backdoor(x->p, x->wb_line + i, x->wb + i, j - i, true)) < 0)
            return -1;
    }
    memset(x->wb_mask, 0, sizeof x->wb_mask);
    return 0;
}

/* A store's piece [a, a + k) inside one line, held with the
 * instruction's other stores to that line. */
static int hold_write(ff_mem *x, uint64_t a, const uint8_t *b, uint32_t k, bool *remote)
{
    uint64_t line = a & ~(uint64_t)(x->line - 1);
    if (x->wb_inst && (x->wb_inst != x->inst || x->wb_line != line) && ff_flush(x) < 0) return -1;
    if (!x->wb_inst) {
        x->wb_inst = x->inst, x->wb_line = line;
        x->wb_touch = x->touch; /* the mode they were made in, which may
                                 * change before they are flushed */
        x->wb_owner = platform_owner(x->p, line);
    }
    uint32_t off = (uint32_t)(a - line);
    memcpy(x->wb + off, b, k);
    for (uint32_t i = off; i < off + k; i++) x->wb_mask[i / 64] |= 1ull << (i % 64);
    *remote = x->wb_owner != x->gpu;
    return 0;
}

/* [a, a + n) in pieces inside one line each, through the backdoor. A
 * data access keeps the L2 as it would (touch); an instruction fetch
 * does not: on the CUs the instruction caches answer nearly all of them,
 * and the L2 sees the code's lines only as their misses. Touched on
 * every fetch, the code stayed the most recent line of its set, where
 * detail lets data evict it: the launch after a fast part then found
 * its code in the L2, not in DRAM, and ran 20% fast (bitonic sort at
 * paper4 on the R9 Nano: 3.8 us instead of 4.8; docs/sampling.md). */
static int access(ff_mem *x, uint64_t a, void *buf, size_t n, bool write)
{
    if (x->allocs && !mem_allocs_contains(x->allocs, a, n ? n : 1, &x->alloc_hint)) return -1;
    if (write) x->memo_inst = 0;
    else if (ff_flush(x) < 0) return -1; /* a read sees every store before it */
    uint8_t *b = buf;
    while (n) {
        uint64_t end = (a | (x->line - 1)) + 1;
        uint32_t k = (uint32_t)(end - a < n ? end - a : n);
        bool remote = false, memo = false;
        if (x->inst && write) {
            if (hold_write(x, a, b, k, &remote) < 0) return -1;
            memo = true;
        } else if (x->inst)
            memo = !memo_read(x, a, b, k, &remote);
        if (!memo && (x->touch && x->inst ? platform_backdoor_touch(x->p, a, b, k, write)
                                          : platform_backdoor(x->p, a, b, k, write)) < 0)
            return -1;
        if (x->inst) { /* a data access, not a fetch */
            x->bytes += k;
            if (!memo) remote = platform_owner(x->p, a) != x->gpu;
            x->remote += remote ? k : 0;
            count_line(x, a, write, remote);
        }
        a += k, b += k, n -= k;
    }
    return 0;
}

static int op_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
    return access(ctx, addr, dst, n, false);
}

static int op_write(void *ctx, uint64_t addr, const void *src, size_t n)
{
    return access(ctx, addr, (void *)(uintptr_t)src, n, true);
}

static int op_atomic(void *ctx, uint16_t op, uint64_t addr, size_t n, uint64_t src, uint64_t cmp,
                     uint64_t *old)
{
    enum amdgpu_atomic_kind k = amdgpu_atomic_kind(op);
    if (k == AMDGPU_ATOM_NONE || (n != 4 && n != 8) || addr % n) return -1;
    uint64_t v = 0;
    if (access(ctx, addr, &v, n, false) < 0) return -1;
    uint64_t w = amdgpu_atomic_apply(k, (unsigned)n, v, src, cmp);
    if (access(ctx, addr, &w, n, true) < 0) return -1;
    *old = v;
    return 0;
}

static const amdgpu_mem_ops ff_ops = {op_read, op_write, op_atomic, NULL};

/* The drains with launches (sample_tx.c: the detailed part's traffic,
 * not the copies'). */
static void drain(platform *p, void *state, bool begin, const gpu_mech_drain *d)
{
    if (begin) sample_tx_drain_begin(p, state, d);
    else sample_tx_drain_end(p, state);
}

static bool pending(const platform *p)
{
    for (uint32_t g = 0; g < p->ngpus; g++)
        if (p->gpu[g]->cp && sample_pending(p->gpu[g]->cp)) return true;
    return false;
}

/* GPU g's fast part's memory: the platform's untimed path; on U-MGPU
 * the share of remote lines the detailed part had (sample_tx.c). */
static ff_mem *fast_mem(platform *p, sample_run *rs, uint32_t g, const mem_allocs *allocs,
                        double share, sample_mem *sm)
{
    const gpu_config *gc = &p->cfg.gpu;
    uint32_t line = gc->l2.line_bytes;
    if (gc->l1v.line_bytes < line) line = gc->l1v.line_bytes;
    if (gc->cu.line_bytes < line) line = gc->cu.line_bytes; /* a piece: one transaction line */
    bool unified = p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1;
    ff_mem *x = xcalloc(1, sizeof *x, "sampling's fast part");
    *x = (ff_mem){.p = p, .gpu = (int)g, .line = line, .tx_line = gc->cu.line_bytes,
                  .allocs = allocs, .touch = true};
    *sm = (sample_mem){.mem = {&ff_ops, x}, .bytes = &x->bytes, .remote_bytes = &x->remote,
                       .remote_lines = &x->remote_lines, .lines = &x->all_lines,
                       .inst = &x->inst, .scalar = &x->scalar, .touch = &x->touch,
                       .remote_share = unified ? share : -1,
                       .ref_share = sample_tx_ref_share(p, rs, g)};
    return x;
}

/* U-MGPU: the share of the detailed CUs' lines in another GPU's memory,
 * in this drain and the earlier ones of the same kernels (sample_tx.c);
 * computed once per fast part. */
static double unified_share(platform *p, sample_run *rs)
{
    return p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1 ? sample_tx_share(p, rs) : 0;
}

/* A fast part's end: its last stores reach memory (the next one, on
 * another GPU, or the detail reads them). */
static void end_fast(cp *c, ff_mem *x)
{
    if (ff_flush(x) < 0)
        cp_ext_fail(c, "sampling: the fast part's last stores found no memory under them");
    free(x);
}

static bool run_held(platform *p, void *state, const mem_allocs *allocs)
{
    sample_run *rs = state;
    bool ran = false;
    double share = pending(p) ? unified_share(p, rs) : 0;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        cp *c = p->gpu[g]->cp;
        if (!c || !sample_pending(c)) continue;
        char err[ERR_LEN];
        ran = true;
        if (sample_copy_pending(sample_of(c))) { /* a copy's error is its answer's */
            (void)sample_copy_forward(c, p, err, sizeof err);
            continue;
        }
        sample_mem sm;
        ff_mem *x = fast_mem(p, rs, g, allocs, share, &sm);
        /* a workgroup's failure is the launch's (its command's error) */
        (void)sample_fast_forward(c, &sm, err, sizeof err);
        end_fast(c, x);
    }
    return ran;
}

/* Within a round (sample_round.c): slices of sample.slice cycles of the
 * CP's clock, while the mechanism is on, on one GPU (the only place it
 * decides). */
static uint64_t slice_end(const platform *p, const void *state, uint64_t now)
{
    (void)state;
    const sample_config *sc = gpu_mech_cfg_c(&p->cfg.gpu, &sample_mech);
    if (!sc || !sc->slice || p->ngpus > 1) return ENG_TIME_NEVER;
    uint64_t step = eng_clock_hz(p->cfg.gpu.cp.freq_hz).period * sc->slice;
    return (now / step + 1) * step;
}

static void at_slice(platform *p, void *state, const mem_allocs *allocs)
{
    sample_run *rs = state;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        if (!sample_round_step(p, g)) continue;
        sample_mem sm;
        ff_mem *x = fast_mem(p, rs, g, allocs, unified_share(p, rs), &sm);
        sample_round_rest(p, g, &sm);
        end_fast(p->gpu[g]->cp, x);
    }
}

/* The fast part puts no messages on the fabric; what it would have
 * moved, GPU g's share of it (sample_tx.c). */
static void cross_bytes(const platform *p, const void *state, const gpu_stats *s, uint32_t n,
                        uint32_t g, uint64_t *est, uint64_t *bound)
{
    (void)s, (void)n;
    double e[PLATFORM_MAX_GPUS], b[PLATFORM_MAX_GPUS];
    sample_tx_traffic(p, state, e, b);
    *est = (uint64_t)llround(e[g]);
    *bound = (uint64_t)ceil(b[g]);
}

static void fini(void *state) { sample_tx_free(state); }

static void json(const platform *p, const void *state, json_object *o)
{
    sample_tx_json(p, state, o);
}

const gpu_mech_run sample_run_ops = {
    .state_bytes = sizeof(sample_run),
    .fini = fini,
    .drain = drain,
    .pending = pending,
    .run_held = run_held,
    .slice_end = slice_end,
    .at_slice = at_slice,
    /* a group answers after its predicted end when its fast part ran
     * once the engine ran dry, later */
    .answers_late = true,
    .cross_bytes = cross_bytes,
    .json = json,
};
