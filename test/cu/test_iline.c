/* The CU's instruction-line table (components/cu/cu_iline.h) against a
 * plain reference: 40 buffer slots that each keep their own copy of the
 * line they fetched. Random fetches (a few addresses, each answered with
 * one of two byte patterns, as if code changed between fetches) and
 * drops: every held slot reads back exactly its own bytes, an entry's
 * holder count is the number of slots naming it, slots holding the same
 * (address, bytes) share one entry and different ones never do, and the
 * table grows only to the most distinct lines held at once (rounded up
 * to its doubling). For line sizes 16, 64 and 128. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "components/cu/cu_iline.h"
#include "engine/rng.h"

#define SLOTS 40
#define ADDRS 6

typedef struct ref_slot {
    bool held;
    uint32_t idx;
    uint64_t addr;
    int variant;
    uint8_t bytes[128];
} ref_slot;

static void fill(uint8_t *b, uint32_t n, uint64_t addr, int variant)
{
    for (uint32_t i = 0; i < n; i++) b[i] = (uint8_t)(addr * 7 + i * 13 + (uint32_t)variant * 101);
}

static uint32_t distinct_held(const ref_slot *s)
{
    uint32_t k = 0;
    for (int i = 0; i < SLOTS; i++) {
        if (!s[i].held) continue;
        bool first = true;
        for (int j = 0; j < i; j++)
            if (s[j].held && s[j].addr == s[i].addr && s[j].variant == s[i].variant) first = false;
        k += first;
    }
    return k;
}

static void matches_per_slot_copies(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {16, 64, 128};
    for (int z = 0; z < 3; z++) {
        uint32_t lb = sizes[z];
        eng_rng r;
        eng_rng_seed(&r, 5 + (uint64_t)z, "iline");
        cu_iline_store st;
        cu_iline_init(&st, lb);
        ref_slot s[SLOTS];
        memset(s, 0, sizeof s);
        uint32_t most = 0;
        for (int step = 0; step < 20000; step++) {
            int k = (int)eng_rng_below(&r, SLOTS);
            if (s[k].held) {
                cu_iline_put(&st, s[k].idx);
                s[k].held = false;
            }
            if (eng_rng_below(&r, 3) != 0) { /* fetch, else leave it empty */
                uint8_t line[128];
                s[k].addr = 0x1000 + 64 * eng_rng_below(&r, ADDRS);
                s[k].variant = eng_rng_below(&r, 8) == 0; /* mostly the same code */
                fill(line, lb, s[k].addr, s[k].variant);
                memcpy(s[k].bytes, line, lb);
                s[k].idx = cu_iline_get(&st, s[k].addr, line);
                memset(line, 0xee, sizeof line); /* the table keeps its own copy */
                s[k].held = true;
            }
            uint32_t d = distinct_held(s);
            if (d > most) most = d;
            assert_int_equal(cu_iline_held(&st), d);
            for (int i = 0; i < SLOTS; i++) {
                if (!s[i].held) continue;
                assert_memory_equal(cu_iline_bytes(&st, s[i].idx), s[i].bytes, lb);
                uint32_t holders = 0;
                for (int j = 0; j < SLOTS; j++) {
                    if (!s[j].held) continue;
                    bool same = s[j].addr == s[i].addr && s[j].variant == s[i].variant;
                    assert_int_equal(s[j].idx == s[i].idx, same);
                    holders += s[j].idx == s[i].idx;
                }
                assert_int_equal(cu_iline_refs(&st, s[i].idx), holders);
            }
            uint32_t cap = 4;
            while (cap < most) cap *= 2;
            assert_true(st.n <= cap);
        }
        assert_true(most > 4); /* the table had to grow */
        cu_iline_free(&st);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(matches_per_slot_copies)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
