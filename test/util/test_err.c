/* util/err: the front ends' exit status for a failure message. A message
 * that reports out of memory, in the words the library's messages use
 * (taken here from the library's own ERR_OOM, and as the sources spell
 * it), maps to MGSIM_EXIT_OOM; any other keeps the command's status; the
 * nested sizes grow by ERR_NEST a level. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "util/err.h"
#include "util/exitcode.h"

static void test_oom_messages(void **state)
{
    (void)state;
    char m[ERR_LEN];
    snprintf(m, sizeof m, "cu %s: %s", "GPU[0].CU[3]", ERR_OOM);
    assert_true(err_is_oom(m));
    assert_int_equal(err_exit(m, 1), MGSIM_EXIT_OOM);
    /* as the sources spell them (components/cu/cu_sched.c, workloads/det) */
    assert_int_equal(err_exit("cu: out of memory (scheduler)", 1), MGSIM_EXIT_OOM);
    assert_int_equal(err_exit("bfs: out of memory", 2), MGSIM_EXIT_OOM);
}

static void test_other_messages(void **state)
{
    (void)state;
    assert_false(err_is_oom(NULL));
    assert_false(err_is_oom(""));
    assert_int_equal(err_exit("device 0: memory exhausted", 1), 1);
    assert_int_equal(err_exit("--size 3: not a size of bfs", 2), 2);
    assert_int_equal(err_exit("out of", 1), 1);
}

static void test_nesting(void **state)
{
    (void)state;
    /* a message wrapping n others has n * ERR_NEST more room */
    for (int n = 0; n <= 4; n++) assert_int_equal(ERR_LEN_NEST(n) - ERR_LEN, n * ERR_NEST);
    /* the wrap prefix a level adds fits its ERR_NEST */
    char inner[ERR_LEN], outer[ERR_LEN_NEST(1)];
    for (size_t i = 0; i < sizeof inner - 1; i++) inner[i] = 'x';
    inner[sizeof inner - 1] = 0;
    int k = snprintf(outer, sizeof outer, "--trace %s: %s", "t.bin", inner);
    assert_true(k > 0 && (size_t)k < sizeof outer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_oom_messages),
        cmocka_unit_test(test_other_messages),
        cmocka_unit_test(test_nesting),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
