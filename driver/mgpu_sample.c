/* Sampling's fast part from the driver's side (mgpu.h: mgpu_sample_*):
 * when the engine has run dry with a launch held back by its GPU's
 * sampling layer (mech/sample/sample.h), the held-back workgroups run
 * here, on the platform's untimed path to device memory
 * (platform_backdoor_touch: through the owning GPU's L2 bank, which keeps
 * the lines as the accesses would, and its DRAM), GPU by GPU in index order, and the CPs are woken at their
 * predicted cycles. Nothing runs in the engine meanwhile, so the result
 * is the same for every thread count. */
#include <stdio.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "driver/mgpu_int.h"
#include "mech/sample/sample.h"

typedef struct ff_mem {
    platform *p;
    int gpu;                   /* the GPU running the launch */
    uint32_t line;             /* the smallest line of the path (pieces stay in one) */
    const mem_allocs *allocs;  /* NULL: not checked */
    uint64_t bytes, remote;
} ff_mem;

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
        x->bytes += k;
        if (platform_owner(x->p, a) != x->gpu) x->remote += k;
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
    bool ran = false;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        cp *c = p->gpu[g]->cp;
        if (!c || !sample_pending(c)) continue;
        ff_mem x = {p, (int)g, line, &m->allocs, 0, 0};
        sample_mem sm = {{&ff_ops, &x}, &x.bytes, &x.remote};
        ran = true;
        /* a workgroup's failure is the launch's (its command's error) */
        char err[ERR_LEN];
        (void)sample_fast_forward(c, &sm, err, sizeof err);
    }
    return ran;
}
