/* The instruction table's own invariants: no two rows share an encoding
 * (format + opcode, counting the VOP3 images of e64 rows), every row is
 * reachable by the decoder, and the per-format counts that
 * amdgpu/isa_table.h's header comment quotes are the table's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/decode.h"

/* Opcode space per home format (field widths, amdgpu/decode.c). */
static unsigned space(unsigned fmt)
{
    static const unsigned n[AMDGPU_FMT_COUNT] = {128, 32, 256, 128, 128, 256, 64, 256,
                                               256, 1024, 4, 256, 128, 16, 128, 128, 1};
    return n[fmt];
}

/* VOP3 opcode of an e64 row (or of a VOP3 row itself). */
static unsigned vop3_opcode(const amdgpu_opinfo *r)
{
    switch (r->fmt) {
    case AMDGPU_FMT_VOPC: return r->opcode;
    case AMDGPU_FMT_VOP2: return 0x100 + r->opcode;
    case AMDGPU_FMT_VOP1: return 0x140 + r->opcode;
    case AMDGPU_FMT_VINTRP: return 0x270 + r->opcode;
    default: return r->opcode;
    }
}

static void test_no_overlap(void **state)
{
    (void)state;
    static uint16_t seen[AMDGPU_FMT_COUNT][1024];
    memset(seen, 0, sizeof seen);
    for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++) {
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        assert_non_null(r);
        assert_int_equal(r->id, id);
        assert_true(r->opcode < space(r->fmt));
        if (seen[r->fmt][r->opcode])
            fail_msg("%s and %s share %s opcode 0x%x", r->name,
                     amdgpu_opinfo_get(seen[r->fmt][r->opcode] - 1u)->name,
                     amdgpu_fmt_name(r->fmt), r->opcode);
        seen[r->fmt][r->opcode] = (uint16_t)(id + 1);
        assert_ptr_equal(amdgpu_lookup(AMDGPU_ISA_GFX803, r->fmt, r->opcode), r);
    }
    /* The VOP3 images of e64 rows must not land on a VOP3-only row. */
    for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++) {
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        if (!(r->flags & AMDGPU_F_E64)) continue;
        unsigned v = vop3_opcode(r);
        if (seen[AMDGPU_FMT_VOP3][v])
            fail_msg("%s_e64 overlaps %s at VOP3 0x%x", r->name,
                     amdgpu_opinfo_get(seen[AMDGPU_FMT_VOP3][v] - 1u)->name, v);
        seen[AMDGPU_FMT_VOP3][v] = (uint16_t)(id + 1);
    }
}

/* Counts per encoding format; printed so the report can quote them. */
static void test_counts(void **state)
{
    (void)state;
    unsigned n[AMDGPU_FMT_COUNT] = {0}, e64 = 0, total = 0;
    for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++) {
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        n[r->fmt]++;
        if (r->flags & AMDGPU_F_E64) e64++;
    }
    n[AMDGPU_FMT_VOP3] += e64;
    printf("opcodes decoded per format:");
    for (unsigned f = 0; f < AMDGPU_FMT_COUNT; f++) {
        printf(" %s %u", amdgpu_fmt_name(f), n[f]);
        total += n[f];
    }
    printf("\n  total %u encodings (%u rows, %u e64 forms in VOP3)\n", total,
           (unsigned)AMDGPU_OP_GFX803_COUNT, e64);
    assert_int_equal(total, AMDGPU_OP_GFX803_COUNT + e64);
    assert_true(AMDGPU_OP_GFX803_COUNT > 900);
}

/* The decoder reports truncation and unknown encodings with the words. */
static void test_errors(void **state)
{
    (void)state;
    amdgpu_inst in;
    const uint8_t lit[] = {0xff, 0x02, 0x00, 0x7e}; /* v_mov_b32 v0, literal */
    assert_int_equal(amdgpu_decode(AMDGPU_ISA_GFX803, lit, sizeof lit, &in), AMDGPU_DEC_ETRUNC);
    assert_int_equal(amdgpu_decode(AMDGPU_ISA_GFX803, lit, 2, &in), AMDGPU_DEC_ETRUNC);
    const uint8_t bad[] = {0x00, 0x00, 0x00, 0xfc, 1, 2, 3, 4}; /* no format */
    assert_int_equal(amdgpu_decode(AMDGPU_ISA_GFX803, bad, sizeof bad, &in), AMDGPU_DEC_EUNKNOWN);
    assert_int_equal(in.word[0], 0xfc000000u);
    assert_null(in.info);
    const uint8_t nop[] = {0x00, 0x00, 0x80, 0xbf}; /* s_nop 0 */
    assert_int_equal(amdgpu_decode(AMDGPU_ISA_GFX803, nop, sizeof nop, &in), 4);
    assert_int_equal(in.op, AMDGPU_OP_s_nop);
    const uint8_t add[] = {0x01, 0x00, 0x01, 0xd1, 0x02, 0x07, 0x02, 0x00}; /* v_add_f32_e64 */
    assert_int_equal(amdgpu_decode(AMDGPU_ISA_GFX803, add, sizeof add, &in), 8);
    assert_int_equal(in.op, AMDGPU_OP_v_add_f32);
    assert_int_equal(in.enc, AMDGPU_FMT_VOP3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_overlap),
        cmocka_unit_test(test_counts),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
