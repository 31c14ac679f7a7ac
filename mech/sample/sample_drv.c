/* Sampling's part in a run on the driver's side (gpu_mech_run, the
 * driver names no mechanism): when the engine has run dry with a launch
 * held back by its GPU's sampling layer (sample_pending), the held-back
 * workgroups run here, on the platform's untimed path to device memory
 * (platform_backdoor_touch: through the owning GPU's L2 bank, which keeps
 * the lines as the accesses would, and its DRAM), GPU by GPU in index
 * order, and the CPs are woken at their predicted cycles. Nothing runs in
 * the engine meanwhile, so the result is the same for every thread count.
 * It also keeps the RDMA bytes of drains with launches, by which the
 * fast part's cross-GPU bytes are estimated (sample_cross_bytes). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "components/mem/mem_allocs.h"
#include "components/mem/mem_msg.h"
#include "components/platform/platform.h"
#include "mech/sample/sample_priv.h"
#include "util/err.h"
#include "util/xalloc.h"

/* The run's state (gpu_mech_run.state_bytes; zeroed at its start). */
typedef struct sample_run {
    uint64_t tx0, tx;     /* RDMA bytes at this drain's start; during drains with launches */
    uint64_t lines, remote; /* the detailed CUs' lines, remote ones, at the
                             * last fast part (U-MGPU) */
    double share;         /* the remote share taken then */
} sample_run;

/* Another GPU's lines one instruction touched, each counted once (as the
 * CU's coalescer makes one transaction per line and kind); an
 * instruction touching more counts every further line as new. */
#define FF_LINES 256

typedef struct ff_mem {
    platform *p;
    int gpu;                   /* the GPU running the launch */
    uint32_t line;             /* the smallest line of the path (pieces stay in one) */
    uint32_t tx_line;          /* the CUs' transaction line (cu.line_bytes) */
    const mem_allocs *allocs;  /* NULL: not checked */
    uint64_t bytes, remote, remote_lines, all_lines;
    uint64_t inst;             /* sample_mem.inst: 0 while fetching */
    uint64_t lines_of;         /* the instruction lines[] belong to */
    uint32_t nlines;
    uint64_t lines[FF_LINES];  /* line address | write */
} ff_mem;

static void count_line(ff_mem *x, uint64_t a, bool write, bool remote)
{
    uint64_t key = (a & ~(uint64_t)(x->tx_line - 1)) | write;
    if (x->lines_of != x->inst) x->lines_of = x->inst, x->nlines = 0;
    for (uint32_t i = 0; i < x->nlines; i++)
        if (x->lines[i] == key) return;
    if (x->nlines < FF_LINES) x->lines[x->nlines++] = key;
    x->all_lines++;
    x->remote_lines += remote;
}

/* [a, a + n) in pieces inside one line each, through the backdoor. */
static int access(ff_mem *x, uint64_t a, void *buf, size_t n, bool write)
{
    size_t hint = 0;
    if (x->allocs && !mem_allocs_contains(x->allocs, a, n ? n : 1, &hint)) return -1;
    uint8_t *b = buf;
    while (n) {
        uint64_t end = (a | (x->line - 1)) + 1;
        uint32_t k = (uint32_t)(end - a < n ? end - a : n);
        if (platform_backdoor_touch(x->p, a, b, k, write) < 0) return -1;
        if (x->inst) { /* a data access, not a fetch */
            x->bytes += k;
            bool remote = platform_owner(x->p, a) != x->gpu;
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

/* Every RDMA engine's wire bytes so far. */
static uint64_t tx_bytes(const platform *p)
{
    uint64_t tx = 0;
    for (uint32_t g = 0; g < p->ngpus; g++) tx += gpu_get_stats(p->gpu[g]).rdma.tx_bytes;
    return tx;
}

/* The RDMA bytes of drains with launches (the detailed part's traffic,
 * not the copies'). */
static void drain(platform *p, void *state, bool begin, const gpu_mech_drain *d)
{
    (void)d;
    sample_run *r = state;
    if (begin) r->tx0 = tx_bytes(p);
    else r->tx += tx_bytes(p) - r->tx0;
}

static bool pending(const platform *p)
{
    for (uint32_t g = 0; g < p->ngpus; g++)
        if (p->gpu[g]->cp && sample_pending(p->gpu[g]->cp)) return true;
    return false;
}

static bool run_held(platform *p, void *state, const mem_allocs *allocs)
{
    sample_run *rs = state;
    const gpu_config *gc = &p->cfg.gpu;
    uint32_t line = gc->l2.line_bytes;
    if (gc->l1v.line_bytes < line) line = gc->l1v.line_bytes;
    if (gc->cu.line_bytes < line) line = gc->cu.line_bytes; /* a piece: one transaction line */
    bool ran = false;
    /* U-MGPU: the share of the detailed CUs' lines in another GPU's
     * memory since the last fast part (mostly this launch's detailed
     * part; all of the run's before the first; none since, as for a
     * reused launch: the last share) */
    bool unified = p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1;
    double share = rs->share;
    if (unified && pending(p)) {
        uint64_t lines = 0, remote = 0;
        for (uint32_t g = 0; g < p->ngpus; g++) {
            gpu_stats s = gpu_get_stats(p->gpu[g]);
            lines += sample_stats_of(&s)->detail_lines;
            remote += sample_stats_of(&s)->detail_remote_lines;
        }
        if (lines > rs->lines)
            share = (double)(remote - rs->remote) / (double)(lines - rs->lines);
        rs->lines = lines, rs->remote = remote, rs->share = share;
    }
    for (uint32_t g = 0; g < p->ngpus; g++) {
        cp *c = p->gpu[g]->cp;
        if (!c || !sample_pending(c)) continue;
        ff_mem *x = xcalloc(1, sizeof *x, "sampling's fast part");
        *x = (ff_mem){.p = p, .gpu = (int)g, .line = line, .tx_line = gc->cu.line_bytes,
                      .allocs = allocs};
        sample_mem sm = {.mem = {&ff_ops, x}, .bytes = &x->bytes, .remote_bytes = &x->remote,
                         .remote_lines = &x->remote_lines, .lines = &x->all_lines,
                         .inst = &x->inst, .remote_share = unified ? share : -1};
        ran = true;
        /* a workgroup's failure is the launch's (its command's error) */
        char err[ERR_LEN];
        (void)sample_fast_forward(c, &sm, err, sizeof err);
        free(x);
    }
    return ran;
}

/* The fast part puts no messages on the fabric. What it would have
 * moved: its lines in other GPUs' memory (one per line, kind and
 * instruction, counted from the functional run as the CUs' coalescer
 * makes its transactions) times the wire bytes per such line the
 * detailed part measured over the whole run (every GPU's RDMA bytes
 * during drains with launches, not the copies', over every GPU's remote
 * transactions: an engine's bytes include its answers to the others, so
 * only the sum over GPUs is a rate). That rate carries the detailed
 * part's L1 hits, read/write mix and headers; its error is stated as
 * sample.tolerance of the estimate (the fast part's windows whose bytes
 * or remote share move by more return to detail).
 *
 * On U-MGPU one CP runs each launch on every GPU's CUs; the fast part's
 * remote lines there are its lines times the detailed part's remote share
 * (run_held). */
static double wire_per_line(const platform *p, const sample_run *r, const gpu_stats *s,
                            uint32_t n)
{
    uint64_t lines = 0, fast = 0;
    for (uint32_t g = 0; g < n; g++) {
        lines += sample_stats_of(&s[g])->detail_remote_lines;
        fast += sample_stats_of(&s[g])->fast_remote_lines;
    }
    if (lines) return (double)r->tx / (double)lines;
    /* no remote line in detail to measure by: a read of a whole line,
     * its request and its answer (the most a line costs but a write's) */
    if (!fast) return 0;
    uint32_t lb = p->cfg.gpu.cu.line_bytes;
    mem_req q = {.hdr.type = MEM_READ, .size = lb};
    mem_rsp a = {.req_type = MEM_READ, .size = lb};
    return (double)(mem_req_wire_bytes(&q) + mem_rsp_wire_bytes(&a));
}

static void cross_bytes(const platform *p, const void *state, const gpu_stats *s, uint32_t n,
                        uint32_t g, uint64_t *est, uint64_t *bound)
{
    double rate = wire_per_line(p, state, s, n);
    *est = *bound = 0;
    if (rate <= 0) return;
    double tol = ((const sample_config *)gpu_mech_cfg_c(&p->cfg.gpu, &sample_mech))->tolerance;
    double e = rate * (double)sample_stats_of(&s[g])->fast_remote_lines;
    *est = (uint64_t)llround(e);
    *bound = (uint64_t)ceil(e * tol);
}

const gpu_mech_run sample_run_ops = {
    .state_bytes = sizeof(sample_run),
    .drain = drain,
    .pending = pending,
    .run_held = run_held,
    /* a group answers after its predicted end when its fast part ran
     * once the engine ran dry, later */
    .answers_late = true,
    .cross_bytes = cross_bytes,
};
