/* The memory image and the atomic arithmetic: regions and guard pages,
 * sparse zero pages, and every atomic kind at 32 and 64 bits against
 * values worked out by hand (GCN inc/dec wrap included). */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cmocka.h>

#include "amdgpu/atomic.h"
#include "amdgpu/inst.h"
#include "amdgpu/memimg.h"

static void test_regions(void **state)
{
    (void)state;
    amdgpu_memimg *m = amdgpu_memimg_new();
    uint64_t a, b;
    assert_int_equal(amdgpu_memimg_alloc(m, 100, 0, &a), 0);
    assert_int_equal(amdgpu_memimg_alloc(m, 5000, 256, &b), 0);
    assert_true(b >= a + 100 + AMDGPU_MEMIMG_PAGE - 100); /* a guard page between */
    assert_int_equal(b % 256, 0);
    uint8_t buf[200] = {0}, zero[200] = {0};
    /* untouched memory reads 0 and costs nothing */
    assert_int_equal(amdgpu_memimg_read(m, b + 4000, buf, 200), 0);
    assert_memory_equal(buf, zero, 200);
    assert_int_equal(amdgpu_memimg_resident(m), 0);
    /* a write across a page boundary reads back */
    for (int i = 0; i < 200; i++) buf[i] = (uint8_t)i;
    assert_int_equal(amdgpu_memimg_write(m, b + 4000, buf, 200), 0);
    uint8_t back[200];
    assert_int_equal(amdgpu_memimg_read(m, b + 4000, back, 200), 0);
    assert_memory_equal(back, buf, 200);
    /* its two pages: a whole one and the region's last 5000 - 4096 bytes */
    assert_int_equal(amdgpu_memimg_resident(m), 5000);
    /* off the end, into the guard, below everything, straddling: errors */
    assert_int_equal(amdgpu_memimg_read(m, a + 99, back, 2), -1);
    assert_int_equal(amdgpu_memimg_write(m, a + 100, back, 1), -1);
    assert_int_equal(amdgpu_memimg_read(m, 0, back, 4), -1);
    assert_int_equal(amdgpu_memimg_read(m, b - 1, back, 4), -1);
    assert_int_equal(amdgpu_memimg_read(m, UINT64_MAX - 1, back, 4), -1);
    /* fixed mappings may not overlap */
    assert_int_equal(amdgpu_memimg_map(m, 0x1000, 0x1000), 0);
    assert_int_equal(amdgpu_memimg_map(m, 0x1800, 0x1000), -1);
    assert_int_equal(amdgpu_memimg_map(m, 0x0800, 0x1000), -1);
    assert_int_equal(amdgpu_memimg_map(m, 0x2000, 0x10), 0);
    assert_true(amdgpu_memimg_mapped(m, 0x1ffc, 4));
    assert_false(amdgpu_memimg_mapped(m, 0x1ffc, 8)); /* two regions, not one */
    /* fill */
    assert_int_equal(amdgpu_memimg_fill(m, a, 0xab, 100), 0);
    assert_int_equal(amdgpu_memimg_read(m, a + 50, back, 1), 0);
    assert_int_equal(back[0], 0xab);
    amdgpu_memimg_free(m);
}

static uint64_t ap(enum amdgpu_atomic_kind k, unsigned w, uint64_t old, uint64_t src, uint64_t cmp)
{
    return amdgpu_atomic_apply(k, w, old, src, cmp);
}

static void test_atomic_arith(void **state)
{
    (void)state;
    /* 32-bit: signedness of min/max, wrap of add/sub, inc/dec limits */
    assert_int_equal(ap(AMDGPU_ATOM_ADD, 4, 0xffffffff, 2, 0), 1);
    assert_int_equal(ap(AMDGPU_ATOM_SUB, 4, 1, 2, 0), 0xffffffff);
    assert_int_equal(ap(AMDGPU_ATOM_RSUB, 4, 1, 5, 0), 4);
    assert_int_equal(ap(AMDGPU_ATOM_SMIN, 4, 5, 0xfffffffe, 0), 0xfffffffe);
    assert_int_equal(ap(AMDGPU_ATOM_UMIN, 4, 5, 0xfffffffe, 0), 5);
    assert_int_equal(ap(AMDGPU_ATOM_SMAX, 4, 5, 0xfffffffe, 0), 5);
    assert_int_equal(ap(AMDGPU_ATOM_UMAX, 4, 5, 0xfffffffe, 0), 0xfffffffe);
    assert_int_equal(ap(AMDGPU_ATOM_AND, 4, 0xf0f0, 0xff00, 0), 0xf000);
    assert_int_equal(ap(AMDGPU_ATOM_OR, 4, 0xf0f0, 0xff00, 0), 0xfff0);
    assert_int_equal(ap(AMDGPU_ATOM_XOR, 4, 0xf0f0, 0xff00, 0), 0x0ff0);
    assert_int_equal(ap(AMDGPU_ATOM_SWAP, 4, 7, 9, 0), 9);
    assert_int_equal(ap(AMDGPU_ATOM_CMPSWAP, 4, 7, 9, 7), 9);
    assert_int_equal(ap(AMDGPU_ATOM_CMPSWAP, 4, 7, 9, 8), 7);
    assert_int_equal(ap(AMDGPU_ATOM_INC, 4, 3, 7, 0), 4);
    assert_int_equal(ap(AMDGPU_ATOM_INC, 4, 7, 7, 0), 0);  /* old >= limit: wrap */
    assert_int_equal(ap(AMDGPU_ATOM_INC, 4, 9, 7, 0), 0);
    assert_int_equal(ap(AMDGPU_ATOM_DEC, 4, 3, 7, 0), 2);
    assert_int_equal(ap(AMDGPU_ATOM_DEC, 4, 0, 7, 0), 7);  /* 0: wrap to limit */
    assert_int_equal(ap(AMDGPU_ATOM_DEC, 4, 9, 7, 0), 7);  /* above limit too */
    assert_int_equal(ap(AMDGPU_ATOM_MSKOR, 4, 0xffff, 0x0a00, 0x0f00), 0xfaff);
    /* only the low 32 bits count for a 4-byte word */
    assert_int_equal(ap(AMDGPU_ATOM_ADD, 4, 0x100000001ull, 0x100000001ull, 0), 2);
    /* 64-bit */
    assert_true(ap(AMDGPU_ATOM_ADD, 8, 0xffffffffull, 1, 0) == 0x100000000ull);
    assert_true(ap(AMDGPU_ATOM_SMIN, 8, 1, UINT64_MAX, 0) == UINT64_MAX);
    assert_true(ap(AMDGPU_ATOM_UMIN, 8, 1, UINT64_MAX, 0) == 1);
    assert_true(ap(AMDGPU_ATOM_SMAX, 8, 0x8000000000000000ull, 1, 0) == 1);
    assert_true(ap(AMDGPU_ATOM_UMAX, 8, 0x8000000000000000ull, 1, 0) == 0x8000000000000000ull);
    assert_true(ap(AMDGPU_ATOM_INC, 8, 0xffffffffull, 0x100000000ull, 0) == 0x100000000ull);
    assert_true(ap(AMDGPU_ATOM_DEC, 8, 0, 0x100000000ull, 0) == 0x100000000ull);
    assert_true(ap(AMDGPU_ATOM_CMPSWAP, 8, 1ull << 40, 5, 1ull << 40) == 5);
    /* floats (DS): 1.5 + 2.25, min/max */
    float a = 1.5f, b = 2.25f, r;
    uint32_t ua, ub, ur;
    memcpy(&ua, &a, 4), memcpy(&ub, &b, 4);
    ur = (uint32_t)ap(AMDGPU_ATOM_FADD, 4, ua, ub, 0);
    memcpy(&r, &ur, 4);
    assert_true(r == 3.75f);
    assert_int_equal(ap(AMDGPU_ATOM_FMIN, 4, ua, ub, 0), ua);
    assert_int_equal(ap(AMDGPU_ATOM_FMAX, 4, ua, ub, 0), ub);
}

static void test_atomic_ids(void **state)
{
    (void)state;
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_flat_atomic_inc), AMDGPU_ATOM_INC);
    assert_int_equal(amdgpu_atomic_width(AMDGPU_OP_flat_atomic_inc), 4);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_buffer_atomic_cmpswap_x2), AMDGPU_ATOM_CMPSWAP);
    assert_int_equal(amdgpu_atomic_width(AMDGPU_OP_buffer_atomic_cmpswap_x2), 8);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_ds_min_rtn_i64), AMDGPU_ATOM_SMIN);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_ds_max_u32), AMDGPU_ATOM_UMAX);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_ds_wrxchg_rtn_b64), AMDGPU_ATOM_SWAP);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_ds_rsub_u32), AMDGPU_ATOM_RSUB);
    assert_int_equal(amdgpu_atomic_kind(AMDGPU_OP_flat_load_dword), AMDGPU_ATOM_NONE);
    assert_int_equal(amdgpu_atomic_width(AMDGPU_OP_flat_load_dword), 0);
    /* every row flagged atomic in FLAT/MUBUF has a kind */
    for (unsigned op = 0; op < AMDGPU_OP_GFX803_COUNT; op++) { /* gfx803's operations */
        const amdgpu_opinfo *r = amdgpu_opinfo_get(op);
        if ((r->fmt == AMDGPU_FMT_FLAT || r->fmt == AMDGPU_FMT_MUBUF) && (r->flags & AMDGPU_F_ATOMIC))
            assert_int_not_equal(amdgpu_atomic_kind(op), AMDGPU_ATOM_NONE);
    }
}

static void test_memimg_atomic(void **state)
{
    (void)state;
    amdgpu_memimg *m = amdgpu_memimg_new();
    uint64_t a, old;
    assert_int_equal(amdgpu_memimg_alloc(m, 64, 0, &a), 0);
    uint32_t v = 41;
    assert_int_equal(amdgpu_memimg_write(m, a, &v, 4), 0);
    assert_int_equal(amdgpu_memimg_atomic(m, AMDGPU_OP_flat_atomic_add, a, 4, 1, 0, &old), 0);
    assert_int_equal(old, 41);
    assert_int_equal(amdgpu_memimg_read(m, a, &v, 4), 0);
    assert_int_equal(v, 42);
    assert_int_equal(amdgpu_memimg_atomic(m, AMDGPU_OP_flat_atomic_add, a + 2, 4, 1, 0, &old), -1);
    assert_int_equal(amdgpu_memimg_atomic(m, AMDGPU_OP_flat_atomic_add, a + 64, 4, 1, 0, &old), -1);
    assert_int_equal(amdgpu_memimg_atomic(m, AMDGPU_OP_flat_load_dword, a, 4, 1, 0, &old), -1);
    uint64_t q = 1ull << 35;
    assert_int_equal(amdgpu_memimg_write(m, a + 8, &q, 8), 0);
    assert_int_equal(amdgpu_memimg_atomic(m, AMDGPU_OP_flat_atomic_sub_x2, a + 8, 8, 1, 0, &old), 0);
    assert_true(old == 1ull << 35);
    assert_int_equal(amdgpu_memimg_read(m, a + 8, &q, 8), 0);
    assert_true(q == (1ull << 35) - 1);
    amdgpu_memimg_free(m);
}

/* Views on two threads at once: each writes every other word of pages
 * nobody wrote before (so both allocate the same pages concurrently) and
 * adds to one shared word; afterwards every word holds its writer's
 * value, the shared word the sum of all adds, and the resident bytes
 * count each page once. */
enum { VT_PAGES = 64, VT_ADDS = 20000 };

typedef struct vt_arg {
    amdgpu_memimg *m;
    uint64_t base, counter;
    uint32_t who;
    int failed;
} vt_arg;

static void *vt_thread(void *p)
{
    vt_arg *a = p;
    amdgpu_memimg_view v;
    amdgpu_memimg_view_init(&v, a->m);
    amdgpu_mem mem = amdgpu_memimg_view_mem(&v);
    for (uint64_t w = a->who; w < VT_PAGES * AMDGPU_MEMIMG_PAGE / 4; w += 2) {
        uint32_t val = (uint32_t)(w * 2654435761u) ^ a->who;
        a->failed |= mem.ops->write(mem.ctx, a->base + w * 4, &val, 4);
    }
    for (int i = 0; i < VT_ADDS; i++) {
        uint64_t old;
        a->failed |= mem.ops->atomic(mem.ctx, AMDGPU_OP_flat_atomic_add, a->counter, 4, 1, 0, &old);
    }
    return NULL;
}

static void views_threads(amdgpu_memimg *m)
{
    uint64_t base, counter;
    assert_non_null(m);
    assert_int_equal(amdgpu_memimg_alloc(m, VT_PAGES * AMDGPU_MEMIMG_PAGE, 0, &base), 0);
    assert_int_equal(amdgpu_memimg_alloc(m, 4, 0, &counter), 0);
    vt_arg a[2] = {{m, base, counter, 0, 0}, {m, base, counter, 1, 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) assert_int_equal(pthread_create(&t[i], NULL, vt_thread, &a[i]), 0);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    assert_int_equal(a[0].failed | a[1].failed, 0);
    for (uint64_t w = 0; w < VT_PAGES * AMDGPU_MEMIMG_PAGE / 4; w++) {
        uint32_t got, want = (uint32_t)(w * 2654435761u) ^ (uint32_t)(w & 1);
        assert_int_equal(amdgpu_memimg_read(m, base + w * 4, &got, 4), 0);
        assert_int_equal(got, want);
    }
    uint32_t sum;
    assert_int_equal(amdgpu_memimg_read(m, counter, &sum, 4), 0);
    assert_int_equal(sum, 2 * VT_ADDS);
    /* the pages of base, and the 4-byte counter's one small page */
    assert_int_equal(amdgpu_memimg_resident(m), VT_PAGES * AMDGPU_MEMIMG_PAGE + 4);
    amdgpu_memimg_free(m);
}

static void test_views_threads(void **state)
{
    (void)state;
    views_threads(amdgpu_memimg_new());
}

/* The same with a dense image (one block per region), and its other
 * promises: untouched bytes read 0, regions never share bytes, and a
 * region larger than a huge page (5 MiB) works. */
static void test_dense(void **state)
{
    (void)state;
    views_threads(amdgpu_memimg_new_dense());
    amdgpu_memimg *m = amdgpu_memimg_new_dense();
    enum { N = 3 };
    uint64_t a[N], size[N] = {5u << 20, 3 * AMDGPU_MEMIMG_PAGE + 100, 12};
    for (int i = 0; i < N; i++) assert_int_equal(amdgpu_memimg_alloc(m, size[i], 0, &a[i]), 0);
    for (int i = 0; i < N; i++) /* every 4th word: the word's region and place */
        for (uint64_t off = 0; off + 4 <= size[i]; off += 16) {
            uint32_t v = (uint32_t)(off * 7 + (uint64_t)i);
            assert_int_equal(amdgpu_memimg_write(m, a[i] + off, &v, 4), 0);
        }
    for (int i = 0; i < N; i++)
        for (uint64_t off = 0; off + 4 <= size[i]; off += 4) {
            uint32_t v, want = off % 16 ? 0 : (uint32_t)(off * 7 + (uint64_t)i);
            assert_int_equal(amdgpu_memimg_read(m, a[i] + off, &v, 4), 0);
            assert_int_equal(v, want);
        }
    uint64_t want = 0;
    for (int i = 0; i < N; i++) want += size[i];
    assert_int_equal(amdgpu_memimg_resident(m), want);
    amdgpu_memimg_free(m);
}

/* A dense image against a sparse one (the page-table path, an
 * independent reference): the same regions, then the same seeded stream
 * of reads, writes, fills and atomics of every size through each image's
 * own calls and through a view's ops (the window included) must give the
 * same results and bytes; amdgpu_memimg_bytes hands out exactly the bytes
 * the image reads, for dense images only. */
static uint64_t rnd(uint64_t *x)
{
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    return *x;
}

static void test_dense_as_sparse(void **state)
{
    (void)state;
    amdgpu_memimg *img[2] = {amdgpu_memimg_new(), amdgpu_memimg_new_dense()};
    enum { N = 4 };
    const uint64_t size[N] = {(3u << 20) + 100, 70000, 4096, 12};
    uint64_t a[N];
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < N; i++) {
            uint64_t got;
            assert_int_equal(amdgpu_memimg_alloc(img[k], size[i], 0, &got), 0);
            if (k == 0) a[i] = got;
            else assert_true(got == a[i]);
        }
    amdgpu_memimg_view v[2];
    amdgpu_mem mem[2];
    for (int k = 0; k < 2; k++) {
        amdgpu_memimg_view_init(&v[k], img[k]);
        mem[k] = amdgpu_memimg_view_mem(&v[k]);
    }
    uint64_t x = 88172645463325252ull;
    for (int it = 0; it < 20000; it++) {
        int i = (int)(rnd(&x) % N), op = (int)(rnd(&x) % 5);
        unsigned n = (unsigned)(1 + rnd(&x) % 40);
        if (op == 3) n = rnd(&x) & 1 ? 8 : 4;
        /* mostly inside the region, sometimes running past its end */
        uint64_t addr = a[i] + rnd(&x) % (size[i] + 8);
        if (op == 3) addr &= ~(uint64_t)(n - 1);
        uint8_t src[40], out[2][40];
        for (unsigned b = 0; b < sizeof src; b++) src[b] = (uint8_t)rnd(&x);
        uint64_t val = rnd(&x), old[2] = {0, 0};
        uint16_t aop = rnd(&x) & 1 ? AMDGPU_OP_flat_atomic_add : AMDGPU_OP_flat_atomic_xor;
        int rc[2];
        for (int k = 0; k < 2; k++) {
            memset(out[k], 0, sizeof out[k]);
            switch (op) {
            case 0: rc[k] = amdgpu_memimg_write(img[k], addr, src, n); break;
            case 1: rc[k] = mem[k].ops->write(mem[k].ctx, addr, src, n); break;
            case 2: rc[k] = amdgpu_memimg_fill(img[k], addr, src[0], n); break;
            case 3: rc[k] = mem[k].ops->atomic(mem[k].ctx, aop, addr, n, val, 0, &old[k]); break;
            default: rc[k] = mem[k].ops->read(mem[k].ctx, addr, out[k], n); break;
            }
        }
        assert_int_equal(rc[0], rc[1]);
        assert_true(old[0] == old[1]);
        assert_memory_equal(out[0], out[1], sizeof out[0]);
        /* a dense image's window covers the whole region */
        uint64_t lo, hi;
        uint8_t *w = mem[1].ops->window(mem[1].ctx, a[i], 0, &lo, &hi);
        assert_non_null(w);
        assert_true(lo == a[i] && hi == a[i] + size[i]);
    }
    for (int i = 0; i < N; i++) {
        uint8_t *want = malloc(size[i]), *got = malloc(size[i]);
        assert_int_equal(amdgpu_memimg_read(img[0], a[i], want, size[i]), 0);
        assert_int_equal(amdgpu_memimg_read(img[1], a[i], got, size[i]), 0);
        assert_memory_equal(got, want, size[i]);
        const uint8_t *in_place = amdgpu_memimg_bytes(img[1], a[i], size[i]);
        assert_non_null(in_place);
        assert_memory_equal(in_place, want, size[i]);
        assert_ptr_equal(amdgpu_memimg_bytes(img[1], a[i] + 5, 1), in_place + 5);
        assert_null(amdgpu_memimg_bytes(img[1], a[i], size[i] + 1)); /* past the end */
        assert_null(amdgpu_memimg_bytes(img[0], a[i], 1));            /* sparse: no */
        free(want), free(got);
    }
    amdgpu_memimg_free(img[0]);
    amdgpu_memimg_free(img[1]);
}

/* A dense image's region from a file: it starts with the file's bytes,
 * its writes never reach the file, views and atomics see the image's
 * bytes; a sparse image and a file shorter than the region refuse. */
static void test_alloc_file(void **state)
{
    (void)state;
    enum { N = 3 * 4096 + 100 };
    static uint8_t bytes[N];
    for (unsigned i = 0; i < N; i++) bytes[i] = (uint8_t)(i * 31 + 7);
    int fd = memfd_create("test-memimg", MFD_CLOEXEC);
    assert_true(fd >= 0);
    assert_int_equal(ftruncate(fd, 4 * 4096), 0);
    assert_int_equal(pwrite(fd, bytes, N, 0), N);
    amdgpu_memimg *sparse = amdgpu_memimg_new(), *m = amdgpu_memimg_new_dense();
    uint64_t a, b;
    assert_int_equal(amdgpu_memimg_alloc_file(sparse, N, fd, &a), -1);
    assert_int_equal(amdgpu_memimg_alloc_file(m, 4 * 4096 + 1, fd, &a), -1); /* file too short */
    assert_int_equal(amdgpu_memimg_alloc_file(m, N, fd, &a), 0);
    assert_int_equal(amdgpu_memimg_alloc_file(m, N, fd, &b), 0); /* a second, private copy */
    uint8_t got[N];
    assert_int_equal(amdgpu_memimg_read(m, a, got, N), 0);
    assert_memory_equal(got, bytes, N);
    uint32_t w = 0xdeadbeef;
    assert_int_equal(amdgpu_memimg_write(m, a + 4096, &w, 4), 0);
    uint64_t old;
    amdgpu_mem mem = amdgpu_memimg_mem(m);
    assert_int_equal(mem.ops->atomic(mem.ctx, AMDGPU_OP_flat_atomic_add, a + 8, 4, 5, 0, &old), 0);
    uint32_t want8;
    memcpy(&want8, bytes + 8, 4);
    assert_int_equal(old, want8);
    assert_int_equal(amdgpu_memimg_read(m, a + 4096, &w, 4), 0);
    assert_int_equal(w, 0xdeadbeef);
    uint8_t file[N];
    assert_int_equal(pread(fd, file, N, 0), N);
    assert_memory_equal(file, bytes, N); /* the file kept its bytes */
    assert_int_equal(amdgpu_memimg_read(m, b, got, N), 0);
    assert_memory_equal(got, bytes, N); /* and so did the other copy */
    amdgpu_memimg_free(sparse);
    amdgpu_memimg_free(m);
    close(fd);
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
        cmocka_unit_test(test_dense_as_sparse),
        cmocka_unit_test(test_alloc_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
