/* Atomic buffers and flush plans (see dab_buf.h). */
#include "mech/dab/dab_buf.h"

#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "util/vec.h"
#include "engine/fatal.h"

int dab_buf_init(dab_buf *b, uint32_t cap)
{
    b->e = calloc(cap ? cap : 1, sizeof *b->e);
    b->n = 0, b->cap = cap;
    return b->e ? 0 : -1;
}

void dab_buf_fini(dab_buf *b)
{
    free(b->e);
    b->e = NULL, b->n = b->cap = 0;
}

/* Integer ops whose repeated application equals one application of the
 * combined operand; everything else (swap, cmpswap, inc/dec with their
 * wrap, float compare) keeps its own entry. */
bool dab_fusable(uint16_t op)
{
    switch (amdgpu_atomic_kind(op)) {
    case AMDGPU_ATOM_ADD: case AMDGPU_ATOM_SUB: case AMDGPU_ATOM_AND: case AMDGPU_ATOM_OR:
    case AMDGPU_ATOM_XOR: case AMDGPU_ATOM_SMIN: case AMDGPU_ATOM_SMAX: case AMDGPU_ATOM_UMIN:
    case AMDGPU_ATOM_UMAX: return true;
    default: return false;
    }
}

/* The operand that does what a then b did: x - a - b = x - (a + b). */
static uint64_t fuse_src(uint16_t op, unsigned size, uint64_t a, uint64_t b)
{
    enum amdgpu_atomic_kind k = amdgpu_atomic_kind(op);
    return amdgpu_atomic_apply(k == AMDGPU_ATOM_SUB ? AMDGPU_ATOM_ADD : k, size, a, b, 0);
}

static bool same_key(uint64_t addr, uint16_t op, uint8_t size, const dab_entry *e)
{
    return !e->ret && e->addr == addr && e->op == op && e->size == size;
}

static int find_fusable(const dab_buf *b, uint64_t addr, uint16_t op, uint8_t size)
{
    for (uint32_t i = 0; i < b->n; i++)
        if (same_key(addr, op, size, &b->e[i])) return (int)i;
    return -1;
}

uint32_t dab_buf_need(const dab_buf *b, const dab_lane *l, uint32_t n, bool fusion)
{
    uint32_t need = 0;
    for (uint32_t i = 0; i < n; i++) {
        bool fuse = fusion && !l[i].ret && dab_fusable(l[i].op);
        if (fuse && find_fusable(b, l[i].addr, l[i].op, l[i].size) >= 0) continue;
        bool earlier = false; /* fuses into a new entry of an earlier lane */
        for (uint32_t j = 0; fuse && j < i && !earlier; j++)
            earlier = !l[j].ret && l[j].addr == l[i].addr && l[j].op == l[i].op &&
                      l[j].size == l[i].size;
        if (!earlier) need++;
    }
    return need;
}

bool dab_buf_put(dab_buf *b, const dab_entry *x, bool fusion)
{
    if (fusion && !x->ret && dab_fusable(x->op)) {
        int i = find_fusable(b, x->addr, x->op, x->size);
        if (i >= 0) {
            b->e[i].src = fuse_src(x->op, x->size, b->e[i].src, x->src);
            return true;
        }
    }
    ENG_ASSERT(b->n < b->cap, "dab: a buffer of %u entries overflows (the caller skipped dab_buf_need)",
               b->cap);
    b->e[b->n++] = *x;
    return false;
}

/* ---- flush plans ----------------------------------------------------------- */

void dab_plan_reset(dab_plan *p) { p->nent = p->ntx = 0; }

void dab_plan_fini(dab_plan *p)
{
    free(p->ent), free(p->tx), free(p->tmp);
    memset(p, 0, sizeof *p);
}

void dab_plan_add(dab_plan *p, const dab_buf *b, uint32_t start, uint32_t sector_bytes,
                  dab_bank_fn bank_of, const void *ctx)
{
    if (!b->n) return;
    uint32_t tx0 = p->ntx, n = b->n;
    start %= n;
    VEC_RESERVE(p->tmp, p->captmp, n, "dab plan");
    /* which transaction each entry (in flush order) joins */
    for (uint32_t k = 0; k < n; k++) {
        const dab_entry *e = &b->e[(start + k) % n];
        uint64_t sector = sector_bytes ? e->addr / sector_bytes : 0;
        uint32_t t = p->ntx;
        for (uint32_t j = tx0; sector_bytes && j < p->ntx; j++)
            if (p->tx[j].sector == sector && p->tx[j].n < DAB_TXN_MAX) {
                t = j;
                break;
            }
        if (t == p->ntx) {
            VEC_RESERVE(p->tx, p->captx, p->ntx + 1, "dab plan");
            p->tx[t] = (dab_txn){bank_of(ctx, e->addr), 0, 0, sector};
            p->ntx++;
        }
        p->tx[t].n++;
        p->tmp[k] = t;
    }
    /* lay the entries out transaction by transaction, keeping their order */
    VEC_RESERVE(p->ent, p->capent, p->nent + n, "dab plan");
    for (uint32_t t = tx0; t < p->ntx; t++) {
        uint32_t at = p->nent;
        for (uint32_t k = 0; k < n; k++)
            if (p->tmp[k] == t) p->ent[p->nent++] = b->e[(start + k) % n];
        p->tx[t].first = at;
    }
}
