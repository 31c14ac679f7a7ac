/* The C host program (examples/host, built out of tree by `make
 * examples` against libmgsim.a): it checks its own sums; here it must say
 * so on one GPU and on four, with the same instruction count (the same
 * work split four ways) and no cross-GPU traffic (each GPU's part of
 * the buffers is its own). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

static void run(const char *ini, char *out, size_t len)
{
    const char *build = getenv("BUILD");
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s/examples/host/host_vadd %s/examples/host/vadd.hsaco %s 8192",
             build ? build : "build", build ? build : "build", ini);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t n = fread(out, 1, len - 1, f);
    out[n] = 0;
    assert_int_equal(pclose(f), 0);
}

static unsigned long long field(const char *out, const char *after)
{
    const char *p = strstr(out, after);
    assert_non_null(p);
    return strtoull(p + strlen(after), NULL, 10);
}

static void host_program_runs_on_one_and_four_gpus(void **state)
{
    (void)state;
    char one[512], four[512];
    run("configs/r9nano.ini", one, sizeof one);
    run("configs/d-mgpu-4.ini", four, sizeof four);
    assert_non_null(strstr(one, "8192 elements on 1 device(s), 0 wrong"));
    assert_non_null(strstr(four, "8192 elements on 4 device(s), 0 wrong"));
    assert_int_equal(field(one, "cycles, "), field(four, "cycles, "));
    assert_int_equal(field(four, "instructions, "), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(host_program_runs_on_one_and_four_gpus),
    };
    return cmocka_run_group_tests_name("example_host", tests, NULL, NULL);
}
