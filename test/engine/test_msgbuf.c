/* The port's message ring (engine/msgbuf.h) against a plain array queue:
 * random pushes and pops over bounds 1-70 keep FIFO order, the ring is
 * full exactly at its bound, and its slots grow only as messages queue
 * (never past the bound, never more than twice the most ever held). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>

#include <cmocka.h>

#include "engine/msgbuf.h"
#include "engine/rng.h"

static void fifo_matches_reference(void **state)
{
    (void)state;
    eng_rng r;
    eng_rng_seed(&r, 11, "msgbuf");
    eng_msg msgs[4096];
    for (size_t cap = 0; cap <= 70; cap++) {
        eng_msgbuf b;
        assert_int_equal(eng_msgbuf_init(&b, cap), 0);
        size_t bound = cap ? cap : 1;
        assert_true(b.q.cap <= ENG_MSGBUF_FIRST && b.q.cap <= bound);
        eng_msg *ref[4096];
        size_t rh = 0, rn = 0, next = 0, most = 0;
        /* phases that mostly fill, then mostly drain */
        for (int step = 0; step < 3000; step++) {
            bool fill = (step / 200) % 2 == 0;
            bool push = eng_rng_below(&r, 10) < (fill ? 8u : 2u);
            if (push && !eng_msgbuf_full(&b)) {
                assert_true(rn < bound);
                eng_msg *m = &msgs[next++ % 4096];
                eng_msgbuf_push(&b, m);
                ref[(rh + rn++) % 4096] = m;
                if (rn > most) most = rn;
            } else if (push) {
                assert_int_equal(rn, bound); /* full only at the bound */
            } else {
                eng_msg *want = rn ? ref[rh] : NULL;
                assert_ptr_equal(eng_msgbuf_peek(&b), want);
                assert_ptr_equal(eng_msgbuf_pop(&b), want);
                if (rn) rh = (rh + 1) % 4096, rn--;
            }
            assert_int_equal(eng_msgbuf_len(&b), rn);
            assert_true(b.q.cap <= bound);
            assert_true(b.q.cap <= (most > ENG_MSGBUF_FIRST / 2 ? 2 * most : ENG_MSGBUF_FIRST));
        }
        assert_int_equal(most, bound); /* the fill phases reached the bound */
        eng_msgbuf_free(&b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(fifo_matches_reference)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
