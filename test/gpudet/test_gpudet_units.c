/* Unit tests of GPUDet's plain-data parts: the store buffer (forwarding
 * a wave's own stores, newest byte wins, partial masks, the Bloom
 * filter's lack of false negatives and its false-positive rate) and the
 * Z-buffer unit (the last writer in (quantum, wavefront id) order keeps
 * each byte whatever order the commit writes arrive in). The expected
 * values come from applying the writes sequentially in commit order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/gpudet/gpudet.h"
#include "mech/gpudet/gpudet_sb.h"
#include "mech/gpudet/gpudet_zbuf.h"
#include "components/mem/mem_util.h"

static void store_buffer_forwards_own_stores_newest_last(void **st)
{
    (void)st;
    gpudet_sb s;
    assert_int_equal(gpudet_sb_init(&s, 1024, 4, 64), 0);
    uint8_t a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[4] = {9, 9, 9, 9}, out[64];
    uint64_t got[MEM_LINE_MAX / 64];
    gpudet_sb_put(&s, 7, 0x1000, 8, a, NULL);   /* bytes 0..7 of line 0x1000 */
    gpudet_sb_put(&s, 7, 0x1004, 4, b, NULL);   /* overrides 4..7 */
    uint64_t m[2] = {0x5, 0};                    /* bytes 0 and 2 of this store only */
    uint8_t c[4] = {0xa0, 0xa1, 0xa2, 0xa3};
    gpudet_sb_put(&s, 7, 0x1020, 4, c, m);
    assert_int_equal(s.n, 3);
    assert_true(gpudet_sb_maybe(&s, 0x1000));
    assert_true(gpudet_sb_maybe(&s, 0x103f));    /* any address of the line */
    memset(out, 0xee, sizeof out);
    assert_int_equal(gpudet_sb_forward(&s, 0x1000, 64, out, got), 3); /* the whole log */
    uint8_t want[8] = {1, 2, 3, 4, 9, 9, 9, 9};
    assert_memory_equal(out, want, 8);
    for (uint32_t i = 0; i < 8; i++) assert_true(mem_mask_get(got, i));
    assert_false(mem_mask_get(got, 8));
    assert_true(mem_mask_get(got, 0x20) && mem_mask_get(got, 0x22));
    assert_false(mem_mask_get(got, 0x21) || mem_mask_get(got, 0x23));
    assert_int_equal(out[0x20], 0xa0);
    assert_int_equal(out[0x22], 0xa2);
    assert_int_equal(out[0x21], 0xee);           /* untouched: memory supplies it */
    /* a sub-range of the line is indexed from its own address */
    gpudet_sb_forward(&s, 0x1004, 4, out, got);
    assert_int_equal(out[0], 9);
    assert_true(mem_mask_get(got, 0) && !mem_mask_get(got, 4));
    assert_int_equal(s.e[0].wid, 7);
    gpudet_sb_clear(&s);
    assert_int_equal(s.n, 0);
    assert_false(gpudet_sb_maybe(&s, 0x1000));
    gpudet_sb_fini(&s);
}

/* Every stored line answers "maybe" (no false negatives, for every filter
 * size, none included); lines never stored are mostly ruled out by a
 * 1024-bit filter holding 64 lines, and always found absent by a search. */
static void bloom_filter_has_no_false_negatives(void **st)
{
    (void)st;
    const uint32_t sizes[] = {0, 128, 256, 1024, 4096};
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
        gpudet_sb s;
        assert_int_equal(gpudet_sb_init(&s, sizes[z], sizes[z] ? 4 : 1, 64), 0);
        uint64_t x = 88172645463325252ull, lines[64];
        uint8_t v[4] = {1, 2, 3, 4};
        for (int i = 0; i < 64; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            lines[i] = (x % (1u << 24)) * 64;
            gpudet_sb_put(&s, 1, lines[i] + 4, 4, v, NULL);
        }
        for (int i = 0; i < 64; i++) assert_true(gpudet_sb_maybe(&s, lines[i]));
        uint32_t fp = 0;
        for (uint64_t l = 0; l < 4096; l++) {
            uint64_t a = (1ull << 40) + l * 64; /* never stored */
            if (!gpudet_sb_maybe(&s, a)) continue;
            fp++;
            uint8_t out[64];
            uint64_t got[MEM_LINE_MAX / 64];
            gpudet_sb_forward(&s, a, 64, out, got);
            assert_true(!got[0] && !got[1]); /* the search finds nothing */
        }
        if (sizes[z] == 0) assert_int_equal(fp, 4096);
        if (sizes[z] >= 1024) assert_true(fp < 4096 / 4);
        gpudet_sb_fini(&s);
    }
}

static gpudet_zwrite *zw(uint64_t q, uint32_t wid, uint64_t line, uint32_t off, uint32_t n,
                         uint8_t val)
{
    gpudet_zwrite *m = calloc(1, sizeof *m);
    m->hdr.type = GPUDET_MSG_ZWRITE;
    m->quantum = q, m->wid = wid, m->line = line, m->size = 64;
    for (uint32_t i = off; i < off + n; i++) {
        m->data[i] = val;
        mem_mask_set(m->mask, i);
    }
    return m;
}

/* Applies the surviving bytes of m to mem (the bank's write). */
static void apply(uint8_t *mem, const gpudet_zwrite *m)
{
    for (uint32_t i = 0; i < 64; i++)
        if (mem_mask_get(m->mask, i)) mem[i] = m->data[i];
}

/* Writes from 6 wavefronts over one line, overlapping, each wave's in log
 * order: whatever the interleaving of the waves' streams, the line ends
 * as the sequential application in wid order gives it. */
static void zbuffer_keeps_the_last_writer_in_commit_order(void **st)
{
    (void)st;
    enum { W = 6, E = 4 };
    gpudet_zwrite *src[W][E];
    uint8_t want[64] = {0};
    uint32_t wids[W] = {40, 3, 17, 16, 90, 5};
    for (int w = 0; w < W; w++)
        for (int e = 0; e < E; e++)
            src[w][e] = zw(1, wids[w], 0x4000, (uint32_t)((w * 7 + e * 5) % 48), 16,
                           (uint8_t)(w * 16 + e + 1));
    /* the reference: waves by ascending wid, each wave's entries in order */
    uint32_t ord[W] = {1, 5, 3, 2, 0, 4};
    for (int k = 0; k < W; k++)
        for (int e = 0; e < E; e++) apply(want, src[ord[k]][e]);
    uint64_t x = 1;
    for (int trial = 0; trial < 50; trial++) {
        gpudet_zbuf z;
        gpudet_zbuf_init(&z, 64);
        uint8_t mem[64] = {0};
        int next[W] = {0}, left = W * E;
        while (left) { /* a random interleaving keeping each wave's order */
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            int w = (int)(x % W);
            if (next[w] == E) continue;
            gpudet_zwrite m = *src[w][next[w]++];
            gpudet_zbuf_push(&z, memcpy(malloc(sizeof m), &m, sizeof m));
            gpudet_zwrite *p = gpudet_zbuf_pop(&z);
            gpudet_zbuf_test(&z, p);
            apply(mem, p);
            free(p);
            left--;
        }
        assert_memory_equal(mem, want, 64);
        gpudet_zbuf_fini(&z);
    }
    for (int w = 0; w < W; w++)
        for (int e = 0; e < E; e++) free(src[w][e]);
}

/* A later quantum always wins over an earlier one (and resets the
 * table: a low wid of quantum 3 beats a high wid of quantum 2); a late
 * write of an older quantum always loses. */
static void zbuffer_orders_quanta_first(void **st)
{
    (void)st;
    gpudet_zbuf z;
    gpudet_zbuf_init(&z, 64);
    gpudet_zwrite *a = zw(2, 900, 0x80, 0, 8, 1), *b = zw(3, 1, 0x80, 0, 8, 2),
                  *c = zw(2, 999, 0x80, 0, 8, 3), *d = zw(3, 0, 0x80, 4, 8, 4);
    assert_int_equal(gpudet_zbuf_test(&z, a), 8);
    assert_int_equal(gpudet_zbuf_test(&z, b), 8);
    assert_int_equal(gpudet_zbuf_test(&z, c), 0);
    assert_int_equal(gpudet_zbuf_test(&z, d), 4); /* bytes 8..11 only: wid 1 holds 4..7 */
    assert_false(mem_mask_get(d->mask, 4));
    assert_true(mem_mask_get(d->mask, 8));
    assert_int_equal(z.tests, 4);
    free(a), free(b), free(c), free(d);
    gpudet_zbuf_fini(&z);
}

static void config_defaults_and_checks(void **st)
{
    (void)st;
    gpudet_config c = gpudet_default_config();
    char err[128];
    assert_false(c.enable);
    assert_int_equal(c.quantum, 200); /* the paper's */
    assert_int_equal(c.serial, GPUDET_CUSER);
    assert_true(c.bta && c.dwp);
    assert_int_equal(c.bloom_bits, 1024);
    assert_int_equal(c.sync_cycles, 0);
    c.enable = true;
    assert_int_equal(gpudet_config_check(&c, err, sizeof err), 0);
    c.bloom_bits = 1022;
    assert_int_equal(gpudet_config_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "bloom"));
    assert_string_equal(gpudet_end_name(GPUDET_END_BARRIER), "barrier");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(store_buffer_forwards_own_stores_newest_last),
        cmocka_unit_test(bloom_filter_has_no_false_negatives),
        cmocka_unit_test(zbuffer_keeps_the_last_writer_in_commit_order),
        cmocka_unit_test(zbuffer_orders_quanta_first),
        cmocka_unit_test(config_defaults_and_checks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
