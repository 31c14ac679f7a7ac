/* The out-of-tree example (examples/ping, docs/engine.md's worked
 * example) builds against libmgsim.a and its headers and gets the link
 * timing right: each hop of the ball is 4 cycles on the wire (64 B at
 * 16 B/cycle) + the latency + 1 cycle until the receiver's next tick; its
 * own connection (wire) costs one cycle a hop, as the engine's two phases
 * say; its hook sees one delivery per hop; the serial and parallel
 * engines agree. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

static void run_ping(const char *args, char *out, size_t len)
{
    const char *build = getenv("BUILD");
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s/examples/ping %s", build ? build : "build", args);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t n = fread(out, 1, len - 1, f);
    out[n] = 0;
    assert_int_equal(pclose(f), 0);
}

static void ping_timing_matches_the_link_model(void **state)
{
    (void)state;
    static const struct { int trips, latency; } cases[] = {{10, 100}, {3, 7}, {1, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char args[64], out[512], expect[128];
        unsigned long long hops = 2ull * (unsigned long long)cases[i].trips;
        unsigned long long ps = hops * (unsigned long long)(cases[i].latency + 5) * 1000ull;
        snprintf(expect, sizeof expect, "last catch at %llu ps", ps);
        snprintf(args, sizeof args, "%d %d 0", cases[i].trips, cases[i].latency);
        run_ping(args, out, sizeof out);
        assert_non_null(strstr(out, expect));
        snprintf(args, sizeof args, "%d %d 2", cases[i].trips, cases[i].latency);
        run_ping(args, out, sizeof out);
        assert_non_null(strstr(out, expect));
    }
}

static void ping_wire_and_hook(void **state)
{
    (void)state;
    static const int trips[] = {10, 3, 1};
    for (size_t i = 0; i < sizeof trips / sizeof trips[0]; i++) {
        unsigned long long hops = 2ull * (unsigned long long)trips[i];
        for (int threads = 0; threads <= 2; threads += 2) {
            char args[64], out[512], expect[160];
            snprintf(args, sizeof args, "%d 100 %d wire", trips[i], threads);
            run_ping(args, out, sizeof out);
            snprintf(expect, sizeof expect, "over a 1-cycle wire: last catch at %llu ps",
                     hops * 1000ull);
            assert_non_null(strstr(out, expect));
            snprintf(expect, sizeof expect, " %llu catches hooked", hops);
            assert_non_null(strstr(out, expect));
            snprintf(args, sizeof args, "%d 7 %d", trips[i], threads);
            run_ping(args, out, sizeof out);
            assert_non_null(strstr(out, expect)); /* the link: as many deliveries */
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ping_timing_matches_the_link_model),
        cmocka_unit_test(ping_wire_and_hook),
    };
    return cmocka_run_group_tests_name("example_ping", tests, NULL, NULL);
}
