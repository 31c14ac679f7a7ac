/* Page tables in simulated memory (prefix xlat_pt_): the format the
 * page-table walker (xlat_walk.h) reads, and the host-side builder the
 * driver uses when it maps memory.
 *
 * Format: x86-64's 4-level radix table, 48-bit virtual addresses, 4 KiB
 * table nodes of 512 eight-byte entries. Level 4 (the root) is indexed by
 * VA bits 47..39, level 3 by 38..30, level 2 by 29..21, level 1 by
 * 20..12. An entry: bit 0 present, bit 1 writable, bit 7 (PS, at level
 * 2 only) "this entry maps a 2 MiB page", bits 12..51 the physical
 * address of the next node or of the page. 1 GiB pages are not used.
 * (GCN's own GPUVM tables are a similar multi-level radix of 8-byte
 * entries; x86-64's layout is the documented one and is what HSA's
 * shared virtual memory walks.)
 *
 * The builder takes nodes from a pool [pool_base, pool_base + size) of
 * physical memory (bump allocation, 4 KiB aligned, the first node is the
 * root) and reads and writes entries through an accessor, so the same
 * code serves a test's flat array and the driver's backdoor into DRAM and
 * L2 (platform_backdoor_write). Nothing is cached on the host side: the
 * simulated memory is the table.
 *
 * Failure: -1 with err filled (err may be NULL): a misaligned address, a
 * 4 KiB mapping inside an existing 2 MiB one (or the reverse), the pool
 * exhausted, an accessor error. */
#ifndef MGSIM_MECH_XLAT_PT_H
#define MGSIM_MECH_XLAT_PT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define XLAT_LEVELS 4
#define XLAT_NODE_BYTES 4096u
#define XLAT_PTE_P 0x1ull
#define XLAT_PTE_W 0x2ull
#define XLAT_PTE_PS 0x80ull
#define XLAT_PTE_ADDR 0x000ffffffffff000ull
#define XLAT_SHIFT_4K 12u
#define XLAT_SHIFT_2M 21u
#define XLAT_VA_BITS 48u

/* A translation: the page holding va, where it is, its size and flags. */
typedef struct xlat_tr {
    uint64_t va_page, pa_page; /* page-aligned */
    uint8_t shift;             /* XLAT_SHIFT_4K or XLAT_SHIFT_2M */
    bool writable;
    bool transient;            /* a fault handler's one-off answer: cache nowhere */
} xlat_tr;

static inline uint64_t xlat_tr_pa(const xlat_tr *t, uint64_t va)
{
    return t->pa_page | (va & ((1ull << t->shift) - 1));
}

/* The index of va's entry in a node of level (1..4). */
static inline uint32_t xlat_pt_index(uint64_t va, uint32_t level)
{
    return (uint32_t)(va >> (XLAT_SHIFT_4K + 9 * (level - 1))) & 511u;
}

/* Whether pte at level ends the walk (a page), and its page shift. */
static inline bool xlat_pte_leaf(uint64_t pte, uint32_t level, uint8_t *shift)
{
    if (level == 1) return *shift = XLAT_SHIFT_4K, true;
    if (level == 2 && (pte & XLAT_PTE_PS)) return *shift = XLAT_SHIFT_2M, true;
    return false;
}

/* Reads and writes one 8-byte entry at a physical address; 0 or -1. */
typedef struct xlat_mem {
    void *arg;
    int (*read)(void *arg, uint64_t pa, uint64_t *v);
    int (*write)(void *arg, uint64_t pa, uint64_t v);
} xlat_mem;

typedef struct xlat_pt {
    xlat_mem mem;
    uint64_t pool_base, pool_size, used; /* bytes of the pool taken */
    uint64_t root;
    uint64_t pages;                      /* leaf entries written */
} xlat_pt;

/* Takes the root node from the pool and zeroes it. */
int xlat_pt_init(xlat_pt *pt, const xlat_mem *mem, uint64_t pool_base, uint64_t pool_size,
                 char *err, size_t errlen);
/* Maps the page at va (aligned to 1 << shift) to pa, making the nodes on
 * the way. Mapping a mapped page again replaces it (a migration). */
int xlat_pt_map(xlat_pt *pt, uint64_t va, uint64_t pa, uint8_t shift, bool writable,
                char *err, size_t errlen);
/* Marks va's page not present; 0 (also when it was not mapped) or -1. */
int xlat_pt_unmap(xlat_pt *pt, uint64_t va, char *err, size_t errlen);
/* The address of the present leaf entry mapping va in *at: 1, 0 when va
 * is not mapped, -1 on an accessor error (what a migration rewrites). */
int xlat_pt_entry(const xlat_pt *pt, uint64_t va, uint64_t *at);
/* The software walk: 1 and *tr when va is mapped, 0 when not, -1 on an
 * accessor error. */
int xlat_pt_lookup(const xlat_pt *pt, uint64_t va, xlat_tr *tr);

#endif
