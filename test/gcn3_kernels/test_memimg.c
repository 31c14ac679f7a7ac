/* The memory image and the atomic arithmetic: regions and guard pages,
 * sparse zero pages, and every atomic kind at 32 and 64 bits against
 * values worked out by hand (GCN inc/dec wrap included). */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "gcn3/atomic.h"
#include "gcn3/inst.h"
#include "gcn3/memimg.h"

static void test_regions(void **state)
{
    (void)state;
    gcn3_memimg *m = gcn3_memimg_new();
    uint64_t a, b;
    assert_int_equal(gcn3_memimg_alloc(m, 100, 0, &a), 0);
    assert_int_equal(gcn3_memimg_alloc(m, 5000, 256, &b), 0);
    assert_true(b >= a + 100 + GCN3_MEMIMG_PAGE - 100); /* a guard page between */
    assert_int_equal(b % 256, 0);
    uint8_t buf[200] = {0}, zero[200] = {0};
    /* untouched memory reads 0 and costs nothing */
    assert_int_equal(gcn3_memimg_read(m, b + 4000, buf, 200), 0);
    assert_memory_equal(buf, zero, 200);
    assert_int_equal(gcn3_memimg_resident(m), 0);
    /* a write across a page boundary reads back */
    for (int i = 0; i < 200; i++) buf[i] = (uint8_t)i;
    assert_int_equal(gcn3_memimg_write(m, b + 4000, buf, 200), 0);
    uint8_t back[200];
    assert_int_equal(gcn3_memimg_read(m, b + 4000, back, 200), 0);
    assert_memory_equal(back, buf, 200);
    /* its two pages: a whole one and the region's last 5000 - 4096 bytes */
    assert_int_equal(gcn3_memimg_resident(m), 5000);
    /* off the end, into the guard, below everything, straddling: errors */
    assert_int_equal(gcn3_memimg_read(m, a + 99, back, 2), -1);
    assert_int_equal(gcn3_memimg_write(m, a + 100, back, 1), -1);
    assert_int_equal(gcn3_memimg_read(m, 0, back, 4), -1);
    assert_int_equal(gcn3_memimg_read(m, b - 1, back, 4), -1);
    assert_int_equal(gcn3_memimg_read(m, UINT64_MAX - 1, back, 4), -1);
    /* fixed mappings may not overlap */
    assert_int_equal(gcn3_memimg_map(m, 0x1000, 0x1000), 0);
    assert_int_equal(gcn3_memimg_map(m, 0x1800, 0x1000), -1);
    assert_int_equal(gcn3_memimg_map(m, 0x0800, 0x1000), -1);
    assert_int_equal(gcn3_memimg_map(m, 0x2000, 0x10), 0);
    assert_true(gcn3_memimg_mapped(m, 0x1ffc, 4));
    assert_false(gcn3_memimg_mapped(m, 0x1ffc, 8)); /* two regions, not one */
    /* fill */
    assert_int_equal(gcn3_memimg_fill(m, a, 0xab, 100), 0);
    assert_int_equal(gcn3_memimg_read(m, a + 50, back, 1), 0);
    assert_int_equal(back[0], 0xab);
    gcn3_memimg_free(m);
}

static uint64_t ap(enum gcn3_atomic_kind k, unsigned w, uint64_t old, uint64_t src, uint64_t cmp)
{
    return gcn3_atomic_apply(k, w, old, src, cmp);
}

static void test_atomic_arith(void **state)
{
    (void)state;
    /* 32-bit: signedness of min/max, wrap of add/sub, inc/dec limits */
    assert_int_equal(ap(GCN3_ATOM_ADD, 4, 0xffffffff, 2, 0), 1);
    assert_int_equal(ap(GCN3_ATOM_SUB, 4, 1, 2, 0), 0xffffffff);
    assert_int_equal(ap(GCN3_ATOM_RSUB, 4, 1, 5, 0), 4);
    assert_int_equal(ap(GCN3_ATOM_SMIN, 4, 5, 0xfffffffe, 0), 0xfffffffe);
    assert_int_equal(ap(GCN3_ATOM_UMIN, 4, 5, 0xfffffffe, 0), 5);
    assert_int_equal(ap(GCN3_ATOM_SMAX, 4, 5, 0xfffffffe, 0), 5);
    assert_int_equal(ap(GCN3_ATOM_UMAX, 4, 5, 0xfffffffe, 0), 0xfffffffe);
    assert_int_equal(ap(GCN3_ATOM_AND, 4, 0xf0f0, 0xff00, 0), 0xf000);
    assert_int_equal(ap(GCN3_ATOM_OR, 4, 0xf0f0, 0xff00, 0), 0xfff0);
    assert_int_equal(ap(GCN3_ATOM_XOR, 4, 0xf0f0, 0xff00, 0), 0x0ff0);
    assert_int_equal(ap(GCN3_ATOM_SWAP, 4, 7, 9, 0), 9);
    assert_int_equal(ap(GCN3_ATOM_CMPSWAP, 4, 7, 9, 7), 9);
    assert_int_equal(ap(GCN3_ATOM_CMPSWAP, 4, 7, 9, 8), 7);
    assert_int_equal(ap(GCN3_ATOM_INC, 4, 3, 7, 0), 4);
    assert_int_equal(ap(GCN3_ATOM_INC, 4, 7, 7, 0), 0);  /* old >= limit: wrap */
    assert_int_equal(ap(GCN3_ATOM_INC, 4, 9, 7, 0), 0);
    assert_int_equal(ap(GCN3_ATOM_DEC, 4, 3, 7, 0), 2);
    assert_int_equal(ap(GCN3_ATOM_DEC, 4, 0, 7, 0), 7);  /* 0: wrap to limit */
    assert_int_equal(ap(GCN3_ATOM_DEC, 4, 9, 7, 0), 7);  /* above limit too */
    assert_int_equal(ap(GCN3_ATOM_MSKOR, 4, 0xffff, 0x0a00, 0x0f00), 0xfaff);
    /* only the low 32 bits count for a 4-byte word */
    assert_int_equal(ap(GCN3_ATOM_ADD, 4, 0x100000001ull, 0x100000001ull, 0), 2);
    /* 64-bit */
    assert_true(ap(GCN3_ATOM_ADD, 8, 0xffffffffull, 1, 0) == 0x100000000ull);
    assert_true(ap(GCN3_ATOM_SMIN, 8, 1, UINT64_MAX, 0) == UINT64_MAX);
    assert_true(ap(GCN3_ATOM_UMIN, 8, 1, UINT64_MAX, 0) == 1);
    assert_true(ap(GCN3_ATOM_SMAX, 8, 0x8000000000000000ull, 1, 0) == 1);
    assert_true(ap(GCN3_ATOM_UMAX, 8, 0x8000000000000000ull, 1, 0) == 0x8000000000000000ull);
    assert_true(ap(GCN3_ATOM_INC, 8, 0xffffffffull, 0x100000000ull, 0) == 0x100000000ull);
    assert_true(ap(GCN3_ATOM_DEC, 8, 0, 0x100000000ull, 0) == 0x100000000ull);
    assert_true(ap(GCN3_ATOM_CMPSWAP, 8, 1ull << 40, 5, 1ull << 40) == 5);
    /* floats (DS): 1.5 + 2.25, min/max */
    float a = 1.5f, b = 2.25f, r;
    uint32_t ua, ub, ur;
    memcpy(&ua, &a, 4), memcpy(&ub, &b, 4);
    ur = (uint32_t)ap(GCN3_ATOM_FADD, 4, ua, ub, 0);
    memcpy(&r, &ur, 4);
    assert_true(r == 3.75f);
    assert_int_equal(ap(GCN3_ATOM_FMIN, 4, ua, ub, 0), ua);
    assert_int_equal(ap(GCN3_ATOM_FMAX, 4, ua, ub, 0), ub);
}

static void test_atomic_ids(void **state)
{
    (void)state;
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_flat_atomic_inc), GCN3_ATOM_INC);
    assert_int_equal(gcn3_atomic_width(GCN3_OP_flat_atomic_inc), 4);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_buffer_atomic_cmpswap_x2), GCN3_ATOM_CMPSWAP);
    assert_int_equal(gcn3_atomic_width(GCN3_OP_buffer_atomic_cmpswap_x2), 8);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_ds_min_rtn_i64), GCN3_ATOM_SMIN);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_ds_max_u32), GCN3_ATOM_UMAX);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_ds_wrxchg_rtn_b64), GCN3_ATOM_SWAP);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_ds_rsub_u32), GCN3_ATOM_RSUB);
    assert_int_equal(gcn3_atomic_kind(GCN3_OP_flat_load_dword), GCN3_ATOM_NONE);
    assert_int_equal(gcn3_atomic_width(GCN3_OP_flat_load_dword), 0);
    /* every row flagged atomic in FLAT/MUBUF has a kind */
    for (unsigned op = 0; op < GCN3_OP_COUNT; op++) {
        const gcn3_opinfo *r = gcn3_opinfo_get(op);
        if ((r->fmt == GCN3_FMT_FLAT || r->fmt == GCN3_FMT_MUBUF) && (r->flags & GCN3_F_ATOMIC))
            assert_int_not_equal(gcn3_atomic_kind(op), GCN3_ATOM_NONE);
    }
}

static void test_memimg_atomic(void **state)
{
    (void)state;
    gcn3_memimg *m = gcn3_memimg_new();
    uint64_t a, old;
    assert_int_equal(gcn3_memimg_alloc(m, 64, 0, &a), 0);
    uint32_t v = 41;
    assert_int_equal(gcn3_memimg_write(m, a, &v, 4), 0);
    assert_int_equal(gcn3_memimg_atomic(m, GCN3_OP_flat_atomic_add, a, 4, 1, 0, &old), 0);
    assert_int_equal(old, 41);
    assert_int_equal(gcn3_memimg_read(m, a, &v, 4), 0);
    assert_int_equal(v, 42);
    assert_int_equal(gcn3_memimg_atomic(m, GCN3_OP_flat_atomic_add, a + 2, 4, 1, 0, &old), -1);
    assert_int_equal(gcn3_memimg_atomic(m, GCN3_OP_flat_atomic_add, a + 64, 4, 1, 0, &old), -1);
    assert_int_equal(gcn3_memimg_atomic(m, GCN3_OP_flat_load_dword, a, 4, 1, 0, &old), -1);
    uint64_t q = 1ull << 35;
    assert_int_equal(gcn3_memimg_write(m, a + 8, &q, 8), 0);
    assert_int_equal(gcn3_memimg_atomic(m, GCN3_OP_flat_atomic_sub_x2, a + 8, 8, 1, 0, &old), 0);
    assert_true(old == 1ull << 35);
    assert_int_equal(gcn3_memimg_read(m, a + 8, &q, 8), 0);
    assert_true(q == (1ull << 35) - 1);
    gcn3_memimg_free(m);
}

/* Views on two threads at once: each writes every other word of pages
 * nobody wrote before (so both allocate the same pages concurrently) and
 * adds to one shared word; afterwards every word holds its writer's
 * value, the shared word the sum of all adds, and the resident bytes
 * count each page once. */
enum { VT_PAGES = 64, VT_ADDS = 20000 };

typedef struct vt_arg {
    gcn3_memimg *m;
    uint64_t base, counter;
    uint32_t who;
    int failed;
} vt_arg;

static void *vt_thread(void *p)
{
    vt_arg *a = p;
    gcn3_memimg_view v;
    gcn3_memimg_view_init(&v, a->m);
    gcn3_mem mem = gcn3_memimg_view_mem(&v);
    for (uint64_t w = a->who; w < VT_PAGES * GCN3_MEMIMG_PAGE / 4; w += 2) {
        uint32_t val = (uint32_t)(w * 2654435761u) ^ a->who;
        a->failed |= mem.ops->write(mem.ctx, a->base + w * 4, &val, 4);
    }
    for (int i = 0; i < VT_ADDS; i++) {
        uint64_t old;
        a->failed |= mem.ops->atomic(mem.ctx, GCN3_OP_flat_atomic_add, a->counter, 4, 1, 0, &old);
    }
    return NULL;
}

static void views_threads(gcn3_memimg *m)
{
    uint64_t base, counter;
    assert_non_null(m);
    assert_int_equal(gcn3_memimg_alloc(m, VT_PAGES * GCN3_MEMIMG_PAGE, 0, &base), 0);
    assert_int_equal(gcn3_memimg_alloc(m, 4, 0, &counter), 0);
    vt_arg a[2] = {{m, base, counter, 0, 0}, {m, base, counter, 1, 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) assert_int_equal(pthread_create(&t[i], NULL, vt_thread, &a[i]), 0);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    assert_int_equal(a[0].failed | a[1].failed, 0);
    for (uint64_t w = 0; w < VT_PAGES * GCN3_MEMIMG_PAGE / 4; w++) {
        uint32_t got, want = (uint32_t)(w * 2654435761u) ^ (uint32_t)(w & 1);
        assert_int_equal(gcn3_memimg_read(m, base + w * 4, &got, 4), 0);
        assert_int_equal(got, want);
    }
    uint32_t sum;
    assert_int_equal(gcn3_memimg_read(m, counter, &sum, 4), 0);
    assert_int_equal(sum, 2 * VT_ADDS);
    /* the pages of base, and the 4-byte counter's one small page */
    assert_int_equal(gcn3_memimg_resident(m), VT_PAGES * GCN3_MEMIMG_PAGE + 4);
    gcn3_memimg_free(m);
}

static void test_views_threads(void **state)
{
    (void)state;
    views_threads(gcn3_memimg_new());
}

/* The same with a dense image (pages from shared slabs), and its other
 * promises: untouched bytes read 0, pages of different regions never
 * share bytes, and more pages than one slab holds (2 MiB) work. */
static void test_dense(void **state)
{
    (void)state;
    views_threads(gcn3_memimg_new_dense());
    gcn3_memimg *m = gcn3_memimg_new_dense();
    enum { N = 3 };
    uint64_t a[N], size[N] = {5u << 20, 3 * GCN3_MEMIMG_PAGE + 100, 12};
    for (int i = 0; i < N; i++) assert_int_equal(gcn3_memimg_alloc(m, size[i], 0, &a[i]), 0);
    for (int i = 0; i < N; i++) /* every 4th word: the word's region and place */
        for (uint64_t off = 0; off + 4 <= size[i]; off += 16) {
            uint32_t v = (uint32_t)(off * 7 + (uint64_t)i);
            assert_int_equal(gcn3_memimg_write(m, a[i] + off, &v, 4), 0);
        }
    for (int i = 0; i < N; i++)
        for (uint64_t off = 0; off + 4 <= size[i]; off += 4) {
            uint32_t v, want = off % 16 ? 0 : (uint32_t)(off * 7 + (uint64_t)i);
            assert_int_equal(gcn3_memimg_read(m, a[i] + off, &v, 4), 0);
            assert_int_equal(v, want);
        }
    uint64_t want = 0;
    for (int i = 0; i < N; i++) want += size[i];
    assert_int_equal(gcn3_memimg_resident(m), want);
    gcn3_memimg_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regions),
        cmocka_unit_test(test_atomic_arith),
        cmocka_unit_test(test_atomic_ids),
        cmocka_unit_test(test_memimg_atomic),
        cmocka_unit_test(test_views_threads),
        cmocka_unit_test(test_dense),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
