/* Memory messages (mem_util.h): a span write (mem_req_new_span) carries
 * only the bytes of its span, and every way a write's bytes are used
 * (applying it to a line, copying it, its size for another rank, its
 * wire bytes) gives what the same write with the whole line's data gives,
 * built independently the way every other writer builds one. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_util.h"

/* The same write both ways: bytes [lo, hi) of a line of `size` at addr,
 * every byte whose bit is set in want[] written with value 0x40 + i. The
 * span's mask is set byte by byte (mem_req_span_set) or from the line's
 * mask (mem_req_span_mask_from, as a CU does). */
static void both_by(uint32_t size, uint32_t lo, uint32_t hi, const uint8_t *want, bool from_line,
                    mem_req **span, mem_req **full)
{
    *full = mem_req_new(MEM_WRITE, 0x1000, size);
    *span = mem_req_new_span(0x1000, size, lo, hi);
    for (uint32_t i = 0; i < size; i++) {
        if (!want[i]) continue;
        mem_mask_set((*full)->mask, i);
        if (!from_line) mem_req_span_set(*span, i);
        (*full)->data[i] = (uint8_t)(0x40 + i);
        mem_req_span_data(*span)[i - lo] = (uint8_t)(0x40 + i);
    }
    if (from_line) mem_req_span_mask_from(*span, (*full)->mask);
}

static void both(uint32_t size, uint32_t lo, uint32_t hi, const uint8_t *want, mem_req **span,
                 mem_req **full)
{
    both_by(size, lo, hi, want, false, span, full);
}

static void check_same(const mem_req *span, const mem_req *full, uint32_t size)
{
    uint8_t a[MEM_LINE_MAX], b[MEM_LINE_MAX];
    memset(a, 0xee, sizeof a);
    memset(b, 0xee, sizeof b);
    mem_apply_write(a, span);
    mem_apply_write(b, full);
    assert_memory_equal(a, b, sizeof a);
    for (uint32_t i = 0; i < MEM_LINE_MAX; i++) {
        bool w = i < size && mem_mask_get(full->mask, i);
        assert_int_equal(mem_req_wmask(span, i), w);
        assert_int_equal(mem_req_wmask(full, i), w);
        if (w) assert_int_equal(mem_req_wbyte(span, i), full->data[i]);
    }
    for (uint32_t n = 1; n <= size; n++)
        assert_int_equal(mem_req_wfull(span, n), mem_req_wfull(full, n));
    assert_int_equal(span->hdr.bytes, full->hdr.bytes); /* the model sees a line write */
    /* a copy keeps exactly the span, and applies the same */
    mem_req *c = mem_req_dup(span);
    assert_int_equal(mem_req_alloc_bytes(c), mem_req_alloc_bytes(span));
    assert_memory_equal(c, span, mem_req_alloc_bytes(span));
    memset(a, 0xee, sizeof a);
    mem_apply_write(a, c);
    assert_memory_equal(a, b, sizeof a);
    assert_int_equal(mem_msg_size(&c->hdr), mem_req_alloc_bytes(span));
    free(c);
}

/* A scattered store's 4 bytes in a 64-byte line: 80 bytes (its 4 bytes
 * and a byte of mask after the header), not 160. */
static void scattered_write_keeps_its_four_bytes(void **state)
{
    (void)state;
    uint8_t want[64] = {0};
    for (int i = 36; i < 40; i++) want[i] = 1;
    mem_req *span, *full;
    both(64, 36, 40, want, &span, &full);
    assert_int_equal(mem_req_alloc_bytes(full), offsetof(mem_req, data) + 64);
    assert_int_equal(mem_req_alloc_bytes(span), (offsetof(mem_req, mask) + 4 + 1 + 7) & ~(size_t)7);
    assert_int_equal(mem_req_alloc_bytes(span), 80);
    assert_true(mem_req_alloc_bytes(span) < mem_req_alloc_bytes(full));
    assert_int_equal(mem_msg_size(&full->hdr), mem_req_alloc_bytes(full));
    check_same(span, full, 64);
    free(span);
    free(full);
}

/* Holes inside the span, a span at either end of the line, the whole
 * line, and a 128-byte line. */
static void spans_with_holes_and_at_the_ends(void **state)
{
    (void)state;
    static const struct { uint32_t size, lo, hi; } cases[] = {
        {64, 0, 12}, {64, 52, 64}, {64, 0, 64}, {64, 8, 40}, {128, 100, 128}, {128, 0, 128}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint32_t size = cases[k].size, lo = cases[k].lo, hi = cases[k].hi;
        uint8_t want[MEM_LINE_MAX] = {0};
        want[lo] = want[hi - 1] = 1; /* the span's ends are written */
        for (uint32_t i = lo; i < hi; i += 3) want[i] = 1;
        for (int from_line = 0; from_line < 2; from_line++) {
            mem_req *span, *full;
            both_by(size, lo, hi, want, from_line, &span, &full);
            check_same(span, full, size);
            free(span);
            free(full);
        }
    }
}

/* A line mask's bits outside the span do not leak into it, whatever the
 * span's alignment to the mask's words (mem_req_span_mask_from against
 * a bit-by-bit copy; every [lo, hi) of a 128-byte line, a pseudo-random
 * mask). */
static void span_mask_from_a_line_keeps_the_span(void **state)
{
    (void)state;
    uint64_t line[MEM_LINE_MAX / 64];
    uint64_t x = 0x9e3779b97f4a7c15ull;
    for (uint32_t lo = 0; lo < MEM_LINE_MAX; lo++)
        for (uint32_t hi = lo + 1; hi <= MEM_LINE_MAX; hi++) {
            for (size_t k = 0; k < MEM_LINE_MAX / 64; k++) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                line[k] = x;
            }
            mem_req *a = mem_req_new_span(0, MEM_LINE_MAX, lo, hi);
            mem_req *b = mem_req_new_span(0, MEM_LINE_MAX, lo, hi);
            mem_req_span_mask_from(a, line);
            for (uint32_t i = lo; i < hi; i++)
                if (mem_mask_get(line, i)) mem_req_span_set(b, i);
            assert_int_equal(mem_req_alloc_bytes(a), mem_req_alloc_bytes(b));
            assert_memory_equal(a, b, mem_req_alloc_bytes(a));
            for (uint32_t i = 0; i < MEM_LINE_MAX; i++)
                assert_int_equal(mem_req_wmask(a, i), i >= lo && i < hi && mem_mask_get(line, i));
            free(a);
            free(b);
        }
}

/* Every other write (data_n 0) is as before: data from addr, size bytes. */
static void other_writes_are_whole(void **state)
{
    (void)state;
    mem_req *w = mem_req_new(MEM_WRITE, 0x2000, 64);
    assert_int_equal(w->data_n, 0);
    mem_mask_fill(w->mask, 64);
    for (int i = 0; i < 64; i++) w->data[i] = (uint8_t)i;
    uint8_t line[64] = {0};
    mem_apply_write(line, w);
    for (int i = 0; i < 64; i++) assert_int_equal(line[i], i);
    assert_int_equal(mem_req_wbyte(w, 17), 17);
    free(w);
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(scattered_write_keeps_its_four_bytes),
        cmocka_unit_test(spans_with_holes_and_at_the_ends),
        cmocka_unit_test(other_writes_are_whole),
        cmocka_unit_test(span_mask_from_a_line_keeps_the_span),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
