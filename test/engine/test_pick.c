/* The choice between running windows alone and opening them (engine/pick.h),
 * fed with a made-up clock: each mode costs a given number of ticks per
 * event, and the right answers are worked out by hand here. Checked: the
 * first window is not counted, an epoch ends after PICK_EPOCH ticks, the
 * first try comes after PICK_TRY_FIRST epochs, a try that ran cheaper by
 * the margin switches modes and one that did not waits twice as long
 * (up to PICK_TRY_MAX), a pause leaves the time between runs out, and a
 * machine that turns (opening gets dear) is followed within a try. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/pick.h"

/* A run of windows of EVENTS events, each costing what its mode costs. */
enum { EVENTS = 1000 };
typedef struct sim {
    eng_pick p;
    uint64_t now;
    double cost[2]; /* ticks per event: [opened, alone] */
    uint64_t windows[2];
} sim;

static void sim_init(sim *s, double opened, double alone)
{
    memset(s, 0, sizeof *s);
    s->now = 1000;
    s->cost[0] = opened;
    s->cost[1] = alone;
}

/* Runs n windows; returns how many ran alone. */
static uint64_t run(sim *s, uint64_t n)
{
    uint64_t alone_n = 0;
    for (uint64_t i = 0; i < n; i++) {
        bool a = eng_pick_alone(&s->p);
        s->now += (uint64_t)(s->cost[a] * EVENTS);
        eng_pick_learn(&s->p, s->now, EVENTS);
        alone_n += a;
        s->windows[a]++;
    }
    return alone_n;
}

/* Windows per epoch at a cost: PICK_EPOCH / (cost * EVENTS), rounded up. */
static uint64_t per_epoch(double cost)
{
    uint64_t w = (uint64_t)(cost * EVENTS);
    return (PICK_EPOCH + w - 1) / w;
}

static void starts_opened_and_tries_alone_after_the_first_epochs(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 100, 100);
    assert_false(eng_pick_alone(&s.p));
    /* the first window starts the clock; PICK_TRY_FIRST epochs opened */
    assert_int_equal(run(&s, 1 + PICK_TRY_FIRST * per_epoch(100)), 0);
    assert_int_equal(s.p.epochs, PICK_TRY_FIRST);
    assert_true(s.p.trying);
    assert_true(eng_pick_alone(&s.p));
    /* one epoch alone, no cheaper: back to opened, next try twice as late */
    assert_int_equal(run(&s, per_epoch(100)), per_epoch(100));
    assert_false(s.p.alone);
    assert_false(s.p.trying);
    assert_int_equal(s.p.every, 2 * PICK_TRY_FIRST);
    assert_int_equal(s.p.switches, 0);
}

static void a_try_cheaper_by_the_margin_switches(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 300, 100); /* alone three times cheaper (a slow spell) */
    run(&s, 1 + PICK_TRY_FIRST * per_epoch(300) + per_epoch(100)); /* then the try */
    assert_true(s.p.alone);
    assert_int_equal(s.p.switches, 1);
    /* from now on alone, but for a try of one epoch now and then */
    uint64_t n = 100000, a = run(&s, n);
    assert_true(a > n - n / 8);
    assert_int_equal(s.p.switches, 1);
}

static void a_try_within_the_margin_does_not(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 105, 100); /* alone 5% cheaper: within PICK_MARGIN */
    run(&s, 200000);
    assert_false(s.p.alone);
    assert_int_equal(s.p.switches, 0);
    assert_true(s.p.tries >= 3);
}

/* Tries come after 2, 4, 8, ... epochs of the kept mode, up to PICK_TRY_MAX. */
static void tries_back_off_while_the_mode_stands(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 100, 200);
    uint64_t kept = 0, every = PICK_TRY_FIRST, tries = 0;
    for (int k = 0; k < 12; k++) {
        kept += every + 1; /* every kept epochs, then the try */
        tries++;
        if (every < PICK_TRY_MAX)
            every *= 2;
    }
    /* epochs of the kept mode cost 100, tries 200: count windows */
    uint64_t tries_w = tries * per_epoch(200), kept_w = (kept - tries) * per_epoch(100);
    run(&s, 1 + kept_w + tries_w);
    assert_int_equal(s.p.tries, tries);
    assert_int_equal(s.p.every, PICK_TRY_MAX);
    assert_int_equal(s.windows[1], tries_w);
}

static void a_turn_of_the_machine_is_followed(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 100, 180);
    run(&s, 300000); /* opened; tries now PICK_TRY_MAX epochs apart */
    assert_false(s.p.alone);
    s.cost[0] = 400; /* opening gets dear */
    /* the next try (after at most PICK_TRY_MAX epochs, and the one under
     * way when the machine turned) switches */
    run(&s, per_epoch(100) + PICK_TRY_MAX * per_epoch(400) + per_epoch(180));
    assert_true(s.p.alone);
    s.cost[0] = 100; /* and back: found at the next try */
    run(&s, (PICK_TRY_MAX + 2) * per_epoch(180));
    assert_false(s.p.alone);
    assert_int_equal(s.p.switches, 2);
}

/* The time between two runs (the caller's) is not counted: without the
 * pause, a long gap would make the epoch it falls in look dear. */
static void a_pause_leaves_the_gap_out(void **state)
{
    (void)state;
    sim s;
    sim_init(&s, 100, 100);
    run(&s, 1 + PICK_TRY_FIRST * per_epoch(100) - 1); /* just before the try */
    uint64_t epochs = s.p.epochs;
    eng_pick_pause(&s.p);
    s.now += 100 * PICK_EPOCH; /* the caller's time */
    run(&s, 1);                /* restarts the clock only */
    assert_int_equal(s.p.epochs, epochs);
    assert_int_equal(s.p.events, 0);
    run(&s, per_epoch(100));
    assert_int_equal(s.p.epochs, epochs + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(starts_opened_and_tries_alone_after_the_first_epochs),
        cmocka_unit_test(a_try_cheaper_by_the_margin_switches),
        cmocka_unit_test(a_try_within_the_margin_does_not),
        cmocka_unit_test(tries_back_off_while_the_mode_stands),
        cmocka_unit_test(a_turn_of_the_machine_is_followed),
        cmocka_unit_test(a_pause_leaves_the_gap_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
