/* See xlat_pt.h: building and walking the radix page table. */
#include "mech/xlat/xlat_pt.h"

#include <stdio.h>

static int fail(char *err, size_t errlen, const char *what, uint64_t a)
{
    if (err) snprintf(err, errlen, "xlat: %s (0x%llx)", what, (unsigned long long)a);
    return -1;
}

/* A zeroed node from the pool, or 0 when the pool is used up. */
static uint64_t node_new(xlat_pt *pt)
{
    if (pt->pool_size - pt->used < XLAT_NODE_BYTES) return 0;
    uint64_t n = pt->pool_base + pt->used;
    for (uint32_t i = 0; i < XLAT_NODE_BYTES / 8; i++)
        if (pt->mem.write(pt->mem.arg, n + 8 * i, 0) < 0) return 0;
    pt->used += XLAT_NODE_BYTES;
    return n;
}

int xlat_pt_init(xlat_pt *pt, const xlat_mem *mem, uint64_t pool_base, uint64_t pool_size,
                 char *err, size_t errlen)
{
    *pt = (xlat_pt){.mem = *mem, .pool_base = pool_base, .pool_size = pool_size};
    if (pool_base % XLAT_NODE_BYTES) return fail(err, errlen, "pool not 4 KiB aligned", pool_base);
    if (!(pt->root = node_new(pt))) return fail(err, errlen, "page-table pool too small", pool_size);
    return 0;
}

static bool shift_ok(uint8_t s) { return s == XLAT_SHIFT_4K || s == XLAT_SHIFT_2M; }

int xlat_pt_map(xlat_pt *pt, uint64_t va, uint64_t pa, uint8_t shift, bool writable, char *err,
                size_t errlen)
{
    uint64_t mask = (1ull << shift) - 1;
    if (!shift_ok(shift)) return fail(err, errlen, "page shift must be 12 or 21", shift);
    if ((va | pa) & mask) return fail(err, errlen, "mapping not aligned to its page", va);
    if (va >> XLAT_VA_BITS) return fail(err, errlen, "virtual address beyond 48 bits", va);
    if (pa & ~XLAT_PTE_ADDR) return fail(err, errlen, "physical address beyond 52 bits", pa);
    uint32_t leaf = shift == XLAT_SHIFT_2M ? 2 : 1;
    uint64_t node = pt->root, pte;
    for (uint32_t l = XLAT_LEVELS; l > leaf; l--) {
        uint64_t at = node + 8ull * xlat_pt_index(va, l);
        if (pt->mem.read(pt->mem.arg, at, &pte) < 0) return fail(err, errlen, "read", at);
        if (pte & XLAT_PTE_P) {
            if (l == 2 && (pte & XLAT_PTE_PS))
                return fail(err, errlen, "4 KiB page inside a mapped 2 MiB page", va);
            node = pte & XLAT_PTE_ADDR;
            continue;
        }
        uint64_t n = node_new(pt);
        if (!n) return fail(err, errlen, "page-table pool exhausted", pt->pool_size);
        if (pt->mem.write(pt->mem.arg, at, n | XLAT_PTE_P | XLAT_PTE_W) < 0)
            return fail(err, errlen, "write", at);
        node = n;
    }
    uint64_t at = node + 8ull * xlat_pt_index(va, leaf);
    if (pt->mem.read(pt->mem.arg, at, &pte) < 0) return fail(err, errlen, "read", at);
    if (leaf == 2 && (pte & XLAT_PTE_P) && !(pte & XLAT_PTE_PS))
        return fail(err, errlen, "2 MiB page over mapped 4 KiB pages", va);
    uint64_t v = pa | XLAT_PTE_P | (writable ? XLAT_PTE_W : 0) | (leaf == 2 ? XLAT_PTE_PS : 0);
    if (pt->mem.write(pt->mem.arg, at, v) < 0) return fail(err, errlen, "write", at);
    if (!(pte & XLAT_PTE_P)) pt->pages++;
    return 0;
}

/* The entry that maps va (its address in *at), walking from the root:
 * 1 found (present leaf), 0 not mapped, -1 accessor error. */
static int find(const xlat_pt *pt, uint64_t va, uint64_t *at, uint64_t *pte, uint32_t *level)
{
    uint64_t node = pt->root;
    for (uint32_t l = XLAT_LEVELS; l >= 1; l--) {
        *at = node + 8ull * xlat_pt_index(va, l);
        if (pt->mem.read(pt->mem.arg, *at, pte) < 0) return -1;
        if (!(*pte & XLAT_PTE_P)) return 0;
        uint8_t s;
        if (xlat_pte_leaf(*pte, l, &s)) return *level = l, 1;
        node = *pte & XLAT_PTE_ADDR;
    }
    return 0;
}

int xlat_pt_unmap(xlat_pt *pt, uint64_t va, char *err, size_t errlen)
{
    uint64_t at, pte;
    uint32_t l;
    int r = find(pt, va, &at, &pte, &l);
    if (r < 0) return fail(err, errlen, "read", va);
    if (!r) return 0;
    if (pt->mem.write(pt->mem.arg, at, pte & ~XLAT_PTE_P) < 0) return fail(err, errlen, "write", at);
    pt->pages--;
    return 0;
}

int xlat_pt_entry(const xlat_pt *pt, uint64_t va, uint64_t *at)
{
    uint64_t pte;
    uint32_t l;
    return find(pt, va, at, &pte, &l);
}

int xlat_pt_lookup(const xlat_pt *pt, uint64_t va, xlat_tr *tr)
{
    uint64_t at, pte;
    uint32_t l;
    int r = find(pt, va, &at, &pte, &l);
    if (r <= 0) return r;
    uint8_t s = XLAT_SHIFT_4K;
    xlat_pte_leaf(pte, l, &s);
    *tr = (xlat_tr){.va_page = va & ~((1ull << s) - 1), .pa_page = pte & XLAT_PTE_ADDR & ~((1ull << s) - 1),
                    .shift = s, .writable = (pte & XLAT_PTE_W) != 0};
    return 1;
}
