/* Clock arithmetic and the per-component random streams. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>

#include <cmocka.h>

#include "engine/eng.h"

static void clock_rounds_and_aligns(void **state)
{
    (void)state;
    eng_clock g = eng_clock_hz(1000000000ull);
    assert_int_equal(g.period, 1000);
    assert_int_equal(eng_clock_hz(3000000000ull).period, 333);
    assert_int_equal(eng_clock_hz(16000000ull).period, 62500);
    assert_int_equal(eng_clock_this_tick(g, 0), 0);
    assert_int_equal(eng_clock_this_tick(g, 1), 1000);
    assert_int_equal(eng_clock_this_tick(g, 1000), 1000);
    assert_int_equal(eng_clock_next_tick(g, 1000), 2000);
    assert_int_equal(eng_clock_next_tick(g, 1999), 2000);
    assert_int_equal(eng_clock_n_cycles_later(g, 1500, 3), 5000);
    assert_int_equal(eng_clock_cycle(g, 4999), 4);
}

static void event_order_is_time_phase_owner_seq(void **state)
{
    (void)state;
    eng_event a = {.time = 5, .phase = 1, .owner = 0, .seq = 0};
    eng_event b = {.time = 6, .phase = 0, .owner = 0, .seq = 0};
    eng_event c = {.time = 6, .phase = 0, .owner = 1, .seq = 0};
    eng_event d = {.time = 6, .phase = 0, .owner = 1, .seq = 1};
    eng_event f = {.time = 6, .phase = 1, .owner = 0, .seq = 0};
    assert_true(eng_event_before(&a, &b));
    assert_true(eng_event_before(&b, &c));
    assert_true(eng_event_before(&c, &d));
    assert_true(eng_event_before(&d, &f));
    assert_false(eng_event_before(&d, &c));
    assert_false(eng_event_before(&d, &d));
}

static void rng_streams_depend_on_seed_and_name_only(void **state)
{
    (void)state;
    eng_rng a, b, c, d;
    eng_rng_seed(&a, 42, "GPU[0].CU[3]");
    eng_rng_seed(&b, 42, "GPU[0].CU[3]");
    eng_rng_seed(&c, 42, "GPU[0].CU[4]");
    eng_rng_seed(&d, 43, "GPU[0].CU[3]");
    int same_c = 0, same_d = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = eng_rng_next(&a);
        assert_int_equal(x, eng_rng_next(&b));
        same_c += x == eng_rng_next(&c);
        same_d += x == eng_rng_next(&d);
    }
    assert_true(same_c < 2 && same_d < 2);
}

static void rng_below_is_in_range_and_spread(void **state)
{
    (void)state;
    eng_rng r;
    eng_rng_seed(&r, 1, "x");
    int hist[7] = {0};
    for (int i = 0; i < 70000; i++) {
        uint64_t v = eng_rng_below(&r, 7);
        assert_true(v < 7);
        hist[v]++;
    }
    for (int i = 0; i < 7; i++) /* each bucket near 10000 */
        assert_true(hist[i] > 9500 && hist[i] < 10500);
    double u = eng_rng_unit(&r);
    assert_true(u >= 0.0 && u < 1.0);
}

static void component_streams_ignore_build_order(void **state)
{
    (void)state;
    eng_config cfg = eng_default_config();
    cfg.threads = ENG_THREADS_SERIAL;
    cfg.seed = 99;
    eng_engine *e = eng_create(&cfg, NULL, 0);
    assert_non_null(e);
    static const eng_comp_ops ops = {.kind = "x"};
    eng_comp a, b, a2, b2;
    eng_comp_init(&a, e, "A", &ops, eng_clock_hz(1000000000));
    eng_comp_init(&b, e, "B", &ops, eng_clock_hz(1000000000));
    eng_comp_init(&b2, e, "B", &ops, eng_clock_hz(1000000000));
    eng_comp_init(&a2, e, "A", &ops, eng_clock_hz(1000000000));
    assert_int_equal(eng_rng_next(&a.rng), eng_rng_next(&a2.rng));
    assert_int_equal(eng_rng_next(&b.rng), eng_rng_next(&b2.rng));
    eng_comp_fini(&a);
    eng_comp_fini(&b);
    eng_comp_fini(&a2);
    eng_comp_fini(&b2);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(clock_rounds_and_aligns),
        cmocka_unit_test(event_order_is_time_phase_owner_seq),
        cmocka_unit_test(rng_streams_depend_on_seed_and_name_only),
        cmocka_unit_test(rng_below_is_in_range_and_spread),
        cmocka_unit_test(component_streams_ignore_build_order),
    };
    return cmocka_run_group_tests_name("engine_time_rng", tests, NULL, NULL);
}
