/* The session's serialized form (driver/session.h), the one way `mgsim
 * exec` hands its options to the HIP runtime: what session_decode reads
 * back is field for field what session_encode was given (a set of
 * options differing from the defaults in every field, and the defaults),
 * the sets in order; a bad line is refused naming it; a newline in a
 * path cannot be encoded. And the times of --trace-window/--hang-window,
 * against values worked out by hand. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "driver/session.h"

static void same_str(const char *a, const char *b)
{
    if (!a || !b) assert_ptr_equal(a, b);
    else assert_string_equal(a, b);
}

static void same(const session_opts *a, const session_opts *b)
{
    same_str(a->config, b->config);
    assert_int_equal(a->nsets, b->nsets);
    for (size_t i = 0; i < a->nsets; i++) assert_string_equal(a->sets[i], b->sets[i]);
    assert_int_equal(a->threads, b->threads);
    assert_int_equal(a->auto_threads, b->auto_threads);
    same_str(a->trace, b->trace);
    same_str(a->trace_filter, b->trace_filter);
    same_str(a->trace_kinds, b->trace_kinds);
    assert_int_equal(a->trace_from, b->trace_from);
    assert_int_equal(a->trace_to, b->trace_to);
    assert_int_equal(a->profile, b->profile);
    same_str(a->stats_csv, b->stats_csv);
    assert_int_equal(a->metrics, b->metrics);
    assert_int_equal(a->stats_detail, b->stats_detail);
    assert_int_equal(a->progress, b->progress);
    assert_int_equal(a->hang_window, b->hang_window);
    assert_int_equal(a->watch, b->watch);
    same_str(a->stats, b->stats);
    assert_int_equal(a->summary, b->summary);
    assert_int_equal(a->map_pages, b->map_pages);
}

static void round_trip(const session_opts *o)
{
    char *s = session_encode(o);
    assert_non_null(s);
    session_opts back;
    void *store;
    char err[ERR_LEN_NEST(4)];
    assert_int_equal(session_decode(s, &back, &store, err, sizeof err), 0);
    same(o, &back);
    free(store);
    free(s);
}

static void every_field_round_trips(void **st)
{
    (void)st;
    session_opts d;
    session_opts_init(&d);
    round_trip(&d);
    static const char *const sets[] = {"sim.max_cycles=1000", "gpu.cus=4",
                                       "fabric.name=a=b"}; /* '=' in a value */
    session_opts o = {
        .config = "/tmp/some dir/d-mgpu-4.ini", .sets = sets, .nsets = 3, .threads = 7,
        .auto_threads = true, .trace = "/tmp/t.trace", .trace_filter = "GPU[0].L2*,PCIe",
        .trace_kinds = "req,hop", .trace_from = 5, .trace_to = UINT64_MAX - 1, .profile = true,
        .stats_csv = "/tmp/s.csv", .metrics = true, .stats_detail = true,
        .progress = SESSION_PROGRESS_ON, .hang_window = 123456789012ull, .watch = true,
        .stats = "/tmp/s.json", .summary = true, .map_pages = true};
    round_trip(&o);
}

static void bad_input_is_refused(void **st)
{
    (void)st;
    static const char *const bad[] = {"threads=x\n", "nokey\n", "unknown=1\n", "profile=2\n",
                                      "trace_from=-1\n", "hang_window=\n"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        session_opts o;
        void *store = (void *)1;
        char err[ERR_LEN_NEST(4)] = "";
        assert_int_equal(session_decode(bad[i], &o, &store, err, sizeof err), -1);
        assert_null(store);
        assert_non_null(strstr(err, SESSION_ENV));
    }
    session_opts o;
    session_opts_init(&o);
    o.stats = "a\nb";
    errno = 0;
    assert_null(session_encode(&o));
    assert_int_equal(errno, EINVAL);
}

static void times(void **st)
{
    (void)st;
    uint64_t ps, a, b;
    assert_int_equal(session_parse_time("100us", &ps), 0);
    assert_int_equal(ps, 100000000ull);
    assert_int_equal(session_parse_time("3", &ps), 0); /* no unit: ns */
    assert_int_equal(ps, 3000ull);
    assert_int_equal(session_parse_time("2.5ms", &ps), 0);
    assert_int_equal(ps, 2500000000ull);
    assert_int_equal(session_parse_time("1s", &ps), -1);
    assert_int_equal(session_parse_window("1us:", &a, &b), 0);
    assert_int_equal(a, 1000000ull);
    assert_int_equal(b, UINT64_MAX);
    assert_int_equal(session_parse_window("2us:1us", &a, &b), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_field_round_trips),
        cmocka_unit_test(bad_input_is_refused),
        cmocka_unit_test(times),
    };
    return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
