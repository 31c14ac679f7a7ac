/* See xlat_tlb.h: TLB entries with LRU, and the miss table. */
#include "mech/xlat/xlat_tlb.h"

#include <stdlib.h>
#include <string.h>

int xlat_tlb_init(xlat_tlb *t, uint32_t sets, uint32_t ways)
{
    *t = (xlat_tlb){.sets = sets, .ways = ways};
    if (!sets || (sets & (sets - 1)) || !ways) return -1;
    t->e = calloc((size_t)sets * ways, sizeof *t->e);
    return t->e ? 0 : -1;
}

void xlat_tlb_fini(xlat_tlb *t)
{
    free(t->e);
    t->e = NULL;
}

static xlat_tlb_entry *set_of(xlat_tlb *t, uint64_t va, uint8_t shift)
{
    return &t->e[((va >> shift) & (t->sets - 1)) * t->ways];
}

static bool covers(const xlat_tlb_entry *e, uint64_t va)
{
    return e->valid && (va >> e->tr.shift) == (e->tr.va_page >> e->tr.shift);
}

static const uint8_t shifts[2] = {XLAT_SHIFT_4K, XLAT_SHIFT_2M};

bool xlat_tlb_lookup(xlat_tlb *t, uint64_t va, xlat_tr *tr)
{
    for (int k = 0; k < 2; k++) {
        xlat_tlb_entry *s = set_of(t, va, shifts[k]);
        for (uint32_t w = 0; w < t->ways; w++)
            if (covers(&s[w], va) && s[w].tr.shift == shifts[k]) {
                s[w].lru = ++t->stamp;
                *tr = s[w].tr;
                return true;
            }
    }
    return false;
}

bool xlat_tlb_insert(xlat_tlb *t, const xlat_tr *tr)
{
    xlat_tlb_entry *s = set_of(t, tr->va_page, tr->shift), *v = NULL;
    for (uint32_t w = 0; w < t->ways && !v; w++)
        if (covers(&s[w], tr->va_page) && s[w].tr.shift == tr->shift) v = &s[w];
    for (uint32_t w = 0; w < t->ways && !v; w++)
        if (!s[w].valid) v = &s[w];
    bool evicted = false;
    if (!v) {
        v = &s[0];
        for (uint32_t w = 1; w < t->ways; w++)
            if (s[w].lru < v->lru) v = &s[w];
        evicted = true;
    }
    *v = (xlat_tlb_entry){.tr = *tr, .lru = ++t->stamp, .valid = true};
    return evicted;
}

uint32_t xlat_tlb_shoot(xlat_tlb *t, uint64_t va)
{
    uint32_t n = 0;
    for (int k = 0; k < 2; k++) {
        xlat_tlb_entry *s = set_of(t, va, shifts[k]);
        for (uint32_t w = 0; w < t->ways; w++)
            if (covers(&s[w], va) && s[w].tr.shift == shifts[k]) s[w].valid = false, n++;
    }
    return n;
}

uint32_t xlat_tlb_shoot_range(xlat_tlb *t, uint64_t base, uint64_t bytes)
{
    uint32_t n = 0;
    for (size_t i = 0; i < (size_t)t->sets * t->ways; i++) {
        xlat_tlb_entry *e = &t->e[i];
        uint64_t size = 1ull << e->tr.shift;
        if (e->valid && e->tr.va_page < base + bytes && base < e->tr.va_page + size)
            e->valid = false, n++;
    }
    return n;
}

void xlat_tlb_flush(xlat_tlb *t)
{
    memset(t->e, 0, (size_t)t->sets * t->ways * sizeof *t->e);
}

int xlat_mshr_init(xlat_mshr *m, uint32_t entries, uint32_t waiters)
{
    *m = (xlat_mshr){.entries = entries, .waiters = waiters};
    if (!entries || !waiters) return -1;
    m->e = calloc(entries, sizeof *m->e);
    m->w = calloc((size_t)entries * waiters, sizeof *m->w);
    return m->e && m->w ? 0 : -1;
}

void xlat_mshr_fini(xlat_mshr *m)
{
    free(m->e);
    free(m->w);
    m->e = NULL;
    m->w = NULL;
}

static xlat_mshr_entry *find(const xlat_mshr *m, uint64_t vpn)
{
    for (uint32_t i = 0; i < m->entries; i++)
        if (m->e[i].valid && m->e[i].vpn == vpn) return &m->e[i];
    return NULL;
}

enum xlat_mshr_add xlat_mshr_add(xlat_mshr *m, uint64_t va, uint64_t waiter)
{
    uint64_t vpn = va >> XLAT_SHIFT_4K;
    xlat_mshr_entry *e = find(m, vpn);
    if (e) {
        if (e->n == m->waiters) return XLAT_MSHR_FULL;
        m->w[(size_t)(e - m->e) * m->waiters + e->n++] = waiter;
        return XLAT_MSHR_MERGED;
    }
    if (m->used == m->entries) return XLAT_MSHR_FULL;
    for (uint32_t i = 0; i < m->entries; i++)
        if (!m->e[i].valid) {
            m->e[i] = (xlat_mshr_entry){.vpn = vpn, .n = 1, .valid = true};
            m->w[(size_t)i * m->waiters] = waiter;
            m->used++;
            return XLAT_MSHR_NEW;
        }
    return XLAT_MSHR_FULL; /* not reached: used < entries */
}

bool xlat_mshr_pending(const xlat_mshr *m, uint64_t va)
{
    return find(m, va >> XLAT_SHIFT_4K) != NULL;
}

uint32_t xlat_mshr_mark_stale(xlat_mshr *m, uint64_t base, uint64_t bytes)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->entries; i++) {
        uint64_t va = m->e[i].vpn << XLAT_SHIFT_4K;
        if (m->e[i].valid && va >= base && va - base < bytes) m->e[i].stale = true, n++;
    }
    return n;
}

bool xlat_mshr_unstale(xlat_mshr *m, uint64_t va)
{
    xlat_mshr_entry *e = find(m, va >> XLAT_SHIFT_4K);
    if (!e || !e->stale) return false;
    e->stale = false;
    return true;
}

uint32_t xlat_mshr_take(xlat_mshr *m, uint64_t va, uint64_t *out)
{
    xlat_mshr_entry *e = find(m, va >> XLAT_SHIFT_4K);
    if (!e) return 0;
    uint32_t n = e->n;
    memcpy(out, &m->w[(size_t)(e - m->e) * m->waiters], n * sizeof *out);
    e->valid = false;
    m->used--;
    return n;
}
