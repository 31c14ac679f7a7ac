/* The local atomic buffer by hand (mech/lab/lab_buf.h): combining
 * against amdgpu/atomic.h applied in sequence, a different operation
 * flushing its line, LRU eviction inside a set, taking a line (the flush
 * before a load of it), the unbounded buffer; and the sector atomic of
 * mem_util.h against one lane atomic per element. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/lab/lab_buf.h"
#include "components/mem/mem_util.h"
#include "amdgpu/atomic.h"
#include "amdgpu/inst.h"

/* Folding updates with lab_buf_combine and applying the result once
 * equals applying every update in turn (the L2 without the buffer). */
static void combining_equals_applying_in_turn(void **st)
{
    (void)st;
    const unsigned kinds[] = {AMDGPU_ATOM_ADD,  AMDGPU_ATOM_SUB, AMDGPU_ATOM_SMIN,
                              AMDGPU_ATOM_UMIN, AMDGPU_ATOM_SMAX, AMDGPU_ATOM_UMAX,
                              AMDGPU_ATOM_AND,  AMDGPU_ATOM_OR,  AMDGPU_ATOM_XOR};
    uint64_t seed = 12345;
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        for (unsigned width = 4; width <= 8; width += 4)
            for (int trial = 0; trial < 50; trial++) {
                uint64_t m = width == 8 ? ~0ull : 0xffffffffull;
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                uint64_t mem = seed & m, direct = mem, acc = 0;
                for (int i = 0; i < 7; i++) {
                    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                    uint64_t v = (seed >> 7) & m;
                    direct = amdgpu_atomic_apply(kinds[k], width, direct, v, 0);
                    acc = i ? lab_buf_combine(kinds[k], width, acc, v) : v;
                }
                assert_int_equal(amdgpu_atomic_apply(kinds[k], width, mem, acc, 0), direct);
            }
    assert_true(lab_buf_kind_ok(AMDGPU_ATOM_ADD));
    assert_false(lab_buf_kind_ok(AMDGPU_ATOM_CMPSWAP));
    assert_false(lab_buf_kind_ok(AMDGPU_ATOM_SWAP));
    assert_false(lab_buf_kind_ok(AMDGPU_ATOM_INC)); /* lab_cu.c maps the all-ones form */
    assert_false(lab_buf_kind_ok(AMDGPU_ATOM_FADD));
}

static void hit_combines_and_miss_allocates(void **st)
{
    (void)st;
    lab_buf b;
    lab_line out;
    assert_int_equal(lab_buf_init(&b, 8, 2, false), 0);
    assert_int_equal(b.sets, 4);
    assert_int_equal(lab_buf_put(&b, 0x1000, AMDGPU_ATOM_ADD, 4, 2, &out), LAB_PUT_MISS);
    assert_int_equal(lab_buf_put(&b, 0x1000, AMDGPU_ATOM_ADD, 4, 5, &out), LAB_PUT_HIT);
    assert_int_equal(lab_buf_put(&b, 0x1004, AMDGPU_ATOM_ADD, 4, 1, &out), LAB_PUT_HIT);
    assert_int_equal(b.lines, 1);
    assert_true(lab_buf_has(&b, 0x107c));
    assert_false(lab_buf_has(&b, 0x1080));
    assert_true(lab_buf_take(&b, 0x1040, &out)); /* any address of the line */
    assert_int_equal(out.addr, 0x1000);
    assert_int_equal(out.mask, 0x3);
    assert_int_equal(out.val[0], 7); /* the paper's Figure 3: 2 + 5 */
    assert_int_equal(out.val[1], 1);
    assert_false(lab_buf_take(&b, 0x1000, &out)); /* gone: a load now reads the L2 */
    assert_int_equal(b.lines, 0);
    lab_buf_free(&b);
}

static void another_operation_flushes_the_line(void **st)
{
    (void)st;
    lab_buf b;
    lab_line out;
    assert_int_equal(lab_buf_init(&b, 8, 8, false), 0);
    lab_buf_put(&b, 0x2000, AMDGPU_ATOM_UMAX, 4, 9, &out);
    lab_buf_put(&b, 0x2008, AMDGPU_ATOM_UMAX, 4, 3, &out);
    lab_buf_put(&b, 0x2008, AMDGPU_ATOM_UMAX, 4, 4, &out);
    memset(&out, 0, sizeof out);
    assert_int_equal(lab_buf_put(&b, 0x2010, AMDGPU_ATOM_OR, 4, 1, &out), LAB_PUT_OPCHANGE);
    assert_int_equal(out.kind, AMDGPU_ATOM_UMAX);
    assert_int_equal(out.mask, 0x5);
    assert_int_equal(out.val[0], 9);
    assert_int_equal(out.val[2], 4);
    /* the width is part of the operation: an 8-byte add flushes a 4-byte one */
    assert_int_equal(lab_buf_put(&b, 0x2010, AMDGPU_ATOM_OR, 8, 1, &out), LAB_PUT_OPCHANGE);
    assert_int_equal(out.width, 4);
    assert_int_equal(b.lines, 1);
    lab_buf_free(&b);
}

static void lru_line_of_the_set_is_evicted(void **st)
{
    (void)st;
    lab_buf b;
    lab_line out;
    assert_int_equal(lab_buf_init(&b, 4, 2, false), 0); /* 2 sets of 2 ways */
    /* lines 0, 2, 4 map to set 0 */
    assert_int_equal(lab_buf_put(&b, 0 * LAB_LINE, AMDGPU_ATOM_ADD, 4, 1, &out), LAB_PUT_MISS);
    assert_int_equal(lab_buf_put(&b, 2 * LAB_LINE, AMDGPU_ATOM_ADD, 4, 2, &out), LAB_PUT_MISS);
    assert_int_equal(lab_buf_put(&b, 1 * LAB_LINE, AMDGPU_ATOM_ADD, 4, 9, &out), LAB_PUT_MISS);
    assert_int_equal(lab_buf_put(&b, 0 * LAB_LINE, AMDGPU_ATOM_ADD, 4, 1, &out), LAB_PUT_HIT);
    assert_int_equal(lab_buf_put(&b, 4 * LAB_LINE, AMDGPU_ATOM_ADD, 4, 3, &out), LAB_PUT_EVICT);
    assert_int_equal(out.addr, 2 * LAB_LINE); /* line 0 was used later */
    assert_int_equal(out.val[0], 2);
    assert_true(lab_buf_has(&b, 0));
    assert_true(lab_buf_has(&b, 1 * LAB_LINE)); /* the other set untouched */
    assert_int_equal(b.lines, 3);
    int n = 0;
    uint64_t sum = 0;
    while (lab_buf_take_any(&b, &out)) n++, sum += out.val[0];
    assert_int_equal(n, 3);
    assert_int_equal(sum, 2 + 9 + 3);
    lab_buf_free(&b);
}

static void unbounded_never_evicts(void **st)
{
    (void)st;
    lab_buf b;
    lab_line out;
    assert_int_equal(lab_buf_init(&b, 0, 0, true), 0);
    for (uint64_t i = 0; i < 5000; i++)
        assert_int_equal(lab_buf_put(&b, i * LAB_LINE + 8, AMDGPU_ATOM_XOR, 8, i, &out),
                         LAB_PUT_MISS);
    assert_int_equal(b.lines, 5000);
    assert_int_equal(lab_buf_put(&b, 4999 * LAB_LINE + 8, AMDGPU_ATOM_XOR, 8, 4999, &out),
                     LAB_PUT_HIT);
    assert_true(lab_buf_take(&b, 4999 * LAB_LINE, &out));
    assert_int_equal(out.mask, 0x2);
    assert_int_equal(out.val[1], 0);
    int n = 0;
    while (lab_buf_take_any(&b, &out)) n++;
    assert_int_equal(n, 4999);
    lab_buf_free(&b);
    assert_int_equal(lab_buf_init(&b, 6, 4, false), -1); /* ways must divide entries */
}

/* A sector atomic equals one lane atomic per element it names. */
static void sector_atomic_equals_lane_atomics(void **st)
{
    (void)st;
    uint8_t a[32], c[32];
    for (int i = 0; i < 32; i++) a[i] = c[i] = (uint8_t)(i * 37 + 5);
    mem_req *s = mem_req_new(MEM_ATOMIC, 0x40, 32);
    s->atomic_op = AMDGPU_OP_flat_atomic_smin;
    const int32_t v[8] = {-5, 100, 0, 7, -2000000000, 3, 1, 2};
    const unsigned which = 0xa5;
    for (unsigned e = 0; e < 8; e++) {
        if (!(which >> e & 1)) continue;
        memcpy(s->data + 4 * e, &v[e], 4);
        for (unsigned k = 0; k < 4; k++) mem_mask_set(s->mask, 4 * e + k);
        mem_req *l = mem_req_new(MEM_ATOMIC, 0x40 + 4 * e, 4);
        l->atomic_op = AMDGPU_OP_flat_atomic_smin;
        l->src = (uint32_t)v[e];
        uint64_t old;
        assert_true(mem_apply_atomic(c + 4 * e, l, &old));
        free(l);
    }
    uint64_t old = 1;
    assert_true(mem_apply_atomic(a, s, &old));
    assert_int_equal(old, 0);
    assert_memory_equal(a, c, 32);
    assert_int_equal(s->hdr.bytes, 16 + 32);
    s->size = 30; /* not a multiple of the width */
    assert_false(mem_apply_atomic(a, s, &old));
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(combining_equals_applying_in_turn),
        cmocka_unit_test(hit_combines_and_miss_allocates),
        cmocka_unit_test(another_operation_flushes_the_line),
        cmocka_unit_test(lru_line_of_the_set_is_evicted),
        cmocka_unit_test(unbounded_never_evicts),
        cmocka_unit_test(sector_atomic_equals_lane_atomics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
