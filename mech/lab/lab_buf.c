/* See lab_buf.h. */
#include "mech/lab/lab_buf.h"

#include <stdlib.h>
#include <string.h>

#include "amdgpu/atomic.h"
#include "util/vec.h"

#define UNBOUNDED_SETS 1024u

int lab_buf_init(lab_buf *b, uint32_t entries, uint32_t ways, bool unbounded)
{
    memset(b, 0, sizeof *b);
    if (!unbounded && (!entries || !ways || entries % ways)) return -1;
    b->unbounded = unbounded;
    b->sets = unbounded ? UNBOUNDED_SETS : entries / ways;
    b->ways = unbounded ? 0 : ways;
    b->set = calloc(b->sets, sizeof *b->set);
    if (!b->set) return -1;
    for (uint32_t s = 0; !unbounded && s < b->sets; s++) {
        b->set[s].w = calloc(ways, sizeof *b->set[s].w);
        if (!b->set[s].w) {
            lab_buf_free(b);
            return -1;
        }
        b->set[s].cap = ways;
    }
    return 0;
}

void lab_buf_free(lab_buf *b)
{
    for (uint32_t s = 0; b->set && s < b->sets; s++) free(b->set[s].w);
    free(b->set);
    memset(b, 0, sizeof *b);
}

bool lab_buf_kind_ok(unsigned kind)
{
    switch (kind) {
    case AMDGPU_ATOM_ADD: case AMDGPU_ATOM_SUB:
    case AMDGPU_ATOM_SMIN: case AMDGPU_ATOM_UMIN: case AMDGPU_ATOM_SMAX: case AMDGPU_ATOM_UMAX:
    case AMDGPU_ATOM_AND: case AMDGPU_ATOM_OR: case AMDGPU_ATOM_XOR:
        return true;
    default: return false;
    }
}

uint64_t lab_buf_combine(unsigned kind, unsigned width, uint64_t a, uint64_t b)
{
    uint64_t m = width == 8 ? ~0ull : 0xffffffffull;
    a &= m, b &= m;
    int64_t sa = width == 8 ? (int64_t)a : (int64_t)(int32_t)(uint32_t)a;
    int64_t sb = width == 8 ? (int64_t)b : (int64_t)(int32_t)(uint32_t)b;
    switch (kind) {
    case AMDGPU_ATOM_ADD:
    case AMDGPU_ATOM_SUB: return (a + b) & m; /* SUB: the subtrahends' sum */
    case AMDGPU_ATOM_SMIN: return sa < sb ? a : b;
    case AMDGPU_ATOM_SMAX: return sa > sb ? a : b;
    case AMDGPU_ATOM_UMIN: return a < b ? a : b;
    case AMDGPU_ATOM_UMAX: return a > b ? a : b;
    case AMDGPU_ATOM_AND: return a & b;
    case AMDGPU_ATOM_OR: return a | b;
    case AMDGPU_ATOM_XOR: return a ^ b;
    default: return b;
    }
}

static lab_set *set_of(const lab_buf *b, uint64_t line)
{
    return &b->set[(line / LAB_LINE) % b->sets];
}

static lab_line *find(const lab_buf *b, uint64_t line)
{
    lab_set *s = set_of(b, line);
    for (uint32_t i = 0; i < s->n; i++)
        if (s->w[i].valid && s->w[i].addr == line) return &s->w[i];
    return NULL;
}

bool lab_buf_has(const lab_buf *b, uint64_t addr)
{
    return find(b, addr & ~(uint64_t)(LAB_LINE - 1)) != NULL;
}

static void start(lab_buf *b, lab_line *l, uint64_t line, unsigned kind, unsigned width)
{
    memset(l, 0, sizeof *l);
    l->addr = line, l->kind = (uint8_t)kind, l->width = (uint8_t)width, l->valid = true;
    l->lru = ++b->clock;
    b->lines++;
}

/* A way for a new line in line's set: a free one, or the LRU victim
 * (copied to *out; *evicted set). */
static lab_line *way_for(lab_buf *b, uint64_t line, lab_line *out, bool *evicted)
{
    lab_set *s = set_of(b, line);
    *evicted = false;
    for (uint32_t i = 0; i < s->n; i++)
        if (!s->w[i].valid) return &s->w[i];
    if (b->unbounded || s->n < s->cap) {
        if (b->unbounded) VEC_RESERVE(s->w, s->cap, (size_t)s->n + 1, "local atomic buffer");
        return &s->w[s->n++];
    }
    lab_line *v = &s->w[0];
    for (uint32_t i = 1; i < s->n; i++)
        if (s->w[i].lru < v->lru) v = &s->w[i];
    *out = *v;
    v->valid = false;
    b->lines--;
    *evicted = true;
    return v;
}

enum lab_put lab_buf_put(lab_buf *b, uint64_t addr, unsigned kind, unsigned width, uint64_t src,
                         lab_line *out)
{
    uint64_t line = addr & ~(uint64_t)(LAB_LINE - 1);
    uint32_t slot = (uint32_t)((addr - line) / width);
    uint64_t m = width == 8 ? ~0ull : 0xffffffffull;
    enum lab_put what = LAB_PUT_HIT;
    lab_line *l = find(b, line);
    if (l && (l->kind != kind || l->width != width)) {
        *out = *l;
        l->valid = false;
        b->lines--;
        start(b, l, line, kind, width); /* the same way: no other line moves */
        what = LAB_PUT_OPCHANGE;
    } else if (!l) {
        bool evicted;
        l = way_for(b, line, out, &evicted);
        start(b, l, line, kind, width);
        what = evicted ? LAB_PUT_EVICT : LAB_PUT_MISS;
    }
    l->lru = ++b->clock;
    if (l->mask >> slot & 1) l->val[slot] = lab_buf_combine(kind, width, l->val[slot], src);
    else l->val[slot] = src & m, l->mask |= 1u << slot;
    return what;
}

bool lab_buf_take(lab_buf *b, uint64_t addr, lab_line *out)
{
    lab_line *l = find(b, addr & ~(uint64_t)(LAB_LINE - 1));
    if (!l) return false;
    *out = *l;
    l->valid = false;
    b->lines--;
    return true;
}

bool lab_buf_take_any(lab_buf *b, lab_line *out)
{
    if (!b->lines) return false;
    for (uint32_t k = 0; k < b->sets; k++) { /* from where the last one was found */
        uint32_t s = (b->scan + k) % b->sets;
        for (uint32_t i = 0; i < b->set[s].n; i++)
            if (b->set[s].w[i].valid) {
                *out = b->set[s].w[i];
                b->set[s].w[i].valid = false;
                b->lines--;
                b->scan = s;
                return true;
            }
    }
    return false;
}
