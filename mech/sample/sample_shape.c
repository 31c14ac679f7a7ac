/* A launch's shape (sample_priv.h: sample_shape): what tells similar
 * launches (sample.similar) apart. Launches of one kernel over the same
 * buffers whose by-value arguments differ may run at different rates:
 * bitonic sort's passes take 7.1 us at strides of 1 to 8 elements and
 * 4.8 us from 16 on (paper4 on the R9 Nano, each stride's launches
 * within 2% of each other), and taking one stride's rate for another
 * had been 15.9% short. The stride is in the addresses the launch
 * touches, so the shape is a hash of them: the first and the last
 * workgroup run on a memory of their own, which serves the kernel's
 * code, its arguments and its packet as they are, what they wrote as
 * they wrote it, and every other read as a constant, and writes nothing
 * to device memory; the hash takes each data access
 * (kind, address, size) in the runner's order and each wave's
 * instruction count. Run twice, with reads of 0 and of 1 per dword: when
 * the two differ, the launch's addresses or its work follow its data
 * (a gather, a frontier), which its arguments do not show, and it has
 * no shape (0). Neither has a workgroup that runs past SHAPE_LIMIT
 * instructions a wave (a wait on another workgroup, a loop whose count
 * it reads), nor one that may wait for the host or for other devices
 * (a hostcall's or a cooperative launch's hidden argument). Pure host
 * work on what the launch owns: the CP may run it on any engine thread. */
#include <stdlib.h>
#include <string.h>

#include "amdgpu/dispatch.h"
#include "mech/sample/sample_priv.h"
#include "util/err.h"

/* Past any short kernel's waves: a launch that runs longer is measured
 * as any, never similar */
#define SHAPE_LIMIT 65536u

/* The bytes the workgroups wrote, which they read back as written (a
 * private array in scratch, a value stored then loaded): without them a
 * kernel that spills would read the constant where its own index was,
 * and have no shape. Open addressing, address + 1 the key (0: empty). */
#define WRITTEN_MAX (1u << 22)

typedef struct shape_mem {
    const amdgpu_dispatch *d;
    uint64_t code_lo, code_hi; /* device addresses of the kernel's function */
    uint32_t fill;             /* each dword a data read returns */
    uint64_t h;                /* FNV-1a */
    uint64_t *key;             /* the bytes written: addresses + 1 */
    uint8_t *val;
    uint32_t cap, n;           /* slots (a power of two), used */
    bool over;                 /* more written than WRITTEN_MAX: no shape */
} shape_mem;

static void mix(shape_mem *m, uint64_t v)
{
    for (int i = 0; i < 8; i++, v >>= 8) m->h = (m->h ^ (v & 0xff)) * 1099511628211ull;
}

static uint32_t slot(const shape_mem *m, uint64_t a)
{
    uint32_t i = (uint32_t)((a * 0x9e3779b97f4a7c15ull) >> 40) & (m->cap - 1);
    while (m->key[i] && m->key[i] != a + 1) i = (i + 1) & (m->cap - 1);
    return i;
}

static bool grow(shape_mem *m)
{
    uint32_t cap = m->cap ? m->cap * 2 : 4096;
    if (cap > WRITTEN_MAX) return false;
    shape_mem t = {.cap = cap, .key = calloc(cap, sizeof *t.key), .val = malloc(cap)};
    if (!t.key || !t.val) {
        free(t.key), free(t.val);
        return false;
    }
    for (uint32_t i = 0; i < m->cap; i++)
        if (m->key[i]) {
            uint32_t j = slot(&t, m->key[i] - 1);
            t.key[j] = m->key[i], t.val[j] = m->val[i];
        }
    free(m->key), free(m->val);
    m->key = t.key, m->val = t.val, m->cap = cap;
    return true;
}

static void keep(shape_mem *m, uint64_t a, uint8_t v)
{
    if (m->over) return;
    if (2 * (m->n + 1) > m->cap && !grow(m)) {
        m->over = true;
        return;
    }
    uint32_t i = slot(m, a);
    if (!m->key[i]) m->key[i] = a + 1, m->n++;
    m->val[i] = v;
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
    } else {
        mix(m, a), mix(m, n);
        for (size_t i = 0; i < n && m->n; i++) {
            uint32_t k = slot(m, a + i);
            if (m->key[k]) b[i] = m->val[k];
        }
    }
    return 0;
}

static int op_write(void *ctx, uint64_t a, const void *src, size_t n)
{
    shape_mem *m = ctx;
    mix(m, a | 1ull << 63), mix(m, n);
    for (size_t i = 0; i < n; i++) keep(m, a + i, ((const uint8_t *)src)[i]);
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
    free(m.key), free(m.val);
    return rc || m.over ? 0 : m.h ? m.h : 1;
}

/* Whether k may wait for the host (printf's hostcalls) or for other
 * devices (a multi-device cooperative launch): its waves would spin to
 * SHAPE_LIMIT here, for nothing. */
static bool waits_outside(const struct amdgpu_kernel *k)
{
    for (size_t i = 0; i < k->nargs; i++)
        if (k->args[i].kind == AMDGPU_ARG_HIDDEN_HOSTCALL_BUFFER ||
            k->args[i].kind == AMDGPU_ARG_HIDDEN_MULTIGRID_SYNC_ARG)
            return true;
    return false;
}

uint64_t sample_shape(sample_exec *x, const cu_launch *l)
{
    if (!l->d->kernel->code || !l->d->wg_total || waits_outside(l->d->kernel)) return 0;
    uint64_t a = run(x, l, 0);
    return a && a == run(x, l, 1) ? a : 0;
}
