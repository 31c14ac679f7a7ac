/* The out-of-tree example (examples/ping) builds against libmgsim.a and
 * its headers and gets the link timing right: each hop of the ball is
 * 4 cycles on the wire (64 B at 16 B/cycle) + the latency + 1 cycle until
 * the receiver's next tick, and the serial and parallel engines agree. */
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ping_timing_matches_the_link_model),
    };
    return cmocka_run_group_tests_name("example_ping", tests, NULL, NULL);
}
