/* A launch's shape (sample_priv.h: sample_shape): what tells similar
 * launches (sample.similar) apart. Launches of one kernel over the same
 * buffers whose by-value arguments differ may run at different rates:
 * bitonic sort's passes take 7.1 us at strides of 1 to 8 elements and
 * 4.8 us from 16 on (paper4 on the R9 Nano, each stride's launches
 * within 2% of each other), and taking one stride's rate for another
 * had been 15.9% short. The stride is in the addresses the launch
 * touches, so the shape is a hash of them: the first and the last
 * workgroup run on a memory of their own, which serves the kernel's
 * code, its arguments and its packet as they are and every other read
 * as a constant, and keeps no write; the hash takes each data access
 * (kind, address, size) in the runner's order and each wave's
 * instruction count. Run twice, with reads of 0 and of 1 per dword: when
 * the two differ, the launch's addresses or its work follow its data
 * (a gather, a frontier), which its arguments do not show, and it has
 * no shape (0). Neither has a workgroup that runs past SHAPE_LIMIT
 * instructions a wave (a wait on another workgroup, a loop whose count
 * it reads). Pure host work on what the launch owns: the CP may run it
 * on any engine thread. */
#include <string.h>

#include "amdgpu/dispatch.h"
#include "mech/sample/sample_priv.h"
#include "util/err.h"

/* Past any short kernel's waves: a launch that runs longer is measured
 * as any, never similar */
#define SHAPE_LIMIT 65536u

typedef struct shape_mem {
    const amdgpu_dispatch *d;
    uint64_t code_lo, code_hi; /* device addresses of the kernel's function */
    uint32_t fill;             /* each dword a data read returns */
    uint64_t h;                /* FNV-1a */
} shape_mem;

static void mix(shape_mem *m, uint64_t v)
{
    for (int i = 0; i < 8; i++, v >>= 8) m->h = (m->h ^ (v & 0xff)) * 1099511628211ull;
}

/* The bytes of [a, a + n) that lie in [lo, lo + len) from src. */
static void overlay(uint8_t *dst, uint64_t a, size_t n, uint64_t lo, uint64_t len,
                    const void *src)
{
    if (!src || a + n <= lo || a >= lo + len) return;
    uint64_t from = a > lo ? a : lo, to = a + n < lo + len ? a + n : lo + len;
    memcpy(dst + (from - a), (const uint8_t *)src + (from - lo), to - from);
}

static bool owned(const shape_mem *m, uint64_t a)
{
    const amdgpu_dispatch *d = m->d;
    return (a >= m->code_lo && a < m->code_hi) ||
           (a >= d->kernarg_addr && a < d->kernarg_addr + d->kernel->kernarg_size) ||
           (a >= d->packet_addr && a < d->packet_addr + sizeof d->pkt);
}

static int op_read(void *ctx, uint64_t a, void *dst, size_t n)
{
    shape_mem *m = ctx;
    const amdgpu_dispatch *d = m->d;
    uint8_t *b = dst;
    for (size_t i = 0; i < n; i++) b[i] = (uint8_t)(m->fill >> 8 * ((a + i) & 3));
    if (owned(m, a)) {
        overlay(b, a, n, m->code_lo, m->code_hi - m->code_lo, d->kernel->code);
        overlay(b, a, n, d->kernarg_addr, d->kernel->kernarg_size, d->kernarg);
        overlay(b, a, n, d->packet_addr, sizeof d->pkt, &d->pkt);
    } else
        mix(m, a), mix(m, n);
    return 0;
}

static int op_write(void *ctx, uint64_t a, const void *src, size_t n)
{
    (void)src;
    shape_mem *m = ctx;
    mix(m, a | 1ull << 63), mix(m, n);
    return 0;
}

static int op_atomic(void *ctx, uint16_t op, uint64_t a, size_t n, uint64_t src, uint64_t cmp,
                     uint64_t *old)
{
    (void)src, (void)cmp;
    shape_mem *m = ctx;
    mix(m, a | 1ull << 62), mix(m, n), mix(m, op);
    *old = m->fill;
    return 0;
}

static const amdgpu_mem_ops shape_ops = {op_read, op_write, op_atomic, NULL};

/* The hash of workgroups 0 and the last with reads of fill; 0 when one
 * fails. */
static uint64_t run(sample_exec *x, const cu_launch *l, uint32_t fill)
{
    const amdgpu_dispatch *d = l->d;
    shape_mem m = {.d = d, .code_lo = d->kernel->entry + l->code_delta,
                   .code_hi = d->kernel->entry + l->code_delta + d->kernel->code_size,
                   .fill = fill, .h = 1469598103934665603ull};
    uint64_t serial = 0, insts = 0;
    sample_mem sm = {.mem = {&shape_ops, &m}, .inst = &serial};
    char err[ERR_LEN];
    uint64_t limit = x->limit;
    x->limit = SHAPE_LIMIT;
    int rc = 0;
    for (int k = 0; k < 2 && !rc; k++) {
        uint64_t wg = k ? d->wg_total - 1 : 0, before = insts;
        if (k && !wg) break;
        rc = sample_exec_run(x, l, wg, 1, &sm, &insts, err, sizeof err);
        mix(&m, insts - before);
    }
    x->limit = limit;
    return rc ? 0 : m.h ? m.h : 1;
}

uint64_t sample_shape(sample_exec *x, const cu_launch *l)
{
    if (!l->d->kernel->code || !l->d->wg_total) return 0;
    uint64_t a = run(x, l, 0);
    return a && a == run(x, l, 1) ? a : 0;
}
