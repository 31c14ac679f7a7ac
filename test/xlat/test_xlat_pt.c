/* The page table by hand (mech/xlat/xlat_pt.h): the entries a
 * mapping writes, read back as raw bytes at the addresses the x86-64
 * index arithmetic gives; random 4 KiB and 2 MiB mappings against a
 * reference list; refusals (misaligned, mixed sizes, pool exhausted). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/xlat/xlat_pt.h"

/* A flat memory standing in for DRAM: [BASE, BASE + BYTES). */
#define BASE 0x40000000ull
#define BYTES (1u << 20)
typedef struct flat {
    uint8_t *b;
    uint64_t writes;
} flat;

static int rd(void *arg, uint64_t pa, uint64_t *v)
{
    flat *f = arg;
    if (pa < BASE || pa + 8 > BASE + BYTES) return -1;
    memcpy(v, f->b + (pa - BASE), 8);
    return 0;
}

static int wr(void *arg, uint64_t pa, uint64_t v)
{
    flat *f = arg;
    if (pa < BASE || pa + 8 > BASE + BYTES) return -1;
    memcpy(f->b + (pa - BASE), &v, 8);
    f->writes++;
    return 0;
}

static uint64_t raw(const flat *f, uint64_t pa)
{
    uint64_t v;
    memcpy(&v, f->b + (pa - BASE), 8);
    return v;
}

static xlat_mem mem_of(flat *f) { return (xlat_mem){f, rd, wr}; }

/* VA 0x0000_0080_4060_3123: level-4 index 1 (bit 39), level 3 index 1
 * (bit 30), level 2 index 3 (bits 21-29: 0x0060_0000 >> 21), level 1
 * index 3 (0x3000 >> 12); nodes are taken in order root, L3, L2, L1. */
static void entries_where_x86_64_puts_them(void **st)
{
    (void)st;
    flat f = {calloc(1, BYTES), 0};
    xlat_mem m = mem_of(&f);
    xlat_pt pt;
    assert_int_equal(xlat_pt_init(&pt, &m, BASE, BYTES, NULL, 0), 0);
    uint64_t va = 0x8040603123ull & ~0xfffull, pa = 0x123456000ull;
    assert_int_equal(xlat_pt_map(&pt, va, pa, XLAT_SHIFT_4K, true, NULL, 0), 0);
    uint64_t root = BASE, l3 = BASE + 0x1000, l2 = BASE + 0x2000, l1 = BASE + 0x3000;
    assert_int_equal(raw(&f, root + 8 * 1), l3 | 3);
    assert_int_equal(raw(&f, l3 + 8 * 1), l2 | 3);
    assert_int_equal(raw(&f, l2 + 8 * 3), l1 | 3);
    assert_int_equal(raw(&f, l1 + 8 * 3), pa | 3);
    assert_int_equal(raw(&f, l1 + 8 * 4), 0);
    assert_int_equal(pt.used, 4 * XLAT_NODE_BYTES);
    /* a read-only 2 MiB page in the same level-2 node: PS set, no L1 node */
    assert_int_equal(xlat_pt_map(&pt, 0x8040800000ull, 0x200000000ull, XLAT_SHIFT_2M, false,
                                 NULL, 0), 0);
    assert_int_equal(raw(&f, l2 + 8 * 4), 0x200000000ull | XLAT_PTE_P | XLAT_PTE_PS);
    assert_int_equal(pt.used, 4 * XLAT_NODE_BYTES);
    xlat_tr tr;
    assert_int_equal(xlat_pt_lookup(&pt, 0x8040812345ull, &tr), 1);
    assert_int_equal(tr.shift, XLAT_SHIFT_2M);
    assert_int_equal(xlat_tr_pa(&tr, 0x8040812345ull), 0x200012345ull);
    assert_false(tr.writable);
    assert_int_equal(xlat_pt_lookup(&pt, 0x8040603ffful, &tr), 1);
    assert_int_equal(xlat_tr_pa(&tr, 0x8040603ffful), pa + 0xfff);
    assert_int_equal(xlat_pt_lookup(&pt, 0x8040604000ull, &tr), 0);
    /* unmapping clears P only; a remap (a migration) replaces the frame */
    assert_int_equal(xlat_pt_unmap(&pt, va, NULL, 0), 0);
    assert_int_equal(raw(&f, l1 + 8 * 3), pa | XLAT_PTE_W);
    assert_int_equal(xlat_pt_lookup(&pt, va, &tr), 0);
    assert_int_equal(xlat_pt_map(&pt, va, 0x777000ull, XLAT_SHIFT_4K, true, NULL, 0), 0);
    assert_int_equal(raw(&f, l1 + 8 * 3), 0x777000ull | 3);
    free(f.b);
}

static void refusals(void **st)
{
    (void)st;
    flat f = {calloc(1, BYTES), 0};
    xlat_mem m = mem_of(&f);
    xlat_pt pt;
    char err[128];
    assert_int_equal(xlat_pt_init(&pt, &m, BASE + 8, BYTES, err, sizeof err), -1);
    assert_int_equal(xlat_pt_init(&pt, &m, BASE, 3 * XLAT_NODE_BYTES, err, sizeof err), 0);
    assert_int_equal(xlat_pt_map(&pt, 0x1000, 0x2001, XLAT_SHIFT_4K, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "aligned"));
    assert_int_equal(xlat_pt_map(&pt, 0x1000, 0x2000, 13, true, err, sizeof err), -1);
    assert_int_equal(xlat_pt_map(&pt, 1ull << 48, 0x2000, XLAT_SHIFT_4K, true, err, sizeof err), -1);
    /* root + L3 + L2 fit, the L1 node does not */
    assert_int_equal(xlat_pt_map(&pt, 0x1000, 0x2000, XLAT_SHIFT_4K, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "exhausted"));
    assert_int_equal(xlat_pt_map(&pt, 0x200000, 0x400000, XLAT_SHIFT_2M, true, err, sizeof err), 0);
    assert_int_equal(xlat_pt_map(&pt, 0x201000, 0x2000, XLAT_SHIFT_4K, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "inside"));
    free(f.b);
    f = (flat){calloc(1, BYTES), 0};
    m = mem_of(&f);
    assert_int_equal(xlat_pt_init(&pt, &m, BASE, BYTES, err, sizeof err), 0);
    assert_int_equal(xlat_pt_map(&pt, 0x201000, 0x2000, XLAT_SHIFT_4K, true, err, sizeof err), 0);
    assert_int_equal(xlat_pt_map(&pt, 0x200000, 0x400000, XLAT_SHIFT_2M, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "over"));
    free(f.b);
}

/* Random mappings of both sizes in a 64 GiB window, against a list. */
static void random_against_reference(void **st)
{
    (void)st;
    flat f = {calloc(1, BYTES), 0};
    xlat_mem m = mem_of(&f);
    xlat_pt pt;
    assert_int_equal(xlat_pt_init(&pt, &m, BASE, BYTES, NULL, 0), 0);
    enum { N = 300 };
    uint64_t va[N], pa[N];
    uint8_t sh[N];
    uint32_t n = 0;
    uint64_t seed = 99;
    for (int i = 0; i < 2000 && n < N; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        uint8_t s = (seed >> 60) & 1 ? XLAT_SHIFT_2M : XLAT_SHIFT_4K;
        uint64_t v = ((seed >> 8) & ((1ull << 36) - 1)) & ~((1ull << s) - 1);
        uint64_t p = (((seed >> 20) * 7919) & ((1ull << 40) - 1)) & ~((1ull << s) - 1);
        bool clash = false; /* skip overlaps with an earlier mapping (of either size) */
        for (uint32_t k = 0; k < n && !clash; k++) {
            uint8_t big = sh[k] > s ? sh[k] : s;
            clash = (va[k] >> big) == (v >> big) && (sh[k] != s || va[k] == v);
            clash = clash || ((va[k] >> XLAT_SHIFT_2M) == (v >> XLAT_SHIFT_2M) && sh[k] != s);
        }
        if (clash) continue;
        if (xlat_pt_map(&pt, v, p, s, true, NULL, 0)) continue;
        va[n] = v, pa[n] = p, sh[n] = s, n++;
    }
    assert_true(n > 200);
    assert_int_equal(pt.pages, n);
    for (uint32_t k = 0; k < n; k++) {
        xlat_tr tr;
        uint64_t off = (k * 2654435761u) & ((1ull << sh[k]) - 1);
        assert_int_equal(xlat_pt_lookup(&pt, va[k] + off, &tr), 1);
        assert_int_equal(tr.shift, sh[k]);
        assert_int_equal(xlat_tr_pa(&tr, va[k] + off), pa[k] + off);
    }
    free(f.b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(entries_where_x86_64_puts_them),
        cmocka_unit_test(refusals),
        cmocka_unit_test(random_against_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
