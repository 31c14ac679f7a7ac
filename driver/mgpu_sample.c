/* Sampling's fast part from the driver's side (mgpu.h: mgpu_sample_*):
 * when the engine has run dry with a launch held back by its GPU's
 * sampling layer (mech/sample/sample.h), the held-back workgroups run
 * here, on the platform's untimed path to device memory
 * (platform_backdoor_touch: through the owning GPU's L2 bank, which keeps
 * the lines as the accesses would, and its DRAM), GPU by GPU in index order, and the CPs are woken at their
 * predicted cycles. Nothing runs in the engine meanwhile, so the result
 * is the same for every thread count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "driver/mgpu_int.h"
#include "mech/sample/sample.h"
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
    uint64_t bytes, remote, remote_lines, all_lines;
    bool scalar;               /* sample_mem.scalar */
    uint64_t inst;             /* sample_mem.inst: 0 while fetching */
    uint64_t lines_of;         /* the instruction lines[] belong to */
    uint32_t nlines;
    uint64_t lines[FF_LINES];  /* line address | write */
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

uint64_t mgpu_sample_tx(const mgpu *m)
{
    uint64_t tx = 0;
    for (uint32_t g = 0; g < m->p->ngpus; g++) tx += gpu_get_stats(m->p->gpu[g]).rdma.tx_bytes;
    return tx;
}

bool mgpu_sample_pending(const mgpu *m)
{
    const platform *p = m->p;
    for (uint32_t g = 0; g < p->ngpus; g++)
        if (p->gpu[g]->cp && sample_pending(p->gpu[g]->cp)) return true;
    return false;
}

bool mgpu_sample_run(mgpu *m)
{
    platform *p = m->p;
    const gpu_config *gc = &p->cfg.gpu;
    uint32_t line = gc->l2.line_bytes;
    if (gc->l1v.line_bytes < line) line = gc->l1v.line_bytes;
    if (gc->cu.line_bytes < line) line = gc->cu.line_bytes; /* a piece: one transaction line */
    bool ran = false;
    /* U-MGPU: the share of the detailed CUs' lines in another GPU's
     * memory, in this drain and the earlier ones of the same kernels
     * (mgpu_sample_tx.c) */
    bool unified = p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1;
    double share = unified && mgpu_sample_pending(m) ? mgpu_sample_share(m) : 0;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        cp *c = p->gpu[g]->cp;
        if (!c || !sample_pending(c)) continue;
        ff_mem *x = xcalloc(1, sizeof *x, "sampling's fast part");
        *x = (ff_mem){.p = p, .gpu = (int)g, .line = line, .tx_line = gc->cu.line_bytes,
                      .allocs = &m->allocs};
        sample_mem sm = {.mem = {&ff_ops, x}, .bytes = &x->bytes, .remote_bytes = &x->remote,
                         .remote_lines = &x->remote_lines, .lines = &x->all_lines,
                         .inst = &x->inst, .scalar = &x->scalar,
                         .remote_share = unified ? share : -1,
                         .ref_share = mgpu_sample_ref_share(m, g)};
        ran = true;
        /* a workgroup's failure is the launch's (its command's error) */
        char err[ERR_LEN];
        (void)sample_fast_forward(c, &sm, err, sizeof err);
        free(x);
    }
    return ran;
}
